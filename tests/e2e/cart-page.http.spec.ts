/**
 * A signed-in customer's cart page kept for seconds (ADR 0031) seen from outside: a change of the
 * customer's own (add, set, remove) shows on the very next GET — the PRG's page and every one after
 * it, kept copies included (`X-Cart-Page: hit`) —; two customers on `/gio-hang` at the same time each
 * see only their own lines; a cookie of an account deleted in the privacy centre shows nothing of the
 * old cart. HTTP only ("http" project), without JavaScript by nature.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { newHttpCustomer as newCustomer, type HttpCustomer as Customer } from "./http-customers";

/** The cart's lines as the page shows them: product id → the quantity field's value. */
function linesOf(html: string): Map<string, number> {
  const lines = new Map<string, number>();
  for (const input of html.matchAll(/<input[^>]*id="qty-(\d+)"[^>]*>/g)) {
    const value = /value="(\d+)"/.exec(input[0])?.[1];
    lines.set(input[1]!, Number(value));
  }
  return lines;
}

/** GETs `/gio-hang` as `who`: the lines it shows and how the page was served. */
async function cartOf(who: Customer) {
  const res = await who.ctx.get("/gio-hang");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  const html = await res.text();
  expect(html).toContain(`title="${who.name}"`);
  return { lines: linesOf(html), served: res.headers()["x-cart-page"], html };
}

/** Expects `who`'s cart page to show exactly `lines`, on the next GET and on the one after it (a kept copy). */
async function expectCart(who: Customer, lines: Record<string, number>) {
  const first = await cartOf(who);
  expect(Object.fromEntries(first.lines), `${who.name}'s cart`).toEqual(lines);
  const second = await cartOf(who);
  expect(second.served, "the second GET comes from the kept copy").toBe("hit");
  expect(Object.fromEntries(second.lines), `${who.name}'s cart (kept copy)`).toEqual(lines);
}

/** POSTs a cart intent, then GETs the page it leads to (the PRG: its toast is shown there) and returns that page's lines. */
async function change(who: Customer, form: Record<string, string>) {
  const res = await who.ctx.post("/gio-hang", { form, maxRedirects: 0 });
  expect(res.status(), `${form.intent}`).toBe(303);
  const next = await who.ctx.get(res.headers()["location"] ?? "/gio-hang");
  return Object.fromEntries(linesOf(await next.text()));
}

async function twoProducts(ctx: APIRequestContext): Promise<[string, string]> {
  const html = await (await ctx.get("/san-pham")).text();
  const ids = [...new Set([...html.matchAll(/href="\/san-pham\/(\d+)"/g)].map((m) => m[1]!))];
  expect(ids.length).toBeGreaterThanOrEqual(2);
  return [ids[0]!, ids[1]!];
}

test("a customer's own cart change shows on the very next GET, and two customers never see each other's cart", async ({
  playwright,
  baseURL,
}) => {
  const [lan, minh] = await Promise.all([
    newCustomer(playwright, baseURL, "Lê Thị Lan", "lan"),
    newCustomer(playwright, baseURL, "Trần Văn Minh", "minh"),
  ]);
  try {
    const [book, other] = await twoProducts(lan.ctx);
    await expectCart(lan, {});
    await expectCart(minh, {});

    expect(await change(lan, { intent: "add", productSaleId: book, quantity: "1" })).toEqual({ [book]: 1 });
    await expectCart(lan, { [book]: 1 });
    await expectCart(minh, {});

    expect(await change(minh, { intent: "add", productSaleId: other, quantity: "2" })).toEqual({ [other]: 2 });
    await expectCart(minh, { [other]: 2 });
    await expectCart(lan, { [book]: 1 });

    expect(await change(lan, { intent: "update", productSaleId: book, quantity: "3" })).toEqual({ [book]: 3 });
    await expectCart(lan, { [book]: 3 });

    // Added from another page (a product card's form) with a redirect elsewhere: the cart shows it next.
    const fromCard = await lan.ctx.post("/gio-hang", {
      form: { intent: "add", productSaleId: other, quantity: "1", redirectTo: "/san-pham" },
      maxRedirects: 0,
    });
    expect(fromCard.status()).toBe(303);
    await lan.ctx.get(fromCard.headers()["location"] ?? "/san-pham");
    await expectCart(lan, { [book]: 3, [other]: 1 });

    expect(await change(lan, { intent: "remove", productSaleId: book })).toEqual({ [other]: 1 });
    await expectCart(lan, { [other]: 1 });
    await expectCart(minh, { [other]: 2 });
  } finally {
    await Promise.all([lan.ctx.dispose(), minh.ctx.dispose()]);
  }
});

test("a cookie of an account deleted in the privacy centre shows nothing of the old cart", async ({ playwright, baseURL }) => {
  const hoa = await newCustomer(playwright, baseURL, "Phạm Thị Hoa", "deleted");
  try {
    const [book] = await twoProducts(hoa.ctx);
    await change(hoa, { intent: "add", productSaleId: book, quantity: "2" });
    await expectCart(hoa, { [book]: 2 });
    const oldCookies = await hoa.ctx.storageState();
    const deleted = await hoa.ctx.post("/tai-khoan/du-lieu-ca-nhan", {
      form: { intent: "delete", password: hoa.password },
      maxRedirects: 0,
    });
    expect(deleted.status()).toBe(303);

    const kept = await playwright.request.newContext({ baseURL, storageState: oldCookies });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await kept.get("/gio-hang");
        expect(res.headers()["x-cart-page"]).toBeUndefined();
        const html = await res.text();
        expect(html).not.toContain(hoa.name);
        expect(linesOf(html).size).toBe(0);
      }
    } finally {
      await kept.dispose();
    }
  } finally {
    await hoa.ctx.dispose();
  }
});
