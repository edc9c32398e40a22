/**
 * Data access for the media host (Drizzle over SQLite): the rows a generated picture is drawn from,
 * looked up by the file name stored with them (covers, banners, collections, courses, logos, landing
 * heroes) or by news id. Rendering lives in server/media/, the choice of picture in server/domain/media.ts.
 */
import { asc, eq } from "drizzle-orm";
import { banners, categories, courses, landingPages, news, newsTagLinks, newsTags, partnerLogos, products, selectionBlocks, siteLogos } from "../db/schema";
import { courseColumns } from "./courses";
import type { DbOrTx } from "./tx";

/** What a cover is drawn from: the product with `coverFile` and its category, or undefined. */
export function coverSource(db: DbOrTx, coverFile: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      authors: products.authors,
      isDigital: products.isDigital,
      categoryName: categories.name,
      color: categories.color,
      description: products.description,
      isbn: products.isbn,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.coverFile, coverFile))
    .get();
}

/** The banner with `imageFile`: `{title, subtitle, position}`, or undefined. */
export function bannerByFile(db: DbOrTx, imageFile: string) {
  return db.select({ title: banners.title, subtitle: banners.subtitle, position: banners.position }).from(banners).where(eq(banners.imageFile, imageFile)).get();
}

/** The title of news article `id` and the name of its first tag (by tag position, null without tags), or undefined. */
export function newsPictureSource(db: DbOrTx, id: number): { title: string; tag: string | null } | undefined {
  const article = db.select({ title: news.title }).from(news).where(eq(news.id, id)).get();
  if (!article) return undefined;
  const tag = db
    .select({ name: newsTags.name })
    .from(newsTagLinks)
    .innerJoin(newsTags, eq(newsTagLinks.tagId, newsTags.id))
    .where(eq(newsTagLinks.newsId, id))
    .orderBy(asc(newsTags.position))
    .get();
  return { title: article.title, tag: tag?.name ?? null };
}

/** The collection (selection block) row with `imageFile`, or undefined. */
export function selectionBlockByFile(db: DbOrTx, imageFile: string) {
  return db.select().from(selectionBlocks).where(eq(selectionBlocks.imageFile, imageFile)).get();
}

/** The course row with `imageFile`, or undefined. */
export function courseByFile(db: DbOrTx, imageFile: string) {
  return db.select(courseColumns).from(courses).where(eq(courses.imageFile, imageFile)).get();
}

/** The partner logo row with `imageFile`, or undefined. */
export function partnerLogoByFile(db: DbOrTx, imageFile: string) {
  return db.select().from(partnerLogos).where(eq(partnerLogos.imageFile, imageFile)).get();
}

/** The site logo row with `imageFile`, or undefined. */
export function siteLogoByFile(db: DbOrTx, imageFile: string) {
  return db.select().from(siteLogos).where(eq(siteLogos.imageFile, imageFile)).get();
}

/** The landing page row whose hero is `imageFile`, or undefined. */
export function landingPageByHeroFile(db: DbOrTx, imageFile: string) {
  return db.select().from(landingPages).where(eq(landingPages.heroImageFile, imageFile)).get();
}
