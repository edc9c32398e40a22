/**
 * The content artwork of the media host (server/media/content-svg.ts): every format renders a
 * self-contained SVG of the right size, escapes its text and is deterministic.
 */
import { describe, expect, it } from "vitest";
import {
  colorFor,
  CONTENT_PALETTE,
  POSTER_SIZES,
  renderFigureSvg,
  renderPartnerLogoSvg,
  renderPosterSvg,
  renderSiteLogoSvg,
  type PosterFormat,
} from "./content-svg";

const tricky = "Hội thảo “AI & học liệu” <script>alert('x')</script> – phần 2";

/** Starts as an SVG root of the given size, ends it, has no raw markup from the text, fetches nothing. */
function expectSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toContain("<script");
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/href=|url\((?!#)/);
}

describe("content artwork", () => {
  it("renders posters in every format, escaping the text, deterministically", () => {
    for (const format of Object.keys(POSTER_SIZES) as PosterFormat[]) {
      const [w, h] = POSTER_SIZES[format];
      const svg = renderPosterSvg({ title: tricky, kicker: "Hội thảo", color: "#1d4e89" }, format);
      expectSvg(svg, w, h);
      expect(svg).toContain("&lt;script&gt;");
      expect(renderPosterSvg({ title: tricky, kicker: "Hội thảo", color: "#1d4e89" }, format)).toBe(svg);
    }
    expectSvg(renderPosterSvg({ title: "Tin sách", kicker: "", color: "not-a-colour" }, "news"), 1200, 630);
  });

  it("renders figures (three scenes), partner logos and the two site logos", () => {
    const scenes = new Set<string>();
    for (let i = 1; i <= 3; i++) {
      const svg = renderFigureSvg({ caption: tricky, color: "#2a7f62", index: i });
      expectSvg(svg, 1200, 675);
      scenes.add(svg);
    }
    expect(scenes.size).toBe(3);
    expectSvg(renderPartnerLogoSvg({ name: "Trường Đại học Khoa học Xã hội và Nhân văn", shortName: "USSH", color: "#6f2c91" }), 320, 120);
    expectSvg(renderSiteLogoSvg({ mobile: false }), 440, 96);
    expectSvg(renderSiteLogoSvg({ mobile: true }), 96, 96);
  });

  it("gives a label always the same palette colour", () => {
    expect(colorFor("Giáo trình")).toBe(colorFor("Giáo trình"));
    expect(CONTENT_PALETTE).toContain(colorFor("Khuyến mãi"));
  });
});
