/**
 * `/kich-hoat-tai-khoan` — the activation code of a new account (spec §4 Registration, §5, §8),
 * with `Gửi lại mã`. Needs the registration draft kept in `__session` (register or re-activation);
 * without it the shopper is sent to register. Success leads to step 2 (`/thong-tin-ca-nhan`).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { readGuestForm, requireRegistrationDraft } from "~/features/auth/auth.server";
import { activationSchema } from "~/features/auth/schemas";
import { CODE_LENGTH } from "~/constants";
import { AuthPage, BackToLogin, CodeField } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { activateAccount, resendActivationCode } from "~/upstream/account.server";
import { refusalInit, UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { retryAfterHeaders } from "~/utils/headers";
import { rateLimit } from "~/utils/rate-limit.server";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Kích hoạt tài khoản – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { draft } = await requireRegistrationDraft(context, "/dang-ky");
  return { email: draft.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { draft } = await requireRegistrationDraft(context, "/dang-ky");
  const formData = await readGuestForm({ request, context });
  const client = context.upstream;
  if (formData.get("intent") === "resend") {
    await rateLimit(request, "sendCode", draft.email);
    try {
      await resendActivationCode(client, { token: draft.token, email: draft.email });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
      return data({ result: { status: "error", error: { "": [error.message] } } as SubmissionResult<string[]> }, refusalInit(error));
    }
    return redirectWithToast("/kich-hoat-tai-khoan", { type: "success", message: `Mã kích hoạt mới đã được gửi tới ${draft.email}.` });
  }
  const submission = parseWithZod(formData, { schema: activationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await rateLimit(request, "validateCode", draft.email);
  try {
    await activateAccount(client, { token: draft.token, securityCode: submission.value.securityCode, email: draft.email });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    // §8: "Mã kích hoạt không hợp lệ" plus the server's message.
    return data(
      { result: submission.reply({ fieldErrors: { securityCode: [`Mã kích hoạt không hợp lệ. ${error.message}`] } }) },
      refusalInit(error),
    );
  }
  return redirectWithToast("/thong-tin-ca-nhan", {
    type: "success",
    message: "Kích hoạt tài khoản thành công. Vui lòng bổ sung thông tin cá nhân.",
  });
}

export default function Activate() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "activate",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: activationSchema }),
  });
  return (
    <AuthPage
      title="Kích hoạt tài khoản"
      intro={
        <p>
          Nhập mã gồm {CODE_LENGTH} chữ số chúng tôi đã gửi tới {email}. Mã có hiệu lực trong 15 phút.
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <HoneypotFields />
        <ErrorList id={form.errorId} errors={form.errors} />
        <CodeField label="Mã kích hoạt" meta={fields.securityCode} />
        <button type="submit" name="intent" value="activate" className={button.primary} disabled={navigation.state === "submitting"}>
          Kích hoạt
        </button>
      </Form>
      <Form method="post">
        <HoneypotFields />
        <p>
          Chưa nhận được mã?{" "}
          <button type="submit" name="intent" value="resend" className={button.secondary} disabled={navigation.state === "submitting"}>
            Gửi lại mã
          </button>
        </p>
      </Form>
      <BackToLogin />
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
