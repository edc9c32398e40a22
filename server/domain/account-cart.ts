/**
 * The signed-in user's cart (spec §3 "Cart (order line)": cartDetails with cartDetailId and Quantity;
 * §7 "Order and cart": GET /api/Order, add-product, cartDetails/{id}, Address, CheckOut).
 *
 * One open cart per user (table `carts`, created on first use) with one line per product
 * (`cart_lines`). Stock and quantity rules are those of the guest calls: 1…99 per line
 * (MAX_LINE_QUANTITY), not above what can be bought now, at most 100 lines. Lines leave the cart when
 * an order containing them is paid (`markOrderPaid` in ./orders.ts), not at checkout.
 * All functions are synchronous and run their reads and writes in one transaction.
 */
import type { Db } from "../db/client";
import { ApiError, notFound } from "../errors";
import { MAX_CART_LINES } from "../constants";
import { MAX_LINE_QUANTITY, priceLines, type RequestedLine } from "./cart";
import { loadProducts } from "../data/products";
import {
  cartLineOfProduct,
  cartLineOfUser,
  cartLinesOf,
  deleteCartLine,
  findCartOfUser,
  insertCartIfMissing,
  insertCartLine,
  setCartLineQuantity,
  updateCart,
  type CartLineRow,
  type CartRow,
} from "../data/carts";
import type { DbOrTx } from "../data/tx";

export type AccountCart = CartRow;
export type AccountCartLine = CartLineRow;

/** Contact and delivery address stored on a cart by PATCH /api/Order/Address. */
export interface CartContact {
  name: string;
  phone: string;
  email: string;
  /** Street address; "" for a digital-only cart. */
  address: string;
  wardId: number | null;
}

/** The user's cart, or null when they never used one. */
export function findCart(db: DbOrTx, userId: number): AccountCart | null {
  return findCartOfUser(db, userId);
}

/** The user's cart, created empty when missing. */
function ensureCart(db: DbOrTx, userId: number, now: Date): AccountCart {
  insertCartIfMissing(db, userId, now.toISOString());
  return findCart(db, userId)!;
}

/** Lines of a cart in the order they were added. */
export function linesOf(db: DbOrTx, cartId: number): AccountCartLine[] {
  return cartLinesOf(db, cartId);
}

/** Lines as the pricing functions take them. */
export function requestedLines(lines: readonly AccountCartLine[]): RequestedLine[] {
  return lines.map((l) => ({ productSaleId: l.productId, quantity: l.quantity }));
}

/**
 * Refuses `quantity` of `productId` when above MAX_LINE_QUANTITY or what can be bought now, with the
 * guest calls' messages (`Số lượng tối đa là 99`, `“{name}” chỉ còn {n} cuốn`, `“{name}” đã hết hàng`;
 * 400, `data.problems` for stock). Unknown product: 404 `Sản phẩm không tồn tại`.
 */
function assertAvailable(db: DbOrTx, productId: number, quantity: number): void {
  const products = loadProducts(db, [productId]);
  if (!products.has(productId)) throw notFound("Sản phẩm", "PRODUCT_NOT_FOUND");
  if (quantity > MAX_LINE_QUANTITY) {
    throw new ApiError(400, "CART_LIMIT_EXCEEDED", `Số lượng tối đa là ${MAX_LINE_QUANTITY}`);
  }
  const { problems } = priceLines([{ productSaleId: productId, quantity }], products);
  if (problems.length) throw new ApiError(400, "LINES_UNAVAILABLE", problems.map((p) => p.message).join("; "), { problems });
}

/**
 * Adds `quantity` copies of a product to the user's cart (summed with the line it already has).
 * @throws ApiError 404 unknown product; 400 when the line would exceed 99 or the stock, or the cart
 *   already has MAX_CART_LINES other products (`Giỏ hàng có quá nhiều sản phẩm`).
 */
export function addToCart(db: Db, userId: number, productId: number, quantity: number, now: Date): void {
  db.transaction((tx) => {
    const cart = ensureCart(tx, userId, now);
    const existing = cartLineOfProduct(tx, cart.id, productId);
    const total = (existing?.quantity ?? 0) + quantity;
    assertAvailable(tx, productId, total);
    if (existing) {
      setCartLineQuantity(tx, existing.cartDetailId, total);
    } else {
      if (linesOf(tx, cart.id).length >= MAX_CART_LINES) throw new ApiError(400, "CART_LIMIT_EXCEEDED", "Giỏ hàng có quá nhiều sản phẩm");
      insertCartLine(tx, cart.id, productId, quantity, now.toISOString());
    }
    updateCart(tx, cart.id, {}, now.toISOString());
  });
}

/** The line `cartDetailId` of the user's cart, or 404 `Sản phẩm trong giỏ hàng không tồn tại` (another user's line too). */
function ownLine(db: DbOrTx, userId: number, cartDetailId: number): AccountCartLine {
  const line = cartLineOfUser(db, userId, cartDetailId);
  if (!line) throw notFound("Sản phẩm trong giỏ hàng", "CART_LINE_NOT_FOUND");
  return line;
}

/**
 * Sets the quantity (1…99, validated by the caller) of one of the user's lines.
 * @throws ApiError 404 not the user's line; 400 above the stock.
 */
export function setLineQuantity(db: Db, userId: number, cartDetailId: number, quantity: number, now: Date): void {
  db.transaction((tx) => {
    const line = ownLine(tx, userId, cartDetailId);
    assertAvailable(tx, line.productId, quantity);
    setCartLineQuantity(tx, cartDetailId, quantity);
    updateCart(tx, line.cartId, {}, now.toISOString());
  });
}

/** Removes one of the user's lines. @throws ApiError 404 not the user's line. */
export function removeLine(db: Db, userId: number, cartDetailId: number, now: Date): void {
  db.transaction((tx) => {
    const line = ownLine(tx, userId, cartDetailId);
    deleteCartLine(tx, cartDetailId);
    updateCart(tx, line.cartId, {}, now.toISOString());
  });
}

/** Stores the contact and delivery address on the user's cart (created when missing). */
export function setCartContact(db: Db, userId: number, contact: CartContact, now: Date): void {
  db.transaction((tx) => {
    const cart = ensureCart(tx, userId, now);
    updateCart(
      tx,
      cart.id,
      { name: contact.name, phone: contact.phone, email: contact.email, address: contact.address, wardId: contact.wardId },
      now.toISOString(),
    );
  });
}

/** The codes stored on an account cart (canonical, or null = none). */
export interface CartCodes {
  voucherCode: string | null;
  couponCode: string | null;
  affiliateCode: string | null;
}

/**
 * Stores or clears codes on the user's cart (created when missing): only the keys present in
 * `codes` change. The caller validates a code before storing it (routes/account-cart.ts).
 */
export function setCartCodes(db: Db, userId: number, codes: Partial<CartCodes>, now: Date): void {
  db.transaction((tx) => {
    const cart = ensureCart(tx, userId, now);
    updateCart(tx, cart.id, codes, now.toISOString());
  });
}
