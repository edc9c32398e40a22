/**
 * Manuscript files (ADR 0015; spec §7 Draft "multipart"). Every call needs a bearer token
 * (401 otherwise) and answers `Cache-Control: no-store`:
 *
 * - POST /api/Draft/CreateDraft  multipart: title, authors, fieldOfStudy, kind, summary,
 *   estimatedPages, expectedCompletionDate (`YYYY-MM-DDT00:00:00.000Z` or `YYYY-MM-DD`, today in
 *   Vietnam or later), contactPhone, then ONE part `file` → 201 Draft (received, v1).
 * - POST /api/Draft/UploadNewDraftFile  multipart: draftId, then ONE part `file` → 201 Draft (new
 *   version, under_review); 404 DRAFT_NOT_FOUND; 409 DRAFT_UPLOAD_NOT_ALLOWED `{status}`.
 * - GET /api/Draft/{draftId}/Files/{fileId} → the bytes (owner only), `Content-Disposition:
 *   attachment` with the original name (RFC 6266), the detected type, `X-Content-Type-Options:
 *   nosniff`, `Cache-Control: private, no-store`; 404 DRAFT_NOT_FOUND / DRAFT_FILE_NOT_FOUND.
 *
 * Upload errors: 400 VALIDATION_FAILED (`data.issues`; also text fields after the file), 400
 * DRAFT_FILE_INVALID `{field: "file", reason: missing|empty|type|multiple}`, 413 DRAFT_FILE_TOO_LARGE
 * `{maxBytes}`. The file is streamed to a temporary file (server/domain/draft-files.ts) and renamed
 * only inside the transaction that writes its rows; on any error or an aborted request nothing is kept.
 * @fastify/multipart is registered inside this plugin only (other plugins keep their body parsers).
 */
import fs from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart, { type MultipartFile } from "@fastify/multipart";
import { z } from "zod";
import { DRAFT_KINDS } from "../constants";
import { withDefaults } from "../deps";
import { discardDraftFile, draftFileError, receiveDraftFile, type ReceivedDraftFile } from "../domain/draft-files";
import { addDraftVersion, assertAcceptsNewVersion, createDraftWithFile, draftFileNotFound, draftFileToSend } from "../domain/draft-uploads";
import { parseMultipartDate, todayInVietnam } from "../domain/vn-date";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idField, phoneField } from "../http/fields";
import { parse } from "../http/validate";
import { ApiError } from "../errors";

const MB = 1024 * 1024;

/** A trimmed, NFC text of 1…max characters (counted as code points), with the field's Vietnamese name in its messages. */
function text(label: string, max: number) {
  return z
    .string({ required_error: `${label} không được để trống` })
    .transform((s) => s.trim().normalize("NFC"))
    .refine((s) => s.length > 0, `${label} không được để trống`)
    .refine((s) => [...s].length <= max, `${label} tối đa ${max} ký tự`)
    .refine((s) => !/[\p{Cs}\u202A-\u202E\u2066-\u2069]|[^\P{Cc}\n\r\t]/u.test(s), `${label} chứa ký tự không hợp lệ`);
}

/** The text fields of CreateDraft; `today` ("YYYY-MM-DD" in Vietnam) bounds the expected completion date. */
function createFields(today: string) {
  return z.object({
    title: text("Tên bản thảo", 300),
    authors: text("Tác giả", 500),
    fieldOfStudy: text("Lĩnh vực", 200),
    kind: z.enum(DRAFT_KINDS, { errorMap: () => ({ message: "Loại bản thảo không hợp lệ" }) }),
    summary: text("Tóm tắt", 5000),
    estimatedPages: z
      .string({ required_error: "Số trang dự kiến không được để trống" })
      .trim()
      .regex(/^\d{1,4}$/, "Số trang dự kiến phải là số nguyên từ 1 đến 5000")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 5000, "Số trang dự kiến phải là số nguyên từ 1 đến 5000"),
    expectedCompletionDate: z.string({ required_error: "Ngày dự kiến hoàn thành không được để trống" }).transform((s, ctx) => {
      const date = parseMultipartDate(s);
      if (!date) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Ngày dự kiến hoàn thành không hợp lệ" });
      else if (date < today) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Ngày dự kiến hoàn thành không được ở quá khứ" });
      return date ?? "";
    }),
    contactPhone: phoneField,
  });
}

