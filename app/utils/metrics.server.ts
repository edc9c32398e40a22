/**
 * The storefront's Prometheus metrics (ADR 0016; docs/operations.md "Metrics"), with prom-client on a
 * registry of its own, served by `/metrics` (app/routes/metrics.tsx):
 *
 * - `storefront_web_vital_{lcp,inp,fcp,ttfb}_seconds` and `storefront_web_vital_cls` — one histogram
 *   per vital, labelled by `route` (the Remix route id the browser reported). At most
 *   MAX_ROUTE_LABELS distinct routes are kept; any further one is counted as `other`, so a client
 *   inventing route ids cannot grow the registry without bound.
 * - `storefront_upstream_request_duration_seconds` — every upstream call, labelled `method`, `path`
 *   (numeric and long opaque segments replaced by `:id`) and `status` (`error` when no answer).
 * - `storefront_page_cache_requests_total{state}` — anonymous documents answered by the page cache
 *   (ADR 0019): `hit`, `stale` or `miss`; `storefront_page_cache_bytes` and
 *   `storefront_page_cache_entries` — the in-process store's size (read at scrape time).
 * - `storefront_orders_placed_total{payment_method}` — orders the checkout placed (the upstream
 *   answered with a gateway hand-off or a placed order), by the method's stored name: VNPay, ePay,
 *   COD, VietQR, MoMo. Whether one was paid is the upstream's to count (IPNs and the bank feed reach it).
 * - the process' default metrics (memory, CPU, event loop), prefixed `storefront_`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { VitalName } from "~/utils/vitals";

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "storefront_" });

/** Most distinct `route` label values of the vitals (the route table has about 100 ids). */
const MAX_ROUTE_LABELS = 200;
const knownRoutes = new Set<string>();

const timeBuckets = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20];
const vitalHistograms: Record<VitalName, Histogram<"route">> = {
  LCP: new Histogram({
    name: "storefront_web_vital_lcp_seconds",
    help: "Largest Contentful Paint (web-vitals), seconds",
    labelNames: ["route"],
    buckets: timeBuckets,
    registers: [registry],
  }),
  INP: new Histogram({
    name: "storefront_web_vital_inp_seconds",
    help: "Interaction to Next Paint (web-vitals), seconds",
    labelNames: ["route"],
    buckets: timeBuckets,
    registers: [registry],
  }),
  FCP: new Histogram({
    name: "storefront_web_vital_fcp_seconds",
    help: "First Contentful Paint (web-vitals), seconds",
    labelNames: ["route"],
    buckets: timeBuckets,
    registers: [registry],
  }),
  TTFB: new Histogram({
    name: "storefront_web_vital_ttfb_seconds",
    help: "Time to First Byte (web-vitals), seconds",
    labelNames: ["route"],
    buckets: timeBuckets,
    registers: [registry],
  }),
  CLS: new Histogram({
    name: "storefront_web_vital_cls",
    help: "Cumulative Layout Shift (web-vitals), unitless score",
    labelNames: ["route"],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  }),
};

const upstreamDuration = new Histogram({
  name: "storefront_upstream_request_duration_seconds",
  help: "Duration of the storefront's calls to the upstream, seconds",
  labelNames: ["method", "path", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const pageCacheRequests = new Counter({
  name: "storefront_page_cache_requests_total",
  help: "Anonymous documents answered by the page cache, by state (hit, stale, miss)",
  labelNames: ["state"],
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: "storefront_orders_placed_total",
  help: "Orders placed through the storefront's checkout, by payment method",
  labelNames: ["payment_method"],
  registers: [registry],
});

/**
 * Counts one order placed with `paymentMethod` (a stored method name). Anything else than a short
 * word counts as `other`, so the label set stays bounded whatever the caller passes.
 */
export function observeOrderPlaced(paymentMethod: string): void {
  ordersPlaced.inc({ payment_method: /^[A-Za-z]{2,12}$/.test(paymentMethod) ? paymentMethod : "other" });
}

/** The page cache's size, read when scraped (set by the page cache: metrics know nothing of it). */
let pageCacheSizeReader: () => { entries: number; bytes: number } = () => ({ entries: 0, bytes: 0 });
new Gauge({
  name: "storefront_page_cache_bytes",
  help: "Bytes held by the in-process page cache (gzip bodies and bookkeeping)",
  registers: [registry],
  collect() {
    this.set(pageCacheSizeReader().bytes);
  },
});
new Gauge({
  name: "storefront_page_cache_entries",
  help: "Pages held by the in-process page cache",
  registers: [registry],
  collect() {
    this.set(pageCacheSizeReader().entries);
  },
});

/** Counts one document answered by the page cache (`hit`, `stale` or `miss`). */
export function observePageCache(state: "hit" | "stale" | "miss"): void {
  pageCacheRequests.inc({ state });
}

/** Lets the page cache report its size at scrape time. */
export function reportPageCacheSize(read: () => { entries: number; bytes: number }): void {
  pageCacheSizeReader = read;
}

/** `route` as a label: itself while fewer than MAX_ROUTE_LABELS are known, else `other`. */
function routeLabel(route: string): string {
  if (knownRoutes.has(route)) return route;
  if (knownRoutes.size >= MAX_ROUTE_LABELS) return "other";
  knownRoutes.add(route);
  return route;
}

/** Counts one web vital: `value` in ms (CLS unitless), stored in seconds (CLS as is). */
export function observeVital(name: VitalName, route: string, value: number): void {
  vitalHistograms[name].observe({ route: routeLabel(route) }, name === "CLS" ? value : value / 1000);
}

/** An upstream path as a label: ids (digits, or long opaque segments) replaced by `:id`. */
function pathLabel(path: string): string {
  return path
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) || segment.length > 40 ? ":id" : segment))
    .join("/");
}

/**
 * Counts one upstream call: `method`, `path` (the URL's pathname, no query), `status` (null when the
 * call failed without an answer) and its duration in ms.
 */
export function observeUpstream(method: string, path: string, status: number | null, ms: number): void {
  upstreamDuration.observe({ method, path: pathLabel(path), status: status === null ? "error" : String(status) }, ms / 1000);
}

/** The registry in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
