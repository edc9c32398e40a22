/**
 * The media host (the ADMIN host of spec §7): generated book covers, their thumbnails and banners.
 *
 * - GET /media/covers/{coverFile}        full cover of the product whose `coverFile` it is
 * - GET /media/covers/thumb-{coverFile}  its thumbnail (spec §9: the `thumb-` filename prefix)
 * - GET /media/banners/{imageFile}       a home banner
 *
 * Images are rendered on request (server/media/svg.ts; rendering is cheap and deterministic) and
 * served as `image/svg+xml` with a long immutable cache lifetime and an ETag (a file name always
 * renders the same picture for a given product or banner). An unknown or malformed name answers 404
 * with the "no image" picture (spec §9 fallback), cached for five minutes only, so an <img> still
 * shows something and a product added later gets its cover.
 * HEAD is answered too (Fastify adds it for every GET route).
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { banners, categories, products } from "../db/schema";
import { BANNER_PALETTE, renderBannerSvg, renderCoverSvg, renderNoImageSvg, type ImageKind } from "../media/svg";

/**
 * Allowed file names: a letter or digit, then letters, digits, "-" or "_", then ".svg" — no "/",
 * no "..", no other dots, nothing percent-decoded into a path. Covers may carry the `thumb-` prefix.
 */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.svg$/;
const THUMB_PREFIX = "thumb-";

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_MISSING = "public, max-age=300";

/** A strong ETag of `body` (SHA-1, base64url). */
function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the request's If-None-Match (a list, possibly weak validators or "*") matches `etag`. */
function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/** Headers every image answer carries: the SVG type, no sniffing, and no active content if opened directly. */
function imageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("Content-Type", "image/svg+xml; charset=utf-8")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

/** 200 with `svg` (or 304 when the client already has it), cached for a year. */
function sendImage(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = etagOf(svg);
  imageHeaders(reply).header("Cache-Control", CACHE_IMMUTABLE).header("ETag", etag);
  if (matchesIfNoneMatch(request, etag)) return reply.status(304).send();
  return reply.status(200).send(svg);
}

/** 404 with the "no image" picture of the right size, cached briefly. */
function sendMissing(reply: FastifyReply, kind: ImageKind): FastifyReply {
  return imageHeaders(reply).header("Cache-Control", CACHE_MISSING).status(404).send(renderNoImageSvg(kind));
}

/** Registers the media routes on `app` (a Fastify plugin; uses `app.deps.db`). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>("/media/covers/:file", async (request, reply) => {
    const requested = request.params.file;
    const thumb = requested.startsWith(THUMB_PREFIX);
    const coverFile = thumb ? requested.slice(THUMB_PREFIX.length) : requested;
    const kind: ImageKind = thumb ? "thumb" : "cover";
    if (!FILE_NAME.test(coverFile)) return sendMissing(reply, kind);

    const product = app.deps.db
      .select({
        name: products.name,
        authors: products.authors,
        isDigital: products.isDigital,
        categoryName: categories.name,
        color: categories.color,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(products.coverFile, coverFile))
      .get();
    if (!product) return sendMissing(reply, kind);
    return sendImage(request, reply, renderCoverSvg(product, { thumb }));
  });

  app.get<{ Params: { file: string } }>("/media/banners/:file", async (request, reply) => {
    const file = request.params.file;
    if (!FILE_NAME.test(file)) return sendMissing(reply, "banner");

    const banner = app.deps.db
      .select({ title: banners.title, subtitle: banners.subtitle, position: banners.position })
      .from(banners)
      .where(eq(banners.imageFile, file))
      .get();
    if (!banner) return sendMissing(reply, "banner");
    const n = BANNER_PALETTE.length;
    const color = BANNER_PALETTE[(((banner.position - 1) % n) + n) % n] as string;
    return sendImage(request, reply, renderBannerSvg({ title: banner.title, subtitle: banner.subtitle, color }));
  });
}
