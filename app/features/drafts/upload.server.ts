/**
 * Receives a manuscript upload from the browser as it streams (issue 15, ADR 0015), with Remix v2's
 * `unstable_parseMultipartFormData`: text parts are collected (at most 20, 10 000 characters each →
 * 400), the file part must come after them (a file first or a second file → 400), and when it
 * arrives `onFile` gets the text fields and the file's bytes as they flow, counted: past
 * `maxBytes` the stream throws `UploadRefusal` 413 (the upstream request is aborted). A
 * `Content-Length` over `maxBytes` + 64 KiB is refused (413) before anything is read.
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

const MAX_FIELDS = 20;
const MAX_FIELD_CHARS = 10_000;
const decoder = () => new TextDecoder();

/** The file's bytes, counted; past `maxBytes` → UploadRefusal 413. */
async function* counted(data: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UploadRefusal(413, "Tệp bản thảo quá lớn");
    yield chunk;
  }
}

/**
 * Reads the upload. `onFile(fields, file)` is called once, when the file part arrives (`file` null
 * when the browser sent no file or an empty name); its result is returned with the text fields.
 * @throws UploadRefusal (400/413); whatever `onFile` throws.
 */
export async function receiveUpload<T>(
  request: Request,
  maxBytes: number,
  onFile: (fields: FormData, file: DraftFilePart | null) => Promise<T>,
): Promise<{ fields: FormData; result: T | undefined; fileSeen: boolean }> {
  const length = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(length) && length > maxBytes + 64 * 1024) throw new UploadRefusal(413, "Tệp bản thảo quá lớn");
  const fields = new FormData();
  let count = 0;
  let fileSeen = false;
  let result: T | undefined;
  try {
    await unstable_parseMultipartFormData(request, async (part) => {
      if (part.filename === undefined) {
        let value = "";
        const d = decoder();
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
      const file = part.filename ? { filename: part.filename, contentType: part.contentType, data: counted(part.data, maxBytes) } : null;
      if (!file) for await (const _ of part.data) void _;
      result = await onFile(fields, file);
      // If onFile did not read the file (refused by validation), discard the rest, still counted.
      for await (const _ of counted(part.data, maxBytes)) void _;
      return undefined;
    });
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    if (error instanceof Response) throw error;
    if (error instanceof TypeError && /FormData/.test(error.message))
      throw new UploadRefusal(400, "Dữ liệu gửi lên không phải là biểu mẫu hợp lệ.");
    throw error;
  }
  return { fields, result, fileSeen };
}
