/**
 * The request context (ADR 0011): everything a loader or action needs about the HTTP request it
 * serves, built once per request and handed to every loader and action as Remix's load context
 * (`context`). Its parts are lazy and memoised, so however many loaders run for one page:
 *
 * - each cookie session (`__session`, `__cart`, `__toast`, `__settings`) is read and verified at most once;
 * - every upstream call goes through clients that share one Server-Timing list and the request id
 *   (sent as `X-Request-Id`);
 * - features keep per-request values on it with `memo` (the signed-in user's client, the cart store:
 *   app/features/auth/auth.server.ts, app/features/cart/cart.server.ts), so the customer's cart is
 *   fetched at most once per request, shared by the root and the route loaders.
 *
 * Built by `createRequestContext(request)` — from the storefront's server (scripts/storefront-server.ts
 * calls `getLoadContext` of app/entry.server.tsx) and from the integration tests' `call()` alike.
 * Where Remix gives a `Request` but no context (remix-auth's strategy callback), `contextOf(request)`
 * finds the context a route attached with `attachContext`, else builds one.
 *
 * The sessions are the request's state: what an action changes in them (then commits) is what the
 * loaders running after it in the same request see.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { getAuthSession, getGuestCart, getSettingsCookie, takeToast } from "~/session.server";
import { UpstreamClient } from "~/upstream/client.server";
import { clientIp } from "~/utils/http.server";

type AuthSession = Awaited<ReturnType<typeof getAuthSession>>;
type GuestCartSession = Awaited<ReturnType<typeof getGuestCart>>;
type PendingToast = Awaited<ReturnType<typeof takeToast>>;
type SettingsCookie = Awaited<ReturnType<typeof getSettingsCookie>>;

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
  /** The `__session` cookie (the JWT, drafts, the ePay model), read once. */
  authSession(): Promise<AuthSession>;
  /** The `__cart` cookie (guest lines, checkout state), read once. */
  guestCart(): Promise<GuestCartSession>;
  /** The pending toast of `__toast`, read (and consumed) once. */
  pendingToast(): Promise<PendingToast>;
  /** The display settings of `__settings` (issue 16), read once. */
  settingsCookie(): Promise<SettingsCookie>;
  /** A value kept for the rest of the request under `key`, made by `make` the first time. */
  memo<T>(key: symbol, make: () => T): T;
  readonly log: RequestLogger;
  /** How many cookie sessions were read so far (each of the four at most once). */
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

/** Builds the context of `request` (nothing is read until asked for). */
export function createRequestContext(request: Request): RequestContext {
  const requestId = randomUUID();
  const shared = { timings: [] as string[], requestId };
  const memos = new Map<symbol, unknown>();
  let sessionReads = 0;
  let pageUrl: URL | null = null;
  const once = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | null = null;
    return () =>
      (value ??= (() => {
        sessionReads++;
        return make();
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
    authSession: once(() => getAuthSession(request)),
    guestCart: once(() => getGuestCart(request)),
    pendingToast: once(() => takeToast(request)),
    settingsCookie: once(() => getSettingsCookie(request)),
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
  return context;
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
