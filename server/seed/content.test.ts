/**
 * The seeded content (news, reviews, courses, flash sale, landing pages, short links, content pages):
 * volume, shape of the editor HTML, consistency with the catalogue (every review's product exists and
 * the reviews add up to the products' star counts), targets that resolve, and determinism.
 */
import { CHROME_FACTS } from "./chrome";
import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/client";
import {
  attemptAnswers,
  examAttempts,
  assetChapters,
  assets,
  assetSubChapters,
  contentPages,
  courses,
  lessons,
  feedbacks,
  flashSaleItems,
  certificates,
  courseCompletionRules,
  flashSales,
  landingPageProducts,
  landingPages,
  news,
  newsTagLinks,
  newsTags,
  partnerLogos,
  productCourses,
  products,
  selectionBlocks,
  shortLinks,
  siteLogos,
} from "../db/schema";
import { slugify } from "../domain/text";
import { CONTENT_FACTS } from "./content";
import { CATALOG_AS_OF } from "./catalog";
import { seedDatabase, seedMissingContent, seedMissingLearning } from "./index";
import { MAX_NEWS_FIGURES } from "./news";
import { TEXTBOOK_SEED_FACTS } from "./textbooks";
import { DEMO_ATTEMPT_FACTS, STRUCTURED_SEED_FACTS } from "./examinations";
import { GENERIC_PAGE_SLUGS, POLICY_PAGE_SLUGS } from "./pages";

let db: Db;
let other: Db;

beforeAll(() => {
  db = openDatabase(":memory:", seedDatabase);
  other = openDatabase(":memory:", seedDatabase);
});

const count = (d: Db, table: SQLiteTable) =>
  d
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .get()?.n ?? 0;

describe("seeded news", () => {
  const all = () => db.select().from(news).orderBy(asc(news.id)).all();

  it("has at least 60 articles over 2025–2026 and at least 10 tags, every article tagged", () => {
    const rows = all();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBe(CONTENT_FACTS.newsCount);
    expect(count(db, newsTags)).toBeGreaterThanOrEqual(10);
    for (const n of rows) {
      expect(n.publishedAt >= "2025-01-01" && n.publishedAt < "2027-01-01", n.publishedAt).toBe(true);
      expect(db.select().from(newsTagLinks).where(eq(newsTagLinks.newsId, n.id)).all().length, n.title).toBeGreaterThan(0);
    }
    // Ids follow the publication order.
    expect(rows.map((n) => n.publishedAt)).toEqual(rows.map((n) => n.publishedAt).sort());
    const focus = rows.filter((n) => n.isFocus);
    expect(focus.length).toBeGreaterThanOrEqual(2);
    expect(focus.length).toBeLessThanOrEqual(6);
  });

  it("has Vietnamese titles with unique, non-numeric slugs derived from them", () => {
    const rows = all();
    expect(new Set(rows.map((n) => n.url)).size).toBe(rows.length);
    for (const n of rows) {
      expect(n.title).toMatch(/[^\x00-\x7f]/);
      expect(n.url).toBe(slugify(n.title));
      expect(n.url).not.toMatch(/^\d+$/);
      expect(n.url.length).toBeLessThanOrEqual(100); // the router's parameter limit
      expect(n.summary.length).toBeGreaterThan(40);
      expect(n.author.length).toBeGreaterThan(0);
      expect(n.viewCount).toBeGreaterThan(0);
    }
  });

  it("writes bodies with headings, paragraphs, a figure of the article, a list and a table", () => {
    for (const n of all()) {
      for (const tag of ["<h2>", "<h3>", "<p>", "<table>", "<caption>", "<figure>"]) expect(n.content, `${n.id} ${tag}`).toContain(tag);
      expect(n.content, `${n.id} list`).toMatch(/<(ul|ol)>/);
      const figures = [...n.content.matchAll(/src="\/media\/news\/tin-(\d+)-hinh-(\d+)\.svg"/g)];
      expect(figures.length, `${n.id} figure`).toBeGreaterThan(0);
      for (const [, id, k] of figures) {
        expect(Number(id)).toBe(n.id);
        expect(Number(k)).toBeLessThanOrEqual(MAX_NEWS_FIGURES);
      }
    }
  });

  it("embeds YouTube videos in a few articles and pasted scripts in exactly one", () => {
    const rows = all();
    expect(rows.filter((n) => n.content.includes('src="https://www.youtube.com/embed/')).length).toBeGreaterThanOrEqual(3);
    const unsafe = rows.filter((n) => /<script|onerror=|javascript:/i.test(n.content));
    expect(unsafe.map((n) => n.url)).toEqual([CONTENT_FACTS.unsafeNewsSlug]);
    const html = unsafe[0]!.content;
    expect(html).toContain("<script");
    expect(html).toContain("onerror=");
    expect(html).toContain("javascript:");
  });

  it("links articles about books to seeded products", () => {
    const ids = new Set(
      db
        .select({ id: products.id })
        .from(products)
        .all()
        .map((p) => p.id),
    );
    for (const n of all()) {
      for (const [, id] of n.content.matchAll(/href="\/san-pham\/(\d+)"/g)) expect(ids.has(Number(id)), `${n.title} → ${id}`).toBe(true);
    }
  });
});

