import { describe, expect, it } from "vitest";
import { imageLoading, parseMediaPath, preloadImageLink, PRODUCT_GRID_SIZES, responsiveImage } from "./images";
import { placeholderSize, renderPlaceholderSvg } from "./placeholder-image.server";

describe("parseMediaPath", () => {
  it("splits folder, file and the thumb- prefix", () => {
    expect(parseMediaPath("/media/covers/thumb-978.svg")).toEqual({ folder: "covers", file: "978.svg", thumb: true });
    expect(parseMediaPath("/media/covers/978.svg")).toEqual({ folder: "covers", file: "978.svg", thumb: false });
  });

  it("rejects anything that is not /media/{folder}/{file}", () => {
    for (const p of [
      "https://cdn.example/media/covers/a.svg",
      "/media/covers/a/b.svg",
      "/media/covers/",
      "/media/covers/a.svg?x=1",
      "/media/covers/..",
      "media/covers/a.svg",
      "",
    ]) {
      expect(parseMediaPath(p), p).toBeNull();
    }
  });
});

describe("responsiveImage", () => {
  it("uses the thumb as src and small candidate, the full cover as the 600w one", () => {
    const expected = {
      src: "/media/covers/thumb-978.svg",
      srcSet: "/media/covers/thumb-978.svg 200w, /media/covers/978.svg 600w",
      sizes: PRODUCT_GRID_SIZES,
      width: 200,
      height: 300,
    };
    expect(responsiveImage("/media/covers/thumb-978.svg", PRODUCT_GRID_SIZES)).toEqual(expected);
    expect(responsiveImage("/media/covers/978.svg", PRODUCT_GRID_SIZES)).toEqual(expected);
  });

  it("defaults sizes to the thumbnail's width", () => {
    expect(responsiveImage("/media/covers/978.svg").sizes).toBe("200px");
  });

  it("knows the news sizes (400w thumb, 1200w lead image) and that figures have no thumbnail", () => {
    expect(responsiveImage("/media/news/thumb-tin-3.svg", "120px")).toEqual({
      src: "/media/news/thumb-tin-3.svg",
      srcSet: "/media/news/thumb-tin-3.svg 400w, /media/news/tin-3.svg 1200w",
      sizes: "120px",
      width: 400,
      height: 210,
    });
    expect(responsiveImage("/media/news/tin-3-hinh-2.svg")).toEqual({ src: "/media/news/tin-3-hinh-2.svg", width: 1200, height: 675 });
  });

  it("gives folders without thumbnails their full file and size, no srcset", () => {
    expect(responsiveImage("/media/banners/b1.svg", "100vw")).toEqual({ src: "/media/banners/b1.svg", width: 1200, height: 400 });
    expect(responsiveImage("/media/banners/thumb-b1.svg")).toEqual({ src: "/media/banners/b1.svg", width: 1200, height: 400 });
  });

  it("leaves unknown paths alone", () => {
    expect(responsiveImage("https://cdn.example/a.jpg", "10px")).toEqual({ src: "https://cdn.example/a.jpg" });
    expect(responsiveImage("/media/unknown/a.svg")).toEqual({ src: "/media/unknown/a.svg" });
  });
});

describe("imageLoading", () => {
  it("is lazy below the fold and eager with high priority above it", () => {
    expect(imageLoading()).toEqual({ loading: "lazy", decoding: "async" });
    expect(imageLoading(true)).toEqual({ loading: "eager", fetchpriority: "high" });
  });
});

describe("renderPlaceholderSvg", () => {
  it("is a 2:3 book cover for covers, in the variant's size, with the shop's name", () => {
    const svg = renderPlaceholderSvg("covers", true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="300" viewBox="0 0 200 300"/);
    expect(svg).toContain("Nhà sách Đại học");
    expect(renderPlaceholderSvg("covers", false)).toContain('width="600" height="900"');
  });

  it("is a generic picture elsewhere, 800×600 for unknown folders", () => {
    expect(placeholderSize("news", true)).toEqual([400, 210]);
    expect(placeholderSize("banners", true)).toEqual([1200, 400]);
    expect(placeholderSize("whatever", false)).toEqual([800, 600]);
    const svg = renderPlaceholderSvg("banners", false);
    expect(svg).toContain('viewBox="0 0 1200 400"');
    expect(svg).toContain("Nhà sách Đại học");
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});

describe("preloadImageLink", () => {
  it("preloads a cover with its srcset and sizes, a banner by its file, nothing else", () => {
    expect(preloadImageLink("/media/covers/a.svg", "360px")).toBe(
      '</media/covers/thumb-a.svg>; rel=preload; as=image; fetchpriority=high; imagesrcset="/media/covers/thumb-a.svg 200w, /media/covers/a.svg 600w"; imagesizes="360px"',
    );
    expect(preloadImageLink("/media/banners/banner-1.svg")).toBe(
      "</media/banners/banner-1.svg>; rel=preload; as=image; fetchpriority=high",
    );
    expect(preloadImageLink("https://example.com/x.png")).toBeNull();
  });
});
