/**
 * Data access of the signed-in users' carts (`carts`, one per user, and `cart_lines`, one per
 * product). The rules (stock, quantity and line limits, which codes may be stored) live in
 * server/domain/account-cart.ts; a paid order's clean-up of the cart in server/domain/orders.ts.
 * Every function runs inside the handle it is given (the domain opens the transactions).
 * Times are ISO-8601 UTC strings.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { cartLines, carts } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `carts` row: the contact, address and codes stored on it. */
export type CartRow = typeof carts.$inferSelect;
/** A `cart_lines` row (`cartDetailId`, `productId`, `quantity`). */
export type CartLineRow = typeof cartLines.$inferSelect;
/** The columns of a cart a caller may change (contact, address, codes). */
export type CartChanges = Partial<Pick<CartRow, "name" | "phone" | "email" | "address" | "wardId" | "voucherCode" | "couponCode" | "affiliateCode">>;

/** The user's cart, or null when they never used one. */
export function findCartOfUser(db: DbOrTx, userId: number): CartRow | null {
  return db.select().from(carts).where(eq(carts.userId, userId)).get() ?? null;
}

/** Creates the user's empty cart unless they have one (`at` = its createdAt/updatedAt). */
export function insertCartIfMissing(db: DbOrTx, userId: number, at: string): void {
  db.insert(carts).values({ userId, createdAt: at, updatedAt: at }).onConflictDoNothing().run();
}

/** Lines of a cart in the order they were added. */
export function cartLinesOf(db: DbOrTx, cartId: number): CartLineRow[] {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.cartDetailId)).all();
}

/** The line of `productId` in cart `cartId`, or null. */
export function cartLineOfProduct(db: DbOrTx, cartId: number, productId: number): CartLineRow | null {
  return (
    db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
      .get() ?? null
  );
}

/** Line `cartDetailId` when it belongs to a cart of user `userId`, else null. */
export function cartLineOfUser(db: DbOrTx, userId: number, cartDetailId: number): CartLineRow | null {
  const row = db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(cartLines.cartId, carts.id))
    .where(and(eq(cartLines.cartDetailId, cartDetailId), eq(carts.userId, userId)))
    .get();
  return row?.line ?? null;
}

/** Adds a line to a cart (`at` = its createdAt). */
export function insertCartLine(db: DbOrTx, cartId: number, productId: number, quantity: number, at: string): void {
  db.insert(cartLines).values({ cartId, productId, quantity, createdAt: at }).run();
}

/** Sets a line's quantity. */
export function setCartLineQuantity(db: DbOrTx, cartDetailId: number, quantity: number): void {
  db.update(cartLines).set({ quantity }).where(eq(cartLines.cartDetailId, cartDetailId)).run();
}

/** Deletes a line. */
export function deleteCartLine(db: DbOrTx, cartDetailId: number): void {
  db.delete(cartLines).where(eq(cartLines.cartDetailId, cartDetailId)).run();
}

/**
 * Takes `quantity` copies of `productId` out of cart `cartId`: the line loses them and is deleted at
 * 0 or below (copies added while paying are kept). No line: nothing happens.
 */
export function takeFromCartLine(db: DbOrTx, cartId: number, productId: number, quantity: number): void {
  const inCart = and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId));
  db.update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} - ${quantity}` })
    .where(inCart)
    .run();
  db.delete(cartLines)
    .where(and(inCart, sql`${cartLines.quantity} <= 0`))
    .run();
}

/** Changes the given columns of cart `cartId`, and its `updatedAt` when `at` is given. */
export function updateCart(db: DbOrTx, cartId: number, changes: CartChanges, at?: string): void {
  db.update(carts)
    .set(at === undefined ? changes : { ...changes, updatedAt: at })
    .where(eq(carts.id, cartId))
    .run();
}
