/**
 * Data access of the `products` table (Drizzle over SQLite): as pricing and stock need it, as the
 * catalogue search and the product page need it, and as the product pages' side blocks need it. The
 * search terms and the shapes the API returns are built in server/domain/catalog.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { categories, courses, productCourses, products } from "../db/schema";
import { courseColumns, type CourseRow } from "./courses";
import type { DbOrTx } from "./tx";

/** A product row. */
export type ProductRow = typeof products.$inferSelect;

/** The orders of a catalogue search (`newest` = publish year, then id, descending). */
export type ProductOrder = "newest" | "bestselling" | "price-asc" | "price-desc" | "rating";

/**
 * One page of products, and how many match in all.
 * @param filter.categoryId only that category; `filter.words`: each must occur (LIKE, `%`/`_`/`\`
 *   escaped) in the stored `search_text` — the caller folds them as that column is folded.
 * @param page 1-based; `pageSize` rows per page.
 */
export function searchProductRows(
  db: DbOrTx,
  filter: { categoryId?: number | undefined; words: readonly string[] },
  order: ProductOrder,
  page: number,
  pageSize: number,
): { rows: ProductRow[]; total: number } {
  const where: SQL[] = [];
  if (filter.categoryId) where.push(eq(products.categoryId, filter.categoryId));
  for (const word of filter.words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`${products.searchText} LIKE ${pattern} ESCAPE '\\'`);
  }
  const condition = where.length ? and(...where) : undefined;
  const orderBy = {
    newest: [desc(products.publishYear), desc(products.id)],
    bestselling: [desc(products.soldCount), asc(products.id)],
    "price-asc": [asc(products.salePrice), asc(products.id)],
    "price-desc": [desc(products.salePrice), asc(products.id)],
    rating: [desc(sql`(${products.rating4} + ${products.rating5})`), asc(products.id)],
  }[order];
  const { n } = db
    .select({ n: sql<number>`count(*)` })
    .from(products)
    .where(condition)
    .get() ?? { n: 0 };
  const rows = db
    .select()
    .from(products)
    .where(condition)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total: n };
}

/** Product `id` with its category's name, or null. */
export function productWithCategory(db: DbOrTx, id: number): { p: ProductRow; categoryName: string } | null {
  return (
    db
      .select({ p: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(products.id, id))
      .get() ?? null
  );
}

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
export function coursesOfProduct(db: DbOrTx, productId: number): CourseRow[] {
  return db
    .select({ c: courseColumns })
    .from(productCourses)
    .innerJoin(courses, eq(productCourses.courseId, courses.id))
    .where(eq(productCourses.productId, productId))
    .orderBy(asc(productCourses.position), asc(courses.id))
    .all()
    .map((r) => r.c);
}
