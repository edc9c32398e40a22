/**
 * The signed-in author's manuscript drafts (spec §1/§7 `GET /api/Draft/GetDraftList`,
 * `GET /api/Draft/GetDraftDetail/{id}`, and the owner's file `GET /api/Draft/{draftId}/Files/{fileId}`
 * defined by the reference upstream — docs/openapi.yaml "Drafts").
 * Calls made with the author's client (bearer); never cached (the answers are the author's own, the
 * upstream sends `Cache-Control: no-store`). Instants are ISO-8601 UTC, calendar dates `YYYY-MM-DD`.
 * Errors: UpstreamError 404 `DRAFT_NOT_FOUND` / `DRAFT_FILE_NOT_FOUND` (unknown or another author's),
 * and the usual upstream failures (client.server.ts).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { DRAFT_KIND_LABELS, DRAFT_LIST_PAGE_SIZE, DRAFT_STATUS_LABELS } from "~/constants";

const kinds = Object.keys(DRAFT_KIND_LABELS) as [keyof typeof DRAFT_KIND_LABELS, ...(keyof typeof DRAFT_KIND_LABELS)[]];
const statuses = Object.keys(DRAFT_STATUS_LABELS) as [keyof typeof DRAFT_STATUS_LABELS, ...(keyof typeof DRAFT_STATUS_LABELS)[]];

/** A draft in the author's list (contract `DraftSummary`): `createdAt`/`updatedAt` ISO-8601 UTC, `expectedCompletionDate` `YYYY-MM-DD`. */
const draftSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(kinds),
  status: z.enum(statuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  expectedCompletionDate: z.string(),
  latestVersion: z.number().int().positive(),
  canUploadNewVersion: z.boolean(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

/** One version of the manuscript file (contract `DraftFile`): `sizeBytes` bytes, `uploadedAt` ISO-8601 UTC. */
const draftFileSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  originalName: z.string(),
  format: z.enum(["PDF", "DOCX", "ODT", "ZIP"]),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
  uploadedAt: z.string(),
});

/** A status the draft entered (contract `DraftHistoryEntry`), by the author or an editor, `at` ISO-8601 UTC. */
const draftHistoryEntrySchema = z.object({
  status: z.enum(statuses),
  actor: z.enum(["author", "editor"]),
  note: z.string().nullable(),
  at: z.string(),
});
export type DraftHistoryEntry = z.infer<typeof draftHistoryEntrySchema>;

/** The whole draft (contract `Draft`): `files` newest version first, `history` oldest first. */
const draftSchema = draftSummarySchema.extend({
  authors: z.string(),
  fieldOfStudy: z.string(),
  summary: z.string(),
  estimatedPages: z.number().int().positive(),
  contactPhone: z.string(),
  files: z.array(draftFileSchema),
  history: z.array(draftHistoryEntrySchema),
});
export type Draft = z.infer<typeof draftSchema>;

/**
 * GET /api/Draft/GetDraftList?page&pageSize → `{ drafts, totalPage }`: the author's drafts, newest
 * first (a page past the last is empty; `totalPage` ≥ 1).
 */
export async function listMyDrafts(client: UpstreamClient, page: number, pageSize: number = DRAFT_LIST_PAGE_SIZE) {
  const res = await client.get(z.array(draftSummarySchema), "/api/Draft/GetDraftList", { query: { page, pageSize } });
  return { drafts: res.data, totalPage: Math.max(1, res.totalPage ?? 1) };
}

/** GET /api/Draft/GetDraftDetail/{id} → the draft. @throws UpstreamError 404 `DRAFT_NOT_FOUND` (unknown or another author's). */
export async function getMyDraft(client: UpstreamClient, id: number): Promise<Draft> {
  return (await client.get(draftSchema, `/api/Draft/GetDraftDetail/${id}`)).data;
}

/** Answer headers of a draft file passed back to the browser. */
const PASSED_RESPONSE_HEADERS = ["content-type", "content-length", "content-disposition"] as const;

/**
 * GET /api/Draft/{draftId}/Files/{fileId} streamed through (the same path as the ebook file:
 * `UpstreamClient.stream`, never buffered): status and Content-Type, Content-Length,
 * Content-Disposition come back, with `X-Content-Type-Options: nosniff` and
 * `Cache-Control: private, no-store` always.
 * @throws UpstreamError 404 `DRAFT_NOT_FOUND` / `DRAFT_FILE_NOT_FOUND` (and as `UpstreamClient.stream`).
 */
export async function streamDraftFile(client: UpstreamClient, draftId: number, fileId: number, request: Request): Promise<Response> {
  const res = await client.stream(`/api/Draft/${draftId}/Files/${fileId}`, { signal: request.signal });
  const out = new Headers({ "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" });
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers: out });
}
