/**
 * The lesson media files on disk (ADR 0013 "Media"): the team's sample clip and its captions in
 * `server/media/files/` (copied beside the bundle as `build/upstream/media/files/` by
 * scripts/build-servers.mjs). Only names of the allow-list `MEDIA_FILE` are looked up — never a path
 * taken from a URL: no "/", no "..", no other folder, no other extension (the folder's README is not
 * served).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `{name}.webm` or `{name}.{lang}.vtt`: a lower-case letter or digit, then letters, digits or "-"
 * (at most 100), an optional two-letter language, the extension.
 */
const MEDIA_FILE = /^[a-z0-9][a-z0-9-]{0,99}(?:\.[a-z]{2})?\.(webm|vtt)$/;

/** `Content-Type` by extension. */
const TYPES = { webm: "video/webm", vtt: "text/vtt; charset=utf-8" } as const;

/** A servable file: where it is, its type, size (bytes), modification time and strong ETag. */
export interface LessonFile {
  path: string;
  contentType: string;
  size: number;
  /** Modification time, truncated to the second (what `Last-Modified` can say). */
  modified: Date;
  /** Strong ETag: SHA-1 of the bytes, base64url, quoted. */
  etag: string;
}

let folder: string | undefined;

/** The files folder: beside this module in the source tree, or `media/files` beside the bundle. */
function filesFolder(): string {
  if (folder) return folder;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "files"), path.join(here, "media", "files")];
  folder = candidates.find((c) => fs.existsSync(path.join(c, "bai-giang-mau.webm"))) ?? candidates[0]!;
  return folder;
}

/** ETags by `path:size:mtime`, so a file is hashed once (and again only when it changes). */
const etags = new Map<string, string>();

async function etagOf(file: string, size: number, mtimeMs: number): Promise<string> {
  const key = `${file}:${size}:${mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${createHash("sha1")
      .update(await fs.promises.readFile(file))
      .digest("base64url")}"`;
    etags.set(key, etag);
  }
  return etag;
}

/**
 * The lesson file named `name` (a URL segment, already percent-decoded), or null when the name is
 * not on the allow-list or no such regular file exists.
 */
export async function lessonFile(name: string): Promise<LessonFile | null> {
  const m = MEDIA_FILE.exec(name);
  if (!m) return null;
  const file = path.join(filesFolder(), name);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  return {
    path: file,
    contentType: TYPES[m[1] as keyof typeof TYPES],
    size: stat.size,
    modified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000),
    etag: await etagOf(file, stat.size, stat.mtimeMs),
  };
}

/** A stream of bytes `start`…`end` (inclusive) of `file`, or all of it. */
export function lessonFileStream(file: LessonFile, range?: { start: number; end: number }): fs.ReadStream {
  return fs.createReadStream(file.path, range);
}
