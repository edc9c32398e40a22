/**
 * The customer's inbox and the quick panel (ADR 0016; contract in docs/openapi.yaml):
 *
 * - GET  /api/User/Messages?page=&pageSize= (bearer) → data: [InboxMessage] newest first, totalPage, unread
 * - GET  /api/User/Messages/{id} (bearer) → data: InboxMessage (does not mark it read); another
 *   customer's or an unknown id → 404 MESSAGE_NOT_FOUND
 * - POST /api/User/Messages/{id}/Read (bearer) → data: {id, readAt} (idempotent: the first readAt stays)
 * - GET  /api/quick-panel/data (bearer optional: a present but invalid token → 401) → data: QuickPanelData
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MESSAGE_PAGE_SIZE } from "../constants";
import { getMessage, listMessages, readMessage } from "../domain/inbox";
import { quickPanelData } from "../domain/quick-panel";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";

const listQuery = z.object({ page: pageField, pageSize: pageSizeField(MESSAGE_PAGE_SIZE, 50) });
const messageParams = idParams("Mã thư không hợp lệ");

/** Registers the inbox and quick panel routes (a Fastify plugin; uses `app.deps`). */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/User/Messages", async (req) => {
    const user = await requireUser(req);
    const { page, pageSize } = parse(listQuery, req.query);
    const { items, totalPage, unread } = listMessages(db, user.id, page, pageSize);
    return { ...ok(items, { totalPage }), unread };
  });

  app.get("/api/User/Messages/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(messageParams, req.params);
    return ok(getMessage(db, user.id, id));
  });

  app.post("/api/User/Messages/:id/Read", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(messageParams, req.params);
    return ok(readMessage(db, user.id, id, clock()));
  });

  app.get("/api/quick-panel/data", async (req) => {
    const user = req.headers.authorization ? await requireUser(req) : null;
    return ok(quickPanelData(db, user?.id ?? null, clock()));
  });
}
