/**
 * The textbook library (spec §2 /sach-giao-khoa, §3 "Textbook asset", §7 `GET /api/Asset`,
 * `/api/asset/{id}`; paging, item shapes and the section call defined by the reference upstream,
 * docs/openapi.yaml). Public and cached in-process (`cache: "short"`, cache.server.ts).
 * Errors: as every upstream call (client.server.ts) — unknown ids are an UpstreamError 404 (the
 * routes answer their 404 page); a bad query is a 400, which the routes avoid by clamping first.
 */
import { z } from "zod";
import { TEXTBOOK_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";

/** A textbook of the list: media paths `/media/sgk/…`, `grade` e.g. `Lớp 10`, `Đại học`. */
const assetSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  authors: z.string(),
  description: z.string(),
  image: z.string(),
  thumbImage: z.string(),
  chaptersCount: z.number().int(),
});

/** A chapter of §3: `column` 1 or 2 (anything else is shown in column 1). */
const assetChapterSchema = z.object({ chapterId: z.number().int(), title: z.string(), position: z.number(), column: z.number().int() });

/** A sub-chapter of §3: `parentId` 0 at the top of its chapter; `hasContent` → it has a section page. */
const assetSubChapterSchema = z.object({
  subChapterId: z.number().int(),
  chapterId: z.number().int(),
  parentId: z.number().int(),
  title: z.string(),
  position: z.number(),
  hasContent: z.boolean(),
});

const assetDetailSchema = assetSummarySchema.extend({ chapters: z.array(assetChapterSchema), subChapters: z.array(assetSubChapterSchema) });

/** One readable section: HTML (unsanitized: the route sanitizes it) or page images, ancestors top first, neighbours. */
const subChapterContentSchema = z.object({
  assetId: z.number().int(),
  chapterId: z.number().int(),
  subChapterId: z.number().int(),
  title: z.string(),
  path: z.array(z.object({ subChapterId: z.number().int(), title: z.string() })),
  contentHtml: z.string().nullable(),
  pageImages: z.array(z.string()),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});

/**
 * GET /api/Asset?page&pageSize&searchContent → `{ textbooks, totalPage }`.
 * @param q.page 1-based (1–10 000; past the last → no textbook); `searchContent` ≤ 200 characters, blank → all.
 */
export async function getTextbooks(client: UpstreamClient, q: { page: number; searchContent?: string }) {
  const res = await client.get(z.array(assetSummarySchema), "/api/Asset", {
    query: { page: q.page, pageSize: TEXTBOOK_PAGE_SIZE, searchContent: q.searchContent },
    cache: "short",
  });
  return { textbooks: res.data, totalPage: res.totalPage };
}

/** GET /api/asset/{id} → the textbook with its flat chapters and sub-chapters. @throws UpstreamError 404 when unknown. */
export async function getTextbook(client: UpstreamClient, id: number) {
  return (await client.get(assetDetailSchema, `/api/asset/${id}`, { cache: "short" })).data;
}

/** GET /api/asset/{id}/SubChapter/{subChapterId} → one section. @throws UpstreamError 404 when unknown or of another textbook. */
export async function getTextbookSection(client: UpstreamClient, id: number, subChapterId: number) {
  return (await client.get(subChapterContentSchema, `/api/asset/${id}/SubChapter/${subChapterId}`, { cache: "short" })).data;
}
