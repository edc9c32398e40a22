/**
 * The request context (ADR 0011): the page URL Remix's loaders see, each cookie session read once
 * however often it is asked for, one Server-Timing list for all of the request's clients, `memo`.
 */
import { beforeAll, describe, expect, it } from "vitest";

let ctx: typeof import("~/context.server");
let session: typeof import("~/session.server");
beforeAll(async () => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  ctx = await import("~/context.server");
  session = await import("~/session.server");
});

describe("pageUrlOf", () => {
  it.each([
    ["http://shop.test/gio-hang", "http://shop.test/gio-hang"],
    ["http://shop.test/gio-hang.data?_routes=root%2Croutes%2Fcart", "http://shop.test/gio-hang"],
    ["http://shop.test/_root.data", "http://shop.test/"],
    ["http://shop.test/san-pham.data?page=2&_routes=products", "http://shop.test/san-pham?page=2"],
    ["http://shop.test/?index&affiliateCode=X", "http://shop.test/?affiliateCode=X"],
    ["http://shop.test/tin-sach/a.b.data", "http://shop.test/tin-sach/a.b"],
  ])("%s → %s", (from, to) => {
    expect(ctx.pageUrlOf(new Request(from)).href).toBe(to);
  });
});

describe("createRequestContext", () => {
  it("reads each cookie session once, whoever asks, and says so in Server-Timing", async () => {
    const guest = await session.getGuestCart(new Request("http://shop.test/"));
    guest.cart.lines = [{ productSaleId: 7, quantity: 2 }];
    const cookie = (await guest.setCookie())!.split(";")[0]!;
    const c = ctx.createRequestContext(new Request("http://shop.test/gio-hang", { headers: { Cookie: cookie } }));
    expect(c.sessionReads).toBe(0);
    const [a, b] = await Promise.all([c.guestCart(), c.guestCart()]);
    expect(a).toBe(b);
    expect(a.cart.lines).toEqual([{ productSaleId: 7, quantity: 2 }]);
    await Promise.all([c.authSession(), c.authSession(), c.pendingToast(), c.pendingToast()]);
    expect(c.sessionReads).toBe(3);
    expect(c.serverTiming()).toBe('ctx;desc="session-reads=3"');
  });

  it("gives every request its own id, state and memo; contextOf finds an attached one", () => {
    const request = new Request("http://shop.test/");
    const one = ctx.createRequestContext(request);
    const two = ctx.createRequestContext(new Request("http://shop.test/"));
    expect(one.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.requestId).not.toBe(two.requestId);
    const key = Symbol("k");
    let made = 0;
    expect(one.memo(key, () => ++made)).toBe(1);
    expect(one.memo(key, () => ++made)).toBe(1);
    expect(two.memo(key, () => ++made)).toBe(2);
    expect(ctx.contextOf(request)).toBe(one);
    const copy = new Request(request.url);
    ctx.attachContext(copy, one);
    expect(ctx.contextOf(copy)).toBe(one);
    expect(ctx.contextOf(new Request(request.url))).not.toBe(one);
  });
});

describe("cookieChanges (what the write-back would set)", () => {
  it("names only the stores changed, and a redirect consumes no toast", async () => {
    const toast = (await session.setToast({ type: "info", message: "Một" })).split(";")[0]!;
    const c = ctx.createRequestContext(new Request("http://shop.test/", { headers: { Cookie: toast } }));
    const [guest, auth] = await Promise.all([c.guestCart(), c.authSession(), c.settingsCookie()]);
    expect(c.cookieChanges()).toEqual([]);
    expect((await c.pendingToast()).toasts).toHaveLength(1);
    expect(c.cookieChanges()).toEqual(["__toast"]);
    expect(c.cookieChanges(true)).toEqual([]);
    guest.cart.lines.push({ productSaleId: 7, quantity: 1 });
    auth.setResetEmail("a@example.com");
    expect(c.cookieChanges(true)).toEqual(["__session", "__cart"]);
    guest.cart.lines.pop();
    auth.setResetEmail(null);
    expect(c.cookieChanges(true)).toEqual([]);
    auth.end();
    c.flashToast({ type: "success", message: "Hai" });
    expect(c.cookieChanges(true)).toEqual(["__session", "__toast"]);
  });
});
