/**
 * `/tai-khoan/doi-mat-khau` — change password (spec §2 account area; docs/ui-contract.md "Account
 * area": `Mật khẩu hiện tại`, `Mật khẩu mới`, `Xác nhận mật khẩu`, button `Đổi mật khẩu`).
 * PATCH /api/User/ChangePassword: a wrong current password is shown under its field (the upstream
 * counts it like a failed login: 429 with a clear message once locked); on success the new token of
 * this session is stored (every other session of the account ended) and the page answers 303 with
 * the toast `Đổi mật khẩu thành công`. Password fields are never sent back to the browser.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { changePasswordSchema } from "~/features/account/schemas";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { PASSWORD_MIN_LENGTH } from "~/constants";
import { changePassword } from "~/upstream/account.server";
import { refusalInit, UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { clientIp, readForm } from "~/utils/http.server";
import { retryAfterHeaders } from "~/utils/headers";

/** Passes the upstream throttle's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Đổi mật khẩu – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const HIDE = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(HIDE) }, { status: 400 });
  const v = submission.value;
  let token: string;
  let message: string | null;
  try {
    ({ token, message } = await changePassword(await upstreamFor(context), {
      oldPassword: v.currentPassword,
      newPassword: v.newPassword,
      clientIp: clientIp(request),
    }));
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    const field = error.code === "PASSWORD_INCORRECT" ? "currentPassword" : error.code === "VALIDATION_FAILED" ? "newPassword" : null;
    const reply =
      field && error.status !== 429
        ? submission.reply({ fieldErrors: { [field]: [error.message] }, ...HIDE })
        : submission.reply({ formErrors: [error.message], ...HIDE });
    return data({ result: reply }, refusalInit(error));
  }
  const auth = await context.authSession();
  auth.setToken(token, auth.remember);
  return redirectWithToast("/tai-khoan/doi-mat-khau", { type: "success", message: message ?? "Đổi mật khẩu thành công" });
}

export default function AccountPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <AccountLayout title="Đổi mật khẩu">
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Mật khẩu hiện tại" meta={fields.currentPassword} type="password" inputProps={{ autoComplete: "current-password" }} />
        <Field
          label="Mật khẩu mới"
          meta={fields.newPassword}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
          hint={`Ít nhất ${PASSWORD_MIN_LENGTH} ký tự. Các phiên đăng nhập khác sẽ bị đăng xuất.`}
        />
        <Field label="Xác nhận mật khẩu" meta={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
        <button type="submit" name="intent" value="change-password" className={button.primary} disabled={navigation.state === "submitting"}>
          Đổi mật khẩu
        </button>
      </Form>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
