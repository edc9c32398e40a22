/**
 * A customer's orders in the account area (ADR 0012 docs/decisions/0012-order-states-and-cancellation.md):
 * the paged list with filters, the detail with codes, lines, status history and refund, the
 * cancellation with its single give-back, and the reopening of a failed order to pay again.
 *
 * It is also the one place an order becomes its wire shape: `orderView` (schema `Order`, the guest
 * and account order calls) and `orderDetail` (schema `OrderDetail`, the account area) share the
 * header fields and the line fields (`orderHeader`, `lineView`), so the two schemas cannot drift apart.
 *
 * `canCancel` / `canRepay` (`orderActions`) are the one rule the list, the detail and the actions use:
 * - cancel: status `pending`, `paid` or `awaiting_delivery` (not yet shipped; ADR 0012, 0022);
 * - repay: `pending` and its hold not expired, or `failed` less than REPAY_WINDOW_HOURS ago.
 * Money is integer VND; times ISO-8601 UTC. Source: spec §7 `GET /api/User/orders{query}`,
 * `GET /api/User/orders/{id}`, `PATCH /api/User/CancelOrder`; the repay call is the reference upstream's own (docs/openapi.yaml).
 */
import { invoiceOfOrder, type InvoiceRow } from "../data/invoices";
import type { Db } from "../db/client";
import type { ORDER_STATUSES } from "../constants";
import { ApiError } from "../errors";
import {
  cancelCommission,
  discountCodeOf,
  findUserOrder,
  insertRefundRequest,
  insertStatusHistory,
  listUserOrders,
  markCancelled,
  markReopened,
  orderLinesWithCovers,
  refundOf,
  releaseCodeUse,
  removeSold,
  returnFlashSold,
  revokeGrantsOfOrder,
  setPaymentMethod,
  statusHistoryOf,
} from "../data/orders";
import { returnStock, takeStock } from "../data/products";
import { coverPaths } from "./cart";
import { findWard } from "./locations";
import { closeOrder, EXPIRED_NOTE, type Order, type OrderLine } from "./orders";
import { revokeCoursesOfOrder } from "../data/user-courses";
import { transferOf, type BankAccountConfig } from "./bank-transfers";
import { shipmentView, type ShipmentLinkConfig } from "./shipments";
import { assertPaymentMethodAvailable, type PaymentMethod } from "./payment-methods";

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How long after failing an order can be paid again (ADR 0012). */
const REPAY_WINDOW_HOURS = 24;

/** What the customer may do with an order now (ADR 0012). */
function orderActions(order: Pick<Order, "status" | "expiresAt" | "closedAt">, now: Date): { canCancel: boolean; canRepay: boolean } {
  const canCancel = order.status === "pending" || order.status === "paid" || order.status === "awaiting_delivery";
  const canRepay =
    (order.status === "pending" && Date.parse(order.expiresAt) > now.getTime()) ||
    (order.status === "failed" && order.closedAt !== null && now.getTime() - Date.parse(order.closedAt) < REPAY_WINDOW_HOURS * 3_600_000);
  return { canCancel, canRepay };
}

/** Filters of GET /api/User/orders; `from`/`to` are Vietnam calendar dates "yyyy-MM-dd", inclusive. */
export interface OrderQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** The UTC instant a Vietnam (UTC+7, no daylight saving) day starts at, `offsetDays` later. */
function vnDayStart(day: string, offsetDays = 0): string {
  const start = new Date(`${day}T00:00:00.000+07:00`);
  return new Date(start.getTime() + offsetDays * 86_400_000).toISOString();
}

/** An order row of the list (`OrderSummary` of docs/openapi.yaml). */
export interface OrderSummary {
  id: number;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  total: number;
  itemCount: number;
  firstItemName: string;
  createdAt: string;
  paidAt: string | null;
  canCancel: boolean;
  canRepay: boolean;
}

/**
 * One page of a user's orders, newest first, and the page count (≥ 1).
 * @throws ApiError 400 VALIDATION_FAILED when `from` is after `to`.
 */
