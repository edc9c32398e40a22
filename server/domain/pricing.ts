/**
 * Cart pricing over the database, shared by the guest calls (POST /api/Order/CalculateUnAuthCart,
 * check-inventory-without-login, shipping-fee-without-login) and the account cart (GET /api/Order …):
 * loads the products, prices the lines (./cart.ts), and adds the shipping fee to a ward.
 * Money is integer VND. Source: spec §3 "Cart", §7 "Order and cart".
 */
import type { Db } from "../db/client";
import { cartTotals, FREE_SHIPPING_THRESHOLD, priceLines, shippingFee, type LineProblem, type PricedLine, type RequestedLine } from "./cart";
import { loadProducts, resolveWard } from "./orders";

/** A priced cart: lines, problems, totals and the shipping fee. */
export interface PricedCart {
  lines: PricedLine[];
  problems: LineProblem[];
  totals: ReturnType<typeof cartTotals>;
  /** VND; 0 without a (known) ward, for digital-only carts and from FREE_SHIPPING_THRESHOLD. */
  shippingFee: number;
}

/**
 * Prices `lines` at today's sale prices, with the shipping fee to `wardId` when given and known.
 * @param opts.clampToStock price lines above the stock at what is available (see `priceLines`).
 */
export function priceCart(db: Db, lines: readonly RequestedLine[], wardId: number | null | undefined, opts: { clampToStock?: boolean } = {}): PricedCart {
  const priced = priceLines(lines, loadProducts(db, lines.map((l) => l.productSaleId)), opts);
  const totals = cartTotals(priced.lines);
  const region = wardId ? resolveWard(db, wardId)?.region : undefined;
  const fee = region ? shippingFee({ ...totals, region }) : 0;
  return { lines: priced.lines, problems: priced.problems, totals, shippingFee: fee };
}

/** The cart fields of a response (schema `Cart` of docs/openapi.yaml), lines mapped by `mapLine`. */
export function cartView<L extends object = PricedLine>(cart: PricedCart, mapLine: (line: PricedLine) => L = (l) => l as unknown as L) {
  return {
    cartDetails: cart.lines.map(mapLine),
    problems: cart.problems,
    ...cart.totals,
    discount: 0,
    shippingFee: cart.shippingFee,
    total: cart.totals.subTotal + cart.shippingFee,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
  };
}
