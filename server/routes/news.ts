/**
 * News and events (spec §2 /tin-sach, §3 News, §7): GET /api/News{query}, /api/News/Tag,
 * /api/News/NewsUrl/{url}, /api/News/GetNewNews/{x}, /api/News/GetRelatedNews/{x}.
 *
 * Defined here (§7 shows neither queries nor shapes): the list query `page` (1-based, default 1),
 * `pageSize` (1–50, default 10), `tag` (tag slug or name) and `searchContent` (full text over title,
 * summary, body text and tags, accent-insensitive, most relevant first — ADR 0023); besides `data`
 * and `totalPage` the list answers `totalItems` (an extra envelope field, as GET /api/ProductPage);
 * `{x}` of GetRelatedNews is the article's id OR its slug. List items carry no HTML body; the detail
 * adds `content` (editor HTML, served as stored — the storefront sanitizes it). View counts are not
 * changed by reading (no GET changes anything).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { findNewsByUrl, listNews, newestNews, newsTagCounts, relatedNews } from "../domain/news";

/** Most articles GetNewNews answers. */
const MAX_NEWEST = 20;
/** Most articles GetRelatedNews answers. */
const MAX_RELATED = 6;

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(10, 50),
  tag: z.string({ invalid_type_error: "Thẻ không hợp lệ" }).trim().max(100, "Thẻ không hợp lệ").optional(),
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").optional(),
});
/** A slug: ASCII letters and digits in words joined by single hyphens (at most 100: the router's parameter limit). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const urlParams = z.object({
  url: z.string().trim().max(100, "Đường dẫn bài viết không hợp lệ").regex(SLUG, "Đường dẫn bài viết không hợp lệ"),
});
const newestParams = z.object({
  x: z.coerce
    .number({ invalid_type_error: `Số bài viết phải từ 1 đến ${MAX_NEWEST}` })
    .int(`Số bài viết phải từ 1 đến ${MAX_NEWEST}`)
    .min(1, `Số bài viết phải từ 1 đến ${MAX_NEWEST}`)
    .max(MAX_NEWEST, `Số bài viết phải từ 1 đến ${MAX_NEWEST}`),
});
const relatedParams = z.object({
  x: z
    .string()
    .trim()
    .max(100, "Mã hoặc đường dẫn bài viết không hợp lệ")
    .refine((x) => /^[1-9]\d{0,9}$/.test(x) || SLUG.test(x), "Mã hoặc đường dẫn bài viết không hợp lệ"),
});

/** Registers the news routes (a Fastify plugin; uses `app.deps.db`). */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** One page of articles (newest first; most relevant first with a search): list items, `totalPage` and `totalItems`. */
  app.get("/api/News", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage, totalItems } = listNews(db, { ...q, tag: q.tag || undefined });
    return { ...ok(items, { totalPage }), totalItems };
  });

  /** Every tag with its number of articles. */
  app.get("/api/News/Tag", async () => ok(newsTagCounts(db)));

  /** One article by slug, with its HTML body. 404 for an unknown slug. */
  app.get("/api/News/NewsUrl/:url", async (req) => {
    const { url } = parse(urlParams, req.params);
    const article = findNewsByUrl(db, url);
    if (!article) throw notFound("Bài viết");
    return ok(article);
  });

  /** The {x} newest articles (1 ≤ x ≤ 20). */
  app.get("/api/News/GetNewNews/:x", async (req) => {
    const { x } = parse(newestParams, req.params);
    return ok(newestNews(db, x));
  });

  /** Up to 6 articles sharing a tag with article {x} (id or slug). 404 for an unknown article. */
  app.get("/api/News/GetRelatedNews/:x", async (req) => {
    const { x } = parse(relatedParams, req.params);
    const related = relatedNews(db, x, MAX_RELATED);
    if (!related) throw notFound("Bài viết");
    return ok(related);
  });
}
