/**
 * Manuscript drafts, the author's reads (spec §7 `GET /api/Draft/GetDraftList` and
 * `GET /api/Draft/GetDraftDetail/{id}`, ADR 0015): the shapes the API returns (docs/openapi.yaml
 * DraftSummary, Draft, DraftFile, DraftHistoryEntry). Instants are ISO-8601 UTC, the expected
 * completion date a calendar date in Vietnam `YYYY-MM-DD`. Another author's draft is "not found"
 * (404 DRAFT_NOT_FOUND), like an unknown one.
 */
import { DRAFT_FILE_TYPES, DRAFT_STATUSES_ACCEPTING_FILES } from "../constants";
import type { Db } from "../db/client";
import {
  draftsOfUser,
  filesOfDraft,
  findOwnDraft,
  historyOfDraft,
  type DraftFileRow,
  type DraftHistoryRow,
  type DraftRow,
} from "../data/drafts";
import { ApiError } from "../errors";
import type { DbOrTx } from "../data/tx";

/** The manuscript file formats the API names (PDF, DOCX, ODT, ZIP). */
type DraftFormat = (typeof DRAFT_FILE_TYPES)[keyof typeof DRAFT_FILE_TYPES];

/** A draft as the list returns it (docs/openapi.yaml DraftSummary). */
export interface DraftSummary {
  id: number;
  title: string;
  kind: DraftRow["kind"];
  status: DraftRow["status"];
  /** ISO-8601 UTC. */
  createdAt: string;
  /** ISO-8601 UTC: last status change or new version. */
  updatedAt: string;
  /** Calendar date in Vietnam, `YYYY-MM-DD`. */
  expectedCompletionDate: string;
  /** Highest file version (≥ 1). */
  latestVersion: number;
  /** Whether the author may upload a new version now (status in DRAFT_STATUSES_ACCEPTING_FILES). */
  canUploadNewVersion: boolean;
}

/** One file version (docs/openapi.yaml DraftFile). */
interface DraftFile {
  id: number;
  version: number;
  originalName: string;
  format: DraftFormat;
  /** The type detected from the content. */
  contentType: string;
  /** Exact size in bytes. */
  sizeBytes: number;
  /** SHA-256 of the bytes, lower-case hex. */
  sha256: string;
  /** ISO-8601 UTC. */
  uploadedAt: string;
}

/** One status the draft entered (docs/openapi.yaml DraftHistoryEntry). */
interface DraftHistoryEntry {
  status: DraftRow["status"];
  actor: DraftHistoryRow["actor"];
  /** The editor's (or author's) note, or null. */
  note: string | null;
  /** ISO-8601 UTC. */
  at: string;
}

/** A draft with everything (docs/openapi.yaml Draft): files newest version first, history oldest first. */
export interface Draft extends DraftSummary {
  authors: string;
  fieldOfStudy: string;
  summary: string;
  estimatedPages: number;
  contactPhone: string;
  files: DraftFile[];
  history: DraftHistoryEntry[];
}

/** The API's format name of a detected content type ("ZIP" for an unknown one, which the upload never stores). */
function formatOf(contentType: string): DraftFormat {
  return (DRAFT_FILE_TYPES as Record<string, DraftFormat>)[contentType] ?? "ZIP";
}

function toSummary(row: DraftRow, latestVersion: number): DraftSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    expectedCompletionDate: row.expectedCompletionDate,
    latestVersion,
    canUploadNewVersion: DRAFT_STATUSES_ACCEPTING_FILES.includes(row.status),
  };
}

function toFile(row: DraftFileRow): DraftFile {
  return {
    id: row.id,
    version: row.version,
    originalName: row.originalName,
    format: formatOf(row.contentType),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt,
  };
}

/**
 * Draft `id` of user `userId` with its files and history. Takes the database or a transaction (the
 * upload answers with the draft it just wrote). Throws 404 DRAFT_NOT_FOUND `Không tìm thấy bản thảo`
 * when there is no such draft or another author owns it.
 */
export function draftDetail(db: DbOrTx, userId: number, id: number): Draft {
  const row = findOwnDraft(db, userId, id);
  if (!row) throw new ApiError(404, "DRAFT_NOT_FOUND", "Không tìm thấy bản thảo");
  const files = filesOfDraft(db, id).map(toFile);
  return {
    ...toSummary(row, files[0]?.version ?? 0),
    authors: row.authors,
    fieldOfStudy: row.fieldOfStudy,
    summary: row.summary,
    estimatedPages: row.estimatedPages,
    contactPhone: row.contactPhone,
    files,
    history: historyOfDraft(db, id).map((h) => ({ status: h.status, actor: h.actor, note: h.note, at: h.at })),
  };
}

/** One page (1-based) of user `userId`'s drafts, newest first (then id desc), and the number of pages (≥ 1). */
export function listDrafts(db: Db, userId: number, page: number, pageSize: number): { items: DraftSummary[]; totalPage: number } {
  const { rows, total } = draftsOfUser(db, userId, page, pageSize);
  return {
    items: rows.map((r) => toSummary(r, r.latestVersion)),
    totalPage: Math.max(1, Math.ceil(total / pageSize)),
  };
}
