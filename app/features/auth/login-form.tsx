/**
 * The login form (spec §3 payload Email, Password, remember; names of docs/ui-contract.md), shared
 * by the `/dang-nhap` page (a Remix <Form>) and the header's login dialog (a fetcher form posting to
 * `/dang-nhap`). The server answers 400 with the errors (shown in red above the form, §8) or 303 to
 * `redirectTo` on success.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form as RemixForm, Link } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { loginSchema } from "~/features/auth/schemas";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";

/** What the login action answers with a 400. */
export interface LoginActionData {
  result: unknown;
  needsActivation?: boolean;
}

export function LoginForm({
  id,
  Form = RemixForm,
  actionData,
  redirectTo,
  busy,
}: {
  /** Form id (unique on the page: the header dialog and the page may both show a login form). */
  id: string;
  /** Remix's <Form>, or a fetcher's Form for the dialog. */
  Form?: typeof RemixForm;
  actionData: LoginActionData | undefined;
  redirectTo: string;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id,
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { redirectTo },
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <Form method="post" action="/dang-nhap" {...getFormProps(form)} className={ui.panel}>
      <HoneypotFields />
      <input {...getInputProps(fields.redirectTo, { type: "hidden" })} />
      <ErrorList id={form.errorId} errors={form.errors} />
      {actionData?.needsActivation ? (
        <p>
          <Link to="/kich-hoat-lai">Kích hoạt lại tài khoản</Link>
        </p>
      ) : null}
      <Field label="Email" meta={fields.email} type="email" inputProps={{ autoComplete: "username" }} />
      <Field label="Mật khẩu" meta={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
      <label className={ui.checkboxLabel}>
        <input {...getInputProps(fields.remember, { type: "checkbox" })} className={ui.checkbox} />
        Ghi nhớ đăng nhập
      </label>
      <button type="submit" className={button.primary} disabled={busy}>
        Đăng nhập
      </button>
    </Form>
  );
}
