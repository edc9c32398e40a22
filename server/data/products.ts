/**
 * Data access of the `products` table as pricing and stock need it (Drizzle over SQLite).
 * Catalogue listings live in server/domain/catalog.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { products } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A product row. */
export type ProductRow = typeof products.$inferSelect;

/** The products of `ids` keyed by id (unknown ids are absent). */
export function loadProducts(db: DbOrTx, ids: readonly number[]): Map<number, ProductRow> {
  const rows = ids.length ? db.select().from(products).where(inArray(products.id, [...ids])).all() : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Takes `quantity` units of a product's stock if at least that many are left; returns whether it did. */
export function takeStock(db: DbOrTx, productId: number, quantity: number): boolean {
  const res = db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .run();
  return res.changes === 1;
}

/** Gives `quantity` units back to a product's stock. */
export function returnStock(db: DbOrTx, productId: number, quantity: number): void {
  db.update(products).set({ stock: sql`${products.stock} + ${quantity}` }).where(eq(products.id, productId)).run();
}

/** Adds `quantity` to a product's sold count (a paid order). */
export function addSold(db: DbOrTx, productId: number, quantity: number): void {
  db.update(products).set({ soldCount: sql`${products.soldCount} + ${quantity}` }).where(eq(products.id, productId)).run();
}
