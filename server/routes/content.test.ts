/**
 * The home content, news, review, flash sale, landing page, short link and content page calls over
 * real HTTP (buildApp listening on a random port, a fresh seeded in-memory database): shapes, paging
 * and its bad input (400 with a Vietnamese message, never 500), accent-insensitive news search, 404s,
 * related news sharing a tag, review totals consistent with the products' star counts, the flash sale
 * running now below the sale price (and following the app's clock), and UPSTREAM_LATENCY_MS.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { testApp, type TestApp, type LooseJson } from "../testing/app";
import { flashSales, products } from "../db/schema";
import { CONTENT_FACTS } from "../seed/content";
import { foldDiacritics } from "../domain/text";
import { htmlText } from "../db/sql-functions";

let t: TestApp;
let db: Db;
let config: UpstreamConfig;
let base: string;
/** The app's clock; tests move it. */
let now: Date | null = null;

beforeAll(async () => {
  t = await testApp({ clock: () => now ?? new Date(), mailer: null, listen: true });
  ({ db, config, base } = t);
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  ms: number;
  body: { isSuccess: boolean; errorMessage: string | null; successMessage: string | null; data: LooseJson; totalPage: number | null };
}

/** Calls the upstream over HTTP; never accepts a 5xx. */
async function api(url: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(base + url, {
    method: init.method ?? "GET",
    headers: init.body !== undefined ? { "content-type": "application/json" } : {},
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  expect(res.status, `${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
  return { status: res.status, ms, body: JSON.parse(text) };
}

/** Expects a 400 envelope with a Vietnamese message. */
async function expectBadRequest(url: string, init: { method?: string; body?: unknown } = {}) {
  const res = await api(url, init);
  expect(res.status, url).toBe(400);
  expect(res.body.isSuccess).toBe(false);
  expect(res.body.errorMessage).toMatch(/^Dữ liệu không hợp lệ/);
  return res;
}

const BAD_PAGES = ["0", "-1", "1000000000", "abc", "1.5", ""];

describe("home page content", () => {
  it("lists collections, courses, partner and site logos with media paths that resolve", async () => {
    const selections = (await api("/api/HomePage/SelectionBlock")).body.data;
    expect(selections.length).toBeGreaterThanOrEqual(4);
    for (const s of selections) {
      expect(s.link).toMatch(/^\/[^/]/);
      expect(s.image).toMatch(/^\/media\/collections\/.+\.svg$/);
    }
    const courses = (await api("/api/HomePage/Libraries")).body.data;
    expect(courses.length).toBeGreaterThanOrEqual(3);
    for (const c of courses) expect(c.lessonsCount).toBeGreaterThan(0);
    const partners = (await api("/api/HomePage/LogoPartner")).body.data;
    expect(partners.length).toBeGreaterThanOrEqual(5);
    for (const p of partners) expect(p.link).toMatch(/^https:\/\//);
    const logos = (await api("/api/HomePage/Logo")).body.data;
    expect(logos.map((l: { isMobile: boolean }) => l.isMobile).sort()).toEqual([false, true]);
    const images = [
      selections[0].image,
      courses[0].image,
      partners[0].image,
      ...logos.map((l: { originalSizeURL: string }) => l.originalSizeURL),
    ];
    for (const image of images) {
      const res = await fetch(base + image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    }
  });

  it("shows the 6 newest news items and available textbooks of the Giáo trình category", async () => {
    const home = (await api("/api/HomePage/News")).body.data;
    expect(home).toHaveLength(6);
    expect(home).toEqual((await api("/api/News/GetNewNews/6")).body.data);
    expect(home[0]).not.toHaveProperty("content");
    const textbooks = (await api("/api/HomePage/TextbookBlock")).body.data;
    expect(textbooks.length).toBeGreaterThanOrEqual(5);
    const category = (await api("/api/HomePage/Categories")).body.data.find((c: { slug: string }) => c.slug === "giao-trinh");
    for (const t of textbooks) {
      expect(t.categoryId).toBe(category.id);
      expect(t.isDigital || t.stock > 0).toBe(true);
    }
  });
});

describe("GET /api/News", () => {
  it("pages newest first with totalPage, without bodies", async () => {
    const first = await api("/api/News");
    expect(first.body.data).toHaveLength(10);
    expect(first.body.totalPage).toBe(Math.ceil(CONTENT_FACTS.newsCount / 10));
    const dates = first.body.data.map((n: { publishedAt: string }) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const n of first.body.data) expect(n).not.toHaveProperty("content");
    const second = await api("/api/News?page=2&pageSize=10");
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const past = await api("/api/News?page=9999");
    expect(past.body.data).toEqual([]);
    expect(past.body.totalPage).toBe(first.body.totalPage);
  });

  it("refuses bad paging with 400 and a Vietnamese message, never 500", async () => {
    for (const page of BAD_PAGES) {
      const res = await expectBadRequest(`/api/News?page=${page}`);
      expect(res.body.errorMessage).toBe("Dữ liệu không hợp lệ: page – Trang không hợp lệ");
    }
    for (const size of ["0", "51", "x"]) await expectBadRequest(`/api/News?pageSize=${size}`);
    await expectBadRequest(`/api/News?searchContent=${"a".repeat(201)}`);
    await expectBadRequest("/api/News?page=1&page=2");
  });

  it("searches accent- and case-insensitively: “giao duc” finds “Giáo dục”", async () => {
    const found = (await api(`/api/News?pageSize=50&searchContent=${encodeURIComponent(CONTENT_FACTS.newsSearchTerm)}`)).body.data;
    expect(found.some((n: { title: string }) => n.title.includes("Giáo dục"))).toBe(true);
    for (const n of found) {
      // Every word of the query matches (like the product search), not necessarily side by side,
      // in the title, the summary, the tags or the body's text (its HTML markup is not searched).
      const body = htmlText((await api(`/api/News/NewsUrl/${n.url}`)).body.data.content);
      const text = foldDiacritics(`${n.title} ${n.summary} ${n.tags.map((t: { name: string }) => t.name).join(" ")} ${body}`).toLowerCase();
      for (const word of CONTENT_FACTS.newsSearchTerm.split(" ")) expect(text).toContain(word);
    }
    const accented = (await api(`/api/News?pageSize=50&searchContent=${encodeURIComponent("GIÁO DỤC")}`)).body.data;
    expect(accented.map((n: { id: number }) => n.id)).toEqual(found.map((n: { id: number }) => n.id));
    expect((await api("/api/News?searchContent=zzzkhongcogi")).body).toMatchObject({ data: [], totalPage: 1 });
    expect((await api(`/api/News?searchContent=${encodeURIComponent("100%_\\")}`)).status).toBe(200);
  });

  it("filters by tag slug or name; an unknown tag is an empty page", async () => {
    const tags = (await api("/api/News/Tag")).body.data as { slug: string; name: string; count: number }[];
    expect(tags.length).toBeGreaterThanOrEqual(10);
    const tag = tags.find((t) => t.slug === CONTENT_FACTS.newsTagSlug)!;
    const bySlug = await api(`/api/News?pageSize=50&tag=${tag.slug}`);
    expect(bySlug.body.data).toHaveLength(tag.count);
    for (const n of bySlug.body.data) expect(n.tags.map((t: { slug: string }) => t.slug)).toContain(tag.slug);
    const byName = await api(`/api/News?pageSize=50&tag=${encodeURIComponent(tag.name)}`);
    expect(byName.body.data).toEqual(bySlug.body.data);
    expect((await api("/api/News?tag=khong-co")).body).toMatchObject({ data: [], totalPage: 1 });
    const total = tags.reduce((n, t) => n + t.count, 0);
    expect(total).toBeGreaterThanOrEqual(CONTENT_FACTS.newsCount);
  });
});

describe("news detail, newest and related", () => {
  it("answers the detail by slug with its HTML body; 404 for an unknown slug", async () => {
    const res = await api(`/api/News/NewsUrl/${CONTENT_FACTS.newsSlug}`);
    expect(res.body.data).toMatchObject({ url: CONTENT_FACTS.newsSlug, id: CONTENT_FACTS.newsId });
    for (const tag of ["<h2>", "<h3>", "<p>", "<img", "<ul>", "<table>", "youtube.com/embed/"])
      expect(res.body.data.content).toContain(tag);
    expect((await api(`/api/News/NewsUrl/${CONTENT_FACTS.newsSlug.toUpperCase()}`)).body.data.id).toBe(CONTENT_FACTS.newsId);
    const missing = await api("/api/News/NewsUrl/khong-co-bai-viet-nay");
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("Bài viết không tồn tại");
    await expectBadRequest("/api/News/NewsUrl/a%20b");
  });

  it("serves the pasted article as stored (the storefront sanitizes)", async () => {
    const html = (await api(`/api/News/NewsUrl/${CONTENT_FACTS.unsafeNewsSlug}`)).body.data.content as string;
    expect(html).toContain("<script");
    expect(html).toMatch(/onerror=/);
    expect(html).toContain('href="javascript:');
  });

  it("answers the x newest (1 ≤ x ≤ 20)", async () => {
    const newest = (await api("/api/News/GetNewNews/20")).body.data;
    expect(newest).toHaveLength(20);
    expect(newest).toEqual((await api("/api/News?pageSize=20")).body.data);
    for (const x of ["0", "21", "-1", "abc", "1000000000"]) await expectBadRequest(`/api/News/GetNewNews/${x}`);
  });

  it("relates articles sharing a tag, by slug or id; 404 for an unknown article", async () => {
    const article = (await api(`/api/News/NewsUrl/${CONTENT_FACTS.newsSlug}`)).body.data;
    const mine = new Set(article.tags.map((t: { id: number }) => t.id));
    const related = (await api(`/api/News/GetRelatedNews/${CONTENT_FACTS.newsSlug}`)).body.data;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related[0].url).toBe(CONTENT_FACTS.relatedNewsSlug);
    for (const n of related) {
      expect(n.id).not.toBe(article.id);
      expect(
        n.tags.some((t: { id: number }) => mine.has(t.id)),
        n.title,
      ).toBe(true);
    }
    expect((await api(`/api/News/GetRelatedNews/${CONTENT_FACTS.newsId}`)).body.data).toEqual(related);
    for (const x of ["khong-co-bai-nay", "999999"]) expect((await api(`/api/News/GetRelatedNews/${x}`)).status).toBe(404);
    await expectBadRequest("/api/News/GetRelatedNews/a%20b");
  });
});

describe("reviews", () => {
  it("pages a product's reviews 5 at a time; the totals match its star counts", async () => {
    const product = (await api(`/api/ProductPage/${CONTENT_FACTS.reviewedProductId}`)).body.data;
    const total = product.rating1 + product.rating2 + product.rating3 + product.rating4 + product.rating5;
    expect(total).toBe(CONTENT_FACTS.reviewedProductReviewCount);
    const first = await api(`/api/Feedback/${product.id}`);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.totalPage).toBe(Math.ceil(total / 5));
    const last = await api(`/api/Feedback/${product.id}?page=${first.body.totalPage}`);
    expect(last.body.data).toHaveLength(total - 5 * (first.body.totalPage! - 1));
    const all = (await api(`/api/Feedback/${product.id}?pageSize=50`)).body;
    expect(all.totalPage).toBe(Math.ceil(total / 50));
    for (const stars of [1, 2, 3, 4, 5]) {
      const res = await api(`/api/Feedback/${product.id}?rating=${stars}&pageSize=50`);
      expect(res.body.totalPage).toBe(Math.max(1, Math.ceil(product[`rating${stars}`] / 50)));
      for (const f of res.body.data) expect(f).toMatchObject({ productId: product.id, rating: stars });
    }
    for (const f of first.body.data) {
      expect(f.content.length).toBeGreaterThan(5);
      expect(f.authorName).toMatch(/\p{L}/u);
      expect(Date.parse(f.createdAt)).not.toBeNaN();
    }
    const dates = first.body.data.map((f: { createdAt: string }) => f.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers an empty page for a product without reviews and 404 for an unknown product", async () => {
    expect((await api(`/api/Feedback/${CONTENT_FACTS.unreviewedProductId}`)).body).toMatchObject({ data: [], totalPage: 1 });
    const missing = await api("/api/Feedback/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("Sản phẩm không tồn tại");
  });

  it("pages the latest reviews across products, each with its product", async () => {
    const { n } = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM feedbacks`);
    const res = await api("/api/Feedback");
    expect(res.body.data).toHaveLength(5);
    expect(res.body.totalPage).toBe(Math.ceil(n / 5));
    for (const f of res.body.data) {
      expect(f.product.id).toBe(f.productId);
      expect(f.product.thumbImage).toMatch(/^\/media\/covers\/thumb-/);
    }
  });

  it("refuses bad paging and bad ids with 400, never 500", async () => {
    for (const page of BAD_PAGES) {
      await expectBadRequest(`/api/Feedback?page=${page}`);
      await expectBadRequest(`/api/Feedback/${CONTENT_FACTS.reviewedProductId}?page=${page}`);
    }
    for (const rating of ["0", "6", "x"]) await expectBadRequest(`/api/Feedback?rating=${rating}`);
    for (const id of ["0", "-1", "abc", "1e99"]) await expectBadRequest(`/api/Feedback/${id}`);
  });
});

