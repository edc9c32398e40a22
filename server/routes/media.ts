/**
 * The media host (the ADMIN host of spec §7): generated book covers, their thumbnails and banners.
 *
 * - GET /media/covers/{coverFile}        full cover of the product whose `coverFile` it is
 * - GET /media/covers/thumb-{coverFile}  its thumbnail (spec §9: the `thumb-` filename prefix)
 * - GET /media/covers/[thumb-]{isbn}_bia-sau.svg, …_trang-mau.svg  the back cover and a sample page
 *                                        of the product gallery (server/media/gallery-svg.ts)
 * - GET /media/banners/{imageFile}       a home banner
 * - GET /media/news/{file}               a news article's lead image `tin-{id}.svg`, its thumbnail
 *                                        `thumb-tin-{id}.svg` and its figures `tin-{id}-hinh-{n}.svg`
 * - GET /media/collections/{file}        a home collection tile (`SelectionBlock.image`)
 * - GET /media/courses/{file}            a course poster (`Course.image`)
 * - GET /media/partners/{file}           a partner university's logo (`LogoPartner.image`)
 * - GET /media/logos/{file}              the site logos (`Logo.originalSizeURL`)
 * - GET /media/landing/{file}            a landing page hero (`LandingPage.heroImage`)
 * - GET|HEAD /media/video/{file}         a lesson's video or captions from disk (below)
 * - GET /media/sgk/{file}                a textbook's cover `[thumb-]sgk-{id}.svg` and the page images
 *                                        `sgk-{assetId}-{subChapterId}-{n}.svg` of its sections
 *
 * Images are rendered on request (server/media/svg.ts; rendering is cheap and deterministic) and
 * served as `image/svg+xml` with a long immutable cache lifetime and an ETag (a file name always
 * renders the same picture for a given product or banner). An unknown or malformed name answers 404
 * with the "no image" picture (spec §9 fallback), cached for five minutes only, so an <img> still
 * shows something and a product added later gets its cover.
 * HEAD is answered too (Fastify adds it for every GET route).
 *
 * Lesson media (ADR 0013 "Media"): `/media/video/{file}` serves the files of
 * server/media/files whose names pass the allow-list of ../media/lesson-files.ts
 * (`bai-giang-mau.mp4` as `video/mp4`, `bai-giang-mau.webm` as `video/webm`, `bai-giang-mau.vi.vtt` as
 * `text/vtt; charset=utf-8`),
 * streamed from disk, with `Accept-Ranges: bytes`, a strong `ETag` (SHA-1), `Last-Modified` and
 * `Cache-Control: public, max-age=86400` (a day, revalidated: the names carry no version).
 * - `If-None-Match` matching (or, without it, `If-Modified-Since` not older than the file) → 304.
 * - GET with one `bytes` range (`a-b`, `a-`, `-n`; an end past the file is cut; parsed by
 *   `range-parser`) → 206 with `Content-Range: bytes a-b/size` and that `Content-Length`;
 *   several ranges → 200 with the whole file (no multipart answers); a range starting past the end,
 *   `-0` or a malformed `bytes=` value → 416 with `Content-Range: bytes *` + `/size`; another unit → 200.
 *   `If-Range` (an ETag or a date) not matching the file → 200 with the whole file.
 * - HEAD answers the headers of the whole file (RFC 9110 §14.2: Range is defined for GET only).
 * - Any other name (another extension, "..", an encoded "/", upper case) or a missing file → 404
 *   (JSON envelope `NOT_FOUND`), cached five minutes.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import rangeParser from "range-parser";
import { fail } from "../http/envelope";
import {
  bannerByFile,
  courseByFile,
  coverSource,
  landingPageByHeroFile,
  newsPictureSource,
  partnerLogoByFile,
  selectionBlockByFile,
  siteLogoByFile,
} from "../domain/media";
import { BANNER_PALETTE, renderBannerSvg, renderCoverSvg, renderNoImageSvg, type ImageKind } from "../media/svg";
import { parseGalleryFile, renderGallerySvg } from "../media/gallery-svg";
import { lessonFile, lessonFileStream, type LessonFile } from "../media/lesson-files";
import {
  colorFor,
  renderFigureSvg,
  renderPartnerLogoSvg,
  renderPosterSvg,
  renderSiteLogoSvg,
  renderTextbookPageSvg,
} from "../media/content-svg";
import { textbookCoverSource, textbookPageSource } from "../domain/textbooks";
import { TEXTBOOK_PAGE_SIZE } from "../constants";

/**
 * Allowed file names: a letter or digit, then letters, digits, "-" or "_", then ".svg" — no "/",
 * no "..", no other dots, nothing percent-decoded into a path. Covers may carry the `thumb-` prefix.
 */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.svg$/;
