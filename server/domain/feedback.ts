/**
 * Product reviews (spec §3 Product sale detail "feedbacks", §7 `GET /api/Feedback/{id}` and
 * `GET /api/Feedback`): the shapes the API returns and the paged queries behind them. Newest first.
 *
 * Customers' own reviews (docs/openapi.yaml `MyReview`): a signed-in customer may review a
 * product of one of their PAID orders (status paid, shipping or delivered), once per product, and
 * edit it later. Writing a review moves the product's rating counts (§3 rating1…rating5) in the same
 * transaction: create → +1 of its stars; an edit that changes the stars → −1 old, +1 new.
 * Title and content are stored as typed (plain text; the storefront escapes on output).
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { productExists } from "../data/products";
import {
  countFeedback,
  feedbackPage,
  feedbackPageWithProducts,
  findOwnReview,
  findReviewOf,
  hasPaidLineOf,
  insertReview,
  moveRatingCount,
  productNameAndCover,
  reviewableOfUser,
  reviewsOfUser,
  updateReview,
  type FeedbackRow,
} from "../data/feedback";
import { coverPaths } from "./cart";

/** A review as the public lists return it (`title` is "" for the seeded reviews). */
function toFeedback(row: FeedbackRow) {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    content: row.content,
    authorName: row.authorName,
    createdAt: row.createdAt,
  };
}

/**
 * One page of the reviews of product `productId` (optionally only those of `rating` stars), or null
 * when there is no such product.
 */
export function productFeedback(db: Db, productId: number, q: { page: number; pageSize: number; rating?: number }) {
  if (!productExists(db, productId)) return null;
  const filter = { productId, rating: q.rating };
  const total = countFeedback(db, filter);
  const rows = feedbackPage(db, filter, q.page, q.pageSize);
  return { items: rows.map(toFeedback), total, totalPage: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/** One page of the latest reviews across products, each with `product: {id, name, image, thumbImage}`. */
export function latestFeedback(db: Db, q: { page: number; pageSize: number; rating?: number }) {
  const filter = { rating: q.rating };
  const total = countFeedback(db, filter);
  const rows = feedbackPageWithProducts(db, filter, q.page, q.pageSize);
  return {
    items: rows.map((r) => ({ ...toFeedback(r.f), product: { id: r.f.productId, name: r.name, ...coverPaths(r.coverFile) } })),
    total,
    totalPage: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

// ─────────────────────────── customers' own reviews ───────────────────────────

/** A customer's own review (`MyReview` of docs/openapi.yaml). Times ISO-8601 UTC; `updatedAt` null = never edited. */
export interface MyReview {
  id: number;
  productSaleId: number;
  productName: string;
  /** The product's cover thumbnail path on the media host. */
  imageUrl: string;
  rating: number;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string | null;
}

/** What a customer types: 1…5 stars, a title (1–120 characters) and a text (1–2000), already validated. */
export interface ReviewInput {
  rating: number;
  title: string;
  content: string;
}

function toMyReview(review: FeedbackRow, product: { name: string; coverFile: string }): MyReview {
  return {
    id: review.id,
    productSaleId: review.productId,
    productName: product.name,
    imageUrl: coverPaths(product.coverFile).thumbImage,
    rating: review.rating,
    title: review.title,
    content: review.content,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

/** One page of `userId`'s reviews, newest first, and the number of pages (≥ 1). */
export function myReviews(db: Db, userId: number, q: { page: number; pageSize: number }) {
  const { rows, total } = reviewsOfUser(db, userId, q.page, q.pageSize);
  return {
    items: rows.map((r) => toMyReview(r.review, { name: r.productName, coverFile: r.coverFile })),
    totalPage: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/**
 * One page of the products of `userId`'s paid orders (most recently bought first), each
 * `{productSaleId, name, imageUrl, reviewId}` (`reviewId` null = not reviewed yet), and the number of pages.
 */
export function reviewableProducts(db: Db, userId: number, q: { page: number; pageSize: number }) {
  const { rows, total } = reviewableOfUser(db, userId, q.page, q.pageSize);
  return {
    items: rows.map((r) => ({
      productSaleId: r.productId,
      name: r.name,
      imageUrl: coverPaths(r.coverFile).thumbImage,
      reviewId: r.reviewId,
    })),
    totalPage: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/**
 * Writes `user`'s review of product `productId` and adds one to the product's count of its stars,
 * in one transaction. `authorName` is the customer's name (shown on the product page).
 * @throws ApiError 403 REVIEW_NOT_ALLOWED when no paid order of the user holds the product (also for
 *   an unknown product); 409 REVIEW_EXISTS with `data: {id}` when the user already reviewed it.
 */
export function createReview(db: Db, user: { id: number; name: string }, productId: number, input: ReviewInput, now: Date): MyReview {
  return db.transaction((tx) => {
    if (!hasPaidLineOf(tx, user.id, productId))
      throw new ApiError(403, "REVIEW_NOT_ALLOWED", "Bạn chỉ có thể đánh giá sản phẩm đã mua và thanh toán");
    const existing = findReviewOf(tx, user.id, productId);
    if (existing) throw new ApiError(409, "REVIEW_EXISTS", "Bạn đã đánh giá sản phẩm này, hãy sửa đánh giá cũ", { id: existing.id });
    const row = insertReview(tx, {
      productId,
      userId: user.id,
      rating: input.rating,
      title: input.title,
      content: input.content,
      authorName: user.name,
      createdAt: now.toISOString(),
    });
    moveRatingCount(tx, productId, input.rating, 1);
    return toMyReview(row, productNameAndCover(tx, productId)!);
  });
}

/**
 * Changes `userId`'s review `id`; when the stars change, the product's count of the old stars loses
 * one and the new gains one, in the same transaction. `updatedAt` = `now`.
 * @throws ApiError 404 REVIEW_NOT_FOUND when there is no such review or another customer wrote it.
 */
export function editReview(db: Db, userId: number, id: number, input: ReviewInput, now: Date): MyReview {
  return db.transaction((tx) => {
    const old = findOwnReview(tx, userId, id);
    if (!old) throw new ApiError(404, "REVIEW_NOT_FOUND", "Đánh giá không tồn tại");
    const row = updateReview(tx, id, { rating: input.rating, title: input.title, content: input.content, updatedAt: now.toISOString() });
    if (old.rating !== input.rating) {
      moveRatingCount(tx, old.productId, old.rating, -1);
      moveRatingCount(tx, old.productId, input.rating, 1);
    }
    return toMyReview(row, productNameAndCover(tx, old.productId)!);
  });
}
