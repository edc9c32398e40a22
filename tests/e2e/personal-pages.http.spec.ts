/**
 * Signed-in customers' static pages (ADR 0030) seen from outside: a customer's home, catalog and
 * product page are the page cache's anonymous copy with their own greeting and cart count filled in
 * (`X-Personal-Page`, `private, no-store`), never another customer's — two fresh customers alternate
 * on the same URLs while one, then the other, adds books (each sees their own count at once, the
 * other's never moves); a guest on the same URLs gets the shared copy, without a name; a cookie
 * of an account deleted through the privacy centre never shows the old greeting again. A printed
 * book's page shows each customer the shipping estimate to their own province, the new one right
 * after they change their address; a customer who allowed performance measurement gets the
 * web-vitals mark on their filled page. HTTP only
 * ("http" project), without JavaScript by nature. Every URL carries a unique query string, so the
 * first request of a URL is its render.
 */
import { expect, test } from "@playwright/test";
import { SHIPPING_FEE_BY_REGION } from "../../server/constants";
import { formatVnd } from "../../app/utils/money";
import { newHttpCustomer as newCustomer, type HttpCustomer as Customer } from "./http-customers";

const unique = () => `pp=${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The cart badge's count in a page's header ("Giỏ hàng (N sản phẩm)": the count, then the hidden words). */
const cartCount = (html: string) => Number(/>(\d+|99\+)<\/span><span[^>]*> sản phẩm\)<\/span>/.exec(html)?.[1] ?? NaN);

/** GETs `path` as `who` and checks that the page is theirs: their greeting and `count`, nobody else's name. */
async function expectOwnPage(who: Customer, others: readonly Customer[], path: string, count: number) {
  const res = await who.ctx.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()["cache-control"], path).toBe("private, no-store");
  expect(res.headers()["x-personal-page"], `${path}: served from the anonymous copy`).toMatch(/^(hit|stale|miss)$/);
  const html = await res.text();
  expect(html, path).toContain(`Xin chào, ${who.name}`);
  expect(html, path).toContain(`title="${who.name}"`);
  for (const other of others) expect(html, path).not.toContain(other.name);
  expect(html, path).not.toContain("@@NAME@@");
  expect(cartCount(html), `${who.name}'s cart on ${path}`).toBe(count);
}

async function addToCart(who: Customer, productSaleId: string, quantity: number) {
  const res = await who.ctx.post("/gio-hang", { form: { intent: "add", productSaleId, quantity: String(quantity) }, maxRedirects: 0 });
  expect(res.status(), "add to cart").toBe(303);
  // The page it leads to shows the toast (a toast is rendered in full, then consumed), as a browser's would.
  const next = await who.ctx.get(res.headers()["location"] ?? "/gio-hang");
  expect(next.headers()["x-personal-page"]).toBeUndefined();
}

test("two customers alternating on the same static pages each see only their own greeting and cart count", async ({
  playwright,
  baseURL,
}) => {
  const [lan, minh] = await Promise.all([
    newCustomer(playwright, baseURL, "Lê Thị Lan", "lan"),
    newCustomer(playwright, baseURL, "Trần Văn Minh", "minh"),
  ]);
  const guest = await playwright.request.newContext({ baseURL });
  try {
    const productId = /href="\/san-pham\/(\d+)"/.exec(await (await guest.get("/san-pham")).text())?.[1];
    expect(productId).toBeTruthy();
    const paths = [`/trang-chu?${unique()}`, `/san-pham?${unique()}`, `/san-pham/${productId}?${unique()}`, `/thu-vien?${unique()}`];
    const counts = new Map([
      [lan, 0],
      [minh, 0],
    ]);
    const round = async () => {
      for (const path of paths)
        for (const who of [lan, minh])
          await expectOwnPage(
            who,
            [lan, minh].filter((c) => c !== who),
            path,
            counts.get(who)!,
          );
    };
    await round();
    // Lan adds a book: her very next page shows it (no stale count after her own action); Minh's does not move.
    await addToCart(lan, productId!, 1);
    counts.set(lan, 1);
    await round();
    // Then Minh adds two.
    await addToCart(minh, productId!, 2);
    counts.set(minh, 2);
    await round();

    // A guest on the same URLs: the shared copy, no name, an empty cart.
    for (const path of paths) {
      const res = await guest.get(path);
      expect(res.headers()["cache-control"], path).toContain("public");
      expect(res.headers()["x-page-cache"], path).toMatch(/^(hit|stale)$/);
      const html = await res.text();
      expect(html, path).not.toContain("Xin chào,");
      expect(html, path).not.toContain(lan.name);
      expect(html, path).not.toContain(minh.name);
      expect(cartCount(html), path).toBe(0);
    }
  } finally {
    await Promise.all([lan.ctx.dispose(), minh.ctx.dispose(), guest.dispose()]);
  }
});

