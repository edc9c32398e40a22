/**
 * Web vitals and `/metrics`: the beacon route counts a posted vital, refuses garbage,
 * 1 MB and a flood from one client without a 500; `/metrics` is 404 without METRICS_TOKEN, 401
 * without the right bearer, and shows the vital and the upstream call durations with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, getRequest, useUpstream } from "./support";

const TOKEN = "metrics-token-0123456789";

useUpstream();

let vitals: typeof import("~/routes/vitals");
let metrics: typeof import("~/routes/metrics");
let news: typeof import("~/routes/news");
let env: typeof import("~/env.server").env;

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN;
  process.env.LOG_LEVEL = "silent";
  vitals = await import("~/routes/vitals");
  metrics = await import("~/routes/metrics");
  news = await import("~/routes/news");
  env = (await import("~/env.server")).env;
});

/** A beacon as sendBeacon posts it, from client address `ip`. */
function beacon(body: string, ip = "203.0.113.7"): Request {
  return new Request("http://shop.test/api/vitals", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "X-Storefront-Client-Ip": ip },
  });
}

const scrape = (authorization?: string) =>
  call(
    metrics.loader as never,
    new Request("http://shop.test/metrics", { headers: authorization ? { Authorization: authorization } : {} }),
  );

describe("/metrics", () => {
  it("refuses a scrape without the right bearer token, and is 404 when no token is configured", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).headers.get("www-authenticate")).toContain("Bearer");
    const saved = env.metricsToken;
    env.metricsToken = null;
    try {
      expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      env.metricsToken = saved;
    }
  });

  it("counts a posted vital per route and the upstream calls of a page", async () => {
    const body = JSON.stringify({
      route: "routes/product",
      metrics: [
        { name: "LCP", value: 1500, rating: "good" },
        { name: "CLS", value: 0.02 },
      ],
    });
    expect((await call(vitals.action as never, beacon(body))).status).toBe(204);
    await call(news.loader as never, getRequest("/tin-sach"));
    const out = await scrape(`Bearer ${TOKEN}`);
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toBe("no-store");
    const text = String(out.data);
    expect(text).toMatch(/storefront_web_vital_lcp_seconds_count\{route="routes\/product"\} 1/);
    expect(text).toMatch(/storefront_web_vital_lcp_seconds_sum\{route="routes\/product"\} 1\.5/);
    expect(text).toMatch(/storefront_web_vital_cls_count\{route="routes\/product"\} 1/);
    expect(text).toMatch(/storefront_upstream_request_duration_seconds_count\{method="GET",path="\/api\/[^"]+",status="200"\} \d+/);
  });
});

describe("the vitals beacon refuses bad input cleanly", () => {
  it.each([
    ["garbage JSON", "{not json", 400],
    ["a valid JSON of the wrong shape", JSON.stringify({ route: "x", metrics: [{ name: "FID", value: 1 }] }), 400],
    ["1 MB", "x".repeat(1024 * 1024), 413],
  ])("%s → %i", async (_, body, status) => {
    expect((await call(vitals.action as never, beacon(body, "203.0.113.8"))).status).toBe(status);
  });

  it("stops a flood from one client with 429 and Retry-After, other clients unaffected", async () => {
    const body = JSON.stringify({ route: "routes/home", metrics: [{ name: "TTFB", value: 50 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) statuses.push((await call(vitals.action as never, beacon(body, "198.51.100.9"))).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const refused = await call(vitals.action as never, beacon(body, "198.51.100.9"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(vitals.action as never, beacon(body, "198.51.100.10"))).status).toBe(204);
  });

  it("answers GET with 405", async () => {
    expect((await call(vitals.loader as never, getRequest("/api/vitals"))).status).toBe(405);
  });
});
