import { galleryOf } from "../domain/catalog";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { mediaRoutes } from "../routes/media";
import { CATEGORIES, getCatalog } from "../seed/catalog";
import { seedDatabase } from "../seed/index";
import { escapeXml, renderBannerSvg, renderCoverSvg, renderNoImageSvg, wrapList, wrapText, type CoverInput } from "./svg";

const book: CoverInput = {
  name: "Giáo trình Kinh tế vi mô",
  authors: "PGS.TS. Nguyễn Văn An (Chủ biên), TS. Trần Thị Bình",
  categoryName: "Giáo trình",
  color: "#1d4e89",
  isDigital: false,
};

/**
 * A small well-formedness check: one root <svg>, every element closed in order, attribute values
 * quoted, and no "&" that does not start an entity. (No XML parser ships with Node.)
 */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(svg.slice(consumed, m.index)).not.toMatch(/[<>]/); // text between tags has no stray markup
    consumed = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
    if (stack.length === 0) expect(consumed).toBe(svg.length); // nothing after the root element
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}

describe("renderCoverSvg", () => {
  it("renders a well-formed 600×900 cover and a 200×300 thumbnail", () => {
    const full = renderCoverSvg(book, { thumb: false });
    const thumb = renderCoverSvg(book, { thumb: true });
    expectWellFormed(full);
    expectWellFormed(thumb);
    expect(full).toContain('viewBox="0 0 600 900"');
    expect(thumb).toContain('viewBox="0 0 200 300"');
    expect(full).toContain("NXB ĐHQG");
    expect(full).toContain("Nguyễn Văn An");
  });

  it("makes the thumbnail smaller than the cover, under 2 KB even for the longest seeded title", () => {
    const { products } = getCatalog();
    const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const input = { ...book, name: longest.name, authors: longest.authors, isDigital: true };
    const full = renderCoverSvg(input, { thumb: false });
    const thumb = renderCoverSvg(input, { thumb: true });
    expect(Buffer.byteLength(thumb)).toBeLessThan(Buffer.byteLength(full));
    expect(Buffer.byteLength(thumb)).toBeLessThan(2048);
  });

  it("escapes XML special characters in every text", () => {
    const nasty: CoverInput = {
      name: 'Tom & Jerry <script>alert("x")</script>',
      authors: "A & B <b>",
      categoryName: "Sách <thiếu nhi> & 'truyện'",
      color: "#d8572a",
      isDigital: true,
    };
    for (const svg of [renderCoverSvg(nasty, { thumb: false }), renderCoverSvg(nasty, { thumb: true })]) {
      expectWellFormed(svg);
      expect(svg).not.toContain("<script");
      expect(svg).not.toContain("<b>");
    }
    const full = renderCoverSvg(nasty, { thumb: false });
    expect(full).toContain("Tom &amp; Jerry");
    expect(full).toContain("&lt;script&gt;");
    expect(full).toContain("A &amp; B &lt;b&gt;");
  });

  it("ignores a colour that is not a hex colour", () => {
    const svg = renderCoverSvg({ ...book, color: 'red" onload="alert(1)' }, { thumb: false });
    expectWellFormed(svg);
    expect(svg).not.toContain("onload");
  });

  it("adds the EBOOK ribbon to digital books only", () => {
    expect(renderCoverSvg({ ...book, isDigital: true }, { thumb: false })).toContain(">EBOOK<");
    expect(renderCoverSvg({ ...book, isDigital: true }, { thumb: true })).toContain(">EBOOK<");
    expect(renderCoverSvg(book, { thumb: false })).not.toContain("EBOOK");
  });

  it("is deterministic and self-contained", () => {
    const a = renderCoverSvg(book, { thumb: false });
    expect(renderCoverSvg(book, { thumb: false })).toBe(a);
    expect(a.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href|@import|<image/);
    expect(a).toContain("Be Vietnam Pro");
  });

  it("renders every seeded product", () => {
    const { products } = getCatalog();
    for (const p of products) {
      const category = CATEGORIES.find((c) => c.id === p.categoryId)!;
      expectWellFormed(
        renderCoverSvg(
          {
            name: p.name,
            authors: p.authors,
            categoryName: category.name,
            color: category.color,
            isDigital: !!p.isDigital,
            seed: `product:${p.id}`,
          },
          { thumb: true },
        ),
      );
    }
  });

  it("varies layout and palette per book within one category, thumbnails under 2 KB", () => {
    const { products } = getCatalog();
    const category = CATEGORIES[0]!;
    const books = products.filter((p) => p.categoryId === category.id);
    expect(books.length).toBeGreaterThan(5);
    const render = (p: (typeof books)[number], thumb: boolean) =>
      renderCoverSvg(
        {
          name: "Cùng một tên",
          authors: p.authors,
          categoryName: category.name,
          color: category.color,
          isDigital: false,
          seed: `product:${p.id}`,
        },
        { thumb },
      );
    // The same title on every book: only the seed tells them apart, and it must.
    const thumbs = new Set(books.map((p) => render(p, true)));
    const fulls = new Set(books.map((p) => render(p, false)));
    expect(thumbs.size).toBeGreaterThanOrEqual(Math.min(books.length, 6));
    expect(fulls.size).toBe(books.length);
    const backgrounds = new Set(books.map((p) => /<rect width="200" height="300" fill="(#[0-9a-f]{6})"/.exec(render(p, true))?.[1]));
    expect(backgrounds.size).toBeGreaterThanOrEqual(3);
    for (const p of books) expect(Buffer.byteLength(render(p, true))).toBeLessThan(2048);
  });

  it("marks the series with the category's initials on the full cover", () => {
    const svg = renderCoverSvg({ ...book, seed: "product:1" }, { thumb: false });
    expect(svg).toContain(">GT</text>");
  });
});

