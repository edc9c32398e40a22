/**
 * The manuscript uploads to the upstream (ADR 0015): `POST /api/Draft/CreateDraft` and
 * `POST /api/Draft/UploadNewDraftFile`, multipart bodies built as async iterables — the text parts,
 * then the file part's header, then the file's chunks as they arrive from the browser (pulled only
 * as undici sends them: backpressure), then the closing boundary. The file is never collected. When
 * the browser's stream fails (a cut-off upload) or the caller's counter throws (too large), the
 * upstream request is aborted and that error rethrown: the upstream keeps nothing.
 * Errors as the client maps them: 4xx → `UpstreamError` (DRAFT_FILE_INVALID, DRAFT_FILE_TOO_LARGE
 * 413, VALIDATION_FAILED, DRAFT_NOT_FOUND 404, DRAFT_UPLOAD_NOT_ALLOWED 409); 5xx → 502; 503/504.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { toMultipartDate } from "~/utils/dates";
import type { UpstreamClient } from "./client.server";

/** A draft's validated metadata (`expectedCompletionDate` "YYYY-MM-DD", a day in Vietnam). */
interface DraftFields {
  title: string;
  authors: string;
  fieldOfStudy: string;
  kind: string;
  summary: string;
  estimatedPages: number;
  expectedCompletionDate: string;
  contactPhone: string;
}

/** The file part as it arrives from the browser. */
export interface DraftFilePart {
  /** The browser's file name (base name). */
  filename: string;
  /** The browser's type (the upstream detects the real one from the content). */
  contentType: string;
  /** The bytes, as they arrive. */
  data: AsyncIterable<Uint8Array>;
}

/** What the storefront needs of the upstream's Draft answer (the rest is the detail page's business). */
const createdDraft = z.object({ id: z.number().int().positive() }).passthrough();

const encoder = new TextEncoder();

/** A header value inside quotes: no CR/LF, quotes and backslashes percent-encoded (as browsers do). */
const quoted = (v: string) => v.replace(/[\r\n"\\]/g, (c) => encodeURIComponent(c));

/** The multipart body: text parts in order, then the file part streamed, then the closing boundary. */
async function* multipartBody(boundary: string, fields: [string, string][], file: DraftFilePart): AsyncGenerator<Uint8Array> {
  for (const [name, value] of fields) {
    yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType) ? file.contentType : "application/octet-stream";
  yield encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(file.filename)}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  for await (const chunk of file.data) yield chunk;
  yield encoder.encode(`\r\n--${boundary}--\r\n`);
}

async function send(client: UpstreamClient, path: string, fields: [string, string][], file: DraftFilePart): Promise<number> {
  const boundary = `----nsdh${randomBytes(16).toString("hex")}`;
  const { data } = await client.post(createdDraft, path, {
    stream: { contentType: `multipart/form-data; boundary=${boundary}`, body: multipartBody(boundary, fields, file) },
  });
  return data.id;
}

/**
 * Creates a draft: `POST /api/Draft/CreateDraft` with the metadata (the date as §7's "+7 hours"
 * wire form) and the file. @returns the new draft's id.
 */
export function sendDraft(client: UpstreamClient, fields: DraftFields, file: DraftFilePart): Promise<number> {
  return send(
    client,
    "/api/Draft/CreateDraft",
    [
      ["title", fields.title],
      ["authors", fields.authors],
      ["fieldOfStudy", fields.fieldOfStudy],
      ["kind", fields.kind],
      ["summary", fields.summary],
      ["estimatedPages", String(fields.estimatedPages)],
      ["expectedCompletionDate", toMultipartDate(fields.expectedCompletionDate)],
      ["contactPhone", fields.contactPhone],
    ],
    file,
  );
}

/** Uploads a new version of draft `draftId`: `POST /api/Draft/UploadNewDraftFile`. @returns the draft's id. */
export function sendNewVersion(client: UpstreamClient, draftId: number, file: DraftFilePart): Promise<number> {
  return send(client, "/api/Draft/UploadNewDraftFile", [["draftId", String(draftId)]], file);
}
