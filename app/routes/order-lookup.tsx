/**
 * `/tra-cuu-don-hang` — "Tra cứu đơn hàng" (ADR 0026): anyone finds an order by its code ("Mã đơn
 * hàng") plus the phone or e-mail it was placed with ("Số điện thoại hoặc email"), button "Tra cứu",
 * and sees its status, lines, history and the delivery timeline (with "Giả lập vận chuyển" while the
 * carrier is the sandbox). Linked from the footer and the order confirmation page (`?ma=` fills the code).
 *
 * POST, not GET: the phone or e-mail must not land in URLs, history, server logs or Referer headers.
 * Nothing changes, so the answer is rendered directly (no redirect). No enumeration: a wrong code, a
 * wrong contact and malformed input get one neutral message (the upstream answers them alike); each
 * submission counts against the code and against the contact (`orderLookup` limit → 429 "Retry-After");
 * the honeypot of the other public forms refuses bots (400).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import { HoneypotFields } from "~/components/honeypot";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { OrderStatusChip } from "~/features/orders/order-status-chip";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "~/features/orders/order-status";
import * as o from "~/features/orders/orders.css";
import { ShipmentTimeline } from "~/features/orders/shipment-timeline";
import { lookupOrder } from "~/upstream/order-lookup.server";
import { formatDayTimeVn } from "~/utils/dates";
import { retryAfterHeaders } from "~/utils/headers";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/http.server";
import { formatVnd } from "~/utils/money";
import { rateLimit } from "~/utils/rate-limit.server";
import * as s from "./order-lookup.css";

/** Passes a rate limit's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Tra cứu đơn hàng – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** The one answer to any lookup that finds nothing. */
export const LOOKUP_NOT_FOUND =
  "Không tìm thấy đơn hàng khớp với thông tin đã nhập. Vui lòng kiểm tra lại mã đơn hàng và số điện thoại hoặc email.";

const lookupSchema = z.object({
  code: z.string({ required_error: "Vui lòng nhập mã đơn hàng" }).trim().max(40, "Mã đơn hàng không hợp lệ"),
  contact: z.string({ required_error: "Vui lòng nhập số điện thoại hoặc email" }).trim().max(254, "Số điện thoại hoặc email không hợp lệ"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("ma") ?? "";
  // Only a plausible order code pre-fills the form (it is echoed into the page).
  return { code: /^[A-Za-z0-9-]{1,40}$/.test(code) ? code.toUpperCase() : "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: lookupSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), order: null }, { status: 400 });
  const { code, contact } = submission.value;
  await rateLimit(request, "orderLookup", `code:${code}`);
  await rateLimit(request, "orderLookup", `contact:${contact}`);
  const order = await lookupOrder(context.upstream, code, contact);
  if (!order) return data({ result: submission.reply({ formErrors: [LOOKUP_NOT_FOUND] }), order: null }, { status: 404 });
  return data({ result: submission.reply(), order });
}

export default function OrderLookup() {
  const { code } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "order-lookup",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: { code },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lookupSchema }),
  });
  const order = actionData?.order ?? null;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Tra cứu đơn hàng</h1>
      <p className={s.intro}>Nhập mã đơn hàng (ví dụ DH261128-004217) và số điện thoại hoặc email đã dùng khi đặt hàng.</p>
      <Form method="post" {...getFormProps(form)} className={`${ui.panel} ${s.form}`}>
        <HoneypotFields />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          label="Mã đơn hàng"
          meta={fields.code}
          inputProps={{ autoComplete: "off", required: true, maxLength: 40, spellCheck: false }}
        />
        <Field
          label="Số điện thoại hoặc email"
          meta={fields.contact}
          inputProps={{ autoComplete: "tel", required: true, maxLength: 254, inputMode: "email" }}
        />
        <button type="submit" className={button.primary} disabled={busy}>
          Tra cứu
        </button>
      </Form>
      {order ? (
        <section className={s.result} aria-labelledby="lookup-result">
          <h2 id="lookup-result" className={s.resultTitle}>
            Đơn hàng {order.code}
          </h2>
          <section className={o.section} aria-labelledby="lookup-state">
            <h3 id="lookup-state" className={o.sectionTitle}>
              Trạng thái: <OrderStatusChip status={order.status} paymentMethod={order.paymentMethod} />
            </h3>
            <dl className={o.facts}>
              <dt className={o.factTerm}>Ngày đặt</dt>
              <dd className={o.factValue}>{formatDayTimeVn(order.createdAt)}</dd>
              <dt className={o.factTerm}>Thanh toán</dt>
              <dd className={o.factValue}>
                {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                {order.paidAt ? ` – đã thanh toán lúc ${formatDayTimeVn(order.paidAt)}` : ""}
              </dd>
              <dt className={o.factTerm}>Tổng tiền</dt>
              <dd className={o.factValue}>
                <strong>{formatVnd(order.total)}</strong>
                {order.shippingFee ? ` (gồm phí vận chuyển ${formatVnd(order.shippingFee)})` : ""}
              </dd>
            </dl>
          </section>
          <section className={o.section} aria-labelledby="lookup-lines">
            <h3 id="lookup-lines" className={o.sectionTitle}>
              Sản phẩm
            </h3>
            <ul className={o.lines}>
              {order.lines.map((l, i) => (
                <li key={`${l.name}-${i}`} className={s.lineRow}>
                  <span>
                    {l.name}
                    {l.isDigital ? " (sách điện tử)" : ""} × {l.quantity}
                  </span>
                  <span className={s.money}>{formatVnd(l.unitPrice * l.quantity)}</span>
                </li>
              ))}
            </ul>
          </section>
          {order.shipment ? <ShipmentTimeline shipment={order.shipment} headingId="lookup-shipment" /> : null}
          <section className={o.section} aria-labelledby="lookup-history">
            <h3 id="lookup-history" className={o.sectionTitle}>
              Lịch sử đơn hàng
            </h3>
            <ol className={o.history}>
              {order.statusHistory.map((h, i) => (
                <li key={`${h.at}-${i}`} className={o.historyItem}>
                  <time dateTime={h.at}>{formatDayTimeVn(h.at)}</time> – <strong>{ORDER_STATUS_LABELS[h.status]}</strong>
                  {h.note ? <p className={o.muted}>{h.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
