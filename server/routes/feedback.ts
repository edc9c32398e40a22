/**
 * Product reviews (spec §3 Product sale detail "feedbacks", §7): GET /api/Feedback/{id} — the reviews
 * of product {id} — and GET /api/Feedback — the latest reviews across products. Both paged, newest
 * first: `page` (1-based, default 1), `pageSize` (1–50, default 5), optional `rating` (1–5 stars).
 * `data` is the page, `totalPage` the number of pages (≥ 1).
 *
 * A customer's own reviews (bearer; shapes in docs/openapi.yaml `MyReview`):
 * - GET  /api/Feedback with `Authorization` → my reviews, newest first (`pageSize` default 10);
 *        without the header the public latest reviews as above;
 * - GET  /api/Feedback/reviewable?page&pageSize → the products of my paid orders `{productSaleId, name, imageUrl, reviewId|null}`;
 * - POST /api/Feedback {ProductSaleId, Rating, Title, Content} → 201 MyReview (403 REVIEW_NOT_ALLOWED, 409 REVIEW_EXISTS data {id});
 * - PUT  /api/Feedback/{id} {Rating, Title, Content} → MyReview (404 REVIEW_NOT_FOUND, also for another's review).
 * Rating: integer 1…5; Title: 1–120 characters; Content: 1–2000 characters (trimmed, NFC; new lines
 * allowed in the content; other control characters refused). Stored as typed.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { pageField, pageSizeField } from "../http/paging";
import { idField, idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { requireUser } from "../http/auth";
import { withDefaults } from "../deps";
import { createReview, editReview, latestFeedback, myReviews, productFeedback, reviewableProducts } from "../domain/feedback";

/** Longest review title and text, characters. */
const TITLE_MAX = 120;
const CONTENT_MAX = 2000;
/** Control characters, lone surrogates, line separators, bidi overrides and isolates (the content may still hold new lines and tabs). */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A trimmed, NFC-normalised text of 1…`max` characters (code points). */
function reviewText(label: string, max: number, opts: { multiline: boolean }) {
  return z
    .string({ required_error: `${label} không được để trống`, invalid_type_error: `${label} phải là chuỗi ký tự` })
    .max(max * 4, `${label} tối đa ${max} ký tự`)
    .transform((s) => s.trim().normalize("NFC"))
    .refine((s) => s.length > 0, `${label} không được để trống`)
    .refine((s) => [...s].length <= max, `${label} tối đa ${max} ký tự`)
    .refine((s) => !FORBIDDEN.test(opts.multiline ? s.replace(/\r\n?|\n|\t/g, "") : s), `${label} chứa ký tự không hợp lệ`);
}

const RATING_MESSAGE = "Số sao phải là số nguyên từ 1 đến 5";
const reviewBody = z.object({
  Rating: z
    .number({ required_error: RATING_MESSAGE, invalid_type_error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  Title: reviewText("Tiêu đề", TITLE_MAX, { multiline: false }),
  Content: reviewText("Nội dung", CONTENT_MAX, { multiline: true }),
});
const createBody = reviewBody.extend({ ProductSaleId: idField("Mã sản phẩm không hợp lệ") });
const myQuery = z.object({ page: pageField, pageSize: pageSizeField(10, 50) });
const reviewIdParams = idParamsOf("Mã đánh giá không hợp lệ");

/** Whether the request carries an `Authorization` header (then GET /api/Feedback is "my reviews"). */
const hasAuthorization = (req: FastifyRequest) => typeof req.headers.authorization === "string" && req.headers.authorization !== "";

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

  /**
   * With a bearer: the customer's own reviews (401 for a bad token). Without: the latest reviews
   * across products, each with its product's id, name and cover.
   */
  app.get("/api/Feedback", async (req, reply) => {
    if (hasAuthorization(req)) {
      const user = await requireUser(req);
      reply.header("cache-control", "no-store");
      const q = parse(myQuery, req.query);
      const { items, totalPage } = myReviews(db, user.id, q);
      return ok(items, { totalPage });
    }
    const q = parse(query, req.query);
    const { items, totalPage } = latestFeedback(db, q);
    return ok(items, { totalPage });
  });

  /** The products of the customer's paid orders, with their review's id or null. */
  app.get("/api/Feedback/reviewable", async (req, reply) => {
    const user = await requireUser(req);
    reply.header("cache-control", "no-store");
    const q = parse(myQuery, req.query);
    const { items, totalPage } = reviewableProducts(db, user.id, q);
    return ok(items, { totalPage });
  });

  /** Writes the customer's review of a product they bought. */
  app.post("/api/Feedback", async (req, reply) => {
    const user = await requireUser(req);
    const body = parse(createBody, req.body);
    const review = createReview(
      db,
      user,
      body.ProductSaleId,
      { rating: body.Rating, title: body.Title, content: body.Content },
      withDefaults(app.deps).clock(),
    );
    reply.code(201).header("cache-control", "no-store");
    return ok(review, { successMessage: "Cảm ơn bạn đã đánh giá sản phẩm" });
  });

  /** Edits the customer's own review {id}. */
  app.put("/api/Feedback/:id", async (req, reply) => {
    const user = await requireUser(req);
    const { id } = parse(reviewIdParams, req.params);
    const body = parse(reviewBody, req.body);
    const review = editReview(
      db,
      user.id,
      id,
      { rating: body.Rating, title: body.Title, content: body.Content },
      withDefaults(app.deps).clock(),
    );
    reply.header("cache-control", "no-store");
    return ok(review, { successMessage: "Đã cập nhật đánh giá" });
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