describe("renderBannerSvg and renderNoImageSvg", () => {
  it("renders a well-formed, escaped 1200×400 banner", () => {
    const svg = renderBannerSvg({
      title: "Công nghệ thông tin & Trí tuệ nhân tạo",
      subtitle: "Từ <lập trình> đến học sâu",
      color: "#0f6f8f",
    });
    expectWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 1200 400"');
    expect(svg).toContain("thông tin &amp; Trí");
    expect(svg).toContain("&lt;lập trình&gt;");
  });

  it("renders the no-image picture in each size", () => {
    for (const [kind, box] of [
      ["cover", "0 0 600 900"],
      ["thumb", "0 0 200 300"],
      ["banner", "0 0 1200 400"],
    ] as const) {
      const svg = renderNoImageSvg(kind);
      expectWellFormed(svg);
      expect(svg).toContain(`viewBox="${box}"`);
      expect(svg).toContain("Chưa có ảnh");
    }
  });
});

describe("text layout helpers", () => {
  it("escapes XML and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;");
    expect(escapeXml("a\u0000b\u0007c")).toBe("abc");
  });

  it("wraps words within the line length and marks cut text", () => {
    expect(wrapText("Cấu trúc dữ liệu và giải thuật", 12, 5)).toEqual(["Cấu trúc dữ", "liệu và giải", "thuật"]);
    const cut = wrapText("một hai ba bốn năm sáu bảy tám chín mười", 8, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith("…")).toBe(true);
    for (const line of cut) expect(line.length).toBeLessThanOrEqual(8);
    expect(wrapText("Siêuuuuuuuuuuuudài", 5, 10).every((l) => l.length <= 5)).toBe(true);
  });

  it("keeps each author on one line when possible", () => {
    expect(wrapList("PGS.TS. Nguyễn Văn An, TS. Trần Thị Bình", 25, 3)).toEqual(["PGS.TS. Nguyễn Văn An,", "TS. Trần Thị Bình"]);
  });
});

describe("media routes", () => {
  let app: FastifyInstance;
  let coverFile: string;

  beforeAll(async () => {
    const db = openDatabase(":memory:", seedDatabase);
    app = Fastify();
    app.decorate("deps", { db, config: loadConfig({}) });
    await app.register(mediaRoutes);
    coverFile = getCatalog().products[0]!.coverFile;
  });
  afterAll(() => app.close());

  it("serves a cover and its thumbnail as cacheable SVG", async () => {
    for (const url of [`/media/covers/${coverFile}`, `/media/covers/thumb-${coverFile}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expectWellFormed(res.body);
    }
    const full = await app.inject({ url: `/media/covers/${coverFile}` });
    const thumb = await app.inject({ url: `/media/covers/thumb-${coverFile}` });
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it("draws two books of one category differently", async () => {
    const [a, b] = getCatalog().products.filter((p) => p.categoryId === getCatalog().products[0]!.categoryId);
    for (const prefix of ["", "thumb-"]) {
      const first = await app.inject({ url: `/media/covers/${prefix}${a!.coverFile}` });
      const second = await app.inject({ url: `/media/covers/${prefix}${b!.coverFile}` });
      expect(first.statusCode).toBe(200);
      expect(first.body.replace(/<text[\s\S]*?<\/text>/g, "")).not.toBe(second.body.replace(/<text[\s\S]*?<\/text>/g, ""));
    }
  });

  it("serves the gallery's back cover and sample page, full size and thumbnail", async () => {
    const stem = coverFile.replace(/\.svg$/, "");
    expect(galleryOf(getCatalog().products[0]!).map((g: { image: string }) => g.image)).toEqual([
      `/media/covers/${coverFile}`,
      `/media/covers/${stem}_bia-sau.svg`,
      `/media/covers/${stem}_trang-mau.svg`,
    ]);
    for (const [file, text] of [
      [`${stem}_bia-sau.svg`, "ISBN"],
      [`${stem}_trang-mau.svg`, "MỤC LỤC"],
    ] as const) {
      const full = await app.inject({ url: `/media/covers/${file}` });
      const thumb = await app.inject({ url: `/media/covers/thumb-${file}` });
      expect(full.statusCode, file).toBe(200);
      expect(full.body).toContain(text);
      expect(full.body).toContain('width="600" height="900"');
      expect(thumb.statusCode, file).toBe(200);
      expect(thumb.body).toContain('width="200" height="300"');
      expectWellFormed(full.body);
      expectWellFormed(thumb.body);
    }
    expect((await app.inject({ url: "/media/covers/khong-co_bia-sau.svg" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/media/covers/_bia-sau.svg" })).statusCode).toBe(404);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject({ url: `/media/covers/${coverFile}` });
    const again = await app.inject({ url: `/media/covers/${coverFile}`, headers: { "if-none-match": `"other", W/${first.headers.etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves banners", async () => {
    const res = await app.inject({ url: "/media/banners/banner-1.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('viewBox="0 0 1200 400"');
  });

  it("answers unknown and malformed names with the no-image picture, briefly cached", async () => {
    for (const url of [
      "/media/covers/khong-co.svg",
      "/media/covers/thumb-khong-co.svg",
      "/media/covers/..%2F..%2Fetc%2Fpasswd",
      "/media/covers/%2E%2E%2Fschema.svg",
      "/media/covers/a.b.svg",
      "/media/banners/banner-99.svg",
      "/media/banners/..%5Cbanner-1.svg",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.body).toContain("Chưa có ảnh");
    }
  });
});