describe("courses of a product", () => {
  it("lists the courses sold with a product; [] for most; 404 for an unknown product", async () => {
    const courses = (await api(`/api/ProductPage/CourseInProductSale/${CONTENT_FACTS.productWithCoursesId}`)).body.data;
    expect(courses.length).toBeGreaterThan(0);
    expect(courses[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        lessonsCount: expect.any(Number),
        image: expect.stringMatching(/^\/media\/courses\//),
      }),
    );
    expect((await api(`/api/ProductPage/CourseInProductSale/${CONTENT_FACTS.productWithoutCoursesId}`)).body.data).toEqual([]);
    expect((await api("/api/ProductPage/CourseInProductSale/999999")).status).toBe(404);
    await expectBadRequest("/api/ProductPage/CourseInProductSale/abc");
  });
});

describe("GET /api/FlashSale", () => {
  it("has a sale running now, every item below its sale price", async () => {
    const sale = (await api("/api/FlashSale")).body.data;
    const t = Date.now();
    expect(Date.parse(sale.startsAt)).toBeLessThanOrEqual(t);
    expect(Date.parse(sale.endsAt)).toBeGreaterThan(t - 1000);
    expect(sale.items.length).toBeGreaterThanOrEqual(5);
    for (const item of sale.items) {
      expect(item.flashPrice).toBeGreaterThan(0);
      expect(item.flashPrice).toBeLessThan(item.product.salePrice);
      expect(item.sold).toBeLessThanOrEqual(item.quantity);
      expect(item.product).toHaveProperty("thumbImage");
    }
  });

  it("follows the clock: the window is the Vietnam calendar day of now", async () => {
    try {
      now = new Date("2026-11-21T16:59:59.999Z"); // 23:59:59.999 in Hà Nội
      expect((await api("/api/FlashSale")).body.data).toMatchObject({
        startsAt: "2026-11-20T17:00:00.000Z",
        endsAt: "2026-11-21T16:59:59.999Z",
      });
      now = new Date("2026-11-21T17:00:00.000Z"); // midnight: the next day's window
      expect((await api("/api/FlashSale")).body.data).toMatchObject({
        startsAt: "2026-11-21T17:00:00.000Z",
        endsAt: "2026-11-22T16:59:59.999Z",
      });
      now = new Date("2031-05-01T03:00:00.000Z"); // years later, still running
      expect((await api("/api/FlashSale")).body.data.items.length).toBeGreaterThan(0);
    } finally {
      now = null;
    }
  });

  it("leaves out items no longer below the sale price, and answers null when no sale runs", async () => {
    const sale = (await api("/api/FlashSale")).body.data;
    const item = sale.items[0];
    const original = db.select({ salePrice: products.salePrice }).from(products).where(eq(products.id, item.product.id)).get()!;
    db.update(products).set({ salePrice: item.flashPrice }).where(eq(products.id, item.product.id)).run();
    try {
      const again = (await api("/api/FlashSale")).body.data;
      expect(again.items.map((i: { product: { id: number } }) => i.product.id)).not.toContain(item.product.id);
    } finally {
      db.update(products).set(original).where(eq(products.id, item.product.id)).run();
    }
    db.update(flashSales).set({ validUntil: "2024-12-31" }).run();
    try {
      expect((await api("/api/FlashSale")).body).toMatchObject({ isSuccess: true, data: null });
    } finally {
      db.update(flashSales).set({ validUntil: null }).run();
    }
  });
});

