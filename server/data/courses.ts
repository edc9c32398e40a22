/**
 * Data access of the course model (ADR 0013; migration 0007): the courses in display order, course
 * categories with their course counts, a course's chapters and lessons in course order, one lesson,
 * which products sell which course, and product names. The rules (search, what a visitor may see,
 * neighbours, numbering) live in server/domain/library.ts.
 */
import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { courseCategories, courseChapters, courses, lessons, productCourses, products } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `courses` row (imageFile on the media host, lessonsCount, position, categoryId or null). */
export type CourseRow = typeof courses.$inferSelect;

/**
 * The columns of a course row with `lessonsCount` counted from the `lessons` table at read time, in
 * place of the stored `courses.lessons_count`: a count shown to shoppers is never a free number that
 * can drift from the lessons a course really has. Select with it wherever a course row is read.
 */
export const courseColumns = {
  ...getTableColumns(courses),
  // Written out: in a one-table select Drizzle leaves column names unqualified, and an unqualified
  // "id" inside the subquery would be the lesson's own id.
  lessonsCount: sql<number>`(SELECT count(*) FROM "lessons" AS "l" WHERE "l"."course_id" = "courses"."id")`.mapWith(Number),
};

/** Every course in display order (`position`, then id); only those of `categoryId` when given. */
export function courseRows(db: DbOrTx, categoryId?: number): CourseRow[] {
  return db
    .select(courseColumns)
    .from(courses)
    .where(categoryId === undefined ? undefined : eq(courses.categoryId, categoryId))
    .orderBy(asc(courses.position), asc(courses.id))
    .all();
}

/** Course `id`, or null. */
export function findCourseRow(db: DbOrTx, id: number): CourseRow | null {
  return db.select(courseColumns).from(courses).where(eq(courses.id, id)).get() ?? null;
}

/**
 * The links product → course (`product_courses`), lowest link position first, then lowest product
 * id; only those of `courseId` when given.
 */
export function courseSellerLinks(db: DbOrTx, courseId?: number): { courseId: number; productId: number }[] {
  return db
    .select({ courseId: productCourses.courseId, productId: productCourses.productId })
    .from(productCourses)
    .where(courseId === undefined ? undefined : eq(productCourses.courseId, courseId))
    .orderBy(asc(productCourses.position), asc(productCourses.productId))
    .all();
}

/** A category row with how many courses it holds. */
export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  coursesCount: number;
}

/** Every course category in `position` order (then id), with its number of courses (0 for an empty one). */
export function categoriesWithCounts(db: DbOrTx): CategoryRow[] {
  const counts = new Map(
    db
      .select({ categoryId: courses.categoryId, n: count() })
      .from(courses)
      .groupBy(courses.categoryId)
      .all()
      .map((r) => [r.categoryId, r.n]),
  );
  return db
    .select({ id: courseCategories.id, name: courseCategories.name, slug: courseCategories.slug })
    .from(courseCategories)
    .orderBy(asc(courseCategories.position), asc(courseCategories.id))
    .all()
    .map((c) => ({ ...c, coursesCount: counts.get(c.id) ?? 0 }));
}

/** A lesson row of the `lessons` table. */
export type LessonRow = typeof lessons.$inferSelect;

/** A chapter row of the `course_chapters` table. */
type ChapterRow = typeof courseChapters.$inferSelect;

/** Course `courseId`'s chapters by position (then id). */
export function chaptersOfCourse(db: DbOrTx, courseId: number): ChapterRow[] {
  return db
    .select()
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.position), asc(courseChapters.id))
    .all();
}

/** Course `courseId`'s lessons in course order: chapter position, then lesson position (then ids). */
export function lessonsOfCourse(db: DbOrTx, courseId: number): LessonRow[] {
  return db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(courseChapters, eq(courseChapters.id, lessons.chapterId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(courseChapters.position), asc(courseChapters.id), asc(lessons.position), asc(lessons.id))
    .all()
    .map((r) => r.lesson);
}

/** One lesson by id, or undefined. */
export function findLessonRow(db: DbOrTx, id: number): LessonRow | undefined {
  return db.select().from(lessons).where(eq(lessons.id, id)).get();
}

/** The name and sale price (VND) of product `id`, or null when there is none. */
export function productNameAndPriceOf(db: DbOrTx, id: number): { name: string; salePrice: number } | null {
  return db.select({ name: products.name, salePrice: products.salePrice }).from(products).where(eq(products.id, id)).get() ?? null;
}

/**
 * The bm25 score (lower = better; title weighted over description and instructor) of every course
 * matching `match`, an FTS5 MATCH expression over courses_fts built by server/domain/search-query.ts
 * `ftsQuery` (never raw input).
 */
export function courseMatchScores(db: DbOrTx, match: string): Map<number, number> {
  const rows = db
    .select({ id: sql<number>`rowid`, score: sql<number>`bm25(courses_fts, 10.0, 1.0, 4.0)` })
    .from(sql`courses_fts`)
    .where(sql`courses_fts MATCH ${match}`)
    .all();
  return new Map(rows.map((r) => [r.id, r.score]));
}
