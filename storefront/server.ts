/**
 * The storefront's own HTTP server (ADR 0008), replacing remix-serve: built like remix-serve 2.17.5
 * (express, compression, the client build under `publicPath` with an immutable year-long cache,
 * `public/` for an hour, a request log line — pino, storefront/log.ts — then Remix), plus the shop's transport rules decided in
 * app/utils/request-policy.server.ts:
 *
 * - HSTS on every response when PUBLIC_URL is https;
 * - a malformed Host / X-Forwarded-Host → 400 (never a URL parse error → 500);
 * - `X-Storefront-Client-Ip`: any incoming value is dropped; set to the socket's address, or with
 *   TRUST_PROXY=true to express's `req.ip` (`trust proxy` = 1 hop: the address the reverse proxy in
 *   front of us saw), read by `clientIp()` in app/utils/http.server.ts;
 * - request bodies read here, bounded by the route kind's limit (Content-Length above it → 413 at
 *   once; a chunked body counted and cut at the limit → 413); the rest of a refused body is drained
 *   (up to DRAIN_MAX_BYTES / DRAIN_MAX_MS, then the socket is closed) so the keep-alive connection
 *   stays usable; an accepted body is handed to Remix whole, so a route that ignores it cannot
 *   leave unread bytes on the connection;
 * - the Origin rule: a foreign, "null" or malformed Origin on a mutation → 403 page; Origin is then
 *   removed before Remix (the rule has been applied; Remix's own check would throw a 500 whenever
 *   Host, X-Forwarded-Host and PUBLIC_URL differ);
 * - Remix's load context: the request context of app/context.server.ts (ADR 0011), built by the
 *   `getLoadContext` the server build exports (app/entry.server.tsx); the cookies its stores changed
 *   are written back by `commitCookies` on whatever Remix answered (page, redirect, thrown Response,
 *   error page, single-fetch data), before the page cache looks at the answer — a page that sets a
 *   cookie is never stored;
 * - the page cache (ADR 0019; app/utils/page-cache.server.ts, exported by the server build as
 *   `documentCache`): an anonymous GET/HEAD is answered from a stored copy when there is one (gzip as
 *   stored, `Age`, `X-Page-Cache: hit|stale|miss`), else rendered once for all concurrent requests of
 *   the same page and stored when the app marked the answer shareable; a candidate skips the static
 *   file lookups and the `compression` wrapper (its answer, when not stored, is compressed in
 *   `remix`): per hit they allocated more than the page itself (ADR 0032);
 * - customers' static pages (ADR 0030; app/entry.server.tsx `personalPages`): a signed-in customer's
 *   GET of a static page is the page cache's anonymous copy with their greeting, account menu, cart
 *   count and shortcuts filled in (`private, no-store`, `X-Personal-Page`), else rendered in full;
 * - SIGTERM/SIGINT: stop accepting, finish in-flight requests (answered with `Connection: close`),
 *   close idle keep-alive connections, exit 0 (all connections cut after SHUTDOWN_GRACE_MS).
 *
 * Usage: `node build/storefront/server.js [build/index.js]` (bundled by scripts/build-servers.mjs).
 * Environment: PORT (default 3000), HOST (default all interfaces), PUBLIC_URL, TRUST_PROXY, NODE_ENV,
 * and whatever the app itself reads (app/env.server.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  installGlobals,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { PersonalPage } from "../app/features/personal/personal-page.server";
import type { CachedPage, PageCacheState } from "../app/utils/page-cache.server";
import {
  checkContentLength,
  checkOrigin,
  hstsHeader,
  isValidHost,
  refusalPage,
  streamsBody,
  type Refusal,
} from "../app/utils/request-policy.server";
import { requestLog, routeConsoleToLog } from "./log";

/** Header carrying the client's address to the app (see `clientIp`). */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";
/** A refused body is read and discarded up to this many bytes, then the socket is closed. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** …or for this long (ms). */
const DRAIN_MAX_MS = 10_000;
/**
 * Slow clients (ADR 0015 addendum): Node's `requestTimeout` — the whole request, headers and
 * body, must arrive within this long (ms) or the socket is closed — is raised from Node's 5 minutes
 * to 15 minutes so a 50 MB manuscript passes at ~0.5 Mbit/s; an upload must also never stall: no byte
 * for UPLOAD_IDLE_MS while the storefront waits for one → the upload is aborted (the upstream request
 * with it: nothing is kept) and the socket closed. A buffered (non-upload) body, at most 64 KiB, must
 * arrive within BODY_READ_MAX_MS.
 */
