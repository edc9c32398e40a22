/**
 * The lesson media of the ADMIN host (ADR 0013 "Media"): `GET|HEAD /media/video/{file}`
 * over real HTTP — the sample clip and its Vietnamese captions with their types, byte ranges (206,
 * suffix, open-ended, several → 200, 416 `bytes *` + `/size`), If-Range, ETag / Last-Modified and 304,
 * HEAD, and names that must never reach the disk (unknown, other extensions, traversal) → 404.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";

const CLIP = readFileSync(fileURLToPath(new URL("../media/files/bai-giang-mau.webm", import.meta.url)));
const CAPTIONS = readFileSync(fileURLToPath(new URL("../media/files/bai-giang-mau.vi.vtt", import.meta.url)));
const VIDEO = "/media/video/bai-giang-mau.webm";
const VTT = "/media/video/bai-giang-mau.vi.vtt";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ listen: true });
});

afterAll(async () => {
  await t?.close();
});

/** GET (or `method`) `url` with `headers`: status, headers and the body's bytes. */
async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await fetch(t.base + url, { method, headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A request with the path sent exactly as written (fetch would normalise "..", "%2F" stays encoded anyway). */
function raw(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.base);
    http
      .get({ host: url.hostname, port: url.port, path: pathname }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

describe("GET /media/video/{file}", () => {
  it("serves the whole clip: video/webm, its length, byte ranges announced, cached a day with validators", async () => {
    const res = await get(VIDEO);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("content-length")).toBe(String(CLIP.length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(Date.parse(res.headers.get("last-modified") ?? "")).not.toBeNaN();
    expect(res.body.equals(CLIP)).toBe(true);
    // The WebM (EBML) magic number.
    expect(res.body.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  });

  it("serves the Vietnamese captions as UTF-8 WebVTT", async () => {
    const res = await get(VTT);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    const text = res.body.toString("utf8");
    expect(text.startsWith("WEBVTT")).toBe(true);
    expect(text).toContain("Bài giảng mẫu");
    expect(text).toContain("Nhà sách Đại học");
    expect(res.body.equals(CAPTIONS)).toBe(true);
    // Every cue within the clip's 8 seconds.
    const times = [...text.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)];
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (const m of times) expect(Number(m[7]) + Number(m[8]) / 1000).toBeLessThanOrEqual(8);
  });

  it("answers one byte range with 206, the exact bytes, Content-Range and Content-Length", async () => {
    const size = CLIP.length;
    for (const [range, start, end] of [
      ["bytes=0-1023", 0, 1023],
      ["bytes=1000-1999", 1000, 1999],
      ["bytes=-500", size - 500, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
    ] as const) {
      const res = await get(VIDEO, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(res.headers.get("content-type"), range).toBe("video/webm");
      expect(res.body.equals(CLIP.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("refuses unsatisfiable or malformed byte ranges with 416 bytes */size; several ranges or another unit get the whole file", async () => {
    for (const range of [`bytes=${CLIP.length}-`, "bytes=999999999-", "bytes=abc", "bytes=-0", "bytes=5-1"]) {
      const res = await get(VIDEO, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range"), range).toBe(`bytes */${CLIP.length}`);
    }
    for (const range of ["bytes=0-9,100-109", "pages=1-2", "pages=999999999-", "pages=abc"]) {
      const res = await get(VIDEO, { range });
      expect(res.status, range).toBe(200);
      expect(res.body.length, range).toBe(CLIP.length);
    }
  });

  it("honours If-Range (ETag or date), If-None-Match and If-Modified-Since", async () => {
    const first = await get(VIDEO);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect((await get(VIDEO, { range: "bytes=0-9", "if-range": etag })).status).toBe(206);
    expect((await get(VIDEO, { range: "bytes=0-9", "if-range": lastModified })).status).toBe(206);
    const stale = await get(VIDEO, { range: "bytes=0-9", "if-range": '"ancien"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(CLIP.length);
    expect((await get(VIDEO, { range: "bytes=0-9", "if-range": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(200);

    const conditions: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-none-match": `"x", W/${etag}` },
      { "if-modified-since": lastModified },
    ];
    for (const headers of conditions) {
      const res = await get(VIDEO, headers);
      expect(res.status, JSON.stringify(headers)).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    }
    expect((await get(VIDEO, { "if-none-match": '"x"' })).status).toBe(200);
    expect((await get(VIDEO, { "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    expect((await get(VIDEO, { "if-none-match": '"x"', "if-modified-since": lastModified })).status).toBe(200);
  });

  it("answers HEAD with the headers of the whole file and no body", async () => {
    const res = await get(VIDEO, {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(CLIP.length));
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.body.length).toBe(0);
    const vtt = await get(VTT, { range: "bytes=0-9" }, "HEAD");
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("content-length")).toBe(String(CAPTIONS.length));
  });

  it("serves the clip's MP4 rendition as video/mp4 with byte ranges", async () => {
    const mp4 = readFileSync(fileURLToPath(new URL("../media/files/bai-giang-mau.mp4", import.meta.url)));
    const res = await get("/media/video/bai-giang-mau.mp4", { range: "bytes=0-99" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-range")).toBe(`bytes 0-99/${mp4.length}`);
  });

  it("404s unknown files, other extensions and every traversal attempt", async () => {
    for (const path of [
      "/media/video/khong-co.webm",
      "/media/video/khong-co.vi.vtt",
      "/media/video/README.md",
      "/media/video/bai-giang-mau.WEBM",
      "/media/video/Bai-giang-mau.webm",
      "/media/video/khong-co.mp4",
      "/media/video/bai-giang-mau.mkv",
      "/media/video/.bai-giang-mau.webm",
      "/media/video/..%2Ffiles%2Fbai-giang-mau.webm",
      "/media/video/..%2F..%2Fpackage.json",
      "/media/video/%2e%2e%2f%2e%2e%2fmedia.ts",
      "/media/video/bai-giang-mau.webm%00.vtt",
      "/media/video/..%5C..%5Croutes%5Cmedia.ts",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect(res.body.toString("utf8"), path).toContain("NOT_FOUND");
    }
    for (const path of ["/media/video/../routes/media.ts", "/media/video/../../package.json", "/media/files/bai-giang-mau.webm"]) {
      expect(await raw(path), path).toBe(404);
    }
  });
});
