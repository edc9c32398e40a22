/**
 * Guest cart operations of the storefront (spec §3 Cart, §4 cart transitions), shared by the cart
 * page and the checkout steps. The cart lives in the signed `__cart` cookie (session.server.ts);
 * prices, stock and totals always come from the upstream (CalculateUnAuthCart).
 */
import type { GuestCart } from "~/session.server";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/cart/limits";
import { newCheckoutKey } from "~/session.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { calculateGuestCart, type StoredLine } from "~/upstream/order.server";

/** Lines of `cart` with `productSaleId` set to `quantity` (added when absent, removed when 0). */
export function withQuantity(lines: readonly StoredLine[], productSaleId: number, quantity: number): StoredLine[] {
  const rest = lines.filter((l) => l.productSaleId !== productSaleId);
  if (quantity <= 0) return rest;
  const index = lines.findIndex((l) => l.productSaleId === productSaleId);
  const line = { productSaleId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) };
  if (index === -1) return [...rest, line];
  return [...rest.slice(0, index), line, ...rest.slice(index)];
}

/** Quantity of `productSaleId` in `lines` (0 when absent). */
export function quantityOf(lines: readonly StoredLine[], productSaleId: number): number {
  return lines.find((l) => l.productSaleId === productSaleId)?.quantity ?? 0;
}

export type LineChange = { ok: true; lines: StoredLine[] } | { ok: false; message: string; status: 400 | 404 };

/**
 * Checks `next` (the cart after a change of `productSaleId`) with the upstream before it is saved:
 * the product must exist and have stock for the new quantity, and the cart must stay within
 * MAX_CART_LINES. Nothing is saved on failure, so the shopper loses nothing.
 */
export async function validateChange(client: UpstreamClient, next: StoredLine[], productSaleId: number): Promise<LineChange> {
  if (next.length > MAX_CART_LINES) return { ok: false, status: 400, message: `Giỏ hàng chỉ chứa tối đa ${MAX_CART_LINES} đầu sách khác nhau.` };
  const line = next.find((l) => l.productSaleId === productSaleId);
  if (!line) return { ok: true, lines: next };
  const priced = await calculateGuestCart(client, [line]);
  const problem = priced.problems[0];
  if (!problem) return { ok: true, lines: next };
  if (problem.reason === "not_found") return { ok: false, status: 404, message: "Sản phẩm không tồn tại hoặc đã ngừng bán." };
  if (problem.reason === "out_of_stock") return { ok: false, status: 400, message: `“${problem.name}” đã hết hàng.` };
  return { ok: false, status: 400, message: `“${problem.name}” chỉ còn ${problem.available} cuốn, bạn không thể đặt ${problem.requested} cuốn.` };
}

/** Replaces the cart's lines; any change to the lines invalidates the pending checkout key. */
export function setLines(cart: GuestCart, lines: StoredLine[]): void {
  cart.lines = lines;
  cart.checkoutKey = null;
}

/** Starts (or restarts) a checkout: a fresh one-time key for the order about to be placed. */
export function startCheckout(cart: GuestCart): string {
  cart.checkoutKey = newCheckoutKey();
  return cart.checkoutKey;
}

/** The priced cart, or an empty one without calling the upstream when there are no lines. */
export async function pricedCart(client: UpstreamClient, cart: GuestCart, wardId?: number | null) {
  if (!cart.lines.length) return null;
  return calculateGuestCart(client, cart.lines, wardId);
}