describe("landing pages, short links and content pages", () => {
  it("answers a landing page with its featured products; 404 / 400 otherwise", async () => {
    const page = (await api(`/api/LandingPages/${CONTENT_FACTS.landingPageId}`)).body.data;
    expect(page.title).toMatch(/\p{L}/u);
    expect(page.content).toContain("<h2>");
    expect(page.heroImage).toMatch(/^\/media\/landing\//);
    expect(page.productIds.length).toBeGreaterThan(0);
    expect(page.products.map((p: { id: number }) => p.id)).toEqual(page.productIds);
    expect((await fetch(base + page.heroImage)).status).toBe(200);
    expect((await api("/api/LandingPages/999")).status).toBe(404);
    for (const id of ["0", "abc", "-3"]) await expectBadRequest(`/api/LandingPages/${id}`);
  });

  it("resolves short links given as paths or URLs, case-insensitively", async () => {
    const check = (Url: unknown) => api("/api/Redirect/Check-url", { method: "POST", body: { Url } });
    expect((await check(CONTENT_FACTS.shortLink.url)).body.data).toEqual({ target: CONTENT_FACTS.shortLink.target });
    expect((await check(CONTENT_FACTS.newsShortLink.url)).body.data.target).toBe(CONTENT_FACTS.newsShortLink.target);
    expect((await check("/h/1")).body.data.target).toBe("/flashSale");
    expect((await check("H/2/")).body.data.target).toBe("/pages/cau-hoi-thuong-gap");
    expect((await check("https://nhasach.example.vn/P/12?utm_source=zalo#top")).body.data.target).toBe("/san-pham/12");
    expect((await check("/p/5")).body.data.target).toBe("/san-pham/5"); // any existing product
    const slug = (await check(CONTENT_FACTS.newsShortLink.url)).body.data.target.replace("/tin-sach/", "");
    expect((await api(`/api/News/NewsUrl/${slug}`)).status).toBe(200);
    for (const url of ["/p/999999", "/h/khong-co", "/x/1", "/san-pham/12", "javascript:alert(1)", "/h/1/2", "/h/%31"]) {
      const res = await check(url);
      expect(res.status, url).toBe(404);
      expect(res.body.errorMessage).toBe("Liên kết không tồn tại");
    }
    for (const body of [{}, { Url: "" }, { Url: 12 }, { Url: ["/h/1"] }, { Url: "x".repeat(2049) }])
      await expectBadRequest("/api/Redirect/Check-url", { method: "POST", body });
  });

  it("serves the about page, every policy page of §2 and the generic pages by slug", async () => {
    for (const slug of [CONTENT_FACTS.aboutPageSlug, ...CONTENT_FACTS.policyPageSlugs, CONTENT_FACTS.genericPageId]) {
      const page = (await api(`/api/Pages/${slug}`)).body.data;
      expect(page.slug, slug).toBe(slug);
      expect(page.title).toMatch(/[^\x00-\x7f]/);
      expect(page.content).toContain("<h2>");
      expect(Date.parse(page.updatedAt)).not.toBeNaN();
    }
    expect((await api("/api/Pages/GIOI-THIEU")).body.data.slug).toBe("gioi-thieu");
    const shipping = (await api("/api/Pages/phuong-thuc-van-chuyen")).body.data.content;
    expect(shipping).toContain("25.000 ₫");
    expect(shipping).toContain("500.000 ₫");
    expect((await api("/api/Pages/khong-co-trang-nay")).status).toBe(404);
    for (const slug of ["a_b", "-a", "a--b"]) await expectBadRequest(`/api/Pages/${slug}`);
  });
});

describe("news pictures", () => {
  it("renders the lead image, thumbnail and figures of an article; 404 picture otherwise", async () => {
    const article = (await api(`/api/News/NewsUrl/${CONTENT_FACTS.newsSlug}`)).body.data;
    const figures = [...article.content.matchAll(/<img src="([^"]+)"/g)].map((m: RegExpMatchArray) => m[1]);
    expect(figures.length).toBeGreaterThan(0);
    for (const url of [article.image, article.thumbImage, ...figures]) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toMatch(/^<svg /);
    }
    for (const url of [
      "/media/news/tin-999999.svg",
      "/media/news/thumb-tin-1-hinh-1.svg",
      "/media/news/tin-1-hinh-0.svg",
      "/media/news/..%2Ftin-1.svg",
    ]) {
      expect((await fetch(base + url)).status, url).toBe(404);
    }
  });
});

