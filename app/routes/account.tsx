/**
 * `/tai-khoan/thong-tin-tai-khoan` — the account's personal information (spec §2 account area;
 * docs/ui-contract.md "Account area": `Họ và tên`, `Số điện thoại`, `Ngày sinh` dd/MM/yyyy, the
 * checkout's address fields, button `Lưu thay đổi`). Customers only (§6 user group); the account root
 * `/tai-khoan` redirects here. The saved values are shown (view), then the form edits them; the
 * e-mail is shown, not editable.
 *
 * `Lưu thay đổi` → PATCH /api/User/UpdateUser/{userId}: 303 + toast, or 400 with the errors under the
 * fields and every value kept (a birthday must be a real date from 1900 to yesterday). The province →
 * district → ward cascade works without JavaScript through `Cập nhật danh sách` (like the checkout).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { profileSchema } from "~/features/auth/schemas";
import { AccountLayout } from "~/features/account/account-layout";
import * as card from "~/features/account/profile-card.css";
import { AddressFields } from "~/features/checkout/address-fields";
import { cascadeReply, checkCascade, loadCascade } from "~/features/checkout/address.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { getProfile, updateUser } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/client.server";
import { getCities } from "~/upstream/location.server";
import { redirectWithToast } from "~/session.server";
import { readForm } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Thông tin tài khoản – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const client = await upstreamFor(context);
  const profile = await getProfile(client);
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, profile.cityId)]);
  return { profile, cities, ...lists };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAccess(context, AUTH_ROLES.user);
  const formData = await readForm(request);
  const client = await upstreamFor(context);
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, formData.get("cityId"))]);
  const submission = await parseWithZod(formData, {
    schema: profileSchema.superRefine(checkCascade(cities, lists)).superRefine((v, ctx) => {
      if (v.cityId && !v.wardId) ctx.addIssue({ code: "custom", path: ["wardId"], message: "Vui lòng chọn Phường/Xã." });
    }),
    async: true,
  });
  if (formData.get("intent") === "cascade") return data({ result: cascadeReply(submission.payload, lists), ...lists });
  if (submission.status !== "success") return data({ result: submission.reply(), ...lists }, { status: 400 });
  const v = submission.value;
  let message: string | null;
  try {
    message = await updateUser(client, user!.id, {
      name: v.name,
      phone: v.phone,
      address: v.address ?? "",
      wardId: v.wardId ?? null,
      birthday: v.birthday ?? "",
    });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    const field =
      error.code === "WARD_NOT_FOUND" || error.code === "WARD_RETIRED" ? "wardId" : /Ngày sinh/.test(error.message) ? "birthday" : null;
    const reply = field
      ? submission.reply({ fieldErrors: { [field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ result: reply, ...lists }, { status: 400 });
  }
  return redirectWithToast("/tai-khoan/thong-tin-tai-khoan", { type: "success", message: message ?? "Cập nhật thông tin thành công" });
}

export default function Account() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { profile } = loaderData;
  const lists = actionData ?? loaderData;
  const [form, fields] = useForm({
    id: "account-profile",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: {
      name: profile.name,
      phone: profile.phone ?? "",
      birthday: profile.birthday ?? "",
      address: profile.address ?? "",
      cityId: profile.cityId ? String(profile.cityId) : "",
      wardId: profile.wardId ? String(profile.wardId) : "",
    },
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <AccountLayout title="Thông tin tài khoản">
      {/* The view: what is saved now (the form below edits it). */}
      <section className={card.card} aria-labelledby="saved-profile">
        <h2 id="saved-profile" className={card.title}>
          Thông tin đã lưu
        </h2>
        <dl className={card.list} aria-label="Thông tin đã lưu">
          <ProfileRow term="Họ và tên" value={profile.name} />
          <ProfileRow term="Email" value={profile.email} />
          <ProfileRow term="Số điện thoại" value={profile.phone} />
          <ProfileRow term="Địa chỉ" value={profile.address} />
          <ProfileRow term="Ngày sinh" value={profile.birthday} />
        </dl>
      </section>
      <h2>Sửa thông tin</h2>
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        {/* Enter in any field saves (the first submit button in tree order). */}
        <noscript>
          <button type="submit" name="intent" value="save-profile" hidden tabIndex={-1} aria-hidden="true">
            Lưu thay đổi
          </button>
        </noscript>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className={ui.field}>
          <label htmlFor="account-email" className={ui.label}>
            Email
          </label>
          <input id="account-email" className={ui.input} type="email" value={profile.email} readOnly aria-readonly="true" />
        </div>
        <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
        <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
        <Field
          label="Ngày sinh"
          meta={fields.birthday}
          inputProps={{ placeholder: "dd/mm/yyyy", inputMode: "numeric", autoComplete: "bday" }}
          hint="Định dạng ngày/tháng/năm, ví dụ 05/09/2001."
        />
        <AddressFields form={form} fields={fields} cities={loaderData.cities} lists={{ wards: lists.wards }} />
        <noscript>
          <p className={ui.hint}>Sau khi chọn Tỉnh/Thành phố, bấm “Cập nhật danh sách” để hiện danh sách Phường/Xã.</p>
          <button type="submit" name="intent" value="cascade" className={button.secondary} formNoValidate>
            Cập nhật danh sách
          </button>
        </noscript>
        <Field label="Địa chỉ" meta={fields.address} inputProps={{ autoComplete: "street-address", placeholder: "Số nhà, tên đường" }} />
        <button type="submit" name="intent" value="save-profile" className={button.primary} disabled={navigation.state === "submitting"}>
          Lưu thay đổi
        </button>
      </Form>
    </AccountLayout>
  );
}

/** One term / value pair of the saved information; an empty value reads "Chưa cập nhật". */
function ProfileRow({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className={card.row}>
      <dt className={card.term}>{term}</dt>
      <dd className={value ? card.value : card.missing}>{value || "Chưa cập nhật"}</dd>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
