/**
 * The signed-in customer's ebooks (§7 `GET /api/UserDigitalProduct`, `/{productSaleId}`, and the file
 * call defined by the reference upstream — docs/openapi.yaml "Ebooks"). Calls
 * made with the customer's client (bearer); never cached (the answers are the customer's own).
 * Errors: UpstreamError 404 `EBOOK_NOT_OWNED` (another customer's, revoked or unknown ebook), 400 for
 * a bad page, and the usual upstream failures (client.server.ts).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

/** An owned ebook (contract `EbookSummary`): `grantedAt` ISO-8601 UTC, `fileSize` bytes, `imageUrl` a `/media/…` path. */
const ebookSummarySchema = z.object({
  productSaleId: z.number().int().positive(),
  name: z.string(),
  authors: z.string(),
  imageUrl: z.string(),
  grantedAt: z.string(),
  orderId: z.number().int().positive(),
  orderCode: z.string(),
  pageCount: z.number().int().nonnegative(),
  fileSize: z.number().int().nonnegative(),
  fileName: z.string(),
});
export type EbookSummary = z.infer<typeof ebookSummarySchema>;

const ebookDetailSchema = ebookSummarySchema.extend({ description: z.string(), fileUrl: z.string() });

/**
 * GET /api/UserDigitalProduct?page → `{ ebooks, totalPage }`: one entry per product, newest grant
 * first, 12 a page (a page past the last is empty).
 */
export async function listEbooks(client: UpstreamClient, page: number) {
  const res = await client.get(z.array(ebookSummarySchema), "/api/UserDigitalProduct", { query: { page } });
  return { ebooks: res.data, totalPage: res.totalPage };
}

/** GET /api/UserDigitalProduct/{id} → the ebook with `description`. @throws UpstreamError 404 when not owned. */
export async function getEbook(client: UpstreamClient, id: number) {
  return (await client.get(ebookDetailSchema, `/api/UserDigitalProduct/${id}`)).data;
}

/** Request headers of a file request passed on to the upstream (byte ranges and revalidation). */
const PASSED_REQUEST_HEADERS = ["range", "if-range", "if-none-match"] as const;
/** Answer headers passed back to the browser. */
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "content-disposition",
  "etag",
  "accept-ranges",
  "cache-control",
] as const;

/**
 * GET /api/UserDigitalProduct/{id}/file[?inline=1] streamed through: the request's Range, If-Range and
 * If-None-Match go to the upstream; its status (200, 206, 304, 416) and file headers come back as a
 * `Response` whose body is the upstream's stream (never buffered here).
 * @throws UpstreamError 404 when not owned (and as `UpstreamClient.stream`).
 */
export async function streamEbookFile(client: UpstreamClient, id: number, opts: { inline: boolean; request: Request }): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = opts.request.headers.get(name);
    if (value !== null && value.length <= 200) headers[name] = value;
  }
  const res = await client.stream(`/api/UserDigitalProduct/${id}/file`, {
    query: { inline: opts.inline ? 1 : undefined },
    headers,
    signal: opts.request.signal,
  });
  const out = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  if (!out.has("cache-control")) out.set("cache-control", "private, no-store");
  return new Response(res.body, { status: res.status, headers: out });
}
