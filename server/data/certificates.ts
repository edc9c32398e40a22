/**
 * Data access of certificates and completion rules (ADR 0028; migration 0018 `certificates`,
 * `course_completion_rules`). Rules (when a course is complete, codes) live in
 * server/domain/certificates.ts.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { certificates, courseCompletionRules, courses, examAttempts, examinations, lessonProgress, users } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A certificate row. */
export type CertificateRow = typeof certificates.$inferSelect;

/** The stored completion rule of a course, or undefined (then the default applies). */
export function completionRuleRow(db: DbOrTx, courseId: number) {
  return db.select().from(courseCompletionRules).where(eq(courseCompletionRules.courseId, courseId)).get();
}

/** The course's exams, last first (highest position): the default rule's final exam is the first. */
export function examsOfCourseLastFirst(db: DbOrTx, courseId: number) {
  return db
    .select()
    .from(examinations)
    .where(and(eq(examinations.courseId, courseId), eq(examinations.kind, "exam")))
    .orderBy(desc(examinations.position), desc(examinations.id))
    .all();
}

/** One examination row by id, or undefined. */
export function examinationRow(db: DbOrTx, id: number) {
  return db.select().from(examinations).where(eq(examinations.id, id)).get();
}

/** The ids of the lessons of `courseId` the learner marked done. */
export function completedLessonIds(db: DbOrTx, userId: number, courseId: number): Set<number> {
  const rows = db
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId), isNotNull(lessonProgress.completedAt)))
    .all();
  return new Set(rows.map((r) => r.id));
}

/** The learner's closed attempts at an examination with their score and maximum. */
export function closedAttemptScores(db: DbOrTx, userId: number, examinationId: number) {
  return db
    .select({ score: examAttempts.score, maxScore: examAttempts.maxScore, submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examinationId, examinationId), sql`${examAttempts.status} <> 'open'`))
    .all();
}

/** The learner's certificate of a course, or undefined. */
export function certificateOf(db: DbOrTx, userId: number, courseId: number): CertificateRow | undefined {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .get();
}

/** A certificate by its code (exact, case-sensitive), or undefined. */
export function certificateByCode(db: DbOrTx, code: string): CertificateRow | undefined {
  return db.select().from(certificates).where(eq(certificates.code, code)).get();
}

/** The learner's certificates, newest first. */
export function certificatesOfUser(db: DbOrTx, userId: number): CertificateRow[] {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id)).all();
}

/**
 * Inserts a certificate unless the learner already holds one for the course (unique index).
 * @returns the inserted row, or undefined when one existed.
 */
export function insertCertificate(db: DbOrTx, row: Omit<CertificateRow, "id" | "revokedAt">): CertificateRow | undefined {
  return db.insert(certificates).values(row).onConflictDoNothing({ target: [certificates.userId, certificates.courseId] }).returning().get();
}

/** The learner's display name and the course's title (for a new certificate), or undefined. */
export function holderAndCourse(db: DbOrTx, userId: number, courseId: number): { name: string; courseTitle: string } | undefined {
  const user = db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get();
  const course = db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).get();
  return user && course ? { name: user.name, courseTitle: course.title } : undefined;
}
