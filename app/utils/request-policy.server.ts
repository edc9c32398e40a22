/**
 * The storefront's transport rules in one place (ADR 0008), pure so they can be unit-tested: the
 * storefront's HTTP server (storefront/server.ts) asks these functions for a verdict before a
 * request reaches Remix.
 *
 * - Body size: a limit in bytes per route kind (`BODY_LIMITS`); a larger body → 413.
 * - Origin (CSRF): a mutation (POST/PUT/PATCH/DELETE) without `Origin` is allowed (SameSite=Lax
 *   cookies protect it; curl and old clients send none); with `Origin` equal to the request's own
 *   origin (its Host) or PUBLIC_URL's origin it is allowed; `null`, a malformed or a foreign origin
 *   → 403. The gateway return routes (VNPay, ePay) accept a cross-site POST: their actions verify
 *   the gateway's signature and change nothing (ADR 0003).
 * - HSTS: one year with subdomains on every response when PUBLIC_URL is https.
 *
 * No function here throws.
 */

/** What a route does with a request body, which decides how large it may be. */
export type RouteKind =
  /** Every page and form of the shop (urlencoded forms, Remix `.data` requests). */
  | "form"
  /** Where a payment gateway sends the shopper back (`GATEWAY_RETURN_PATHS`). */
  | "gateway-return";
// A future upload route kind (e.g. "upload", multipart files) gets its own entry here and in
// BODY_LIMITS, and a rule in `routeKind`; the server buffers bodies up to the limit, so an upload
// kind with a large limit should be streamed instead (see storefront/server.ts).

/** Largest accepted request body per route kind, in bytes. */
export const BODY_LIMITS: Readonly<Record<RouteKind, number>> = Object.freeze({
  form: 64 * 1024,
  "gateway-return": 16 * 1024,
});

/** Paths where a payment gateway returns the shopper, possibly by a cross-site form POST (spec §2 Payment). */
const GATEWAY_RETURN_PATHS: ReadonlySet<string> = new Set(["/thanh-toan/vnpay-return", "/thanh-toan/epay-result"]);

/** Methods that may change state and are therefore checked against `Origin`. */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * `pathname` as the router matches it: case-insensitive, without trailing slashes, without Remix's
 * `.data` suffix (single fetch asks `/x.data` for `/x`).
 */