test("a cookie of an account deleted in the privacy centre never shows the old greeting", async ({ playwright, baseURL }) => {
  const hoa = await newCustomer(playwright, baseURL, "Phạm Thị Hoa", "deleted");
  const path = `/trang-chu?${unique()}`;
  try {
    await expectOwnPage(hoa, [], path, 0);
    const oldCookies = await hoa.ctx.storageState();
    const deleted = await hoa.ctx.post("/tai-khoan/du-lieu-ca-nhan", {
      form: { intent: "delete", password: hoa.password },
      maxRedirects: 0,
    });
    expect(deleted.status()).toBe(303);
    expect(deleted.headers()["location"]).toBe("/tai-khoan-da-xoa");

    // The browser that kept the old cookie: a guest page (the session ended), never the old greeting.
    const kept = await playwright.request.newContext({ baseURL, storageState: oldCookies });
    try {
      const first = await kept.get(path, { maxRedirects: 0 });
      expect(first.headers()["x-personal-page"]).toBeUndefined();
      expect(await first.text()).not.toContain(`Xin chào, ${hoa.name}`);
      const page = await kept.get(path);
      expect(page.status()).toBe(200);
      const html = await page.text();
      expect(html).not.toContain(hoa.name);
      expect(html).toContain('href="/dang-ky"');
      // And later pages too (the ended session's cookie was removed).
      expect(await (await kept.get(`/san-pham?${unique()}`)).text()).not.toContain(hoa.name);
    } finally {
      await kept.dispose();
    }
  } finally {
    await hoa.ctx.dispose();
  }
});

/** A printed book of the seed, and the wards (2025 map) of the addresses the customers save. */
const BOOK = 2;
const HANOI = { cityId: "1001", wardId: "100166", name: "Hà Nội", fee: formatVnd(SHIPPING_FEE_BY_REGION.north) };
const SAIGON = { cityId: "1079", wardId: "126740", name: "Hồ Chí Minh", fee: formatVnd(SHIPPING_FEE_BY_REGION.south) };
const PROMPT = "Chọn Tỉnh/Thành phố nhận hàng để xem phí vận chuyển dự kiến.";

