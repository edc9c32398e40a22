/**
 * `/tai-khoan/du-lieu-ca-nhan/tai-xuong` — the customer's data as a JSON file (ADR 0027): a GET
 * resource route of the signed-in owner only (a guest is sent to the login page; there is no id in
 * the path, the upstream answers GET /api/User/PersonalData for the token's owner). Answered
 * `Content-Disposition: attachment`, `Cache-Control: private, no-store`.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { getPersonalData } from "~/upstream/privacy.server";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const personal = await getPersonalData(await upstreamFor(context));
  const day = personal.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(personal, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="du-lieu-ca-nhan-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
