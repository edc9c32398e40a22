/**
 * `/gio-hang/giao-hang` — checkout step 1 (spec §4 tabIndex 1): contact and shipping address.
 *
 * The province → district → ward cascade works without JavaScript by submitting: a province
 * without a district re-renders the form (400) with that province's districts and everything typed
 * kept, likewise for wards (docs/ui-contract.md). With JavaScript the lists load as soon as a
 * province or district is chosen. Without JavaScript a second submit button, `Cập nhật danh sách`
 * (`intent=cascade`), beside the selects re-renders the form with the next list and no error
 * message; `Tiếp tục` stays the default button (a hidden twin of it is the form's first submit
 * button, so Enter in any field continues).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import { shippingSchema } from "~/features/checkout/checkout-schema";
import { cartFor, startCheckout } from "~/features/cart/cart.server";
import { nextStep, stepPath } from "~/features/checkout/steps";
import { CheckoutSteps } from "~/features/checkout/checkout-steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AddressFields } from "~/features/checkout/address-fields";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import { UpstreamError } from "~/upstream/client.server";
import { getCities } from "~/upstream/location.server";
import { cascadeReply, checkCascade, loadCascade } from "~/features/checkout/address.server";
import { pageHeaders } from "~/utils/headers";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/http.server";
import * as s from "./checkout.css";

export const headers = pageHeaders;
export const meta: MetaFunction = () => [{ title: "Thông tin giao hàng – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const store = await cartFor(context);
  if (!store.state.checkoutKey || !(await store.count())) throw redirect("/gio-hang");
  const client = context.upstream;
  const contact = store.state.contact;
  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, contact?.cityId, contact?.districtId)]);
  return data({ cities, ...lists, contact }, { headers: { "Server-Timing": client.serverTiming() } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  checkHoneypot(formData);
  const store = await cartFor(context);
  if (!(await store.count())) throw redirect("/gio-hang", 303);
  const client = context.upstream;
  const lists = await loadCascade(client, formData.get("cityId"), formData.get("districtId"));
  const submission = await parseWithZod(formData, {
    async: true,
    schema: shippingSchema.superRefine(checkCascade(lists)),
  });
  if (formData.get("intent") === "cascade") return data({ result: cascadeReply(submission.payload, lists), ...lists });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ...lists }, { status: 400 });
  }
  const v = submission.value;
  try {
    await store.saveAddress({
      name: v.name,
      phone: v.phone,
      email: v.email,
      address: v.address,
      cityId: v.cityId,
      districtId: v.districtId,
      wardId: v.wardId,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }), ...lists }, { status: 400 });
  }
  startCheckout(store.state);
  return redirect(stepPath(nextStep({ type: "address-saved" })), { status: 303, headers: { "Set-Cookie": await store.commit() } });
}

export default function CheckoutShipping() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const lists = actionData ?? loaderData;

  const contact = loaderData.contact;
  const [form, fields] = useForm({
    id: "shipping",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: contact
      ? {
          ...contact,
          cityId: String(contact.cityId ?? ""),
          districtId: String(contact.districtId ?? ""),
          wardId: String(contact.wardId ?? ""),
        }
      : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingSchema }),
  });

  return (
    <div className={s.page}>
      <h1 className={s.title}>Thông tin giao hàng</h1>
      <CheckoutSteps current={1} />
      <Form method="post" {...getFormProps(form)} className={s.form}>
        <HoneypotFields />
        {/* Without JavaScript the form has two submit buttons; the first in tree order is the one Enter
            presses: a hidden twin of `Tiếp tục` (no `intent`) keeps continuing the default. */}
        <noscript>
          <button type="submit" hidden tabIndex={-1} aria-hidden="true">
            Tiếp tục
          </button>
        </noscript>
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Người nhận</legend>
          <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
          <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
          <Field
            label="Email"
            meta={fields.email}
            type="email"
            inputProps={{ autoComplete: "email" }}
            hint="Chúng tôi gửi xác nhận đơn hàng qua email này."
          />
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Địa chỉ giao hàng</legend>
          <AddressFields
            form={form}
            fields={fields}
            cities={loaderData.cities}
            lists={{ districts: lists.districts, wards: lists.wards }}
          />
          <noscript>
            <p className={s.hint}>Sau khi chọn Tỉnh/Thành phố hoặc Quận/Huyện, bấm “Cập nhật danh sách” để hiện danh sách tiếp theo.</p>
            <button type="submit" name="intent" value="cascade" className={`${button.secondary} ${s.cascadeButton}`} formNoValidate>
              Cập nhật danh sách
            </button>
          </noscript>
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
