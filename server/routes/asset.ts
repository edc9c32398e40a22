/**
 * The textbook library (spec §2 /sach-giao-khoa, §3 "Textbook asset", §7 `Asset`; ADR 0013). Paths
 * are case-insensitive (server/app.ts), so `/api/Asset` and `/api/asset` are one route each:
 * - GET /api/Asset?searchContent&page&pageSize → `data: AssetSummary[]`, `totalPage`
 *   (`searchContent` accent-insensitive over title, subject, grade and authors, ≤ 200 characters;
 *   `page` 1–10 000, default 1; `pageSize` 1–60, default 12);
 * - GET /api/asset/{id} → `AssetDetail` (§3's flat `chapters` and `subChapters` with `hasContent`);
 * - GET /api/asset/{id}/SubChapter/{subChapterId} → `SubChapterContent` (HTML section or page images,
 *   ancestors, previous/next readable node).
 * Shapes: server/domain/textbooks.ts. A bad value answers 400 `Dữ liệu không hợp lệ: …`; an unknown
 * textbook or node, or a node of another textbook, 404 NOT_FOUND.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { idParams as idParamsOf } from "../http/fields";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { findAssetDetail, findSubChapterContent, listAssets } from "../domain/textbooks";
import { ASSET_PAGE_SIZE } from "../constants";

const ASSET_MAX_PAGE_SIZE = 60;

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(ASSET_PAGE_SIZE, ASSET_MAX_PAGE_SIZE),
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").optional(),
});

const idParams = idParamsOf("Mã sách không hợp lệ");
const subChapterParams = z.object({
  id: idParams.shape.id,
  subChapterId: idParamsOf("Mã mục không hợp lệ").shape.id,
});

/** Registers the textbook routes (a Fastify plugin; uses `app.deps.db`). */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** One page of textbooks in display order, and `totalPage` (≥ 1; a page past the last is empty). */
  app.get("/api/Asset", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage } = listAssets(db, q);
    return ok(items, { totalPage });
  });

  /** One textbook with its flat chapter tree. */
  app.get("/api/asset/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const asset = findAssetDetail(db, id);
    if (!asset) throw notFound("Sách giáo khoa");
    return ok(asset);
  });

  /** One readable section of a textbook. */
  app.get("/api/asset/:id/SubChapter/:subChapterId", async (req) => {
    const { id, subChapterId } = parse(subChapterParams, req.params);
    const content = findSubChapterContent(db, id, subChapterId);
    if (!content) throw notFound("Mục của sách");
    return ok(content);
  });
}
