/**
 * Receives a manuscript upload from the browser as it streams (ADR 0015), with Remix v2's
 * `unstable_parseMultipartFormData`: text parts are collected (at most 20, 10 000 characters each →
 * 400), the file part must come after them (a file first or a second file → 400), and when it
 * arrives `onFile` gets the text fields and the file's bytes as they flow, counted.
 *
 * Over the limit (ADR 0015 addendum): past `maxBytes` the file's stream throws `UploadRefusal` 413
 * into `onFile` (the upstream request is aborted: the upstream keeps nothing), the rest of the body
 * is read and discarded, and the caller gets `tooLarge: true` WITH the text fields, so it can answer
 * the 413 page with everything typed kept. Reading on is bounded: a `Content-Length` over
 * `DRAIN_FACTOR` × `maxBytes` is refused at once (`UploadRefusal` 413 `bare`: nothing is read, no
 * field can be kept), and a body without Content-Length is cut at the same bound. A Content-Length
 * over `maxBytes` + `FORM_OVERHEAD` (but within the bound) is not forwarded to the upstream at all.
 *
 * Whatever `onFile` does with the file (reads all of it, stops early because the upstream answered
 * first, or never reads it), the rest of the file part is read here and discarded, so the parser
 * never buffers it (it would: @web3-storage/multipart-parser collects an unread part).
 */
import { unstable_parseMultipartFormData } from "@remix-run/node";
import type { DraftFilePart } from "~/upstream/draft-upload.server";

/** A refusal of the upload by the storefront itself (status 400 or 413, Vietnamese message). */
export class UploadRefusal extends Error {
  constructor(
    public readonly status: 400 | 413,
    message: string,
    /** `file`: the message belongs under the file field. */
    public readonly field: "file" | null = null,
  ) {
    super(message);
  }
}

/** A body declared (or counted) over this many times the limit is refused without reading it. */
const DRAIN_FACTOR = 2;
/** What the text fields and the multipart framing may add to the file's size (bytes). */
const FORM_OVERHEAD = 64 * 1024;
const MAX_FIELDS = 20;
const MAX_FIELD_CHARS = 10_000;

/** The message of a file over the limit. */
export const tooLargeMessage = (maxMb: number) => `Tệp bản thảo vượt quá ${maxMb} MB`;

/** What was received. */
export interface ReceivedUpload<T> {
  /** The text fields sent before the file, in order. */
  fields: FormData;
  /** What `onFile` returned (undefined when it was not called, threw the size refusal, or `tooLarge`). */
  result: T | undefined;
  /** Whether a file part (even an empty one) was sent. */
  fileSeen: boolean;
  /** The file was over the limit: it was discarded and the upstream request aborted. */
  tooLarge: boolean;
}

/** `next()` calls of an iterator run one after the other (the upstream's pull and the drain may overlap). */
function serial<T>(it: AsyncIterator<T>): () => Promise<IteratorResult<T>> {
  let chain: Promise<unknown> = Promise.resolve();
  return () => {
    const next = chain.then(() => it.next());
    chain = next.catch(() => undefined);
    return next;
  };
}

/**
 * Reads the upload. `onFile(fields, file)` is called once, when the file part arrives (`file` null
 * when the browser sent no file or an empty name); its result is returned with the text fields.
 * @throws UploadRefusal 400 (form refused) or 413 `bare` (body over the drain bound); whatever
 *         `onFile` throws except the size refusal of its own file stream.
 */
export async function receiveUpload<T>(
  request: Request,
  maxMb: number,
  onFile: (fields: FormData, file: DraftFilePart | null) => Promise<T>,
): Promise<ReceivedUpload<T>> {
  const maxBytes = maxMb * 1_048_576;
  const bound = DRAIN_FACTOR * maxBytes;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > bound) throw new UploadRefusal(413, tooLargeMessage(maxMb));
  const declaredTooLarge = Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD;
  const fields = new FormData();
  let count = 0;
  let fileSeen = false;
  let tooLarge = false;
  let result: T | undefined;
  try {
    await unstable_parseMultipartFormData(request, async (part) => {
      if (part.filename === undefined) {
        let value = "";
        const d = new TextDecoder();
        for await (const chunk of part.data) {
          value += d.decode(chunk, { stream: true });
          if (value.length > MAX_FIELD_CHARS) throw new UploadRefusal(400, "Một trường của biểu mẫu quá dài.");
        }
        value += d.decode();
        if (fileSeen) return undefined; // the submit button's `intent` comes after the file: ignored
        if (++count > MAX_FIELDS) throw new UploadRefusal(400, "Biểu mẫu có quá nhiều trường.");
        fields.append(part.name, value);
        return undefined;
      }
      if (fileSeen) throw new UploadRefusal(400, "Chỉ gửi một tệp bản thảo", "file");
      fileSeen = true;
      if (count === 0) throw new UploadRefusal(400, "Tệp bản thảo phải được gửi sau các trường của biểu mẫu.");
      const next = serial(part.data[Symbol.asyncIterator]());
      let size = 0;
      let abandoned = false;
      async function* forUpstream(): AsyncGenerator<Uint8Array> {
        while (!abandoned) {
          const r = await next();
          if (r.done) return;
          size += r.value.byteLength;
          if (size > maxBytes) {
            tooLarge = true;
            throw new UploadRefusal(413, tooLargeMessage(maxMb));
          }
          yield r.value;
        }
      }
      if (declaredTooLarge) tooLarge = true;
      else {
        const file = part.filename ? { filename: part.filename, contentType: part.contentType, data: forUpstream() } : null;
        try {
          result = await onFile(fields, file);
        } catch (error) {
          if (!(tooLarge && error instanceof UploadRefusal)) throw error;
        }
      }
      abandoned = true;
      // The rest of the file (all of it when onFile did not read it): discarded, counted, bounded.
      for (let r = await next(); !r.done; r = await next()) {
        size += r.value.byteLength;
        if (size > maxBytes) tooLarge = true;
        if (size > bound) throw new UploadRefusal(413, tooLargeMessage(maxMb));
      }
      return undefined;
    });
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    if (error instanceof Response) throw error;
    if (
      (error instanceof TypeError && /FormData/.test(error.message)) ||
      (error instanceof Error && /^malformed multipart/.test(error.message))
    )
      throw new UploadRefusal(400, "Dữ liệu gửi lên không phải là biểu mẫu hợp lệ.");
    throw error;
  }
  return { fields, result: tooLarge ? undefined : result, fileSeen, tooLarge };
}
