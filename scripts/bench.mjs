/**
 * Benchmark of the pages a shopper on a slow phone meets first (not a test: it prints numbers).
 * Against a running shop (BENCH_URL, default http://127.0.0.1:3000; start it with `npm start`):
 * for each page, the median and p95 time to the full HTML over BENCH_RUNS requests (default 20),
 * the HTML size raw and gzipped, and the size of the CSS and JS the page references (gzipped).
 */
import { gzipSync } from "node:zlib";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.BENCH_RUNS ?? 20);
const pages = ["/trang-chu", "/san-pham", "/san-pham?searchContent=giao%20trinh", "/san-pham/1", "/gio-hang"];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function assetsOf(html) {
  const urls = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  let css = 0;
  let js = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    const size = gzipSync(body).length;
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  return { css, js };
}

console.log(`bench ${base}, ${runs} runs per page`);
console.log("page".padEnd(42), "median".padStart(8), "p95".padStart(8), "html".padStart(10), "html.gz".padStart(10), "css.gz".padStart(9), "js.gz".padStart(9));
for (const page of pages) {
  const times = [];
  let html = "";
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(base + page);
    html = await res.text();
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
  }
  const { css, js } = await assetsOf(html);
  console.log(page.padEnd(42), `${pct(times, 50).toFixed(1)}ms`.padStart(8), `${pct(times, 95).toFixed(1)}ms`.padStart(8), kb(Buffer.byteLength(html)).padStart(10), kb(gzipSync(html).length).padStart(10), kb(css).padStart(9), kb(js).padStart(9));
}
