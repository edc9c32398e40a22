/**
 * Data access of the `products` table as pricing and stock need it (Drizzle over SQLite).
 * and as the product pages' side blocks need it. Catalogue search lives in server/domain/catalog.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { courses, productCourses, products } from "../db/schema";
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

/** The category id of product `id`, or null for an unknown product. */
export function categoryOfProduct(db: DbOrTx, id: number): number | null {
  return db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, id)).get()?.categoryId ?? null;
}

/** Whether product `id` exists. */
export function productExists(db: DbOrTx, id: number): boolean {
  return db.select({ id: products.id }).from(products).where(eq(products.id, id)).get() !== undefined;
}

/** Up to `limit` best-selling products of `categoryId` other than `excludeId`. */
export function bestSellingInCategoryExcept(db: DbOrTx, categoryId: number, excludeId: number, limit: number): ProductRow[] {
  return db
    .select()
    .from(products)
    .where(and(eq(products.categoryId, categoryId), ne(products.id, excludeId)))
    .orderBy(desc(products.soldCount))
    .limit(limit)
    .all();
}

/** The course rows sold with product `productId`, in display order. */
export function coursesOfProduct(db: DbOrTx, productId: number) {
  return db
    .select({ c: courses })
    .from(productCourses)
    .innerJoin(courses, eq(productCourses.courseId, courses.id))
    .where(eq(productCourses.productId, productId))
    .orderBy(asc(productCourses.position), asc(courses.id))
    .all()
    .map((r) => r.c);
}
