/** The navigation module: one tree, role filtering, the accent- and case-insensitive search of spec §5. */
import { describe, expect, it } from "vitest";
import { NAV_SEARCH_MAX } from "~/constants";
import { findNavItem, foldText, mainNavigation, NAVIGATION, searchNavigation } from "./navigation";

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe("navigation", () => {
  it("keeps the header's main navigation of spec §2 in order, with unique shortcut-safe ids", () => {
    expect(mainNavigation().map((i) => i.title)).toEqual([
      "Trang chủ",
      "Sách",
      "Thư viện",
      "Sách giáo khoa",
      "Tin sách",
      "Giới thiệu",
      "Tiếp nhận bản thảo",
    ]);
    const all = JSON.stringify(NAVIGATION).match(/"id":"[^"]+"/g)!;
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id.slice(6, -1)).toMatch(/^[a-z0-9-]{1,40}$/);
    const entries = JSON.stringify(NAVIGATION).match(/"title":"[^"]+","url":"[^"]+"/g)!;
    expect(new Set(entries).size).toBe(entries.length); // the search lists each page under a title once
  });

  it("finds titles without accents or case, account entries only for signed-in visitors", () => {
    expect(foldText("  Sách  GIÁO khoa Đại học ")).toBe("sach giao khoa dai hoc");
    expect(ids(searchNavigation("SACH GIAO"))).toEqual(["sach-giao-khoa"]);
    expect(ids(searchNavigation("don hang"))).toEqual([]);
    expect(ids(searchNavigation("don hang", ["user"]))).toEqual(["tai-khoan-don-hang"]);
    // Titles starting with the query come first.
    expect(searchNavigation("sach")[0]!.title).toBe("Sách");
    expect(searchNavigation("   ")).toEqual([]);
    expect(searchNavigation("khong co trang nay")).toEqual([]);
  });

  it("shows at most 10 results", () => {
    expect(searchNavigation("a", ["user"]).length).toBe(NAV_SEARCH_MAX);
  });

  it("finds items by id for the visitor's roles", () => {
    expect(findNavItem("tin-sach")?.url).toBe("/tin-sach");
    expect(findNavItem("tai-khoan-hop-thu")).toBeUndefined();
    expect(findNavItem("tai-khoan-hop-thu", ["user"])?.url).toBe("/hop-thu");
    expect(findNavItem("khong-co", ["user"])).toBeUndefined();
  });
});
