/**
 * Render once, serve many (ADR 0019): a cache of the anonymous documents that the server
 * entry marks shareable (`Cache-Control: SHARED_CACHE_CONTROL`, app/utils/cache-policy.ts, ADR 0007),
 * consulted by the storefront's HTTP server (storefront/server.ts) before Remix.
 *
 * - **What is stored**: a 200 answer with exactly SHARED_CACHE_CONTROL and no Set-Cookie — the entry
 *   gives that only to a GET/HEAD without the session, cart or toast cookie, of routes that opt in
 *   with PUBLIC_PAGE — whose CSP allows its inline scripts by hash (app/utils/csp.server.ts), so the
 *   copy is the same for every viewer. Kept: status, headers (without Set-Cookie, Server-Timing and
 *   the framing headers), the body gzipped, and when it was rendered.
 * - **Key**: the variant (the visitor's display settings, the only cookie an anonymous page depends
 *   on — computed by the caller), the host and the path with its query string, as sent.
 * - **Freshness**: a copy is served for PAGE_TTL_MS; then, up to PAGE_STALE_MS more, it is still served
 *   while one request re-renders it in the background; older copies are dropped. Concurrent misses of
 *   one key wait for one render. A change made through this storefront that drops an upstream answer
 *   (a review: `UpstreamClient.forget`) clears the in-process copies (`clearPageCache`); other
 *   replicas' copies and Redis's age out within PAGE_TTL_MS + PAGE_STALE_MS.
 * - **Bounds**: the in-process store is an LRU bounded by bytes (PAGE_CACHE_MAX_MB, default 32 MB of
 *   gzip), so cache-busting query strings evict old pages rather than grow memory; a body over
 *   MAX_PAGE_BYTES is not stored.
 * - **Redis** (REDIS_URL): copies are also written to Redis (`storefront:page:<sha256 of the key>`,
 *   expiring with the copy), and read from it on an in-process miss, so a page rendered by one replica
 *   is served by the others. Any Redis failure falls back to the in-process store (logged by
 *   app/utils/redis.server.ts); a page is never failed by Redis.
 * - PAGE_CACHE=off (env.server.ts) turns the cache off.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";
import { hasPersonalCookie, SHARED_CACHE_CONTROL } from "~/utils/cache-policy";
import { observePageCache, reportPageCacheSize } from "~/utils/metrics.server";
import { getRedis, reportRedisError } from "~/utils/redis.server";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How long a stored page is served as is (ms). */
export const PAGE_TTL_MS = 10_000;
/**
 * After PAGE_TTL_MS, how long a stored page is still served while it is re-rendered in the background
 * (ms). TTL + stale = 60 s, the `s-maxage` the same pages already allow shared caches.
 */
export const PAGE_STALE_MS = 50_000;
/** Largest body (uncompressed bytes) that is stored. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Prefix of the page cache's keys in Redis. */
const REDIS_PAGE_PREFIX = "storefront:page:";

/**
 * Set by the server entry on a shareable document whose route is a static page (`STATIC_PAGE`,
 * cache-policy.ts: not hydrated): the stored copy may be personalised for a signed-in customer
 * (app/features/personal, ADR 0030). Kept as `CachedPage.personalisable`, never stored as a header
 * nor sent.
 */
export const STATIC_PAGE_HEADER = "X-Static-Page";

/** A stored document. `storedAt` is when it was rendered (ms since the epoch). */
export interface CachedPage {
  status: number;
  /** The document is a static page's (see STATIC_PAGE_HEADER). */
  personalisable?: boolean;
  /** Response headers as [name, value] pairs, without Set-Cookie, Server-Timing, Content-Length, Content-Encoding. */
  headers: [string, string][];
  /** The body, gzip. */
  gzip: Buffer;
  /** The body uncompressed, kept only once a client that does not accept gzip asked for it (`pageBody`). */
  raw?: Buffer;
  storedAt: number;
}

/** How a page was answered: `hit` (fresh copy), `stale` (copy served while re-rendered), `miss` (rendered now). */
export type PageCacheState = "hit" | "stale" | "miss";

/** Headers never stored: per request (Set-Cookie, Server-Timing) or the framing of one transfer. */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "server-timing",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  STATIC_PAGE_HEADER.toLowerCase(),
]);

/** Bytes an entry holds besides its body (key, headers, bookkeeping), for the LRU's bound. */
const ENTRY_OVERHEAD_BYTES = 1024;

let memory = newMemory(env.pageCacheMaxBytes);
const inFlight = new Map<string, Promise<CachedPage | null>>();
const refreshing = new Set<string>();

function newMemory(maxBytes: number) {
  return new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.gzip.length + (page.raw?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: PAGE_TTL_MS + PAGE_STALE_MS,
  });
}

