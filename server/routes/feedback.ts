/**
 * Product reviews (spec §3 Product sale detail "feedbacks", §7): GET /api/Feedback/{id} — the reviews
 * of product {id} — and GET /api/Feedback — the latest reviews across products. Both paged, newest
 * first: `page` (1-based, default 1), `pageSize` (1–50, default 5), optional `rating` (1–5 stars).
 * `data` is the page, `totalPage` the number of pages (≥ 1).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { pageField, pageSizeField } from "../http/paging";
import { idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { latestFeedback, productFeedback } from "../domain/feedback";

const query = z.object({
  page: pageField,
  pageSize: pageSizeField(5, 50),
  rating: z.coerce
    .number({ invalid_type_error: "Số sao phải từ 1 đến 5" })
    .int("Số sao phải từ 1 đến 5")
    .min(1, "Số sao phải từ 1 đến 5")
    .max(5, "Số sao phải từ 1 đến 5")
    .optional(),
});
const idParams = idParamsOf("Mã sản phẩm không hợp lệ");

/** Registers the review routes (a Fastify plugin; uses `app.deps.db`). */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** The latest reviews across products, each with its product's id, name and cover. */
  app.get("/api/Feedback", async (req) => {
    const q = parse(query, req.query);
    const { items, totalPage } = latestFeedback(db, q);
    return ok(items, { totalPage });
  });

  /** The reviews of product {id}. 404 for an unknown product; an empty page for one without reviews. */
  app.get("/api/Feedback/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const q = parse(query, req.query);
    const result = productFeedback(db, id, q);
    if (!result) throw notFound("Sản phẩm", "PRODUCT_NOT_FOUND");
    return ok(result.items, { totalPage: result.totalPage });
  });
}
