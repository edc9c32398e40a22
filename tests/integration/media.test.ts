/**
 * `/media/*` (app/routes/media.tsx) against the real reference upstream, seen through a thin proxy
 * that plays a media host missing some files: the thumbnail of one real cover (the reference host
 * renders every thumbnail, a real storage host may not) and a file answering 500.
 * Spec §9 (thumbnails, no-image fallback), issue #5.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();

let mediaRoute: typeof import("~/routes/media");
let proxy: http.Server;
let coverFile = "";

beforeAll(async () => {
  coverFile = upstream.db.select({ coverFile: products.coverFile }).from(products).get()!.coverFile;
  proxy = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    if (url === `/media/covers/thumb-${coverFile}`) return res.writeHead(404, { "content-type": "text/plain" }).end("not here");
    if (url.endsWith("/hong.svg")) return res.writeHead(500, { "content-type": "text/plain" }).end("boom");
    const answer = await fetch(new URL(url, upstream.url));
    const headers: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!["content-length", "transfer-encoding", "connection", "keep-alive"].includes(k)) headers[k] = v;
    });
    res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  // After useUpstream's beforeAll, before the first import of ~/env.server.
  process.env.ADMIN_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  mediaRoute = await import("~/routes/media");
});

afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

const media = (path: string) => call(mediaRoute.loader as never, getRequest(`/media/${path}`), { "*": path });

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