export function listOrders(db: Db, userId: number, query: OrderQuery, now: Date): { items: OrderSummary[]; totalPage: number } {
  if (query.from && query.to && query.from > query.to)
    throw new ApiError(400, "VALIDATION_FAILED", "Ngày bắt đầu phải trước hoặc bằng ngày kết thúc", { field: "from" });
  const { rows, total } = listUserOrders(
    db,
    {
      userId,
      status: query.status,
      fromUtc: query.from ? vnDayStart(query.from) : undefined,
      toUtc: query.to ? vnDayStart(query.to, 1) : undefined,
      q: query.q,
    },
    query.page,
    query.pageSize,
  );
  const items = rows.map((o) => ({
    id: o.id,
    code: o.code,
    status: o.status,
    paymentMethod: o.paymentMethod,
    total: o.total,
    itemCount: o.itemCount,
    firstItemName: o.firstItemName,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    ...orderActions(o, now),
  }));
  return { items, totalPage: Math.max(1, Math.ceil(total / query.pageSize)) };
}

/** The fields `Order` and `OrderDetail` share: identity, status, contact, money (VND) and times (ISO-8601 UTC). */
function orderHeader(order: Order) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    paymentMethod: order.paymentMethod,
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    fullAddress: order.fullAddress,
    isOnlyDigital: order.isOnlyDigital,
    subTotal: order.subTotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

/** The fields every wire order line has: `productSaleId`, name, unitPrice (VND as charged), quantity, isDigital. */
function lineView(line: OrderLine) {
  return {
    productSaleId: line.productId,
    name: line.name,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    isDigital: line.isDigital,
  };
}

/**
 * `data` of GET /api/Order/order-without-login/{id}, GET /api/Order/{id} and the account checkout
 * (schema `Order` of docs/openapi.yaml): the header, the codes as stored, the lines and, for a VietQR
 * order, `transfer` (what to transfer and what has arrived, ./bank-transfers.ts; null otherwise).
 */
export function orderView(db: Db, bank: BankAccountConfig & ShipmentLinkConfig, order: Order & { lines: OrderLine[] }) {
  return {
    ...orderHeader(order),
    voucherCode: order.voucherCode,
    couponCode: order.couponCode,
    affiliateCode: order.affiliateCode,
    lines: order.lines.map(lineView),
    transfer: transferOf(db, bank, order),
    shipment: shipmentView(db, bank, order.id),
    invoice: invoiceView(invoiceOfOrder(db, order.id)),
  };
}

/**
 * `OrderInvoice` of docs/openapi.yaml (ADR 0025): the VAT invoice the order asked for — buyer as it
 * will be invoiced, `status` requested | issued | failed, and once issued its number, lookup code and
 * time (ISO-8601 UTC) — or null when none was asked for.
 */
function invoiceView(row: InvoiceRow | null) {
  if (!row) return null;
  return {
    buyerKind: row.buyerKind,
    buyerName: row.buyerName,
    taxCode: row.buyerTaxCode,
    address: row.buyerAddress,
    email: row.buyerEmail,
    status: row.status,
    invoiceNo: row.invoiceNo,
    lookupCode: row.lookupCode,
    issuedAt: row.issuedAt,
  };
}

/** The 404 of a missing or foreign order. */
function orderNotFound(): ApiError {
  return new ApiError(404, "ORDER_NOT_FOUND", "Đơn hàng không tồn tại");
}

/**
 * `OrderDetail` of docs/openapi.yaml for an order of the user (with `transfer` for a VietQR order, null
 * otherwise), or the 404 ORDER_NOT_FOUND error.
 */
