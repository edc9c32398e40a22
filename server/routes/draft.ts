/**
 * The author's manuscript drafts, reads (spec §7 Draft `GET /api/Draft/GetDraftList` and
 * `GET /api/Draft/GetDraftDetail/{id}`; ADR 0015). Bearer token required (401 UNAUTHORIZED otherwise);
 * every answer `Cache-Control: no-store`. Shapes: docs/openapi.yaml `DraftSummary`, `Draft`.
 *
 * - GET /api/Draft/GetDraftList?page&pageSize(1..50, DRAFT_PAGE_SIZE) → data: DraftSummary[] of the
 *       caller's drafts, newest `createdAt` first (then id desc), totalPage ≥ 1; page 0, -1, letters → 400
 * - GET /api/Draft/GetDraftDetail/{id} → data: Draft (files newest version first, history oldest first);
 *       404 DRAFT_NOT_FOUND `Không tìm thấy bản thảo` for an unknown draft or another author's; a bad id → 400
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { DRAFT_PAGE_SIZE } from "../constants";
import { draftDetail, listDrafts } from "../domain/drafts";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";

/** The most drafts a page may hold. */
const DRAFT_MAX_PAGE_SIZE = 50;

const listQuery = z.object({ page: pageField, pageSize: pageSizeField(DRAFT_PAGE_SIZE, DRAFT_MAX_PAGE_SIZE) });

const draftParams = idParams("Mã bản thảo không hợp lệ");

/** Registers the draft read routes (a Fastify plugin; uses `app.deps`). */
export async function draftRoutes(app: FastifyInstance): Promise<void> {
  const { db } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/Draft/GetDraftList", async (req) => {
    const user = await requireUser(req);
    const { page, pageSize } = parse(listQuery, req.query);
    const { items, totalPage } = listDrafts(db, user.id, page, pageSize);
    return ok(items, { totalPage });
  });

  app.get("/api/Draft/GetDraftDetail/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(draftParams, req.params);
    return ok(draftDetail(db, user.id, id));
  });
}
