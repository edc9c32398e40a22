import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_REMEMBERED_ORDERS } from "~/constants";

let session: typeof import("~/session.server");
beforeAll(async () => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  session = await import("~/session.server");
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the __cart cookie", () => {
  it("fits the browsers' 4 KB limit with the largest cart and contact the shop accepts", async () => {
    const { cart, setCookie: commit } = await session.getGuestCart(new Request("http://shop.test/"));
    cart.lines = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productSaleId: 1_000_000 + i, quantity: MAX_LINE_QUANTITY }));
    cart.contact = {
      name: "ệ".repeat(60),
      phone: "0987654321",
      email: `${"a".repeat(88)}@example.com`,
      address: "ữ".repeat(150),
      cityId: 96,
      districtId: 973,
      wardId: 32_248,
    };
    cart.checkoutKey = session.newCheckoutKey();
    cart.orders = Array.from({ length: MAX_REMEMBERED_ORDERS }, () => ({ key: session.newCheckoutKey(), id: 2_000_000_000 }));
    const setCookie = (await commit())!;
    expect(setCookie.length).toBeLessThan(4096);
  });

  it("reads back what it wrote, and treats a tampered value as an empty cart", async () => {
    const first = await session.getGuestCart(new Request("http://shop.test/"));
    first.cart.lines = [{ productSaleId: 7, quantity: 2 }];
    const cookie = cookieOf((await first.setCookie())!);
    const again = await session.getGuestCart(new Request("http://shop.test/", { headers: { Cookie: cookie } }));
    expect(again.cart.lines).toEqual([{ productSaleId: 7, quantity: 2 }]);
    expect(again.cart.lines.reduce((n, l) => n + l.quantity, 0)).toBe(2);

    const tampered = cookie.replace(/=(.)/, (_, c: string) => `=${c === "e" ? "f" : "e"}`);
    const forged = await session.getGuestCart(new Request("http://shop.test/", { headers: { Cookie: tampered } }));
    expect(forged.cart.lines).toEqual([]);
  });
});

describe("the __toast flash list", () => {
  const requestWith = (cookie: string) => new Request("http://shop.test/", { headers: { Cookie: cookie } });

  it("shows every toast of one redirect, newest first, each once", async () => {
    const res = await session.redirectWithToast("/gio-hang", [
      { type: "success", message: "Ba" },
      { type: "info", message: "Hai" },
      { type: "warning", message: "Một" },
    ]);
    const cookie = cookieOf(res.headers.get("Set-Cookie")!);
    const { toasts } = await session.takeToast(requestWith(cookie));
    expect(toasts.map((t) => t.message)).toEqual(["Ba", "Hai", "Một"]);
    expect(new Set(toasts.map((t) => t.id)).size).toBe(3);
    const setCookie = await session.toastSetCookie(cookie, { fresh: [], shown: true });
    expect(setCookie).toMatch(/^__toast=;.*Expires=Thu, 01 Jan 1970/);
    expect(await session.toastSetCookie(cookie, { fresh: [], shown: false })).toBeNull();
  });

  it("keeps the pending toasts of an unfinished redirect chain and at most 5", async () => {
    let cookie = "";
    for (let i = 1; i <= 7; i++) cookie = cookieOf(await session.setToast({ type: "info", message: `#${i}` }, cookie || null));
    const { toasts } = await session.takeToast(requestWith(cookie));
    expect(toasts.map((t) => t.message)).toEqual(["#7", "#6", "#5", "#4", "#3"]);
  });

  it("ignores a tampered cookie and keeps the forced-login mark", async () => {
    const cookie = cookieOf(await session.setToast({ type: "error", message: "Lỗi", forcedLogin: true }));
    const tampered = cookie.replace(/=(.)/, (_, c: string) => `=${c === "e" ? "f" : "e"}`);
    expect((await session.takeToast(requestWith(tampered))).toasts).toEqual([]);
    expect((await session.takeToast(requestWith(cookie))).toasts).toEqual([
      expect.objectContaining({ type: "error", message: "Lỗi", forcedLogin: true }),
    ]);
  });
});
