/**
 * The checkout step indicator (spec §4 tabIndex: 0 cart, 1 shipping, 2 payment, 4 done).
 * Purely informative: the steps are URLs, navigation happens through the forms.
 */
import * as s from "./checkout-steps.css";

const STEPS = [
  { tab: 0, label: "Giỏ hàng" },
  { tab: 1, label: "Giao hàng" },
  { tab: 2, label: "Thanh toán" },
  { tab: 4, label: "Hoàn tất" },
] as const;

export function CheckoutSteps({ current }: { current: 0 | 1 | 2 | 4 }) {
  return (
    <ol className={s.steps} aria-label="Các bước đặt hàng">
      {STEPS.map((step) => (
        <li
          key={step.tab}
          className={step.tab === current ? s.current : step.tab < current ? s.done : s.step}
          aria-current={step.tab === current ? "step" : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
