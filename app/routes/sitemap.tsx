/**
 * `/sitemap.xml` and `/sitemap/{n}.xml`: the home, catalog, categories, every product and
 * every news article (with its publication date as `<lastmod>`); also the course
 * library `/thu-vien` with every course page `/thu-vien/khoa-hoc/{id}` (GET /api/Library, all pages)
 * and the textbook library `/sach-giao-khoa` with every textbook `/sach-giao-khoa/{id}`
 * (GET /api/Asset, all pages). The textbooks are optional: an upstream without that list (404) or
 * failing on it leaves them out (logged), it never fails the sitemap. Lists are read page by
 * page from the upstream (cached). Up to 50 000 URLs `/sitemap.xml` is one `<urlset>`; beyond, it is
 * a `<sitemapindex>` of child sitemaps `/sitemap/1.xml` … `/sitemap/N.xml` (app/utils/sitemap.ts).
 * A child number outside 1…N (or any child while there is no index) answers 404.
 * Both are cached for an hour (`Cache-Control: public, max-age=3600`).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCategories, getProductPage } from "~/upstream/catalog.server";
import { getNews } from "~/upstream/content.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getCourseIdsPage, getTextbookIdsPage } from "~/upstream/sitemap.server";
import { absoluteUrl } from "~/utils/seo";
import { buildSitemapChild, buildSitemapRoot, SITEMAP_PAGE_SIZE, w3cDatetime, type SitemapEntry } from "~/utils/sitemap";

const STATIC = [
  "/trang-chu",
  "/san-pham",
  "/tin-sach",
  "/gioi-thieu",
  "/flashSale",
  "/dieu-khoan-su-dung",
  "/chinh-sach-bao-mat",
  "/chinh-sach-doi-tra",
  "/huong-dan-dat-hang",
  // The course and textbook libraries.
  "/thu-vien",
  "/sach-giao-khoa",
];

/** Upper bound of upstream pages read per list (60 products or 10 news a page), and how many at once. */
const MAX_PAGES = 2_000;
const CONCURRENCY = 16;

const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** Every page of a paged upstream list (at most MAX_PAGES), fetched CONCURRENCY at a time after the first. */
async function allPages<T>(first: { items: T[]; totalPage: number }, page: (n: number) => Promise<{ items: T[] }>) {
  const numbers = Array.from({ length: Math.max(0, Math.min(first.totalPage, MAX_PAGES) - 1) }, (_, i) => i + 2);
  const items = [...first.items];
  for (let i = 0; i < numbers.length; i += CONCURRENCY) {
    const batch = await Promise.all(numbers.slice(i, i + CONCURRENCY).map(page));
    for (const r of batch) items.push(...r.items);
  }
  return items;
}

/**
 * Every textbook id (GET /api/Asset, all pages), or none when the upstream has no textbook list or
 * fails on it: textbooks are an optional part of the sitemap (logged, never thrown).
 */
async function textbookIds(client: UpstreamClient): Promise<{ id: number }[]> {
  try {
    const page = (n: number) => getTextbookIdsPage(client, n);
    return await allPages(await page(1), page);
  } catch (error) {
    const status = (error as { status?: unknown })?.status;
    console.warn(`[sitemap] textbooks left out: ${typeof status === "number" ? `upstream ${status}` : String(error)}`);
    return [];
  }
}

/** Every URL of the shop, absolute, in sitemap order (static pages, categories, products, news, courses, textbooks). */
async function sitemapEntries(client: UpstreamClient): Promise<SitemapEntry[]> {
  const products = (n: number) =>
    getProductPage(client, { page: n, pageSize: 60 }).then((r) => ({ items: r.products, totalPage: r.totalPage }));
  const news = (n: number) => getNews(client, { page: n });
  const courses = (n: number) => getCourseIdsPage(client, n);
  const [categories, firstProducts, firstNews, firstCourses] = await Promise.all([getCategories(client), products(1), news(1), courses(1)]);
  const [allProducts, allNews, allCourses, allTextbooks] = await Promise.all([
    allPages(firstProducts, products),
    allPages(firstNews, news),
    allPages(firstCourses, courses),
    textbookIds(client),
  ]);
  const at = absoluteUrl;
  return [
    ...STATIC.map((p) => ({ loc: at(p) })),
    ...categories.map((c) => ({ loc: at(`/san-pham/danh-muc/${c.id}`) })),
    ...allProducts.map((p) => ({ loc: at(`/san-pham/${p.id}`) })),
    // Same URL as the article's canonical link (routes/news-article.tsx).
    ...allNews.map((n) => ({ loc: at(`/tin-sach/${n.url}`), lastmod: w3cDatetime(n.publishedAt) })),
    ...allCourses.map((c) => ({ loc: at(`/thu-vien/khoa-hoc/${c.id}`) })),
    ...allTextbooks.map((b) => ({ loc: at(`/sach-giao-khoa/${b.id}`) })),
  ];
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  // `/sitemap/:file` (route id "sitemap-child"): only "{n}.xml" with n a positive integer.
  if (params.file !== undefined) {
    const m = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
    if (!m) throw new Response("Không tìm thấy sitemap", { status: 404 });
    const xml = buildSitemapChild(await sitemapEntries(context.upstream), Number(m[1]), SITEMAP_PAGE_SIZE);
    if (xml === null) throw new Response("Không tìm thấy sitemap", { status: 404 });
    return new Response(xml, { headers: HEADERS });
  }
  const { xml } = buildSitemapRoot(await sitemapEntries(context.upstream), (n) => absoluteUrl(`/sitemap/${n}.xml`), SITEMAP_PAGE_SIZE);
  return new Response(xml, { headers: HEADERS });
}
