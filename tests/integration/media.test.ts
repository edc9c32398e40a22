/**
 * `/media/*` (app/routes/media.tsx) against the real reference upstream, seen through a thin proxy
 * that plays a media host missing some files: the thumbnail of one real cover (the reference host
 * renders every thumbnail, a real storage host may not) and a file answering 500.
 * Spec §9 (thumbnails, no-image fallback).
 * The lesson clip and captions pass through with byte ranges (206 with the file's own
 * bytes, 416, HEAD, 304, If-Range) and streamed — a slow host's first bytes reach the browser before
 * the rest is sent.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();

let mediaRoute: typeof import("~/routes/media");
let proxy: http.Server;
let coverFile = "";
/** The sample clip as committed (server/media/files). */
const CLIP = readFileSync(new URL("../../server/media/files/bai-giang-mau.webm", import.meta.url));
/** Lets the slow host (`/media/video/cham.webm`) send the rest of its file. */
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  coverFile = upstream.db.select({ coverFile: products.coverFile }).from(products).get()!.coverFile;
  proxy = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    if (url === `/media/covers/thumb-${coverFile}`) return res.writeHead(404, { "content-type": "text/plain" }).end("not here");
    if (url.endsWith("/hong.svg")) return res.writeHead(500, { "content-type": "text/plain" }).end("boom");
    if (url === "/media/video/cham.webm") {
      // A slow host: the first kilobyte now, the rest once the test says so.
      res.writeHead(200, { "content-type": "video/webm", "content-length": String(CLIP.length) });
      res.write(CLIP.subarray(0, 1024));
      releaseSlow = () => res.end(CLIP.subarray(1024));
      return;
    }
    // Everything else passes through as it is: method, request headers, status, headers, streamed body.
    const target = new URL(upstream.url);
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  // After useUpstream's beforeAll, before the first import of ~/env.server.
  process.env.ADMIN_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  mediaRoute = await import("~/routes/media");
});

afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

const media = (path: string) => call(mediaRoute.loader as never, getRequest(`/media/${path}`), { "*": path });

/** The route's own Response (a stream, read as bytes by the test) for `path` with `init`. */
async function mediaResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(`http://shop.test/media/${path}`, init);
  return (await mediaRoute.loader({ request, params: { "*": path }, context: {} as never })) as Response;
}
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("/media/*", () => {
  it("passes an existing file on, cached for a year", async () => {
    const out = await media(`covers/${coverFile}`);
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toContain("image/svg+xml");
    expect(out.headers.get("cache-control")).toContain("immutable");
    expect(String(out.data)).toContain('width="600" height="900"');
  });

  it("answers a missing thumb- file with the full-size file, cached briefly", async () => {
    const out = await media(`covers/thumb-${coverFile}`);
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toContain("image/svg+xml");
    expect(out.headers.get("cache-control")).toBe("public, max-age=300");
    expect(out.headers.get("etag")).toBeNull();
    expect(String(out.data)).toContain('width="600" height="900"');
  });

  it("answers the placeholder picture with 404 when neither the thumb nor the file exists", async () => {
    for (const [path, size] of [
      ["covers/thumb-khong-co.svg", 'width="200" height="300"'],
      ["covers/khong-co.svg", 'width="600" height="900"'],
      ["banners/khong-co.svg", 'width="1200" height="400"'],
    ] as const) {
      const out = await media(path);
      expect(out.status, path).toBe(404);
      expect(out.thrown, path).toBe(false);
      expect(out.headers.get("content-type"), path).toBe("image/svg+xml; charset=utf-8");
      expect(out.headers.get("cache-control"), path).toBe("public, max-age=300");
      expect(out.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(String(out.data), path).toContain(size);
      expect(String(out.data), path).toContain("Nhà sách Đại học");
    }
  });

  it("404s bad paths without asking the host", async () => {
    for (const path of ["covers/../secret.svg", "covers/a/b.svg", "Covers/a.svg", "covers/a b.svg", "", "covers/"]) {
      const out = await media(path);
      expect(out.status, path).toBe(404);
      expect(out.thrown, path).toBe(true);
      expect(out.headers.get("content-type") ?? "", path).not.toContain("image/");
    }
  });

  it("keeps the upstream error mapping: a 5xx is a 502, with no fallback", async () => {
    expect((await media("covers/hong.svg")).status).toBe(502);
    expect((await media("covers/thumb-hong.svg")).status).toBe(502);
  });
});

describe("/media/video/* (lesson clip and captions)", () => {
  const VIDEO = "video/bai-giang-mau.webm";

  it("passes one byte range through: 206 with the file's own bytes, Content-Range and Content-Length", async () => {
    for (const [range, start, end] of [
      ["bytes=0-1023", 0, 1023],
      ["bytes=-2048", CLIP.length - 2048, CLIP.length - 1],
      ["bytes=100000-", 100000, CLIP.length - 1],
    ] as const) {
      const res = await mediaResponse(VIDEO, { headers: { Range: range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-type"), range).toBe("video/webm");
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${CLIP.length}`);
      expect(res.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(res.headers.get("accept-ranges"), range).toBe("bytes");
      expect((await bytes(res)).equals(CLIP.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("passes the whole clip with its validators and cache lifetime", async () => {
    const res = await mediaResponse(VIDEO);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(CLIP.length));
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
    expect((await bytes(res)).equals(CLIP)).toBe(true);
  });

  it("passes 416 with bytes */size, 304 on a matching ETag or date, and a stale If-Range gets the whole file", async () => {
    const refused = await mediaResponse(VIDEO, { headers: { Range: `bytes=${CLIP.length}-` } });
    expect(refused.status).toBe(416);
    expect(refused.headers.get("content-range")).toBe(`bytes */${CLIP.length}`);

    const first = await mediaResponse(VIDEO);
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    const conditions: Record<string, string>[] = [{ "If-None-Match": etag }, { "If-Modified-Since": first.headers.get("last-modified")! }];
    for (const headers of conditions) {
      const res = await mediaResponse(VIDEO, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(304);
      expect(res.body).toBeNull();
      expect(res.headers.get("etag")).toBe(etag);
    }
    expect((await mediaResponse(VIDEO, { headers: { Range: "bytes=0-9", "If-Range": etag } })).status).toBe(206);
    const stale = await mediaResponse(VIDEO, { headers: { Range: "bytes=0-9", "If-Range": '"cu"' } });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).length).toBe(CLIP.length);
  });

  it("answers HEAD with the file's headers and no body", async () => {
    const res = await mediaResponse(VIDEO, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(CLIP.length));
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
  });

  it("passes the captions (WebVTT, UTF-8) and answers a missing lesson file with a plain 404, not a picture", async () => {
    const vtt = await mediaResponse("video/bai-giang-mau.vi.vtt");
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    const text = await vtt.text();
    expect(text.startsWith("WEBVTT")).toBe(true);
    expect(text).toContain("Bài giảng mẫu");

    const missing = await media("video/khong-co.webm");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(missing.headers.get("cache-control")).toBe("public, max-age=300");
    for (const path of ["video/../files/bai-giang-mau.webm", "video/a/b.webm"]) expect((await media(path)).status, path).toBe(404);
  });

  it("streams: the first kilobyte of a slow host reaches the browser before the host sends the rest", async () => {
    const res = await mediaResponse("video/cham.webm");
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = 0;
    while (received < 1024) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += value!.length;
    }
    expect(received).toBe(1024);
    releaseSlow();
    while (!(await reader.read()).done);
  });
});
