/**
 * Request and response helpers shared by route modules: safe redirect targets, the request's public
 * origin and client address, the form of a POST. (Redirects with a toast: app/session.server.ts.)
 */
import { safeRedirect } from "remix-utils/safe-redirect";
import { env } from "~/env.server";

/** Longest redirect target kept (a longer one → `fallback`): well under any header or cookie limit. */
export const MAX_REDIRECT_TARGET = 2000;

/**
 * A redirect target that stays on this site: remix-utils' `safeRedirect`, plus a refusal of control
 * characters and backslashes (browsers drop a tab from `/\t/evil.example` and go to
 * `//evil.example`; a newline would break the header) and of targets over `MAX_REDIRECT_TARGET`.
 * The result is percent-encoded as a URL parser does (`/tại` → `/t%E1%BA%A1i`), so it is always
 * ASCII and fits a `Location` header or a cookie (a character above U+00FF there throws a TypeError,
 * i.e. a 500). Unsafe → `fallback`. Never throws.
 */
export function safeRedirectTo(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_TARGET || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const safe = safeRedirect(to, fallback);
  try {
    const base = "http://storefront.invalid";
    const url = new URL(safe, base);
    if (url.origin !== base) return fallback;
    const target = url.pathname + url.search + url.hash;
    return target.length <= MAX_REDIRECT_TARGET ? target : fallback;
  } catch {
    return fallback;
  }
}

/** The shop's public origin: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(request: Request): string {
  return env.publicUrl ?? new URL(request.url).origin;
}

/**
 * The client's IP address (IPv4/IPv6 text), or undefined when unknown: the `X-Storefront-Client-Ip`
 * header, which the storefront's own server (storefront/server.ts, ADR 0008) always replaces
 * with the socket's address — or, with TRUST_PROXY=true, the address the reverse proxy in front saw
 * (X-Forwarded-For, one trusted hop). A client cannot set it; X-Forwarded-For is never read here.
 */
export function clientIp(request: Request): string | undefined {
  const ip = request.headers.get("x-storefront-client-ip")?.trim();
  return ip && /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : undefined;
}

/**
 * The submitted form of a POST. A body that is not a form (JSON, garbage, a wrong content type) is
 * refused with 400 — never a 500 (docs/conventions.md rule 4).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("Dữ liệu gửi lên không phải là biểu mẫu hợp lệ.", { status: 400 });
  }
}
