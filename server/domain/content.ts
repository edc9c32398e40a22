/**
 * Content read models (spec §2 short links, §3 "Content page", §7): landing pages with their featured
 * products, where a short link leads, content pages by slug. HTML is returned as stored; the
 * storefront sanitizes it.
 */
import type { Db } from "../db/client";
import { findContentPage, findLandingPage, landingPageProductRows, shortLinkTarget } from "../data/content";
import { productExists } from "../data/products";
import { toSummary } from "./catalog";

/** A short link in a path or URL: kind `h`, `p` or `m` and its code (lower case). */
const SHORT_LINK = /^\/([hpm])\/([a-z0-9_-]{1,64})\/?$/i;

/**
 * The kind and code of the short link `url` points to — "/h/1", "h/1", "https://shop.example/p/12?x=1"
 * (query and fragment ignored) — or null when it is not a short link.
 */
function parseShortLink(url: string): { kind: "h" | "p" | "m"; code: string } | null {
  let pathname: string;
  try {
    pathname = new URL(url.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `/${url}`, "http://localhost").pathname;
  } catch {
    return null;
  }
  const m = SHORT_LINK.exec(pathname);
  return m ? { kind: (m[1] as string).toLowerCase() as "h" | "p" | "m", code: (m[2] as string).toLowerCase() } : null;
}

/**
 * Landing page `id` with its featured products (summaries, in display order):
 * `{id, title, summary, content, heroImage, productIds, products, updatedAt}`, or null when unknown.
 */
export function landingPage(db: Db, id: number) {
  const page = findLandingPage(db, id);
  if (!page) return null;
  const featured = landingPageProductRows(db, id);
  return {
    id: page.id,
    title: page.title,
    summary: page.summary,
    content: page.content,
    heroImage: `/media/landing/${page.heroImageFile}`,
    productIds: featured.map((p) => p.id),
    products: featured.map(toSummary),
    updatedAt: page.updatedAt,
  };
}

/**
 * Where the short link `url` leads (a storefront path), or null when it leads nowhere. Seeded links
 * first; a `/p/{digits}` that is not seeded leads to that product (`/san-pham/{id}`) when it exists.
 */
export function shortLinkDestination(db: Db, url: string): string | null {
  const link = parseShortLink(url);
  if (!link) return null;
  const target = shortLinkTarget(db, link.kind, link.code);
  if (target !== null) return target;
  if (link.kind === "p" && /^[1-9]\d{0,9}$/.test(link.code) && productExists(db, Number(link.code)))
    return `/san-pham/${Number(link.code)}`;
  return null;
}

/** Content page by slug (case-insensitive): `{slug, title, content, updatedAt}`, or null when unknown. */
export function contentPage(db: Db, slug: string) {
  const page = findContentPage(db, slug.toLowerCase());
  return page ? { slug: page.slug, title: page.title, content: page.content, updatedAt: page.updatedAt } : null;
}