/**
 * Whether a request may be answered from the cache: the cache is on, the method is GET or HEAD, the
 * path is not a single-fetch data request (`.data`) and the `Cookie` header carries none of the
 * session, cart or toast cookies (`hasPersonalCookie`, cache-policy.ts). What is stored is decided
 * by the answer (see `storablePage`), so a candidate may still be rendered every time (e.g. a 404).
 */
export function isPageCacheCandidate(method: string, pathname: string, cookieHeader: string | null | undefined): boolean {
  return (
    env.pageCache && (method === "GET" || method === "HEAD") && !pathname.endsWith(".data") && !hasPersonalCookie(cookieHeader ?? null)
  );
}

/**
 * The cache key of a document: `variant` (e.g. the display settings as JSON), the host and the path
 * with its query string exactly as requested (`/san-pham?page=2`). Distinct query strings are
 * distinct pages; the byte bound keeps their number in check.
 */
export function pageCacheKey(input: { variant: string; host: string; pathAndQuery: string }): string {
  return `${input.variant}\n${input.host}\n${input.pathAndQuery}`;
}

/**
 * The page to store for `response`, or `null` (the response is then untouched): a 200 with exactly
 * SHARED_CACHE_CONTROL, no Set-Cookie and a body up to MAX_PAGE_BYTES. Reads and gzips the body.
 */
export async function storablePage(response: Response, now = Date.now()): Promise<CachedPage | null> {
  if (response.status !== 200 || response.headers.get("Cache-Control") !== SHARED_CACHE_CONTROL) return null;
  if (response.headers.has("Set-Cookie") || !response.body) return null;
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > MAX_PAGE_BYTES) return null;
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_PAGE_BYTES) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (!UNSTORED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  const personalisable = response.headers.get(STATIC_PAGE_HEADER) === "1";
  return { status: response.status, personalisable, headers, gzip: await gzipAsync(body), storedAt: now };
}

/**
 * The uncompressed body of the stored page of `key`, for a client that does not accept gzip (rare
 * among browsers; common among scripts and load tools): un-gzipped once, then kept beside the gzip
 * copy for the rest of the page's life (counted in the byte bound).
 */
export async function pageBody(key: string, page: CachedPage): Promise<Buffer> {
  if (page.raw) return page.raw;
  const raw = await gunzipAsync(page.gzip);
  const left = page.storedAt + PAGE_TTL_MS + PAGE_STALE_MS - Date.now();
  if (memory.get(key) === page && left > 0) memory.set(key, { ...page, raw }, { ttl: left });
  return raw;
}

/**
 * Whether an `Accept-Encoding` header value accepts gzip: `gzip` or `*` listed with a quality above
 * 0 (`gzip;q=0` refuses it). No header: identity only, as HTTP says. Cheaper than express's
 * `req.acceptsEncodings` (negotiator), which ran on every page-cache hit.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let star = false;
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [coding = "", ...params] = part.split(";");
    const name = coding.trim().toLowerCase();
    if (name !== "gzip" && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip") return accepted;
    star = accepted;
  }
  return star;
}

const redisKey = (key: string) => REDIS_PAGE_PREFIX + createHash("sha256").update(key).digest("hex");

/** JSON of a page in Redis (the body in base64). */
interface StoredPage {
  s: number;
  h: [string, string][];
  b: string;
  t: number;
  /** `personalisable` */
  p?: boolean;
}

async function readRedis(key: string): Promise<CachedPage | null> {
  const redis = await getRedis();
  if (!redis) return null;
  try {
    const raw = await redis.get(redisKey(key));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredPage;
    return {
      status: stored.s,
      personalisable: stored.p === true,
      headers: stored.h,
      gzip: Buffer.from(stored.b, "base64"),
      storedAt: stored.t,
    };
  } catch (error) {
    reportRedisError("page cache read", error);
    return null;
  }
}

async function writeRedis(key: string, page: CachedPage): Promise<void> {
  const redis = await getRedis();
  if (!redis) return;
  const stored: StoredPage = { s: page.status, h: page.headers, b: page.gzip.toString("base64"), t: page.storedAt, p: page.personalisable };
  try {
    await redis.set(redisKey(key), JSON.stringify(stored), { EXAT: Math.ceil((page.storedAt + PAGE_TTL_MS + PAGE_STALE_MS) / 1000) });
  } catch (error) {
    reportRedisError("page cache write", error);
  }
}

/** Keeps `page` in process for what remains of its life (and in Redis when configured). */
async function remember(key: string, page: CachedPage, alsoRedis: boolean): Promise<void> {
  const left = page.storedAt + PAGE_TTL_MS + PAGE_STALE_MS - Date.now();
  if (left <= 0) return;
  memory.set(key, page, { ttl: left });
  if (alsoRedis) await writeRedis(key, page);
}

