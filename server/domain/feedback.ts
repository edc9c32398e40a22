/**
 * Product reviews (spec §3 Product sale detail "feedbacks", §7 `GET /api/Feedback/{id}` and
 * `GET /api/Feedback`): the shapes the API returns and the paged queries behind them. Newest first.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { feedbacks, products } from "../db/schema";
import { coverPaths } from "./cart";

type FeedbackRow = typeof feedbacks.$inferSelect;

/** A review as the API returns it. */
function toFeedback(row: FeedbackRow) {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    content: row.content,
    authorName: row.authorName,
    createdAt: row.createdAt,
  };
}

const newestFirst = [desc(feedbacks.createdAt), desc(feedbacks.id)];

/** One page of `where`'s reviews, newest first, and the number of pages (≥ 1). */
function pageOf(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const total = db.select({ n: count() }).from(feedbacks).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total, totalPage: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * One page of the reviews of product `productId` (optionally only those of `rating` stars), or null
 * when there is no such product.
 */
export function productFeedback(db: Db, productId: number, q: { page: number; pageSize: number; rating?: number }) {
  const exists = db.select({ id: products.id }).from(products).where(eq(products.id, productId)).get();
  if (!exists) return null;
  const where = q.rating ? and(eq(feedbacks.productId, productId), eq(feedbacks.rating, q.rating)) : eq(feedbacks.productId, productId);
  const { rows, total, totalPage } = pageOf(db, where, q.page, q.pageSize);
  return { items: rows.map(toFeedback), total, totalPage };
}

/** One page of the latest reviews across products, each with `product: {id, name, image, thumbImage}`. */
export function latestFeedback(db: Db, q: { page: number; pageSize: number; rating?: number }) {
  const where = q.rating ? eq(feedbacks.rating, q.rating) : undefined;
  const total = db.select({ n: count() }).from(feedbacks).where(where).get()?.n ?? 0;
  const rows = db
    .select({ f: feedbacks, name: products.name, coverFile: products.coverFile })
    .from(feedbacks)
    .innerJoin(products, eq(feedbacks.productId, products.id))
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .all();
  return {
    items: rows.map((r) => ({ ...toFeedback(r.f), product: { id: r.f.productId, name: r.name, ...coverPaths(r.coverFile) } })),
    total,
    totalPage: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}
