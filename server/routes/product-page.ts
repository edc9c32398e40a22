/**
 * Product pages (spec §7): GET /api/ProductPage?{query} → `data` (product summaries) and `totalPage`;
 * GET /api/ProductPage/{id} → product detail; GET /api/ProductPage/ProductSalesInCategory/{id} →
 * other products of the product's category; GET /api/ProductPage/CourseInProductSale/{id} → the
 * courses sold with product {id} (`[]` for most products).
 *
 * Query of the list (defined here, §7 does not show it): `page` (1-based, default 1), `pageSize`
 * (1–60, default 20), `categoryId`, `searchContent` (full text, ADR 0023), `sort` (relevance, newest,
 * bestselling, price-asc, price-desc, rating; default relevance with a search, else newest) and the
 * facet filters `author`, `publisher`, `year`, `price` (`min-max`), `format` (print, ebook), `inStock`.
 * Beside `data` and `totalPage` the envelope carries `totalItems`, `facets` and `alternatives`
 * (server/domain/search.ts) — extra fields a client of §7 may ignore.
 * GET /api/ProductPage/Suggest?searchContent → up to 10 `{id, name, authors}` for what is being typed.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { idField, idParams } from "../http/fields";
import { parse } from "../http/validate";
import { coursesSoldWith, findProduct, sameCategoryProducts } from "../domain/catalog";
import { parsePriceRange, PRODUCT_SORTS, searchCatalog, suggestProducts } from "../domain/search";
import { PRODUCT_FORMATS } from "../constants";

/** A facet value: one string (a repeated parameter is a 400, not a 500). */
const facetText = (message: string) => z.string({ invalid_type_error: message }).trim().max(200, message).optional();

const listQuery = z.object({
  page: z.coerce.number().int().min(1, "Trang không hợp lệ").max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
  categoryId: idField().optional(),
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  author: facetText("Tác giả không hợp lệ"),
  publisher: facetText("Nhà xuất bản không hợp lệ"),
  year: z.coerce
    .number({ invalid_type_error: "Năm xuất bản không hợp lệ" })
    .int("Năm xuất bản không hợp lệ")
    .min(1000, "Năm xuất bản không hợp lệ")
    .max(9999, "Năm xuất bản không hợp lệ")
    .optional(),
  price: z
    .string({ invalid_type_error: "Khoảng giá không hợp lệ" })
    .transform((v, ctx) => parsePriceRange(v) ?? (ctx.addIssue({ code: "custom", message: "Khoảng giá không hợp lệ" }), z.NEVER))
    .optional(),
  format: z.enum(PRODUCT_FORMATS, { errorMap: () => ({ message: "Hình thức không hợp lệ" }) }).optional(),
  inStock: z
    .enum(["true", "false", "1", "0"], { errorMap: () => ({ message: "Còn hàng không hợp lệ" }) })
    .transform((v) => v === "true" || v === "1")
    .optional(),
});
const suggestQuery = z.object({
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").default(""),
});
const productIdParams = idParams("Mã sản phẩm không hợp lệ", { only: ["min"] });

/** Registers the product page routes (a Fastify plugin; uses `app.deps.db`). */
export async function productRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get("/api/ProductPage", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage, totalItems, facets, alternatives } = searchCatalog(db, {
      ...q,
      author: q.author || undefined,
      publisher: q.publisher || undefined,
    });
    return { ...ok(items, { totalPage }), totalItems, facets, alternatives };
  });

  /** Up to 10 books for what is being typed (prefix match on the folded title, authors, ISBN). */
  app.get("/api/ProductPage/Suggest", async (req) => {
    const { searchContent } = parse(suggestQuery, req.query);
    return ok(suggestProducts(db, searchContent));
  });

  app.get("/api/ProductPage/:id", async (req) => {
    const { id } = parse(productIdParams, req.params);
    const product = findProduct(db, id);
    if (!product) throw notFound("Sản phẩm", "PRODUCT_NOT_FOUND");
    return ok(product);
  });

  /** Up to 10 best-selling other products of the same category as product {id}. */
  app.get("/api/ProductPage/ProductSalesInCategory/:id", async (req) => {
    const { id } = parse(productIdParams, req.params);
    const items = sameCategoryProducts(db, id);
    if (!items) throw notFound("Sản phẩm", "PRODUCT_NOT_FOUND");
    return ok(items);
  });

  /** Courses sold with product {id}, in display order: `[{id, title, description, instructor, image, lessonsCount}]`. */
  app.get("/api/ProductPage/CourseInProductSale/:id", async (req) => {
    const { id } = parse(productIdParams, req.params);
    const items = coursesSoldWith(db, id);
    if (!items) throw notFound("Sản phẩm", "PRODUCT_NOT_FOUND");
    return ok(items);
  });
}
