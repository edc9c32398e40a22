import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps headings, images, lists and tables", () => {
    const html = sanitizeHtml(
      '<h2>Mục lục</h2><p>Giới thiệu <strong>sách</strong></p><ul><li>Một</li></ul><table><tr><th scope="col">Tên</th></tr><tr><td>Giải tích</td></tr></table><img src="/media/news/a.svg" alt="Ảnh">',
    );
    expect(html).toContain("<h2>Mục lục</h2>");
    expect(html).toContain("<strong>sách</strong>");
    expect(html).toContain("<li>Một</li>");
    expect(html).toContain('<th scope="col">Tên</th>');
    expect(html).toMatch(/<img src="\/media\/news\/a.svg" alt="Ảnh"[^>]*loading="lazy"/);
    expect(html).toMatch(/width="800" height="450"/);
  });

  it("drops scripts, event handlers and javascript: URLs", () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Xin chào</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">bấm</a><a href="JaVaScRiPt:alert(4)">nữa</a><style>body{display:none}</style>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|alert|<style/i);
    expect(html).toContain("<p>Xin chào</p>");
    expect(html).toContain("bấm");
  });

  it("allows YouTube embeds only, with a reserved size", () => {
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toMatch(
      /<iframe src="https:\/\/www.youtube.com\/embed\/abc"[^>]*width="560" height="315"/,
    );
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain("evil.example");
  });

  it("turns an article's h1 into h2 (the page has its own h1) and opens new windows safely", () => {
    expect(sanitizeHtml("<h1>Tiêu đề</h1>")).toBe("<h2>Tiêu đề</h2>");
    expect(sanitizeHtml('<a href="https://nxb.vn" target="_blank">x</a>')).toBe(
      '<a href="https://nxb.vn" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
