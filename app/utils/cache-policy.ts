/**
 * Who may store a document (ADR 0007). A page route opts in to shared caching
 * with `export const handle = PUBLIC_PAGE` when what it shows does not depend on the visitor; the
 * server entry then sends {@link SHARED_CACHE_CONTROL} — but only for a GET (or HEAD) answered 200 to a request
 * that carries none of the shop's cookies (so the root layout shows no name, an empty cart and no
 * toast) and a response that sets none. Everything else stays `private, no-store`.
 * Pure and client-safe (no server imports), unit-tested in cache-policy.test.ts.
 */

/** The `handle` of a route whose pages are the same for every anonymous visitor. */
export const PUBLIC_PAGE = Object.freeze({ cache: "public" as const });

/**
 * The `handle` of a browsing page that is the same for every anonymous visitor (as {@link PUBLIC_PAGE})
 * and is not hydrated by React: its document carries no Remix hydration data, only the small
 * progressive script of the shop's few behaviours, so a customer's copy can be the anonymous copy
 * with its personal pieces filled in by the server.
 */
export const STATIC_PAGE = Object.freeze({ cache: "public" as const, hydrate: false as const });

/**
 * The `handle` of a static page (as {@link STATIC_PAGE}) that shows a signed-in customer something of
 * their own beyond the header (the product page's shipping estimate to their address): a customer's
 * copy is rendered in full, never filled in from the anonymous copy (ADR 0030).
 */
export const STATIC_PAGE_RENDERED_PER_CUSTOMER = Object.freeze({ ...STATIC_PAGE, personalised: false as const });

/**
 * Whether a customer's copy of a static page may be the anonymous copy with the header's personal
 * pieces filled in: false when a matched route says `personalised: false`.
 */
export function fillableForCustomers(handles: readonly unknown[]): boolean {
  return !handles.some((h) => (h as { personalised?: unknown } | undefined)?.personalised === false);
}

/**
 * Whether a document whose matched route modules have these `handle`s (the root's left out) is
 * hydrated by React: false when the page's own route (the last one) says `hydrate: false`
 * ({@link STATIC_PAGE}).
 */
export function hydrates(handles: readonly unknown[]): boolean {
  const leaf = handles[handles.length - 1] as { hydrate?: unknown } | undefined;
  return leaf?.hydrate !== false;
}

/**
 * Browsers revalidate at once (max-age=0: the back button and a reload show fresh stock and
 * prices); shared caches (a CDN or reverse proxy) keep the page 60 s and may serve it up to 10 min
 * stale while they fetch a new copy.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Documents for a known visitor, with a form answer, or an error. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Cookies of the shop (app/session.server.ts) that make a page personal: a signed-in visitor, a cart,
 * a toast. `__settings` only changes the document's `<html>` attributes (layout, scheme,
 * font size) — the same for everyone with the same settings: such a page stays shareable, `Vary:
 * Cookie` keeps shared caches from mixing settings, and the storefront's page cache keys it by the
 * settings (app/utils/page-cache.server.ts; ADR 0016 amended by ADR 0019).
 */
const PERSONAL_COOKIES = ["__session", "__cart", "__toast"] as const;

/** Whether a `Cookie` request header carries one of {@link PERSONAL_COOKIES}. */
export function hasPersonalCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  const names = cookieHeader.split(";").map((pair) => pair.split("=")[0]?.trim());
  return names.some((name) => (PERSONAL_COOKIES as readonly string[]).includes(name ?? ""));
}

/**
 * The Cache-Control of a document: {@link SHARED_CACHE_CONTROL} when the request is an anonymous
 * GET or HEAD answered 200 without Set-Cookie and every matched route module (`handles`, the root's
 * excepted — it is the caller's to leave out) opts in with {@link PUBLIC_PAGE}; else
 * {@link PRIVATE_CACHE_CONTROL}.
 */
export function documentCacheControl(input: {
  method: string;
  status: number;
  cookieHeader: string | null;
  setsCookie: boolean;
  handles: readonly unknown[];
}): string {
  const optedIn = input.handles.length > 0 && input.handles.every((h) => (h as { cache?: unknown } | undefined)?.cache === "public");
  const shareable =
    (input.method === "GET" || input.method === "HEAD") &&
    input.status === 200 &&
    !input.setsCookie &&
    !hasPersonalCookie(input.cookieHeader) &&
    optedIn;
  return shareable ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}
