/**
 * The page cache (ADR 0019) seen from outside, with real visitors on one storefront: an
 * anonymous page is rendered once and served to every guest, and never to — nor from — a visitor
 * with a session, a cart or a toast; the display settings give their own copy; a stored page's CSP
 * allows exactly its inline scripts by hash (no nonce shared between viewers); bad input (an 8 KB
 * Cookie header, hundreds of cache-busting query strings) gets ordinary answers. HTTP only ("http"
 * project). Every test asks for URLs no other test asks for (a unique query string), so the first
 * request of a URL is its render.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { honeypotOf } from "./http-customers";

const unique = () => `pc=${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The cart badge's count in a page's header ("Giỏ hàng (N sản phẩm)": the count, then the hidden words). */
const cartCount = (html: string) => Number(/>(\d+|99\+)<\/span><span[^>]*> sản phẩm\)<\/span>/.exec(html)?.[1] ?? NaN);

test("a guest's stored page never carries another visitor's name or cart, and theirs is never served from it", async ({
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL });
  const guest = await playwright.request.newContext({ baseURL });
  const shopper = await playwright.request.newContext({ baseURL });
  try {
    const login = await customer.post("/dang-nhap", {
      form: {
        name__confirm: "",
        hp_from: await honeypotOf(customer, "/dang-nhap"),
        email: "khachhang@example.com",
        password: "MatKhau@123",
      },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const productId = /href="\/san-pham\/(\d+)"/.exec(await (await guest.get("/san-pham")).text())?.[1];
    expect(productId).toBeTruthy();
    expect(
      (await customer.post("/gio-hang", { form: { intent: "add", productSaleId: productId!, quantity: "1" }, maxRedirects: 0 })).status(),
    ).toBe(303);
    // The page the add leads to shows (and consumes) its toast, as a browser's would.
    await customer.get("/gio-hang");
    // A guest with a cart (the __cart cookie) but no account.
    expect(
      (await shopper.post("/gio-hang", { form: { intent: "add", productSaleId: productId!, quantity: "2" }, maxRedirects: 0 })).status(),
    ).toBe(303);

    // The home and the product page (its shipping estimate to the customer's address a slot too) are
    // filled in from the anonymous copy for a customer (ADR 0030).
    for (const path of [`/trang-chu?${unique()}`, `/san-pham/${productId}?${unique()}`]) {
      // The signed-in customer first: private, with their greeting and cart, never stored — made
      // from the anonymous copy, rendered for this first request and stored (ADR 0030).
      const mine = await customer.get(path);
      expect(mine.status(), path).toBe(200);
      expect(mine.headers()["cache-control"], path).toBe("private, no-store");
      expect(mine.headers()["x-page-cache"], path).toBeUndefined();
      expect(mine.headers()["x-personal-page"], path).toBe("miss");
      const mineHtml = await mine.text();
      expect(mineHtml, path).toContain("Xin chào,");
      expect(cartCount(mineHtml), path).toBeGreaterThanOrEqual(1);

      // Then a guest: the shared copy, with no name, an empty cart, no cookie set.
      // (Stored by the customer's request either way: it looks for the anonymous copy before it
      // knows whether the page can be filled.)
      const first = await guest.get(path);
      expect(first.headers()["x-page-cache"], path).toBe("hit");
      expect(first.headers()["cache-control"], path).toContain("public");
      expect(first.headers()["set-cookie"], path).toBeUndefined();
      const shared = await first.text();
      expect(shared, path).not.toContain("Xin chào,");
      expect(cartCount(shared), path).toBe(0);

      // The guest's copy is served again to a guest, byte for byte …
      const again = await guest.get(path);
      expect(again.headers()["x-page-cache"], path).toBe("hit");
      expect(await again.text(), path).toBe(shared);
      // … but never to the customer or to the shopper with a cart: theirs are rendered for them.
      const mineAgain = await customer.get(path);
      expect(mineAgain.headers()["x-page-cache"], path).toBeUndefined();
      expect(await mineAgain.text(), path).toContain("Xin chào,");
      const cart = await shopper.get(path);
      expect(cart.headers()["x-page-cache"], path).toBeUndefined();
      expect(cart.headers()["cache-control"], path).toBe("private, no-store");
      expect(cartCount(await cart.text()), path).toBe(2);
    }
  } finally {
    await Promise.all([customer.dispose(), guest.dispose(), shopper.dispose()]);
  }
});

test("display settings get their own stored copy; the same settings share it", async ({ playwright, baseURL }) => {
  const dark = await playwright.request.newContext({ baseURL });
  const alsoDark = await playwright.request.newContext({ baseURL });
  const plain = await playwright.request.newContext({ baseURL });
  try {
    for (const context of [dark, alsoDark]) {
      const saved = await context.post("/cai-dat-hien-thi", {
        form: {
          intent: "save-settings",
          layout: "layout2",
          mode: "container",
          navbarPosition: "left",
          navbarStyle: "style-1",
          toolbar: "on",
          footer: "on",
          scheme: "dark",
          fontScale: "100",
          redirectTo: "/trang-chu",
        },
        maxRedirects: 0,
      });
      expect(saved.status()).toBeLessThan(400);
      // The toast of "saved" is read once; later pages carry only the settings cookie.
      await context.get("/cai-dat-hien-thi");
    }
    const path = `/tin-sach?${unique()}`;
    const darkPage = await dark.get(path);
    expect(await darkPage.text()).toMatch(/<html[^>]*data-scheme="dark"/);
    expect(darkPage.headers()["x-page-cache"]).toBe("miss");
    const plainPage = await plain.get(path);
    expect(plainPage.headers()["x-page-cache"]).toBe("miss");
    expect(await plainPage.text()).toMatch(/<html[^>]*data-scheme="light"/);
    const alsoDarkPage = await alsoDark.get(path);
    expect(alsoDarkPage.headers()["x-page-cache"]).toBe("hit");
    expect(await alsoDarkPage.text()).toMatch(/<html[^>]*data-scheme="dark"/);
  } finally {
    await Promise.all([dark.dispose(), alsoDark.dispose(), plain.dispose()]);
  }
});

test("a stored page's CSP allows exactly its inline scripts by hash, with no nonce", async ({ request }) => {
  // The news list hydrates: its stored copy carries Remix's inline scripts (a static page has none, ADR 0029).
  const path = `/tin-sach?${unique()}`;
  for (const expected of ["miss", "hit"]) {
    const res = await request.get(path);
    expect(res.headers()["x-page-cache"]).toBe(expected);
    const html = await res.text();
    const csp = res.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("nonce-");
    expect(html).not.toMatch(/<script[^>]*\snonce=/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\bsrc=|application\/(ld\+)?json/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) {
      const hash = createHash("sha256").update(text!, "utf8").digest("base64");
      expect(scriptSrc, `inline script ${text!.slice(0, 40)}…`).toContain(`'sha256-${hash}'`);
    }
  }
  // A private page keeps a fresh nonce per response.
  const login1 = (await request.get("/dang-nhap")).headers()["content-security-policy"];
  const login2 = (await request.get("/dang-nhap")).headers()["content-security-policy"];
  expect(login1).toMatch(/'nonce-[^']+'/);
  expect(login1).not.toBe(login2);
});

test("bad input: an 8 KB Cookie header and 300 cache-busting query strings get ordinary answers", async ({ request }) => {
  const junk = Array.from({ length: 200 }, (_, i) => `junk${i}=${"x".repeat(32)}`).join("; ");
  expect(junk.length).toBeGreaterThan(8000);
  const withJunk = await request.get(`/trang-chu?${unique()}`, { headers: { Cookie: junk } });
  expect(withJunk.status()).toBe(200);
  expect(withJunk.headers()["x-page-cache"]).toBe("miss");

  const base = unique();
  const statuses = new Set<number>();
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => request.get(`/tin-sach?${base}&utm=${round}-${i}`)));
    for (const a of answers) statuses.add(a.status());
  }
  expect([...statuses]).toEqual([200]);
  // A stale cookie of ours that does not verify is a guest's page (never an error).
  const forged = await request.get(`/trang-chu?${unique()}`, { headers: { Cookie: "__settings=forged.value; __cart=forged" } });
  expect(forged.status()).toBe(200);
  expect(forged.headers()["cache-control"]).toBe("private, no-store");
});
