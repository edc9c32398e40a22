/**
 * A customer's cart page kept for seconds (cart-page-cache.server.ts, ADR 0031): one render per
 * customer and variant, never another customer's page, dropped by their mutations, a fresh nonce on
 * every answer, bounded memory. The environment is read once, on the first import of ~/env.server:
 * it is set before the app modules are imported. Tokens are minted with any key (the storefront only
 * decodes them).
 */
import { SignJWT } from "jose";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const SHOP = "http://shop.test";

let cache: typeof import("./cart-page-cache.server");
let session: typeof import("~/session.server");
let requestContext: typeof import("~/context.server");

beforeAll(async () => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  delete process.env.COOKIE_SECURE;
  delete process.env.PUBLIC_URL;
  delete process.env.PAGE_CACHE;
  cache = await import("./cart-page-cache.server");
  session = await import("~/session.server");
  requestContext = await import("~/context.server");
});
beforeEach(() => cache.resetCartPagesForTests());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A JWT as the upstream mints it; `sub` tells customers apart. */
async function mint(sub: string, exp = nowSeconds() + 3600): Promise<string> {
  return new SignJWT({ email: `${sub}@example.com`, name: `Khách ${sub}`, role: "user" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setSubject(sub)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode("any-key-the-storefront-never-checks-0123"));
}

/** A browser signed in with `token`: its `Cookie` header. */
async function customer(token: string): Promise<string> {
  const s = await session.getAuthSession(new Request(`${SHOP}/`));
  s.setToken(token, false);
  return (await s.setCookie())!.split(";")[0]!;
}

const cartRequest = (cookie: string, path = "/gio-hang", method = "GET") =>
  new Request(new URL(path, SHOP), { method, headers: { Cookie: cookie } });

/** A rendered cart page as the app answers it: a nonce in the CSP and on two inline scripts. */
function rendered(text: string, init: { status?: number; setCookie?: string } = {}): Response {
  const nonce = "Tk9OQ0Utb2YtdGhlLXJlbmRlcg==";
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
    "Server-Timing": 'up0;desc="GET /api/Order";dur=3',
  });
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  const html = `<html><script nonce="${nonce}">a()</script><main>${text}</main><script nonce="${nonce}">b()</script></html>`;
  return new Response(html, { status: init.status ?? 200, headers });
}

/** What a customer gets: the page's text, its nonces and state (or the unkept response). */
async function serve(cookie: string, render: () => Promise<Response>, path = "/gio-hang") {
  const answer = await cache.serveCartPage({ request: cartRequest(cookie, path), render });
  if (!answer) return null;
  if (answer.kind === "response") return { kind: "response" as const, status: answer.response.status };
  const body = answer.body.toString("utf8");
  const csp = answer.headers.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1] ?? "";
  return {
    kind: "page" as const,
    state: answer.state,
    main: /<main>(.*)<\/main>/.exec(body)?.[1],
    nonces: [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]),
    cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    timing: answer.headers.some(([name]) => name.toLowerCase() === "server-timing"),
  };
}

describe("which requests the cart page cache answers", () => {
  it("a customer's GET or HEAD of /gio-hang only, without a pending toast", () => {
    expect(cache.isCartPageCandidate("GET", "/gio-hang", "__session=abc")).toBe(true);
    expect(cache.isCartPageCandidate("HEAD", "/gio-hang", "__settings=x; __session=abc")).toBe(true);
    expect(cache.isCartPageCandidate("POST", "/gio-hang", "__session=abc")).toBe(false);
    expect(cache.isCartPageCandidate("GET", "/gio-hang", "__cart=abc")).toBe(false);
    expect(cache.isCartPageCandidate("GET", "/gio-hang", "__session=abc; __toast=t")).toBe(false);
    expect(cache.isCartPageCandidate("GET", "/gio-hang.data", "__session=abc")).toBe(false);
    expect(cache.isCartPageCandidate("GET", "/thanh-toan", "__session=abc")).toBe(false);
  });

  it("none when the storefront is one of several replicas (REDIS_URL): another replica would not see the drops", async () => {
    vi.resetModules();
    process.env.REDIS_URL = "redis://127.0.0.1:6379/0";
    try {
      const replica = await import("./cart-page-cache.server");
      expect(replica.isCartPageCandidate("GET", "/gio-hang", "__session=abc")).toBe(false);
    } finally {
      delete process.env.REDIS_URL;
      vi.resetModules();
    }
  });

  it("renders as usual (null) without a valid session: none, or an expired token", async () => {
    const render = vi.fn(async () => rendered("x"));
    expect(await serve("__settings=1", render)).toBeNull();
    expect(await serve(await customer(await mint("7", nowSeconds() - 5)), render)).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });
});

