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
  returned: "Đã hoàn hàng",
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
 * How a status chip looks besides its text (app/features/orders/order-status-chip.tsx): each tone has
 * its own colour, border style and icon, so two states never differ by colour alone (WCAG 1.4.1):
 * - `waiting` (amber, dashed border): the shopper or the shop still has to act — a clock for a payment
 *   awaited, a banknote for cash on delivery;
 * - `progress` (blue, solid border, truck): on its way;
 * - `done` (green, solid border, tick): paid or delivered — the icon tells which (a tick, a box);
 * - `problem` (red, double border, cross): the payment failed;
 * - `closed` (grey, dotted border, slashed circle): cancelled.
 */
export type StatusTone = "waiting" | "progress" | "done" | "problem" | "closed";
export type StatusIcon = "clock" | "cash" | "truck" | "tick" | "box" | "cross" | "slash";

/** Tone and icon of each order state: no two states share both. */
export const ORDER_STATUS_LOOKS: Readonly<Record<OrderStatus, { tone: StatusTone; icon: StatusIcon }>> = {
  pending: { tone: "waiting", icon: "clock" },
  awaiting_delivery: { tone: "waiting", icon: "cash" },
  paid: { tone: "done", icon: "tick" },
  delivered: { tone: "done", icon: "box" },
  shipping: { tone: "progress", icon: "truck" },
  failed: { tone: "problem", icon: "cross" },
  cancelled: { tone: "closed", icon: "slash" },
  returned: { tone: "closed", icon: "box" },
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
