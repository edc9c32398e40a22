/**
 * Data access of the home page's table group (Drizzle over SQLite): product blocks and their items,
 * banners, categories, curated collections (`selection_blocks`), courses, partner and site logos.
 * Rows are returned as stored; the §7 shapes are built in server/domain/home.ts.
 */
import { and, asc, count, desc, eq, gt, or } from "drizzle-orm";
import { banners, categories, courses, partnerLogos, productBlockItems, productBlocks, products, selectionBlocks, siteLogos } from "../db/schema";
import { courseColumns } from "./courses";
import type { DbOrTx } from "./tx";

/** Product blocks `{id, name}` in display order. */
export function listProductBlocks(db: DbOrTx) {
  return db.select({ id: productBlocks.id, name: productBlocks.name }).from(productBlocks).orderBy(asc(productBlocks.position)).all();
}

/** Whether product block `id` exists. */
export function productBlockExists(db: DbOrTx, id: number): boolean {
  return db.select({ id: productBlocks.id }).from(productBlocks).where(eq(productBlocks.id, id)).get() !== undefined;
}

/** The product rows of block `blockId`, in display order. */
export function productsInBlock(db: DbOrTx, blockId: number) {
  return db
    .select({ p: products })
    .from(productBlockItems)
    .innerJoin(products, eq(productBlockItems.productId, products.id))
    .where(eq(productBlockItems.blockId, blockId))
    .orderBy(asc(productBlockItems.position))
    .all()
    .map((r) => r.p);
}

/** Banner rows in display order. */
export function listBanners(db: DbOrTx) {
  return db.select().from(banners).orderBy(asc(banners.position)).all();
}

/** Category rows in display order. */
export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.position)).all();
}

/** Number of products per category id (categories without products are absent). */
export function productCountsByCategory(db: DbOrTx): Map<number, number> {
  return new Map(db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId).all().map((r) => [r.id, r.n]));
}

/** The id of the category with `slug`, or null. */
export function categoryIdBySlug(db: DbOrTx, slug: string): number | null {
  return db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).get()?.id ?? null;
}

/** Up to `limit` available products (digital, or stock > 0) of a category, best-selling first, then by id. */
export function bestSellingAvailableInCategory(db: DbOrTx, categoryId: number, limit: number) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.categoryId, categoryId), or(eq(products.isDigital, true), gt(products.stock, 0))))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit)
    .all();
}

/** Curated collection rows in display order. */
export function listSelectionBlocks(db: DbOrTx) {
  return db.select().from(selectionBlocks).orderBy(asc(selectionBlocks.position), asc(selectionBlocks.id)).all();
}

/** Course rows in display order. */
export function listCourses(db: DbOrTx) {
  return db.select(courseColumns).from(courses).orderBy(asc(courses.position), asc(courses.id)).all();
}

/** Partner logo rows in display order. */
export function listPartnerLogos(db: DbOrTx) {
  return db.select().from(partnerLogos).orderBy(asc(partnerLogos.position), asc(partnerLogos.id)).all();
}

/** Site logo rows by id. */
export function listSiteLogos(db: DbOrTx) {
  return db.select().from(siteLogos).orderBy(asc(siteLogos.id)).all();
}
