/**
 * Server entry: streams the document (waiting for everything for bots and for the no-JS first
 * response to be complete), and sets the security headers of every document response: a CSP with
 * a per-request nonce (enforced), no sniffing, no framing, a strict referrer policy. Documents
 * carry `Cache-Control: private, no-store` unless a route set its own policy or the page may be
 * stored by shared caches (anonymous GET of routes that opt in, app/utils/cache-policy.ts,
 * ADR 0007), and all of them `Vary: Cookie`; single-fetch data answers are `private, no-store` +
 * `Vary: Cookie` (ADR 0015 addendum). Documents and single-fetch data answers carry the request's Server-Timing: one entry
 * per upstream call made for them and the number of cookie sessions read (app/context.server.ts).
 *
 * Also exports `getLoadContext` (the request context, ADR 0011): the storefront's HTTP server
 * (scripts/storefront-server.ts) takes it from the server build, so there is one copy of the app's
 * modules per process.
 */
import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { documentCacheControl, PRIVATE_CACHE_CONTROL } from "~/utils/cache-policy";
import { NonceProvider } from "~/utils/nonce";
import { stripTrailingNulBytes } from "~/utils/nul-bytes.server";
import { UpstreamClient } from "~/upstream/client.server";
import { warmUpHomeStructure } from "~/upstream/home.server";

export { getLoadContext } from "~/context.server";

export const streamTimeout = 8_000;

// The home page's structure is cached from the start, so the first visitor's home page needs one
// upstream round trip, not two (app/upstream/home.server.ts). Not under test runners.
if (process.env.NODE_ENV !== "test") void warmUpHomeStructure(() => new UpstreamClient());

function securityHeaders(headers: Headers, nonce: string, cacheControl: string) {
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      // News articles may embed YouTube videos (the sanitizer allows only these hosts).
      "frame-src https://www.youtube.com https://www.youtube-nocookie.com",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl);
  // Every document depends on the cookies (the header's name and cart count; a signed-in author's own
  // list on the same URL as the guests' intake page, issue 15): say so on private answers too, so a
  // cache that keys a URL by the stored answer's Vary never mixes a visitor's copy with another's.
  varyOnCookie(headers);
}

/** Adds `Cookie` to the response's `Vary` once. */
function varyOnCookie(headers: Headers) {
  const vary = headers.get("Vary") ?? "";
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) headers.append("Vary", "Cookie");
}

/** The request's Server-Timing (when it has a request context: not for requests Remix answers itself). */
function setServerTiming(headers: Headers, context: AppLoadContext | undefined) {
  if (typeof context?.serverTiming === "function") headers.set("Server-Timing", context.serverTiming());
}

/**
 * Data answers (client-side navigation, single fetch `.data`) carry the same loaders' data as the
 * documents — a signed-in visitor's name, orders, drafts —: never stored by a shared cache
 * (`private, no-store` unless a loader set its own Cache-Control, `Vary: Cookie`; issue 15, ADR 0015).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  setServerTiming(response.headers, context);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  varyOnCookie(response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every page must be complete in its first response (HTML first): wait for all content.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const html = body.pipe(stripTrailingNulBytes());
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const cacheControl = documentCacheControl({
            method: request.method,
            status: responseStatusCode,
            cookieHeader: request.headers.get("Cookie"),
            setsCookie: responseHeaders.has("Set-Cookie"),
            handles: remixContext.staticHandlerContext.matches
              .filter((m) => m.route.id !== "root")
              .map((m) => remixContext.routeModules[m.route.id]?.handle),
          });
          securityHeaders(responseHeaders, nonce, cacheControl);
          setServerTiming(responseHeaders, loadContext);
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Logs unexpected server errors (aborted requests and 4xx route responses such as 404 are not). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
}