const UPLOAD_MAX_MS = 15 * 60_000;
/** See UPLOAD_MAX_MS. */
const UPLOAD_IDLE_MS = 60_000;
/** See UPLOAD_MAX_MS. */
const BODY_READ_MAX_MS = 60_000;
/** After SIGTERM, in-flight requests get this long (ms) before every connection is cut. */
const SHUTDOWN_GRACE_MS = 10_000;

routeConsoleToLog();
const env = process.env;
env.NODE_ENV ??= "production";
const trustProxy = env.TRUST_PROXY === "true";
const hsts = hstsHeader(env.PUBLIC_URL);

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const handleRequest = createRequestHandler(build, env.NODE_ENV);
/** The request context of every request (ADR 0011), exported by app/entry.server.tsx. */
const exported = (build.entry.module as { getLoadContext?: (request: Request) => AppLoadContext }).getLoadContext;
if (!exported) throw new Error(`${buildPath}: the server build exports no getLoadContext (app/entry.server.tsx)`);
const getLoadContext = exported;
/** The cookie write-back of the request context (ADR 0011), exported by app/entry.server.tsx. */
type CommitCookies = (context: AppLoadContext, response: Response) => Promise<Response>;
const commitCookiesExport = (build.entry.module as { commitCookies?: CommitCookies }).commitCookies;
if (!commitCookiesExport) throw new Error(`${buildPath}: the server build exports no commitCookies (app/entry.server.tsx)`);
const commitCookies = commitCookiesExport;

/** Customers' static pages (app/entry.server.tsx `personalPages`, ADR 0030). */
type PersonalPages = typeof import("../app/entry.server").personalPages;
const personalExport = (build.entry.module as { personalPages?: PersonalPages }).personalPages;
if (!personalExport) throw new Error(`${buildPath}: the server build exports no personalPages (app/entry.server.tsx)`);
const personal = personalExport;

/** A customer's own cart page kept for seconds (app/entry.server.tsx `cartPages`, ADR 0031). */
type CartPages = typeof import("../app/entry.server").cartPages;
const cartPagesExport = (build.entry.module as { cartPages?: CartPages }).cartPages;
if (!cartPagesExport) throw new Error(`${buildPath}: the server build exports no cartPages (app/entry.server.tsx)`);
const cartPages = cartPagesExport;

/**
 * Remix's answer to `request`, with the cookies its request context changed written back (once).
 * `template`: a template render of a static page for a placeholder customer (ADR 0030; never sent).
 * A customer's mutation or session change drops their per-token session data and kept cart pages
 * once answered.
 */
async function answer(request: Request, template = false): Promise<Response> {
  const context = getLoadContext(request);
  if (template) personal.markTemplate(context);
  const customer = !template && /(^|;)\s*__session=/.test(request.headers.get("Cookie") ?? "");
  const tokenBefore = customer ? await personal.tokenOf(context) : null;
  const response = await commitCookies(context, await handleRequest(request, context));
  if (customer) await personal.forgetAfter(context, tokenBefore);
  // Also without `__session` before: a sign-in's new token may equal an earlier one (same second, same claims).
  if (!template) await cartPages.forgetAfter(context, tokenBefore);
  return response;
}
/** The page cache (app/entry.server.tsx `documentCache`). */
type DocumentCache = typeof import("../app/entry.server").documentCache;
const documentCache = (build.entry.module as { documentCache?: DocumentCache }).documentCache;
if (!documentCache) throw new Error(`${buildPath}: the server build exports no documentCache (app/entry.server.tsx)`);
const pages = documentCache;

let closing = false;

/** Whether a request announces a body. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The host the request was addressed to, as express resolves it (X-Forwarded-Host only behind a trusted proxy). */
function requestHost(req: ExpressRequest): string | undefined {
  const forwarded = trustProxy ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host");
}

/** Reads the body up to `limit` bytes: the bytes, "too-large" (the rest still unread) or "aborted". */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      finish("aborted");
      req.socket.destroy();
    }, BODY_READ_MAX_MS);
    const finish = (value: Buffer | "too-large" | "aborted") => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("close", onClose);
      if (value === "too-large") req.pause();
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onAbort = () => finish("aborted");
    const onClose = () => {
      if (!req.complete) finish("aborted");
    };
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("close", onClose);
  });
}

