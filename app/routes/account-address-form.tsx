/**
 * `/tai-khoan/so-dia-chi/them` and `/tai-khoan/so-dia-chi/{id}` — add or edit an address of the book
 * (docs/ui-contract.md "Account area": the checkout's contact and address fields, button `Lưu địa
 * chỉ`). POST /api/UserAddress or PUT /api/UserAddress/{id}, then 303 to the book with the toast;
 * 400 with the errors under the fields and every value kept; the 11th address (409
 * ADDRESS_LIMIT_REACHED) is refused with the upstream's message above the form. An id that is not one
 * of the customer's addresses → the 404 page. The cascade works without JavaScript through
 * `Cập nhật danh sách` (like the checkout).
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { addressBookSchema } from "~/features/account/schemas";
import { AddressFields } from "~/features/checkout/address-fields";
import { cascadeReply, checkCascade, loadCascade } from "~/features/checkout/address.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { createAddress, getAddress, updateAddress } from "~/upstream/addresses.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { isNotFound, UpstreamError } from "~/upstream/client.server";
import { getCities } from "~/upstream/location.server";
import { redirectWithToast } from "~/session.server";
import { readForm } from "~/utils/http.server";
import { idParam, paramOr404 } from "~/routing/params.server";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d?.address ? "Sửa địa chỉ" : "Thêm địa chỉ"} – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

const BOOK = "/tai-khoan/so-dia-chi";

/** The address of the path (null on `/them`); a malformed, missing or foreign id is the 404 page. */
async function addressOfPath(client: UpstreamClient, id: string | undefined) {
  if (id === undefined) return null;
  const addressId = paramOr404(idParam, id, "Không tìm thấy địa chỉ");
  try {
    return await getAddress(client, addressId);
  } catch (error) {
    if (isNotFound(error) || (error instanceof UpstreamError && error.status === 400))
      throw new Response("Không tìm thấy địa chỉ", { status: 404 });
    throw error;
  }
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const client = await upstreamFor(context);
  const address = await addressOfPath(client, params.id);
  // An address saved before 1 July 2025 is edited in the 2025 map: its new ward when the merger is
  // certain, else a province and ward to choose again.
  const place = address ? (address.isCurrent ? address : address.newWard) : null;
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, place?.cityId)]);
  return { address, place: place ? { cityId: place.cityId, wardId: place.wardId } : null, cities, ...lists };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const client = await upstreamFor(context);
  const existing = await addressOfPath(client, params.id);
  const formData = await readForm(request);
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, formData.get("cityId"))]);
  const submission = await parseWithZod(formData, { schema: addressBookSchema.superRefine(checkCascade(cities, lists)), async: true });
  if (formData.get("intent") === "cascade") return data({ result: cascadeReply(submission.payload, lists), ...lists });
  if (submission.status !== "success") return data({ result: submission.reply(), ...lists }, { status: 400 });
  const v = submission.value;
  const input = { name: v.name, phone: v.phone, address: v.address, wardId: v.wardId, isDefault: v.isDefault === true };
  try {
    const { message } = existing ? await updateAddress(client, existing.id, input) : await createAddress(client, input);
    return redirectWithToast(BOOK, { type: "success", message: message ?? (existing ? "Đã cập nhật địa chỉ" : "Đã thêm địa chỉ") });
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy địa chỉ", { status: 404 });
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    const reply =
      error.code === "WARD_NOT_FOUND" || error.code === "WARD_RETIRED"
        ? submission.reply({ fieldErrors: { wardId: [error.message] } })
        : submission.reply({ formErrors: [error.message] });
    return data({ result: reply, ...lists }, { status: 400 });
  }
}

export default function AccountAddressForm() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { address, place } = loaderData;
  const lists = actionData ?? loaderData;
  const [form, fields] = useForm({
    id: "address-book",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: address
      ? {
          name: address.name,
          phone: address.phone,
          address: address.address,
          cityId: place ? String(place.cityId) : "",
          wardId: place ? String(place.wardId) : "",
          isDefault: address.isDefault ? "on" : undefined,
        }
      : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressBookSchema }),
  });
  return (
    <AccountLayout title={address ? "Sửa địa chỉ" : "Thêm địa chỉ"}>
      <Form method="post" {...getFormProps(form)} className={ui.panel}>
        <noscript>
          <button type="submit" name="intent" value="save-address" hidden tabIndex={-1} aria-hidden="true">
            Lưu địa chỉ
          </button>
        </noscript>
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
        <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
        {address && !address.isCurrent ? (
          <p className={ui.hint}>
            Địa chỉ đã lưu theo địa giới cũ: {address.wardName}, {address.districtName}, {address.cityName}. Từ 01/07/2025 không còn cấp
            Quận/Huyện, vui lòng chọn Tỉnh/Thành phố và Phường/Xã mới.
          </p>
        ) : null}
        <AddressFields form={form} fields={fields} cities={loaderData.cities} lists={{ wards: lists.wards }} />
        <noscript>
          <p className={ui.hint}>Sau khi chọn Tỉnh/Thành phố, bấm “Cập nhật danh sách” để hiện danh sách Phường/Xã.</p>
          <button type="submit" name="intent" value="cascade" className={button.secondary} formNoValidate>
            Cập nhật danh sách
          </button>
        </noscript>
        <Field label="Địa chỉ" meta={fields.address} inputProps={{ autoComplete: "street-address", placeholder: "Số nhà, tên đường" }} />
        {address?.isDefault ? (
          <p className={ui.hint}>Đây là địa chỉ mặc định.</p>
        ) : (
          <label className={ui.checkboxLabel}>
            <input {...getInputProps(fields.isDefault, { type: "checkbox" })} className={ui.checkbox} />
            Dùng làm địa chỉ mặc định
          </label>
        )}
        <button type="submit" name="intent" value="save-address" className={button.primary} disabled={navigation.state === "submitting"}>
          Lưu địa chỉ
        </button>
        <Link to={BOOK}>Quay lại sổ địa chỉ</Link>
      </Form>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