const THUMB_PREFIX = "thumb-";
/** News pictures: `[thumb-]tin-{id}.svg` and `tin-{id}-hinh-{n}.svg` (n 1–9; thumbnails have no figures). */
const NEWS_FILE = /^(thumb-)?tin-([1-9]\d{0,8})(?:-hinh-([1-9]))?\.svg$/;

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

// ── Lesson media ──

/** Lesson files: a day, then revalidated with ETag / Last-Modified (their names are not versioned). */
const CACHE_LESSON_FILE = "public, max-age=86400";

/** One request header as a string (undefined when absent or repeated). */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === "string" ? v : undefined;
}

/** Whether a conditional GET may answer 304: `If-None-Match` matches, or (without it) `If-Modified-Since` is not older than the file. */
function notModified(request: FastifyRequest, file: LessonFile): boolean {
  const ifNoneMatch = headerOf(request, "if-none-match");
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(request, file.etag);
  const since = Date.parse(headerOf(request, "if-modified-since") ?? "");
  return !Number.isNaN(since) && file.modified.getTime() <= since;
}

/** Whether `If-Range` (absent, a strong ETag or an HTTP date) lets the Range apply (RFC 9110 §13.1.5). */
function ifRangeHolds(request: FastifyRequest, file: LessonFile): boolean {
  const value = headerOf(request, "if-range")?.trim();
  if (value === undefined) return true;
  if (value.startsWith('"') || value.startsWith("W/")) return value === file.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === file.modified.getTime();
}

/** Answers a lesson file, one range of it, 304 or 416, per the module docstring; the body streamed from disk. */
function sendLessonFile(request: FastifyRequest, reply: FastifyReply, file: LessonFile): FastifyReply {
  reply
    .header("Accept-Ranges", "bytes")
    .header("ETag", file.etag)
    .header("Last-Modified", file.modified.toUTCString())
    .header("Cache-Control", CACHE_LESSON_FILE)
    .header("X-Content-Type-Options", "nosniff");
  if (notModified(request, file)) return reply.status(304).send();
  reply.header("Content-Type", file.contentType);
  const head = request.method === "HEAD";
  const range = headerOf(request, "range");
  if (!head && range !== undefined && ifRangeHolds(request, file)) {
    const ranges = rangeParser(file.size, range, { combine: true });
    // -2 malformed, -1 unsatisfiable: refused for a `bytes` range; another unit is ignored (RFC 9110 §14.2).
    if ((ranges === -1 || ranges === -2) && /^\s*bytes=/i.test(range)) {
      return reply
        .status(416)
        .header("Content-Range", `bytes */${file.size}`)
        .header("Content-Type", "text/plain; charset=utf-8")
        .send("Khoảng dữ liệu không hợp lệ");
    }
    if (typeof ranges === "object" && ranges.type === "bytes" && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      return reply
        .status(206)
        .header("Content-Range", `bytes ${start}-${end}/${file.size}`)
        .header("Content-Length", String(end - start + 1))
        .send(lessonFileStream(file, { start, end }));
    }
  }
  reply.status(200).header("Content-Length", String(file.size));
  return head ? reply.send() : reply.send(lessonFileStream(file));
}

