import { describe, expect, it } from "vitest";
import { buildSitemapChild, buildSitemapRoot, escapeXml, renderUrlset, sitemapPageCount, w3cDatetime, type SitemapEntry } from "./sitemap";

const entries = (n: number): SitemapEntry[] => Array.from({ length: n }, (_, i) => ({ loc: `https://shop.test/san-pham/${i + 1}` }));
const child = (n: number) => `https://shop.test/sitemap/${n}.xml`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemapPageCount", () => {
  it("is 0 while everything fits in one urlset, else ⌈count / pageSize⌉", () => {
    expect([0, 1, 3, 4, 6, 7].map((n) => sitemapPageCount(n, 3))).toEqual([0, 0, 0, 2, 2, 3]);
    expect(sitemapPageCount(50_000)).toBe(0);
    expect(sitemapPageCount(50_001)).toBe(2);
  });

  it("rejects a page size that is not a positive integer", () => {
    for (const size of [0, -1, 2.5, Number.NaN]) expect(() => sitemapPageCount(5, size)).toThrow(RangeError);
  });
});

describe("buildSitemapRoot", () => {
  it("is one urlset while the URLs fit, empty included", () => {
    const root = buildSitemapRoot(entries(3), child, 3);
    expect(root.pages).toBe(0);
    expect(root.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(locs(root.xml)).toEqual(entries(3).map((e) => e.loc));
    expect(buildSitemapRoot([], child, 3)).toEqual({ xml: renderUrlset([]), pages: 0 });
  });

  it("is an index of ⌈n / pageSize⌉ child sitemaps beyond, each with its newest lastmod", () => {
    const list = entries(7);
    list[1]!.lastmod = "2024-01-02";
    list[2]!.lastmod = "2024-03-01T08:00:00Z";
    list[4]!.lastmod = "2023-12-31";
    const root = buildSitemapRoot(list, child, 3);
    expect(root.pages).toBe(3);
    expect(root.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(root.xml).not.toContain("<urlset");
    expect(root.xml).toContain("<sitemap><loc>https://shop.test/sitemap/1.xml</loc><lastmod>2024-03-01T08:00:00Z</lastmod></sitemap>");
    expect(root.xml).toContain("<sitemap><loc>https://shop.test/sitemap/2.xml</loc><lastmod>2023-12-31</lastmod></sitemap>");
    expect(root.xml).toContain("<sitemap><loc>https://shop.test/sitemap/3.xml</loc></sitemap>");
  });
});

describe("buildSitemapChild", () => {
  it("pages the URLs in order, every URL in exactly one child", () => {
    const list = entries(7);
    const children = [1, 2, 3].map((n) => buildSitemapChild(list, n, 3)!);
    expect(children.map((xml) => locs(xml).length)).toEqual([3, 3, 1]);
    expect(children.flatMap(locs)).toEqual(list.map((e) => e.loc));
    expect(children[0]).toMatch(/<urlset xmlns=/);
  });

  it("is null outside 1…N, and for every n while the root is a plain urlset", () => {
    for (const n of [0, -1, 4, 1.5, Number.NaN]) expect(buildSitemapChild(entries(7), n, 3), String(n)).toBeNull();
    expect(buildSitemapChild(entries(3), 1, 3)).toBeNull();
  });
});

describe("escaping and dates", () => {
  it("escapes & < > \" ' in locations and drops characters XML forbids", () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;fg");
    const xml = renderUrlset([{ loc: "https://shop.test/tin-sach?a=1&b=<2>", lastmod: "2024-01-01" }]);
    expect(xml).toContain("<url><loc>https://shop.test/tin-sach?a=1&amp;b=&lt;2&gt;</loc><lastmod>2024-01-01</lastmod></url>");
  });

  it("turns upstream dates into W3C datetimes", () => {
    expect(w3cDatetime("2024-05-01T01:02:03.456Z")).toBe("2024-05-01T01:02:03Z");
    expect(w3cDatetime("2024-05-01T08:00:00+07:00")).toBe("2024-05-01T01:00:00Z");
    expect(w3cDatetime("2024-05-01")).toBe("2024-05-01");
    expect(w3cDatetime("hôm qua")).toBeUndefined();
    expect(w3cDatetime(null)).toBeUndefined();
    expect(w3cDatetime("")).toBeUndefined();
  });
});
