/**
 * Catalog calls (spec §7 "Home page and content": ProductPage, Categories, Feedback).
 * Money is integer VND. Errors: see client.server.ts (UpstreamError 404 for an unknown product).
 */
import { z } from "zod";
import { PRODUCT_PAGE_SIZE, REVIEWS_PAGE_SIZE, SEARCH_SUGGEST_MAX } from "~/constants";
import { UpstreamError, type UpstreamClient } from "./client.server";
import {
  categorySchema,
  courseSchema,
  feedbackSchema,
  productDetailSchema,
  productFacetsSchema,
  productSuggestionSchema,
  productSummarySchema,
  searchAlternativesSchema,
  type ProductSort,
  type ProductSuggestion,
} from "~/upstream/schemas";

/** Facet filters of a catalogue search (ADR 0023); each optional. `price` is a `min-max` key (VND). */
export interface ProductFilters {
  author?: string | undefined;
  publisher?: string | undefined;
  year?: number | undefined;
  price?: string | undefined;
  format?: "print" | "ebook" | undefined;
  inStock?: boolean | undefined;
}

/**
 * GET /api/ProductPage?page&pageSize&categoryId&searchContent&sort&author&publisher&year&price&format&inStock
 * → `{ products, totalPage, totalItems, facets, alternatives }`. The last three are the reference
 * upstream's additions to §7: null (`alternatives` []) when the upstream does not send them or sends
 * them malformed, so the page degrades to a list without facets. `sort` undefined = the upstream's
 * default (relevance with a search, else newest).
 */
export async function getProductPage(
  client: UpstreamClient,
  q: { page: number; pageSize?: number; categoryId?: number; searchContent?: string; sort?: ProductSort | undefined } & ProductFilters,
) {
  const { inStock, ...rest } = q;
  const res = await client.get(z.array(productSummarySchema), "/api/ProductPage", {
    query: { pageSize: PRODUCT_PAGE_SIZE, ...rest, inStock: inStock ? "true" : undefined },
    cache: "short",
  });
  const totalItems = z.number().int().nonnegative().safeParse(res.extra.totalItems);
  const facets = productFacetsSchema.safeParse(res.extra.facets);
  const alternatives = searchAlternativesSchema.safeParse(res.extra.alternatives);
  return {
    products: res.data,
    totalPage: res.totalPage,
    totalItems: totalItems.success ? totalItems.data : null,
    facets: facets.success ? facets.data : null,
    alternatives: alternatives.success ? alternatives.data : [],
  };
}

/**
 * GET /api/ProductPage/Suggest?searchContent → up to SEARCH_SUGGEST_MAX `{id, name, authors}`, best first.
 * An upstream without the call (404) → [] (the header box stays a plain search form).
 */
export async function getProductSuggestions(client: UpstreamClient, searchContent: string): Promise<ProductSuggestion[]> {
  try {
    const res = await client.get(z.array(productSuggestionSchema), "/api/ProductPage/Suggest", {
      query: { searchContent },
      cache: "short",
    });
    return res.data.slice(0, SEARCH_SUGGEST_MAX);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return [];
    throw error;
  }
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
