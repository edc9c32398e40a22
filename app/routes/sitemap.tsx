/**
 * `/sitemap.xml` (issue #5): the home, catalog, categories, every product and every news article.
 * Products and news are read page by page from the upstream (cached); one sitemap holds up to
 * 50 000 URLs, far more than the catalog has.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { UpstreamClient } from "~/upstream/client.server";
import { getCategories, getProductPage } from "~/upstream/catalog.server";
import { getNews } from "~/upstream/content.server";
import { absoluteUrl } from "~/utils/seo";

const STATIC = ["/trang-chu", "/san-pham", "/tin-sach", "/gioi-thieu", "/flashSale", "/dieu-khoan-su-dung", "/chinh-sach-bao-mat", "/chinh-sach-doi-tra", "/huong-dan-dat-hang"];

/** Every page of a paged upstream list, fetched in parallel after the first. */
async function allPages<T>(first: { items: T[]; totalPage: number }, page: (n: number) => Promise<{ items: T[] }>) {
  const rest = await Promise.all(Array.from({ length: Math.min(first.totalPage, 200) - 1 }, (_, i) => page(i + 2)));
  return [...first.items, ...rest.flatMap((r) => r.items)];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const client = new UpstreamClient();
  const products = (n: number) => getProductPage(client, { page: n, pageSize: 60 }).then((r) => ({ items: r.products, totalPage: r.totalPage }));
  const news = (n: number) => getNews(client, { page: n });
  const [categories, firstProducts, firstNews] = await Promise.all([getCategories(client), products(1), news(1)]);
  const [allProducts, allNews] = await Promise.all([allPages(firstProducts, products), allPages(firstNews, news)]);
  const urls = [
    ...STATIC,
    ...categories.map((c) => `/san-pham/danh-muc/${c.id}`),
    ...allProducts.map((p) => `/san-pham/${p.id}`),
    ...allNews.map((n) => `/tin-sach/${n.url}`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${absoluteUrl(request, u).replace(/&/g, "&amp;")}</loc></url>`).join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
