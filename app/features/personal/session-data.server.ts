/**
 * What the pages of a signed-in customer fetch from the upstream — the account cart's count for the
 * header's badge on every page, and the province of their address for the product page's shipping
 * estimate (the name, roles and shortcuts ride in the JWT and `__session`; no static page shows
 * course marks) — kept in process for a few seconds per token (ADR 0030), so that a customer
 * browsing the shop costs one upstream call per SESSION_DATA_TTL_MS and piece, not one per page.
 * Each piece is fetched apart (only the pages that show it ask for it) but kept, dropped and bounded
 * alike.
 *
 * - **Key**: the SHA-256 of the bearer token (base64url); the token itself is never a key.
 * - **Bounds**: at most SESSION_DATA_MAX_ENTRIES entries per piece (an LRU: 1,000 customers a minute hold ~1,000
 *   entries of a few dozen bytes, and the oldest go first beyond the bound), each for SESSION_DATA_TTL_MS.
 * - **Own changes are seen at once**: the storefront drops a customer's entry whenever it changes
 *   their cart (app/features/cart/cart.server.ts) and after every mutation or session change of
 *   theirs (`forgetSessionData`, storefront/server.ts). A fetch that started before a drop does not
 *   store its (possibly older) answer.
 * - **Changes made elsewhere** (another device, the back office, an account deleted by an admin) show
 *   within SESSION_DATA_TTL_MS; a 401 of the upstream on the next fetch ends the session as before.
 * - In process only (not Redis): the entries are tiny and the drops must be immediate on the replica
 *   that served the change; with several replicas, another replica may show the old count for up to
 *   SESSION_DATA_TTL_MS (ADR 0030).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { RequestContext } from "~/context.server";

/** How long a customer's session data is reused (ms): a few pages of browsing. */
const SESSION_DATA_TTL_MS = 5_000;
/** Most customers kept at once. */
export const SESSION_DATA_MAX_ENTRIES = 10_000;

/** A customer's data every page shows. */
export interface SessionData {
  /** Σ quantities of the account cart (the header's badge). */
  cartCount: number;
}

/** The province the customer's estimates go to (a city id of the 2025 map), null when none is saved. */
export type SessionProvince = number | null;

let entries = newEntries();
let provinces = newProvinces();
/** The drop counter when each key was last dropped (kept a minute: longer than any fetch). */
let dropped = new LRUCache<string, number>({ max: SESSION_DATA_MAX_ENTRIES, ttl: 60_000 });
let drops = 0;
const inFlight = new Map<string, Promise<SessionData>>();
const provincesInFlight = new Map<string, Promise<SessionProvince>>();

function newEntries(ttl = SESSION_DATA_TTL_MS) {
  return new LRUCache<string, SessionData>({ max: SESSION_DATA_MAX_ENTRIES, ttl });
}

// LRUCache stores objects only: the province is boxed.
function newProvinces(ttl = SESSION_DATA_TTL_MS) {
  return new LRUCache<string, { cityId: SessionProvince }>({ max: SESSION_DATA_MAX_ENTRIES, ttl });
}

/** The cache key of a bearer token: its SHA-256, base64url. */
export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The session data of `token`: the kept copy while fresh, else `fetch()`'s (one fetch at a time per
 * token; concurrent callers share it), kept unless the token's entry was dropped meanwhile.
 * Errors of `fetch` (e.g. a 401) are thrown to every caller sharing it; nothing is kept then.
 */
export async function sessionDataFor(token: string, fetch: () => Promise<SessionData>): Promise<SessionData> {
  const key = tokenKey(token);
  const kept = entries.get(key);
  if (kept) return kept;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const startedAt = drops;
  const fetching = fetch()
    .then((data) => {
      keep(key, data, startedAt);
      return data;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, fetching);
  return fetching;
}

/**
 * The province of `token`'s customer (their default address's, else their profile's; see
 * app/features/catalog/shipping-estimate.server.ts): kept like {@link sessionDataFor}'s data — for
 * SESSION_DATA_TTL_MS, one fetch at a time per token, dropped by `forgetSessionData` (any change the
 * customer makes through the storefront: an address added, edited, deleted or made the default, the
 * profile saved) and never kept when the fetch started before such a drop. Errors of `fetch` are
 * thrown to every caller sharing it; nothing is kept then.
 */
export async function sessionProvinceFor(token: string, fetch: () => Promise<SessionProvince>): Promise<SessionProvince> {
  const key = tokenKey(token);
  const kept = provinces.get(key);
  if (kept) return kept.cityId;
  const pending = provincesInFlight.get(key);
  if (pending) return pending;
  const startedAt = drops;
  const fetching = fetch()
    .then((cityId) => {
      if (!droppedSince(key, startedAt)) provinces.set(key, { cityId });
      return cityId;
    })
    .finally(() => provincesInFlight.delete(key));
  provincesInFlight.set(key, fetching);
  return fetching;
}

/**
 * Keeps `data` for `token`, fetched fresh by a page that needed the whole cart (the cart page):
 * `startedAt` is `sessionDataClock()` when that fetch started.
 */
export function rememberSessionData(token: string, data: SessionData, startedAt: number): void {
  keep(tokenKey(token), data, startedAt);
}

/** Whether `key` was dropped after `startedAt` (a fetch started then may hold older data). */
function droppedSince(key: string, startedAt: number): boolean {
  return (dropped.get(key) ?? -1) > startedAt;
}

function keep(key: string, data: SessionData, startedAt: number) {
  if (droppedSince(key, startedAt)) return;
  entries.set(key, data);
}

/** The drop counter now (see `rememberSessionData`). */
export function sessionDataClock(): number {
  return drops;
}

/** Drops `token`'s data at once (the customer changed something through this storefront, or signed out). */
export function forgetSessionData(token: string | null | undefined): void {
  if (!token) return;
  const key = tokenKey(token);
  drops++;
  dropped.set(key, drops);
  entries.delete(key);
  provinces.delete(key);
}

/**
 * The tokens whose per-customer copies a finished request made stale, for every per-token cache (this
 * one, the kept cart pages) to drop on the same rule: none after a GET or HEAD that left the session
 * as it was; after a mutation (any other method: cart, profile, consents, purchase, account deletion)
 * or a changed session (sign-in, sign-out — a GET —, an ended session), the token the request came
 * with (`before`, read before it ran) and the one it leaves. Either may be null (no session).
 */
export async function tokensChangedBy(context: RequestContext, before: string | null): Promise<(string | null)[]> {
  const mutation = context.request.method !== "GET" && context.request.method !== "HEAD";
  if (!mutation && !context.cookieChanges().includes("__session")) return [];
  return [before, (await context.authSession()).token];
}

/** Entries held now (tests, metrics). */
export function sessionDataSize(): number {
  return entries.size;
}

/** Tests only: empties the cache, entries living `ttlMs`. */
export function resetSessionDataForTests(ttlMs = SESSION_DATA_TTL_MS): void {
  entries = newEntries(ttlMs);
  provinces = newProvinces(ttlMs);
  dropped = new LRUCache<string, number>({ max: SESSION_DATA_MAX_ENTRIES, ttl: 60_000 });
  drops = 0;
  inFlight.clear();
  provincesInFlight.clear();
}
