/**
 * Home page read models (spec §3 "Home page", §7 "Home page and content"): the shapes of
 * GET /api/HomePage/* built from server/data/home.ts rows. Images are paths on the media host
 * (server/routes/media.ts).
 */
import type { Db } from "../db/client";
import {
  bestSellingAvailableInCategory,
  categoryIdBySlug,
  listBanners,
  listCategories,
  listCourses,
  listPartnerLogos,
  listProductBlocks,
  listSelectionBlocks,
  listSiteLogos,
  productBlockExists,
  productCountsByCategory,
  productsInBlock,
} from "../data/home";
import { toCourse, toSummary } from "./catalog";
import { newestNews, type NewsItem } from "./news";

/** Slug of the category whose books make the textbook block. */
const TEXTBOOK_CATEGORY_SLUG = "giao-trinh";
/** Books in the textbook block. */
const TEXTBOOK_BLOCK_SIZE = 10;
/** Articles in the home news block. */
const HOME_NEWS_COUNT = 6;

/** Product blocks of the home page, in display order: `[{id, name}]`. */
export function homeBlocks(db: Db) {
  return listProductBlocks(db);
}

/** Product summaries of block `id` in display order, or null for an unknown block. */
export function booksInBlock(db: Db, id: number) {
  if (!productBlockExists(db, id)) return null;
  return productsInBlock(db, id).map(toSummary);
}

/** Banners: `[{id, title, subtitle, image, link}]`. */
export function homeBanners(db: Db) {
  return listBanners(db).map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    image: `/media/banners/${b.imageFile}`,
    link: b.link,
  }));
}

/** Categories with their product counts: `[{id, name, slug, description, productCount}]`. */
export function homeCategories(db: Db) {
  const counts = productCountsByCategory(db);
  return listCategories(db).map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    productCount: counts.get(c.id) ?? 0,
  }));
}

/** Curated collections: `[{id, title, description, image, link}]`, link a storefront path. */
export function homeSelections(db: Db) {
  return listSelectionBlocks(db).map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    image: `/media/collections/${b.imageFile}`,
    link: b.link,
  }));
}

/** Course library items: `[{id, title, description, instructor, image, lessonsCount}]`. */
export function homeCourses(db: Db) {
  return listCourses(db).map(toCourse);
}

/** The 6 newest news items (list shape, no body). */
export function homeNews(db: Db): NewsItem[] {
  return newestNews(db, HOME_NEWS_COUNT);
}

/** Textbooks: up to 10 best-selling available books of the Giáo trình category (summaries; `[]` without it). */
export function textbookBlock(db: Db) {
  const categoryId = categoryIdBySlug(db, TEXTBOOK_CATEGORY_SLUG);
  if (categoryId === null) return [];
  return bestSellingAvailableInCategory(db, categoryId, TEXTBOOK_BLOCK_SIZE).map(toSummary);
}

/** Partner universities: `[{id, name, image, link}]`, link their own web site. */
export function partnerLogos(db: Db) {
  return listPartnerLogos(db).map((l) => ({ id: l.id, name: l.name, image: `/media/partners/${l.imageFile}`, link: l.link }));
}

/** The site logos (spec §3): `[{id, name, isMobile, originalSizeURL, width, height}]`. */
export function siteLogos(db: Db) {
  return listSiteLogos(db).map((l) => ({
    id: l.id,
    name: l.name,
    isMobile: l.isMobile,
    originalSizeURL: `/media/logos/${l.imageFile}`,
    width: l.width,
    height: l.height,
  }));
}
