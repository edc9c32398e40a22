/**
 * News, content pages, short links and the flash sale (spec §3 News, Content page; §7 "Home page
 * and content"; shapes defined by the reference upstream, docs/openapi.yaml). All are public and
 * cached in-process (cache.server.ts). HTML (`content`) comes as the editors wrote it: sanitize it
 * (utils/sanitize.server.ts) before rendering. Errors: UpstreamError 404 for unknown ids and slugs.
 */
import { z } from "zod";
import { NEWS_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";
import { countOf, productSummarySchema } from "./schemas";

const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const newsItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  thumbImage: z.string(),
  author: z.string().nullish(),
  publishedAt: z.string(),
  isFocus: z.boolean(),
  tags: z.array(tagSchema).default([]),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
const newsDetailSchema = newsItemSchema.extend({ content: z.string() });

/**
 * GET /api/News?page&pageSize&tag&searchContent → `{ items, totalPage, totalItems }`. `totalItems` is
 * the reference upstream's addition to §7 (how many articles match in all, ADR 0023): null when the
 * upstream does not send it, so a page shows no count rather than a wrong one.
 * @param q.pageSize articles per page (default NEWS_PAGE_SIZE; the search page asks for a few).
 */
export async function getNews(client: UpstreamClient, q: { page: number; pageSize?: number; tag?: string; searchContent?: string }) {
  const res = await client.get(z.array(newsItemSchema), "/api/News", {
    query: { page: q.page, pageSize: q.pageSize ?? NEWS_PAGE_SIZE, tag: q.tag, searchContent: q.searchContent },
    cache: "short",
  });
  return { items: res.data, totalPage: res.totalPage, totalItems: countOf(res.extra.totalItems) };
}

/** GET /api/News/Tag → tags with their article counts. */
export async function getNewsTags(client: UpstreamClient) {
  return (await client.get(z.array(tagSchema.extend({ count: z.number().int() })), "/api/News/Tag", { cache: "long" })).data;
}

/** GET /api/News/NewsUrl/{url} → the article with its HTML. @throws UpstreamError 404. */
export async function getNewsArticle(client: UpstreamClient, url: string) {
  return (await client.get(newsDetailSchema, `/api/News/NewsUrl/${encodeURIComponent(url)}`, { cache: "short" })).data;
}

/** GET /api/News/GetNewNews/{x} → the x newest articles. */
export async function getNewestNews(client: UpstreamClient, x: number) {
  return (await client.get(z.array(newsItemSchema), `/api/News/GetNewNews/${x}`, { cache: "short" })).data;
}

/** GET /api/News/GetRelatedNews/{slug} → articles sharing a tag. */
export async function getRelatedNews(client: UpstreamClient, url: string) {
  return (await client.get(z.array(newsItemSchema), `/api/News/GetRelatedNews/${encodeURIComponent(url)}`, { cache: "short" })).data;
}

/** GET /api/Pages/{slug} → a content page (about, policies, /pages/{id}). @throws UpstreamError 404. */
export async function getContentPage(client: UpstreamClient, slug: string) {
  return (
    await client.get(
      z.object({ slug: z.string(), title: z.string(), content: z.string(), updatedAt: z.string().nullish() }),
      `/api/Pages/${encodeURIComponent(slug)}`,
      { cache: "long" },
    )
  ).data;
}

const landingPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  heroImage: z.string(),
  products: z.array(productSummarySchema),
  updatedAt: z.string().nullish(),
});

/**
 * GET /api/LandingPages/{id} → a campaign landing page: title, summary, editor HTML (sanitize it),
 * hero image (1440×480) and featured products. @throws UpstreamError 404 when unknown.
 */
export async function getLandingPage(client: UpstreamClient, id: number) {
  return (await client.get(landingPageSchema, `/api/LandingPages/${id}`, { cache: "short" })).data;
}

/** POST /api/Redirect/Check-url {Url} → the target of a short link (/h, /p, /m). @throws UpstreamError 404. */
export async function checkShortLink(client: UpstreamClient, url: string) {
  return (await client.post(z.object({ target: z.string() }), "/api/Redirect/Check-url", { body: { Url: url } })).data.target;
}

const flashSaleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    items: z.array(
      z.object({ product: productSummarySchema, flashPrice: z.number().int(), quantity: z.number().int(), sold: z.number().int() }),
    ),
  })
  .nullable();

/** GET /api/FlashSale → the sale running now, or null. */
export async function getFlashSale(client: UpstreamClient) {
  return (await client.get(flashSaleSchema, "/api/FlashSale", { cache: "short" })).data;
}