const newVersionFields = z.object({ draftId: idField("Mã bản thảo không hợp lệ") });
const fileParams = z.object({ draftId: idField("Mã bản thảo không hợp lệ"), fileId: idField("Mã tệp không hợp lệ") });

/** VALIDATION_FAILED for text fields sent after the file part (the storefront must put the file last). */
function fieldAfterFile(name: string): ApiError {
  return new ApiError(400, "VALIDATION_FAILED", "Dữ liệu không hợp lệ: các trường phải đứng trước tệp bản thảo", {
    issues: [{ path: name, message: "Các trường phải đứng trước tệp bản thảo" }],
  });
}

/** VALIDATION_FAILED for a text field longer than `limits.fieldSize` bytes (far over every field's maximum). */
function fieldTooLong(name: string): ApiError {
  return new ApiError(400, "VALIDATION_FAILED", "Dữ liệu không hợp lệ: nội dung quá dài", {
    issues: [{ path: name, message: "Nội dung quá dài" }],
  });
}

/** Drops the rest of a request body being refused, so the client's upload completes and reads the answer. */
function drainParts(parts: AsyncIterator<unknown>): void {
  void (async () => {
    try {
      for (;;) {
        const next = await parts.next();
        if (next.done) return;
        const part = next.value as { type?: string; file?: NodeJS.ReadableStream };
        if (part.type === "file") part.file?.resume();
      }
    } catch {
      // client gone or limits reached: nothing more to read
    }
  })();
}

/**
 * Reads a multipart upload in order: text fields into an object, then ONE file part `file` checked by
 * `validate(fields)` first (so invalid fields never cost a file write) and streamed to a temporary
 * file. Returns the validated fields and the received file; throws the errors of the module docstring
 * (a temporary file is removed before throwing).
 */
async function readUpload<T>(
  req: FastifyRequest,
  dir: string,
  maxBytes: number,
  validate: (fields: Record<string, string>) => T,
): Promise<{ fields: T; received: ReceivedDraftFile; originalName: string }> {
  const parts = req.parts()[Symbol.asyncIterator]();
  const raw: Record<string, string> = {};
  let result: { fields: T; received: ReceivedDraftFile; originalName: string } | null = null;
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        if (result) throw fieldAfterFile(part.fieldname);
        // Over limits.fieldSize busboy cuts the value (maybe mid-character): refuse it rather than keep a cut text.
        if (part.valueTruncated) throw fieldTooLong(part.fieldname);
        if (typeof part.value === "string" && !(part.fieldname in raw)) raw[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (result || file.fieldname !== "file") {
        file.file.resume();
        throw draftFileError(result ? "multiple" : "missing", maxBytes);
      }
      let fields: T;
      try {
        fields = validate(raw);
      } catch (error) {
        file.file.resume();
        throw error;
      }
      const got = await receiveDraftFile(file.file, dir);
      if (!got.ok) throw draftFileError(got.reason, maxBytes);
      result = { fields, received: got.file, originalName: cleanName(file.filename) };
    }
    if (!result) {
      validate(raw);
      throw draftFileError("missing", maxBytes);
    }
    return result;
  } catch (error) {
    if (result) await discardDraftFile(result.received.tempPath);
    drainParts(parts);
    throw multipartError(error, maxBytes);
  }
}

/** @fastify/multipart's codes of a body that is not a usable multipart form (answered 400, not 413/406/500). */
const MALFORMED_CODES = new Set([
  "FST_FIELDS_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_INVALID_MULTIPART_CONTENT_TYPE",
  "FST_PROTO_VIOLATION",
  "FST_INVALID_JSON_FIELD_ERROR",
  "FST_MP_PREMATURE_CLOSE",
]);

