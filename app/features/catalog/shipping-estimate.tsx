/**
 * "Phí vận chuyển dự kiến" of a printed book's page: the fee of one copy to a province (the customer's,
 * or one chosen here) and a small GET form to choose another (`?tinh=<cityId>`), which works without
 * JavaScript; with it the page reloads its data in place (no scroll jump). Data:
 * ./shipping-estimate.server.ts. Money is integer VND.
 */
import { Form } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { formatVnd } from "~/utils/money";
import type { ShippingEstimate as Estimate } from "./shipping-estimate.server";
import * as s from "./shipping-estimate.css";

const PROVINCE_PARAM = "tinh";

export function ShippingEstimate({ estimate }: { estimate: Estimate }) {
  const { quote, cities, cityId, source } = estimate;
  return (
    <section aria-labelledby="shipping-estimate-title" className={s.box}>
      <h2 id="shipping-estimate-title" className={s.title}>
        Phí vận chuyển dự kiến
      </h2>
      {quote ? (
        <>
          <p className={s.text}>
            Đến {quote.destination.cityName}
            {source === "account" ? " (theo địa chỉ của bạn)" : ""}:{" "}
            <strong>{quote.shippingFee === 0 ? "Miễn phí" : formatVnd(quote.shippingFee)}</strong> cho 1 cuốn.
          </p>
          <p className={s.note}>Miễn phí vận chuyển cho đơn hàng từ {formatVnd(quote.freeShippingThreshold)}.</p>
        </>
      ) : (
        <p className={s.text}>Chọn Tỉnh/Thành phố nhận hàng để xem phí vận chuyển dự kiến.</p>
      )}
      <Form method="get" preventScrollReset className={s.form}>
        <div className={s.field}>
          <label htmlFor="shipping-estimate-province" className={ui.label}>
            Tỉnh/Thành phố nhận hàng
          </label>
          <select
            key={cityId ?? "none"}
            id="shipping-estimate-province"
            name={PROVINCE_PARAM}
            defaultValue={cityId ? String(cityId) : ""}
            className={ui.select}
          >
            <option value="">Chọn Tỉnh/Thành phố</option>
            {cities.map((c) => (
              <option key={c.cityId} value={c.cityId}>
                {c.cityName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.secondary}>
          Xem phí vận chuyển
        </button>
      </Form>
    </section>
  );
}
