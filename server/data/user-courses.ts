/**
 * Data access of the learners' courses (ADR 0013): grants (`user_courses`, one row per
 * order and course, written when the order becomes paid, `revokedAt` set when it is cancelled), the
 * learner's progress (`lesson_progress`) and the course outline a learner's pages show. The rules
 * (ownership, shapes, ordering) live in server/domain/user-courses.ts.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { courseCategories, courses, lessonProgress, orderLines, productCourses, products, userCourses } from "../db/schema";
import { courseColumns } from "./courses";
import type { DbOrTx } from "./tx";

/**
 * Grants every course of every product line of a paid order to its customer, inside the caller's
 * transaction (`markOrderPaid`, server/domain/orders.ts): one `user_courses` row per (order, course),
 * `grantedAt` = `at` (ISO-8601 UTC). Idempotent (unique (orderId, courseId), ON CONFLICT DO NOTHING).
 * A guest order (no `userId`) grants nothing.
 * @returns how many rows were inserted.
 */
export function grantCoursesOfOrder(tx: DbOrTx, order: { id: number; userId: number | null }, at: Date): number {
  if (order.userId === null) return 0;
  const sold = tx
    .selectDistinct({ courseId: productCourses.courseId })
    .from(orderLines)
    .innerJoin(productCourses, eq(productCourses.productId, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .all();
  if (sold.length === 0) return 0;
  return tx
    .insert(userCourses)
    .values(sold.map((c) => ({ userId: order.userId!, courseId: c.courseId, orderId: order.id, grantedAt: at.toISOString() })))
    .onConflictDoNothing()
    .run().changes;
}

/**
 * Revokes the course grants of a cancelled order (`revokedAt` = `at`, ISO-8601 UTC), inside the
 * caller's transaction; already revoked rows keep their time. Progress is kept (ADR 0013).
 * @returns how many grants were revoked.
 */
export function revokeCoursesOfOrder(tx: DbOrTx, orderId: number, at: string): number {
  return tx
    .update(userCourses)
    .set({ revokedAt: at })
    .where(and(eq(userCourses.orderId, orderId), isNull(userCourses.revokedAt)))
    .run().changes;
}

/** A course the learner owns: the newest unrevoked grant time (ISO-8601 UTC) per course. */
export interface OwnedCourseGrant {
  courseId: number;
  grantedAt: string;
}

/** Every course `userId` owns (at least one unrevoked grant), one entry per course with its newest grant. */
export function ownedCourseGrants(db: DbOrTx, userId: number): OwnedCourseGrant[] {
  return db
    .select({ courseId: userCourses.courseId, grantedAt: sql<string>`max(${userCourses.grantedAt})` })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), isNull(userCourses.revokedAt)))
    .groupBy(userCourses.courseId)
    .all();
}

/** The newest unrevoked grant time of `courseId` to `userId`, or null when the learner does not own it. */
export function ownedCourseGrant(db: DbOrTx, userId: number, courseId: number): string | null {
  const row = db
    .select({ grantedAt: sql<string | null>`max(${userCourses.grantedAt})` })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId), isNull(userCourses.revokedAt)))
    .get();
  return row?.grantedAt ?? null;
}

/** Course rows of `ids` with their category names (any order). */
export function coursesWithCategory(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ course: courseColumns, categoryName: courseCategories.name })
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(inArray(courses.id, [...ids]))
    .all();
}

/**
 * The first product selling each course of `ids` (lowest `product_courses.position`, then lowest
 * product id — the seed's main book), with its name: courseId → {id, name}.
 */
export function sellingProducts(db: DbOrTx, ids: readonly number[]): Map<number, { id: number; name: string }> {
  const out = new Map<number, { id: number; name: string }>();
  if (ids.length === 0) return out;
  const links = db
    .select({ courseId: productCourses.courseId, id: products.id, name: products.name })
    .from(productCourses)
    .innerJoin(products, eq(products.id, productCourses.productId))
    .where(inArray(productCourses.courseId, [...ids]))
    .orderBy(asc(productCourses.position), asc(productCourses.productId))
    .all();
  for (const l of links) if (!out.has(l.courseId)) out.set(l.courseId, { id: l.id, name: l.name });
  return out;
}

/** A learner's progress rows in course `courseId`. */
export function progressInCourse(db: DbOrTx, userId: number, courseId: number) {
  return db
    .select({ lessonId: lessonProgress.lessonId, lastOpenedAt: lessonProgress.lastOpenedAt, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)))
    .all();
}

/**
 * Per course of `courseIds`: how many lessons `userId` completed, and the lesson opened last with
 * its time (ISO-8601 UTC; null when none was opened).
 */
export function progressSummaries(
  db: DbOrTx,
  userId: number,
  courseIds: readonly number[],
): Map<number, { completedLessons: number; lastLessonId: number | null; lastOpenedAt: string | null }> {
  const out = new Map<number, { completedLessons: number; lastLessonId: number | null; lastOpenedAt: string | null }>();
  if (courseIds.length === 0) return out;
  for (const id of courseIds) out.set(id, { completedLessons: 0, lastLessonId: null, lastOpenedAt: null });
  const rows = db
    .select({
      courseId: lessonProgress.courseId,
      lessonId: lessonProgress.lessonId,
      lastOpenedAt: lessonProgress.lastOpenedAt,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, [...courseIds])))
    .all();
  for (const r of rows) {
    const s = out.get(r.courseId)!;
    if (r.completedAt) s.completedLessons += 1;
    if (r.lastOpenedAt && (!s.lastOpenedAt || r.lastOpenedAt > s.lastOpenedAt || (r.lastOpenedAt === s.lastOpenedAt && r.lessonId > (s.lastLessonId ?? 0)))) {
      s.lastOpenedAt = r.lastOpenedAt;
      s.lastLessonId = r.lessonId;
    }
  }
  return out;
}

/** Records that `userId` opened lesson `lessonId` of `courseId` at `at` (ISO-8601 UTC; upsert). */
export function touchLesson(db: DbOrTx, userId: number, lessonId: number, courseId: number, at: string): void {
  db.insert(lessonProgress)
    .values({ userId, lessonId, courseId, lastOpenedAt: at })
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: { lastOpenedAt: at } })
    .run();
}

/**
 * Marks lesson `lessonId` completed at `at` (ISO-8601 UTC) or not completed (`at` null) for `userId`
 * (upsert; an already completed lesson keeps its first completion time).
 */
export function setLessonCompleted(db: DbOrTx, userId: number, lessonId: number, courseId: number, at: string | null): void {
  db.insert(lessonProgress)
    .values({ userId, lessonId, courseId, completedAt: at })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { completedAt: at === null ? null : sql`coalesce(${lessonProgress.completedAt}, ${at})` },
    })
    .run();
}

/** How many lessons of `courseId` `userId` completed. */
export function completedCount(db: DbOrTx, userId: number, courseId: number): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId), isNotNull(lessonProgress.completedAt)))
      .get()?.n ?? 0
  );
}
