/**
 * The request context (ADR 0011): everything a loader or action needs about the HTTP request it
 * serves, built once per request and handed to every loader and action as Remix's load context
 * (`context`). Its parts are lazy and memoised, so however many loaders run for one page:
 *
 * - each cookie session (`__session`, `__cart`, `__toast`, `__settings`, `__oidc`) is read and verified at most once;
 * - every upstream call goes through clients that share one Server-Timing list and the request id
 *   (sent as `X-Request-Id`);
 * - features keep per-request values on it with `memo` (the signed-in user's client, the cart store:
 *   app/features/auth/auth.server.ts, app/features/cart/cart.server.ts), so the customer's cart is
 *   fetched at most once per request, shared by the root and the route loaders.
 *
 * Built by `createRequestContext(request)` — from the storefront's server (storefront/server.ts
 * calls `getLoadContext` of app/entry.server.tsx) and from the integration tests' `call()` alike.
 * Where Remix gives a `Request` but no context (remix-auth's strategy callback), `contextOf(request)`
 * finds the context a route attached with `attachContext`, else builds one.
 *
 * The sessions are the request's state: what an action changes in them is what the loaders running
 * after it in the same request see. Nobody commits a cookie by hand: the context knows which stores
 * changed and `commitCookies(context, response)` — called once per request by the storefront's server
 * around Remix's handler, and by the integration tests' `call()` — appends exactly their Set-Cookie
 * values to the final response, whatever it is (a page, a redirect, a thrown Response, an error
 * boundary's page, a single-fetch answer). See ADR 0011 "Write-back".
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import {
  getAuthSession,
  getGuestCart,
  getOidcCookie,
  getSettingsCookie,
  takeToast,
  toastSetCookie,
  toastsOfSetCookie,
  type Toast,
} from "~/session.server";
import { UpstreamClient } from "~/upstream/client.server";
import { clientIp } from "~/utils/http.server";

type AuthSession = Awaited<ReturnType<typeof getAuthSession>>;
type GuestCartSession = Awaited<ReturnType<typeof getGuestCart>>;
type PendingToast = Awaited<ReturnType<typeof takeToast>>;
type SettingsCookie = Awaited<ReturnType<typeof getSettingsCookie>>;
type OidcCookie = Awaited<ReturnType<typeof getOidcCookie>>;

/** The cookies the write-back manages. */
export type CookieStoreName = "__session" | "__cart" | "__toast" | "__settings" | "__oidc";

