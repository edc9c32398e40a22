/**
 * Data access of the content table group (Drizzle over SQLite): landing pages and their featured
 * products, short links, content pages. Rows as stored; shapes in server/domain/content.ts.
 */
import { and, asc, eq } from "drizzle-orm";
import { contentPages, landingPageProducts, landingPages, products, shortLinks } from "../db/schema";
import type { DbOrTx } from "./tx";

/** Landing page row `id`, or undefined. */
export function findLandingPage(db: DbOrTx, id: number) {
  return db.select().from(landingPages).where(eq(landingPages.id, id)).get();
}

/** The featured product rows of landing page `id`, in display order. */
export function landingPageProductRows(db: DbOrTx, id: number) {
  return db
    .select({ p: products })
    .from(landingPageProducts)
    .innerJoin(products, eq(landingPageProducts.productId, products.id))
    .where(eq(landingPageProducts.landingPageId, id))
    .orderBy(asc(landingPageProducts.position))
    .all()
    .map((r) => r.p);
}

/** The target (a storefront path) of the seeded short link `kind`/`code`, or null. */
export function shortLinkTarget(db: DbOrTx, kind: "h" | "p" | "m", code: string): string | null {
  return db.select({ target: shortLinks.target }).from(shortLinks).where(and(eq(shortLinks.kind, kind), eq(shortLinks.code, code))).get()?.target ?? null;
}

/** Content page row by (lower-case) slug, or undefined. */
export function findContentPage(db: DbOrTx, slug: string) {
  return db.select().from(contentPages).where(eq(contentPages.slug, slug)).get();
}
