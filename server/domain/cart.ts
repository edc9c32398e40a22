/**
 * Cart pricing of the reference upstream: turns requested cart lines into priced lines, totals and
 * problems. Pure functions over plain product rows, so they are unit-tested without a database.
 *
 * Flash sale rule (domain/flash-sale.ts `flashOffers` supplies the offers running at the app's
 * clock): a line whose product has a flash offer with `remaining` ≥ the line quantity is charged the
 * offer's `flashPrice` per unit (`salePrice` of the line = the flash price, `flashSale` set);
 * otherwise — no sale running, product not in it, or fewer remaining units than the line asks — it is
 * charged the product's `salePrice` (`flashSale: null`). The list `price` stays the catalogue price.
 *
 * Money is integer VND throughout; times ISO-8601 UTC. Source: spec §3 "Cart", §7 CalculateUnAuthCart,
 * check-inventory-without-login, shipping-fee-without-login, §2 /flashSale.
 */

/** A line as the caller asks for it (guest cookie cart or account cart). */
export interface RequestedLine {
  productSaleId: number;
  quantity: number;
}

/** The product facts pricing needs. */
export interface PricingProduct {
  id: number;
  name: string;
  price: number;
  salePrice: number;
  stock: number;
  isDigital: boolean;
  coverFile: string;
}

/** A flash price a product can be bought at now (domain/flash-sale.ts `flashOffers`). */
export interface FlashOffer {
  /** The running flash sale (recorded on the order line). */
  flashSaleId: number;
  /** VND per unit, below the product's salePrice. */
  flashPrice: number;
  /** Units still offered at the flash price: max(0, quantity − sold). */
  remaining: number;
  /** Last millisecond of the sale's current window, ISO-8601 UTC. */
  endsAt: string;
}

/** `flashSale` of a priced line charged at the flash price (response shape, schema CartLineFields). */
export interface LineFlashSale {
  /** VND per unit (equal to the line's salePrice). */
  flashPrice: number;
  /** Units still offered at the flash price, this line not counted: max(0, quantity − sold). */
  remaining: number;
  /** When the flash price stops (last millisecond of the sale window), ISO-8601 UTC. */
  endsAt: string;
}

/** A priced cart line (response shape of `cartDetails[]`). */
export interface PricedLine {
  productSaleId: number;
  name: string;
  image: string;
  thumbImage: string;
  /** List price per unit, VND. */
  price: number;
  /** Price charged per unit, VND: the flash price when `flashSale` is set, else the product's sale price. */
  salePrice: number;
  quantity: number;
  /** salePrice × quantity, VND. */
  lineTotal: number;
  /** Units that can be bought now (digital products: the maximum line quantity). */
  stock: number;
  isDigital: boolean;
  /** The flash sale that prices this line, or null when it is charged the product's sale price. */
  flashSale: LineFlashSale | null;
}

/** Why a requested line could not be priced as asked. */
export interface LineProblem {
  productSaleId: number;
  name: string | null;
  /** "not_found": no such product; "out_of_stock": stock is 0; "insufficient_stock": fewer units than asked. */
  reason: "not_found" | "out_of_stock" | "insufficient_stock";
  requested: number;
  available: number;
  message: string;
}

// Largest line quantity (also what a digital product "has in stock"), free-shipping threshold and
// fees by region (the publisher ships from Hà Nội): server/constants.ts.
import { FREE_SHIPPING_THRESHOLD, MAX_LINE_QUANTITY, SHIPPING_FEE_BY_REGION } from "../constants";
import { ApiError } from "../errors";
export { FREE_SHIPPING_THRESHOLD, MAX_LINE_QUANTITY, SHIPPING_FEE_BY_REGION };
export type Region = keyof typeof SHIPPING_FEE_BY_REGION;

/** Media paths of a product's cover and its `thumb-` variant (spec §9), relative to the media host. */
export function coverPaths(coverFile: string): { image: string; thumbImage: string } {
  return { image: `/media/covers/${coverFile}`, thumbImage: `/media/covers/thumb-${coverFile}` };
}

/** Units of `product` a shopper can buy now. */
export function availableUnits(product: Pick<PricingProduct, "stock" | "isDigital">): number {
  return product.isDigital ? MAX_LINE_QUANTITY : Math.max(0, Math.min(product.stock, MAX_LINE_QUANTITY));
}

/**
 * Merges duplicate product ids (quantities added) and keeps the first-seen order.
 * Quantities are clamped to 1…MAX_LINE_QUANTITY.
 */
export function normalizeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.productSaleId, (merged.get(line.productSaleId) ?? 0) + line.quantity);
  return [...merged].map(([productSaleId, quantity]) => ({ productSaleId, quantity: Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY) }));
}

