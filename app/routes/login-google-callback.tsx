/**
 * `GET /dang-nhap/google/callback` — where Google sends the browser back (the redirect_uri of
 * app/features/auth/google.server.ts): checks `state`, exchanges the code, checks the id_token's `nonce`, has
 * the upstream verify it (`SocialLoginGG`) and logs the shopper in like the login form does
 * (`Đăng nhập thành công`, guest cart merged). A forged or expired callback is a 400 page; a
 * cancelled consent goes back to /dang-nhap with a toast. Guests only; 404 when not configured.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAccess } from "~/features/auth/auth.server";
import { finishGoogleLogin, requireGoogleEnabled } from "~/features/auth/google.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Đăng nhập bằng Google – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** Finishes the login (app/features/auth/google.server.ts `finishGoogleLogin`); guests only, 404 when not configured. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireGoogleEnabled();
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  return finishGoogleLogin({ request, context });
}

/** Never rendered (the loader always redirects or throws); present so that errors render as a page. */
export default function LoginGoogleCallback() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
