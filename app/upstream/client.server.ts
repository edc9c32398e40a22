/**
 * The one upstream client (ADR 0004). undici keep-alive pools per host,
 * connect/headers/body timeouts, the bearer token, zod parsing of the §7 envelope, a Server-Timing
 * entry per call, and errors mapped once:
 *
 * - upstream 4xx → `UpstreamError` (status, Vietnamese `message`, `data`): callers turn it into a
 *   form/field error or a 404 page;
 * - 5xx, malformed answers → thrown `Response` 502; refused connection → 503; timeout → 504.
 *   These reach the GeneralErrorBoundary with a Vietnamese message.
 *
 * Route modules never call undici directly: they call the domain modules in app/upstream/*.server.ts.
 */
import { Readable } from "node:stream";
import { Pool, errors as undiciErrors } from "undici";
import { z } from "zod";
import { env } from "~/env.server";
import { clearPageCache } from "~/utils/page-cache.server";
import { cached, forgetCached, type CachePreset } from "./cache.server";
import { observeUpstream } from "~/utils/metrics.server";

export type UpstreamHost = "api" | "auth" | "admin";

/** headersTimeout/bodyTimeout (ms) of a streamed upload (`RequestOptions.stream`), instead of UPSTREAM_TIMEOUT_MS. */
const UPLOAD_UPSTREAM_TIMEOUT_MS = 120_000;

const pools = new Map<string, Pool>();
function pool(origin: string): Pool {
  let p = pools.get(origin);
  if (!p) {
    p = new Pool(origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: 3_000 },
      headersTimeout: env.upstreamTimeoutMs,
      bodyTimeout: env.upstreamTimeoutMs,
    });
    pools.set(origin, p);
  }
  return p;
}

function baseUrl(host: UpstreamHost): string {
  return host === "auth" ? env.authUrl : host === "admin" ? env.adminUrl : env.apiUrl;
}

/**
 * A 4xx answer of the upstream, with its Vietnamese `errorMessage` as `message` and its
 * machine-readable `errorCode` (UPPER_SNAKE, e.g. `DISCOUNT_WRONG_KIND`) as `code`: callers branch
 * on `code`, never on the prose. `code` is null when the upstream sent none (or the refusal was made
 * by the storefront itself).
 */
export class UpstreamError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly data: unknown,
    /** The upstream's `Retry-After` in seconds when it answered 429 (a throttle), else null. */
    public readonly retryAfter: number | null = null,
    /** The envelope's `errorCode`, or null. */
    public readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The §7 envelope. `errorCode` is optional: an upstream that does not send it (or sends something
 * that is not an UPPER_SNAKE code) gives `UpstreamError.code === null`, never a 502.
 */
const envelope = z
  .object({
    isSuccess: z.boolean(),
    errorMessage: z.string().nullish(),
    errorCode: z
      .string()
      .nullish()
      .catch(null)
      .transform((c) => (c && /^[A-Z][A-Z0-9_]{0,63}$/.test(c) ? c : null)),
    successMessage: z.string().nullish(),
    data: z.unknown(),
    totalPage: z.number().int().nullish(),
  })
  // Fields beyond §7 (e.g. a search's `facets`) pass through to `UpstreamResult.extra`, unparsed.
  .passthrough();

/** A successful upstream answer, `data` parsed by the caller's schema. */
export interface UpstreamResult<T> {
  data: T;
  successMessage: string | null;
  totalPage: number;
  /**
   * The envelope's other fields, unparsed (the reference upstream's additions to §7, e.g. a search's
   * `totalItems` and `facets`): callers parse what they use and must cope with its absence (the
   * publisher's API may not send it).
   */
  extra: Record<string, unknown>;
}

