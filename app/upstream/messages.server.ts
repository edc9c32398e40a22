/**
 * The customer's inbox and the quick panel (ADR 0016; reference upstream calls documented
 * in docs/openapi.yaml `InboxMessage`, `QuickPanelData`):
 * `GET /api/User/Messages?page=&pageSize=`, `GET /api/User/Messages/{id}` (does not mark read),
 * `POST /api/User/Messages/{id}/Read` (idempotent), `GET /api/quick-panel/data` (bearer optional).
 * Times ISO-8601 UTC; dates "YYYY-MM-DD" (Vietnam).
 *
 * Errors: UpstreamError 404 MESSAGE_NOT_FOUND (missing or another customer's message), 401 without a
 * session (the client's onUnauthorized); upstream failures as in client.server.ts.
 */
import { z } from "zod";
import { INBOX_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";

const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  summary: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  refId: z.number().int().nullable(),
});

/** GET /api/User/Messages → `{ messages, totalPage }` (newest first; a page past the last has none). */
export async function listMyMessages(client: UpstreamClient, page: number) {
  const res = await client.get(z.array(messageSchema), "/api/User/Messages", { query: { page, pageSize: INBOX_PAGE_SIZE } });
  return { messages: res.data, totalPage: res.totalPage };
}

/** GET /api/User/Messages/{id} → the message (unchanged). @throws UpstreamError 404. */
export async function getMyMessage(client: UpstreamClient, id: number) {
  return (await client.get(messageSchema, `/api/User/Messages/${id}`)).data;
}

/** POST /api/User/Messages/{id}/Read → `{ id, readAt }`. @throws UpstreamError 404. */
export async function markMyMessageRead(client: UpstreamClient, id: number) {
  return (await client.post(z.object({ id: z.number().int(), readAt: z.string() }), `/api/User/Messages/${id}/Read`)).data;
}

const quickPanelSchema = z.object({
  today: z.string(),
  events: z.array(z.object({ id: z.number().int(), title: z.string(), date: z.string(), url: z.string() })),
  notices: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  latestOrder: z.object({ id: z.number().int(), status: z.string(), statusName: z.string(), createdAt: z.string() }).nullable(),
});

/** GET /api/quick-panel/data → today, events, notices, the latest order (null for guests). */
export async function getQuickPanel(client: UpstreamClient) {
  return (await client.get(quickPanelSchema, "/api/quick-panel/data")).data;
}
