/**
 * An order's status as a chip: the label (orderStatusLabel), an icon and a border style of its tone
 * (ORDER_STATUS_LOOKS in ./order-status.ts), so "Thanh toán không thành công" (red, double border,
 * a cross) never looks like "Đã thanh toán" (green, solid border, a tick). The icon is decorative:
 * the text says it all.
 *
 *   <OrderStatusChip status={o.status} />
 *   <OrderStatusChip status={order.status} refund={order.refund} paymentMethod={order.paymentMethod} />
 */
import type { PaymentMethod } from "~/upstream/schemas";
import { ORDER_STATUS_LOOKS, orderStatusLabel, type OrderStatus, type StatusIcon } from "./order-status";
import * as s from "./order-status-chip.css";

export function OrderStatusChip({
  status,
  refund,
  paymentMethod,
}: {
  status: OrderStatus;
  refund?: { status: "requested" | "refunded" | "rejected" } | null;
  paymentMethod?: PaymentMethod;
}) {
  const { tone, icon } = ORDER_STATUS_LOOKS[status];
  return (
    <span className={s.chip[tone]} data-tone={tone}>
      <StatusGlyph icon={icon} />
      {orderStatusLabel(status, refund, paymentMethod)}
    </span>
  );
}

/** 24×24 outline icons (stroke: the chip's text colour). */
const PATHS: Readonly<Record<StatusIcon, string>> = {
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  cash: "M3 7h18v10H3zM14.5 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z",
  truck: "M3 6h11v9H3zM14 10h4l3 3v2h-7zM7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01",
  tick: "M5 12.5l4.5 4.5L19 7.5",
  box: "M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8",
  cross: "M6 6l12 12M18 6L6 18",
  slash: "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM5.6 5.6l12.8 12.8",
};

function StatusGlyph({ icon }: { icon: StatusIcon }) {
  return (
    <svg className={s.icon} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
