/**
 * Vietnamese labels of the order states (ADR 0012, app/constants.ts ORDER_STATUSES) and of a refund
 * request's states, as the account's order pages show them. A cancelled paid order whose refund is
 * still requested reads "Đã hủy — đang hoàn tiền" (ADR 0012 "Consequences").
 */
import type { ORDER_STATUSES } from "~/constants";
import type { PaymentMethod } from "~/upstream/schemas";

export type OrderStatus = (typeof ORDER_STATUSES)[number];
type RefundStatus = "requested" | "refunded" | "rejected";

/** Label of each order state. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Chờ thanh toán",
  paid: "Đã thanh toán",
  failed: "Thanh toán không thành công",
  cancelled: "Đã hủy",
  shipping: "Đang giao hàng",
  delivered: "Đã giao hàng",
  awaiting_delivery: "Chờ giao hàng – thanh toán khi nhận",
};

/** Label of each payment method (ADR 0022; the payment step's radio names). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  COD: "Thanh toán khi nhận hàng (COD)",
  VietQR: "Chuyển khoản ngân hàng (VietQR)",
  MoMo: "Ví MoMo",
  VNPay: "VNPay",
  ePay: "ePay",
};

/** Label of each refund request state. */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: "Đang hoàn tiền",
  refunded: "Đã hoàn tiền",
  rejected: "Từ chối hoàn tiền",
};

/**
 * What the order's status reads as, taking its refund into account, and its method: a VietQR order
 * waiting for its money reads "Chờ chuyển khoản" (ADR 0022).
 */
export function orderStatusLabel(status: OrderStatus, refund?: { status: RefundStatus } | null, paymentMethod?: PaymentMethod): string {
  if (status === "cancelled" && refund) return `Đã hủy — ${REFUND_STATUS_LABELS[refund.status].toLowerCase()}`;
  if (status === "pending" && paymentMethod === "VietQR") return "Chờ chuyển khoản";
  return ORDER_STATUS_LABELS[status];
}
