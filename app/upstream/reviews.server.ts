/**
 * A signed-in customer's reviews (docs/openapi.yaml MyReview, ReviewableProduct):
 * GET /api/Feedback (with the bearer) → my reviews; GET /api/Feedback/reviewable → the products of my
 * paid orders; POST /api/Feedback; PUT /api/Feedback/{id}. Never cached (they depend on the user),
 * but a write drops the product's cached public answers (product detail and first review page, ADR
 * 0007) so the writer sees the review on the product page at once.
 * Errors: UpstreamError with `code` REVIEW_NOT_ALLOWED (403), REVIEW_EXISTS (409, `data.id`),
 * REVIEW_NOT_FOUND (404), VALIDATION_FAILED (400); upstream failures as in client.server.ts.
 */
import { z } from "zod";
import { REVIEWS_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";

/** A review of mine. Times ISO-8601 UTC; `updatedAt` null = never edited. Title and content are plain text. */
const myReviewSchema = z.object({
  id: z.number().int(),
  productSaleId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});

/** A product of my paid orders and my review's id (null = not reviewed yet). */
const reviewableSchema = z.object({
  productSaleId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  reviewId: z.number().int().nullable(),
});

/** What the customer types: 1–5 stars, title, text. */
export interface ReviewInput {
  rating: number;
  title: string;
  content: string;
}

/** Items per page when the storefront walks every page (the upstream allows up to 50). */
const WALK_PAGE_SIZE = 50;
/** The most pages a walk reads (2 500 items). */
const WALK_MAX_PAGES = 50;

/** GET /api/Feedback?page&pageSize (bearer) → one page of my reviews, newest first, and the number of pages (≥ 1). */
export async function getMyReviews(client: UpstreamClient, page: number, pageSize = 10) {
  const res = await client.get(z.array(myReviewSchema), "/api/Feedback", { query: { page, pageSize } });
  return { reviews: res.data, totalPage: Math.max(1, res.totalPage ?? 1) };
}

/** GET /api/Feedback/reviewable?page&pageSize (bearer) → one page of the products of my paid orders, and the number of pages. */
export async function getReviewable(client: UpstreamClient, page: number, pageSize = WALK_PAGE_SIZE) {
  const res = await client.get(z.array(reviewableSchema), "/api/Feedback/reviewable", { query: { page, pageSize } });
  return { products: res.data, totalPage: Math.max(1, res.totalPage ?? 1) };
}

/** Reads pages of `fetch` (50 a page) until `pick` finds an item, or the pages end; null when none. */
async function findInPages<T>(fetch: (page: number) => Promise<{ items: T[]; totalPage: number }>, pick: (item: T) => boolean) {
  for (let page = 1; page <= WALK_MAX_PAGES; page++) {
    const { items, totalPage } = await fetch(page);
    const found = items.find(pick);
    if (found) return found;
    if (page >= totalPage) break;
  }
  return null;
}

/** The product `productSaleId` among the products of my paid orders (with my review's id), or null when I did not buy it. */
export function findReviewable(client: UpstreamClient, productSaleId: number) {
  return findInPages(
    async (page) => {
      const r = await getReviewable(client, page);
      return { items: r.products, totalPage: r.totalPage };
    },
    (p) => p.productSaleId === productSaleId,
  );
}

/** My review `id`, or null. */
export function findMyReview(client: UpstreamClient, id: number) {
  return findInPages(
    async (page) => {
      const r = await getMyReviews(client, page, WALK_PAGE_SIZE);
      return { items: r.reviews, totalPage: r.totalPage };
    },
    (r) => r.id === id,
  );
}

/** Drops the cached product detail and first review page of `productSaleId` (the new or edited review shows at once). */
async function forgetProduct(client: UpstreamClient, productSaleId: number) {
  await client.forget(`/api/ProductPage/${productSaleId}`);
  await client.forget(`/api/Feedback/${productSaleId}`, { query: { page: 1, pageSize: REVIEWS_PAGE_SIZE } });
}

/** POST /api/Feedback → my new review and the upstream's success message. @throws UpstreamError (403, 409 with data.id, 400). */
export async function createReview(client: UpstreamClient, productSaleId: number, input: ReviewInput) {
  const res = await client.post(myReviewSchema, "/api/Feedback", {
    body: { ProductSaleId: productSaleId, Rating: input.rating, Title: input.title, Content: input.content },
  });
  await forgetProduct(client, productSaleId);
  return { review: res.data, message: res.successMessage ?? null };
}

/** PUT /api/Feedback/{id} → my edited review and the success message. @throws UpstreamError (404 REVIEW_NOT_FOUND, 400). */
export async function updateReview(client: UpstreamClient, id: number, input: ReviewInput) {
  const res = await client.request("PUT", myReviewSchema, `/api/Feedback/${id}`, {
    body: { Rating: input.rating, Title: input.title, Content: input.content },
  });
  await forgetProduct(client, res.data.productSaleId);
  return { review: res.data, message: res.successMessage ?? null };
}
