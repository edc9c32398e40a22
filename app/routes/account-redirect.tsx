/** `/tai-khoan` → `/tai-khoan/thong-tin-tai-khoan` (spec §2: the account root redirects), customers only. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return redirect("/tai-khoan/thong-tin-tai-khoan");
}