/** The stored page of `key`: in process, else from Redis (then kept in process too); `null` if none. */
async function lookup(key: string): Promise<CachedPage | null> {
  const local = memory.get(key);
  if (local) return local;
  const remote = await readRedis(key);
  if (remote) await remember(key, remote, false);
  return remote;
}

/**
 * Renders `key` once: concurrent callers of the same key get `leader: false` and the shared `page`
 * (the stored page, or `null` when the answer was not storable or the render failed). The leader also
 * gets `answer`: the stored page with the render's Server-Timing, or the rendered response when it was
 * not storable (body unread).
 */
function renderOnce(
  key: string,
  render: () => Promise<Response>,
):
  | { leader: false; page: Promise<CachedPage | null> }
  | { leader: true; answer: Promise<{ page: CachedPage; timing: string | null } | Response> } {
  const pending = inFlight.get(key);
  if (pending) return { leader: false, page: pending };
  let settle!: (page: CachedPage | null) => void;
  inFlight.set(key, new Promise<CachedPage | null>((resolve) => (settle = resolve)));
  const answer = (async () => {
    try {
      const rendered = await render();
      const stored = await storablePage(rendered);
      if (stored) await remember(key, stored, true);
      settle(stored);
      return stored ? { page: stored, timing: rendered.headers.get("Server-Timing") } : rendered;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      inFlight.delete(key);
    }
  })();
  return { leader: true, answer };
}

/**
 * Answers a candidate request (see `isPageCacheCandidate`) from the cache:
 * - a fresh copy → `{ page, state: "hit" }`;
 * - a copy past PAGE_TTL_MS but within PAGE_STALE_MS → `{ page, state: "stale" }`, and `render(true)`
 *   re-renders it in the background (once per key at a time; a failure is logged, the copy kept);
 * - otherwise `render(false)` runs (once for all concurrent requests of the key): a storable answer
 *   is stored and given as `{ page, state: "miss", timing }` (the render's Server-Timing) to the request
 *   that rendered it and as `{ page, state: "hit" }` to the others; any other answer is given as
 *   `{ response }` to the request that rendered it, and the others render their own.
 * `render(background)` is the app's answer to this request (`background`: not tied to the client's
 * connection). Errors of `render(false)` are thrown.
 */
export async function servePage(
  key: string,
  render: (background: boolean) => Promise<Response>,
): Promise<{ page: CachedPage; state: PageCacheState; timing?: string | null } | { response: Response }> {
  const answer = await answerPage(key, render);
  if ("page" in answer) observePageCache(answer.state);
  return answer;
}

async function answerPage(
  key: string,
  render: (background: boolean) => Promise<Response>,
): Promise<{ page: CachedPage; state: PageCacheState; timing?: string | null } | { response: Response }> {
  const found = await lookup(key);
  const age = found ? Date.now() - found.storedAt : Infinity;
  if (found && age < PAGE_TTL_MS) return { page: found, state: "hit" };
  if (found && age < PAGE_TTL_MS + PAGE_STALE_MS) {
    refreshInBackground(key, () => render(true));
    return { page: found, state: "stale" };
  }
  const once = renderOnce(key, () => render(false));
  if (!once.leader) {
    const page = await once.page;
    return page ? { page, state: "hit" } : { response: await render(false) };
  }
  const answer = await once.answer;
  return answer instanceof Response ? { response: answer } : { ...answer, state: "miss" };
}

function refreshInBackground(key: string, render: () => Promise<Response>) {
  if (refreshing.has(key)) return;
  const once = renderOnce(key, render);
  if (!once.leader) return; // a render of this key is already under way
  refreshing.add(key);
  void once.answer
    .then((answer) => {
      if (!(answer instanceof Response)) return;
      // Not storable any more (e.g. the page now answers 404): the old copy is dropped, the body not read.
      memory.delete(key);
      return answer.body?.cancel();
    })
    .catch((error: unknown) => console.error("[page-cache] background render failed; the stored copy is kept:", error))
    .finally(() => refreshing.delete(key));
}

/**
 * Drops every in-process copy (a change made through this storefront, e.g. a review, see
 * `UpstreamClient.forget`). Redis copies and other replicas' age out (module docs).
 */
export function clearPageCache(): void {
  memory.clear();
}

/** The in-process store's size: entries and bytes (as counted for the bound). For /metrics and tests. */
export function pageCacheSize(): { entries: number; bytes: number } {
  return { entries: memory.size, bytes: memory.calculatedSize };
}
reportPageCacheSize(pageCacheSize);

/** Tests only: a store bounded by `maxBytes`, emptied. */
export function resetPageCacheForTests(maxBytes = env.pageCacheMaxBytes): void {
  memory = newMemory(maxBytes);
  inFlight.clear();
  refreshing.clear();
}
