/**
 * `npm run bench` (issue #5): builds nothing itself (the npm script builds first), starts the shop
 * (reference upstream + storefront) on spare ports with a fresh temporary database, and prints for
 * the pages a shopper meets first:
 * - requests per second and p50/p99 latency under concurrent load (autocannon, BENCH_SECONDS each,
 *   default 5 s, 10 connections);
 * - HTML and CSS bytes (gzip) and the JS bytes needed to hydrate (gzip);
 * - the home page's time to first byte, its content not cached (UPSTREAM_SHORT_CACHE=off), with the
 *   upstream answering instantly and with an injected latency of 100 ms per call
 *   (UPSTREAM_LATENCY_MS): with every call in parallel it should stay close to 100 ms (target ≤ 115 ms).
 * It measures; it does not fail. Lighthouse: see README ("Performance").
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function startShop(latencyMs, port, upstreamPort, extraEnv = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "nxb-bench-"));
  const env = {
    ...process.env,
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    DATABASE_URL: path.join(dir, "bench.sqlite"),
    OUTBOX_DIR: path.join(dir, "outbox"),
    SESSION_SECRET: "bench-session-secret-0123456789",
    NODE_ENV: "production",
    UPSTREAM_LATENCY_MS: String(latencyMs),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  return { base, stop: () => child.kill("SIGTERM") };
}

async function sizes(base, page) {
  const html = await (await fetch(base + page)).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  let css = 0;
  let js = 0;
  for (const url of new Set(assets)) {
    const size = gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  return { html: gzipSync(html).length, css, js };
}

async function ttfb(url, runs = 15) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url);
    times.push(performance.now() - t); // fetch resolves at the response headers
    await res.arrayBuffer();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const shop = await startShop(0, 3390, 5390);
try {
  const article = (await (await fetch(`${shop.base}/tin-sach`)).text()).match(/href="(\/tin-sach\/[a-z0-9-]+)"/)?.[1] ?? "/tin-sach";
  const pages = ["/trang-chu", "/san-pham", "/san-pham/1", article];
  console.log(`bench: ${seconds}s of load per page, 10 connections\n`);
  console.log(
    "page".padEnd(60),
    "req/s".padStart(8),
    "p50".padStart(8),
    "p99".padStart(8),
    "html.gz".padStart(9),
    "css.gz".padStart(8),
    "html+css".padStart(9),
    "js.gz".padStart(8),
  );
  for (const page of pages) {
    await fetch(shop.base + page); // warm the cache
    const r = await autocannon({ url: shop.base + page, connections: 10, duration: seconds });
    const s = await sizes(shop.base, page);
    console.log(
      page.slice(0, 60).padEnd(60),
      String(Math.round(r.requests.average)).padStart(8),
      `${r.latency.p50}ms`.padStart(8),
      `${r.latency.p99}ms`.padStart(8),
      kb(s.html).padStart(9),
      kb(s.css).padStart(8),
      kb(s.html + s.css).padStart(9),
      kb(s.js).padStart(8),
    );
  }
} finally {
  shop.stop();
}

// TTFB of the home page with the upstream's per-call latency injected. The storefront runs with
// UPSTREAM_SHORT_CACHE=off: every request fetches the page's content (books, banners, news …) again,
// only the structure (block list, categories, logos — warmed at start) stays cached. So the median is
// what an uncached home costs: with no waterfall, one upstream round trip plus the render.
for (const latency of [0, 100]) {
  const s = await startShop(latency, 3391 + latency, 5391 + latency, { UPSTREAM_SHORT_CACHE: "off" });
  try {
    await sleep(1500); // the start-up warm-up: one round trip
    const first = performance.now();
    await (await fetch(`${s.base}/trang-chu`)).arrayBuffer();
    const firstMs = performance.now() - first;
    const median = await ttfb(`${s.base}/trang-chu`);
    console.log(
      `\nhome TTFB with ${latency} ms injected upstream latency, content not cached: median ${median.toFixed(0)} ms (target ≤ ${latency + 15} ms); first request after start ${firstMs.toFixed(0)} ms`,
    );
  } finally {
    s.stop();
  }
}
process.exit(0);
