/**
 * Catalog calls (spec §7 "Home page and content": ProductPage, Categories, Feedback).
 * Money is integer VND. Errors: see client.server.ts (UpstreamError 404 for an unknown product).
 */
import { z } from "zod";
import { PRODUCT_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";
import {
  categorySchema,
  courseSchema,
  feedbackSchema,
  productDetailSchema,
  productSummarySchema,
  type ProductSort,
} from "~/upstream/schemas";

/** GET /api/ProductPage?page&pageSize&categoryId&searchContent&sort → `{ products, totalPage }`. */
export async function getProductPage(
  client: UpstreamClient,
  q: { page: number; pageSize?: number; categoryId?: number; searchContent?: string; sort?: ProductSort },
) {
  const res = await client.get(z.array(productSummarySchema), "/api/ProductPage", {
    query: { pageSize: PRODUCT_PAGE_SIZE, ...q },
    cache: "short",
  });
  return { products: res.data, totalPage: res.totalPage };
}

/** GET /api/ProductPage/{id} → product detail. @throws UpstreamError 404 when unknown. */
export async function getProduct(client: UpstreamClient, id: number) {
  return (await client.get(productDetailSchema, `/api/ProductPage/${id}`, { cache: "short" })).data;
}

/** GET /api/ProductPage/ProductSalesInCategory/{id} → other products of the product's category. */
export async function getProductsInCategory(client: UpstreamClient, productId: number) {
  return (await client.get(z.array(productSummarySchema), `/api/ProductPage/ProductSalesInCategory/${productId}`, { cache: "short" })).data;
}

/** GET /api/HomePage/Categories → categories in menu order. */
export async function getCategories(client: UpstreamClient) {
  return (await client.get(z.array(categorySchema), "/api/HomePage/Categories", { cache: "long" })).data;
}

/** GET /api/ProductPage/CourseInProductSale/{id} → the courses sold with the product (often none). */
export async function getProductCourses(client: UpstreamClient, productId: number) {
  return (await client.get(z.array(courseSchema), `/api/ProductPage/CourseInProductSale/${productId}`, { cache: "short" })).data;
}

/**
 * GET /api/Feedback/{id}?page&pageSize → one page of the product's reviews, newest first:
 * `{ reviews, totalPage }` (totalPage ≥ 1). A page past the last is empty. @throws UpstreamError 404.
 */
export async function getProductReviews(client: UpstreamClient, productId: number, page: number) {
  const res = await client.get(z.array(feedbackSchema), `/api/Feedback/${productId}`, {
    query: { page, pageSize: REVIEWS_PAGE_SIZE },
    cache: "short",
  });
  return { reviews: res.data, totalPage: Math.max(1, res.totalPage ?? 1) };
}
