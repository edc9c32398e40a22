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
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { contentPages, landingPageProducts, landingPages, products, shortLinks } from "../db/schema";
import { ApiError, notFound, ok } from "../http/envelope";
import { idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { toSummary } from "../domain/catalog";

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

/** A short link in a path or URL: kind `h`, `p` or `m` and its code (lower case). */
const SHORT_LINK = /^\/([hpm])\/([a-z0-9_-]{1,64})\/?$/i;

/**
 * The kind and code of the short link `url` points to — "/h/1", "h/1", "https://shop.example/p/12?x=1"
 * (query and fragment ignored) — or null when it is not a short link.
 */
export function parseShortLink(url: string): { kind: "h" | "p" | "m"; code: string } | null {
  let pathname: string;
  try {
    pathname = new URL(url.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `/${url}`, "http://localhost").pathname;
  } catch {
    return null;
  }
  const m = SHORT_LINK.exec(pathname);
  return m ? { kind: (m[1] as string).toLowerCase() as "h" | "p" | "m", code: (m[2] as string).toLowerCase() } : null;
}

/** Registers the landing page, short link and content page routes (a Fastify plugin; uses `app.deps.db`). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** A landing page with its featured products (summaries, in display order). */
  app.get("/api/LandingPages/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const page = db.select().from(landingPages).where(eq(landingPages.id, id)).get();
    if (!page) throw notFound("Trang");
    const featured = db
      .select({ p: products })
      .from(landingPageProducts)
      .innerJoin(products, eq(landingPageProducts.productId, products.id))
      .where(eq(landingPageProducts.landingPageId, id))
      .orderBy(asc(landingPageProducts.position))
      .all()
      .map((r) => r.p);
    return ok({
      id: page.id,
      title: page.title,
      summary: page.summary,
      content: page.content,
      heroImage: `/media/landing/${page.heroImageFile}`,
      productIds: featured.map((p) => p.id),
      products: featured.map(toSummary),
      updatedAt: page.updatedAt,
    });
  });

  /**
   * Where a short link leads. Seeded links first; a `/p/{digits}` that is not seeded leads to that
   * product (`/san-pham/{id}`) when it exists.
   */
  app.post("/api/Redirect/Check-url", async (req) => {
    const { Url } = parse(checkUrlBody, req.body);
    const link = parseShortLink(Url);
    if (!link) throw new ApiError(404, "NOT_FOUND", "Liên kết không tồn tại");
    const row = db.select({ target: shortLinks.target }).from(shortLinks).where(and(eq(shortLinks.kind, link.kind), eq(shortLinks.code, link.code))).get();
    if (row) return ok({ target: row.target });
    if (link.kind === "p" && /^[1-9]\d{0,9}$/.test(link.code)) {
      const product = db.select({ id: products.id }).from(products).where(eq(products.id, Number(link.code))).get();
      if (product) return ok({ target: `/san-pham/${product.id}` });
    }
    throw new ApiError(404, "NOT_FOUND", "Liên kết không tồn tại");
  });

  /** A content page by slug (case-insensitive). 404 for an unknown slug. */
  app.get("/api/Pages/:slug", async (req) => {
    const { slug } = parse(slugParams, req.params);
    const page = db.select().from(contentPages).where(eq(contentPages.slug, slug.toLowerCase())).get();
    if (!page) throw notFound("Trang");
    return ok({ slug: page.slug, title: page.title, content: page.content, updatedAt: page.updatedAt });
  });
}
