/**
 * Seeds an empty database with the demo data of the reference upstream: the catalogue, the home
 * page, Vietnam's administrative units, accounts, affiliate and discount codes, and the content —
 * news, product reviews, courses, collections, partner and site logos, the daily flash sale, landing
 * pages, short links and content pages (./news.ts, ./feedback.ts, ./content.ts, ./pages.ts).
 *
 * `openDatabase(url, seedDatabase)` (server/db/client.ts) calls it inside one transaction when the
 * database has no products. Deterministic: the same code always produces the same rows (see
 * ./random.ts), so ids can be named in tests (./catalog.ts `SEED_FACTS`, ./content.ts
 * `CONTENT_FACTS`) and demo scripts.
 */
import { eq, getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import {
  affiliates,
  assets,
  banners,
  categories,
  cities,
  contentPages,
  courseCategories,
  courseChapters,
  courses,
  discountCodes,
  districts,
  examinations,
  examAttempts,
  certificates,
  feedbacks,
  flashSaleItems,
  flashSales,
  landingPageProducts,
  landingPages,
  lessons,
  news,
  newsTagLinks,
  newsTags,
  partnerLogos,
  productBlockItems,
  productBlocks,
  productCourses,
  products,
  questionAnswerKeys,
  questionOptions,
  questions,
  selectionBlocks,
  shortLinks,
  siteLogos,
  users,
  userAddresses,
  wards,
} from "../db/schema";
import { buildAffiliates, buildDiscountCodes, buildUsers } from "./accounts";
import { getCatalog } from "./catalog";
import { getHomeAndContent } from "./content";
import { getFeedbacks, type FeedbackRow } from "./feedback";
import { buildHome } from "./home";
import { getNews } from "./news";
import { buildContentPages } from "./pages";
import { seedChrome } from "./chrome";
import { loadLocations } from "./locations";
import { seedLocations2025 } from "./locations-2025";
import { seedDemoOrders } from "./orders";
import { seedLearners } from "./user-courses";
import { buildAddresses } from "./addresses";
import { getCourseSeed } from "./courses";
import { seedTextbooks } from "./textbooks";
import { getExaminationSeed, seedDemoAttempt } from "./examinations";
import { seedCertificates } from "./certificates";
import { seedDrafts } from "./drafts";

/** Most rows per INSERT statement. */
const MAX_ROWS_PER_INSERT = 500;
/** Bound parameters per statement we stay under (SQLite's default limit is 32 766 since 3.32). */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts `rows` into `table` in multi-row INSERT statements of at most 500 rows (fewer for wide
 * tables, to stay under SQLite's bound-parameter limit). Synchronous, like better-sqlite3.
 */
function insertChunked<T extends SQLiteTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]): void {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columnCount)));
  for (let i = 0; i < rows.length; i += size) {
    db.insert(table)
      .values(rows.slice(i, i + size))
      .run();
  }
}

/**
 * Inserts the ~20 000 product reviews with one prepared statement (about five times faster than
 * multi-row INSERTs built by drizzle, which matters because every test file seeds its own database).
 */
