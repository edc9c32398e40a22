/**
 * `/sitemap.xml` and `/sitemap/{n}.xml` (app/routes/sitemap.tsx) against the real reference
 * upstream: at today's size one `<urlset>` with products and news (news with `<lastmod>`), and no
 * child sitemaps. Paging itself is unit-tested in app/utils/sitemap.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FACTS } from "../../server/seed/content";
import { call, getRequest, useUpstream } from "./support";

/** The shop's public origin in this file (PUBLIC_URL): absolute URLs come from it, never from the request. */
const PUBLIC = "https://nhasach.example.vn";

useUpstream();

let sitemapRoute: typeof import("~/routes/sitemap");

beforeAll(async () => {
  process.env.PUBLIC_URL = PUBLIC;
  sitemapRoute = await import("~/routes/sitemap");
});

describe("/sitemap.xml", () => {
  it("is one urlset listing products and news, news with their date, cached an hour", async () => {
    const out = await call(sitemapRoute.loader as never, getRequest("/sitemap.xml"));
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(out.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = String(out.data);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain("<sitemapindex");
    expect(xml).toContain(`<url><loc>${PUBLIC}/san-pham/1</loc></url>`);
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC}/tin-sach/${CONTENT_FACTS.newsSlug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod></url>`,
      ),
    );
    expect(xml.match(/<loc>/g)?.length ?? 0).toBeGreaterThan(300);
    expect(new Set(xml.match(/<loc>[^<]*<\/loc>/g)).size).toBe(xml.match(/<loc>/g)?.length);
  });

  it("has no child sitemaps at this size; malformed child names 404", async () => {
    for (const file of ["1.xml", "0.xml", "2.xml", "abc.xml", "1", "01.xml", "1.xml.gz"]) {
      const out = await call(sitemapRoute.loader as never, getRequest(`/sitemap/${file}`), { file });
      expect(out.status, file).toBe(404);
      expect(out.thrown, file).toBe(true);
    }
  });

  it("absolute URLs never come from the Host a client sent (shared caches keep them): PUBLIC_URL, else the fixed local origin", async () => {
    const forged = new Request("http://evil.example/sitemap.xml", { headers: { Host: "evil.example" } });
    const withPublicUrl = String((await call(sitemapRoute.loader as never, forged)).data);
    expect(withPublicUrl).toContain(`<loc>${PUBLIC}/san-pham/1</loc>`);
    expect(withPublicUrl).not.toContain("evil.example");
    const saved = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    try {
      const robots = await (await import("~/routes/robots")).loader();
      const text = await robots.text();
      expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    } finally {
      process.env.PUBLIC_URL = saved;
    }
  });
});
