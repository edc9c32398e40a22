/**
 * The guest cart (`/gio-hang` loader and action) against the real reference upstream: the signed
 * `__cart` cookie, prices from the upstream, every way a shopper can get a quantity wrong, stock
 * limits, unknown products and intents, tampered cookies, and the step to checkout.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { MAX_CART_LINES } from "~/constants";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_FACTS } from "../../server/seed/catalog";
import type { Cart } from "~/upstream/schemas";
import { browse, call, CookieJar, getRequest, pendingToast, postRequest, TEST_SESSION_SECRET, useUpstream, type Outcome } from "./support";

const upstream = useUpstream();

let cartRoute: typeof import("~/routes/cart");
let client: typeof import("~/upstream/client.server");
let catalog: typeof import("~/upstream/catalog.server");

beforeAll(async () => {
  cartRoute = await import("~/routes/cart");
  client = await import("~/upstream/client.server");
  catalog = await import("~/upstream/catalog.server");
});

type CartPage = { cart: Cart | null; removed: boolean };
type ActionError = {
  error: { intent: string; productSaleId: number | null; message: string; problems?: { productSaleId: number; message: string }[] };
};

const post = (jar: CookieJar, fields: Record<string, string>) => browse(jar, cartRoute.action, postRequest("/gio-hang", fields, jar));
const add = (jar: CookieJar, id: number, quantity?: string) =>
  post(jar, { intent: "add", productSaleId: String(id), ...(quantity === undefined ? {} : { quantity }) });
const update = (jar: CookieJar, id: number, quantity: string) => post(jar, { intent: "update", productSaleId: String(id), quantity });

/** What the cart page shows for this browser. */
async function cartPage(jar: CookieJar): Promise<CartPage> {
  const out = await browse(jar, cartRoute.loader, getRequest("/gio-hang", jar));
  expect(out.status).toBe(200);
  expect(out.thrown).toBe(false);
  return out.data as CartPage;
}
/** `[productSaleId, quantity]` of every line the cart page shows. */
async function linesOf(jar: CookieJar): Promise<[number, number][]> {
  const page = await cartPage(jar);
  return (page.cart?.cartDetails ?? []).map((l) => [l.productSaleId, l.quantity]);
}
const errorOf = (out: Outcome) => (out.data as ActionError).error;
const setsCart = (out: Outcome) => out.headers.getSetCookie().some((c) => c.startsWith("__cart="));

/** Stock the upstream reports for a product right now. */
const stockOf = async (id: number) => (await catalog.getProduct(new client.UpstreamClient(), id)).stock;

/** The first printed book with 2..9 copies left (found through the upstream, not hard-coded). */
async function smallStockProduct(): Promise<{ id: number; stock: number; name: string }> {
  const c = new client.UpstreamClient();
  for (let page = 1; ; page++) {
    const res = await catalog.getProductPage(c, { page, pageSize: 60 });
    const found = res.products.find((p) => !p.isDigital && p.stock >= 2 && p.stock < 10);
    if (found) return { id: found.id, stock: found.stock, name: found.name };
    if (page >= res.totalPage) throw new Error("no printed book with a small stock in the seed");
  }
}

/** A `__cart` cookie signed with the storefront's secret, holding `cart` (what the app would write). */
async function signedCart(cart: unknown): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__cart", secrets: [TEST_SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" },
  });
  const session = await storage.getSession();
  session.set("cart", cart);
  const header = await storage.commitSession(session);
  return header.slice("__cart=".length, header.indexOf(";"));
}

