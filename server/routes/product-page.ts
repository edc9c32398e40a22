/**
 * Product pages (spec §7): GET /api/ProductPage?{query} → `data` (product summaries) and `totalPage`;
 * GET /api/ProductPage/{id} → product detail; GET /api/ProductPage/ProductSalesInCategory/{id} →
 * other products of the product's category; GET /api/ProductPage/CourseInProductSale/{id} → the
 * courses sold with product {id} (`[]` for most products).
 *
 * Query of the list (defined here, §7 does not show it): `page` (1-based, default 1), `pageSize`
 * (1–60, default 20), `categoryId`, `searchContent` (accent-insensitive), `sort` (newest,
 * bestselling, price-asc, price-desc, rating; default newest).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { idField, idParams } from "../http/fields";
import { parse } from "../http/validate";
import { coursesSoldWith, findProduct, PRODUCT_SORTS, sameCategoryProducts, searchProducts } from "../domain/catalog";

const listQuery = z.object({
  page: z.coerce.number().int().min(1, "Trang không hợp lệ").max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
  categoryId: idField().optional(),
  searchContent: z.string().max(200, "Từ khóa quá dài").optional(),
  sort: z.enum(PRODUCT_SORTS).default("newest"),
});
const productIdParams = idParams("Mã sản phẩm không hợp lệ", { only: ["min"] });

/** Registers the product page routes (a Fastify plugin; uses `app.deps.db`). */
export async function productRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get("/api/ProductPage", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage } = searchProducts(db, q);
    return ok(items, { totalPage });
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