/**
 * An upload's body as a web stream read only as fast as Remix reads it (highWaterMark 0:
 * nothing is read before the route asks; the socket is paused in between). A body cut off by the
 * browser errors the stream. `detach()` lets go of the request so `drain` can take over.
 */
function lazyBody(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let attached = false;
  // Armed while the storefront waits for a byte (see UPLOAD_IDLE_MS).
  let idle: NodeJS.Timeout | null = null;
  const stopIdle = () => {
    if (idle) clearTimeout(idle);
    idle = null;
  };
  const detach = () => {
    stopIdle();
    req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    req.pause();
    controller = null;
  };
  const onData = (chunk: Buffer) => {
    stopIdle();
    controller?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller?.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    const c = controller;
    detach();
    c?.close();
  };
  const onError = (error: Error) => {
    const c = controller;
    detach();
    c?.error(error);
  };
  const onClose = () => {
    if (!req.complete) onError(new Error("upload cut off by the client"));
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        if (!attached) {
          attached = true;
          req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
        }
        stopIdle();
        idle = setTimeout(() => {
          onError(new Error(`upload idle for ${UPLOAD_IDLE_MS} ms`));
          req.socket.destroy();
        }, UPLOAD_IDLE_MS);
        req.resume();
      },
      cancel() {
        detach();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, detach };
}

/** Reads and discards the rest of a refused body, bounded; past the bounds the socket is closed. */
function drain(req: IncomingMessage) {
  if (req.complete) return;
  let seen = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_MAX_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) cut();
  });
  req.once("close", () => clearTimeout(timer));
  req.once("end", () => clearTimeout(timer));
  req.once("error", () => clearTimeout(timer));
  req.resume();
}

/** Answers a refusal page; a body still arriving is drained so the connection stays usable. */
function refuse(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  const { status, html } = refusalPage(refusal);
  if (hasBody(req)) drain(req);
  res.status(status).set("Cache-Control", "no-store").type("html").send(html);
}

/** First middleware: HSTS, Connection: close while shutting down, a usable host, the client address. */
function transport(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  if (closing) res.setHeader("Connection", "close");
  if (!isValidHost(req.get("host")) || (trustProxy && !isValidHost(requestHost(req)))) return refuse(req, res, "bad-request");
  let ip = (trustProxy ? req.ip : req.socket.remoteAddress) ?? "";
  if (ip.startsWith("::ffff:") && ip.includes(".")) ip = ip.slice("::ffff:".length);
  req.headers[CLIENT_IP_HEADER] = ip;
  if (!trustProxy) {
    // Not behind a trusted proxy: nothing forwarded may change the URL Remix sees.
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
  next();
}

/** The body limit and the Origin rule, then the buffered body for Remix in `res.locals.body`. */
async function policy(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const length = checkContentLength(req.path, req.get("content-length"));
  const streamed = hasBody(req) && streamsBody(req.method, req.path, req.get("content-type"));
  if (streamed) res.locals.streamed = true;
  else if (length.kind === "too-large") return refuse(req, res, "too-large");
  if (length.kind === "invalid") return refuse(req, res, "bad-request");
  if (hasBody(req) && !streamed) {
    const body = await readBody(req, length.limit);
    if (body === "aborted") return;
    if (body === "too-large") return refuse(req, res, "too-large");
    res.locals.body = body;
  }
  const origin = checkOrigin({
    method: req.method,
    pathname: req.path,
    origin: req.get("origin"),
    host: requestHost(req),
    publicUrl: env.PUBLIC_URL,
  });
  if (origin.kind === "forbid") {
    console.warn(`[storefront] ${req.method} ${req.path} refused: ${origin.reason} (Origin: ${JSON.stringify(req.get("origin"))})`);
    return refuse(req, res, "forbidden");
  }
  next();
}

/** The request headers for Remix (repeated headers appended), without Origin (see the module docs). */
function remixHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined || key === "origin") continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** Writes Remix's response, as @remix-run/express's `sendRemixResponse` does (the entry's internal static-page mark left out). */
async function sendRemixResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  const internal = pages.staticPageHeader.toLowerCase();
  for (const [key, value] of response.headers.entries()) if (key !== internal) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Sends a stored page: gzip as stored when the client accepts it (nearly all do), else un-gzipped;
 * `Server-Timing` says hit, stale or miss (a miss with its render's entries, `timing`).
 */
async function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  key: string,
  page: CachedPage,
  state: PageCacheState,
  timing?: string | null,
) {
  // Node's own header calls with the stored list (already without framing headers): express's
  // `append`/`status` helpers and `accepts` allocated more per hit than the page itself (ADR 0032).
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  res.setHeader("X-Page-Cache", state);
  // A miss keeps its render's entries (upstream calls, session reads, app/context.server.ts).
  res.setHeader("Server-Timing", timing ? `${timing}, page-cache;desc="${state}"` : `page-cache;desc="${state}"`);
  res.appendHeader("Vary", "Accept-Encoding");
  let body = page.gzip;
  if (pages.acceptsGzip(req.headers["accept-encoding"])) res.setHeader("Content-Encoding", "gzip");
  else body = await pages.body(key, page);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Sends a customer's copy of a static page (ADR 0030): the anonymous copy's headers but
 * `private, no-store` (never kept by any cache), `X-Personal-Page` saying how the anonymous copy was
 * found, and the Server-Timing of the customer's data. Compressed by the `compression` middleware.
 */
function sendPersonalPage(req: ExpressRequest, res: ExpressResponse, page: PersonalPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) if (name.toLowerCase() !== "cache-control") res.append(name, value);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Personal-Page", page.state);
  res.setHeader("Server-Timing", `${page.timing}, personal-page;desc="${page.state}"`);
  const body = Buffer.concat(page.body);
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Sends a customer's kept cart page (ADR 0031): its render's headers (a fresh nonce in the CSP) and
 * `X-Cart-Page: hit|miss`. Compressed by the `compression` middleware.
 */
function sendCartPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: { status: number; headers: [string, string][]; body: Buffer; state: string },
) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("X-Cart-Page", page.state);
  res.setHeader("Server-Timing", `cart-page;desc="${page.state}"`);
  res.setHeader("Content-Length", String(page.body.length));
  res.end(req.method === "HEAD" ? undefined : page.body);
}

