/**
 * Server entry: streams the document (waiting for everything for bots and for the no-JS first
 * response to be complete), and sets the security headers of every document response: a CSP
 * (enforced; app/utils/csp.server.ts) with a per-request nonce — or, for a document every anonymous
 * visitor may share, the hashes of its inline scripts, the document then being buffered whole so the
 * page cache can serve it to everyone (ADR 0019) —, no sniffing, no framing, a strict
 * referrer policy. Documents
 * carry `Cache-Control: private, no-store` unless a route set its own policy or the page may be
 * stored by shared caches (anonymous GET of routes that opt in, app/utils/cache-policy.ts,
 * ADR 0007), and all of them `Vary: Cookie`; single-fetch data answers are `private, no-store` +
 * `Vary: Cookie` (ADR 0015 addendum). Documents and single-fetch data answers carry the request's Server-Timing: one entry
 * per upstream call made for them and the number of cookie sessions read (app/context.server.ts).
 *
 * Also exports `getLoadContext` (the request context, ADR 0011), `commitCookies` (its cookie
 * write-back), `documentCache` (the page cache, ADR 0019), `personalPages` (customers' static pages, ADR 0030)
 * and `cartPages` (a customer's own cart page kept for seconds, ADR 0031):
 * the storefront's HTTP server (storefront/server.ts) takes them from the server build, so there is one
 * copy of the app's modules per process.
 */
