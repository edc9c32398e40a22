/**
 * The one place that prices a cart over the database, shared by the guest calls (POST
 * /api/Order/CalculateUnAuthCart, check-inventory-without-login, shipping-fee-without-login, the code
 * calls), the account cart (GET /api/Order …) and checkout (./orders.ts `createOrder`, inside its
 * transaction): loads the products, prices the lines (./cart.ts), adds the shipping fee to a ward
 * (./shipping.ts `shippingFeeFor`, the one fee rule), and applies the cart's voucher, coupon and affiliate code (./discounts.ts).
 *
 * Lines are priced at the time the caller passes (the app's clock): a product that is an item of the
 * flash sale running then, with `remaining = quantity − sold` ≥ the line quantity, is charged its
 * `flashPrice` per unit (line `salePrice` = flash price, `flashSale: {flashPrice, remaining, endsAt}`);
 * any other line its catalogue `salePrice` (`flashSale: null`). Subtotal, free shipping and code
 * discounts follow from the charged prices; checkout (./orders.ts `createOrder`) applies the same rule.
 * Money is integer VND. Source: spec §3 "Cart", "Vouchers", §7 "Order and cart", §2 /flashSale.
 */
import { loadProducts } from "../data/products";
import { resolveWard, type ResolvedWard } from "../data/locations";
import type { DbOrTx } from "../data/tx";
import { cartTotals, FREE_SHIPPING_THRESHOLD, priceLines, type LineProblem, type PricedLine, type RequestedLine } from "./cart";
import { flashOffers } from "./flash-sale";
import { quoteDestination, shippingFeeFor, wardDestination, type ShippingDestination } from "./shipping";
import { evaluatePromotions, noPromotions, type CodeRequest, type Customer, type DiscountLine, type Promotions } from "./discounts";

/** A priced cart: lines, problems, totals and the shipping fee. */
export interface PricedCart {
  lines: PricedLine[];
  problems: LineProblem[];
  totals: ReturnType<typeof cartTotals>;
  /** VND; 0 without a (known) ward, for digital-only carts and from FREE_SHIPPING_THRESHOLD. */
  shippingFee: number;
  /** The ward asked for, resolved (null when none was asked or it is unknown). */
  ward: ResolvedWard | null;
  /** The flash sale that priced each line charged at a flash price, by product id. */
  flashSaleIdOf: Map<number, number>;
  /** Category id of each priced product (for category-limited codes). */
  categoryOf: Map<number, number>;
}

/**
 * Prices `lines` at `opts.now` — flash price for the items of the flash sale running then with enough
 * remaining units, sale price otherwise (module docstring) — with the shipping fee to `wardId` when
 * given and known.
 * @param opts.now the pricing time (the app's clock).
 * @param opts.clampToStock price lines above the stock at what is available (see `priceLines`).
 */
export function priceCart(
  db: DbOrTx,
  lines: readonly RequestedLine[],
  wardId: number | null | undefined,
  opts: { now: Date; clampToStock?: boolean },
): PricedCart {
  const products = loadProducts(
    db,
    lines.map((l) => l.productSaleId),
  );
  const offers = lines.length ? flashOffers(db, opts.now) : new Map();
  const priced = priceLines(lines, products, { clampToStock: opts.clampToStock, flashOffers: offers });
  const totals = cartTotals(priced.lines);
  const ward = wardId ? resolveWard(db, wardId) : null;
  const fee = ward && wardId ? shippingFeeFor(db, { lines: priced.lines, ...totals }, wardDestination(wardId, ward)) : 0;
  const categoryOf = new Map([...products.values()].map((p) => [p.id, p.categoryId]));
  const flashSaleIdOf = new Map(
    priced.lines.filter((l) => l.flashSale).map((l) => [l.productSaleId, offers.get(l.productSaleId)!.flashSaleId]),
  );
  return { lines: priced.lines, problems: priced.problems, totals, shippingFee: fee, ward, categoryOf, flashSaleIdOf };
}

/** The lines of a priced cart as the discount rules take them (category and line total). */
function discountLines(cart: Pick<PricedCart, "lines" | "categoryOf">): DiscountLine[] {
  return cart.lines.map((l) => ({ categoryId: cart.categoryOf.get(l.productSaleId) ?? 0, lineTotal: l.lineTotal }));
}

/**
 * Evaluates `codes` on a priced cart (lenient: codes that do not apply are in `codeProblems`), at
 * `now`, for `customer` (per-customer limits, own affiliate code).
 */
export function cartPromotions(db: DbOrTx, cart: PricedCart, codes: CodeRequest, ctx: { now: Date; customer: Customer }): Promotions {
  if (!codes.voucher && !codes.coupon && !codes.affiliate) return noPromotions();
  return evaluatePromotions(db, { lines: discountLines(cart), subTotal: cart.totals.subTotal }, codes, ctx);
}

/**
 * The cart fields of a response (schema `Cart` of docs/openapi.yaml), lines mapped by `mapLine`:
 * with `promotions`, `voucher`, `coupon`, `affiliateCode`, `codeProblems` and `discount` are theirs and
 * `total` = subTotal − discount + shippingFee (VND); without, no code is applied.
 */
export function cartView<L extends object = PricedLine>(
  cart: PricedCart,
  mapLine: (line: PricedLine) => L = (l) => l as unknown as L,
  promotions: Promotions = noPromotions(),
) {
  return {
    cartDetails: cart.lines.map(mapLine),
    problems: cart.problems,
    ...cart.totals,
    discount: promotions.discount,
    shippingFee: cart.shippingFee,
    total: Math.max(0, cart.totals.subTotal - promotions.discount) + cart.shippingFee,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    voucher: promotions.voucher,
    coupon: promotions.coupon,
    affiliateCode: promotions.affiliateCode,
    codeProblems: promotions.codeProblems,
  };
}

/** The answer of `POST /api/Shipping/Quote` (schema `ShippingQuote` of docs/openapi.yaml). */
export interface ShippingQuote {
  /** VND; 0 for a digital-only parcel and from `freeShippingThreshold`. */
  shippingFee: number;
  /** VND: the lines priced as the cart prices them at `now` (unknown products left out). */
  subTotal: number;
  isOnlyDigital: boolean;
  freeShippingThreshold: number;
  destination: Omit<ShippingDestination, "region">;
}

/**
 * The shipping fee of `lines`, priced as the cart prices them at `opts.now`, to the destination `ask`
 * — a ward of the 2025 map, or a province alone (an estimate) — before any address is saved: the
 * checkout's shipping step and the product page (`POST /api/Shipping/Quote`).
 * @throws ApiError 400 WARD_NOT_FOUND, WARD_RETIRED, PROVINCE_RETIRED, PROVINCE_NOT_FOUND (./shipping.ts `quoteDestination`).
 */
export function quoteShipping(
  db: DbOrTx,
  lines: readonly RequestedLine[],
  ask: { cityId?: number | null; wardId?: number | null },
  opts: { now: Date },
): ShippingQuote {
  const to = quoteDestination(db, ask);
  const { totals, lines: priced } = priceCart(db, lines, null, opts);
  const { region: _region, ...destination } = to;
  return {
    shippingFee: shippingFeeFor(db, { lines: priced, ...totals }, to),
    subTotal: totals.subTotal,
    isOnlyDigital: totals.isOnlyDigital,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    destination,
  };
}