/** The request headers for an anonymous render of the same page: the display settings are the only cookie kept. */
function anonymousHeaders(req: ExpressRequest): Headers {
  const headers = remixHeaders(req);
  const settings = (req.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith("__settings="));
  if (settings.length) headers.set("Cookie", settings.join("; "));
  else headers.delete("Cookie");
  return headers;
}

/**
 * Remix, like @remix-run/express 2.17.5's `createRequestHandler` — which streams `req` itself into
 * Remix, so a route that ignores its body leaves it unread on a keep-alive connection — with the
 * body already read by `policy` and without Origin. An anonymous GET/HEAD goes through the page cache
 * (rendered as a GET: a HEAD is answered from the same copy).
 */
async function remix(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  try {
    const url = new URL(`${req.protocol}://${requestHost(req) ?? "localhost"}${req.originalUrl}`);
    const cookie = req.get("cookie") ?? null;
    if (personal.candidate(req.method, url.pathname, cookie)) {
      // A signed-in customer's static page: the anonymous copy with their pieces filled in, else rendered in full below.
      const anonymous = (signal?: AbortSignal) => new Request(url.href, { method: "GET", headers: anonymousHeaders(req), signal });
      const served = await personal.serve({
        key: await pages.key(url.host, url.pathname + url.search, cookie),
        request: new Request(url.href, { method: "GET", headers: remixHeaders(req) }),
        renderAnonymous: (background) => answer(anonymous(background ? undefined : abortOnClose(res))),
        renderTemplate: () => answer(anonymous(), true),
      });
      if (served) return sendPersonalPage(req, res, served);
    }
    if (cartPages.candidate(req.method, url.pathname, cookie)) {
      // A signed-in customer's cart page: their own copy of a few seconds ago, else rendered (as a GET) and kept.
      const request = () => new Request(url.href, { method: "GET", headers: remixHeaders(req) });
      const served = await cartPages.serve({ request: request(), render: () => answer(request()) });
      if (served?.kind === "page") return sendCartPage(req, res, served);
      if (served) return await sendRemixResponse(res, served.response);
    }
    if (pages.candidate(req.method, url.pathname, cookie)) {
      const key = await pages.key(url.host, url.pathname + url.search, cookie);
      const result = await pages.serve(key, (background) => {
        const request = new Request(url.href, {
          method: "GET",
          headers: remixHeaders(req),
          signal: background ? undefined : abortOnClose(res),
        });
        return answer(request);
      });
      if ("page" in result) return await sendPage(req, res, key, result.page, result.state, result.timing);
      await compressResponse(req, res);
      return await sendRemixResponse(res, result.response);
    }
    const headers = remixHeaders(req);
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: abortOnClose(res) };
    let body: ReturnType<typeof lazyBody> | null = null;
    if (res.locals.streamed) {
      body = lazyBody(req);
      init.body = body.stream;
      init.duplex = "half";
    } else if (req.method !== "GET" && req.method !== "HEAD") init.body = (res.locals.body as BodyInit | undefined) ?? null; // a Buffer (TS 5.9 types Uint8Array<ArrayBufferLike> apart from BodyInit)
    res.on("finish", () => {
      // An upload answered before its body was read (413 by Content-Length, a refusal mid-file):
      // the rest is drained (bounded) so the browser reads the answer, not a reset.
      if (body && !req.complete) {
        body.detach();
        drain(req);
      }
    });
    const request = new Request(url.href, init);
    await sendRemixResponse(res, await answer(request));
  } catch (error) {
    next(error);
  }
}

