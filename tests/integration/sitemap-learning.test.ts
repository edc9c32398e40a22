/**
 * The learning entries of `/sitemap.xml` (app/routes/sitemap.tsx) against the real reference
 * upstream seen through a thin proxy on the API host, which plays the textbook list
 * (`GET /api/Asset?page`, docs/openapi.yaml) in three ways: present (two pages), absent (404 as the
 * upstream answers an unknown path) and broken (500). Course pages come from the real
 * `GET /api/Library` (every page); the textbooks are optional and never fail the sitemap.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../server/db/schema";
import { call, getRequest, useUpstream } from "./support";

const PUBLIC = "https://nhasach.example.vn";

const upstream = useUpstream();

let sitemapRoute: typeof import("~/routes/sitemap");
let proxy: http.Server;
/** How the proxy answers the textbook list. */
let assets: "present" | "absent" | "broken" = "present";
/** Textbook ids of the "present" list: page 1 and page 2. */
const TEXTBOOK_PAGES = [
  [3, 1, 2],
  [7, 5],
];

const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ isSuccess: true, errorCode: null, errorMessage: null, successMessage: null, data, totalPage: null, ...extra });

beforeAll(async () => {
  proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://proxy.test");
    if (url.pathname.toLowerCase() === "/api/asset") {
      if (assets === "absent") {
        return res
          .writeHead(404, { "content-type": "application/json; charset=utf-8" })
          .end(JSON.stringify({ isSuccess: false, errorCode: "NOT_FOUND", errorMessage: "Không tìm thấy địa chỉ yêu cầu", data: null }));
      }
      if (assets === "broken") return res.writeHead(500, { "content-type": "text/plain" }).end("boom");
      const page = Number(url.searchParams.get("page") ?? "1");
      const ids = TEXTBOOK_PAGES[page - 1] ?? [];
      return res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(
        envelope(
          ids.map((id) => ({ id, title: `Sách ${id}` })),
          { totalPage: TEXTBOOK_PAGES.length },
        ),
      );
    }
    const target = new URL(upstream.url);
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  // After useUpstream's beforeAll, before the first import of ~/env.server; no content cache, so each
  // test sees the proxy's current mode.
  process.env.API_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  process.env.PUBLIC_URL = PUBLIC;
  process.env.UPSTREAM_SHORT_CACHE = "off";
  sitemapRoute = await import("~/routes/sitemap");
});

afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

async function sitemap(): Promise<{ status: number; xml: string }> {
  const out = await call(sitemapRoute.loader as never, getRequest("/sitemap.xml"));
  return { status: out.status, xml: String(out.data) };
}

const locs = (xml: string, pattern: RegExp) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((l) => pattern.test(l));

describe("/sitemap.xml: courses and textbooks", () => {
  it("lists both libraries, every course page (all pages of GET /api/Library) and every textbook (both pages of GET /api/Asset)", async () => {
    assets = "present";
    const { status, xml } = await sitemap();
    expect(status).toBe(200);
    expect(xml).toContain(`<url><loc>${PUBLIC}/thu-vien</loc></url>`);
    expect(xml).toContain(`<url><loc>${PUBLIC}/sach-giao-khoa</loc></url>`);
    const courseIds = upstream.db
      .select({ id: courses.id })
      .from(courses)
      .all()
      .map((c) => c.id);
    expect(courseIds.length).toBeGreaterThan(12);
    expect(locs(xml, /\/thu-vien\/khoa-hoc\//).sort()).toEqual(courseIds.map((id) => `${PUBLIC}/thu-vien/khoa-hoc/${id}`).sort());
    expect(locs(xml, /\/sach-giao-khoa\/\d/)).toEqual(TEXTBOOK_PAGES.flat().map((id) => `${PUBLIC}/sach-giao-khoa/${id}`));
    // Products and news are still there, every URL once.
    expect(xml).toContain(`<loc>${PUBLIC}/san-pham/1</loc>`);
    const all = locs(xml, /./);
    expect(new Set(all).size).toBe(all.length);
  });

  it("survives an upstream without the textbook list (404) or failing on it (500): no textbook entries, the rest intact", async () => {
    for (const mode of ["absent", "broken"] as const) {
      assets = mode;
      const { status, xml } = await sitemap();
      expect(status, mode).toBe(200);
      expect(xml, mode).toContain("<urlset");
      expect(locs(xml, /\/sach-giao-khoa\/\d/), mode).toEqual([]);
      expect(xml, mode).toContain(`<loc>${PUBLIC}/sach-giao-khoa</loc>`);
      expect(locs(xml, /\/thu-vien\/khoa-hoc\//).length, mode).toBeGreaterThan(12);
      expect(xml, mode).toContain(`<loc>${PUBLIC}/san-pham/1</loc>`);
    }
  });
});
