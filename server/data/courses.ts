/**
 * Data access of the course model (issue 13, ADR 0013; migration 0007): course categories with their
 * course counts, a course's chapters and lessons in course order, one lesson, and product names. The
 * rules (what a visitor may see, neighbours, numbering) live in server/domain/library.ts.
 */
import { asc, count, eq } from "drizzle-orm";
import { courseCategories, courseChapters, courses, lessons, products } from "../db/schema";
import type { DbOrTx } from "./tx";

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

/** The name of product `id`, or null when there is none. */
export function productNameOf(db: DbOrTx, id: number): string | null {
  return db.select({ name: products.name }).from(products).where(eq(products.id, id)).get()?.name ?? null;
}
