/**
 * The side-by-side part of `npm run bench`: the shop's anonymous pages measured against a
 * bare Remix v2 page (bench/anchor: one loader returning 24 products as JSON, a cookie session read,
 * vanilla-extract CSS, the classic compiler, `remix-serve`) in the same run, so that the figures are
 * ratios to it — absolute numbers on these shared 2-core machines are noise.
 *
 * - `buildAnchor()` / `startAnchor(port)`: builds bench/anchor and serves it with remix-serve.
 * - `sideBySide(shop, anchor, pages, options)`: for each page, autocannon runs alternating anchor and
 *   page (A B A B, `connections` each, `seconds` each); prints req/s, the ratio to the anchor runs of
 *   the same block, p50/p99 (ms), HTML and hydration JS bytes (gzip).
 * - `lighthouseTable(rows)`: Lighthouse mobile (its default: simulated slow 4G, a mid-range phone)
 *   performance, LCP, TBT and CLS of each URL, with LCP as a ratio to the anchor's; the system
 *   Chromium (scripts/chromium.mjs; CHROME_PATH) started here with remote debugging.
 * - `bundleReport(base, pages)`: the JavaScript each page pulls in to hydrate, largest chunks first.
 *
 * Goals printed beside the figures: throughput ≥ 0.5 × the anchor, Lighthouse ≥ 98, LCP ≤
 * 1.2 × the anchor's, TBT ≤ 50 ms, CLS ≤ 0.02, hydration JS ≤ 80 KB gzip. It measures; it never fails.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const ANCHOR_DIR = path.resolve("bench/anchor");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Builds bench/anchor with the classic compiler (scripts/remix-build.mjs, NODE_ENV=production). */
