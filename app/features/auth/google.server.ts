/**
 * "Đăng nhập bằng Google" (spec §3 `SocialLoginGG`): the OpenID Connect authorization-code
 * flow run by the storefront's server, with PKCE (S256), `state` and `nonce`.
 *
 * 1. `POST /dang-nhap/google` → `startGoogleLogin`: fresh state, nonce and PKCE verifier kept in the
 *    short-lived signed cookie `__oidc` (10 minutes, only sent to /dang-nhap/google…; a store of the
 *    request context, app/session.server.ts `getOidcCookie`), then 303 to the provider's
 *    authorization endpoint (found by discovery, cached in memory).
 * 2. `GET /dang-nhap/google/callback` → `finishGoogleLogin`: the `state` must equal the cookie's
 *    (else a 400 page), `error=access_denied` goes back to /dang-nhap with a toast, the code is
 *    exchanged at the token endpoint (client secret sent when configured), the id_token's `nonce`
 *    must equal the cookie's; then the upstream verifies the id_token's signature, issuer and
 *    audience (`loginWithGoogle`) and `completeLogin` does what every login does.
 *
 * Nothing the provider or the browser sends can cause a 500: a forged, replayed or expired callback
 * or a refused code is a 400 page; the provider unreachable or answering nonsense is a 502/503/504.
 * The id_token is only decoded here; its signature is the upstream's to verify.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import { decodeJwt } from "jose";
import { z } from "zod";
import { env } from "~/env.server";
import { loginWithGoogle } from "~/upstream/account.server";
import type { RouteArgs } from "~/context.server";
import { redirectWithToast } from "~/session.server";
import { UpstreamError } from "~/upstream/client.server";
import { publicOrigin, safeRedirectTo } from "~/utils/http.server";
import { completeLogin } from "./login.server";

/** Path of the callback route (remix.config.js); the redirect_uri registered with Google. */
const GOOGLE_CALLBACK_PATH = "/dang-nhap/google/callback";

const INVALID_SESSION_MESSAGE = "Phiên đăng nhập Google không hợp lệ, vui lòng thử lại";
const BAD_CODE_MESSAGE = "Mã đăng nhập Google không hợp lệ hoặc đã hết hạn, vui lòng thử lại";
const PROVIDER_ERROR_MESSAGE = "Google không cho phép đăng nhập lúc này, vui lòng thử lại";
const CANCELLED_MESSAGE = "Bạn đã hủy đăng nhập bằng Google";
const UNAVAILABLE_MESSAGE = "Không kết nối được với Google, vui lòng thử lại sau";

const PROVIDER_TIMEOUT_MS = 5_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

const attemptSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  redirectTo: z.string(),
});

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

let discoveryCache: { value: Promise<Discovery>; expiresAt: number } | null = null;

/** A page answer: the error boundary shows `message` with `status`. */
function pageError(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The provider failed us (unreachable, timeout, nonsense): logged, and a 502/503/504 page. */
function providerFailure(status: 502 | 503 | 504, detail: string): Response {
  console.error(`[google ${status}] ${detail}`);
  return pageError(status, UNAVAILABLE_MESSAGE);
}

/**
 * The configured client id.
 * @throws a 404 Response when Google sign-in is not configured (its routes do not exist then).
 */
export function requireGoogleEnabled(): string {
  if (!env.googleClientId) throw new Response(null, { status: 404 });
  return env.googleClientId;
}

/** `fetch` with the provider timeout; transport failures become thrown 503/504 pages. */
async function providerFetch(url: string, init: RequestInit, what: string): Promise<globalThis.Response> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw providerFailure(timedOut ? 504 : 503, `${what} ${url}: ${(error as Error).message}`);
  }
}

async function fetchDiscovery(): Promise<Discovery> {
  const url = `${env.googleIssuer}/.well-known/openid-configuration`;
  const res = await providerFetch(url, { headers: { accept: "application/json" } }, "discovery");
  if (!res.ok) throw providerFailure(503, `discovery ${url} answered ${res.status}`);
  const parsed = discoverySchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw providerFailure(502, `discovery ${url} is malformed: ${parsed.error.message}`);
  // OpenID Connect Discovery §4.3: the document must be the configured issuer's own.
  if (parsed.data.issuer.replace(/\/+$/, "") !== env.googleIssuer)
    throw providerFailure(502, `discovery ${url} names issuer ${parsed.data.issuer}`);
  return parsed.data;
}

/**
 * The provider's OpenID configuration (`{GOOGLE_ISSUER}/.well-known/openid-configuration`), cached
 * in memory for an hour; a failed fetch is not cached.
 * @throws a Response 502/503/504 with a Vietnamese message when it cannot be fetched.
 */
async function getDiscovery(now = Date.now()): Promise<Discovery> {
  if (!discoveryCache || discoveryCache.expiresAt <= now) {
    const value = fetchDiscovery();
    const entry = { value, expiresAt: now + DISCOVERY_TTL_MS };
    discoveryCache = entry;
    value.catch(() => {
      if (discoveryCache === entry) discoveryCache = null;
    });
  }
  return discoveryCache.value;
}

const randomToken = () => randomBytes(32).toString("base64url");
const redirectUri = (request: Request) => `${publicOrigin(request)}${GOOGLE_CALLBACK_PATH}`;

