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

/** The product page's estimate box as an anonymous visitor gets it (app/features/catalog/shipping-estimate.tsx). */
const GUEST_ESTIMATE =
  '<section aria-labelledby="shipping-estimate-title"><h2 id="shipping-estimate-title">Phí vận chuyển dự kiến</h2>' +
  '<div class="slot" data-slot="shipping-estimate" data-product-sale-id="2"><p>Chọn Tỉnh/Thành phố nhận hàng để xem phí vận chuyển dự kiến.</p></div>' +
  '<form method="get" action="/san-pham/2"><div><label for="p">Tỉnh/Thành phố nhận hàng</label>' +
  '<select id="p" name="tinh" data-slot="shipping-province"><option value="" selected="">Chọn Tỉnh/Thành phố</option><option value="1001">Hà Nội</option><option value="1079">Hồ Chí Minh</option></select>' +
  '</div><button type="submit">Xem phí vận chuyển</button></form></section>';
const SCRIPT = '<script type="module" src="/build/progressive-X.js" data-progressive="routes/product"></script>';

/** A guest's product page: the header, the estimate's slots (unless `estimate` is given) and the progressive script. */
function productPage(estimate = GUEST_ESTIMATE) {
  return page("guest").replace("</main></body>", `${estimate}</main>${SCRIPT}</body>`);
}

const HANOI = {
  messageHtml:
    "<p>Đến Hà Nội (theo địa chỉ của bạn): <strong>30.000 ₫</strong> cho 1 cuốn.</p><p>Miễn phí vận chuyển cho đơn hàng từ 300.000 ₫.</p>",
  selectHtml:
    '<select id="p" name="tinh" data-slot="shipping-province"><option value="">Chọn Tỉnh/Thành phố</option><option value="1001" selected="">Hà Nội</option><option value="1079">Hồ Chí Minh</option></select>',
};
const SAIGON = {
  messageHtml: "<p>Đến Hồ Chí Minh (theo địa chỉ của bạn): <strong>40.000 ₫</strong> cho 1 cuốn.</p>",
  selectHtml: '<select data-slot="shipping-province"><option value="1079" selected="">Hồ Chí Minh</option></select>',
};
const AN = { name: "An", cartCount: 0, toolbarHtml: "" };

describe("the shipping estimate slots", () => {
  it("are found with the book they are for", () => {
    expect(locateSlots(productPage())?.estimate?.productSaleId).toBe(2);
    expect(locateSlots(page("guest"))?.estimate).toBeNull();
  });

  it("show each customer the estimate to their own province, the rest of the box untouched", () => {
    const anonymous = productPage();
    const lan = fillSlots(anonymous, slot, { ...AN, name: "Lan" }, { estimate: HANOI })!;
    const minh = fillSlots(anonymous, slot, { ...AN, name: "Minh" }, { estimate: SAIGON })!;
    expect(lan).toContain('data-product-sale-id="2">' + HANOI.messageHtml + "</div><form");
    expect(lan).toContain(HANOI.selectHtml + "</div><button");
    expect(lan).not.toContain("Chọn Tỉnh/Thành phố nhận hàng để xem");
    expect(lan).not.toContain("Hồ Chí Minh (theo");
    expect(minh).toContain("Đến Hồ Chí Minh (theo địa chỉ của bạn)");
    expect(minh).not.toContain("Hà Nội (theo");
    expect(minh).toContain('<option value="1079" selected="">');
    expect(anonymous).toBe(productPage());
  });

  it("keep the anonymous estimate for a customer with no province", () => {
    const html = fillSlots(productPage(), slot, AN, { estimate: null })!;
    expect(html).toContain(GUEST_ESTIMATE);
    expect(html).toContain("Xin chào, An");
  });

  it("are optional, but a doubled, lone or misplaced one means a full render", () => {
    // A province chosen in the URL (or an e-book): no slot, nothing to fill there.
    const chosen = GUEST_ESTIMATE.replace(' data-slot="shipping-estimate"', "").replace(' data-slot="shipping-province"', "");
    expect(fillSlots(productPage(chosen), slot, AN, { estimate: HANOI })).toContain(chosen);
    expect(fillSlots(productPage(GUEST_ESTIMATE + GUEST_ESTIMATE), slot, AN, { estimate: HANOI })).toBeNull();
    expect(fillSlots(productPage(GUEST_ESTIMATE.replace(' data-slot="shipping-province"', "")), slot, AN)).toBeNull();
    expect(fillSlots(productPage(GUEST_ESTIMATE.replace(' data-product-sale-id="2"', "")), slot, AN)).toBeNull();
    const inHeader = page("guest").replace("<p>Hotline</p>", `<p>Hotline</p>${GUEST_ESTIMATE}`);
    expect(fillSlots(inHeader, slot, AN)).toBeNull();
  });
});

describe("the web-vitals mark", () => {
  it("is added to the progressive script for a customer who allowed measurement, and only then", () => {
    const measured = fillSlots(productPage(), slot, AN, { measureVitals: true })!;
    expect(measured).toContain('data-progressive="routes/product" data-vitals="routes/product"></script>');
    expect(fillSlots(productPage(), slot, AN, { measureVitals: false })).toContain(SCRIPT);
    // A page without the script: nothing to mark, the rest is filled.
    expect(fillSlots(page("guest"), slot, AN, { measureVitals: true })).toContain("Xin chào, An");
  });

  it("is never doubled: a page that already has one, or two scripts, is rendered in full", () => {
    expect(
      fillSlots(productPage().replace('data-progressive="routes/product"', 'data-progressive="routes/product" data-vitals="x"'), slot, AN),
    ).toBeNull();
    expect(fillSlots(productPage().replace("</body>", `${SCRIPT}</body>`), slot, AN)).toBeNull();
    expect(fillSlots(productPage().replace('"routes/product"', '"a&quot;b"'), slot, AN)).toBeNull();
  });
});

describe("fillSlotsInBody with the page's extras", () => {
  it("gives the same bytes as fillSlots", () => {
    const anonymous = productPage();
    const body = Buffer.from(anonymous, "utf8");
    const extras = { estimate: HANOI, measureVitals: true };
    const pieces = { name: "Đặng Thị Ánh", cartCount: 2, toolbarHtml: "<div>Lối tắt</div>" };
    expect(Buffer.concat(fillSlotsInBody(body, slot, pieces, extras)!).toString("utf8")).toBe(fillSlots(anonymous, slot, pieces, extras));
    expect(Buffer.concat(fillSlotsInBody(body, slot, pieces)!).toString("utf8")).toBe(fillSlots(anonymous, slot, pieces));
  });
});

describe("elementEnd", () => {
  it("counts nested elements of the same tag", () => {
    const html = '<div a="1"><div><div></div></div><p>x</p></div><div>after</div>';
    expect(html.slice(0, elementEnd(html, 0, "div"))).toBe('<div a="1"><div><div></div></div><p>x</p></div>');
    expect(elementEnd("<div><div></div>", 0, "div")).toBe(-1);
  });
});
