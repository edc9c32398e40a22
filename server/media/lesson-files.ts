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
 * `{name}.mp4`, `{name}.webm` or `{name}.{lang}.vtt`: a lower-case letter or digit, then letters,
 * digits or "-" (at most 100), an optional two-letter language, the extension.
 */
const MEDIA_FILE = /^[a-z0-9][a-z0-9-]{0,99}(?:\.[a-z]{2})?\.(mp4|webm|vtt)$/;

/** `Content-Type` by extension. */
const TYPES = { mp4: "video/mp4", webm: "video/webm", vtt: "text/vtt; charset=utf-8" } as const;

/**
 * The video renditions a clip may have, in the order a page should offer them: MP4 (H.264 + AAC,
 * which every browser of the last decade plays, older iPhones included) before WebM (VP9 + Opus).
 */
const RENDITIONS = [
  { ext: "mp4", type: "video/mp4" },
  { ext: "webm", type: "video/webm" },
] as const;

/** The seeded clips' real length in seconds (the container's duration, 8.008 s, rounded down). */
export const SAMPLE_CLIP_SECONDS = 8;

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

/** A playable rendition of a lesson clip: a media host path and its MIME type. */
export interface VideoSource {
  url: string;
  type: string;
}

/** Renditions found on disk by clip name, so the folder is read once per name. */
const renditionCache = new Map<string, VideoSource[]>();

/**
 * The renditions on disk of the clip a lesson's `videoUrl` names (`/media/video/{name}.{mp4|webm}`),
 * MP4 first, each `{url: "/media/video/{name}.{ext}", type}`. A URL of another shape, or a clip with
 * no file on disk, gives `[{url: videoUrl, type}]` by its extension (the media host answers 404 for
 * a missing file, as before), so a lesson always has at least its own URL.
 */
export function videoSourcesOf(videoUrl: string): VideoSource[] {
  const m = /^\/media\/video\/([a-z0-9][a-z0-9-]{0,99})\.(mp4|webm)$/.exec(videoUrl);
  const own = [{ url: videoUrl, type: /\.mp4$/i.test(videoUrl) ? "video/mp4" : "video/webm" }];
  if (!m) return own;
  const name = m[1]!;
  let found = renditionCache.get(name);
  if (!found) {
    found = RENDITIONS.filter((r) => fs.existsSync(path.join(filesFolder(), `${name}.${r.ext}`))).map((r) => ({
      url: `/media/video/${name}.${r.ext}`,
      type: r.type,
    }));
    renditionCache.set(name, found);
  }
  return found.length > 0 ? found : own;
}