describe("UPSTREAM_LATENCY_MS", () => {
  it("delays every /api/* answer by at least the configured time, not /health", async () => {
    const delay = 600;
    config.UPSTREAM_LATENCY_MS = delay;
    try {
      for (const url of ["/api/News?pageSize=1", "/API/HomePage/Logo", "/api/khong-co-duong-dan"]) {
        const res = await api(url);
        expect(res.ms, url).toBeGreaterThanOrEqual(delay);
      }
      const started = performance.now();
      expect((await fetch(`${base}/health`)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(delay);
    } finally {
      config.UPSTREAM_LATENCY_MS = 0;
    }
  });

  it("is read from the environment, 0 by default, and validated", () => {
    expect(loadConfig({}).UPSTREAM_LATENCY_MS).toBe(0);
    expect(loadConfig({ UPSTREAM_LATENCY_MS: "" }).UPSTREAM_LATENCY_MS).toBe(0);
    expect(loadConfig({ UPSTREAM_LATENCY_MS: "250" }).UPSTREAM_LATENCY_MS).toBe(250);
    expect(() => loadConfig({ UPSTREAM_LATENCY_MS: "-5" })).toThrow(/UPSTREAM_LATENCY_MS/);
    expect(() => loadConfig({ UPSTREAM_LATENCY_MS: "abc" })).toThrow(/UPSTREAM_LATENCY_MS/);
  });
});