/** The Vietnamese error page answers of upstream failures (ADR 0004: errors mapped once). */
export function upstreamFailure(status: 502 | 503 | 504, detail?: string): Response {
  const message = {
    502: "Máy chủ dữ liệu trả lời không hợp lệ. Vui lòng thử lại sau ít phút.",
    503: "Hệ thống đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.",
    504: "Máy chủ dữ liệu phản hồi quá chậm. Vui lòng thử lại.",
  }[status];
  if (detail) console.error(`[upstream ${status}] ${detail}`);
  return new Response(message, { status, statusText: "Upstream error", headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export interface RequestOptions {
  host?: UpstreamHost;
  /** JSON body (POST/PATCH/DELETE). */
  body?: unknown;
  /** Query parameters; undefined/null/"" values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /**
   * GETs whose answer does not depend on the user may be cached in-process with this preset
   * (cache.server.ts). Never set it for calls made with a user's token that depend on the user.
   */
  cache?: CachePreset;
  /**
   * `false`: leave the call out of Server-Timing. Only for a cache's background refresh
   * (stale-while-revalidate), which the page being rendered does not wait for: it may finish after
   * the page's own calls, and listing it would count the same path twice.
   */
  timing?: false;
  /**
   * A body sent as it is produced instead of `body` (multipart uploads): undici pulls the
   * iterable only as fast as the upstream reads (backpressure); if the iterable throws, the request
   * is aborted and the error rethrown as it is (not mapped to 503).
   */
  stream?: { contentType: string; body: AsyncIterable<Uint8Array> };
}

/** The cache key of GET `path` with `opts.query` (host, path and the non-empty query values in order). */
function cacheKeyOf(path: string, opts: Pick<RequestOptions, "host" | "query">): string {
  const query = new URLSearchParams(
    Object.entries(opts.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === "" ? [] : [[k, String(v)]])),
  );
  return `${opts.host ?? "api"} ${path}?${query}`;
}

/** What the clients of one request share (app/context.server.ts, ADR 0011). */
interface ClientShared {
  /** The Server-Timing entries of every call made by the request's clients, in order. */
  timings: string[];
  /** Sent as `X-Request-Id` with every call, so both processes' logs can be matched. */
  requestId?: string;
}

/**
 * An upstream client: carries the bearer token (from the session) and records a
 * Server-Timing entry per call. Loaders and actions get theirs from the request context
 * (app/context.server.ts), whose clients share one list of entries and the request id.
 */
export class UpstreamClient {
  private readonly timings: string[];
  private readonly requestId: string | undefined;
  /**
   * @param token the user's JWT (spec §7 "A bearer token is sent in the Authorization header").
   * @param onUnauthorized what to throw when the upstream answers 401 to a call with a token
   *        (auth.server.ts: end the session, §8). Without it a 401 is an UpstreamError like any 4xx.
   * @param shared the request's Server-Timing list and id (a list of its own when absent).
   */
  constructor(
    private readonly token: string | null = null,
    private readonly onUnauthorized?: () => Promise<Response>,
    shared?: ClientShared,
  ) {
    this.timings = shared?.timings ?? [];
    this.requestId = shared?.requestId;
  }

  /** The `Server-Timing` header value of every call made so far by this client and those sharing its list ("upN;desc=…;dur=…"). */
  serverTiming(): string {
    return this.timings.join(", ");
  }

  /** GET `path`, parsing `data` with `schema`. */
  async get<S extends z.ZodTypeAny>(schema: S, path: string, opts: RequestOptions = {}): Promise<UpstreamResult<z.output<S>>> {
    if (!opts.cache) return this.request("GET", schema, path, opts);
    const key = cacheKeyOf(path, opts);
    let fetched = false;
    const started = performance.now();
    const result = await cached(key, opts.cache, ({ background }) => {
      if (background) return this.request("GET", schema, path, { ...opts, cache: undefined, timing: false });
      fetched = true;
      return this.request("GET", schema, path, { ...opts, cache: undefined });
    });
    // Served from the cache: still one Server-Timing entry per call, marked as a hit. (Not "no entry
    // added meanwhile": other loaders of the request add theirs to the same list at the same time.)
    if (!fetched) this.timings.push(`up${this.timings.length};desc="GET ${path} (cache)";dur=${(performance.now() - started).toFixed(1)}`);
    return result;
  }

  /**
   * Drops the cached answer of GET `path` with `opts.query` (same key as `get`), so the next call asks
   * the upstream: after a change this client made (e.g. a review: the product and its first review page).
   * The in-process page cache is cleared too: the pages showing that answer are rendered again.
   */
  async forget(path: string, opts: Pick<RequestOptions, "host" | "query"> = {}): Promise<void> {
    clearPageCache();
    await forgetCached(cacheKeyOf(path, opts));
  }

  /** POST `path` with a JSON body, parsing `data` with `schema`. */
  post<S extends z.ZodTypeAny>(schema: S, path: string, opts: RequestOptions = {}): Promise<UpstreamResult<z.output<S>>> {
    return this.request("POST", schema, path, opts);
  }

  /**
   * GET `path` as a stream of bytes (a file the upstream serves, e.g. an ebook's PDF), for resource
   * routes that pass a file on without holding it in memory. `headers` are sent as given
   * (e.g. `range`, `if-range`, `if-none-match`); `signal` aborts the upstream request (the shopper
   * went away).
   * @returns status, response headers and body (a web stream; null for 304) for a 2xx, 304 or 416.
   * @throws UpstreamError for another 4xx (its envelope read; a 401 with a token → `onUnauthorized`'s
   *         Response); Response 502 for a 5xx, 503/504 for transport failures.
   */
  async stream(
    path: string,
    opts: { query?: RequestOptions["query"]; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<{ status: number; headers: Headers; body: ReadableStream<Uint8Array> | null }> {
    const url = new URL(path, baseUrl("api"));
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { ...opts.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.requestId) headers["x-request-id"] = this.requestId;
    const label = `GET ${url.pathname}`;
    const started = performance.now();
    let res: Awaited<ReturnType<Pool["request"]>>;
    try {
      res = await pool(url.origin).request({ method: "GET", path: url.pathname + url.search, headers, signal: opts.signal });
    } catch (error) {
      throw mapTransportError(error, label, opts.signal);
    } finally {
      this.timings.push(
        `up${this.timings.length};desc="${label.replace(/"/g, "")} (stream)";dur=${(performance.now() - started).toFixed(1)}`,
      );
    }
    const status = res.statusCode;
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === "string") out.set(name, value);
    }
    if (status < 300 || status === 304 || status === 416) {
      if (status === 304) {
        await res.body.dump();
        return { status, headers: out, body: null };
      }
      return { status, headers: out, body: toWebStream(res.body) };
    }
    const text = await res.body.text().catch(() => "");
    if (status >= 500 || status < 400) throw upstreamFailure(502, `${label} answered ${status}`);
    if (status === 401 && this.token && this.onUnauthorized) throw await this.onUnauthorized();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: refused below */
    }
    const json = envelope.safeParse(parsed);
    if (!json.success) throw upstreamFailure(502, `${label} answered ${status} with a body that is not the envelope`);
    throw new UpstreamError(
      status,
      json.data.errorMessage || "Yêu cầu không thành công",
      json.data.data ?? null,
      null,
      json.data.errorCode,
    );
  }

  /**
   * Sends one request and parses the envelope.
   * @throws UpstreamError on a 4xx answer (or `isSuccess: false` with a 2xx);
   *         Response 502/503/504 on upstream failure.
   */
  async request<S extends z.ZodTypeAny>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    schema: S,
    path: string,
    opts: RequestOptions = {},
  ): Promise<UpstreamResult<z.output<S>>> {
    const url = new URL(path, baseUrl(opts.host ?? "api"));
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.requestId) headers["x-request-id"] = this.requestId;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    if (opts.stream) headers["content-type"] = opts.stream.contentType;
    let streamError: unknown = null;
    const streamed = opts.stream
      ? Readable.from(
          (async function* (source: AsyncIterable<Uint8Array>) {
            try {
              yield* source;
            } catch (error) {
              streamError = error;
              throw error;
            }
          })(opts.stream.body),
          { objectMode: false, highWaterMark: 64 * 1024 },
        )
      : undefined;
    const started = performance.now();
    const label = `${method} ${url.pathname}`;
    let status: number | null = null;
    let text: string;
    let retryAfter: number | null = null;
    try {
      const res = await pool(url.origin).request({
        method,
        path: url.pathname + url.search,
        headers,
        body: streamed ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
        // An upload's own timeouts, not the page's: the upstream writes the file to disk as
        // it comes and answers after the last byte; the browser's pace is bounded by the storefront's
        // server (storefront/server.ts UPLOAD_IDLE_MS / UPLOAD_MAX_MS), not here.
        ...(streamed ? { headersTimeout: UPLOAD_UPSTREAM_TIMEOUT_MS, bodyTimeout: UPLOAD_UPSTREAM_TIMEOUT_MS } : {}),
      });
      status = res.statusCode;
      const retry = Number(res.headers["retry-after"]);
      if (status === 429 && Number.isInteger(retry) && retry > 0) retryAfter = retry;
      text = await res.body.text();
      // The upstream answered before the whole upload was sent (e.g. 409 after reading `draftId`, 413):
      // stop sending. undici then closes the connection; left alone it would wait forever for the
      // upstream to read the rest, holding the connection and the upstream's request open.
      if (streamed && !streamed.readableEnded) streamed.destroy();
    } catch (error) {
      if (streamError) throw streamError;
      throw mapTransportError(error, label);
    } finally {
      const ms = performance.now() - started;
      observeUpstream(method, url.pathname, status, ms);
      const dur = ms.toFixed(1);
      if (opts.timing !== false) this.timings.push(`up${this.timings.length};desc="${label.replace(/"/g, "")}";dur=${dur}`);
    }
    if (status >= 500) throw upstreamFailure(502, `${label} answered ${status}`);
    let json: z.infer<typeof envelope>;
    try {
      json = envelope.parse(JSON.parse(text));
    } catch {
      throw upstreamFailure(502, `${label} answered ${status} with a body that is not the envelope`);
    }
    if (status === 401 && this.token && this.onUnauthorized) throw await this.onUnauthorized();
    if (status >= 400 || !json.isSuccess) {
      throw new UpstreamError(
        status >= 400 ? status : 400,
        json.errorMessage || "Yêu cầu không thành công",
        json.data ?? null,
        retryAfter,
        json.errorCode,
      );
    }
    const data = schema.safeParse(json.data);
    if (!data.success) throw upstreamFailure(502, `${label}: unexpected data: ${data.error.message.slice(0, 500)}`);
    const { isSuccess: _ok, errorMessage: _em, errorCode: _ec, successMessage: _sm, data: _data, totalPage: _tp, ...extra } = json;
    return { data: data.data, successMessage: json.successMessage ?? null, totalPage: json.totalPage ?? 1, extra };
  }
}

