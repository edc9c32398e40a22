/**
 * Content of the storefront's other pages (spec §2, §3 "Content page", §7):
 * - GET /api/LandingPages/{id} — a campaign landing page: title, summary, HTML content, hero image,
 *   featured product ids and their summaries;
 * - POST /api/Redirect/Check-url with `{Url}` — where a short link of spec §2 (`/h/{id}`, `/p/{id}`,
 *   `/m/{id}`) leads: `data: {target}` (a storefront path), 404 when it leads nowhere;
 * - GET /api/Pages/{slug} — a content page by slug (defined here; §2 /gioi-thieu, the policy and help
 *   pages, and `/pages/{id}` whose id IS the slug): `{slug, title, content, updatedAt}`.
 * HTML is served as stored; the storefront sanitizes it.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, notFound, ok } from "../http/envelope";
import { idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { contentPage, landingPage, shortLinkDestination } from "../domain/content";

const idParams = idParamsOf("Mã trang không hợp lệ");
const slugParams = z.object({
  slug: z
    .string()
    .trim()
    .max(100, "Đường dẫn trang không hợp lệ")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "Đường dẫn trang không hợp lệ"),
});
const checkUrlBody = z.object({
  Url: z
    .string({ required_error: "Url không được để trống", invalid_type_error: "Url phải là chuỗi ký tự" })
    .trim()
    .min(1, "Url không được để trống")
    .max(2048, "Url quá dài"),
});

/** Registers the landing page, short link and content page routes (a Fastify plugin; uses `app.deps.db`). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** A landing page with its featured products (summaries, in display order). */
  app.get("/api/LandingPages/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const page = landingPage(db, id);
    if (!page) throw notFound("Trang");
    return ok(page);
  });

  /** Where a short link leads (seeded links, then `/p/{id}` of an existing product). */
  app.post("/api/Redirect/Check-url", async (req) => {
    const { Url } = parse(checkUrlBody, req.body);
    const target = shortLinkDestination(db, Url);
    if (target === null) throw new ApiError(404, "NOT_FOUND", "Liên kết không tồn tại");
    return ok({ target });
  });

  /** A content page by slug (case-insensitive). 404 for an unknown slug. */
  app.get("/api/Pages/:slug", async (req) => {
    const { slug } = parse(slugParams, req.params);
    const page = contentPage(db, slug);
    if (!page) throw notFound("Trang");
    return ok(page);
  });
}