describe("a customer's cart page kept for seconds", () => {
  it("renders once, then answers from the kept copy with a fresh nonce each time", async () => {
    const cookie = await customer(await mint("1"));
    const render = vi.fn(async () => rendered("2 cuốn"));
    const first = await serve(cookie, render);
    const second = await serve(cookie, render);
    const third = await serve(cookie, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect([first?.kind === "page" && first.state, second?.kind === "page" && second.state]).toEqual(["miss", "hit"]);
    for (const answer of [first, second, third]) {
      if (answer?.kind !== "page") throw new Error("expected a page");
      expect(answer.main).toBe("2 cuốn");
      expect(answer.nonces).toHaveLength(2);
      expect(new Set(answer.nonces).size).toBe(1);
      expect(answer.cspNonce).toBe(answer.nonces[0]);
      expect(answer.timing).toBe(false); // the render's Server-Timing is not replayed
    }
    const nonces = [first, second, third].map((a) => (a?.kind === "page" ? a.nonces[0] : ""));
    expect(new Set(nonces).size).toBe(3);
    expect(nonces).not.toContain("Tk9OQ0Utb2YtdGhlLXJlbmRlcg==");
  });

  it("never shows one customer's cart to another", async () => {
    const lan = await customer(await mint("1"));
    const minh = await customer(await mint("2"));
    await serve(lan, async () => rendered("giỏ của Lan"));
    await serve(minh, async () => rendered("giỏ của Minh"));
    const again = vi.fn(async () => rendered("không dùng"));
    expect(await serve(lan, again)).toMatchObject({ main: "giỏ của Lan", state: "hit" });
    expect(await serve(minh, again)).toMatchObject({ main: "giỏ của Minh", state: "hit" });
    expect(again).not.toHaveBeenCalled();
  });

  it("keeps each query and cookie variant apart (the offer lists' pages, display settings)", async () => {
    const cookie = await customer(await mint("1"));
    await serve(cookie, async () => rendered("trang 1"));
    expect(await serve(cookie, async () => rendered("trang 2"), "/gio-hang?voucherPage=2")).toMatchObject({
      main: "trang 2",
      state: "miss",
    });
    expect(await serve(`${cookie}; __settings=abc`, async () => rendered("cỡ chữ lớn"))).toMatchObject({ main: "cỡ chữ lớn" });
    expect(await serve(cookie, async () => rendered("không dùng"))).toMatchObject({ main: "trang 1", state: "hit" });
  });

  it("shows the customer's own change on the very next GET: a mutation of theirs drops their pages only", async () => {
    const tokenLan = await mint("1");
    const lan = await customer(tokenLan);
    const minh = await customer(await mint("2"));
    await serve(lan, async () => rendered("1 cuốn"));
    await serve(minh, async () => rendered("giỏ của Minh"));
    // Lan's POST (add, set, remove, a code…), as the storefront's server ends every request.
    const post = requestContext.createRequestContext(cartRequest(lan, "/gio-hang", "POST"));
    await cache.forgetCartPagesAfter(post, tokenLan);
    expect(await serve(lan, async () => rendered("3 cuốn"))).toMatchObject({ main: "3 cuốn", state: "miss" });
    expect(await serve(minh, async () => rendered("không dùng"))).toMatchObject({ main: "giỏ của Minh", state: "hit" });
  });

  it("a plain GET of another page drops nothing", async () => {
    const token = await mint("1");
    const cookie = await customer(token);
    await serve(cookie, async () => rendered("1 cuốn"));
    await cache.forgetCartPagesAfter(requestContext.createRequestContext(cartRequest(cookie, "/trang-chu")), token);
    expect(await serve(cookie, async () => rendered("không dùng"))).toMatchObject({ main: "1 cuốn", state: "hit" });
  });

  it("never keeps a render that started before a drop (an older cart cannot come back)", async () => {
    const token = await mint("1");
    const cookie = await customer(token);
    let finish: (r: Response) => void = () => undefined;
    const slow = serve(cookie, () => new Promise<Response>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.forgetCartPages(token); // the cart changed while the page was being rendered
    finish(rendered("trước khi đổi"));
    expect(await slow).toMatchObject({ main: "trước khi đổi" }); // its own request still gets it
    expect(await serve(cookie, async () => rendered("sau khi đổi"))).toMatchObject({ main: "sau khi đổi", state: "miss" });
  });

  it("shares one render among a customer's concurrent requests", async () => {
    const cookie = await customer(await mint("1"));
    const render = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return rendered("chung");
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => serve(cookie, render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a?.kind === "page" && a.main === "chung")).toBe(true);
  });

  it("does not keep a redirect, an error or an answer that sets a cookie", async () => {
    const cookie = await customer(await mint("1"));
    expect(await serve(cookie, async () => rendered("x", { status: 302 }))).toEqual({ kind: "response", status: 302 });
    expect(await serve(cookie, async () => rendered("x", { setCookie: "__session=; Max-Age=0" }))).toEqual({
      kind: "response",
      status: 200,
    });
    expect(await serve(cookie, async () => rendered("x", { status: 500 }))).toEqual({ kind: "response", status: 500 });
    expect(cache.cartPagesSize().tokens).toBe(0);
  });

  it("renders again after the TTL", async () => {
    cache.resetCartPagesForTests(40);
    const cookie = await customer(await mint("1"));
    await serve(cookie, async () => rendered("cũ"));
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(await serve(cookie, async () => rendered("mới"))).toMatchObject({ main: "mới", state: "miss" });
  });

  it("stays bounded with many customers", async () => {
    const big = "x".repeat(30_000);
    const n = cache.CART_PAGE_MAX_TOKENS + 300;
    for (let i = 0; i < n; i++) await serve(await customer(await mint(String(i))), async () => rendered(big));
    const size = cache.cartPagesSize();
    expect(size.tokens).toBeLessThanOrEqual(cache.CART_PAGE_MAX_TOKENS);
    expect(size.bytes).toBeLessThanOrEqual(cache.CART_PAGE_MAX_BYTES);
    expect(size.tokens).toBeGreaterThan(100);
  });
});