/**
 * A Node stream as a web `ReadableStream`, pulled chunk by chunk (the consumer's pace: nothing is
 * buffered ahead); cancelling it (the shopper went away) destroys the Node stream, which aborts the
 * upstream request. Not `Readable.toWeb`: on Node 20 it throws an uncaught "Controller is already
 * closed" when the web stream is cancelled while data is arriving — a crash of the process.
 */
function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  // An abort (the shopper went away: the request's signal) or a cancel makes undici emit "error"; the
  // reader below still sees it (the stream is marked errored), but an unheard event would crash the process.
  body.on("error", () => undefined);
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          controller.error(error);
        }
      },
      cancel() {
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function mapTransportError(error: unknown, label: string, signal?: AbortSignal): Response {
  // The shopper went away (e.g. the browser dropped an image it no longer shows) and the request's
  // signal aborted the call: not an upstream failure, so not logged as one; nobody reads the answer.
  if (signal?.aborted) return upstreamFailure(503);
  if (
    error instanceof undiciErrors.ConnectTimeoutError ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return upstreamFailure(504, `${label}: ${(error as Error).message}`);
  }
  return upstreamFailure(503, `${label}: ${(error as Error)?.message ?? String(error)}`);
}

/**
 * The status (and headers) of a form answered with an upstream refusal: 429 with the upstream's
 * `Retry-After` (seconds) when the upstream throttled the request (e.g. too many wrong codes, ADR
 * 0009), else 400. The form's routes pass `Retry-After` on with `retryAfterHeaders`.
 */
export function refusalInit(error: UpstreamError): ResponseInit {
  if (error.status !== 429) return { status: 400 };
  return { status: 429, headers: error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined };
}

/** `UpstreamError` with status 404, or null: for loaders that turn a missing record into a 404 page. */
export function isNotFound(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.status === 404;
}

/** Request headers of a media request passed on to the ADMIN host: byte ranges and revalidation. */
const MEDIA_REQUEST_HEADERS = ["range", "if-range", "if-none-match", "if-modified-since"] as const;
/** Answer headers of the ADMIN host passed back with a media file. */
const MEDIA_RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "cache-control",
] as const;

