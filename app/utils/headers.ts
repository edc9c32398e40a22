/**
 * The `headers` export shared by page routes: passes the loader's and action's Server-Timing on to
 * the document, the loader's `Link` (preload of the page's LCP image, utils/images.ts) and its
 * Cache-Control when it set one (entry.server decides otherwise, app/utils/cache-policy.ts).
 */
import type { HeadersFunction } from "@remix-run/node";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  const timing = [loaderHeaders, actionHeaders, errorHeaders]
    .map((h) => h?.get("Server-Timing"))
    .filter(Boolean)
    .join(", ");
  if (timing) headers.set("Server-Timing", timing);
  const link = loaderHeaders.get("Link");
  if (link) headers.set("Link", link);
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};

/** `headers` plus a `Link` header preloading the page's LCP image when `link` is given (images.ts `preloadImageLink`). */
export function withPreload(headers: Record<string, string>, link: string | null): Record<string, string> {
  return link ? { ...headers, Link: link } : headers;
}

/**
 * The `headers` export of form routes whose action may answer 429 (rate limits): passes the action's
 * or the thrown Response's `Retry-After` (seconds) on to the document — Remix drops headers of routes
 * without a `headers` export.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders?.get("Retry-After") ?? loaderHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
