/**
 * `/dang-nhap` (alias `/login`, spec §2 Modals, §5) — login with email and password (remix-auth form
 * strategy), "Ghi nhớ đăng nhập" for a 30-day session. Guests only: a logged-in user is sent to
 * `redirectTo` or `/`. On success the guest cart is merged into the account's cart (one add per
 * line) and cleared; the toast says `Đăng nhập thành công` and which books could not be kept.
 * Server errors appear in red above the form (§8). When Google sign-in is configured, a separate
 * form below posts to `/dang-nhap/google` (routes/login-google.tsx) with the same `redirectTo`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AUTH_ROLES } from "~/features/auth/roles";
import { requireAccess } from "~/features/auth/auth.server";
import { authenticator, LoginFailure } from "~/features/auth/authenticator.server";
import { completeLogin } from "~/features/auth/login.server";
import { attachContext } from "~/context.server";
import { AuthPage } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LoginForm } from "~/features/auth/login-form";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/http.server";
import { retryAfterHeaders } from "~/utils/headers";
import { env } from "~/env.server";

export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Đăng nhập – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  return { googleEnabled: Boolean(env.googleClientId) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  checkHoneypot(await readForm(request.clone()));
  let result;
  try {
    attachContext(request, context); // remix-auth hands the strategy this request only
    result = await authenticator.authenticate("form", request);
  } catch (error) {
    if (error instanceof LoginFailure) {
      const headers = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined;
      return data({ result: error.result, needsActivation: error.needsActivation }, { status: error.status, headers });
    }
    throw error;
  }
  return completeLogin(context, result);
}

export default function Login() {
  const { googleEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  return (
    <AuthPage title="Đăng nhập">
      <LoginForm
        id="login"
        actionData={actionData}
        redirectTo={searchParams.get("redirectTo") ?? ""}
        busy={navigation.state === "submitting"}
      />
      {googleEnabled ? (
        // A separate form: the server starts the OpenID Connect flow (routes/login-google.tsx).
        <Form method="post" action="/dang-nhap/google" className={ui.panel}>
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <button type="submit" className={button.secondary}>
            Đăng nhập bằng Google
          </button>
        </Form>
      ) : null}
      <p>
        <Link to="/quen-mat-khau">Quên mật khẩu?</Link> · <Link to={`/dang-ky${query ? `?${query}` : ""}`}>Tạo tài khoản mới</Link> ·{" "}
        <Link to="/kich-hoat-lai">Kích hoạt lại tài khoản</Link>
      </p>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
