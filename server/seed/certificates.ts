/**
 * The certificate seed (ADR 0028): course 14's completion rule (its first lesson and its exam passed
 * at 50 %: a test completes it in a minute, ./examinations.ts CERTIFICATE_SEED_FACTS) and the demo
 * customer's certificate of course 1, so the demo shows "Chứng chỉ của tôi" and a verification page
 * without finishing a course (README "Demo accounts"). Idempotent: writes only what is missing.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { certificates, courseCompletionRules, courses, examinations, orders, users } from "../db/schema";
import { CERTIFICATE_SEED_FACTS } from "./examinations";
import { LEARNER_SEED_FACTS } from "./user-courses";

/** The demo customer's certificate: its fixed code (Crockford base32, like every code) and course. */
export const DEMO_CERTIFICATE_FACTS = Object.freeze({
  code: "7K4Q9XRT2HVB3PNM",
  userId: LEARNER_SEED_FACTS.customerId,
  courseId: LEARNER_SEED_FACTS.courseId,
});

/** Inserts the completion rule and the demo certificate when missing (a database without them, or without the demo orders, is left as it is). */
export function seedCertificates(db: Db): void {
  const f = CERTIFICATE_SEED_FACTS;
  const exam = db.select({ courseId: examinations.courseId }).from(examinations).where(eq(examinations.id, f.examId)).get();
  if (exam?.courseId === f.courseId)
    db.insert(courseCompletionRules)
      .values({ courseId: f.courseId, lessonIds: JSON.stringify(f.ruleLessonIds), finalExamId: f.examId })
      .onConflictDoNothing()
      .run();
  const d = DEMO_CERTIFICATE_FACTS;
  const held = db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, d.userId), eq(certificates.courseId, d.courseId)))
    .get();
  if (held) return;
  const user = db.select({ name: users.name }).from(users).where(eq(users.id, d.userId)).get();
  const course = db.select({ title: courses.title }).from(courses).where(eq(courses.id, d.courseId)).get();
  const order = db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, LEARNER_SEED_FACTS.orderId)).get();
  if (!user || !course || !order?.paidAt) return;
  // A day after the course was bought (the demo orders are two days old: never a date in the future).
  const issuedAt = new Date(Date.parse(order.paidAt) + 24 * 3_600_000).toISOString();
  db.insert(certificates)
    .values({ code: d.code, userId: d.userId, courseId: d.courseId, holderName: user.name, courseTitle: course.title, issuedAt })
    .onConflictDoNothing()
    .run();
}