/** A signal aborted when the client goes away before the answer is finished. */
function abortOnClose(res: ExpressResponse): AbortSignal {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return controller.signal;
}

/** The names at the top of `public/` (read once: the directory is part of the release). */
const publicNames = new Set(existsSync("public") ? readdirSync("public") : []);

/**
 * Whether `pathname` may be a file of `public/` or of the client build: only those go through the
 * static file middlewares (one `stat` per request otherwise, and its allocations, for every page).
 */
function mayBeStaticFile(pathname: string): boolean {
  if (pathname.startsWith(build.publicPath)) return true;
  const slash = pathname.indexOf("/", 1);
  return publicNames.has(pathname.slice(1, slash === -1 ? undefined : slash));
}

// A partial answer (206 of /media/*) is never compressed: its Content-Range counts the file's own bytes.
const compress = compression({ filter: (req, res) => !res.getHeader("Content-Range") && compression.filter(req, res) });

/** Applies `compression` to this response (it wraps the response's write/end; call before writing). */
function compressResponse(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  return new Promise((resolve, reject) => compress(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}

/**
 * Compression for every answer but a page-cache candidate's: a stored page is sent gzip as stored
 * (`sendPage`), and a candidate's answer that is not stored is compressed by `remix` itself. Wrapping
 * every response in `compression` allocated more per page-cache hit than anything else (ADR 0032).
 */
function compressUnlessCandidate(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (!mayBeStaticFile(req.path) && pages.candidate(req.method, req.path, req.headers.cookie ?? null)) return next();
  compress(req, res, next);
}

const serveAssets = express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" });
const servePublic = express.static("public", { maxAge: "1h" });

const app = express();
app.disable("x-powered-by");
if (trustProxy) app.set("trust proxy", 1);
app.use(transport);
app.use(compressUnlessCandidate);
app.use(build.publicPath, serveAssets);
app.use((req, res, next) => (mayBeStaticFile(req.path) ? servePublic(req, res, next) : next()));
app.use(requestLog);
app.use(policy);
// `use`, not remix-serve's `all("*")`: express would decode the path as a route parameter and fail
// with a URIError on a malformed escape (`/%E0%A4%A`); Remix decodes it leniently itself.
app.use(remix);
app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
  if (res.headersSent) {
    console.error("[storefront] error after the response started:", error);
    req.socket.destroy();
    return;
  }
  // A request the URL parser or express refuses (status 4xx) is the client's error: 400, never 500.
  const status = (error as { status?: unknown }).status;
  if ((error as { code?: string }).code === "ERR_INVALID_URL" || (typeof status === "number" && status >= 400 && status < 500)) {
    return refuse(req, res, "bad-request");
  }
  console.error("[storefront]", error);
  res.status(500).set("Cache-Control", "no-store").type("text").send("Đã có lỗi xảy ra. Vui lòng thử lại sau.");
});

const port = Number(env.PORT ?? 3000);
const onListen = () => console.log(`[storefront] http://localhost:${port} (pid ${process.pid})`);
const server = env.HOST ? app.listen(port, env.HOST, onListen) : app.listen(port, onListen);
server.requestTimeout = UPLOAD_MAX_MS;

// Requests Node's parser refuses before express sees them (headers over 16 KB → 431, malformed
// request lines → 400) get the Vietnamese page instead of Node's empty answer; the socket is closed.
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, html } = refusalPage(error.code === "HPE_HEADER_OVERFLOW" ? "headers-too-large" : "bad-request");
  const body = Buffer.from(html);
  const reason = status === 431 ? "Request Header Fields Too Large" : "Bad Request";
  const head = `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]));
});

function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  console.log(`[storefront] ${signal}: finishing in-flight requests`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
