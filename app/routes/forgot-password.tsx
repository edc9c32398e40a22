/**
 * `/quen-mat-khau` — forgot password (spec §2 Modals, §4: send code → validate code → change
 * password → login; §5). Step 1 asks the email (`Gửi mã`); the email is then kept in `__session`
 * and step 2 asks `Mã xác nhận`, `Mật khẩu mới`, `Xác nhận mật khẩu` (`Đổi mật khẩu`): the code is
 * validated, then the password changed. The answer to step 1 never says whether an account exists.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { readGuestForm, requireAccess } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { resetPasswordSchema, sendCodeSchema } from "~/features/auth/schemas";
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from "~/constants";
import { AuthPage, BackToLogin, CodeField } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { changePasswordWithCode, sendSecurityCode, validateSecurityCode } from "~/upstream/account.server";
import { refusalInit, UpstreamError } from "~/upstream/client.server";
import { clientIp } from "~/utils/http.server";
import { redirectWithToast } from "~/session.server";
import { retryAfterHeaders } from "~/utils/headers";
import { clearLoginFailures, rateLimit } from "~/utils/rate-limit.server";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Quên mật khẩu – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  const auth = await context.authSession();
  return { email: auth.resetEmail };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readGuestForm({ request, context });
  const auth = await context.authSession();
  const client = context.upstream;
  const intent = formData.get("intent");

  if (intent === "restart") {
    auth.setResetEmail(null);
    return redirectWithToast("/quen-mat-khau", null);
  }

  if (intent === "send") {
    const submission = parseWithZod(formData, { schema: sendCodeSchema });
    if (submission.status !== "success") return data({ step: "send" as const, result: submission.reply() }, { status: 400 });
    await rateLimit(request, "sendCode", submission.value.email);
    const message = await sendSecurityCode(client, submission.value.email);
    auth.setResetEmail(submission.value.email);
    return redirectWithToast("/quen-mat-khau", { type: "success", message: message ?? "Mã xác nhận đã được gửi tới email của bạn." });
  }

  const email = auth.resetEmail;
  if (!email) return redirectWithToast("/quen-mat-khau", { type: "error", message: "Vui lòng nhập email để nhận mã xác nhận." });
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hide = { hideFields: ["newPassword", "confirmPassword"] };
  if (submission.status !== "success") return data({ step: "reset" as const, result: submission.reply(hide) }, { status: 400 });
  await rateLimit(request, "validateCode", email);
  try {
    await validateSecurityCode(client, email, submission.value.securityCode);
    const message = await changePasswordWithCode(client, {
      email,
      securityCode: submission.value.securityCode,
      newPassword: submission.value.newPassword,
    });
    auth.setResetEmail(null);
    // The owner proved the address: failed logins no longer slow or block this email (ADR 0009).
    await clearLoginFailures(email, clientIp(request));
    return redirectWithToast("/dang-nhap", { type: "success", message: message ?? "Đổi mật khẩu thành công. Mời bạn đăng nhập." });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    return data(
      { step: "reset" as const, result: submission.reply({ fieldErrors: { securityCode: [error.message] }, ...hide }) },
      refusalInit(error),
    );
  }
}

export default function ForgotPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [sendForm, sendFields] = useForm({
    id: "send-code",
    lastResult: actionData?.step === "send" ? (actionData.result as SubmissionResult<string[]>) : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendCodeSchema }),
  });
  const [resetForm, resetFields] = useForm({
    id: "reset-password",
    lastResult: actionData?.step === "reset" ? (actionData.result as SubmissionResult<string[]>) : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  if (!email) {
    return (
      <AuthPage title="Quên mật khẩu" intro={<p>Nhập email đã đăng ký, chúng tôi sẽ gửi mã xác nhận gồm {CODE_LENGTH} chữ số.</p>}>
        <Form method="post" {...getFormProps(sendForm)} className={ui.panel}>
          <HoneypotFields />
          <ErrorList id={sendForm.errorId} errors={sendForm.errors} />
          <Field label="Email" meta={sendFields.email} type="email" inputProps={{ autoComplete: "email" }} />
          <button type="submit" name="intent" value="send" className={button.primary} disabled={busy}>
            Gửi mã
          </button>
        </Form>
        <BackToLogin />
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Đặt lại mật khẩu" intro={<p>Nhập mã xác nhận đã gửi tới {email} (hiệu lực 15 phút) và mật khẩu mới.</p>}>
      <Form method="post" {...getFormProps(resetForm)} className={ui.panel}>
        <HoneypotFields />
        <ErrorList id={resetForm.errorId} errors={resetForm.errors} />
        <CodeField label="Mã xác nhận" meta={resetFields.securityCode} />
        <Field
          label="Mật khẩu mới"
          meta={resetFields.newPassword}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
          hint={`Ít nhất ${PASSWORD_MIN_LENGTH} ký tự.`}
        />
        <Field label="Xác nhận mật khẩu" meta={resetFields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
        <button type="submit" name="intent" value="reset" className={button.primary} disabled={busy}>
          Đổi mật khẩu
        </button>
      </Form>
      <Form method="post">
        <HoneypotFields />
        <button type="submit" name="intent" value="restart" className={button.ghost} disabled={busy}>
          Dùng email khác hoặc gửi lại mã
        </button>
      </Form>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
