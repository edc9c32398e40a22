/**
 * Vietnamese labels of the order states (ADR 0012, app/constants.ts ORDER_STATUSES) and of a refund
 * request's states, as the account's order pages show them. A cancelled paid order whose refund is
 * still requested reads "Đã hủy — đang hoàn tiền" (ADR 0012 "Consequences").
 */
import type { ORDER_STATUSES } from "~/constants";

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
};

/** Label of each refund request state. */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: "Đang hoàn tiền",
  refunded: "Đã hoàn tiền",
  rejected: "Từ chối hoàn tiền",
};

/** What the order's status reads as, taking its refund into account. */
export function orderStatusLabel(status: OrderStatus, refund?: { status: RefundStatus } | null): string {
  if (status === "cancelled" && refund) return `Đã hủy — ${REFUND_STATUS_LABELS[refund.status].toLowerCase()}`;
  return ORDER_STATUS_LABELS[status];
}