describe("adding, updating and removing lines", () => {
  it("adds product 1: 303 back to the cart, cookie set, the line priced by the upstream", async () => {
    const jar = new CookieJar();
    const out = await add(jar, 1);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang");
    expect(jar.get("__cart")).toBeTruthy();
    expect(pendingToast(jar)).toEqual({ type: "success", message: expect.stringContaining("Đã thêm sách vào giỏ hàng") });

    const product = await catalog.getProduct(new client.UpstreamClient(), 1);
    const { cart } = await cartPage(jar);
    expect(cart).not.toBeNull();
    expect(cart!.cartDetails).toHaveLength(1);
    const line = cart!.cartDetails[0]!;
    expect(line).toMatchObject({
      productSaleId: 1,
      quantity: 1,
      name: product.name,
      salePrice: product.salePrice,
      price: product.price,
      lineTotal: product.salePrice,
    });
    expect(cart!.subTotal).toBe(product.salePrice);
    expect(cart!.totalProducts).toBe(1);
    expect(cart!.problems).toEqual([]);
  });

  it("adding the same book again adds the quantities; update sets it; remove drops it", async () => {
    const jar = new CookieJar();
    expect((await add(jar, 2)).status).toBe(303);
    expect((await add(jar, 2, "2")).status).toBe(303);
    expect(await linesOf(jar)).toEqual([[2, 3]]);

    expect((await add(jar, 3)).status).toBe(303);
    expect(await linesOf(jar)).toEqual([
      [2, 3],
      [3, 1],
    ]);

    const updated = await update(jar, 3, "3");
    expect(updated.status).toBe(303);
    expect(updated.location).toBe("/gio-hang");
    expect(pendingToast(jar)?.message).toContain("Đã cập nhật số lượng");
    const { cart } = await cartPage(jar);
    expect(cart!.cartDetails.map((l) => [l.productSaleId, l.quantity])).toEqual([
      [2, 3],
      [3, 3],
    ]);
    const line3 = cart!.cartDetails.find((l) => l.productSaleId === 3)!;
    expect(line3.lineTotal).toBe(line3.salePrice * 3);
    expect(cart!.totalProducts).toBe(6);

    const removed = await post(jar, { intent: "remove", productSaleId: "2" });
    expect(removed.status).toBe(303);
    expect(pendingToast(jar)?.message).toContain("Đã xóa sách khỏi giỏ hàng");
    expect(await linesOf(jar)).toEqual([[3, 3]]);
    expect((await post(jar, { intent: "remove", productSaleId: "3" })).status).toBe(303);
    expect((await cartPage(jar)).cart).toBeNull();
  });

  it("an add sends the shopper back where asked, but never off the site", async () => {
    const jar = new CookieJar();
    const back = await post(jar, { intent: "add", productSaleId: "1", redirectTo: "/san-pham/1" });
    expect(back.status).toBe(303);
    expect(back.location).toBe("/san-pham/1");
    for (const evil of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      const out = await post(jar, { intent: "add", productSaleId: "1", redirectTo: evil });
      expect(out.status, evil).toBe(303);
      expect(out.location, evil).toBe("/gio-hang");
    }
    expect(await linesOf(jar)).toEqual([[1, 4]]);
  });
});

