/**
 * The page cache (page-cache.server.ts) in process: what may be stored, keys, one render for
 * concurrent misses, freshness and stale-while-revalidate, the byte bound, clearing. Redis sharing is
 * tested with a real redis-server and two storefronts in tests/integration/scale-out.test.ts.
 */
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_CACHE_CONTROL } from "./cache-policy";

// The environment is read on the first import of ~/env.server: set before the imports.
vi.hoisted(() => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  delete process.env.REDIS_URL;
  delete process.env.PAGE_CACHE;
});
import {
  acceptsGzip,
  clearPageCache,
  isPageCacheCandidate,
  MAX_PAGE_BYTES,
  PAGE_STALE_MS,
  PAGE_TTL_MS,
  pageBody,
  pageCacheKey,
  pageCacheSize,
  resetPageCacheForTests,
  servePage,
  storablePage,
} from "./page-cache.server";

const shared = (body: string, extra: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED_CACHE_CONTROL, ...extra },
  });

beforeEach(() => resetPageCacheForTests());
afterEach(() => vi.useRealTimers());

describe("isPageCacheCandidate", () => {
  it("anonymous GET and HEAD only: no session, cart or toast cookie; never a single-fetch .data request", () => {
    expect(isPageCacheCandidate("GET", "/trang-chu", null)).toBe(true);
    expect(isPageCacheCandidate("HEAD", "/trang-chu", "")).toBe(true);
    expect(isPageCacheCandidate("GET", "/trang-chu", "__settings=abc; _ga=1")).toBe(true);
    expect(isPageCacheCandidate("POST", "/trang-chu", null)).toBe(false);
    expect(isPageCacheCandidate("GET", "/trang-chu.data", null)).toBe(false);
    for (const cookie of ["__session=x", "__cart=x", "__toast=x", "a=1; __cart=x"])
      expect(isPageCacheCandidate("GET", "/trang-chu", cookie)).toBe(false);
  });
});

describe("acceptsGzip", () => {
  it("accepts what browsers send, and a wildcard", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(["deflate", "gzip"])).toBe(true);
  });

  it("refuses no header, identity only, a zero quality, and a wildcard overridden by gzip;q=0", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
  });
});