/**
 * Starts a Google login (the action of `POST /dang-nhap/google`): remembers a new state, nonce, PKCE
 * verifier and the safe `redirectTo` in `__oidc`, and answers 303 to the authorization endpoint.
 * @throws a Response 404 when not configured, 502/503/504 when the provider cannot be discovered.
 */
export async function startGoogleLogin({ request, context }: RouteArgs, redirectTo: string | null | undefined): Promise<Response> {
  const clientId = requireGoogleEnabled();
  const { authorization_endpoint } = await getDiscovery();
  const attempt = { state: randomToken(), nonce: randomToken(), verifier: randomToken(), redirectTo: safeRedirectTo(redirectTo, "/") };
  (await context.oidcCookie()).set(attempt);

  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri(request),
    scope: "openid email profile",
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: createHash("sha256").update(attempt.verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return redirect(url.href, 303);
}

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });
/** application/x-www-form-urlencoded encoding of one value (RFC 6749 §2.3.1 for Basic credentials). */
const formEncode = (value: string) => new URLSearchParams([["", value]]).toString().slice(1);

/** Exchanges `code` at the token endpoint (RFC 6749 §4.1.3 + PKCE) and returns the id_token. */
async function exchangeCode(request: Request, discovery: Discovery, code: string, verifier: string): Promise<string> {
  const clientId = requireGoogleEnabled();
  const body = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri(request), code_verifier: verifier });
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  const methods = discovery.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  if (env.googleClientSecret && !methods.includes("client_secret_post")) {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(clientId)}:${formEncode(env.googleClientSecret)}`).toString("base64")}`;
  } else {
    body.set("client_id", clientId);
    if (env.googleClientSecret) body.set("client_secret", env.googleClientSecret);
  }

  const res = await providerFetch(discovery.token_endpoint, { method: "POST", headers, body }, "token");
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = z.object({ error: z.string() }).safeParse(json);
    // invalid_grant / invalid_request: the code is wrong, used or expired — the browser's doing.
    if (res.status === 400 && error.success && ["invalid_grant", "invalid_request"].includes(error.data.error))
      throw pageError(400, BAD_CODE_MESSAGE);
    // invalid_client and the rest: our configuration or the provider; logged, not the shopper's fault.
    throw providerFailure(res.status >= 500 ? 503 : 502, `token endpoint answered ${res.status} ${JSON.stringify(json)}`);
  }
  const parsed = tokenResponseSchema.safeParse(json);
  if (!parsed.success) throw providerFailure(502, "token endpoint answered without an id_token");
  return parsed.data.id_token;
}

/**
 * Finishes a Google login (the loader of `GET /dang-nhap/google/callback`).
 * - `state` missing or not this browser's attempt → 400 page (the cookie of a real attempt in
 *   progress is left alone); otherwise `__oidc` is cleared whatever happens next (single use: the
 *   write-back removes it from every answer, the thrown 400/502 pages included);
 * - `error=access_denied` → 303 to /dang-nhap (keeping `redirectTo`) with a toast; another
 *   `error` or no `code` → 400 page;
 * - code refused by the provider, or an id_token whose `nonce` is not ours → 400 page;
 * - upstream refuses the id_token → 400 page with its message;
 * - else `completeLogin` (remembered session, cart merge, `Đăng nhập thành công`).
 */
export async function finishGoogleLogin({ request, context }: RouteArgs): Promise<Response> {
  requireGoogleEnabled();
  const params = new URL(request.url).searchParams;
  const oidc = await context.oidcCookie();
  const attempt = attemptSchema.safeParse(oidc.attempt);
  const state = params.get("state");
  if (!attempt.success || !state || !safeEqual(state, attempt.data.state)) throw pageError(400, INVALID_SESSION_MESSAGE);
  const { nonce, verifier, redirectTo } = attempt.data;
  oidc.clear();

  const error = params.get("error");
  if (error === "access_denied") {
    const back = redirectTo === "/" ? "/dang-nhap" : `/dang-nhap?${new URLSearchParams({ redirectTo })}`;
    return redirectWithToast(back, { type: "info", message: CANCELLED_MESSAGE }, { fallback: "/dang-nhap" });
  }
  const code = params.get("code");
  if (error || !code) {
    if (error) console.warn(`[google] authorization error: ${error.slice(0, 100)}`);
    throw pageError(400, error ? PROVIDER_ERROR_MESSAGE : INVALID_SESSION_MESSAGE);
  }

  const idToken = await exchangeCode(request, await getDiscovery(), code, verifier);
  let claims;
  try {
    claims = decodeJwt(idToken);
  } catch {
    throw providerFailure(502, "token endpoint answered an id_token that is not a JWT");
  }
  if (typeof claims.nonce !== "string" || !safeEqual(claims.nonce, nonce)) throw pageError(400, INVALID_SESSION_MESSAGE);

  let token: string;
  try {
    token = await loginWithGoogle(context.upstream, idToken);
  } catch (err) {
    if (err instanceof UpstreamError) throw pageError(400, err.message);
    throw err;
  }
  return completeLogin(context, { token, remember: true, redirectTo });
}

/** Constant-time comparison of two secrets (different lengths compare unequal). */
function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
