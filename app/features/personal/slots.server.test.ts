import { describe, expect, it } from "vitest";
import { accountSlotOf, elementEnd, escapeHtml, fillSlots, fillSlotsInBody, locateSlots, SLOT_NAME } from "./slots.server";

/** A page shaped like the site header's output (app/features/layout/site-header.tsx), as a guest or the template customer. */
function page(who: "guest" | "template", count = "0") {
  const side =
    who === "template" ? `<p class="side" data-slot="side-user"><svg></svg><span title="${SLOT_NAME}">${SLOT_NAME}</span></p>` : "";
  const account =
    who === "template"
      ? `<li><span title="${SLOT_NAME}">Xin chào, ${SLOT_NAME}</span></li><li><details><summary>Menu tài khoản</summary><ul><li><a href="/tai-khoan">Tài khoản</a></li></ul></details></li><li><a href="/logout">Đăng xuất</a></li>`
      : `<li><a href="/dang-nhap">Đăng nhập</a></li><li><a href="/dang-ky">Đăng ký</a></li>`;
  return (
    `<!DOCTYPE html><html lang="vi"><head><title>Nhà sách</title></head><body><header class="h">${side}` +
    `<div class="top" data-slot="account"><div class="inner"><p>Hotline</p><ul class="acc">${account}</ul></div></div>` +
    `<div class="main"><a href="/gio-hang"><span class="badge" data-slot="cart-count">${count}</span></a></div>` +
    `<nav aria-label="Điều hướng chính" data-slot="main-nav"><div><nav><a href="/san-pham">Sản phẩm</a></nav></div></nav>` +
    `</header><main><h1>Sách mới</h1><p>Tiếng Việt có dấu: Nguyễn</p></main></body></html>`
  );
}

const slot = accountSlotOf(page("template"))!;

describe("the account region of a template page", () => {
  it("is the side name and the top bar, with the placeholder", () => {
    expect(slot.startsWith('<p class="side" data-slot="side-user">')).toBe(true);
    expect(slot.endsWith("</ul></div></div>")).toBe(true);
    expect(slot).toContain(`Xin chào, ${SLOT_NAME}`);
  });

  it("is null for a page without the customer's pieces", () => {
    expect(accountSlotOf(page("guest"))).toBeNull();
  });
});

describe("fillSlots", () => {
  it("puts the customer's greeting, menu and count in place of the guest's", () => {
    const html = fillSlots(page("guest"), slot, { name: "Nguyễn Thị Lan", cartCount: 3, toolbarHtml: "" })!;
    expect(html).toContain("Xin chào, Nguyễn Thị Lan");
    expect(html).toContain('title="Nguyễn Thị Lan"');
    expect(html).toContain('<a href="/logout">Đăng xuất</a>');
    expect(html).not.toContain("Đăng nhập");
    expect(html).toContain('data-slot="cart-count">3</span>');
    expect(html).not.toContain(SLOT_NAME);
    // Everything else is the anonymous page's, byte for byte.
    expect(html.slice(html.indexOf("</header>"))).toBe(page("guest").slice(page("guest").indexOf("</header>")));
  });

  it("escapes the name in text and attributes, and never re-fills a name holding the placeholder", () => {
    const name = `<script>alert("x")</script> & 'O'${SLOT_NAME}`;
    const html = fillSlots(page("guest"), slot, { name, cartCount: 0, toolbarHtml: "" })!;
    expect(html).not.toContain("<script>");
    expect(html).toContain(`title="${escapeHtml(name)}"`);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;O&#x27;");
    // The name (placeholder and all) in the side name, its title and the greeting's title: never filled again.
    expect(html.split(SLOT_NAME).length - 1).toBe(3);
  });

  it("cuts a long name in the greeting only, and shows 99+ for a large cart", () => {
    const html = fillSlots(page("guest"), slot, { name: "Tôn Nữ Thị Phương Thảo Hoàng", cartCount: 120, toolbarHtml: "" })!;
    expect(html).toContain("Xin chào, Tôn Nữ Thị Phươ…");
    expect(html).toContain('title="Tôn Nữ Thị Phương Thảo Hoàng"');
    expect(html).toContain('data-slot="cart-count">99+</span>');
  });

  it("adds the toolbar right after the main navigation", () => {
    const html = fillSlots(page("guest"), slot, { name: "An", cartCount: 0, toolbarHtml: '<div data-chrome="toolbar">Lối tắt</div>' })!;
    expect(html).toContain('</nav></div></nav><div data-chrome="toolbar">Lối tắt</div></header>');
  });

  it("gives two customers each their own page from the same anonymous copy", () => {
    const anonymous = page("guest");
    const lan = fillSlots(anonymous, slot, { name: "Lan", cartCount: 1, toolbarHtml: "" })!;
    const minh = fillSlots(anonymous, slot, { name: "Minh", cartCount: 5, toolbarHtml: "" })!;
    expect(lan).toContain("Xin chào, Lan");
    expect(lan).not.toContain("Minh");
    expect(lan).toContain('data-slot="cart-count">1<');
    expect(minh).toContain("Xin chào, Minh");
    expect(minh).not.toContain("Lan");
    expect(minh).toContain('data-slot="cart-count">5<');
    expect(anonymous).toBe(page("guest"));
  });

  it("is null when a slot is missing or doubled, or the page is already personal", () => {
    const pieces = { name: "An", cartCount: 0, toolbarHtml: "" };
    expect(fillSlots(page("guest").replace(' data-slot="cart-count"', ""), slot, pieces)).toBeNull();
    expect(fillSlots(page("guest").replace(' data-slot="main-nav"', ""), slot, pieces)).toBeNull();
    expect(fillSlots(page("guest").replace("<main>", '<main><div data-slot="account"></div>'), slot, pieces)).toBeNull();
    expect(fillSlots(page("template"), slot, pieces)).toBeNull();
    expect(locateSlots("<html></html>")).toBeNull();
  });
});

describe("fillSlotsInBody", () => {
  it("gives the same bytes as fillSlots, for UTF-8 text before and after the slots", () => {
    const anonymous = page("guest").replace("<title>Nhà sách</title>", "<title>Nhà sách Đại học – Quốc gia</title>");
    const pieces = { name: "Đặng Thị Ánh", cartCount: 7, toolbarHtml: "<div>Lối tắt</div>" };
    const body = Buffer.from(anonymous, "utf8");
    const chunks = fillSlotsInBody(body, slot, pieces)!;
    expect(Buffer.concat(chunks).toString("utf8")).toBe(fillSlots(anonymous, slot, pieces));
    // A second customer on the same stored body (its offsets found once).
    expect(Buffer.concat(fillSlotsInBody(body, slot, { ...pieces, name: "Lê Văn Tám", cartCount: 0 })!).toString("utf8")).toContain(
      "Xin chào, Lê Văn Tám",
    );
  });
});

describe("elementEnd", () => {
  it("counts nested elements of the same tag", () => {
    const html = '<div a="1"><div><div></div></div><p>x</p></div><div>after</div>';
    expect(html.slice(0, elementEnd(html, 0, "div"))).toBe('<div a="1"><div><div></div></div><p>x</p></div>');
    expect(elementEnd("<div><div></div>", 0, "div")).toBe(-1);
  });
});