/** Log lines of a request, prefixed with its id. */
interface RequestLogger {
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export interface RequestContext {
  /** The request as the HTTP server received it (for a single-fetch call: the `.data` URL). */
  readonly request: Request;
  /** The request's id, a new UUID (an incoming `X-Request-Id` is the client's and is not trusted). */
  readonly requestId: string;
  /** The client's address (see `clientIp` in app/utils/http.server.ts), or undefined. */
  readonly clientIp: string | undefined;
  /**
   * The page's URL as the loaders see it: without single fetch's `.data` suffix (`/_root.data` is
   * `/`), its `_routes` parameter and empty `index` parameters (as @remix-run/server-runtime strips them).
   */
  readonly pageUrl: URL;
  /** The anonymous upstream client (no bearer token): catalog, content, locations, payment checks. */
  readonly upstream: UpstreamClient;
  /** A client with `token` (and what a 401 throws), sharing this request's Server-Timing list and id. */
  clientWith(token: string | null, onUnauthorized?: () => Promise<Response>): UpstreamClient;
  /** The `__session` cookie (the JWT, drafts, the ePay model), read once; `end()` removes it. */
  authSession(): Promise<AuthSession>;
  /** The `__cart` cookie (guest lines, checkout state), read once; mutate `cart` in place. */
  guestCart(): Promise<GuestCartSession>;
  /** The pending toasts of `__toast`, read once — and consumed, unless the answer is a redirect. */
  pendingToast(): Promise<PendingToast>;
  /** Shows `toast` (one or a list, newest first) on the next page, before the ones already pending. */
  flashToast(toast: Toast | Toast[]): void;
  /** The display settings of `__settings`, read once; `save(next)` changes them. */
  settingsCookie(): Promise<SettingsCookie>;
  /** The Google sign-in's `__oidc` cookie, read once. */
  oidcCookie(): Promise<OidcCookie>;
  /**
   * The cookies the write-back would set for an answer that is (`redirecting`) or is not a redirect,
   * as far as the stores read so far say (a redirect shows no toast, so it consumes none). Synchronous,
   * for the server entry's caching decision, made once every loader has run.
   */
  cookieChanges(redirecting?: boolean): CookieStoreName[];
  /** A value kept for the rest of the request under `key`, made by `make` the first time. */
  memo<T>(key: symbol, make: () => T): T;
  readonly log: RequestLogger;
  /** How many cookie sessions were read so far (each at most once). */
  readonly sessionReads: number;
  /** The Server-Timing value: one `upN` entry per upstream call, then `ctx;desc="session-reads=N"`. */
  serverTiming(): string;
}

declare module "@remix-run/node" {
  // Remix's `context` of loaders and actions is the request context (ADR 0011).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

/** What loaders and actions receive, with the context typed (for feature helpers taking both). */
export interface RouteArgs {
  request: Request;
  context: RequestContext;
}

/** The page URL of `request` as Remix's loaders see it (see `RequestContext.pageUrl`). */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  const index = url.searchParams.getAll("index").filter(Boolean);
  url.searchParams.delete("index");
  for (const value of index) url.searchParams.append("index", value);
  return url;
}

const byRequest = new WeakMap<Request, RequestContext>();

/** What the write-back needs of a context: the stores read so far and the toasts flashed. */
interface CookieState {
  auth?: AuthSession;
  cart?: GuestCartSession;
  toast?: PendingToast;
  settings?: SettingsCookie;
  oidc?: OidcCookie;
  flashed: Toast[];
  /** Every store read started, settled or not (the write-back waits for them). */
  reads: Promise<unknown>[];
}
const cookieStates = new WeakMap<RequestContext, CookieState>();

/** Builds the context of `request` (nothing is read until asked for). */
export function createRequestContext(request: Request): RequestContext {
  const requestId = randomUUID();
  const shared = { timings: [] as string[], requestId };
  const memos = new Map<symbol, unknown>();
  let sessionReads = 0;
  let pageUrl: URL | null = null;
  const state: CookieState = { flashed: [], reads: [] };
  const once = <K extends "auth" | "cart" | "toast" | "settings" | "oidc">(key: K, make: () => Promise<NonNullable<CookieState[K]>>) => {
    let value: Promise<NonNullable<CookieState[K]>> | null = null;
    return () =>
      (value ??= (() => {
        sessionReads++;
        const read = make().then((store) => (state[key] = store));
        state.reads.push(read);
        return read;
      })());
  };
  const context: RequestContext = {
    request,
    requestId,
    clientIp: clientIp(request),
    get pageUrl() {
      return new URL((pageUrl ??= pageUrlOf(request)));
    },
    upstream: new UpstreamClient(null, undefined, shared),
    clientWith: (token, onUnauthorized) => new UpstreamClient(token, onUnauthorized, shared),
    authSession: once("auth", () => getAuthSession(request)),
    guestCart: once("cart", () => getGuestCart(request)),
    pendingToast: once("toast", () => takeToast(request)),
    flashToast(toast) {
      state.flashed.unshift(...(Array.isArray(toast) ? toast : [toast]));
    },
    settingsCookie: once("settings", () => getSettingsCookie(request)),
    oidcCookie: once("oidc", () => getOidcCookie(request)),
    cookieChanges(redirecting = false) {
      const changes: CookieStoreName[] = [];
      if (state.auth?.changed()) changes.push("__session");
      if (state.cart?.changed()) changes.push("__cart");
      if (state.flashed.length > 0 || (!redirecting && (state.toast?.toasts.length ?? 0) > 0)) changes.push("__toast");
      if (state.settings?.changed()) changes.push("__settings");
      if (state.oidc?.changed()) changes.push("__oidc");
      return changes;
    },
    memo<T>(key: symbol, make: () => T): T {
      if (!memos.has(key)) memos.set(key, make());
      return memos.get(key) as T;
    },
    log: {
      warn: (message, ...rest) => console.warn(`[storefront ${requestId}] ${message}`, ...rest),
      error: (message, ...rest) => console.error(`[storefront ${requestId}] ${message}`, ...rest),
    },
    get sessionReads() {
      return sessionReads;
    },
    serverTiming() {
      return [...shared.timings, `ctx;desc="session-reads=${sessionReads}"`].join(", ");
    },
  };
  byRequest.set(request, context);
  cookieStates.set(context, state);
  return context;
}

/**
 * Whether `response` sends the browser elsewhere: a 3xx with a Location, or single fetch's encoded
 * redirect (202 with the Location kept in the headers, @remix-run/server-runtime).
 */
function isRedirect(response: Response): boolean {
  return response.headers.has("Location") && ((response.status >= 300 && response.status < 400) || response.status === 202);
}

/**
 * The write-back (ADR 0011): appends to `response` the Set-Cookie value of every cookie store of
 * `context` that changed — `__session` set, unset or ended; `__cart` whose JSON differs from the one
 * read; `__settings` saved; `__oidc` set or cleared; `__toast` when toasts were flashed (by
 * `flashToast` or a `redirectWithToast` answer, whose own `__toast` value is merged in and replaced)
 * or the pending ones were shown (a redirect shows none, so it keeps them) — and nothing for the
 * others: an untouched store writes no cookie, so an anonymous page stays storable by the page cache.
 *
 * Called once per request where the context and the final response both exist: the storefront's
 * server (storefront/server.ts) around Remix's handler — before the page cache decides
 * whether to store the answer — and the integration tests' `call()`. A change is kept whatever the
 * answer: a thrown Response, a redirect, an error boundary's 4xx/5xx page.
 *
 * Returns `response` with the values appended (a copy when its headers are immutable, e.g. a proxied
 * `fetch` answer), or — when the cart no longer fits in its cookie — a 400 Vietnamese page replacing
 * it (`no-store`; the other stores still written, the cart's change and the answer's toasts dropped,
 * since they describe what could not be kept). Stores that were never read are not touched.
 */
export async function commitCookies(context: RequestContext, response: Response): Promise<Response> {
  const state = cookieStates.get(context);
  if (!state) return response;
  await Promise.allSettled(state.reads);
  let refused: Response | null = null;
  const values: string[] = [];
  const add = (value: string | null | undefined) => value && values.push(value);
  try {
    add(await state.cart?.setCookie());
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    refused = error;
  }
  add(await state.auth?.setCookie());
  add(await state.settings?.setCookie());
  add(await state.oidc?.setCookie());
  const own = response.headers.getSetCookie();
  const ownToasts = own.filter((line) => line.startsWith("__toast="));
  const answerToasts = refused ? [] : (await Promise.all(ownToasts.map(toastsOfSetCookie))).flat();
  const shown = !refused && !isRedirect(response) && (state.toast?.toasts.length ?? 0) > 0;
  const toast = await toastSetCookie(context.request.headers.get("Cookie"), { fresh: [...answerToasts, ...state.flashed], shown });
  add(toast);

  if (refused) {
    await response.body?.cancel().catch(() => undefined);
    for (const value of values) refused.headers.append("Set-Cookie", value);
    return refused;
  }
  if (values.length === 0) return response;
  let headers = response.headers;
  try {
    headers.delete("Set-Cookie");
  } catch {
    headers = new Headers(response.headers);
    headers.delete("Set-Cookie");
    response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    headers = response.headers;
  }
  // The answer's own toast value is replaced by the merged one (two values of one cookie: the last wins).
  for (const line of own) if (!(toast && line.startsWith("__toast="))) headers.append("Set-Cookie", line);
  for (const value of values) headers.append("Set-Cookie", value);
  return response;
}

/**
 * Remix's `getLoadContext` (the storefront server calls it through app/entry.server.tsx, the
 * integration tests' `call()` too): the request context of `request`, as Remix's `AppLoadContext`.
 */
export function getLoadContext(request: Request): AppLoadContext {
  return createRequestContext(request) as AppLoadContext;
}

/** Lets `contextOf(request)` find `context` from another `Request` of the same HTTP request (e.g. a loader's copy). */
export function attachContext(request: Request, context: RequestContext): void {
  byRequest.set(request, context);
}

/**
 * The context of `request` where Remix's `context` is not at hand (a library callback given only
 * the request): the one created for or attached to this very `Request`, else a new one.
 */
export function contextOf(request: Request): RequestContext {
  return byRequest.get(request) ?? createRequestContext(request);
}
