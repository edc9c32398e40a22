/**
 * Manuscript files on disk (ADR 0015 "Files are checked by their content", "Streamed, never
 * held whole"). A file part of POST /api/Draft/CreateDraft or UploadNewDraftFile is read as a stream:
 * the first bytes (up to 64 KiB) are sniffed with `file-type` (magic bytes: PDF, DOCX, ODT, ZIP; the
 * name and the browser's Content-Type are never trusted), then everything is piped into a temporary
 * `{DRAFT_FILES_DIR}/.part-{random}` while counting and hashing (SHA-256). Only when the database row
 * exists is the file renamed to `{DRAFT_FILES_DIR}/{draft_files.id}` (`commitDraftFile`, called last
 * inside the transaction, so a failed rename rolls the rows back); any refusal or error removes the
 * temporary file (`discardDraftFile`), and `sweepPartials` removes every leftover at start-up.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromBuffer } from "file-type";
import { DRAFT_FILE_TYPES } from "../constants";
import { ApiError } from "../errors";

/** How many bytes are read before detecting the type (or fewer when the file is shorter). */
const SNIFF_BYTES = 64 * 1024;
const PART_PREFIX = ".part-";

/** A detected manuscript format (the values of DRAFT_FILE_TYPES). */
type DraftFormat = (typeof DRAFT_FILE_TYPES)[keyof typeof DRAFT_FILE_TYPES];

/** A manuscript file received whole into its temporary file: exact size in bytes, SHA-256 hex, detected type. */
export interface ReceivedDraftFile {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
  contentType: keyof typeof DRAFT_FILE_TYPES;
  format: DraftFormat;
}

/** Why a file part was refused: empty (0 bytes), not PDF/DOCX/ODT/ZIP by content, or over the size limit. */
type DraftFileRefusal = "empty" | "type" | "too-large";

/** The outcome of `receiveDraftFile`: the file, or the reason it was refused (nothing kept on disk). */
type ReceiveResult = { ok: true; file: ReceivedDraftFile } | { ok: false; reason: DraftFileRefusal };

/** A file stream of @fastify/multipart (busboy): `truncated` is set when it hit `limits.fileSize`. */
type FileStream = Readable & { truncated?: boolean };

/**
 * Reads the file part `stream` into a temporary file of `dir` (created if missing), detecting its type
 * from the first bytes. Never holds more than the first 64 KiB in memory. On a refusal the rest of
 * the stream is drained (so the request body keeps flowing) and nothing is left on disk.
 * @throws the stream's error (client gone, body cut off) after removing the temporary file.
 */
export async function receiveDraftFile(stream: FileStream, dir: string): Promise<ReceiveResult> {
  const head: Buffer[] = [];
  let headBytes = 0;
  const iterator = stream[Symbol.asyncIterator]();
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = (await iterator.next()) as IteratorResult<Buffer>;
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const first = Buffer.concat(head);
  const refuse = async (reason: DraftFileRefusal): Promise<ReceiveResult> => {
    if (!done) await drain(iterator);
    return { ok: false, reason };
  };
  if (stream.truncated) return refuse("too-large");
  if (first.length === 0) return refuse("empty");
  const detected = await fileTypeFromBuffer(first.subarray(0, SNIFF_BYTES));
  const contentType = detected && Object.hasOwn(DRAFT_FILE_TYPES, detected.mime) ? (detected.mime as keyof typeof DRAFT_FILE_TYPES) : null;
  if (!contentType) return refuse("type");

  await fs.promises.mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${PART_PREFIX}${randomBytes(12).toString("hex")}`);
  const hash = createHash("sha256");
  let sizeBytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, callback) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      callback(null, chunk);
    },
  });
  async function* all() {
    yield first;
    if (done) return;
    for (;;) {
      const next = (await iterator.next()) as IteratorResult<Buffer>;
      if (next.done) return;
      yield next.value;
    }
  }
  try {
    await pipeline(all(), count, fs.createWriteStream(tempPath, { flags: "wx" }));
  } catch (error) {
    await discardDraftFile(tempPath);
    throw error;
  }
  if (stream.truncated) {
    await discardDraftFile(tempPath);
    return { ok: false, reason: "too-large" };
  }
  return { ok: true, file: { tempPath, sizeBytes, sha256: hash.digest("hex"), contentType, format: DRAFT_FILE_TYPES[contentType] } };
}

/** Reads a stream to its end, dropping the bytes (errors ignored: the request is being refused anyway). */
async function drain(iterator: AsyncIterator<unknown>): Promise<void> {
  try {
    for (;;) if ((await iterator.next()).done) return;
  } catch {
    // the client went away: nothing to drain
  }
}

/**
 * The error answered for a refused file: 400 DRAFT_FILE_INVALID `{field: "file", reason}` for
 * `missing`, `empty`, `type`, `multiple`; 413 DRAFT_FILE_TOO_LARGE `{maxBytes}` for `too-large`.
 */
export function draftFileError(reason: DraftFileRefusal | "missing" | "multiple", maxBytes: number): ApiError {
  if (reason === "too-large")
    return new ApiError(413, "DRAFT_FILE_TOO_LARGE", `Tệp bản thảo vượt quá ${Math.round(maxBytes / 1048576)} MB`, { maxBytes });
  const messages = {
    missing: "Chưa chọn tệp bản thảo",
    empty: "Tệp bản thảo rỗng",
    type: "Tệp phải là PDF, DOCX, ODT hoặc ZIP (nhận biết theo nội dung tệp)",
    multiple: "Chỉ gửi một tệp bản thảo",
  } as const;
  return new ApiError(400, "DRAFT_FILE_INVALID", messages[reason], { field: "file", reason });
}

/** Where the file of `draft_files.id` = `fileId` lives. */
export function draftFilePath(dir: string, fileId: number): string {
  return path.join(dir, String(fileId));
}

/**
 * Moves a received temporary file to its final name `{dir}/{fileId}` (synchronous: called last inside
 * the database transaction, whose callback is synchronous with better-sqlite3).
 * @throws the rename's error, which rolls the transaction back.
 */
export function commitDraftFile(tempPath: string, dir: string, fileId: number): void {
  fs.renameSync(tempPath, draftFilePath(dir, fileId));
}

/** Removes a temporary file if it is still there (never throws). */
export async function discardDraftFile(tempPath: string): Promise<void> {
  await fs.promises.rm(tempPath, { force: true }).catch(() => undefined);
}

/**
 * Removes temporary files `.part-*` of `dir` left by a crash. At start-up (server/main.ts) every one
 * is a leftover, since no upload is under way yet; `olderThanMs` spares younger ones (for a sweep
 * while serving). Returns how many were removed; a missing folder is created.
 */
export async function sweepPartials(dir: string, olderThanMs = 0, now = Date.now()): Promise<number> {
  await fs.promises.mkdir(dir, { recursive: true });
  let removed = 0;
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.startsWith(PART_PREFIX)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await discardDraftFile(file);
    removed += 1;
  }
  return removed;
}