describe("pageCacheKey", () => {
  it("separates settings variants, hosts, paths and query strings", () => {
    const keys = new Set([
      pageCacheKey({ variant: "light", host: "shop.vn", pathAndQuery: "/san-pham" }),
      pageCacheKey({ variant: "dark", host: "shop.vn", pathAndQuery: "/san-pham" }),
      pageCacheKey({ variant: "light", host: "other.vn", pathAndQuery: "/san-pham" }),
      pageCacheKey({ variant: "light", host: "shop.vn", pathAndQuery: "/san-pham?page=2" }),
      pageCacheKey({ variant: "light", host: "shop.vn", pathAndQuery: "/san-pham/1" }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe("storablePage", () => {
  it("keeps a shared 200 gzipped, without per-request or framing headers", async () => {
    const page = await storablePage(shared("<p>Sách</p>", { "Server-Timing": "up0;dur=1", "Content-Length": "14", Vary: "Cookie" }), 1_000);
    expect(page).not.toBeNull();
    expect(gunzipSync(page!.gzip).toString()).toBe("<p>Sách</p>");
    expect(page!.storedAt).toBe(1_000);
    const names = page!.headers.map(([n]) => n.toLowerCase());
    expect(names).toContain("cache-control");
    expect(names).toContain("vary");
    expect(names).not.toContain("server-timing");
    expect(names).not.toContain("content-length");
  });

  it("refuses what is not the same for everyone: private, Set-Cookie, not 200, too large", async () => {
    expect(await storablePage(new Response("x", { headers: { "Cache-Control": "private, no-store" } }))).toBeNull();
    expect(await storablePage(shared("x", { "Set-Cookie": "__toast=; Max-Age=0" }))).toBeNull();
    expect(await storablePage(new Response("x", { status: 404, headers: { "Cache-Control": SHARED_CACHE_CONTROL } }))).toBeNull();
    expect(await storablePage(shared("x".repeat(MAX_PAGE_BYTES + 1)))).toBeNull();
  });
});

describe("servePage", () => {
  it("renders once for concurrent misses, then serves the stored copy", async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return shared(`<p>lần ${renders}</p>`);
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => servePage("k", render)));
    expect(renders).toBe(1);
    expect(answers.filter((a) => "page" in a && a.state === "miss")).toHaveLength(1);
    expect(answers.filter((a) => "page" in a && a.state === "hit")).toHaveLength(9);
    const later = await servePage("k", render);
    expect("page" in later && later.state).toBe("hit");
    expect(renders).toBe(1);
  });

  it("gives a response that may not be stored to its own request, and each request renders its own", async () => {
    let renders = 0;
    const render = async () => new Response(`private ${++renders}`, { headers: { "Cache-Control": "private, no-store" } });
    const [a, b] = await Promise.all([servePage("p", render), servePage("p", render)]);
    expect("response" in a && (await a.response.text())).toMatch(/^private \d$/);
    expect("response" in b && (await b.response.text())).toMatch(/^private \d$/);
    expect(renders).toBe(2);
  });

  it("a fresh copy for PAGE_TTL_MS; then served stale while one background render replaces it; past the stale window rendered again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(0);
    let renders = 0;
    const render = async (background: boolean) => shared(`<p>${++renders}${background ? " nền" : ""}</p>`);
    await servePage("k", render);
    vi.setSystemTime(PAGE_TTL_MS - 1);
    expect((await servePage("k", render)) as { state: string }).toMatchObject({ state: "hit" });

    vi.setSystemTime(PAGE_TTL_MS + 1);
    const stale = await servePage("k", render);
    expect(stale).toMatchObject({ state: "stale" });
    expect(gunzipSync((stale as { page: { gzip: Buffer } }).page.gzip).toString()).toBe("<p>1</p>");
    await vi.waitFor(() => expect(renders).toBe(2));
    await vi.waitFor(async () => {
      const fresh = (await servePage("k", render)) as { state: string; page: { gzip: Buffer } };
      expect(fresh.state).toBe("hit");
      expect(gunzipSync(fresh.page.gzip).toString()).toBe("<p>2 nền</p>");
    });

    vi.setSystemTime(PAGE_TTL_MS + 1 + PAGE_TTL_MS + PAGE_STALE_MS + 1);
    expect(await servePage("k", render)).toMatchObject({ state: "miss" });
    expect(renders).toBe(3);
  });

  it("a failed render is thrown and nothing is stored; the next request renders again", async () => {
    await expect(servePage("k", async () => Promise.reject(new Error("upstream down")))).rejects.toThrow("upstream down");
    expect(await servePage("k", async () => shared("ok"))).toMatchObject({ state: "miss" });
  });

  it("counts hits, stale answers and misses, and reports its size, in /metrics", async () => {
    const { metricsText } = await import("./metrics.server");
    const count = async (state: string) =>
      Number(new RegExp(`storefront_page_cache_requests_total\\{state="${state}"\\} (\\d+)`).exec((await metricsText()).body)?.[1] ?? 0);
    const [misses, hits] = [await count("miss"), await count("hit")];
    await servePage("metrics", async () => shared("<p>x</p>"));
    await servePage("metrics", async () => shared("<p>x</p>"));
    expect(await count("miss")).toBe(misses + 1);
    expect(await count("hit")).toBe(hits + 1);
    const body = (await metricsText()).body;
    expect(Number(/storefront_page_cache_entries (\d+)/.exec(body)?.[1])).toBe(pageCacheSize().entries);
    expect(Number(/storefront_page_cache_bytes (\d+)/.exec(body)?.[1])).toBeGreaterThan(0);
  });

  it("clearPageCache drops every copy (a review changed a product)", async () => {
    await servePage("k", async () => shared("v1"));
    clearPageCache();
    expect(await servePage("k", async () => shared("v2"))).toMatchObject({ state: "miss" });
  });
});

describe("the byte bound (cache-busting query strings)", () => {
  it("a thousand distinct URLs never hold more than the bound: the oldest pages are evicted", async () => {
    const bound = 256 * 1024;
    resetPageCacheForTests(bound);
    // ~6 KB of gzip each: random bytes do not compress.
    const body = () => Buffer.from(Array.from({ length: 6000 }, () => Math.floor(Math.random() * 256))).toString("latin1");
    for (let i = 0; i < 1000; i++)
      await servePage(pageCacheKey({ variant: "v", host: "h", pathAndQuery: `/san-pham?utm=${i}` }), async () => shared(body()));
    const { entries, bytes } = pageCacheSize();
    expect(bytes).toBeLessThanOrEqual(bound);
    expect(entries).toBeGreaterThan(10);
    expect(entries).toBeLessThan(60);
    // The newest is still there; the first long gone.
    const newest = await servePage(pageCacheKey({ variant: "v", host: "h", pathAndQuery: "/san-pham?utm=999" }), async () =>
      shared("again"),
    );
    expect(newest).toMatchObject({ state: "hit" });
    const first = await servePage(pageCacheKey({ variant: "v", host: "h", pathAndQuery: "/san-pham?utm=0" }), async () => shared("again"));
    expect(first).toMatchObject({ state: "miss" });
  });

  it("the uncompressed body is kept beside the gzip once asked for, and counted", async () => {
    const served = (await servePage("k", async () => shared("<p>" + "sách ".repeat(2000) + "</p>"))) as {
      page: Parameters<typeof pageBody>[1];
    };
    const before = pageCacheSize().bytes;
    const raw = await pageBody("k", served.page);
    expect(raw.toString()).toContain("sách sách");
    expect(pageCacheSize().bytes).toBeGreaterThan(before + 10_000);
    const again = (await servePage("k", async () => shared("x"))) as { page: { raw?: Buffer } };
    expect(again.page.raw?.equals(raw)).toBe(true);
  });
});
