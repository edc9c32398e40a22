/** The shortcut list computation: bounds, duplicates, unknown ids, the toolbar's links. */
import { describe, expect, it } from "vitest";
import { MAX_SHORTCUTS } from "~/constants";
import { AUTH_ROLES } from "~/features/auth/roles";
import { changeShortcuts, shortcutLinks } from "./shortcuts";

const USER = [...AUTH_ROLES.user].filter((r) => r === "user");
const PUBLIC_IDS = ["trang-chu", "san-pham", "flash-sale", "thu-vien", "sach-giao-khoa", "tin-sach", "gioi-thieu"];
const TWELVE = [...PUBLIC_IDS, "tiep-nhan-ban-thao", "gio-hang", "bang-tin-nhanh", "cai-dat-hien-thi", "tai-khoan"];

describe("changeShortcuts", () => {
  it("appends a new id at the end and keeps a pinned one where it is (no duplicates)", () => {
    expect(changeShortcuts(["trang-chu"], "pin", "gio-hang", USER)).toEqual({ ok: true, shortcuts: ["trang-chu", "gio-hang"] });
    expect(changeShortcuts(["gio-hang", "trang-chu"], "pin", "gio-hang", USER)).toEqual({
      ok: true,
      shortcuts: ["gio-hang", "trang-chu"],
    });
  });

  it("refuses a thirteenth shortcut with a Vietnamese message, but re-pinning one of twelve is fine", () => {
    expect(TWELVE).toHaveLength(MAX_SHORTCUTS);
    const refused = changeShortcuts(TWELVE, "pin", "tai-khoan-hop-thu", USER);
    expect(refused).toEqual({ ok: false, message: expect.stringContaining(`tối đa ${MAX_SHORTCUTS} lối tắt`) });
    expect(changeShortcuts(TWELVE, "pin", "gio-hang", USER)).toEqual({ ok: true, shortcuts: TWELVE });
  });

  it("removes an id, leaves the list alone when it was not pinned, and removes ids the tree has dropped", () => {
    expect(changeShortcuts(["trang-chu", "gio-hang"], "unpin", "trang-chu", USER)).toEqual({ ok: true, shortcuts: ["gio-hang"] });
    expect(changeShortcuts(["gio-hang"], "unpin", "trang-chu", USER)).toEqual({ ok: true, shortcuts: ["gio-hang"] });
    expect(changeShortcuts(["trang-cu", "gio-hang"], "unpin", "trang-cu", USER)).toEqual({ ok: true, shortcuts: ["gio-hang"] });
  });

  it("refuses unknown ids and items the visitor may not open", () => {
    for (const id of ["khong-co", "", "GIO-HANG", "../admin", "x".repeat(41)]) {
      expect(changeShortcuts([], "pin", id, USER), id).toMatchObject({ ok: false });
      expect(changeShortcuts([], "unpin", id, USER), id).toMatchObject({ ok: false });
    }
    expect(changeShortcuts([], "pin", "tai-khoan", [])).toMatchObject({ ok: false });
  });
});

describe("shortcutLinks", () => {
  it("lists the allowed items in pinned order with the tree's titles, skipping unknown and forbidden ids", () => {
    expect(shortcutLinks(["gio-hang", "khong-co", "tai-khoan", "trang-chu"], [])).toEqual([
      { id: "gio-hang", title: "Giỏ hàng", url: "/gio-hang" },
      { id: "trang-chu", title: "Trang chủ", url: "/trang-chu" },
    ]);
    expect(shortcutLinks(["tai-khoan"], USER).map((l) => l.title)).toEqual(["Tài khoản"]);
  });
});
