/**
 * One request, one context (ADR 0011), measured from outside: the document's `Server-Timing` lists
 * every upstream call made to render it (`upN;desc="METHOD /path"`, a cache hit marked "(cache)")
 * and the number of cookie sessions read (`ctx;desc="session-reads=N"`). Per page render:
 *
 * | page (who)                                   | upstream calls                                            | sessions read |
 * |----------------------------------------------|-----------------------------------------------------------|---------------|
 * | `/trang-chu`, home (guest; `/` is a 301 to it) | 15 (HOME below): logos, the footer's licence + the home's structure and 5 blocks | 4           |
 * | a product page (guest)                       | 8 (PRODUCT): logos, licence, book, reviews, courses, related, sale, provinces (shipping estimate) | 4 |
 * | `/gio-hang` (customer with lines)            | 5 (CART): logos, licence, the account cart (once), vouchers, coupons | 4            |
 * | `/gio-hang/giao-hang` (customer, step 1)     | 8 (SHIPPING): logos, licence, the account cart (once), provinces, the address book and the profile, the wards of the profile's province (typed-form prefill), the fee quote | 4 |
 *
 * "4 sessions" = `__session`, `__cart`, `__toast` and `__settings` — the root puts the display
 * settings on `<html>` —, each read once however many loaders run; no
 * upstream URL is asked twice for one page (before the context, `/gio-hang` fetched the customer's
 * cart in the root loader and again in the page's). HTTP only ("http" project); logs in as the
 * seeded customer through the real login form.
 *
 * A guest's page is rendered once and then served from the page cache (ADR 0019): the
 * guest's renders below use a query string no other test asks for, so they are the first render of
 * their URL (a miss, with its render's timing); the same URL again is a hit with no upstream call.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

/** The upstream calls (method and path, "(cache)" dropped, sorted) and the session reads of a response. */
function timingOf(res: APIResponse): { calls: string[]; sessionReads: number | null } {
  const header = res.headers()["server-timing"] ?? "";
  const entries = header.split(/,\s*(?=[\w-]+;)/).filter(Boolean);
  const calls = entries
    .filter((e) => /^up\d+;/.test(e))
    .map((e) => (/desc="([^"]*)"/.exec(e)?.[1] ?? "?").replace(/ \(cache\)$/, ""))
    .sort();
  const reads = entries.map((e) => /^ctx;desc="session-reads=(\d+)"/.exec(e)?.[1]).find(Boolean);
  return { calls, sessionReads: reads === undefined ? null : Number(reads) };
}

const duplicates = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

/** GET `path` as a document (no redirect followed), 200 expected; its timing. */
async function render(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/html");
  return timingOf(res);
}

const hpOf = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  const hp = /name="hp_from"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(hp, `honeypot of ${path}`).toBeTruthy();
  return hp!;
};

