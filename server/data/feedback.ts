/**
 * Data access of customers' reviews (`feedbacks` with a `user_id`) and of the products a
 * customer may review: the lines of the customer's orders that were paid (status paid, shipping or
 * delivered — a cancelled, failed or pending order does not count). Drizzle over SQLite; the domain
 * (server/domain/feedback.ts) opens the transactions.
 */
import { and, count, desc, eq, inArray, max, sql, type SQL } from "drizzle-orm";
import { feedbacks, orderLines, orders, products } from "../db/schema";
import type { DbOrTx } from "./tx";

/** Order statuses whose lines a customer may review: the order was paid (and maybe shipped since). */
const PAID_STATUSES = ["paid", "shipping", "delivered"] as const;

/** A review row. */
export type FeedbackRow = typeof feedbacks.$inferSelect;

/** A customer's review joined with its product's name and cover file. */
export interface ReviewWithProduct {
  review: FeedbackRow;
  productName: string;
  coverFile: string;
}

/** Whether user `userId` has a paid (or since shipped/delivered) order with a line of product `productId`. */
export function hasPaidLineOf(db: DbOrTx, userId: number, productId: number): boolean {
  const row = db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...PAID_STATUSES]), eq(orderLines.productId, productId)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** User `userId`'s review of product `productId`, or null. */
export function findReviewOf(db: DbOrTx, userId: number, productId: number): FeedbackRow | null {
  return (
    db
      .select()
      .from(feedbacks)
      .where(and(eq(feedbacks.userId, userId), eq(feedbacks.productId, productId)))
      .get() ?? null
  );
}

/** Review `id` if user `userId` wrote it, else null (another customer's review is "not found"). */
export function findOwnReview(db: DbOrTx, userId: number, id: number): FeedbackRow | null {
  return (
    db
      .select()
      .from(feedbacks)
      .where(and(eq(feedbacks.id, id), eq(feedbacks.userId, userId)))
      .get() ?? null
  );
}

/** Inserts a review and returns its row. */
export function insertReview(db: DbOrTx, values: typeof feedbacks.$inferInsert): FeedbackRow {
  return db.insert(feedbacks).values(values).returning().get();
}

/** Updates review `id` and returns its row. */
export function updateReview(
  db: DbOrTx,
  id: number,
  changes: Pick<FeedbackRow, "rating" | "title" | "content" | "updatedAt">,
): FeedbackRow {
  return db.update(feedbacks).set(changes).where(eq(feedbacks.id, id)).returning().get();
}

const RATING_COLUMNS_BY_KEY = {
  rating1: products.rating1,
  rating2: products.rating2,
  rating3: products.rating3,
  rating4: products.rating4,
  rating5: products.rating5,
} as const;

/** Adds `delta` (+1 or −1) to product `productId`'s count of `stars`-star reviews (never below 0). */
export function moveRatingCount(db: DbOrTx, productId: number, stars: number, delta: 1 | -1): void {
  const key = `rating${stars}` as keyof typeof RATING_COLUMNS_BY_KEY;
  const column = RATING_COLUMNS_BY_KEY[key];
  if (!column) throw new Error(`rating out of range: ${stars}`);
  db.update(products)
    .set({ [key]: sql`max(0, ${column} + ${delta})` })
    .where(eq(products.id, productId))
    .run();
}

/** One page of user `userId`'s reviews, newest first (created, then id), with the product; and the total. */
export function reviewsOfUser(db: DbOrTx, userId: number, page: number, pageSize: number): { rows: ReviewWithProduct[]; total: number } {
  const where = eq(feedbacks.userId, userId);
  const total = db.select({ n: count() }).from(feedbacks).where(where).get()?.n ?? 0;
  const rows = db
    .select({ review: feedbacks, productName: products.name, coverFile: products.coverFile })
    .from(feedbacks)
    .innerJoin(products, eq(feedbacks.productId, products.id))
    .where(where)
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

/** Product `productId`'s name and cover file, or null. */
export function productNameAndCover(db: DbOrTx, productId: number): { name: string; coverFile: string } | null {
  return db.select({ name: products.name, coverFile: products.coverFile }).from(products).where(eq(products.id, productId)).get() ?? null;
}

/**
 * One page of the distinct products of user `userId`'s paid orders, the most recently bought first,
 * each with the id of the user's review of it (or null); and the total.
 */
export function reviewableOfUser(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): { rows: Array<{ productId: number; name: string; coverFile: string; reviewId: number | null }>; total: number } {
  const bought = and(eq(orders.userId, userId), inArray(orders.status, [...PAID_STATUSES]));
  const total =
    db
      .select({ n: sql<number>`count(distinct ${orderLines.productId})` })
      .from(orderLines)
      .innerJoin(orders, eq(orderLines.orderId, orders.id))
      .where(bought)
      .get()?.n ?? 0;
  const lastBought = max(orders.createdAt);
  const rows = db
    .select({
      productId: orderLines.productId,
      name: products.name,
      coverFile: products.coverFile,
      reviewId: feedbacks.id,
      lastBought,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(orderLines.productId, products.id))
    .leftJoin(feedbacks, and(eq(feedbacks.userId, userId), eq(feedbacks.productId, orderLines.productId)))
    .where(bought)
    .groupBy(orderLines.productId)
    .orderBy(desc(lastBought), desc(orderLines.productId))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows: rows.map((r) => ({ productId: r.productId, name: r.name, coverFile: r.coverFile, reviewId: r.reviewId })), total };
}

/** Which reviews a public list shows: of one product or of every product, optionally only those of `rating` stars. */
export interface FeedbackFilter {
  productId?: number | undefined;
  rating?: number | undefined;
}

const newestFirst = [desc(feedbacks.createdAt), desc(feedbacks.id)];

function feedbackWhere(filter: FeedbackFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.productId !== undefined) where.push(eq(feedbacks.productId, filter.productId));
  if (filter.rating) where.push(eq(feedbacks.rating, filter.rating));
  return where.length === 0 ? undefined : where.length === 1 ? where[0] : and(...where);
}

/** How many reviews match `filter`. */
export function countFeedback(db: DbOrTx, filter: FeedbackFilter): number {
  return db.select({ n: count() }).from(feedbacks).where(feedbackWhere(filter)).get()?.n ?? 0;
}

/** One page (1-based) of the reviews matching `filter`, newest first (then highest id). */
export function feedbackPage(db: DbOrTx, filter: FeedbackFilter, page: number, pageSize: number): FeedbackRow[] {
  return db
    .select()
    .from(feedbacks)
    .where(feedbackWhere(filter))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
}

/** One page (1-based) of the reviews matching `filter`, newest first, each with its product's name and cover file. */
export function feedbackPageWithProducts(
  db: DbOrTx,
  filter: FeedbackFilter,
  page: number,
  pageSize: number,
): { f: FeedbackRow; name: string; coverFile: string }[] {
  return db
    .select({ f: feedbacks, name: products.name, coverFile: products.coverFile })
    .from(feedbacks)
    .innerJoin(products, eq(feedbacks.productId, products.id))
    .where(feedbackWhere(filter))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
}
