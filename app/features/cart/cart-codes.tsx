/**
 * The cart's codes (spec §3 Cart: code, codeName, isActiveVoucher, errorVoucher, isActiveAffiliate,
 * errorAffiliate, affiliateCode; names of docs/ui-contract.md): the applied voucher and promotion
 * coupon with `Bỏ mã khuyến mãi`, the typed code (`Mã khuyến mãi`, `Áp dụng mã khuyến mãi`), the
 * affiliate code (`Mã affiliate`, `Áp dụng mã affiliate`, `Bỏ mã affiliate`), and the paged lists of
 * vouchers and coupons to pick from, each with `Áp dụng`. Every control is a POST form to /gio-hang.
 */
import { Form, Link } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import type { AppliedCode, Cart, DiscountOffer } from "~/upstream/schemas";
import { formatDateVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";
import * as s from "./cart-codes.css";

function Applied({ label, code, intent, buttonLabel }: { label: string; code: AppliedCode; intent: string; buttonLabel: string }) {
  return (
    <Form method="post" className={s.applied}>
      <span>
        {label} <strong>{code.code}</strong> – {code.name}: −{formatVnd(code.discount)}
      </span>
      <button type="submit" name="intent" value={intent} className={button.ghost}>
        {buttonLabel}
      </button>
    </Form>
  );
}

/** The codes box of the cart summary. `errors` are the last failed attempt's, per field. */
export function CartCodes({
  cart,
  errors,
  prefillAffiliate = null,
}: {
  cart: Pick<Cart, "voucher" | "coupon" | "affiliateCode" | "codeProblems">;
  errors: { code?: string; affiliate?: string };
  /** A code from the page's `?affiliate=` (an affiliate's shared link): typed into the field, not applied. */
  prefillAffiliate?: string | null;
}) {
  const prefill = prefillAffiliate && !cart.affiliateCode ? prefillAffiliate : null;
  return (
    <div className={s.codes}>
      {cart.voucher ? <Applied label="Mã" code={cart.voucher} intent="remove-voucher" buttonLabel="Bỏ mã khuyến mãi" /> : null}
      {cart.coupon ? <Applied label="Ưu đãi" code={cart.coupon} intent="remove-coupon" buttonLabel="Bỏ mã khuyến mãi" /> : null}
      {cart.codeProblems.length ? (
        <ul className={s.problems} role="status">
          {cart.codeProblems.map((p) => (
            <li key={`${p.kind}-${p.code}`}>
              {p.code}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className={s.codeForm}>
        <label htmlFor="promo-code" className={ui.label}>
          Mã khuyến mãi
        </label>
        <div className={s.inline}>
          <input
            id="promo-code"
            name="code"
            className={ui.input}
            autoComplete="off"
            maxLength={50}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? "promo-code-error" : undefined}
          />
          <button type="submit" name="intent" value="apply-code" className={button.secondary}>
            Áp dụng mã khuyến mãi
          </button>
        </div>
        <ErrorList id="promo-code-error" errors={errors.code ? [errors.code] : null} />
      </Form>
      {cart.affiliateCode ? (
        <Form method="post" className={s.applied}>
          <span>
            Mã affiliate <strong>{cart.affiliateCode}</strong>
          </span>
          <button type="submit" name="intent" value="remove-affiliate" className={button.ghost}>
            Bỏ mã affiliate
          </button>
        </Form>
      ) : (
        <Form method="post" className={s.codeForm}>
          <label htmlFor="affiliate-code" className={ui.label}>
            Mã affiliate
          </label>
          <div className={s.inline}>
            <input
              id="affiliate-code"
              name="code"
              className={ui.input}
              autoComplete="off"
              maxLength={50}
              defaultValue={prefill ?? undefined}
              aria-invalid={errors.affiliate ? true : undefined}
              aria-describedby={
                [errors.affiliate ? "affiliate-code-error" : "", prefill ? "affiliate-code-prefill" : ""].join(" ").trim() || undefined
              }
            />
            <button type="submit" name="intent" value="apply-affiliate" className={button.secondary}>
              Áp dụng mã affiliate
            </button>
          </div>
          {prefill ? (
            <p id="affiliate-code-prefill" className={ui.hint}>
              Mã giới thiệu <strong>{prefill}</strong> đã được điền sẵn, bấm Áp dụng mã affiliate để dùng.
            </p>
          ) : null}
          <ErrorList id="affiliate-code-error" errors={errors.affiliate ? [errors.affiliate] : null} />
        </Form>
      )}
    </div>
  );
}

/** One paged list of offers (vouchers or coupons) with `Áp dụng` per offer and page links. */
export function OfferList({
  title,
  kind,
  offers,
  page,
  totalPage,
  hrefFor,
}: {
  title: string;
  kind: "voucher" | "coupon";
  offers: DiscountOffer[];
  page: number;
  totalPage: number;
  hrefFor: (page: number) => string;
}) {
  if (!offers.length) return null;
  return (
    <section aria-label={title} className={s.offers}>
      <h2 className={s.offersTitle}>{title}</h2>
      <ul className={s.offerList}>
        {offers.map((o) => (
          <li key={o.code} className={s.offer}>
            <div>
              <strong>{o.code}</strong> – {o.name}
              <p className={s.offerTerms}>
                {o.type === "percent"
                  ? `Giảm ${o.value}%${o.maxDiscount ? `, tối đa ${formatVnd(o.maxDiscount)}` : ""}`
                  : `Giảm ${formatVnd(o.value)}`}
                {o.minOrderValue ? ` cho đơn từ ${formatVnd(o.minOrderValue)}` : ""}
                {o.categoryNames.length ? ` (sách ${o.categoryNames.join(", ")})` : ""} · HSD {formatDateVn(o.endsAt)}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="code" value={o.code} />
              <button
                type="submit"
                name="intent"
                value={kind === "voucher" ? "apply-voucher" : "apply-coupon"}
                className={button.secondary}
                aria-label={`Áp dụng mã ${o.code}`}
              >
                Áp dụng
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {totalPage > 1 ? (
        <nav aria-label={`Trang ${title.toLowerCase()}`} className={s.pager}>
          {page > 1 ? <Link to={hrefFor(page - 1)}>Trang trước</Link> : null}
          <span>
            Trang {page}/{totalPage}
          </span>
          {page < totalPage ? <Link to={hrefFor(page + 1)}>Trang sau</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