describe("seeded reviews", () => {
  it("match every product's star counts exactly (so totals and averages agree)", () => {
    const got = db.all<{ productId: number; rating: number; n: number }>(
      sql`SELECT product_id AS productId, rating, count(*) AS n FROM feedbacks GROUP BY product_id, rating`,
    );
    const byKey = new Map(got.map((r) => [`${r.productId}:${r.rating}`, r.n]));
    let expected = 0;
    for (const p of db.select().from(products).all()) {
      const counts = [p.rating1, p.rating2, p.rating3, p.rating4, p.rating5];
      counts.forEach((c, i) => expect(byKey.get(`${p.id}:${i + 1}`) ?? 0, `product ${p.id}, ${i + 1} stars`).toBe(c));
      expected += counts.reduce((a, b) => a + b, 0);
    }
    expect(count(db, feedbacks)).toBe(expected);
    expect(expected).toBeGreaterThan(500);
  });

  it("belong to existing products, after the product was created and not after the catalogue date", () => {
    const orphans = db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM feedbacks f LEFT JOIN products p ON p.id = f.product_id WHERE p.id IS NULL`,
    )[0]!.n;
    expect(orphans).toBe(0);
    const early = db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM feedbacks f JOIN products p ON p.id = f.product_id WHERE f.created_at < p.created_at`,
    )[0]!.n;
    expect(early).toBe(0);
    const late = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM feedbacks WHERE created_at > ${`${CATALOG_AS_OF}T17:00:00.000Z`}`)[0]!
      .n;
    expect(late).toBe(0);
    const sample = db.select().from(feedbacks).limit(200).all();
    for (const f of sample) {
      expect(f.content).toMatch(/[^\x00-\x7f]/);
      expect(f.authorName.split(" ").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("say what their stars say (praise for 5, complaints for 1)", () => {
    const five = db.select().from(feedbacks).where(eq(feedbacks.rating, 5)).limit(300).all();
    const one = db.select().from(feedbacks).where(eq(feedbacks.rating, 1)).limit(300).all();
    expect(five.some((f) => /thất vọng|không đáng/i.test(f.content))).toBe(false);
    expect(one.some((f) => /rất hay|tuyệt vời|rất hài lòng/i.test(f.content))).toBe(false);
  });
});

describe("seeded home content, flash sale, landing pages, short links and pages", () => {
  it("fills every table", () => {
    expect(count(db, courses)).toBeGreaterThanOrEqual(3);
    expect(count(db, productCourses)).toBeGreaterThanOrEqual(count(db, courses));
    expect(count(db, selectionBlocks)).toBeGreaterThanOrEqual(4);
    expect(count(db, partnerLogos)).toBeGreaterThanOrEqual(5);
    expect(count(db, siteLogos)).toBe(2);
    expect(count(db, flashSales)).toBeGreaterThanOrEqual(1);
    expect(count(db, landingPages)).toBeGreaterThanOrEqual(3);
    expect(count(db, shortLinks)).toBeGreaterThanOrEqual(6);
  });

  it("prices flash sale items below the sale price within the stock", () => {
    const items = db
      .select({ item: flashSaleItems, p: products })
      .from(flashSaleItems)
      .innerJoin(products, eq(flashSaleItems.productId, products.id))
      .all();
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const { item, p } of items) {
      expect(item.flashPrice).toBeLessThan(p.salePrice);
      expect(item.flashPrice % 1000).toBe(0);
      expect(item.flashPrice).toBeGreaterThan(0);
      expect(item.quantity).toBeLessThanOrEqual(p.stock);
      expect(item.sold).toBeLessThanOrEqual(item.quantity);
      expect(p.isDigital).toBe(false);
    }
  });

  it("features available products on landing pages", () => {
    const rows = db
      .select({ p: products })
      .from(landingPageProducts)
      .innerJoin(products, eq(landingPageProducts.productId, products.id))
      .all();
    expect(rows.length).toBe(count(db, landingPageProducts));
    for (const { p } of rows) expect(p.isDigital || p.stock > 0).toBe(true);
  });

  it("points short links at storefront paths that exist", () => {
    const productIds = new Set(
      db
        .select({ id: products.id })
        .from(products)
        .all()
        .map((p) => p.id),
    );
    const newsSlugs = new Set(
      db
        .select({ url: news.url })
        .from(news)
        .all()
        .map((n) => n.url),
    );
    const pageSlugs = new Set(
      db
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .all()
        .map((p) => p.slug),
    );
    for (const l of db.select().from(shortLinks).all()) {
      expect(l.code).toBe(l.code.toLowerCase());
      expect(l.target).toMatch(/^\/[^/]/);
      const product = /^\/san-pham\/(\d+)$/.exec(l.target);
      if (product) expect(productIds.has(Number(product[1])), l.target).toBe(true);
      const article = /^\/tin-sach\/(.+)$/.exec(l.target);
      if (article) expect(newsSlugs.has(article[1]!), l.target).toBe(true);
      const page = /^\/pages\/(.+)$/.exec(l.target);
      if (page) expect(pageSlugs.has(page[1]!), l.target).toBe(true);
      const policy = /^\/([a-z-]+)$/.exec(l.target);
      if (policy && policy[1] !== "flashSale") expect(pageSlugs.has(policy[1]!), l.target).toBe(true);
    }
  });

  it("has the about page, every policy page of §2 and the generic pages", () => {
    const slugs = db
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .all()
      .map((p) => p.slug);
    for (const slug of ["gioi-thieu", ...POLICY_PAGE_SLUGS, ...GENERIC_PAGE_SLUGS]) expect(slugs).toContain(slug);
    for (const p of db.select().from(contentPages).all()) {
      if (p.slug === CHROME_FACTS.licenceSlug) continue; // the footer's licence paragraphs, not a page
      expect(p.content).toContain("<h2>");
      expect(p.content.length).toBeGreaterThan(500);
      expect(p.title).toMatch(/[^\x00-\x7f]/);
    }
  });

  it("is the same in two fresh databases", () => {
    const dump = (d: Db) => ({
      news: d.select().from(news).orderBy(asc(news.id)).all(),
      links: d.select().from(newsTagLinks).all(),
      feedbacks: d
        .select()
        .from(feedbacks)
        .where(sql`${feedbacks.id} % 97 = 0`)
        .all(),
      feedbackCount: count(d, feedbacks),
      flash: d.select().from(flashSaleItems).all(),
      landing: d.select().from(landingPageProducts).all(),
      shortLinks: d.select().from(shortLinks).all(),
      pages: d.select().from(contentPages).all(),
      courses: d.select().from(productCourses).all(),
    });
    expect(dump(other)).toEqual(dump(db));
  });
});

describe("seedMissingLearning", () => {
  it("adds the chapters, lessons and categories to a database seeded before migration 0007, once", () => {
    const old = openDatabase(":memory:", seedDatabase);
    // The question bank and attempts hang on the lessons: gone with them.
    for (const t of [
      "certificates",
      "course_completion_rules",
      "attempt_answers",
      "exam_attempts",
      "question_answer_keys",
      "question_options",
      "questions",
      "examinations",
      "lesson_progress",
      "user_courses",
      "lessons",
      "course_chapters",
    ])
      old.$client.prepare(`DELETE FROM "${t}"`).run();
    old.$client.prepare(`UPDATE courses SET category_id = NULL, lessons_count = 42`).run();
    old.$client.prepare(`DELETE FROM course_categories`).run();
    expect(seedMissingLearning(old)).toBe(true);
    expect(count(old, lessons)).toBe(count(db, lessons));
    expect(old.select().from(courses).all()).toEqual(db.select().from(courses).all());
    expect(seedMissingLearning(old)).toBe(false);
    expect(seedMissingLearning(openDatabase(":memory:"))).toBe(false);
  });

  it("adds the textbooks to a database seeded before them, once, whatever the courses' state", () => {
    const old = openDatabase(":memory:", seedDatabase);
    for (const t of ["asset_sub_chapters", "asset_chapters", "assets"]) old.$client.prepare(`DELETE FROM "${t}"`).run();
    expect(seedMissingLearning(old)).toBe(true);
    expect(old.select().from(assetSubChapters).all()).toEqual(db.select().from(assetSubChapters).all());
    expect(count(old, assets)).toBe(TEXTBOOK_SEED_FACTS.assetCount);
    expect(seedMissingLearning(old)).toBe(false);
  });

  it("adds the completion rule and the demo certificate to a database seeded before them, once", () => {
    const old = openDatabase(":memory:", seedDatabase);
    for (const t of ["certificates", "course_completion_rules"]) old.$client.prepare(`DELETE FROM "${t}"`).run();
    expect(seedMissingLearning(old)).toBe(true);
    const rows = (d: Db) => ({
      rules: d.select().from(courseCompletionRules).all(),
      certificates: d
        .select()
        .from(certificates)
        .all()
        .map(({ issuedAt: _i, ...c }) => c),
    });
    expect(rows(old)).toEqual(rows(db));
    expect(rows(db).certificates).toHaveLength(1);
    expect(seedMissingLearning(old)).toBe(false);
  });

  it("adds the matching, ordering and cloze exercise to a database seeded before migration 0019, once", () => {
    const old = openDatabase(":memory:", seedDatabase);
    const id = STRUCTURED_SEED_FACTS.exerciseId;
    const bank = (d: Db) => ({
      examinations: d.$client.prepare("SELECT * FROM examinations ORDER BY id").all(),
      questions: d.$client.prepare("SELECT * FROM questions ORDER BY id").all(),
    });
    old.$client.prepare("DELETE FROM questions WHERE examination_id = ?").run(id);
    old.$client.prepare("DELETE FROM examinations WHERE id = ?").run(id);
    expect(seedMissingLearning(old)).toBe(true);
    expect(bank(old)).toEqual(bank(db));
    expect(seedMissingLearning(old)).toBe(false);
  });

  it("adds the demo customer's submitted attempt to a database whose bank has no attempt, once", () => {
    const old = openDatabase(":memory:", seedDatabase);
    for (const t of ["attempt_answers", "exam_attempts"]) old.$client.prepare(`DELETE FROM "${t}"`).run();
    expect(seedMissingLearning(old)).toBe(true);
    // Times follow the demo order's payment, which the seed places relative to now.
    const untimed = (d: Db) => ({
      attempts: d
        .select()
        .from(examAttempts)
        .all()
        .map(({ startedAt: _s, submittedAt: _t, ...a }) => a),
      answers: d
        .select()
        .from(attemptAnswers)
        .all()
        .map(({ savedAt: _s, ...a }) => a),
    });
    expect(untimed(old)).toEqual(untimed(db));
    expect(seedMissingLearning(old)).toBe(false);
    const attempt = db.select().from(examAttempts).where(eq(examAttempts.id, DEMO_ATTEMPT_FACTS.attemptId)).get();
    expect(attempt).toMatchObject({ userId: 2, examinationId: 2, status: "submitted", score: 3, maxScore: 6, pendingCount: 1 });
    const answers = db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, DEMO_ATTEMPT_FACTS.attemptId)).all();
    expect(answers.map((a) => a.pointsAwarded)).toEqual([1, 0, 1, 1, null]);
  });

  it("gives every course 5–30 lessons, its lesson count and a category, and two free previews", () => {
    for (const c of db.select().from(courses).all()) {
      const own = db.select().from(lessons).where(eq(lessons.courseId, c.id)).all();
      expect(own.length).toBe(c.lessonsCount);
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.length).toBeLessThanOrEqual(30);
      expect(c.categoryId).not.toBeNull();
      expect(own.filter((l) => l.isPreview)).toHaveLength(2);
    }
  });
});

// The textbook library.
describe("seeded textbooks", () => {
  it("has 10+ textbooks whose trees reach depth 3, every leaf readable (HTML section or page images)", () => {
    const books = db.select().from(assets).all();
    expect(books.length).toBeGreaterThanOrEqual(10);
    expect(books.length).toBe(TEXTBOOK_SEED_FACTS.assetCount);
    const subs = db.select().from(assetSubChapters).all();
    const byId = new Map(subs.map((s) => [s.id, s]));
    const depth = (id: number): number => (byId.get(id)!.parentId === 0 ? 1 : 1 + depth(byId.get(id)!.parentId));
    expect(Math.max(...subs.map((s) => depth(s.id)))).toBeGreaterThanOrEqual(3);
    for (const s of subs) {
      const parent = byId.get(s.parentId);
      if (s.parentId !== 0) expect(parent?.chapterId, s.title).toBe(s.chapterId);
      if (!subs.some((c) => c.parentId === s.id)) expect(s.contentHtml !== null || s.pageImages !== null, s.title).toBe(true);
    }
    for (const c of db.select().from(assetChapters).all()) expect([1, 2]).toContain(c.column);
    expect(subs.some((s) => s.pageImages !== null)).toBe(true);
    expect(subs.some((s) => s.contentHtml?.includes("<table>"))).toBe(true);
  });
});

describe("seedMissingContent", () => {
  it("seeds the content of a database seeded before the content tables existed, once", () => {
    const old = openDatabase(":memory:", seedDatabase);
    const contentTables = [
      ...["certificates", "course_completion_rules"],
      ...["attempt_answers", "exam_attempts", "question_answer_keys", "question_options", "questions", "examinations"],
      "lesson_progress",
      "user_courses",
      "lessons",
      "course_chapters",
      "news_tag_links",
      "news",
      "news_tags",
      "feedbacks",
      "product_courses",
      "courses",
      "course_categories",
      "selection_blocks",
      "partner_logos",
      "site_logos",
      "flash_sale_items",
      "flash_sales",
      "landing_page_products",
      "landing_pages",
      "short_links",
      "content_pages",
    ];
    for (const t of contentTables) old.$client.prepare(`DELETE FROM "${t}"`).run();
    expect(count(old, news)).toBe(0);
    expect(seedMissingContent(old)).toBe(true);
    expect(count(old, news)).toBe(count(db, news));
    expect(count(old, feedbacks)).toBe(count(db, feedbacks));
    expect(count(old, contentPages)).toBe(count(db, contentPages));
    expect(seedMissingContent(old)).toBe(false);
    expect(seedMissingContent(openDatabase(":memory:"))).toBe(false);
  });
});
