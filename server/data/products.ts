/**
 * Data access of the `products` table (Drizzle over SQLite): as pricing and stock need it, as the
 * catalogue search and the product page need it, and as the product pages' side blocks need it. The
 * search terms and the shapes the API returns are built in server/domain/catalog.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, courses, productCourses, products } from "../db/schema";
import { courseColumns, type CourseRow } from "./courses";
import type { DbOrTx } from "./tx";

/** A product row. */
export type ProductRow = typeof products.$inferSelect;

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

/** What a search needs of each matching product to filter, count facets, rank and sort (no long text). */
export type ProductSearchRow = Pick<
  ProductRow,
  | "id"
  | "name"
  | "authors"
  | "publisher"
  | "publishYear"
  | "salePrice"
  | "stock"
  | "isDigital"
  | "soldCount"
  | "rating4"
  | "rating5"
> & {
  /** bm25 of the match (lower = better; 0 without a query). */
  score: number;
};

/**
 * bm25 weights of products_fts's columns (title, authors, isbn, publisher): the title counts most,
 * an ISBN is an exact identifier, the publisher (the same for most books) least.
 */
const PRODUCT_FTS_WEIGHTS = sql.raw("10.0, 4.0, 6.0, 1.0");

/**
 * Every product matching a full-text query (and a category), with its bm25 score, in no particular
 * order: the set a search filters, counts facets over, ranks and pages (server/domain/search.ts).
 * @param match an FTS5 MATCH expression built by server/domain/search-query.ts `ftsQuery` (never raw
 *   input), or null for every product.
 */
export function productSearchRows(db: DbOrTx, match: string | null, categoryId?: number): ProductSearchRow[] {
  const columns = {
    id: products.id,
    name: products.name,
    authors: products.authors,
    publisher: products.publisher,
    publishYear: products.publishYear,
    salePrice: products.salePrice,
    stock: products.stock,
    isDigital: products.isDigital,
    soldCount: products.soldCount,
    rating4: products.rating4,
    rating5: products.rating5,
  };
  const inCategory = categoryId ? eq(products.categoryId, categoryId) : undefined;
  if (match === null) {
    return db
      .select({ ...columns, score: sql<number>`0` })
      .from(products)
      .where(inCategory)
      .all();
  }
  return db
    .select({ ...columns, score: sql<number>`bm25(products_fts, ${PRODUCT_FTS_WEIGHTS})` })
    .from(sql`products_fts`)
    .innerJoin(products, sql`${products.id} = products_fts.rowid`)
    .where(and(sql`products_fts MATCH ${match}`, inCategory))
    .all();
}

/** Up to `limit` products whose folded title, authors or ISBN match `match` (a prefix query), best first. */
export function suggestProductRows(db: DbOrTx, match: string, limit: number): Pick<ProductRow, "id" | "name" | "authors">[] {
  return db
    .select({ id: products.id, name: products.name, authors: products.authors })
    .from(sql`products_fts`)
    .innerJoin(products, sql`${products.id} = products_fts.rowid`)
    .where(sql`products_fts MATCH ${match}`)
    .orderBy(sql`bm25(products_fts, ${PRODUCT_FTS_WEIGHTS})`, desc(products.soldCount))
    .limit(limit)
    .all();
}
