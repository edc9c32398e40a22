/**
 * Signed-in customers' static pages (ADR 0030) seen from outside: a customer's home, catalog and
 * product page are the page cache's anonymous copy with their own greeting and cart count filled in
 * (`X-Personal-Page`, `private, no-store`), never another customer's — two fresh customers alternate
 * on the same URLs while one, then the other, adds books (each sees their own count at once, the
 * other's never moves); a guest on the same URLs gets the shared copy, without a name; a cookie
 * of an account deleted through the privacy centre never shows the old greeting again. HTTP only
 * ("http" project), without JavaScript by nature. Every URL carries a unique query string, so the
 * first request of a URL is its render.
 */
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { latestCode } from "./support";

const unique = () => `pp=${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The cart badge's count in a page's header ("Giỏ hàng (N sản phẩm)": the count, then the hidden words). */
const cartCount = (html: string) => Number(/>(\d+|99\+)<\/span><span[^>]*> sản phẩm\)<\/span>/.exec(html)?.[1] ?? NaN);

async function honeypotOf(request: APIRequestContext) {
  const html = await (await request.get("/dang-nhap")).text();
  const hp = /name="hp_from"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(hp, "honeypot").toBeTruthy();
  return hp!;
}

interface Customer {
  name: string;
  email: string;
  password: string;
  ctx: APIRequestContext;
}

/** Registers, activates and signs in a new customer through the storefront's forms. */
async function newCustomer(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  name: string,
  tag: string,
): Promise<Customer> {
  const email = `personal.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "MatKhau@123";
  const reg = await playwright.request.newContext({ baseURL });
  const post = async (url: string, fields: Record<string, string>) =>
    reg.post(url, { form: { name__confirm: "", hp_from: await honeypotOf(reg), ...fields }, maxRedirects: 0 });
  const registered = await post("/dang-ky", { name, email, phone: "0912345678", password, confirmPassword: password, terms: "on" });
  expect(registered.status(), "registration").toBe(303);
  expect((await post("/kich-hoat-tai-khoan", { intent: "activate", securityCode: latestCode(email) })).status(), "activation").toBe(303);
  await reg.dispose();
  const ctx = await playwright.request.newContext({ baseURL });
  const login = await ctx.post("/dang-nhap", {
    form: { name__confirm: "", hp_from: await honeypotOf(ctx), email, password },
    maxRedirects: 0,
  });
  expect(login.status(), "login").toBe(303);
  // The sign-in's toast is shown (and consumed) by the page it leads to, rendered in full.
  await ctx.get(login.headers()["location"] ?? "/trang-chu");
  return { name, email, password, ctx };
}

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
    // The product page is rendered per customer (its shipping estimate goes to their address): not filled.
    const paths = [`/trang-chu?${unique()}`, `/san-pham?${unique()}`, `/thu-vien?${unique()}`];
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