/** Registers the media routes on `app` (a Fastify plugin; uses `app.deps.db`). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>("/media/covers/:file", async (request, reply) => {
    const requested = request.params.file;
    const thumb = requested.startsWith(THUMB_PREFIX);
    const file = thumb ? requested.slice(THUMB_PREFIX.length) : requested;
    const kind: ImageKind = thumb ? "thumb" : "cover";
    if (!FILE_NAME.test(file)) return sendMissing(reply, kind);
    const gallery = parseGalleryFile(file);
    const coverFile = gallery ? gallery.coverFile : file;

    const product = coverSource(app.deps.db, coverFile);
    if (!product) return sendMissing(reply, kind);
    return sendImage(
      request,
      reply,
      gallery
        ? renderGallerySvg(product, gallery.view, { thumb })
        : renderCoverSvg({ ...product, seed: `product:${product.id}` }, { thumb }),
    );
  });

  app.get<{ Params: { file: string } }>("/media/banners/:file", async (request, reply) => {
    const file = request.params.file;
    if (!FILE_NAME.test(file)) return sendMissing(reply, "banner");

    const banner = bannerByFile(app.deps.db, file);
    if (!banner) return sendMissing(reply, "banner");
    const n = BANNER_PALETTE.length;
    const color = BANNER_PALETTE[(((banner.position - 1) % n) + n) % n] as string;
    return sendImage(request, reply, renderBannerSvg({ title: banner.title, subtitle: banner.subtitle, color }));
  });

  const { db } = app.deps;

  /** News pictures: lead image, thumbnail and figures of an existing article. */
  app.get<{ Params: { file: string } }>("/media/news/:file", async (request, reply) => {
    const m = NEWS_FILE.exec(request.params.file);
    const kind: ImageKind = !m ? "news" : m[1] ? "newsThumb" : m[3] ? "figure" : "news";
    if (!m || (m[1] && m[3])) return sendMissing(reply, kind);
    const id = Number(m[2]);
    const article = newsPictureSource(db, id);
    if (!article) return sendMissing(reply, kind);
    const color = colorFor(article.tag ?? "Tin sách");
    if (m[3]) return sendImage(request, reply, renderFigureSvg({ caption: article.title, color, index: Number(m[3]) }));
    return sendImage(
      request,
      reply,
      renderPosterSvg({ title: article.title, kicker: article.tag ?? "Tin sách", color }, m[1] ? "newsThumb" : "news"),
    );
  });

  app.get<{ Params: { file: string } }>("/media/collections/:file", async (request, reply) => {
    const file = request.params.file;
    const block = FILE_NAME.test(file) ? selectionBlockByFile(db, file) : undefined;
    if (!block) return sendMissing(reply, "collection");
    return sendImage(
      request,
      reply,
      renderPosterSvg({ title: block.title, kicker: "Bộ sưu tập", color: colorFor(block.title) }, "collection"),
    );
  });

  app.get<{ Params: { file: string } }>("/media/courses/:file", async (request, reply) => {
    const file = request.params.file;
    const course = FILE_NAME.test(file) ? courseByFile(db, file) : undefined;
    if (!course) return sendMissing(reply, "course");
    return sendImage(
      request,
      reply,
      renderPosterSvg(
        { title: course.title, kicker: `Khóa học · ${course.lessonsCount} bài học`, color: colorFor(course.title) },
        "course",
      ),
    );
  });

  app.get<{ Params: { file: string } }>("/media/partners/:file", async (request, reply) => {
    const file = request.params.file;
    const partner = FILE_NAME.test(file) ? partnerLogoByFile(db, file) : undefined;
    if (!partner) return sendMissing(reply, "partner");
    return sendImage(
      request,
      reply,
      renderPartnerLogoSvg({ name: partner.name, shortName: partner.shortName, color: colorFor(partner.name) }),
    );
  });

  app.get<{ Params: { file: string } }>("/media/logos/:file", async (request, reply) => {
    const file = request.params.file;
    const logo = FILE_NAME.test(file) ? siteLogoByFile(db, file) : undefined;
    if (!logo) return sendMissing(reply, "logo");
    return sendImage(request, reply, renderSiteLogoSvg({ mobile: logo.isMobile }));
  });

  app.get<{ Params: { file: string } }>("/media/landing/:file", async (request, reply) => {
    const file = request.params.file;
    const page = FILE_NAME.test(file) ? landingPageByHeroFile(db, file) : undefined;
    if (!page) return sendMissing(reply, "landing");
    return sendImage(
      request,
      reply,
      renderPosterSvg({ title: page.title, kicker: "Chương trình ưu đãi", color: colorFor(page.title) }, "landing"),
    );
  });

  // Lesson video and captions. GET and HEAD declared together: HEAD answers the headers
  // (with the file's Content-Length) without opening the file.
  app.route<{ Params: { file: string } }>({
    method: ["GET", "HEAD"],
    url: "/media/video/:file",
    handler: async (request, reply) => {
      const file = await lessonFile(request.params.file);
      if (!file) return reply.status(404).header("Cache-Control", CACHE_MISSING).send(fail("NOT_FOUND", "Không tìm thấy tệp bài giảng"));
      return sendLessonFile(request, reply, file);
    },
  });

  // Textbook covers and page images.
  app.get<{ Params: { file: string } }>("/media/sgk/:file", async (request, reply) => {
    const requested = request.params.file;
    const thumb = requested.startsWith(THUMB_PREFIX);
    const file = thumb ? requested.slice(THUMB_PREFIX.length) : requested;
    if (!FILE_NAME.test(file)) return sendMissing(reply, thumb ? "thumb" : "cover");
    const book = textbookCoverSource(db, file);
    if (book) {
      const cover = {
        name: book.title,
        authors: book.authors,
        categoryName: `${book.subject} · ${book.grade}`,
        color: colorFor(book.subject),
        isDigital: false,
        seed: `sgk:${book.id}`,
      };
      return sendImage(request, reply, renderCoverSvg(cover, { thumb }));
    }
    const page = thumb ? undefined : textbookPageSource(db, file);
    if (!page) return sendMissing(reply, thumb ? "thumb" : "cover");
    return sendImage(request, reply, renderTextbookPageSvg({ ...page, ...TEXTBOOK_PAGE_SIZE }));
  });
}
