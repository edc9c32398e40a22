/**
 * A signed-in customer's cart page (`/gio-hang`), rendered once and reused for a few seconds
 * (ADR 0031). The page is private (lines, codes, the customer's own offers) and hydrates, so the page
 * cache of ADR 0019 and the filled copies of ADR 0030 cannot serve it; what this keeps is the
 * customer's own rendered document, for that customer only.
 *
 * - **Key**: the SHA-256 of the bearer token (never the token), then per token a variant: the SHA-256
 *   of host, path and query and the request's whole `Cookie` header. Two customers never share an
 *   entry; a changed cookie of any kind (display settings, the cart cookie, a rotated session) is
 *   another variant, rendered afresh.
 * - **What is kept**: only a 200 HTML answer that sets no cookie, as bytes cut around its CSP nonce;
 *   every answer gets a fresh nonce (body and `Content-Security-Policy`), so a nonce is never reused
 *   across responses.
 * - **How long**: CART_PAGE_TTL_MS (5 s, like the per-token session data of ADR 0030: changes made
 *   elsewhere — another device, the back office, a price or a stock level — show within that).
 * - **The customer's own changes show on the very next GET**: `forgetCartPagesAfter` (called by the
 *   storefront's server after every request of a customer) drops the token's entries after any
 *   mutation (any method but GET/HEAD: cart lines, codes, checkout, profile, account deletion) or
 *   session change (sign-in, sign-out, an ended session); the cart store drops them as well when it
 *   changes the cart (cart.server.ts). A render that started before a drop is never stored (a drop
 *   counter), so an older page cannot come back.
 * - **Bounds**: an LRU of at most CART_PAGE_MAX_TOKENS customers and CART_PAGE_MAX_BYTES bytes,
 *   CART_PAGE_MAX_VARIANTS variants per customer (the offer lists' page numbers).
 * - One render at a time per variant: concurrent requests wait for it and share its bytes.
 * - Off with the page cache (`PAGE_CACHE=off`), like ADR 0030's filled pages, and off when the
 *   storefront runs as one of several replicas (REDIS_URL set): the drops are in process, so a change
 *   answered by one replica would not drop the copy another one keeps, and the redirect after a
 *   customer's change could show their old cart for up to 5 s.
 */
import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { createRequestContext, type RequestContext } from "~/context.server";
import { env } from "~/env.server";
import { getAuth } from "~/features/auth/auth.server";
import { tokenKey, tokensChangedBy } from "~/features/personal/session-data.server";

/** How long a customer's rendered cart page is reused (ms). */
const CART_PAGE_TTL_MS = 5_000;
/** Most customers kept at once. */
export const CART_PAGE_MAX_TOKENS = 2_000;
/** Most bytes kept (bodies and headers; a cart page is ~30 KB, so ~500 customers at the bound). */
export const CART_PAGE_MAX_BYTES = 16 * 1024 * 1024;
/** Most variants (query, cookies) kept per customer; the oldest is dropped beyond it. */
const CART_PAGE_MAX_VARIANTS = 4;
/** The only path served from this cache. */
export const CART_PAGE_PATH = "/gio-hang";

/** A stored answer: status, headers and the body cut around its nonce (joined with a fresh one). */
interface StoredCartPage {
  status: number;
  headers: [string, string][];
  /** The body's bytes between occurrences of the nonce (one part when it has none). */
  parts: Buffer[];
  /** The nonce the render used ("" when none). */
  nonce: string;
  size: number;
}

/** A token's variants, newest last. */
type TokenEntry = Map<string, StoredCartPage>;

let entries = newEntries();
/** The drop counter when each token was last dropped (kept a minute: longer than any render). */
let dropped = new LRUCache<string, number>({ max: CART_PAGE_MAX_TOKENS * 5, ttl: 60_000 });
let drops = 0;
const inFlight = new Map<string, Promise<StoredCartPage | null>>();

function newEntries(ttl = CART_PAGE_TTL_MS) {
  return new LRUCache<string, TokenEntry>({
    max: CART_PAGE_MAX_TOKENS,
    maxSize: CART_PAGE_MAX_BYTES,
    sizeCalculation: (entry) => {
      let size = 64;
      for (const page of entry.values()) size += page.size;
      return Math.max(1, size);
    },
    ttl,
  });
}

/** The names of the cookies of a `Cookie` header. */
function cookieNames(cookieHeader: string | null | undefined): string[] {
  return (cookieHeader ?? "").split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
}

/**
 * Whether a request may be answered from this cache: the page cache is on, the storefront runs alone
 * (no REDIS_URL: see the module's header), a GET or HEAD of
 * exactly `/gio-hang` (not single fetch's `.data`), with `__session` and without `__toast` (a pending
 * toast is shown, and consumed, by a full render).
 */
export function isCartPageCandidate(method: string, pathname: string, cookieHeader: string | null | undefined): boolean {
  if (!env.pageCache || env.redisUrl !== null || (method !== "GET" && method !== "HEAD") || pathname !== CART_PAGE_PATH) return false;
  const names = cookieNames(cookieHeader);
  return names.includes("__session") && !names.includes("__toast");
}

/** The variant key of a request within its customer's entry: host, path, query and cookies, hashed. */
function variantOf(request: Request): string {
  const url = new URL(request.url);
  return createHash("sha256")
    .update(`${url.host}\n${url.pathname}${url.search}\n${request.headers.get("Cookie") ?? ""}`)
    .digest("base64url");
}