export function buildAnchor() {
  execFileSync(process.execPath, [path.resolve("scripts/remix-build.mjs"), ANCHOR_DIR], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Spawns `command args` (`options` as for `spawn`) and resolves once `readyUrl` answers 2xx (polled
 * every 100 ms, up to `tries` times): `{ pid, stop() }`, `stop()` resolving once it has exited (the
 * next process may take the same port). Used for the shop, the anchor and Chromium.
 */
export async function startUntilReady(command, args, options, readyUrl, tries = 300) {
  const child = spawn(command, args, options);
  const exited = once(child, "exit");
  for (let i = 0; i < tries && child.exitCode === null; i++) {
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Starts `remix-serve` on the built anchor at `port`; resolves once it answers. `stop()` ends it. */
export async function startAnchor(port) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startUntilReady(
    process.execPath,
    [path.resolve("node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"],
    { cwd: ANCHOR_DIR, env: { ...process.env, PORT: String(port), NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
    `${base}/`,
    200,
  );
  return { base, ...server };
}

/**
 * HTML bytes and the JS needed to hydrate (gzip) of `page`, with each script's gzip size. The
 * modules are those the page preloads or loads (`href`/`src` attributes, as `<Scripts />` renders
 * them for the anchor) and those its deferred route-modules script adds after the first paint
 * (app/components/scripts-after-paint.tsx: its `for (const href of [...])` list and `import("…")`s).
 */
async function pageBytes(base, page, headers = {}) {
  const html = await (await fetch(base + page, { headers })).text();
  const deferred = [...html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)].flatMap((m) => JSON.parse(m[1]));
  const scripts = [
    ...[...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...deferred,
    ...[...html.matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)].map((m) => m[1]),
  ];
  const chunks = [];
  for (const url of new Set(scripts)) chunks.push({ url, gz: gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length });
  return { html: gzipSync(html).length, js: chunks.reduce((a, c) => a + c.gz, 0), chunks: chunks.sort((a, b) => b.gz - a.gz) };
}

const run = (url, connections, seconds, headers = {}) => autocannon({ url, connections, duration: seconds, headers });

/** "ok", "MISSED", or "—" when the goal does not apply to the page. */
const verdict = (applies, met) => (applies ? (met ? "ok" : "MISSED") : "—");

/**
 * Throughput side by side: for each shop page, `rounds` × (anchor run, page run). Prints a table and
 * returns its rows `{ page, rps, ratio, p50, p99, html, js }` (rps in requests/s, latencies in ms,
 * bytes gzip). `goals(page)` says which of the goals apply to a page (`{ throughput, js }`,
 * default both; the throughput goal is a ratio ≥ `minRatio`); a goal that does not apply is printed
 * as "—". `headers` go with every request to the shop (e.g. a signed-in customer's Cookie), `label`
 * is added to each row's page name.
 */
export async function sideBySide(
  shop,
  anchor,
  pages,
  {
    seconds = 5,
    connections = 50,
    rounds = 2,
    goals = () => ({ throughput: true, js: true }),
    minRatio = 0.5,
    headers = {},
    label = "",
  } = {},
) {
  const anchorBytes = await pageBytes(anchor.base, "/");
  console.log(
    `side by side with the bare Remix anchor: ${connections} connections, ${seconds} s a run, anchor and page alternating ×${rounds}`,
  );
  console.log(
    "page".padEnd(44),
    "req/s".padStart(7),
    "anchor".padStart(7),
    "ratio".padStart(6),
    "p50".padStart(7),
    "p99".padStart(7),
    "html.gz".padStart(9),
    "js.gz".padStart(9),
    `  goal ratio ≥ ${minRatio}, js ≤ 80 KB`,
  );
  const rows = [];
  const anchorAll = [];
  for (const page of pages) {
    await run(shop.base + page, connections, 1, headers); // warm caches and the JIT
    await run(`${anchor.base}/`, connections, 1);
    const a = [];
    const b = [];
    let last;
    for (let i = 0; i < rounds; i++) {
      a.push((await run(`${anchor.base}/`, connections, seconds)).requests.average);
      last = await run(shop.base + page, connections, seconds, headers);
      b.push(last.requests.average);
    }
    anchorAll.push(...a);
    const bytes = await pageBytes(shop.base, page, headers);
    const row = {
      page: page + label,
      rps: mean(b),
      anchorRps: mean(a),
      ratio: mean(b) / mean(a),
      p50: last.latency.p50,
      p99: last.latency.p99,
      html: bytes.html,
      js: bytes.js,
      chunks: bytes.chunks,
    };
    rows.push(row);
    console.log(
      row.page.slice(0, 44).padEnd(44),
      String(Math.round(row.rps)).padStart(7),
      String(Math.round(row.anchorRps)).padStart(7),
      row.ratio.toFixed(2).padStart(6),
      `${row.p50}ms`.padStart(7),
      `${row.p99}ms`.padStart(7),
      kb(row.html).padStart(9),
      kb(row.js).padStart(9),
      `  ${verdict(goals(page).throughput, row.ratio >= minRatio)}, js ${verdict(goals(page).js, row.js <= 80 * 1024)}`,
    );
  }
  console.log(
    "anchor /".padEnd(44),
    String(Math.round(mean(anchorAll))).padStart(7),
    "".padStart(7),
    "1.00".padStart(6),
    "".padStart(7),
    "".padStart(7),
    kb(anchorBytes.html).padStart(9),
    kb(anchorBytes.js).padStart(9),
  );
  return rows;
}

/** The JavaScript each page loads to hydrate, its five largest chunks (gzip). */
export function bundleReport(rows) {
  console.log("\nJavaScript to hydrate, largest chunks (gzip):");
  for (const row of rows) {
    console.log(`  ${row.page}: ${kb(row.js)} in ${row.chunks.length} files`);
    for (const c of row.chunks.slice(0, 5)) console.log(`      ${kb(c.gz).padStart(9)}  ${c.url}`);
  }
}

/** Lighthouse (mobile, performance only) of `url` in the Chromium listening on `port`. */
async function lighthouseOnce(lighthouse, url, port, jsonFile) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result.lhr, null, 1));
  const audits = result.lhr.audits;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    // Every script the page transferred (deferred modules and dynamic imports included), bytes.
    js: audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? NaN,
  };
}

/** `[min, median, max]` of `values`. */
const spread = (values) => [Math.min(...values), median(values), Math.max(...values)];

/**
 * Lighthouse mobile figures of `targets` (`[{ name, url, anchor? }]`, one of them the anchor), each
 * the median of `runs` runs (and min / median / max of score, TBT and LCP, the JavaScript transferred
 * from the `resource-summary` audit); prints them with LCP as a ratio to the anchor's. Returns the
 * rows (`score`, `lcp`, `tbt`, `cls`, `js` medians; `scores`, `lcps`, `tbts` spreads; `worstScore`,
 * `worstTbt`). Skipped, saying why,
 * when no Chromium is found. With `jsonDir`, each run's report (LHR JSON) is written there as
 * `<name>-<run>.json` (name with non-alphanumerics replaced by `_`).
 */
export async function lighthouseTable(targets, { runs = 1, jsonDir } = {}) {
  const chrome = CHROMIUM_PATH;
  if (!existsSync(chrome)) {
    console.log(`\nLighthouse skipped: no Chromium at ${chrome} (set CHROME_PATH)`);
    return [];
  }
  const { default: lighthouse } = await import("lighthouse");
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(path.join(tmpdir(), "nxb-lighthouse-"));
  const browser = await startUntilReady(
    chrome,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
    `http://127.0.0.1:${port}/json/version`,
    100,
  );
  try {
    const rows = [];
    for (const t of targets) {
      const found = [];
      if (jsonDir) mkdirSync(jsonDir, { recursive: true });
      const file = (i) => jsonDir && path.join(jsonDir, `${t.name.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}-${i}.json`);
      for (let i = 0; i < runs; i++) found.push(await lighthouseOnce(lighthouse, t.url, port, file(i)));
      rows.push({
        ...t,
        score: median(found.map((f) => f.score)),
        lcp: median(found.map((f) => f.lcp)),
        tbt: median(found.map((f) => f.tbt)),
        cls: median(found.map((f) => f.cls)),
        scores: spread(found.map((f) => f.score)),
        lcps: spread(found.map((f) => f.lcp)),
        tbts: spread(found.map((f) => f.tbt)),
        js: median(found.map((f) => f.js)),
        worstScore: Math.min(...found.map((f) => f.score)),
        worstTbt: Math.max(...found.map((f) => f.tbt)),
      });
    }
    const anchorLcp = rows.find((r) => r.anchor)?.lcp ?? NaN;
    console.log(
      `\nLighthouse mobile (simulated slow 4G, median of ${runs}): goals score ≥ 98, LCP ≤ 1.2 × anchor, TBT ≤ 50 ms, CLS ≤ 0.02`,
    );
    console.log("page".padEnd(44), "score".padStart(6), "LCP".padStart(8), "× anchor".padStart(9), "TBT".padStart(7), "CLS".padStart(6));
    for (const r of rows) {
      const ok = r.anchor || (r.score >= 98 && r.lcp <= 1.2 * anchorLcp && r.tbt <= 50 && r.cls <= 0.02);
      console.log(
        r.name.slice(0, 44).padEnd(44),
        String(r.score).padStart(6),
        `${(r.lcp / 1000).toFixed(2)}s`.padStart(8),
        (r.lcp / anchorLcp).toFixed(2).padStart(9),
        `${Math.round(r.tbt)}ms`.padStart(7),
        r.cls.toFixed(3).padStart(6),
        r.anchor ? "" : `  ${ok ? "ok" : "MISSED"}`,
      );
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\nLighthouse mobile, min / median / max of ${runs} runs; JavaScript transferred (resource summary, median)`);
    console.log("page".padEnd(36), "score".padStart(12), "TBT ms".padStart(14), "LCP × anchor".padStart(18), "JS".padStart(10));
    for (const r of rows) {
      console.log(
        r.name.slice(0, 36).padEnd(36),
        r.scores.join("/").padStart(12),
        r.tbts.map(Math.round).join("/").padStart(14),
        r.lcps
          .map((v) => (v / anchorLcp).toFixed(2))
          .join("/")
          .padStart(18),
        kb(r.js).padStart(10),
      );
    }
    return rows;
  } finally {
    await browser.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The browsing pages' goals (ADR 0029) from `lighthouseTable`'s rows: in EVERY run TBT ≤ 50 ms and
 * score ≥ 95, the median LCP ≤ 1.0 × the anchor's, the JavaScript transferred ≤ the anchor's + 15 KB.
 * `browsing` names the rows judged. Prints one line per goal and page, "met" or "NOT MET".
 */
export function goalsTable(rows, browsing) {
  const anchor = rows.find((r) => r.anchor);
  if (!anchor) return;
  const judged = rows.filter((r) => browsing.has(r.name));
  const goals = [
    ["TBT ≤ 50 ms in every run", (r) => r.worstTbt <= 50, (r) => `max ${Math.round(r.worstTbt)} ms`],
    ["score ≥ 95 in every run", (r) => r.worstScore >= 95, (r) => `min ${r.worstScore}`],
    ["LCP ≤ 1.0 × anchor (median)", (r) => r.lcp <= anchor.lcp, (r) => `${(r.lcp / anchor.lcp).toFixed(2)} ×`],
    [
      "JS ≤ anchor + 15 KB",
      (r) => r.js <= anchor.js + 15 * 1024,
      (r) => `${(r.js / 1024).toFixed(1)} KB (limit ${((anchor.js + 15 * 1024) / 1024).toFixed(1)} KB)`,
    ],
  ];
  console.log("\nGoals (issue 34, browsing pages)");
  for (const [goal, met, shown] of goals) {
    for (const r of judged) console.log(goal.padEnd(30), r.name.slice(0, 36).padEnd(36), shown(r).padEnd(30), met(r) ? "met" : "NOT MET");
  }
}
