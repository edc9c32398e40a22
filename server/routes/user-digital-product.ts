/**
 * The signed-in customer's ebooks (§7 `GET /api/UserDigitalProduct`, `GET /api/UserDigitalProduct/{productSaleId}`;
 * the file call is defined here; shapes in ../domain/ebooks.ts and docs/openapi.yaml "Ebooks"). Bearer only
 * (401 otherwise); another customer's, a revoked or an unknown ebook → 404 `EBOOK_NOT_OWNED` (JSON envelope).
 *
 * - `GET /api/UserDigitalProduct?page` → `data` EbookSummary[] (12 a page, newest grant first, one per
 *   product), `totalPage` ≥ 1; `page` 1…MAX_PAGE (0, −1, letters → 400 VALIDATION_FAILED).
 * - `GET /api/UserDigitalProduct/{productSaleId}` → `data` EbookDetail (+ `description`, `fileUrl`).
 * - `GET|HEAD /api/UserDigitalProduct/{productSaleId}/file[?inline=1]` → the generated PDF:
 *   `Content-Type: application/pdf`, `Accept-Ranges: bytes`, strong `ETag`, `Cache-Control: private, no-store`,
 *   `Content-Disposition: attachment` (`inline` with `?inline=1`) with `filename="{slug}.pdf"` and
 *   `filename*=UTF-8''{title}.pdf`.
 *   Range (RFC 9110 §14, parsed by `range-parser`): one range `bytes=a-b`, `a-` or `-n` → 206 with
 *   `Content-Range: bytes a-b/size`; several ranges → 200 with the whole file (no multipart answers);
 *   an unsatisfiable or malformed `bytes` range → 416 with `Content-Range: bytes *` + `/size`;
 *   another unit → ignored (200). `If-Range` not equal to the ETag → the whole file (200);
 *   `If-None-Match` matching → 304.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import rangeParser from "range-parser";
import { z } from "zod";
import { ok } from "../http/envelope";
import { idParams as idParamsOf } from "../http/fields";
import { pageField } from "../http/paging";
import { parse } from "../http/validate";
import { noStore, requireUser } from "../http/auth";
import { ebookFile, getEbook, listEbooks, type EbookFile } from "../domain/ebooks";

const listQuery = z.object({ page: pageField });
const idParams = idParamsOf("Mã sách điện tử không hợp lệ");
const fileQuery = z.object({ inline: z.string().max(10).optional() });

/** RFC 8187 encoding of a UTF-8 file name for `filename*` (encodeURIComponent leaves `'()*` as is). */
function rfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Content-Disposition` of a file: the ASCII name, and the UTF-8 name for clients that read it. */
function disposition(file: EbookFile, inline: boolean): string {
  return `${inline ? "inline" : "attachment"}; filename="${file.fileName}"; filename*=UTF-8''${rfc8187(file.displayName)}`;
}

/** An `If-None-Match` list that matches `etag` (weak comparison, `*` matches). */
function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/** Answers the file, or one range of it, per the module docstring. */
function sendFile(reply: FastifyReply, file: EbookFile, h: { range?: string; ifRange?: string; ifNoneMatch?: string; inline: boolean }) {
  const size = file.body.length;
  reply
    .header("accept-ranges", "bytes")
    .header("etag", file.etag)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", disposition(file, h.inline));
  if (matchesNoneMatch(h.ifNoneMatch, file.etag)) return reply.code(304).send();
  reply.type("application/pdf");
  const rangeApplies = h.range !== undefined && (h.ifRange === undefined || h.ifRange.trim() === file.etag);
  if (!rangeApplies) return reply.code(200).send(file.body);
  const ranges = rangeParser(size, h.range!, { combine: true });
  if (ranges === -1 || ranges === -2) {
    // Only a `bytes` range can be refused; an unknown unit is ignored (RFC 9110 §14.2).
    if (ranges === -2 && !/^\s*bytes=/i.test(h.range!)) return reply.code(200).send(file.body);
    return reply.code(416).header("content-range", `bytes */${size}`).type("text/plain; charset=utf-8").send("Khoảng dữ liệu không hợp lệ");
  }
  if (ranges.type !== "bytes" || ranges.length !== 1) return reply.code(200).send(file.body);
  const { start, end } = ranges[0]!;
  return reply
    .code(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .send(file.body.subarray(start, end + 1));
}

/** Registers the ebook routes (a Fastify plugin; uses `app.deps.db`). */
export async function userDigitalProductRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  noStore(app);

  app.get("/api/UserDigitalProduct", async (req) => {
    const user = await requireUser(req);
    const { page } = parse(listQuery, req.query);
    const { items, totalPage } = await listEbooks(db, user, page);
    return ok(items, { totalPage });
  });

  app.get("/api/UserDigitalProduct/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(idParams, req.params);
    return ok(await getEbook(db, user, id));
  });

  app.get("/api/UserDigitalProduct/:id/file", async (req, reply) => {
    const user = await requireUser(req);
    const { id } = parse(idParams, req.params);
    const { inline } = parse(fileQuery, req.query);
    const file = await ebookFile(db, user, id);
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === "string" ? v : undefined;
    };
    return sendFile(reply, file, {
      range: header("range"),
      ifRange: header("if-range"),
      ifNoneMatch: header("if-none-match"),
      inline: inline === "1" || inline === "true",
    });
  });
}