/** The CSP nonce of an answer (`'nonce-…'` in its Content-Security-Policy), or "". */
function nonceOf(headers: Headers): string {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
}

/** `body` cut at every occurrence of `nonce` (the whole body when there is none). */
function cutAround(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce, "latin1");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Whether a rendered answer may be kept for its customer: a 200 HTML document that sets no cookie. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    /^text\/html/i.test(response.headers.get("Content-Type") ?? "") &&
    !response.headers.has("Content-Encoding")
  );
}

/** What `serveCartPage` answers. */
export type CartPageAnswer =
  /** From the cache (or the render just stored): status, headers (fresh nonce) and the body. */
  | { kind: "page"; status: number; headers: [string, string][]; body: Buffer; state: "hit" | "miss" }
  /** A render that may not be kept (a redirect, an error, a cookie set): send it as it is. */
  | { kind: "response"; response: Response };

/** The stored page with a fresh nonce in its body and CSP. */
function withFreshNonce(page: StoredCartPage, state: "hit" | "miss"): CartPageAnswer {
  if (!page.nonce) return { kind: "page", status: page.status, headers: page.headers, body: Buffer.concat(page.parts), state };
  const nonce = randomBytes(16).toString("base64");
  const glue = Buffer.from(nonce, "latin1");
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(glue);
    chunks.push(part);
  });
  const headers = page.headers.map(([name, value]): [string, string] =>
    name.toLowerCase() === "content-security-policy"
      ? [name, value.split(`'nonce-${page.nonce}'`).join(`'nonce-${nonce}'`)]
      : [name, value],
  );
  return { kind: "page", status: page.status, headers, body: Buffer.concat(chunks), state };
}

/** Keeps `page` as `variant` of `key` unless the token was dropped since `startedAt`. */
function keep(key: string, variant: string, page: StoredCartPage, startedAt: number) {
  if ((dropped.get(key) ?? -1) > startedAt) return;
  const entry: TokenEntry = new Map(entries.get(key) ?? []);
  entry.delete(variant);
  entry.set(variant, page);
  while (entry.size > CART_PAGE_MAX_VARIANTS) entry.delete(entry.keys().next().value as string);
  entries.set(key, entry);
}

/**
 * The customer's cart page for `request` (a candidate, see `isCartPageCandidate`): their kept copy
 * while fresh, else `render()`'s answer — the app's full render of that same request — kept when
 * `storable`. `null` when the request carries no valid session (absent, expired: the caller renders it as
 * usual, and an expired session is ended there). Concurrent requests of one variant share one render; a render
 * that may not be kept is answered only to the request that made it (the others render their own).
 * Errors of `render` are thrown to the caller.
 */
export async function serveCartPage(input: { request: Request; render: () => Promise<Response> }): Promise<CartPageAnswer | null> {
  const { user, token } = await getAuth(createRequestContext(input.request));
  if (!user || !token) return null;
  const key = tokenKey(token);
  const variant = variantOf(input.request);
  const kept = entries.get(key)?.get(variant);
  if (kept) return withFreshNonce(kept, "hit");
  const flightKey = `${key}\n${variant}`;
  const pending = inFlight.get(flightKey);
  if (pending) {
    const shared = await pending.catch(() => null);
    if (shared) return withFreshNonce(shared, "hit");
  }
  const startedAt = drops;
  const rendering = (async (): Promise<{ page: StoredCartPage } | { response: Response }> => {
    const response = await input.render();
    if (!storable(response)) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    const nonce = nonceOf(response.headers);
    const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "server-timing");
    const page: StoredCartPage = {
      status: response.status,
      headers,
      parts: cutAround(body, nonce),
      nonce,
      size: body.length + headers.reduce((n, [a, b]) => n + a.length + b.length, 0),
    };
    keep(key, variant, page, startedAt);
    return { page };
  })();
  if (!pending) {
    const shared = rendering.then((r) => ("page" in r ? r.page : null)).catch(() => null);
    inFlight.set(flightKey, shared);
    void shared.finally(() => inFlight.delete(flightKey));
  }
  const rendered = await rendering;
  return "page" in rendered ? withFreshNonce(rendered.page, "miss") : { kind: "response", response: rendered.response };
}

/** Drops every kept cart page of `token` at once (its cart, codes or session changed). */
export function forgetCartPages(token: string | null | undefined): void {
  if (!token) return;
  const key = tokenKey(token);
  drops++;
  dropped.set(key, drops);
  entries.delete(key);
}

/**
 * After a request (the storefront's server): drops the cart pages of the tokens it made stale
 * (`tokensChangedBy`: a mutation or a changed session — the same rule as the session data).
 */
export async function forgetCartPagesAfter(context: RequestContext, before: string | null): Promise<void> {
  for (const token of await tokensChangedBy(context, before)) forgetCartPages(token);
}

/** Customers held now (tests, metrics). */
export function cartPagesSize(): { tokens: number; bytes: number } {
  return { tokens: entries.size, bytes: entries.calculatedSize };
}

/** Tests only: empties the cache, entries living `ttlMs`. */
export function resetCartPagesForTests(ttlMs = CART_PAGE_TTL_MS): void {
  entries = newEntries(ttlMs);
  dropped = new LRUCache<string, number>({ max: CART_PAGE_MAX_TOKENS * 5, ttl: 60_000 });
  drops = 0;
  inFlight.clear();
}
