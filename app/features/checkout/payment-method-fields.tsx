/**
 * The payment step's method choice (spec §4, ADR 0022): one radio per method the upstream lists, in
 * its order, named by the upstream's label ("Thanh toán khi nhận hàng (COD)", "Chuyển khoản ngân hàng
 * (VietQR)", "Ví MoMo", "VNPay", "ePay"). A method the cart cannot use is shown disabled with the
 * upstream's reason in text beside it, tied to the radio by `aria-describedby`, so a screen reader
 * hears why. Plain HTML: it works without JavaScript.
 */
import type { PaymentMethod, PaymentMethodOption } from "~/upstream/schemas";
import * as s from "./payment-method-fields.css";

/** A one-line explanation of each method, under its name. */
const METHOD_HINTS: Readonly<Record<PaymentMethod, string>> = {
  COD: "Trả tiền mặt cho nhân viên giao hàng khi nhận sách.",
  VietQR: "Quét mã VietQR bằng ứng dụng ngân hàng; đơn hàng được xác nhận khi tiền về tài khoản của nhà sách.",
  MoMo: "Thanh toán bằng ví điện tử MoMo.",
  VNPay: "Thẻ ATM, thẻ quốc tế hoặc ứng dụng ngân hàng qua cổng VNPay.",
  ePay: "Thẻ ATM, thẻ quốc tế, ví điện tử hoặc chuyển khoản qua cổng ePay (MegaPay).",
};

/** The method checked when the page opens: `chosen` if still available, else the first available one. */
export function initialMethod(methods: readonly PaymentMethodOption[], chosen: unknown): PaymentMethod | null {
  const usable = methods.filter((m) => m.available);
  return usable.find((m) => m.code === chosen)?.code ?? usable[0]?.code ?? null;
}

/**
 * The radios of the methods.
 * @param name the form field's name; `checked` the method checked first (see `initialMethod`);
 *   `errorId` the id of the field's error list, also described by every radio.
 */
export function PaymentMethodFields({
  methods,
  name,
  checked,
  errorId,
}: {
  methods: readonly PaymentMethodOption[];
  name: string;
  checked: PaymentMethod | null;
  errorId: string;
}) {
  return (
    <ul className={s.list}>
      {methods.map((m) => {
        const hintId = `payment-method-${m.code}-hint`;
        const reasonId = `payment-method-${m.code}-reason`;
        return (
          <li key={m.code} className={m.available ? s.item : s.itemDisabled}>
            <label className={s.radio}>
              <input
                type="radio"
                name={name}
                value={m.code}
                disabled={!m.available}
                defaultChecked={m.available && m.code === checked}
                aria-describedby={[hintId, m.available ? null : reasonId, errorId].filter(Boolean).join(" ")}
              />
              <span>{m.name}</span>
            </label>
            <p id={hintId} className={s.hint}>
              {METHOD_HINTS[m.code]}
            </p>
            {m.available ? null : (
              <p id={reasonId} className={s.reason}>
                Không áp dụng: {m.reason ?? "phương thức này không dùng được cho đơn hàng."}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