function insertFeedbacks(db: Db, rows: readonly FeedbackRow[]): void {
  const c = getTableColumns(feedbacks);
  const columns = [c.id, c.productId, c.rating, c.content, c.authorName, c.createdAt].map((col) => `"${col.name}"`).join(", ");
  const insert = db.$client.prepare(`INSERT INTO "${getTableName(feedbacks)}" (${columns}) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const r of rows) insert.run(r.id, r.productId, r.rating, r.content, r.authorName, r.createdAt);
}

/**
 * Fills an empty, migrated database with the demo data. Call it inside a transaction (openDatabase
 * does): it inserts ~32 500 rows (20 000 of them product reviews) and fails on a database that
 * already holds any of them. Takes well under a second on a 2-core machine, most of it the bcrypt
 * hashes of the demo accounts and the reviews.
 */
export function seedDatabase(db: Db): void {
  const catalog = getCatalog();
  insertChunked(db, categories, catalog.categories);
  insertChunked(db, products, catalog.products);

  const locations = loadLocations();
  insertChunked(db, cities, locations.cities);
  insertChunked(db, districts, locations.districts);
  insertChunked(db, wards, locations.wards);
  seedLocations2025(db); // the two-tier map since 1 July 2025 and the old → new ward conversions

  insertChunked(db, users, buildUsers());
  insertChunked(db, affiliates, buildAffiliates());
  insertChunked(db, discountCodes, buildDiscountCodes());
  insertChunked(db, userAddresses, buildAddresses()); // the demo address book

  const home = buildHome(catalog);
  insertChunked(db, banners, home.banners);
  insertChunked(db, productBlocks, home.blocks);
  insertChunked(db, productBlockItems, home.blockItems);

  seedContent(db);
  seedDemoOrders(db); // the demo customer's orders (./orders.ts ORDER_SEED_FACTS)
  seedTextbooks(db); // the textbook library (./textbooks.ts TEXTBOOK_SEED_FACTS)
  seedLearners(db); // course grants and the demo learner's progress (./user-courses.ts)
  seedExaminations(db); // exercises and exams (./examinations.ts EXAM_SEED_FACTS)
  seedDemoAttempt(db); // the demo customer's reviewable attempt (DEMO_ATTEMPT_FACTS)
  seedCertificates(db); // course 14's completion rule and the demo certificate (./certificates.ts)
  seedDrafts(db); // the demo author's manuscript drafts (./drafts.ts DRAFT_SEED_FACTS)
}

/** Inserts the question bank (./examinations.ts) over the seeded courses and lessons. */
function seedExaminations(db: Db): void {
  const bank = getExaminationSeed();
  insertChunked(db, examinations, bank.examinations);
  insertChunked(db, questions, bank.questions);
  insertChunked(db, questionOptions, bank.options);
  insertChunked(db, questionAnswerKeys, bank.answerKeys);
}

/**
 * Inserts the bank's examinations (with their questions, options and keys) whose id the database lacks,
 * when their course and lesson exist; returns whether any was inserted.
 */
function seedMissingBankEntries(db: Db): boolean {
  const bank = getExaminationSeed();
  const have = new Set(
    db
      .select({ id: examinations.id })
      .from(examinations)
      .all()
      .map((e) => e.id),
  );
  const lessonIds = new Set(
    db
      .select({ id: lessons.id })
      .from(lessons)
      .all()
      .map((l) => l.id),
  );
  const missing = bank.examinations.filter(
    (e) => !have.has(e.id) && (e.lessonId === null || e.lessonId === undefined || lessonIds.has(e.lessonId)),
  );
  if (missing.length === 0) return false;
  const ids = new Set(missing.map((e) => e.id));
  const qs = bank.questions.filter((q) => ids.has(q.examinationId));
  const qIds = new Set(qs.map((q) => q.id));
  insertChunked(db, examinations, missing);
  insertChunked(db, questions, qs);
  insertChunked(
    db,
    questionOptions,
    bank.options.filter((o) => qIds.has(o.questionId)),
  );
  insertChunked(
    db,
    questionAnswerKeys,
    bank.answerKeys.filter((k) => qIds.has(k.questionId)),
  );
  return true;
}

/**
 * Seeds the content tables — news, product reviews, courses, collections, partner and site logos,
 * the flash sale, landing pages, short links and content pages — over the seeded catalogue.
 */
function seedContent(db: Db): void {
  const newsContent = getNews();
  insertChunked(db, newsTags, newsContent.tags);
  insertChunked(db, news, newsContent.articles);
  insertChunked(db, newsTagLinks, newsContent.links);
  insertFeedbacks(db, getFeedbacks());
  const content = getHomeAndContent();
  const courseSeed = getCourseSeed(content.courses.map((c) => c.title));
  insertChunked(db, courseCategories, courseSeed.categories);
  insertChunked(db, courses, content.courses);
  insertChunked(db, courseChapters, courseSeed.chapters);
  insertChunked(db, lessons, courseSeed.lessons);
  insertChunked(db, productCourses, content.productCourses);
  insertChunked(db, selectionBlocks, content.selectionBlocks);
  insertChunked(db, partnerLogos, content.partnerLogos);
  insertChunked(db, siteLogos, content.siteLogos);
  insertChunked(db, flashSales, content.flashSales);
  insertChunked(db, flashSaleItems, content.flashSaleItems);
  insertChunked(db, landingPages, content.landingPages);
  insertChunked(db, landingPageProducts, content.landingPageProducts);
  insertChunked(db, shortLinks, content.shortLinks);
  insertChunked(db, contentPages, buildContentPages());
  seedChrome(db); // the footer's licence text (./chrome.ts CHROME_FACTS)
}

/**
 * Brings a database seeded before the learning tables existed (migration 0007) up to date: when it
 * has courses but no lessons, inserts the course categories, chapters and lessons, and sets each
 * seeded course's category and lesson count and the question bank (in one transaction); returns true.
 * A database with lessons but no examinations (seeded before migration 0008) gets the question bank.
 * Does nothing (false) otherwise. Textbooks and learners' courses have their own seeds.
 * server/main.ts calls it after `seedMissingContent`.
 */
export function seedMissingLearning(db: Db): boolean {
  const count = (table: string) => (db.$client.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  // The textbooks, independently of the courses, when a seeded database has none.
  const textbooks = count(getTableName(products)) > 0 && count(getTableName(assets)) === 0;
  if (textbooks) db.$client.transaction(() => seedTextbooks(db))();
  if (count(getTableName(courses)) === 0) return textbooks;
  // The completion rule and demo certificate of a database seeded before migration 0018 (idempotent).
  const certs = count(getTableName(examinations)) > 0 && count(getTableName(certificates)) === 0;
  if (certs) db.$client.transaction(() => seedCertificates(db))();
  if (count(getTableName(lessons)) > 0) {
    // The question bank of a database seeded before migration 0008.
    if (count(getTableName(examinations)) > 0) {
      // The examinations added to the bank since the database was seeded (e.g. the matching, ordering
      // and cloze exercise of migration 0019), by id: the bank's ids are deterministic and only the seed writes them.
      const added = db.$client.transaction(() => seedMissingBankEntries(db))();
      // The demo attempt of a database whose bank has no attempt at all yet.
      if (count(getTableName(examAttempts)) > 0) return textbooks || certs || added;
      db.$client.transaction(() => seedDemoAttempt(db))();
      return true;
    }
    db.$client.transaction(() => {
      seedExaminations(db);
      seedDemoAttempt(db);
      seedCertificates(db);
    })();
    return true;
  }
  db.$client.transaction(() => {
    const content = getHomeAndContent();
    const courseSeed = getCourseSeed(content.courses.map((c) => c.title));
    insertChunked(db, courseCategories, courseSeed.categories);
    for (const c of content.courses) {
      db.update(courses)
        .set({ categoryId: c.categoryId ?? null, lessonsCount: c.lessonsCount })
        .where(eq(courses.id, c.id))
        .run();
    }
    insertChunked(db, courseChapters, courseSeed.chapters);
    insertChunked(db, lessons, courseSeed.lessons);
    seedExaminations(db);
    seedDemoAttempt(db);
    seedCertificates(db);
  })();
  return true;
}

/**
 * Brings a database seeded before the content tables existed up to date: when it has products but no
 * news, seeds the content tables (in one transaction) and returns true. Does nothing (false) on an
 * empty database or one that already has news. When the catalogue was changed so that the seeded
 * content no longer fits it (a product it names is gone), nothing is written and the error is thrown.
 * server/main.ts calls it after `openDatabase`.
 */
export function seedMissingContent(db: Db): boolean {
  const count = (table: string) => (db.$client.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  if (count(getTableName(products)) === 0 || count(getTableName(news)) > 0) return false;
  db.$client.transaction(() => seedContent(db))();
  return true;
}