test.describe("one request context per page render", () => {
  test("a guest's home page and product page: each upstream call once, each cookie read once", async ({ request }) => {
    const unique = `rc=${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const homeRes = await request.get(`/trang-chu?${unique}`, { maxRedirects: 0 });
    expect(homeRes.headers()["x-page-cache"]).toBe("miss");
    const home = await render(request, `/trang-chu?${unique}`.replace("rc=", "rc2="));
    expect(duplicates(home.calls)).toEqual([]);
    expect(home.sessionReads).toBe(4);
    expect(home.calls).toEqual(HOME);
    // Rendered once, served many: the same URL again is answered from the page cache, no upstream call.
    const again = await request.get(`/trang-chu?${unique}`, { maxRedirects: 0 });
    expect(again.headers()["x-page-cache"]).toBe("hit");
    expect(timingOf(again)).toEqual({ calls: [], sessionReads: null });
    expect(await again.text()).toBe(await homeRes.text());

    const productPage = await request.get("/san-pham");
    const productId = /href="\/san-pham\/(\d+)"/.exec(await productPage.text())?.[1];
    expect(productId).toBeTruthy();
    const product = await render(request, `/san-pham/${productId}?${unique}`);
    expect(duplicates(product.calls)).toEqual([]);
    expect(product.sessionReads).toBe(4);
    expect(product.calls).toEqual(PRODUCT(productId!));
  });

  test("a customer's cart and shipping step: the account cart fetched once for root and page", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const login = await request.post("/dang-nhap", {
        form: { name__confirm: "", hp_from: await hpOf(request, "/dang-nhap"), email: "khachhang@example.com", password: "MatKhau@123" },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(303);
      const productId = /href="\/san-pham\/(\d+)"/.exec(await (await request.get("/san-pham")).text())?.[1];
      const added = await request.post("/gio-hang", { form: { intent: "add", productSaleId: productId!, quantity: "1" }, maxRedirects: 0 });
      expect(added.status()).toBe(303);

      const cart = await render(request, "/gio-hang");
      expect(duplicates(cart.calls)).toEqual([]);
      expect(cart.sessionReads).toBe(4);
      expect(cart.calls).toEqual(CART);

      const checkout = await request.post("/gio-hang", { form: { intent: "checkout" }, maxRedirects: 0 });
      expect(checkout.status()).toBe(303);
      expect(checkout.headers().location).toBe("/gio-hang/giao-hang");
      const shipping = await render(request, "/gio-hang/giao-hang");
      expect(duplicates(shipping.calls)).toEqual([]);
      expect(shipping.sessionReads).toBe(4);
      expect(shipping.calls).toEqual(SHIPPING);
    } finally {
      await request.dispose();
    }
  });
});

/** Root (logos) + home: its structure (categories, blocks, banners …) and the books of its 5 blocks. */
const HOME = [
  "GET /api/HomePage/Banner",
  "GET /api/HomePage/Blocks",
  ...[1, 2, 3, 4, 5].map((n) => `GET /api/HomePage/BooksInBlock/${n}`),
  "GET /api/HomePage/Categories",
  "GET /api/HomePage/Libraries",
  "GET /api/HomePage/Logo",
  "GET /api/HomePage/LogoPartner",
  "GET /api/HomePage/News",
  "GET /api/HomePage/SelectionBlock",
  "GET /api/HomePage/TextbookBlock",
  "GET /api/Pages/giay-phep-xuat-ban", // the footer's licence (cached)
];
/** Root (logos) + the product page: the book, its reviews, courses, related books, the flash sale. */
const PRODUCT = (id: string) =>
  [
    `GET /api/Feedback/${id}`,
    "GET /api/FlashSale",
    "GET /api/HomePage/Logo",
    "GET /api/Location/Cities", // the provinces of "Phí vận chuyển dự kiến"
    `GET /api/ProductPage/${id}`,
    `GET /api/ProductPage/CourseInProductSale/${id}`,
    `GET /api/ProductPage/ProductSalesInCategory/${id}`,
    "GET /api/Pages/giay-phep-xuat-ban",
  ].sort();
/** Root (logos; the badge from the account cart) + the page (the same account cart, the offers). */
const CART = [
  "GET /api/Codes",
  "GET /api/HomePage/Logo",
  "GET /api/Order",
  "GET /api/Pages/giay-phep-xuat-ban",
  "GET /api/PromotionCoupon",
];
/** Root (logos; the badge from the account cart) + step 1 (the same cart's count, the provinces; no address saved yet). */
// + the address book and the profile (prefill), the wards of the profile's province, and the fee quote of the summary.
const SHIPPING = [
  "GET /api/HomePage/Logo",
  "GET /api/Location/Cities",
  "GET /api/Location/WardsOfProvince/1",
  "GET /api/Order",
  "GET /api/Pages/giay-phep-xuat-ban",
  "GET /api/User/UserApp",
  "GET /api/UserAddress",
  "POST /api/Shipping/Quote",
];
