/**
 * The `headers` export shared by page routes: passes the loader's and action's Server-Timing on to
 * the document, and the loader's Cache-Control when it set one (entry.server defaults documents to
 * `private, no-store`).
 */
import type { HeadersFunction } from "@remix-run/node";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  const timing = [loaderHeaders, actionHeaders, errorHeaders]
    .map((h) => h?.get("Server-Timing"))
    .filter(Boolean)
    .join(", ");
  if (timing) headers.set("Server-Timing", timing);
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};