/**
 * The flash price `offer` gives a line of `quantity` units of `product`, or null: only when the offer
 * has at least `quantity` remaining units and is below the product's sale price (VND).
 */
export function flashPriceFor(
  product: Pick<PricingProduct, "salePrice">,
  quantity: number,
  offer: FlashOffer | undefined,
): LineFlashSale | null {
  if (!offer || offer.remaining < quantity || offer.flashPrice >= product.salePrice) return null;
  return { flashPrice: offer.flashPrice, remaining: offer.remaining, endsAt: offer.endsAt };
}

/**
 * Prices `lines` against `products` (looked up by id), each at its flash price when
 * `opts.flashOffers` (by product id) has one with enough remaining units (`flashPriceFor`), else at
 * the product's sale price.
 * Unknown products are dropped and reported; lines above the available stock are reported and,
 * when `clampToStock`, priced at what is available (out-of-stock lines are then dropped).
 * Without clamping, lines keep the asked quantity so the cart shows what the shopper chose.
 */
export function priceLines(
  lines: readonly RequestedLine[],
  products: ReadonlyMap<number, PricingProduct>,
  opts: { clampToStock?: boolean; flashOffers?: ReadonlyMap<number, FlashOffer> } = {},
): { lines: PricedLine[]; problems: LineProblem[] } {
  const priced: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const line of normalizeLines(lines)) {
    const product = products.get(line.productSaleId);
    if (!product) {
      problems.push({
        productSaleId: line.productSaleId,
        name: null,
        reason: "not_found",
        requested: line.quantity,
        available: 0,
        message: "Sản phẩm không còn được bán",
      });
      continue;
    }
    const available = availableUnits(product);
    let quantity = line.quantity;
    if (quantity > available) {
      problems.push({
        productSaleId: product.id,
        name: product.name,
        reason: available === 0 ? "out_of_stock" : "insufficient_stock",
        requested: quantity,
        available,
        message: available === 0 ? `“${product.name}” đã hết hàng` : `“${product.name}” chỉ còn ${available} cuốn`,
      });
      if (opts.clampToStock) {
        if (available === 0) continue;
        quantity = available;
      }
    }
    const flashSale = flashPriceFor(product, quantity, opts.flashOffers?.get(product.id));
    const unitPrice = flashSale ? flashSale.flashPrice : product.salePrice;
    priced.push({
      productSaleId: product.id,
      name: product.name,
      ...coverPaths(product.coverFile),
      price: product.price,
      salePrice: unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
      stock: available,
      isDigital: product.isDigital,
      flashSale,
    });
  }
  return { lines: priced, problems };
}

/** Totals of priced lines (spec §3 Cart: totalProducts, isOnlyDigital). */
export function cartTotals(lines: readonly PricedLine[]): {
  totalProducts: number;
  subTotal: number;
  listTotal: number;
  isOnlyDigital: boolean;
} {
  return {
    totalProducts: lines.reduce((n, l) => n + l.quantity, 0),
    subTotal: lines.reduce((n, l) => n + l.lineTotal, 0),
    listTotal: lines.reduce((n, l) => n + l.price * l.quantity, 0),
    isOnlyDigital: lines.length > 0 && lines.every((l) => l.isDigital),
  };
}

/**
 * Shipping fee of an order, VND: none for digital-only orders or a subtotal at or above
 * FREE_SHIPPING_THRESHOLD, else the fee of the destination's region.
 */
export function shippingFee(args: { subTotal: number; isOnlyDigital: boolean; region: Region }): number {
  if (args.isOnlyDigital || args.subTotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return SHIPPING_FEE_BY_REGION[args.region];
}

/**
 * The inventory check of a priced cart (guest `POST /api/Order/check-inventory` and the account cart's
 * check): every line can be bought now and the cart is not empty.
 * @throws ApiError 409 LINES_UNAVAILABLE (the problems' messages joined by "; ", `data: {problems,
 *   isOnlyDigital}`); 400 CART_EMPTY `Giỏ hàng trống`.
 */
export function assertCartAvailable(cart: {
  problems: LineProblem[];
  lines: unknown[];
  totals: { isOnlyDigital: boolean; totalProducts: number };
}): void {
  if (cart.problems.length) {
    throw new ApiError(409, "LINES_UNAVAILABLE", cart.problems.map((p) => p.message).join("; "), {
      problems: cart.problems,
      isOnlyDigital: cart.totals.isOnlyDigital,
    });
  }
  if (!cart.lines.length) throw new ApiError(400, "CART_EMPTY", "Giỏ hàng trống");
}