/**
 * A media file from the ADMIN host (cover, banner, lesson video or captions …), for the storefront's
 * `/media/*` route, its body STREAMED: pulled chunk by chunk at the browser's pace, never held in
 * memory (a video passes through); the shopper going away (the request's signal) aborts the upstream
 * request.
 * @param opts.request the browser's request: its method (HEAD, else GET), `Range`, `If-Range`,
 *   `If-None-Match` and `If-Modified-Since` (each at most 200 characters) are passed on, its signal aborts.
 * @returns the host's status with its `Content-Type`, `Content-Length`, `Content-Range`, `Accept-Ranges`,
 *   `ETag`, `Last-Modified` and `Cache-Control`: 200/206/416 with the streamed body (none for HEAD),
 *   304 and other 4xx without a body (the caller decides what a missing file shows); an upstream 5xx →
 *   502 without a body.
 * @throws Response 503 (connection refused) or 504 (timeout).
 */
export async function fetchMedia(path: string, opts: { request?: Request } = {}): Promise<Response> {
  const url = new URL(path, env.adminUrl);
  const method = opts.request?.method === "HEAD" ? "HEAD" : "GET";
  const headers: Record<string, string> = { accept: "*/*" };
  for (const name of MEDIA_REQUEST_HEADERS) {
    const value = opts.request?.headers.get(name);
    if (value && value.length <= 200) headers[name] = value;
  }
  let res: Awaited<ReturnType<Pool["request"]>>;
  try {
    res = await pool(url.origin).request({ method, path: url.pathname, headers, signal: opts.request?.signal });
  } catch (error) {
    throw mapTransportError(error, `${method} ${url.pathname}`, opts.request?.signal);
  }
  const status = res.statusCode;
  const out = new Headers({
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
  if (status >= 500) {
    await res.body.dump().catch(() => undefined);
    return new Response(null, { status: 502, headers: out });
  }
  for (const name of MEDIA_RESPONSE_HEADERS) {
    const value = res.headers[name];
    if (typeof value === "string") out.set(name, value);
  }
  const withBody = method === "GET" && (status < 300 || status === 416);
  if (!withBody) {
    await res.body.dump().catch(() => undefined);
    if (status >= 400 && status !== 416) {
      out.delete("content-length");
      out.delete("content-range");
    }
    return new Response(null, { status, headers: out });
  }
  return new Response(toWebStream(res.body), { status, headers: out });
}