/** Maps the multipart plugin's own errors (limits, not multipart, cut-off bodies) onto the API's codes. */
function multipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return draftFileError("multiple", maxBytes);
  if (code === "FST_REQ_FILE_TOO_LARGE") return draftFileError("too-large", maxBytes);
  const message = error instanceof Error ? error.message : "";
  // The author cancelled or lost the connection mid-upload: a client's event, not a server error (nobody reads the answer).
  if (code === "ECONNRESET" || message === "aborted")
    return new ApiError(400, "VALIDATION_FAILED", "Dữ liệu không hợp lệ: tải lên bị gián đoạn", {
      issues: [{ path: "file", message: "Tải lên bị gián đoạn" }],
    });
  if (
    (code !== undefined && MALFORMED_CODES.has(code)) ||
    // busboy's own errors carry no code: a content type without boundary, a body ending inside a part.
    /^Multipart: Boundary not found|unexpected end of multipart data/i.test(message)
  )
    return new ApiError(400, "VALIDATION_FAILED", "Dữ liệu không hợp lệ: biểu mẫu tải lên không đúng định dạng", {
      issues: [{ path: "", message: "Biểu mẫu tải lên không đúng định dạng" }],
    });
  return error;
}

/** The author's file name as shown: the last path segment, NFC, without control characters, ≤ 255 characters. */
function cleanName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base.normalize("NFC").replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, "")].slice(-255).join("").trim();
  return clean || "ban-thao";
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 original name (RFC 6266, RFC 8187). */
function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii || "ban-thao"}"; filename*=UTF-8''${encoded}`;
}

/** Fastify plugin with the three calls above, over `app.deps` ({db, config, clock}). */
export async function draftUploadRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = withDefaults(app.deps);
  const dir = config.DRAFT_FILES_DIR;
  const maxBytes = config.DRAFT_MAX_FILE_MB * MB;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 2, fields: 20, fieldSize: 20_000, parts: 22 },
  });
  noStore(app);

  app.post("/api/Draft/CreateDraft", async (req, reply) => {
    const user = await requireUser(req);
    const schema = createFields(todayInVietnam(clock()));
    const upload = await readUpload(req, dir, maxBytes, (raw) => parse(schema, raw));
    try {
      const draft = createDraftWithFile(db, dir, user.id, upload.fields, upload, clock());
      reply.code(201);
      return ok(draft, { successMessage: "Đã gửi bản thảo" });
    } finally {
      await discardDraftFile(upload.received.tempPath);
    }
  });

  app.post("/api/Draft/UploadNewDraftFile", async (req, reply) => {
    const user = await requireUser(req);
    const upload = await readUpload(req, dir, maxBytes, (raw) => {
      const { draftId } = parse(newVersionFields, raw);
      assertAcceptsNewVersion(db, user.id, draftId);
      return draftId;
    });
    try {
      const draft = addDraftVersion(db, dir, user.id, upload.fields, upload, clock());
      reply.code(201);
      return ok(draft, { successMessage: "Đã tải lên phiên bản mới" });
    } finally {
      await discardDraftFile(upload.received.tempPath);
    }
  });

  app.get("/api/Draft/:draftId/Files/:fileId", async (req, reply) => {
    const user = await requireUser(req);
    const { draftId, fileId } = parse(fileParams, req.params);
    const file = draftFileToSend(db, dir, user.id, draftId, fileId);
    const stat = await fs.promises.stat(file.path).catch(() => null);
    if (!stat?.isFile()) {
      req.log.error({ draftId, fileId, path: file.path }, "Draft file row without its file on disk");
      throw draftFileNotFound();
    }
    reply.headers({
      "content-type": file.contentType,
      "content-length": String(stat.size),
      "content-disposition": contentDisposition(file.originalName),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    return reply.send(fs.createReadStream(file.path));
  });
}