import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { forgetCartPagesAfter, isCartPageCandidate, serveCartPage } from "~/features/cart/cart-page-cache.server";
import {
  forgetSessionDataAfter,
  isPersonalCandidate,
  markSlotTemplate,
  servePersonalPage,
  tokenOf,
} from "~/features/personal/personal-page.server";
import { pageCacheVariant } from "~/session.server";
import { documentCacheControl, fillableForCustomers, hydrates, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "~/utils/cache-policy";
import { contentSecurityPolicy, inlineScriptHashes } from "~/utils/csp.server";
import { NonceProvider } from "~/utils/nonce";
import { stripTrailingNulBytes } from "~/utils/nul-bytes.server";
import { acceptsGzip, isPageCacheCandidate, pageBody, pageCacheKey, servePage, STATIC_PAGE_HEADER } from "~/utils/page-cache.server";
import { UpstreamClient } from "~/upstream/client.server";
import { warmUpHomeStructure } from "~/upstream/home.server";

export { commitCookies, getLoadContext } from "~/context.server";

/**
 * The page cache for the storefront's HTTP server (app/utils/page-cache.server.ts): `candidate` says
 * whether a request may be answered from it, `key` gives its key (the display settings' variant, the
 * host, the path and query), `serve` answers it, `body` un-gzips a stored page, `acceptsGzip` reads
 * the request's Accept-Encoding.
 */
export const documentCache = {
  candidate: isPageCacheCandidate,
  async key(host: string, pathAndQuery: string, cookieHeader: string | null): Promise<string> {
    return pageCacheKey({ variant: await pageCacheVariant(cookieHeader), host, pathAndQuery });
  },
  serve: servePage,
  body: pageBody,
  acceptsGzip,
  /** The entry's internal mark of a static page (never sent to a client). */
  staticPageHeader: STATIC_PAGE_HEADER,
};

/**
 * Signed-in customers' static pages for the storefront's HTTP server (ADR 0030,
 * app/features/personal): `candidate` says whether a request may get one, `serve` answers it (or
 * null: render in full), `markTemplate` marks the context of a template render, and `tokenOf` /
 * `forgetAfter` drop a customer's per-token session data after their mutations.
 */
export const personalPages = {
  candidate: isPersonalCandidate,
  serve: servePersonalPage,
  markTemplate: markSlotTemplate,
  tokenOf,
  forgetAfter: forgetSessionDataAfter,
};

/**
 * A signed-in customer's cart page for the storefront's HTTP server (ADR 0031,
 * app/features/cart/cart-page-cache.server.ts): `candidate` says whether a request may be answered
 * from it, `serve` answers it (or null: render as usual), `forgetAfter` drops a customer's kept pages
 * after any mutation or session change of theirs.
 */
export const cartPages = {
  candidate: isCartPageCandidate,
  serve: serveCartPage,
  forgetAfter: forgetCartPagesAfter,
};

export const streamTimeout = 8_000;

// The home page's structure is cached from the start, so the first visitor's home page needs one
// upstream round trip, not two (app/upstream/home.server.ts). Not under test runners.
if (process.env.NODE_ENV !== "test") void warmUpHomeStructure(() => new UpstreamClient());

/** The security headers of a document; `scriptSources` are its CSP's nonce or hashes (csp.server.ts). */
function securityHeaders(headers: Headers, scriptSources: readonly string[], cacheControl: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scriptSources));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl);
  // Every document depends on the cookies (the header's name and cart count; a signed-in author's own
  // list on the same URL as the guests' intake page): say so on private answers too, so a
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
 * (`private, no-store` unless a loader set its own Cache-Control, `Vary: Cookie`; ADR 0015).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  setServerTiming(response.headers, context);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  varyOnCookie(response.headers);
  const redirectTo = response.status === 202 ? response.headers.get("Location") : null;
  if (redirectTo && !response.headers.has("Set-Cookie") && context.cookieChanges?.(true).length) {
    // Single fetch encodes a redirect before this hook, with `revalidate` only when it already carried
    // a Set-Cookie; the write-back adds its cookies later, so the browser must still be told to reload
    // the loaders that read them (the header's cart and name). A redirect answered here is encoded
    // again by Remix, `X-Remix-Revalidate` included. The original status (302/303: both a GET) is
    // not in the headers; 302 is Remix's default.
    void response.body?.cancel();
    const headers = new Headers(response.headers);
    headers.set("X-Remix-Revalidate", "yes");
    return new Response(null, { status: 302, headers });
  }
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const handles = remixContext.staticHandlerContext.matches
    .filter((m) => m.route.id !== "root")
    .map((m) => remixContext.routeModules[m.route.id]?.handle);
  const cacheControlOf = (status: number) =>
    documentCacheControl({
      method: request.method,
      status,
      cookieHeader: request.headers.get("Cookie"),
      // The write-back adds the changed stores' cookies after this entry (commitCookies).
      setsCookie: responseHeaders.has("Set-Cookie") || (loadContext?.cookieChanges?.().length ?? 0) > 0,
      handles,
    });
  // A document every anonymous visitor may share carries no nonce: its inline scripts are allowed by
  // hash, so one rendered copy is valid for every viewer.
  const shared = !responseHeaders.has("Cache-Control") && cacheControlOf(responseStatusCode) === SHARED_CACHE_CONTROL;
  const nonce = shared ? undefined : randomBytes(16).toString("base64");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let finish!: () => void;
    const done = new Promise<void>((settle) => (finish = settle));
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every page must be complete in its first response (HTML first): wait for all content.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const html = body.pipe(stripTrailingNulBytes());
          html.once("end", finish).once("close", finish).once("error", finish);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const cacheControl = cacheControlOf(responseStatusCode);
          setServerTiming(responseHeaders, loadContext);
          if (nonce) {
            securityHeaders(responseHeaders, [`'nonce-${nonce}'`], cacheControl);
            resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
            pipe(body);
            return;
          }
          // Shared: the whole document is read (it is ready: nothing waits) to hash its inline scripts.
          const chunks: Buffer[] = [];
          html.on("data", (chunk: Buffer) => chunks.push(chunk));
          html.on("error", reject);
          html.on("end", () => {
            const document = Buffer.concat(chunks);
            securityHeaders(responseHeaders, inlineScriptHashes(document.toString("utf8")), cacheControl);
            // A static page's stored copy may be personalised for customers (ADR 0030).
            if (cacheControl === SHARED_CACHE_CONTROL && !hydrates(handles) && fillableForCustomers(handles))
              responseHeaders.set(STATIC_PAGE_HEADER, "1");
            resolve(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          finish();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the document is out: a pending timer kept the whole render (React's request, the
    // tree, the loaders' data) reachable for 9 s after every document, and its late `abort` built
    // a stream error for a stream already ended (ADR 0032).
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
    void done.then(() => clearTimeout(abortTimer));
  });
}

/** Logs unexpected server errors (aborted requests and 4xx route responses such as 404 are not). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
}
