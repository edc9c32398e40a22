/**
 * Catalog calls (spec §7 "Home page and content": ProductPage, Categories).
 * Money is integer VND. Errors: see client.server.ts (UpstreamError 404 for an unknown product).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { categorySchema, productDetailSchema, productSummarySchema, type ProductSort } from "~/upstream/schemas";

/** GET /api/ProductPage?page&pageSize&categoryId&searchContent&sort → `{ products, totalPage }`. */
export async function getProductPage(
  client: UpstreamClient,
  q: { page: number; pageSize?: number; categoryId?: number; searchContent?: string; sort?: ProductSort },
) {
  const res = await client.get(z.array(productSummarySchema), "/api/ProductPage", { query: { pageSize: 20, ...q }, cache: "short" });
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
