/**
 * `/gio-hang/thanh-toan` — checkout step 2 (spec §4 tabIndex 2): order summary with the shipping
 * fee, payment method, `Đặt hàng`. Digital-only orders skip step 1 and give their contact here.
 *
 * Place-order is idempotent: the form carries the cart's one-time checkout key, which the upstream
 * uses as the order's idempotency key, so a double submit, a reload of the POST or a back-button
 * resubmission all land on the same order. The key changes whenever the cart or the address does.
 * A success message containing "VNPay" sends the browser to the gateway (spec §4); any failure
 * returns to the cart with the server's message. Placing orders is rate limited per buyer
 * (LIMITS.checkout, keyed by the contact email): over it, a 429 page with `Retry-After`.
 *
 * Methods (ADR 0022): exactly those the upstream lists for the cart (VNPay and ePay when it has no
 * listing), an unavailable one disabled with its reason. MoMo goes to its payUrl like VNPay; COD and
 * VietQR place the order without a gateway page and go straight to the confirmation (step 4). A
 * method refused for this cart (listed unavailable, the upstream's PAYMENT_METHOD_UNAVAILABLE, COD
 * without a phone) shows the page again with the message at the field and the choices kept.
 *
 * VAT invoice (ADR 0025): "Xuất hóa đơn VAT" and its fields (name, tax code, address, email) go with
 * the order; a refused tax code (wrong check digit, length, letters, branch without its dash) shows
 * the page again with the message at the field and everything typed kept.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot";
import type { z } from "zod";
import { cartFor, startCheckout } from "~/features/cart/cart.server";
import { EBOOK_ONLY_NOTE, gatewayReturnPath, nextStep, stepPath } from "~/features/checkout/steps";
import { initialMethod, PaymentMethodFields } from "~/features/checkout/payment-method-fields";
import { invoiceRefusal, methodRefusal, refuseUnavailable, type MethodRefusal } from "~/features/checkout/payment-methods.server";
import { InvoiceFields } from "~/features/checkout/invoice-fields";
import { MAX_REMEMBERED_ORDERS } from "~/constants";
import { digitalPaymentSchema, invoiceRequestOf, paymentSchema } from "~/features/checkout/checkout-schema";
import { CheckoutSteps } from "~/features/checkout/checkout-steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import { OrderSummary } from "~/features/cart/order-summary";
import * as button from "~/components/ui/button.css";
import { redirectWithToast, type GuestCart } from "~/session.server";
import { observeOrderPlaced } from "~/utils/metrics.server";
import { UpstreamError } from "~/upstream/client.server";
import { closedOrderSchema } from "~/upstream/order.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { rateLimit } from "~/utils/rate-limit.server";
import { clientIp, publicOrigin, readForm, safeRedirectTo } from "~/utils/http.server";
import { retryAfterHeaders } from "~/utils/headers";
import { formatVnd } from "~/utils/money";
import * as s from "./checkout.css";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Thanh toán – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const store = await cartFor(context);
  if (!store.state.checkoutKey) throw redirect("/gio-hang");
  const cart = await store.view();
  if (!cart || cart.problems.length) throw redirect("/gio-hang");
  if (!cart.isOnlyDigital && !store.state.contact?.wardId) throw redirect("/gio-hang/giao-hang");
  const methods = await store.paymentMethods();
  return data({ cart, contact: store.state.contact, checkoutKey: store.state.checkoutKey, methods });
}

type DigitalPayment = z.infer<typeof digitalPaymentSchema>;
const isDigitalPayment = (v: z.infer<typeof paymentSchema> | DigitalPayment): v is DigitalPayment => "name" in v;

/** Records that this browser placed the order with `key` (newest first, at most MAX_REMEMBERED_ORDERS). */
function rememberOrder(state: GuestCart, key: string) {
  state.orders = [{ key, id: null }, ...state.orders.filter((o) => o.key !== key)].slice(0, MAX_REMEMBERED_ORDERS);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  checkHoneypot(formData);
  const store = await cartFor(context);
  const cart = await store.view();
  if (!cart) throw redirect("/gio-hang", 303);
  const submission = parseWithZod(formData, { schema: cart.isOnlyDigital ? digitalPaymentSchema : paymentSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The page again, the choices kept, the refusal at its field (step 2 stays: `method-refused`).
  const refuse = (r: MethodRefusal) => data({ result: submission.reply({ fieldErrors: { [r.field]: [r.message] } }) }, { status: 400 });
  const v = submission.value as z.infer<typeof paymentSchema> | DigitalPayment;
  const state = store.state;
  // A page rendered before the cart or address changed carries an outdated key: show the current order.
  if (v.checkoutKey !== state.checkoutKey) {
    return redirectWithToast(state.checkoutKey ? "/gio-hang/thanh-toan" : "/gio-hang", {
      type: "info",
      message: "Giỏ hàng hoặc địa chỉ đã thay đổi, vui lòng kiểm tra lại đơn hàng trước khi đặt.",
    });
  }
  if (formData.get("expectedTotal") !== String(cart.total)) {
    return redirectWithToast("/gio-hang/thanh-toan", {
      type: "info",
      message: `Tổng tiền đơn hàng đã thay đổi thành ${formatVnd(cart.total)}. Vui lòng kiểm tra lại trước khi đặt hàng.`,
    });
  }
  const typed = isDigitalPayment(v) ? { name: v.name, phone: v.phone, email: v.email } : null;
  const contact = typed ?? state.contact;
  if (!contact) throw redirect("/gio-hang/giao-hang", 303);
  if (typed) state.contact = { address: "", cityId: null, districtId: null, wardId: null, ...state.contact, ...typed };
  // LIMITS.checkout: 20 orders per 10 minutes per buyer (contact email) — a 429 with Retry-After.
  await rateLimit(request, "checkout", contact.email);
  const unavailable = refuseUnavailable(v.paymentMethod, await store.paymentMethods());
  if (unavailable) return refuse(unavailable);

  const place = (key: string) =>
    store.placeOrder({
      paymentMethod: v.paymentMethod,
      idempotencyKey: key,
      // COD and VietQR have no gateway page; the upstream still wants a return URL, which they never use.
      returnUrl: `${publicOrigin(request)}${gatewayReturnPath(v.paymentMethod) ?? "/thanh-toan/vnpay-return"}`,
      ipAddr: clientIp(request),
      contact: { name: contact.name, phone: contact.phone, email: contact.email },
      isOnlyDigital: cart.isOnlyDigital,
      invoice: invoiceRequestOf(v),
    });

  let key = v.checkoutKey;
  try {
    let result;
    try {
      result = await place(key);
    } catch (error) {
      // The order made with this key was already paid or closed (e.g. a failed payment, then "Đặt hàng" again).
      const closed = error instanceof UpstreamError && error.status === 409 ? closedOrderSchema.safeParse(error.data) : null;
      if (!closed?.success) throw error;
      if (closed.data.status === "paid" || closed.data.status === "awaiting_delivery")
        return redirect(safeRedirectTo(stepPath(nextStep({ type: "checkout-succeeded" }), closed.data.orderId)), 303);
      key = startCheckout(state);
      result = await place(key);
    }
    rememberOrder(state, key);
    observeOrderPlaced(v.paymentMethod);
    if (result.kind === "redirect") return redirect(result.url, 303);
    if (result.kind === "placed") return redirect(safeRedirectTo(stepPath(nextStep({ type: "order-placed" }), result.order.orderId)), 303);
    // ePay (spec §4): keep the model server-side and hand off from our own page.
    const auth = await context.authSession();
    auth.setEpayModel(result.model);
    return redirect("/thanh-toan/epay", 303);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const refusal = methodRefusal(error, cart.isOnlyDigital);
    if (refusal) return refuse(refusal);
    const invoiceErrors = invoiceRefusal(error);
    if (invoiceErrors) return data({ result: submission.reply({ fieldErrors: invoiceErrors }) }, { status: 400 });
    return redirectWithToast(stepPath(nextStep({ type: "checkout-failed" })), { type: "error", message: error.message });
  }
}

export default function CheckoutPayment() {
  const { cart, contact, checkoutKey, methods } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<
    z.input<typeof digitalPaymentSchema>,
    z.output<typeof digitalPaymentSchema> | z.output<typeof paymentSchema>
  >({
    id: "payment",
    lastResult: actionData && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined,
    defaultValue: {
      paymentMethod: initialMethod(methods, null) ?? undefined,
      checkoutKey,
      name: contact?.name ?? "",
      phone: contact?.phone ?? "",
      email: contact?.email ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cart.isOnlyDigital ? digitalPaymentSchema : paymentSchema }),
  });
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <div className={s.page}>
      <h1 className={s.title}>Thanh toán</h1>
      <CheckoutSteps current={2} />
      <div className={s.columns}>
        <section aria-labelledby="order-summary" className={s.panel}>
          <h2 id="order-summary" className={s.subtitle}>
            Đơn hàng của bạn
          </h2>
          <OrderSummary
            lines={cart.cartDetails}
            subTotal={cart.subTotal}
            discount={cart.discount}
            shippingFee={cart.shippingFee}
            total={cart.total}
          />
          {!cart.isOnlyDigital && contact ? (
            <div className={s.address}>
              <h3 className={s.subtitle}>Giao đến</h3>
              <p>
                {contact.name} · {contact.phone}
                <br />
                {contact.fullAddress || contact.address}
              </p>
              <Link to="/gio-hang/giao-hang">Thay đổi địa chỉ</Link>
            </div>
          ) : null}
        </section>
        <Form method="post" {...getFormProps(form)} className={s.form}>
          <HoneypotFields />
          <input type="hidden" name={fields.checkoutKey.name} value={checkoutKey} />
          {/* The total the shopper saw: if prices changed since, the order is shown again before it is placed. */}
          <input type="hidden" name="expectedTotal" value={cart.total} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <ErrorList errors={fields.checkoutKey.errors} />
          {cart.isOnlyDigital ? (
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>Thông tin người mua</legend>
              <p className={s.hint}>{EBOOK_ONLY_NOTE}</p>
              <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
              <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
              <Field label="Email" meta={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
            </fieldset>
          ) : null}
          <fieldset className={s.fieldset} aria-describedby={fields.paymentMethod.errorId}>
            <legend className={s.legend}>Phương thức thanh toán</legend>
            <PaymentMethodFields
              methods={methods}
              name={fields.paymentMethod.name}
              checked={initialMethod(methods, fields.paymentMethod.initialValue)}
              errorId={fields.paymentMethod.errorId}
            />
            <ErrorList id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>Hóa đơn</legend>
            <InvoiceFields fields={fields} />
          </fieldset>
          <button type="submit" className={button.primary} disabled={submitting}>
            Đặt hàng
          </button>
          <p className={s.hint}>
            Với VNPay, ePay và MoMo, bạn sẽ được chuyển đến cổng thanh toán đã chọn. Giỏ hàng được giữ nguyên cho đến khi thanh toán thành
            công.
          </p>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