describe("bad input never changes the cart", () => {
  const BAD = ["0", "-1", "1000000000", "abc", "", "1.5", "100"];

  it("adding beyond 99 copies of one book is refused, not silently capped", async () => {
    const jar = new CookieJar();
    expect((await add(jar, 2, "60")).status).toBe(303);
    const out = await add(jar, 2, "60");
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain("tối đa 99 cuốn");
    expect(await linesOf(jar)).toEqual([[2, 60]]);
  });

  it.each(BAD)("add with quantity %j → 400 “Số lượng …”", async (quantity) => {
    const jar = new CookieJar();
    await add(jar, 1, "2");
    const before = jar.get("__cart");
    const out = await add(jar, 1, quantity);
    expect(out.status).toBe(400);
    expect(out.thrown).toBe(false);
    expect(errorOf(out).message).toContain("Số lượng");
    expect(errorOf(out).productSaleId).toBe(1);
    expect(setsCart(out)).toBe(false);
    expect(jar.get("__cart")).toBe(before);
    expect(await linesOf(jar)).toEqual([[1, 2]]);
  });

  it.each(BAD)("update with quantity %j → 400 “Số lượng …”", async (quantity) => {
    const jar = new CookieJar();
    await add(jar, 1, "2");
    const out = await update(jar, 1, quantity);
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain("Số lượng");
    expect(setsCart(out)).toBe(false);
    expect(await linesOf(jar)).toEqual([[1, 2]]);
  });

  it("update without a quantity → 400 “Số lượng …”", async () => {
    const jar = new CookieJar();
    await add(jar, 1);
    const out = await post(jar, { intent: "update", productSaleId: "1" });
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain("Số lượng");
    expect(await linesOf(jar)).toEqual([[1, 1]]);
  });

  it("an out-of-stock book cannot be added: 400 “… đã hết hàng”", async () => {
    const id = SEED_FACTS.outOfStockProductId;
    expect(await stockOf(id)).toBe(0);
    const jar = new CookieJar();
    await add(jar, 1);
    const out = await add(jar, id);
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain("hết hàng");
    expect(errorOf(out).productSaleId).toBe(id);
    expect(setsCart(out)).toBe(false);
    expect(await linesOf(jar)).toEqual([[1, 1]]);
  });

  it("no more copies than in stock, whether added at once, added again or updated", async () => {
    const p = await smallStockProduct();
    const jar = new CookieJar();
    const tooMany = await add(jar, p.id, String(p.stock + 1));
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).message).toContain(`chỉ còn ${p.stock} cuốn`);
    expect(await linesOf(jar)).toEqual([]);

    expect((await add(jar, p.id, String(p.stock))).status).toBe(303);
    expect(await linesOf(jar)).toEqual([[p.id, p.stock]]);

    const oneMore = await add(jar, p.id);
    expect(oneMore.status).toBe(400);
    expect(errorOf(oneMore).message).toContain(`chỉ còn ${p.stock} cuốn`);
    const updated = await update(jar, p.id, String(p.stock + 1));
    expect(updated.status).toBe(400);
    expect(errorOf(updated).message).toContain(`chỉ còn ${p.stock} cuốn`);
    expect(await linesOf(jar)).toEqual([[p.id, p.stock]]);
    // Nothing was reserved by putting books in a cart.
    expect(await stockOf(p.id)).toBe(p.stock);
  });

  it("an unknown product → 404 and the cart unchanged", async () => {
    const jar = new CookieJar();
    await add(jar, 1);
    for (const intent of ["add", "update"]) {
      const out = await post(jar, { intent, productSaleId: "999999", quantity: "1" });
      expect(out.status, intent).toBe(404);
      expect(errorOf(out).message, intent).toContain("không tồn tại");
      expect(setsCart(out), intent).toBe(false);
    }
    expect(await linesOf(jar)).toEqual([[1, 1]]);
  });

  it.each([
    [{ intent: "explode", productSaleId: "1" }, "Thao tác không hợp lệ"],
    [{ productSaleId: "1", quantity: "1" }, "Thao tác không hợp lệ"],
    [{ intent: "", productSaleId: "1" }, "Thao tác không hợp lệ"],
    [{ intent: "add", productSaleId: "abc" }, "Sản phẩm không hợp lệ"],
    [{ intent: "add", productSaleId: "-3" }, "Sản phẩm không hợp lệ"],
    [{ intent: "add", productSaleId: "99999999999" }, "Sản phẩm không hợp lệ"],
    [{ intent: "remove" }, "Sản phẩm không hợp lệ"],
  ])("malformed form %j → 400 “%s” (never a throw)", async (fields, message) => {
    const jar = new CookieJar();
    await add(jar, 1);
    const out = await post(jar, fields as Record<string, string>);
    expect(out.thrown).toBe(false);
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain(message);
    expect(await linesOf(jar)).toEqual([[1, 1]]);
  });

  it(`keeps at most ${MAX_CART_LINES} different books`, async () => {
    const c = new client.UpstreamClient();
    const page = await catalog.getProductPage(c, { page: 1, pageSize: 60, sort: "price-asc" });
    const ids = page.products.filter((p) => p.isDigital || p.stock > 0).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(MAX_CART_LINES);
    const jar = new CookieJar();
    for (const id of ids.slice(0, MAX_CART_LINES)) expect((await add(jar, id)).status).toBe(303);
    const out = await add(jar, ids[MAX_CART_LINES]!);
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain(`tối đa ${MAX_CART_LINES}`);
    expect((await linesOf(jar)).map(([id]) => id)).toEqual(ids.slice(0, MAX_CART_LINES));
  });
});

describe("the __cart cookie", () => {
  it("a cookie with one character changed is an empty cart, not an error", async () => {
    const jar = new CookieJar();
    await add(jar, 1, "2");
    const value = jar.get("__cart")!;
    const i = Math.floor(value.length / 3);
    const tampered = value.slice(0, i) + (value[i] === "A" ? "B" : "A") + value.slice(i + 1);
    expect(tampered).not.toBe(value);
    const forged = jar.clone().set("__cart", tampered);
    expect(await cartPage(forged)).toMatchObject({ cart: null, removed: false });
    // An action on top of it starts from an empty cart.
    expect((await add(forged, 3)).status).toBe(303);
    expect(await linesOf(forged)).toEqual([[3, 1]]);
    // The real cookie is still good.
    expect(await linesOf(jar)).toEqual([[1, 2]]);
  });

  it("an unsigned or garbage cookie is an empty cart", async () => {
    const unsigned = Buffer.from(
      JSON.stringify({ cart: { lines: [{ productSaleId: 1, quantity: 5 }], contact: null, checkoutKey: null, orders: [] } }),
    ).toString("base64");
    for (const value of [unsigned, encodeURIComponent(unsigned), "%E0%A4%A", "x.y", "", "a".repeat(3000)]) {
      const jar = new CookieJar().set("__cart", value);
      const out = await call(cartRoute.loader, getRequest("/gio-hang", jar));
      expect(out.status, value.slice(0, 20)).toBe(200);
      expect((out.data as CartPage).cart, value.slice(0, 20)).toBeNull();
    }
  });

  it("a correctly signed cookie of an outdated shape is an empty cart", async () => {
    const value = await signedCart({ items: [{ id: 1, qty: 2 }] });
    const jar = new CookieJar().set("__cart", value);
    expect((await cartPage(jar)).cart).toBeNull();
    const tooMany = await signedCart({ lines: [{ productSaleId: 1, quantity: 500 }], contact: null, checkoutKey: null, orders: [] });
    expect((await cartPage(new CookieJar().set("__cart", tooMany))).cart).toBeNull();
  });

  it("lines of books that no longer exist are dropped (and the cookie rewritten)", async () => {
    const value = await signedCart({
      lines: [
        { productSaleId: 1, quantity: 1 },
        { productSaleId: 999999, quantity: 2 },
      ],
      contact: null,
      checkoutKey: null,
      orders: [],
    });
    const jar = new CookieJar().set("__cart", value);
    const page = await cartPage(jar);
    expect(page.removed).toBe(true);
    expect(page.cart!.cartDetails.map((l) => l.productSaleId)).toEqual([1]);
    expect(jar.get("__cart")).not.toBe(value);
    expect(await cartPage(jar)).toMatchObject({ removed: false });
  });
});