function routePath(pathname: string): string {
  let p = pathname.toLowerCase();
  if (p.endsWith(".data")) p = p.slice(0, -".data".length);
  p = p.replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

/** The route kind of a request path (`pathname`, without the query string). */
export function routeKind(pathname: string): RouteKind {
  return GATEWAY_RETURN_PATHS.has(routePath(pathname)) ? "gateway-return" : "form";
}

/** The body limit (bytes) of a request path. */
export function bodyLimit(pathname: string): number {
  return BODY_LIMITS[routeKind(pathname)];
}

// Manuscript uploads are streamed, not buffered.
/** The upload routes (`/tao-ban-thao`, `/chi-tiet-ban-thao/{id}/phien-ban-moi`). */
const UPLOAD_PATH = /^\/(tao-ban-thao|chi-tiet-ban-thao\/[^/]+\/phien-ban-moi)$/;

/**
 * Whether a request's body is handed to Remix as a stream instead of being buffered: a
 * `multipart/form-data` POST to an upload route. Its route checks the size itself (Content-Length
 * before reading, bytes as they flow) and answers the upload's own 413 page.
 */
export function streamsBody(method: string, pathname: string, contentType: string | undefined): boolean {
  return method === "POST" && UPLOAD_PATH.test(routePath(pathname)) && /^multipart\/form-data\s*;/i.test(contentType ?? "");
}

/** Verdict on a declared Content-Length. */
export type LengthVerdict =
  /** Nothing declared (chunked or no body): count while reading, up to `limit`. */
  | { kind: "unknown"; limit: number }
  | { kind: "ok"; limit: number; length: number }
  | { kind: "too-large"; limit: number; length: number }
  /** Not a decimal number of bytes (Node refuses most of these before us). */
  | { kind: "invalid"; limit: number };

/** Checks the `Content-Length` header (string or undefined) of a request to `pathname`. */
export function checkContentLength(pathname: string, contentLength: string | undefined): LengthVerdict {
  const limit = bodyLimit(pathname);
  if (contentLength === undefined || contentLength === "") return { kind: "unknown", limit };
  if (!/^\d{1,16}$/.test(contentLength.trim())) return { kind: "invalid", limit };
  const length = Number(contentLength.trim());
  return length > limit ? { kind: "too-large", limit, length } : { kind: "ok", limit, length };
}

/** Verdict of the Origin rule. */
export type OriginVerdict =
  /** Not a mutation, no Origin, or our own origin: pass (Origin may be removed before Remix). */
  | { kind: "allow" }
  /** A gateway return route: pass with Origin removed, the route's action verifies the signature. */
  | { kind: "allow-gateway" }
  /** Refuse with 403, never reaching Remix. `reason` is for logs. */
  | { kind: "forbid"; reason: "null-origin" | "malformed-origin" | "foreign-origin" };

/** Input of `checkOrigin`. */
export interface OriginInput {
  method: string;
  /** The request path (no query string). */
  pathname: string;
  /** The `Origin` header, or undefined when absent. */
  origin: string | undefined;
  /** The host the request was addressed to (`Host`, or X-Forwarded-Host behind a trusted proxy). */
  host: string | undefined;
  /** PUBLIC_URL (any URL; only its origin counts), or null/undefined when unset. */
  publicUrl?: string | null;
}

/** The origin (scheme://host[:port], default port dropped) of `url`, or null when not an http(s) URL. */
function originOf(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/** The CSRF rule (see the module docs). */
export function checkOrigin(input: OriginInput): OriginVerdict {
  if (!MUTATIONS.has(input.method.toUpperCase())) return { kind: "allow" };
  if (routeKind(input.pathname) === "gateway-return") return { kind: "allow-gateway" };
  if (input.origin === undefined) return { kind: "allow" };
  const raw = input.origin.trim();
  if (raw === "null") return { kind: "forbid", reason: "null-origin" };
  const origin = originOf(raw);
  // An Origin header is exactly scheme://host[:port]: no path, query, fragment or credentials.
  if (!origin || origin.username || origin.password || /^[a-z]+:\/\/[^/]+\/./i.test(raw) || /[?#]/.test(raw)) {
    return { kind: "forbid", reason: "malformed-origin" };
  }
  if (input.host && origin.host === input.host.trim().toLowerCase()) return { kind: "allow" };
  if (input.host) {
    // The Host header without a default port (":80" with http, ":443" with https) is the same origin.
    const own = originOf(`${origin.protocol}//${input.host.trim()}`);
    if (own && own.host === origin.host) return { kind: "allow" };
  }
  const pub = input.publicUrl ? originOf(input.publicUrl) : null;
  if (pub && pub.origin === origin.origin) return { kind: "allow" };
  return { kind: "forbid", reason: "foreign-origin" };
}

/** The Strict-Transport-Security value to send on every response, or null (PUBLIC_URL not https). */
export function hstsHeader(publicUrl: string | null | undefined): string | null {
  return publicUrl && /^https:\/\//i.test(publicUrl.trim()) ? "max-age=31536000; includeSubDomains" : null;
}

/**
 * Whether `host` (a Host / X-Forwarded-Host value) can form a request URL: a hostname or IP literal
 * with an optional port 1–65535. Anything else is answered 400 instead of letting URL parsing throw.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined || host === "") return true;
  if (!/^[A-Za-z0-9.\-_~%!$&'()*+,;=:[\]]+$/.test(host)) return false;
  try {
    const u = new URL(`http://${host}/`);
    return u.host !== "" && u.pathname === "/" && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Refusals the server answers itself: before Remix, or (the cart's) at the cookie write-back after it. */
export type Refusal = "too-large" | "forbidden" | "bad-request" | "headers-too-large" | "cart-too-large";

const REFUSALS: Record<Refusal, { status: number; title: string; text: string }> = {
  "too-large": { status: 413, title: "Dữ liệu gửi lên quá lớn", text: "Dữ liệu gửi lên quá lớn. Vui lòng rút ngắn nội dung rồi thử lại." },
  forbidden: {
    status: 403,
    title: "Yêu cầu bị từ chối",
    text: "Yêu cầu bị từ chối vì được gửi từ một trang web khác. Vui lòng mở lại trang của Nhà sách Đại học rồi thử lại.",
  },
  "bad-request": { status: 400, title: "Yêu cầu không hợp lệ", text: "Yêu cầu không hợp lệ. Vui lòng mở lại trang chủ rồi thử lại." },
  /** Node's HTTP parser refuses a request line + headers over 16 KB (e.g. a 100 000-character query). */
  "headers-too-large": {
    status: 431,
    title: "Địa chỉ quá dài",
    text: "Địa chỉ trang hoặc dữ liệu kèm theo quá dài. Vui lòng mở lại trang chủ rồi thử lại.",
  },
  /** The guest cart no longer fits in its cookie (app/session.server.ts); the limits make it unlikely. */
  "cart-too-large": {
    status: 400,
    title: "Giỏ hàng quá lớn",
    text: "Giỏ hàng quá lớn để lưu, vui lòng bớt sản phẩm hoặc rút gọn địa chỉ.",
  },
};

/** Status and a small self-contained Vietnamese HTML page (with a link home) for `refusal`. */
export function refusalPage(refusal: Refusal): { status: number; html: string } {
  const r = REFUSALS[refusal];
  const html = `<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${r.title} – Nhà sách Đại học</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d2733}a{color:#0b4f9c}</style></head>
<body><main><h1>${r.title}</h1><p>${r.text}</p><p><a href="/">Về trang chủ</a></p></main></body></html>
`;
  return { status: r.status, html };
}
