/**
 * The learners' seeded courses (ADR 0013): the grants of every seeded customer order that
 * is paid, shipping or delivered (the same rule as migration 0007's backfill: one `user_courses` row
 * per order and course its books sell, granted at the payment), and the demo customer's progress in
 * course 1 (bought with order {@link ORDER_SEED_FACTS}.courseOrderId): lessons 1–2 completed,
 * lesson 2 opened last. Times are relative to the order's payment. Ids in {@link LEARNER_SEED_FACTS}.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { lessonProgress, orderLines, orders, productCourses, userCourses } from "../db/schema";
import { COURSE_SEED_FACTS } from "./courses";
import { ORDER_SEED_FACTS } from "./orders";

/** What the learner seed holds, for tests and demos. */
export const LEARNER_SEED_FACTS = Object.freeze({
  /** The demo customer (khachhang@example.com, user 2). */
  customerId: ORDER_SEED_FACTS.customerId,
  /** The course the demo customer owns and studies. */
  courseId: COURSE_SEED_FACTS.courseId,
  /** The paid order that grants it, and the book it bought. */
  orderId: ORDER_SEED_FACTS.courseOrderId,
  productId: ORDER_SEED_FACTS.courseProductId,
  /** Lessons completed (course order numbers 1 and 2). */
  completedLessonIds: [1, 2] as readonly number[],
  /** The lesson opened last (`Tiếp tục học` leads here). */
  lastLessonId: 2,
  /** Lessons in course 1. */
  totalLessons: 18,
});

const MINUTE = 60_000;

/** Grants the courses of the seeded paid/shipping/delivered customer orders and the demo customer's progress. */
export function seedLearners(db: Db): void {
  const paid = db
    .selectDistinct({
      orderId: orders.id,
      userId: orders.userId,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      courseId: productCourses.courseId,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(productCourses, eq(productCourses.productId, orderLines.productId))
    .where(and(inArray(orders.status, ["paid", "shipping", "delivered"]), isNotNull(orders.userId)))
    .all();
  if (paid.length > 0)
    db.insert(userCourses)
      .values(paid.map((r) => ({ userId: r.userId!, courseId: r.courseId, orderId: r.orderId, grantedAt: r.paidAt ?? r.createdAt })))
      .onConflictDoNothing()
      .run();
  const order = db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, LEARNER_SEED_FACTS.orderId)).get();
  if (!order?.paidAt) throw new Error("seed learners: the course order is missing or unpaid");
  const at = (minutes: number) => new Date(Date.parse(order.paidAt!) + minutes * MINUTE).toISOString();
  const [first, second] = LEARNER_SEED_FACTS.completedLessonIds as [number, number];
  const base = { userId: LEARNER_SEED_FACTS.customerId, courseId: LEARNER_SEED_FACTS.courseId };
  db.insert(lessonProgress)
    .values([
      { ...base, lessonId: first, lastOpenedAt: at(10), completedAt: at(20) },
      { ...base, lessonId: second, lastOpenedAt: at(30), completedAt: at(45) },
    ])
    .run();
}
