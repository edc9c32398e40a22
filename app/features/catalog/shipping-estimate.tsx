/**
 * "Phí vận chuyển dự kiến" of a printed book's page: the fee of one copy to a province (the customer's,
 * or one chosen here) and a small GET form to choose another (`?tinh=<cityId>`), which works without
 * JavaScript; with it the page reloads its data in place (no scroll jump). Data:
 * ./shipping-estimate.server.ts. Money is integer VND.
 *
 * Unless a province was chosen in the URL, the message and the select are personal slots (ADR 0030,
 * app/features/personal/slots.server.ts): `data-slot="shipping-estimate"` (carrying the book's id in
 * `data-product-sale-id`) and `data-slot="shipping-province"`. A signed-in customer's copy of the
 * anonymous page has them replaced by {@link ShippingEstimateMessage} and {@link ProvinceSelect}
 * rendered for their own province — so both are pure (no router, no hooks).
 */
import { Form } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { formatVnd } from "~/utils/money";
import type { ShippingEstimate as Estimate } from "./shipping-estimate.server";
import * as s from "./shipping-estimate.css";

const PROVINCE_PARAM = "tinh";

/** The estimate's box for printed book `productSaleId`. */
export function ShippingEstimate({ estimate, productSaleId }: { estimate: Estimate; productSaleId: number }) {
  const { cities, cityId, source } = estimate;
  // A province chosen in the URL is the same for everyone: nothing personal to fill in.
  const personal = source !== "chosen";
  return (
    <section aria-labelledby="shipping-estimate-title" className={s.box}>
      <h2 id="shipping-estimate-title" className={s.title}>
        Phí vận chuyển dự kiến
      </h2>
      <div className={s.slot} {...(personal ? { "data-slot": "shipping-estimate", "data-product-sale-id": productSaleId } : {})}>
        <ShippingEstimateMessage estimate={estimate} />
      </div>
      <Form method="get" preventScrollReset className={s.form}>
        <div className={s.field}>
          <label htmlFor="shipping-estimate-province" className={ui.label}>
            Tỉnh/Thành phố nhận hàng
          </label>
          <ProvinceSelect key={cityId ?? "none"} cities={cities} cityId={cityId} slot={personal} />
        </div>
        <button type="submit" className={button.secondary}>
          Xem phí vận chuyển
        </button>
      </Form>
    </section>
  );
}

/** What the estimate says: the fee of one copy to the province (and the free-shipping threshold), or how to get one. */
export function ShippingEstimateMessage({ estimate: { quote, source } }: { estimate: Pick<Estimate, "quote" | "source"> }) {
  return quote ? (
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
  );
}

/** The province select, `cityId` selected (none: the prompt); `slot` marks it as a personal slot. */
export function ProvinceSelect({ cities, cityId, slot = false }: { cities: Estimate["cities"]; cityId: number | null; slot?: boolean }) {
  return (
    <select
      id="shipping-estimate-province"
      name={PROVINCE_PARAM}
      defaultValue={cityId ? String(cityId) : ""}
      className={ui.select}
      {...(slot ? { "data-slot": "shipping-province" } : {})}
    >
      <option value="">Chọn Tỉnh/Thành phố</option>
      {cities.map((c) => (
        <option key={c.cityId} value={c.cityId}>
          {c.cityName}
        </option>
      ))}
    </select>
  );
}
