/**
 * `/dang-ky` (alias `/register`) — registration (spec §2 Modals, §4 Registration, §5). Guests only.
 * On success the registration draft (§3 `register_form`: userId, name, phone, plus email and the
 * registration token) is kept server-side in `__session` and the shopper goes on to the activation
 * code (`/kich-hoat-tai-khoan`), then step 2, then login.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { readGuestForm, requireAccess } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { registerSchema } from "~/features/auth/schemas";
import { ConsentCheckboxes, consentChoices } from "~/features/privacy/consents";
import { PASSWORD_MIN_LENGTH } from "~/constants";
import { AuthPage } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { register } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { retryAfterHeaders } from "~/utils/headers";
import { rateLimit } from "~/utils/rate-limit.server";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Đăng ký tài khoản – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readGuestForm({ request, context });
  const submission = parseWithZod(formData, { schema: registerSchema });
  const hide = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  const v = submission.value;
  await rateLimit(request, "register", v.email);
  try {
    const reg = await register(context.upstream, {
      email: v.email,
      phone: v.phone,
      name: v.name,
      password: v.password,
      consents: consentChoices(v).filter((c) => c.granted),
    });
    const auth = await context.authSession();
    auth.setDraft({ userId: reg.userId, token: reg.token, email: reg.email, name: v.name, phone: v.phone });
    return redirectWithToast("/kich-hoat-tai-khoan", { type: "success", message: `Mã kích hoạt đã được gửi tới ${reg.email}.` });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 401) throw error;
    const field = error.status === 409 ? { fieldErrors: { email: [error.message] } } : { formErrors: [error.message] };
    return data({ result: submission.reply({ ...field, ...hide }) }, { status: 400 });
  }
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  return (
    <AuthPage title="Đăng ký tài khoản">
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <HoneypotFields />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
        <Field label="Email" meta={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
        <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
        <Field
          label="Mật khẩu"
          meta={fields.password}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
          hint={`Ít nhất ${PASSWORD_MIN_LENGTH} ký tự.`}
        />
        <Field label="Xác nhận mật khẩu" meta={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
        <div>
          <label className={ui.checkboxLabel}>
            <input {...getInputProps(fields.terms, { type: "checkbox" })} className={ui.checkbox} />
            <span>
              Tôi đồng ý với{" "}
              <a href="/dieu-khoan-su-dung" target="_blank" rel="noopener">
                Điều khoản sử dụng
              </a>
            </span>
          </label>
          <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
        </div>
        <ConsentCheckboxes
          legend="Đồng ý xử lý dữ liệu cá nhân (không bắt buộc, có thể thay đổi trong mục Dữ liệu cá nhân)"
          checked={{
            marketing: fields.consentMarketing.initialValue === "on",
            affiliate: fields.consentAffiliate.initialValue === "on",
            performance: fields.consentPerformance.initialValue === "on",
          }}
        />
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          Đăng ký
        </button>
      </Form>
      <p>
        Đã có tài khoản? <Link to="/dang-nhap">Đăng nhập</Link>
      </p>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
