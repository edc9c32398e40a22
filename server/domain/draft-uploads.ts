/**
 * The writes of a manuscript upload (ADR 0015; POST /api/Draft/CreateDraft and
 * UploadNewDraftFile): ONE transaction inserting the draft (or checking the author's draft and its
 * status), the file row (next version), the status history and the status, then — last, inside the
 * transaction — renaming the received temporary file to `{DRAFT_FILES_DIR}/{fileId}`. If the rename
 * fails the rows are rolled back; the caller removes the temporary file on any error. Also the lookup
 * of a file to download (owner only).
 */
import type { DRAFT_KINDS } from "../constants";
import { DRAFT_STATUSES_ACCEPTING_FILES } from "../constants";
import type { Db } from "../db/client";
import { addHistory, findDraftFile, findOwnDraft, insertDraft, insertDraftFile, nextVersion, setDraftStatus } from "../data/drafts";
import { ApiError } from "../errors";
import { commitDraftFile, draftFilePath, type ReceivedDraftFile } from "./draft-files";
import { draftDetail, type Draft } from "./drafts";

/** The metadata of a new draft, validated (texts trimmed, `expectedCompletionDate` "YYYY-MM-DD" in Vietnam). */
interface NewDraftInput {
  title: string;
  authors: string;
  fieldOfStudy: string;
  kind: (typeof DRAFT_KINDS)[number];
  summary: string;
  estimatedPages: number;
  expectedCompletionDate: string;
  contactPhone: string;
}

/** The received file and its name as the author's browser sent it (shown, and used in downloads only). */
interface UploadedFile {
  received: ReceivedDraftFile;
  originalName: string;
}

function draftNotFound(): ApiError {
  return new ApiError(404, "DRAFT_NOT_FOUND", "Không tìm thấy bản thảo");
}

/**
 * Creates draft (status received, version 1, history [received by author]) of user `userId` with its
 * file, at instant `now`; returns the Draft of GET /api/Draft/GetDraftDetail.
 * @throws the rename's error (nothing written then).
 */
export function createDraftWithFile(db: Db, dir: string, userId: number, input: NewDraftInput, upload: UploadedFile, now: Date): Draft {
  const at = now.toISOString();
  return db.transaction((tx) => {
    const draft = insertDraft(tx, { ...input, userId, status: "received", createdAt: at, updatedAt: at });
    const fileId = insertDraftFile(tx, fileRow(draft.id, 1, upload, at));
    addHistory(tx, { draftId: draft.id, status: "received", actor: "author", note: null, at });
    const answer = draftDetail(tx, userId, draft.id);
    commitDraftFile(upload.received.tempPath, dir, fileId);
    return answer;
  });
}

/**
 * Adds the next version of user `userId`'s draft `draftId` and moves it to under_review (history:
 * under_review by author, note `Tác giả gửi phiên bản {n}`).
 * @throws ApiError 404 DRAFT_NOT_FOUND (unknown or another author's); 409 DRAFT_UPLOAD_NOT_ALLOWED
 *   `{status}` when its status does not ask for a new version.
 */
export function addDraftVersion(db: Db, dir: string, userId: number, draftId: number, upload: UploadedFile, now: Date): Draft {
  const at = now.toISOString();
  return db.transaction((tx) => {
    const draft = findOwnDraft(tx, userId, draftId);
    if (!draft) throw draftNotFound();
    if (!DRAFT_STATUSES_ACCEPTING_FILES.includes(draft.status))
      throw new ApiError(409, "DRAFT_UPLOAD_NOT_ALLOWED", "Bản thảo đang ở trạng thái không nhận phiên bản mới", { status: draft.status });
    const version = nextVersion(tx, draftId);
    const fileId = insertDraftFile(tx, fileRow(draftId, version, upload, at));
    addHistory(tx, { draftId, status: "under_review", actor: "author", note: `Tác giả gửi phiên bản ${version}`, at });
    setDraftStatus(tx, draftId, "under_review", at);
    const answer = draftDetail(tx, userId, draftId);
    commitDraftFile(upload.received.tempPath, dir, fileId);
    return answer;
  });
}

/**
 * Checks, before reading a new version's file, that user `userId` may send one for draft `draftId`
 * (same errors as `addDraftVersion`, which checks again inside its transaction).
 */
export function assertAcceptsNewVersion(db: Db, userId: number, draftId: number): void {
  const draft = findOwnDraft(db, userId, draftId);
  if (!draft) throw draftNotFound();
  if (!DRAFT_STATUSES_ACCEPTING_FILES.includes(draft.status))
    throw new ApiError(409, "DRAFT_UPLOAD_NOT_ALLOWED", "Bản thảo đang ở trạng thái không nhận phiên bản mới", { status: draft.status });
}

function fileRow(draftId: number, version: number, upload: UploadedFile, at: string) {
  const { sizeBytes, sha256, contentType } = upload.received;
  return { draftId, version, originalName: upload.originalName, contentType, sizeBytes, sha256, uploadedAt: at };
}

/** A stored file to download: where its bytes are, its original name, detected type and size in bytes. */
interface DraftFileToSend {
  path: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * File `fileId` of user `userId`'s draft `draftId`.
 * @throws ApiError 404 DRAFT_NOT_FOUND (unknown draft or another author's), 404 DRAFT_FILE_NOT_FOUND
 *   `Không tìm thấy tệp bản thảo` (no such file of that draft).
 */
export function draftFileToSend(db: Db, dir: string, userId: number, draftId: number, fileId: number): DraftFileToSend {
  if (!findOwnDraft(db, userId, draftId)) throw draftNotFound();
  const file = findDraftFile(db, draftId, fileId);
  if (!file) throw draftFileNotFound();
  return { path: draftFilePath(dir, file.id), originalName: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes };
}

/** 404 DRAFT_FILE_NOT_FOUND `Không tìm thấy tệp bản thảo`. */
export function draftFileNotFound(): ApiError {
  return new ApiError(404, "DRAFT_FILE_NOT_FOUND", "Không tìm thấy tệp bản thảo");
}
