/**
 * `/gio-hang/giao-hang` — checkout step 1 (spec §4 tabIndex 1): contact and shipping address.
 *
 * The province → district → ward cascade works without JavaScript by submitting: a province
 * without a district re-renders the form (400) with that province's districts and everything typed
 * kept, likewise for wards (shared/ui-contract.md). With JavaScript the lists load as soon as a
 * province or district is chosen. `Tiếp tục` is the form's only submit button.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { shippingSchema } from "~/cart/checkout-schema";
import { startCheckout } from "~/cart/cart.server";
import { CheckoutSteps } from "~/components/checkout-steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import { getGuestCart } from "~/session.server";
import { UpstreamClient } from "~/upstream/client.server";
import { getCities, getDistricts, getWards } from "~/upstream/location.server";
import type { District, Ward } from "~/upstream/schemas";
import { pageHeaders } from "~/utils/headers";
import { checkHoneypot } from "~/utils/honeypot.server";
import * as s from "./checkout.css";

export const headers = pageHeaders;
export const meta: MetaFunction = () => [{ title: "Thông tin giao hàng – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const idOf = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** Districts of `cityId` and wards of `districtId` (empty lists when not chosen), in parallel. */
async function cascade(client: UpstreamClient, cityId: number | null, districtId: number | null): Promise<{ districts: District[]; wards: Ward[] }> {
  const [districts, wards] = await Promise.all([cityId ? getDistricts(client, cityId) : [], districtId ? getWards(client, districtId) : []]);
  // A district of another province (the province was changed) resets the ward list.
  return { districts, wards: districtId && districts.some((d) => d.districtId === districtId) ? wards : [] };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { cart } = await getGuestCart(request);
  if (!cart.lines.length || !cart.checkoutKey) throw redirect("/gio-hang");
  const client = new UpstreamClient();
  const contact = cart.contact;
  const [cities, lists] = await Promise.all([getCities(client), cascade(client, contact?.cityId ?? null, contact?.districtId ?? null)]);
  return data({ cities, ...lists, contact }, { headers: { "Server-Timing": client.serverTiming() } });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const { cart, commit } = await getGuestCart(request);
  if (!cart.lines.length) throw redirect("/gio-hang", 303);
  const client = new UpstreamClient();
  const lists = await cascade(client, idOf(formData.get("cityId")), idOf(formData.get("districtId")));
  const submission = await parseWithZod(formData, {
    async: true,
    schema: shippingSchema.superRefine((v, ctx) => {
      if (!lists.districts.some((d) => d.districtId === v.districtId)) {
        ctx.addIssue({ code: "custom", path: ["districtId"], message: "Quận/Huyện không thuộc Tỉnh/Thành phố đã chọn, vui lòng chọn lại." });
      } else if (!lists.wards.some((w) => w.wardId === v.wardId)) {
        ctx.addIssue({ code: "custom", path: ["wardId"], message: "Phường/Xã không thuộc Quận/Huyện đã chọn, vui lòng chọn lại." });
      }
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ...lists }, { status: 400 });
  }
  const v = submission.value;
  cart.contact = { name: v.name, phone: v.phone, email: v.email, address: v.address, cityId: v.cityId, districtId: v.districtId, wardId: v.wardId };
  startCheckout(cart);
  return redirect("/gio-hang/thanh-toan", { status: 303, headers: { "Set-Cookie": await commit() } });
}

export default function CheckoutShipping() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [lists, setLists] = useState({ districts: actionData?.districts ?? loaderData.districts, wards: actionData?.wards ?? loaderData.wards });
  useEffect(() => {
    if (actionData) setLists({ districts: actionData.districts, wards: actionData.wards });
  }, [actionData]);

  const contact = loaderData.contact;
  const [form, fields] = useForm({
    id: "shipping",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: contact
      ? { ...contact, cityId: String(contact.cityId ?? ""), districtId: String(contact.districtId ?? ""), wardId: String(contact.wardId ?? "") }
      : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingSchema }),
  });

  // With JavaScript: load districts/wards as soon as a province/district is chosen.
  const locations = useFetcher<{ districts: District[]; wards: Ward[] }>();
  useEffect(() => {
    if (!locations.data) return;
    const d = locations.data;
    setLists((prev) => ({ districts: d.districts.length ? d.districts : prev.districts, wards: d.wards }));
  }, [locations.data]);
  const onCityChange = (cityId: string) => {
    form.update({ name: fields.districtId.name, value: "" });
    form.update({ name: fields.wardId.name, value: "" });
    setLists({ districts: [], wards: [] });
    if (cityId) locations.load(`/resources/locations?cityId=${encodeURIComponent(cityId)}`);
  };
  const onDistrictChange = (districtId: string) => {
    form.update({ name: fields.wardId.name, value: "" });
    setLists((prev) => ({ ...prev, wards: [] }));
    if (districtId) locations.load(`/resources/locations?districtId=${encodeURIComponent(districtId)}`);
  };

  return (
    <div className={s.page}>
      <h1 className={s.title}>Thông tin giao hàng</h1>
      <CheckoutSteps current={1} />
      <Form method="post" {...getFormProps(form)} className={s.form}>
        <HoneypotInputs />
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Người nhận</legend>
          <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
          <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
          <Field label="Email" meta={fields.email} type="email" inputProps={{ autoComplete: "email" }} hint="Chúng tôi gửi xác nhận đơn hàng qua email này." />
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Địa chỉ giao hàng</legend>
          <SelectField
            label="Tỉnh/Thành phố"
            meta={fields.cityId}
            placeholder="Chọn Tỉnh/Thành phố"
            options={loaderData.cities.map((c) => ({ value: c.cityId, label: c.cityName }))}
            selectProps={{ onChange: (e) => onCityChange(e.currentTarget.value) }}
          />
          <SelectField
            label="Quận/Huyện"
            meta={fields.districtId}
            placeholder={lists.districts.length ? "Chọn Quận/Huyện" : "Chọn Tỉnh/Thành phố trước"}
            options={lists.districts.map((d) => ({ value: d.districtId, label: d.districtName }))}
            selectProps={{ onChange: (e) => onDistrictChange(e.currentTarget.value) }}
          />
          <SelectField
            label="Phường/Xã"
            meta={fields.wardId}
            placeholder={lists.wards.length ? "Chọn Phường/Xã" : "Chọn Quận/Huyện trước"}
            options={lists.wards.map((w) => ({ value: w.wardId, label: w.wardName }))}
          />
          <Field label="Địa chỉ" meta={fields.address} inputProps={{ autoComplete: "street-address", placeholder: "Số nhà, tên đường" }} />
        </fieldset>
        <div className={s.actions}>
          <Link to="/gio-hang">Quay lại giỏ hàng</Link>
          <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
            Tiếp tục
          </button>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
