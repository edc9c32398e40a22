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
    const { cart, commit } = await session.getGuestCart(new Request("http://shop.test/"));
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
    const setCookie = await commit();
    expect(setCookie.length).toBeLessThan(4096);
  });

  it("reads back what it wrote, and treats a tampered value as an empty cart", async () => {
    const first = await session.getGuestCart(new Request("http://shop.test/"));
    first.cart.lines = [{ productSaleId: 7, quantity: 2 }];
    const cookie = cookieOf(await first.commit());
    const again = await session.getGuestCart(new Request("http://shop.test/", { headers: { Cookie: cookie } }));
    expect(again.cart.lines).toEqual([{ productSaleId: 7, quantity: 2 }]);
    expect(again.cart.lines.reduce((n, l) => n + l.quantity, 0)).toBe(2);

    const tampered = cookie.replace(/=(.)/, (_, c: string) => `=${c === "e" ? "f" : "e"}`);
    const forged = await session.getGuestCart(new Request("http://shop.test/", { headers: { Cookie: tampered } }));
    expect(forged.cart.lines).toEqual([]);
  });
});