export function orderDetail(db: Db, bank: BankAccountConfig & ShipmentLinkConfig, userId: number, orderId: number, now: Date) {
  const order = findUserOrder(db, userId, orderId);
  if (!order) throw orderNotFound();
  const ward = order.wardId !== null ? findWard(db, order.wardId) : null;
  const codes: { kind: "voucher" | "coupon" | "affiliate"; code: string; name: string; discount: number }[] = [];
  // The order stores the total discount; split it voucher first, as the checkout did (domain/discounts.ts combineDiscounts).
  let rest = order.discount;
  for (const [kind, code] of [
    ["voucher", order.voucherCode],
    ["coupon", order.couponCode],
  ] as const) {
    if (!code) continue;
    const rule = discountCodeOf(db, code);
    const share = kind === "voucher" && order.couponCode && rule ? Math.min(rest, voucherShare(rule, order.subTotal)) : rest;
    codes.push({ kind, code, name: rule?.name ?? code, discount: share });
    rest -= share;
  }
  if (order.affiliateCode) codes.push({ kind: "affiliate", code: order.affiliateCode, name: "Mã cộng tác viên", discount: 0 });
  return {
    ...orderHeader(order),
    closedAt: order.closedAt,
    expiresAt: order.expiresAt,
    cancelReason: order.cancelReason,
    address: order.address,
    wardId: order.wardId,
    wardName: ward?.wardName ?? null,
    districtName: ward?.districtName ?? null,
    cityName: ward?.cityName ?? null,
    codes,
    lines: orderLinesWithCovers(db, order.id).map(({ line, coverFile }) => ({
      ...lineView(line),
      lineTotal: line.unitPrice * line.quantity,
      imageUrl: coverPaths(coverFile).thumbImage,
    })),
    statusHistory: statusHistoryOf(db, order.id),
    refund: refundOf(db, order.id),
    transfer: transferOf(db, bank, order),
    shipment: shipmentView(db, bank, order.id),
    invoice: invoiceView(invoiceOfOrder(db, order.id)),
    ...orderActions(order, now),
  };
}

/** The detail of an order (`OrderDetail`). */
export type OrderDetail = ReturnType<typeof orderDetail>;

/**
 * The voucher's part of an order with both a voucher and a coupon: the voucher's rule on the order's
 * subtotal (percent floored and capped, or fixed). An approximation when the voucher is limited to
 * some categories (the lines' categories are not re-read); the caller caps it by the whole discount.
 */
function voucherShare(rule: { type: "percent" | "fixed"; value: number; maxDiscount: number | null }, subTotal: number): number {
  if (rule.type === "fixed") return rule.value;
  const raw = Math.floor((subTotal * rule.value) / 100);
  return rule.maxDiscount !== null ? Math.min(raw, rule.maxDiscount) : raw;
}

/**
 * Cancels a customer's order (ADR 0012), in one transaction guarded by the status: printed lines'
 * stock back; from a paid order also code usage (usedCount − 1), the affiliate commission
 * (→ cancelled), flash-sale `sold` and `soldCount` back, ebook grants revoked and a refund request
 * (amount = total); a history row "Khách hủy đơn[: reason]". A shipment not yet created at the carrier
 * is then never created (server/domain/shipments.ts skips closed orders). A COD order awaiting delivery was
 * committed when placed (ADR 0022): it gives back what a paid order does, without a refund request
 * (no money was taken).
 * @returns the order's detail afterwards and whether it had been paid.
 * @throws ApiError 404 ORDER_NOT_FOUND (missing or another customer's), 409 ORDER_NOT_CANCELLABLE
 *   with `data.status` (any state but pending/paid/awaiting_delivery, including a second cancel).
 */
export function cancelOrder(
  db: Db,
  bank: BankAccountConfig & ShipmentLinkConfig,
  userId: number,
  orderId: number,
  reason: string | null,
  now: Date,
): { detail: OrderDetail; wasPaid: boolean } {
  const at = now.toISOString();
  const wasPaid = db.transaction((tx) => {
    const order = findUserOrder(tx, userId, orderId);
    if (!order) throw orderNotFound();
    const notCancellable = (status: string) =>
      new ApiError(409, "ORDER_NOT_CANCELLABLE", `Đơn hàng ${order.code} không thể hủy ở trạng thái hiện tại`, { status });
    if (order.status !== "pending" && order.status !== "paid" && order.status !== "awaiting_delivery") throw notCancellable(order.status);
    if (markCancelled(tx, order.id, order.status, reason, at) !== 1) throw notCancellable(findUserOrder(tx, userId, orderId)!.status);
    const paid = order.status === "paid";
    // What was committed when it was paid, or when a COD order was placed, is given back.
    const committed = paid || order.status === "awaiting_delivery";
    for (const { line } of orderLinesWithCovers(tx, order.id)) {
      if (!line.isDigital) returnStock(tx, line.productId, line.quantity);
      if (!committed) continue;
      removeSold(tx, line.productId, line.quantity);
      if (line.flashSaleId !== null) returnFlashSold(tx, line.flashSaleId, line.productId, line.quantity);
    }
    if (committed) {
      for (const code of [order.voucherCode, order.couponCode]) if (code) releaseCodeUse(tx, code);
      cancelCommission(tx, order.id);
      revokeGrantsOfOrder(tx, order.id, at);
      revokeCoursesOfOrder(tx, order.id, at); // its courses too (ADR 0013)
    }
    if (paid) insertRefundRequest(tx, order.id, order.total, at);
    insertStatusHistory(tx, order.id, "cancelled", reason ? `Khách hủy đơn: ${reason}` : "Khách hủy đơn", at);
    return paid;
  });
  return { detail: orderDetail(db, bank, userId, orderId, now), wasPaid };
}