describe("checkout intent", () => {
  it("an empty cart cannot check out: 400", async () => {
    const out = await post(new CookieJar(), { intent: "checkout" });
    expect(out.status).toBe(400);
    expect(errorOf(out).message).toContain("trống");
  });

  it("printed books go to the shipping step with a fresh checkout key", async () => {
    const jar = new CookieJar();
    await add(jar, 1);
    await add(jar, SEED_FACTS.digitalProductId);
    const before = jar.get("__cart");
    const out = await post(jar, { intent: "checkout" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang/giao-hang");
    expect(jar.get("__cart")).not.toBe(before);
  });

  it("digital-only carts skip shipping and go to payment", async () => {
    const jar = new CookieJar();
    await add(jar, SEED_FACTS.digitalProductId);
    const out = await post(jar, { intent: "checkout" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang/thanh-toan");
  });

  it("a line that sold out meanwhile stops the checkout with the upstream's message", async () => {
    const p = await smallStockProduct();
    const jar = new CookieJar();
    expect((await add(jar, p.id, String(p.stock))).status).toBe(303);
    await add(jar, 1);
    // Someone else bought copies in the meantime.
    upstream.db.$client.prepare("UPDATE products SET stock = ? WHERE id = ?").run(p.stock - 1, p.id);
    try {
      const out = await post(jar, { intent: "checkout" });
      expect(out.status).toBe(400);
      const error = errorOf(out);
      expect(error.message).toContain(`chỉ còn ${p.stock - 1} cuốn`);
      expect(error.problems).toEqual([{ productSaleId: p.id, message: expect.stringContaining(`chỉ còn ${p.stock - 1} cuốn`) }]);
      // The cart page shows the problem next to the line; nothing is lost.
      const page = await cartPage(jar);
      expect(page.cart!.problems.map((x) => [x.productSaleId, x.reason])).toEqual([[p.id, "insufficient_stock"]]);
      expect(page.cart!.cartDetails.map((l) => [l.productSaleId, l.quantity])).toEqual([
        [p.id, p.stock],
        [1, 1],
      ]);
    } finally {
      upstream.db.$client.prepare("UPDATE products SET stock = ? WHERE id = ?").run(p.stock, p.id);
    }
  });
});

describe("codes typed into “Mã khuyến mãi”", () => {
  it("applies a voucher typed in lower case with spaces, and a promotion coupon typed in the same field", async () => {
    const jar = new CookieJar();
    await add(jar, 2, "2");
    await add(jar, 3, "1");
    expect((await post(jar, { intent: "apply-code", code: "  giam10 " })).status).toBe(303);
    expect((await post(jar, { intent: "apply-code", code: "sinhvien5" })).status).toBe(303);
    const { cart } = await cartPage(jar);
    expect(cart?.voucher?.code).toBe("GIAM10");
    expect(cart?.coupon?.code).toBe("SINHVIEN5");
    expect(cart!.discount).toBe(cart!.voucher!.discount + cart!.coupon!.discount);
  });

  it("an unknown code says so under the field and changes nothing; symbols and 1 000 characters are refused the same way", async () => {
    const jar = new CookieJar();
    await add(jar, 2, "2");
    for (const code of ["KHONGCO", "'; DROP TABLE x;--", "<b>x</b>", "A".repeat(1000)]) {
      const out = await post(jar, { intent: "apply-code", code });
      expect(out.status, code).toBe(400);
      expect((out.data as { error: { field: string; message: string } }).error.field).toBe("code");
      expect((out.data as { error: { message: string } }).error.message).toMatch(/Mã khuyến mãi (không tồn tại|không hợp lệ)/);
    }
    expect((await cartPage(jar)).cart?.voucher).toBeNull();
  });
});
