/**
 * Access tokens and bearer authentication (spec §4 "Session": the storefront keeps the token and sends
 * it as `Authorization: Bearer …`, §7 "A bearer token is sent in the Authorization header").
 *
 * The token is a JWT signed with HS256 and `config.jwtSecret`; claims:
 * - `sub`: the user id as a string; `email`; `name`; `role`: "admin" | "staff" | "user";
 * - `iat`: issue time; `exp`: iat + 24 h, or + 30 days when the login asked `remember` (Google: 30 days);
 * - `ver`: the account's session generation (users.token_version) when the token was issued.
 *
 * `requireUser` checks the signature and the expiry, and that the account still exists and the session
 * is current — active, not reset after the token was issued, `ver` equal to its token_version; the rule
 * is server/domain/accounts.ts `isSessionCurrent` (ADR 0009) —; the user's current row is returned, so
 * a role changed since the token was issued takes effect at once. This module only reads and writes
 * the HTTP side (header, JWT); ending sessions is `revokeSessions` of server/domain/accounts.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import type { UpstreamConfig } from "../config";
import { findUserById, isSessionCurrent, type User } from "../domain/accounts";
import { ApiError } from "../errors";
import { withDefaults } from "../deps";

/** Lifetime of a token without `remember`, seconds (24 h). */
const ACCESS_TOKEN_TTL_SECONDS = 24 * 3600;
/** Lifetime of a token with `remember`, seconds (30 days). */
const REMEMBERED_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** The 401 message of a missing, invalid or expired token. */
export const SESSION_EXPIRED_MESSAGE = "Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại";

/** Claims of an access token, as decoded. */
interface AccessTokenClaims {
  sub: string;
  email: string;
  name: string;
  role: User["role"];
  iat: number;
  exp: number;
  /** Session generation; absent in tokens issued before ADR 0009 (then read as 0). */
  ver?: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * Signs an access token for `user` (claims above), issued at `now`.
 * @param opts.remember 30-day token instead of 24 h.
 */
export async function signAccessToken(
  config: Pick<UpstreamConfig, "jwtSecret">,
  user: Pick<User, "id" | "email" | "name" | "role"> & Partial<Pick<User, "tokenVersion">>,
  opts: { remember: boolean; now: Date },
): Promise<string> {
  const iat = Math.floor(opts.now.getTime() / 1000);
  return new SignJWT({ email: user.email, name: user.name, role: user.role, ver: user.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + (opts.remember ? REMEMBERED_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS))
    .sign(keyOf(config.jwtSecret));
}

/**
 * Verifies an access token's signature (HS256 only) and expiry at `now`.
 * Returns its claims, or null when it is malformed, forged or expired.
 */
async function verifyAccessToken(config: Pick<UpstreamConfig, "jwtSecret">, token: string, now: Date): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), {
      algorithms: ["HS256"],
      currentDate: now,
      requiredClaims: ["sub", "iat", "exp"],
    });
    return payload as unknown as AccessTokenClaims;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i.exec(header);
  return match && match[1]!.length <= 4096 ? match[1]! : null;
}

/**
 * Whether the request's bearer token (already accepted by `requireUser`) is a long-lived one (login
 * with `remember`, Google): a token re-issued for the same session keeps that lifetime.
 */
export function isRememberedSession(request: FastifyRequest): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  try {
    const { iat, exp } = decodeJwt(token);
    return typeof iat === "number" && typeof exp === "number" && exp - iat > ACCESS_TOKEN_TTL_SECONDS;
  } catch {
    return false;
  }
}

/** The 401 of `requireUser`. */
function sessionExpired(): ApiError {
  return new ApiError(401, "UNAUTHORIZED", SESSION_EXPIRED_MESSAGE, null, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
}

/**
 * The signed-in user of a request (bearer token), read from `request.server.deps`.
 * @throws ApiError 401 `Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại` when the header is
 *   missing or malformed, the token is invalid or expired, or the account no longer exists, is not
 *   active, or had its sessions revoked (logout, password change) after the token was issued.
 */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const { config, db, clock } = withDefaults(request.server.deps);
  const token = bearerToken(request);
  if (!token) throw sessionExpired();
  const claims = await verifyAccessToken(config, token, clock());
  const id = claims && /^[1-9]\d{0,9}$/.test(String(claims.sub)) ? Number(claims.sub) : NaN;
  const user = Number.isSafeInteger(id) ? findUserById(db, id) : null;
  if (!claims || !user || !isSessionCurrent(user, { issuedAtSeconds: claims.iat, version: claims.ver })) throw sessionExpired();
  return user;
}

/**
 * Adds `Cache-Control: no-store` to every answer of the plugin `app` (tokens and personal data must
 * not be kept by caches; RFC 6749 §5.1). Used by the auth, user and account cart plugins.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}
