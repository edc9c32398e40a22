/**
 * `POST /dang-nhap/google` — starts "Đăng nhập bằng Google" (app/features/auth/google.server.ts): the form
 * under the login form posts here (with its `redirectTo`) and the answer is a 303 to Google's
 * authorization page. A GET never starts a login (no GET changes anything): it goes back to
 * /dang-nhap. Guests only; 404 when Google sign-in is not configured.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAccess } from "~/features/auth/auth.server";
import { requireGoogleEnabled, startGoogleLogin } from "~/features/auth/google.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Đăng nhập bằng Google – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** GET never starts a login: back to /dang-nhap (404 when not configured; guests only). */
export async function loader({ context }: LoaderFunctionArgs) {
  requireGoogleEnabled();
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  return redirect("/dang-nhap");
}

/** Starts the login: 303 to Google's authorization page with state, nonce and PKCE (guests only). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireGoogleEnabled();
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  // A body that is not a form (a bot, a hand-made request) starts the login without a destination.
  const form = await request.formData().catch(() => null);
  const redirectTo = form?.get("redirectTo");
  return startGoogleLogin({ request, context }, typeof redirectTo === "string" ? redirectTo : null);
}

/** Never rendered (the loader redirects); present so that errors render as a page. */
export default function LoginGoogle() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