/** Saves a new default address in `place` through the address book's form. */
async function saveAddress(who: Customer, place: typeof HANOI) {
  const res = await who.ctx.post("/tai-khoan/so-dia-chi/them", {
    form: {
      intent: "save-address",
      name: who.name,
      phone: "0912345678",
      cityId: place.cityId,
      wardId: place.wardId,
      address: "Số 1 Tràng Tiền",
      isDefault: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status(), "address saved").toBe(303);
  // The book it leads to shows (and consumes) the toast, as a browser would.
  await who.ctx.get(res.headers()["location"] ?? "/tai-khoan/so-dia-chi");
}

/** The estimate's text of a filled product page (React's text separators removed). */
async function estimateOf(who: Customer, path: string) {
  const res = await who.ctx.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()["x-personal-page"], `${who.name} on ${path}: served from the anonymous copy`).toMatch(/^(hit|stale|miss)$/);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  expect(html, path).toContain(`Xin chào, ${who.name}`);
  const box = /<section aria-labelledby="shipping-estimate-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(box, "the estimate's box").not.toBe("");
  return box;
}

/** Checks that `box` estimates to `place` for the customer's own address, with `place` selected. */
function expectEstimateTo(box: string, place: typeof HANOI) {
  expect(box).toContain(`Đến ${place.name} (theo địa chỉ của bạn): <strong>${place.fee}</strong> cho 1 cuốn.`);
  expect(box).toContain(`<option value="${place.cityId}" selected="">`);
  expect(box.match(/selected=""/g)).toHaveLength(1);
  expect(box).not.toContain(PROMPT);
}

test("each customer sees the shipping estimate to their own province, and the new one right after changing their address", async ({
  playwright,
  baseURL,
}) => {
  const [lan, minh] = await Promise.all([
    newCustomer(playwright, baseURL, "Lê Thị Lan", "lan-ship"),
    newCustomer(playwright, baseURL, "Trần Văn Minh", "minh-ship"),
  ]);
  const guest = await playwright.request.newContext({ baseURL });
  const path = `/san-pham/${BOOK}?${unique()}`;
  try {
    // No address saved yet: the anonymous estimate (the form's prompt) stays.
    expect(await estimateOf(lan, path)).toContain(PROMPT);

    await saveAddress(lan, HANOI);
    await saveAddress(minh, SAIGON);
    // Alternating on the same anonymous copy, twice (the second round from the kept session data).
    for (let round = 0; round < 2; round++) {
      const lanBox = await estimateOf(lan, path);
      expectEstimateTo(lanBox, HANOI);
      expect(lanBox).not.toContain(`Đến ${SAIGON.name}`);
      const minhBox = await estimateOf(minh, path);
      expectEstimateTo(minhBox, SAIGON);
      expect(minhBox).not.toContain(`Đến ${HANOI.name}`);
    }

    // Lan moves to Hồ Chí Minh: her very next page estimates to it (her kept province was dropped).
    await saveAddress(lan, SAIGON);
    expectEstimateTo(await estimateOf(lan, path), SAIGON);
    expectEstimateTo(await estimateOf(minh, path), SAIGON);

    // A province chosen in the URL wins over the customer's own, as for everyone.
    const chosen = await estimateOf(lan, `/san-pham/${BOOK}?tinh=${HANOI.cityId}&${unique()}`);
    expect(chosen).toContain(`Đến ${HANOI.name}: <strong>${HANOI.fee}</strong> cho 1 cuốn.`);

    // A guest on the same URL: the shared copy, nobody's province.
    const shared = (await (await guest.get(path)).text()).replace(/<!-- -->/g, "");
    expect(shared).toContain(PROMPT);
    expect(shared).not.toContain("theo địa chỉ của bạn");
  } finally {
    await Promise.all([lan.ctx.dispose(), minh.ctx.dispose(), guest.dispose()]);
  }
});

test("a customer who allowed performance measurement gets the web-vitals mark on a filled page, others do not", async ({
  playwright,
  baseURL,
}) => {
  const [measured, unmeasured] = await Promise.all([
    newCustomer(playwright, baseURL, "Vũ Thị Đo", "vitals-yes", { consentPerformance: "on" }),
    newCustomer(playwright, baseURL, "Vũ Văn Không", "vitals-no"),
  ]);
  const guest = await playwright.request.newContext({ baseURL });
  try {
    for (const [path, route] of [
      [`/trang-chu?${unique()}`, "routes/home"],
      [`/san-pham/${BOOK}?${unique()}`, "routes/product"],
    ] as const) {
      const script = (html: string) => /<script[^>]*data-progressive[^>]*>/.exec(html)?.[0] ?? "";
      const yes = await measured.ctx.get(path);
      expect(yes.headers()["x-personal-page"], path).toMatch(/^(hit|stale|miss)$/);
      expect(script(await yes.text()), path).toContain(`data-vitals="${route}"`);
      const no = await unmeasured.ctx.get(path);
      expect(no.headers()["x-personal-page"], path).toMatch(/^(hit|stale|miss)$/);
      expect(script(await no.text()), path).not.toContain("data-vitals");
      expect(script(await (await guest.get(path)).text()), path).not.toContain("data-vitals");
    }
  } finally {
    await Promise.all([measured.ctx.dispose(), unmeasured.ctx.dispose(), guest.dispose()]);
  }
});
