/**
 * `/tai-khoan/don-hang/{id}` — one of the customer's orders (spec §2 account area, §7
 * `GET /api/User/orders/{id}`; ADR 0012): lines (linked to their products; a paid ebook is in
 * `Thư viện của tôi`), codes with their discounts, the full address, payment method, status history
 * with times (dd/MM/yyyy HH:mm, Vietnam time), the refund state, and a link to the confirmation page.
 *
 * `Hủy đơn hàng` (when the order can be cancelled) is a GET to `?huy=1`, which shows the confirmation
 * step: an optional reason and `Xác nhận hủy` (POST intent "cancel") — no script needed.
 * `Thanh toán lại` (when it can be paid again) posts intent "repay" and goes to the gateway.
 * The VAT invoice asked for at checkout (ADR 0025): the buyer as invoiced and its state; once issued,
 * its number, lookup code and the link "Tải hóa đơn" (the PDF, `/tai-khoan/don-hang/{id}/hoa-don`).
 * Another customer's order, or a malformed id, is the 404 page.
 */
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { ErrorList } from "~/components/forms";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { AccountLayout } from "~/features/account/account-layout";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { CANCEL_REASON_MAX, handleOrderAction, ORDER_NOT_FOUND_MESSAGE } from "~/features/orders/order-actions.server";
import { orderListHref } from "~/features/orders/order-list-href";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, REFUND_STATUS_LABELS } from "~/features/orders/order-status";
import { OrderStatusChip } from "~/features/orders/order-status-chip";
import { ShipmentTimeline } from "~/features/orders/shipment-timeline";
import * as s from "~/features/orders/orders.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { getMyOrder } from "~/upstream/user-orders.server";
import { formatDayTimeVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Đơn hàng ${d.order.code} – Nhà sách Đại học` : "Không tìm thấy đơn hàng – Nhà sách Đại học" },
  { name: "robots", content: "noindex" },
];

const INVOICE_STATUS = {
  requested: "Sẽ được xuất khi đơn hàng đã thanh toán (COD: khi đã giao hàng)",
  issued: "Đã xuất",
  failed: "Chưa xuất được, bộ phận bán hàng sẽ xuất và gửi cho bạn",
} as const;
const BUYER_ID_LABEL = { company: "Mã số thuế", budget_unit: "Mã ĐVQHNS", individual: "Số CCCD" } as const;

const CODE_KINDS = { voucher: "Mã khuyến mãi", coupon: "Mã giảm giá", affiliate: "Mã cộng tác viên" } as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, ORDER_NOT_FOUND_MESSAGE);
  const client = await upstreamFor(context);
  const order = await getMyOrder(client, id).catch((error: unknown) => {
    if (isNotFound(error)) throw new Response(ORDER_NOT_FOUND_MESSAGE, { status: 404 });
    throw error;
  });
  const confirming = new URL(request.url).searchParams.get("huy") === "1";
  return data({ order, confirming }, { headers: { "Server-Timing": client.serverTiming() } });
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess(args.context, AUTH_ROLES.user);
  const id = paramOr404(idParam, args.params.id, ORDER_NOT_FOUND_MESSAGE);
  return handleOrderAction(args, id);
}

export default function AccountOrder() {
  const { order, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<{ intent: string; reason?: string }>({
    id: "cancel-order",
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
  });
  const showConfirm = order.canCancel && (confirming || actionData?.result?.status === "error");
  const owned = order.status === "paid" || order.status === "shipping" || order.status === "delivered";
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.reason, { ariaAttributes: true });
  return (
    <AccountLayout title={`Đơn hàng ${order.code}`}>
      <p>
        <Link to={orderListHref({ status: "", from: "", to: "", q: "" }, 1)}>← Tất cả đơn hàng</Link>
      </p>
      {actionData?.formError ? (
        <p className={s.alert} role="alert">
          {actionData.formError}
        </p>
      ) : null}
      {confirming && !order.canCancel && !actionData?.formError ? (
        <p className={s.alert} role="alert">
          Đơn hàng này không thể hủy vì đang ở trạng thái “{ORDER_STATUS_LABELS[order.status]}”.
        </p>
      ) : null}

      <section className={s.section} aria-labelledby="order-state">
        <h2 id="order-state" className={s.sectionTitle}>
          Trạng thái: <OrderStatusChip status={order.status} refund={order.refund} paymentMethod={order.paymentMethod} />
        </h2>
        <dl className={s.facts}>
          <dt className={s.factTerm}>Ngày đặt</dt>
          <dd className={s.factValue}>{formatDayTimeVn(order.createdAt)}</dd>
          <dt className={s.factTerm}>Thanh toán</dt>
          <dd className={s.factValue}>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paidAt ? ` – đã thanh toán lúc ${formatDayTimeVn(order.paidAt)}` : ""}
          </dd>
          {order.status === "pending" ? (
            <>
              <dt className={s.factTerm}>{order.paymentMethod === "VietQR" ? "Hạn chuyển khoản" : "Hạn thanh toán"}</dt>
              <dd className={s.factValue}>{formatDayTimeVn(order.expiresAt)}</dd>
            </>
          ) : null}
          {order.cancelReason ? (
            <>
              <dt className={s.factTerm}>Lý do hủy</dt>
              <dd className={s.factValue}>{order.cancelReason}</dd>
            </>
          ) : null}
          {order.refund ? (
            <>
              <dt className={s.factTerm}>Hoàn tiền</dt>
              <dd className={s.factValue}>
                {formatVnd(order.refund.amount)} – {REFUND_STATUS_LABELS[order.refund.status]} (yêu cầu lúc{" "}
                {formatDayTimeVn(order.refund.createdAt)})
              </dd>
            </>
          ) : null}
        </dl>
        <p className={s.muted}>
          <Link to={`/xac-nhan-don-hang/${order.id}`}>Xem trang xác nhận đơn hàng</Link>
        </p>
        {order.canRepay || (order.canCancel && !showConfirm) ? (
          <div className={s.actions}>
            {order.canRepay ? (
              <Form method="post">
                <button type="submit" name="intent" value="repay" className={button.primary}>
                  Thanh toán lại
                </button>
              </Form>
            ) : null}
            {order.canCancel && !showConfirm ? (
              <Form method="get">
                <input type="hidden" name="huy" value="1" />
                <button type="submit" className={button.secondary}>
                  Hủy đơn hàng
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </section>

      {showConfirm ? (
        <section className={s.section} aria-labelledby="cancel-title">
          <h2 id="cancel-title" className={s.sectionTitle}>
            Hủy đơn hàng {order.code}?
          </h2>
          <p>
            {order.status === "paid"
              ? `Đơn hàng đã được thanh toán: sau khi hủy, yêu cầu hoàn ${formatVnd(order.total)} sẽ được ghi nhận và chuyển cho bộ phận chăm sóc khách hàng.`
              : "Sách đã giữ cho đơn hàng sẽ được trả lại kho. Bạn có thể đặt lại bất cứ lúc nào."}
          </p>
          {order.status === "paid" ? (
            // ADR 0013: cancelling a paid order revokes its courses as well as its ebooks.
            <p>Các khóa học đi kèm sách trong đơn hàng (nếu có) cũng sẽ bị gỡ khỏi tài khoản của bạn.</p>
          ) : null}
          <Form method="post" {...getFormProps(form)}>
            <div className={ui.field}>
              <label htmlFor={fields.reason.id} className={ui.label}>
                Lý do hủy (không bắt buộc)
              </label>
              <textarea key={reasonKey} {...reasonProps} maxLength={CANCEL_REASON_MAX} className={s.textarea} />
              <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
            </div>
            <div className={s.actions}>
              <button type="submit" name="intent" value="cancel" className={button.primary}>
                Xác nhận hủy
              </button>
              <Link to=".">Không hủy</Link>
            </div>
          </Form>
        </section>
      ) : null}

      <section className={s.section} aria-labelledby="order-lines">
        <h2 id="order-lines" className={s.sectionTitle}>
          Sản phẩm
        </h2>
        <ul className={s.lines}>
          {order.lines.map((l) => (
            <li key={l.productSaleId} className={s.line}>
              <img src={l.imageUrl} alt="" width={56} height={80} loading="lazy" className={s.cover} />
              <div>
                <Link to={`/san-pham/${l.productSaleId}`}>{l.name}</Link>
                <p className={s.muted}>
                  {l.isDigital ? "Ebook · " : ""}
                  {formatVnd(l.unitPrice)} × {l.quantity} = {formatVnd(l.lineTotal)}
                </p>
                {l.isDigital && owned ? (
                  <p className={s.muted}>
                    Ebook này có trong <Link to="/tai-khoan/thu-vien-cua-toi">Thư viện của tôi</Link>.
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <dl className={s.facts}>
          <dt className={s.factTerm}>Tạm tính</dt>
          <dd className={s.factValue}>{formatVnd(order.subTotal)}</dd>
          {order.codes.map((c) => (
            <Fragment key={c.kind}>
              <dt className={s.factTerm}>
                {CODE_KINDS[c.kind]} {c.code}
              </dt>
              <dd className={s.factValue}>{c.kind === "affiliate" ? c.name : `−${formatVnd(c.discount)} (${c.name})`}</dd>
            </Fragment>
          ))}
          <dt className={s.factTerm}>Phí vận chuyển</dt>
          <dd className={s.factValue}>{order.shippingFee === 0 ? "Miễn phí" : formatVnd(order.shippingFee)}</dd>
          <dt className={s.factTerm}>Tổng cộng</dt>
          <dd className={s.factValue}>
            <strong>{formatVnd(order.total)}</strong>
          </dd>
        </dl>
      </section>

      {order.shipment ? <ShipmentTimeline shipment={order.shipment} /> : null}

      <section className={s.section} aria-labelledby="order-address">
        <h2 id="order-address" className={s.sectionTitle}>
          Người nhận
        </h2>
        <dl className={s.facts}>
          <dt className={s.factTerm}>Họ và tên</dt>
          <dd className={s.factValue}>{order.customerName}</dd>
          <dt className={s.factTerm}>Số điện thoại</dt>
          <dd className={s.factValue}>{order.phone}</dd>
          <dt className={s.factTerm}>Email</dt>
          <dd className={s.factValue}>{order.email}</dd>
          <dt className={s.factTerm}>Địa chỉ giao hàng</dt>
          <dd className={s.factValue}>{order.isOnlyDigital ? "Đơn hàng sách điện tử, không cần giao hàng" : order.fullAddress}</dd>
        </dl>
      </section>

      {order.invoice ? (
        <section className={s.section} aria-labelledby="order-invoice">
          <h2 id="order-invoice" className={s.sectionTitle}>
            Hóa đơn VAT
          </h2>
          <dl className={s.facts}>
            <dt className={s.factTerm}>Tên đơn vị</dt>
            <dd className={s.factValue}>{order.invoice.buyerName}</dd>
            <dt className={s.factTerm}>{BUYER_ID_LABEL[order.invoice.buyerKind]}</dt>
            <dd className={s.factValue}>{order.invoice.taxCode}</dd>
            <dt className={s.factTerm}>Địa chỉ xuất hóa đơn</dt>
            <dd className={s.factValue}>{order.invoice.address}</dd>
            <dt className={s.factTerm}>Email nhận hóa đơn</dt>
            <dd className={s.factValue}>{order.invoice.email}</dd>
            <dt className={s.factTerm}>Tình trạng</dt>
            <dd className={s.factValue}>
              {INVOICE_STATUS[order.invoice.status]}
              {order.invoice.status === "issued" && order.invoice.issuedAt ? ` lúc ${formatDayTimeVn(order.invoice.issuedAt)}` : ""}
            </dd>
            {order.invoice.status === "issued" && order.invoice.invoiceNo ? (
              <>
                <dt className={s.factTerm}>Số hóa đơn</dt>
                <dd className={s.factValue}>{order.invoice.invoiceNo}</dd>
                <dt className={s.factTerm}>Mã tra cứu</dt>
                <dd className={s.factValue}>{order.invoice.lookupCode}</dd>
              </>
            ) : null}
          </dl>
          {order.invoice.status === "issued" ? (
            <p>
              <a href={`/tai-khoan/don-hang/${order.id}/hoa-don`} download className={button.secondary}>
                Tải hóa đơn
              </a>
            </p>
          ) : null}
        </section>
      ) : null}

      <section className={s.section} aria-labelledby="order-history">
        <h2 id="order-history" className={s.sectionTitle}>
          Lịch sử đơn hàng
        </h2>
        <ol className={s.history}>
          {order.statusHistory.map((h, i) => (
            <li key={`${h.at}-${i}`} className={s.historyItem}>
              <time dateTime={h.at}>{formatDayTimeVn(h.at)}</time> – <strong>{ORDER_STATUS_LABELS[h.status]}</strong>
              {h.note ? <p className={s.muted}>{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
