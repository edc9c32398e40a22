/**
 * Lines and totals of an order or of a cart about to be ordered (checkout steps 1 and 2 and the
 * confirmation page). Money is integer VND, shown with formatVnd. On the shipping step the fee is
 * null until a ward is chosen: `Phí vận chuyển` then says so and the total is left out.
 */
import { formatVnd } from "~/utils/money";
import * as s from "./order-summary.css";

export interface SummaryLine {
  productSaleId: number;
  name: string;
  quantity: number;
  /** Price of the whole line, VND. */
  lineTotal: number;
}

export function OrderSummary({
  lines,
  subTotal,
  discount = 0,
  shippingFee,
  total,
}: {
  lines: readonly SummaryLine[];
  subTotal: number;
  discount?: number;
  /** VND; null: no destination chosen yet. */
  shippingFee: number | null;
  /** VND; null: not known before the fee. */
  total: number | null;
}) {
  return (
    <>
      <ul className={s.lines}>
        {lines.map((l) => (
          <li key={l.productSaleId}>
            <span>
              {l.name} × {l.quantity}
            </span>{" "}
            {/* The space keeps quantity and amount apart in text browsers and copied text ("× 1 118.000 ₫"). */}
            <span>{formatVnd(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={s.totals}>
        <dt>Tạm tính</dt>
        <dd>{formatVnd(subTotal)}</dd>
        {discount > 0 ? (
          <>
            <dt>Giảm giá</dt>
            <dd>−{formatVnd(discount)}</dd>
          </>
        ) : null}
        <dt>Phí vận chuyển</dt>
        <dd>{shippingFee === null ? "Chọn Phường/Xã để xem phí" : shippingFee === 0 ? "Miễn phí" : formatVnd(shippingFee)}</dd>
        {total === null ? null : (
          <>
            <dt className={s.grandTotal}>Tổng cộng</dt>
            <dd className={s.grandTotal}>{formatVnd(total)}</dd>
          </>
        )}
      </dl>
    </>
  );
}
