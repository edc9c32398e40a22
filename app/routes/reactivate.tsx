/**
 * `/kich-hoat-lai` — re-activation request (spec §2 Modals, §3 Re-activate: Email, Password, §5):
 * for an account that was never activated. With JavaScript the submit button is enabled only when
 * the form is dirty and valid; without it the server validates. Success sends a new code and goes
 * to the activation page.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { useHydrated } from "remix-utils/use-hydrated";
import { readGuestForm, requireAccess } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { reactivateSchema } from "~/features/auth/schemas";
import { AuthPage, BackToLogin } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { reactivate } from "~/upstream/account.server";
import { refusalInit, UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { retryAfterHeaders } from "~/utils/headers";
import { rateLimit } from "~/utils/rate-limit.server";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Kích hoạt lại tài khoản – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readGuestForm({ request, context });
  const submission = parseWithZod(formData, { schema: reactivateSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  await rateLimit(request, "reactivate", submission.value.email);
  try {
    const reg = await reactivate(context.upstream, submission.value);
    const auth = await context.authSession();
    const previous = auth.draft;
    auth.setDraft({ userId: reg.userId, token: reg.token, email: reg.email, name: previous?.name ?? "", phone: previous?.phone ?? "" });
    return redirectWithToast("/kich-hoat-tai-khoan", { type: "success", message: `Mã kích hoạt mới đã được gửi tới ${reg.email}.` });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    return data({ result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) }, refusalInit(error));
  }
}

export default function Reactivate() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "reactivate",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    shouldValidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reactivateSchema }),
  });
  // §5: enabled only when dirty and valid — a rule that needs JavaScript; without it, always enabled.
  const ready = !hydrated || (form.dirty && form.valid);
  return (
    <AuthPage title="Kích hoạt lại tài khoản" intro={<p>Nhập email và mật khẩu đã đăng ký, chúng tôi sẽ gửi mã kích hoạt mới.</p>}>
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <HoneypotFields />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Email" meta={fields.email} type="email" inputProps={{ autoComplete: "username" }} />
        <Field label="Mật khẩu" meta={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
        <button type="submit" className={button.primary} disabled={!ready || navigation.state === "submitting"}>
          Gửi mã kích hoạt
        </button>
      </Form>
      <BackToLogin />
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