/**
 * Makes a customer's order payable again (ADR 0012) and returns it (status `pending`):
 * - pending and not expired: unchanged;
 * - pending past its hold (the expiry timer has not run yet): failed now ("Hết hạn thanh toán"), then as failed;
 * - failed less than REPAY_WINDOW_HOURS ago: in one transaction the printed lines' stock is taken again,
 *   status back to pending with `expiresAt` = now + `ttlMinutes`, history "Thanh toán lại".
 * With `opts.paymentMethod` the (pending) order is switched to that gateway, so its IPN is accepted;
 * VietQR and MoMo are allowed when the order's total and lines allow them (./payment-methods.ts);
 * COD never (an order paid online stays online).
 * @throws ApiError 404 ORDER_NOT_FOUND; 400 PAYMENT_METHOD_UNAVAILABLE (COD, or a method the order
 *   cannot use; nothing changed); 409 OUT_OF_STOCK (nothing changed) when a line's stock is gone;
 *   409 ORDER_CLOSED with `data.status` otherwise.
 */
export function reopenForPayment(
  db: Db,
  userId: number,
  orderId: number,
  opts: { ttlMinutes: number; paymentMethod?: Order["paymentMethod"] | undefined },
  now: Date,
): Order {
  const current = findUserOrder(db, userId, orderId);
  if (!current) throw orderNotFound();
  if (opts.paymentMethod === "COD")
    throw new ApiError(400, "PAYMENT_METHOD_UNAVAILABLE", "Không thể chuyển đơn đã đặt sang thanh toán khi nhận hàng (COD)", {
      paymentMethod: "COD",
      reason: "Không thể chuyển đơn đã đặt sang thanh toán khi nhận hàng (COD)",
    });
  if (opts.paymentMethod && opts.paymentMethod !== current.paymentMethod) {
    const lines = orderLinesWithCovers(db, current.id).map(({ line }) => line);
    assertPaymentMethodAvailable(
      opts.paymentMethod,
      { lineCount: lines.length, hasDigital: lines.some((l) => l.isDigital), total: current.total },
      { COD_MAX_VND: 0 },
    );
  }
  if (current.status === "pending" && Date.parse(current.expiresAt) <= now.getTime()) {
    db.transaction((tx) => closeOrder(tx, current.id, "failed", now, EXPIRED_NOTE));
  }
  return db.transaction((tx) => {
    const order = findUserOrder(tx, userId, orderId)!;
    if (!orderActions(order, now).canRepay)
      throw new ApiError(409, "ORDER_CLOSED", `Đơn hàng ${order.code} không thể thanh toán lại`, {
        orderId: order.id,
        status: order.status,
      });
    if (opts.paymentMethod && opts.paymentMethod !== order.paymentMethod) setPaymentMethod(tx, order.id, opts.paymentMethod);
    if (order.status === "pending") return findUserOrder(tx, userId, orderId)!;
    for (const { line } of orderLinesWithCovers(tx, order.id)) {
      if (!line.isDigital && !takeStock(tx, line.productId, line.quantity))
        throw new ApiError(409, "OUT_OF_STOCK", `“${line.name}” không còn đủ hàng`, { productSaleId: line.productId });
    }
    const expiresAt = new Date(now.getTime() + opts.ttlMinutes * 60_000).toISOString();
    markReopened(tx, order.id, expiresAt);
    insertStatusHistory(tx, order.id, "pending", "Thanh toán lại", now.toISOString());
    return findUserOrder(tx, userId, orderId)!;
  });
}
