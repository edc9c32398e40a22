/**
 * `/thong-tin-ca-nhan` — registration step 2, "Thông tin cá nhân" (spec §2 Modals, §3 Update-user
 * payload, §4 Registration, §5): name, phone, address with the province → district → ward cascade,
 * birthday dd/MM/yyyy; the ward is sent as null when not chosen. Without JavaScript a second button
 * (inside <noscript>, after the default one) reloads the district and ward lists for the choice. It happens after activation and
 * before the first login, authorised by the registration token of the draft. On success the draft is
 * cleared and the shopper goes to login with the server's message.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { readGuestForm, requireRegistrationDraft } from "~/features/auth/auth.server";
import { profileSchema } from "~/features/auth/schemas";
import { AddressFields } from "~/features/checkout/address-fields";
import { AuthPage, BackToLogin } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { updateUser } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/client.server";
import { getCities } from "~/upstream/location.server";
import { checkCascade, loadCascade } from "~/features/checkout/address.server";
import { redirectWithToast } from "~/session.server";

export const meta: MetaFunction = () => [{ title: "Thông tin cá nhân – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** §3: the default birthday when none is given. */
const DEFAULT_BIRTHDAY = "01/01/1990";

export async function loader({ context }: LoaderFunctionArgs) {
  const { draft } = await requireRegistrationDraft(context, "/dang-nhap");
  const cities = await getCities(context.upstream);
  return { cities, draft: { name: draft.name, phone: draft.phone } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { auth, draft } = await requireRegistrationDraft(context, "/dang-nhap");
  const formData = await readGuestForm({ request, context });
  const client = context.upstream;
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, formData.get("cityId"))]);
  const submission = await parseWithZod(formData, { schema: profileSchema.superRefine(checkCascade(cities, lists)), async: true });
  // Without JavaScript, "Cập nhật danh sách địa chỉ" re-renders the form with the lists for the choice so far.
  if (formData.get("intent") === "cascade") return data({ result: submission.reply(), ...lists }, { status: 200 });
  if (submission.status !== "success") return data({ result: submission.reply(), ...lists }, { status: 400 });
  const v = submission.value;
  let message: string | null;
  try {
    message = await updateUser(
      client,
      draft.userId,
      { name: v.name, phone: v.phone, address: v.address ?? "", wardId: v.wardId ?? null, birthday: v.birthday ?? DEFAULT_BIRTHDAY },
      draft.token,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }), ...lists }, { status: 400 });
  }
  auth.setDraft(null);
  return redirectWithToast("/dang-nhap", { type: "success", message: message ?? "Cập nhật thông tin thành công. Mời bạn đăng nhập." });
}

export default function RegisterProfile() {
  const { cities, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { name: draft.name, phone: draft.phone },
    // §5: registration step 2 validates on change.
    shouldValidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <AuthPage title="Thông tin cá nhân" intro={<p>Tài khoản đã được kích hoạt. Bổ sung thông tin để chúng tôi giao hàng nhanh hơn.</p>}>
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <HoneypotFields />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
        <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
        <AddressFields form={form} fields={fields} cities={cities} lists={{ wards: actionData?.wards ?? [] }} />
        <Field label="Địa chỉ" meta={fields.address} inputProps={{ autoComplete: "street-address", placeholder: "Số nhà, tên đường" }} />
        <Field
          label="Ngày sinh"
          meta={fields.birthday}
          inputProps={{ placeholder: "dd/mm/yyyy", inputMode: "numeric", autoComplete: "bday" }}
          hint="Định dạng ngày/tháng/năm, ví dụ 25/08/2001."
        />
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          Lưu thông tin
        </button>
        <noscript>
          <button type="submit" name="intent" value="cascade" className={button.secondary}>
            Cập nhật danh sách địa chỉ
          </button>
        </noscript>
      </Form>
      <BackToLogin />
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
