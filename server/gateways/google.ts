/**
 * Google sign-in (spec §7 `POST {auth}/api/Authentication/SocialLoginGG` with `id_token`): verifies a
 * Google OpenID Connect id_token with jose.
 *
 * Keys: the issuer's `/.well-known/openid-configuration` gives `jwks_uri`; `createRemoteJWKSet` then
 * fetches and caches the keys (re-fetching on an unknown `kid`, at most every 30 s). Both are cached
 * per issuer for the life of the process. Checks: RS256 signature, `iss` = GOOGLE_ISSUER (for Google
 * itself also "accounts.google.com", which Google issues too), `aud` = GOOGLE_CLIENT_ID, `exp`
 * (and `nbf`/`iat` sanity by jose), `email` present and `email_verified` true.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { UpstreamConfig } from "../config";

/** What a verified id_token tells about the person. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  sub: string;
  /** The verified address, trimmed and in lower case. */
  email: string;
  /** `name` of the token, or null. */
  name: string | null;
}

/** The token is not a valid id_token for this client (signature, issuer, audience, expiry, e-mail). */
export class GoogleTokenError extends Error {}
/** Google's discovery document or keys could not be fetched. */
class GoogleUnavailableError extends Error {}

const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

/** The JWKS of an issuer, from its discovery document; cached. A failed discovery is not cached. */
function keySetOf(issuer: string): Promise<JWTVerifyGetKey> {
  let pending = keySets.get(issuer);
  if (!pending) {
    pending = (async () => {
      const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
      let jwksUri: unknown;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: "application/json" } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        jwksUri = ((await res.json()) as { jwks_uri?: unknown }).jwks_uri;
      } catch (err) {
        throw new GoogleUnavailableError(`OpenID discovery failed (${url}): ${(err as Error).message}`);
      }
      if (typeof jwksUri !== "string" || !/^https?:\/\//.test(jwksUri))
        throw new GoogleUnavailableError(`OpenID discovery of ${issuer} has no jwks_uri`);
      return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 });
    })();
    keySets.set(issuer, pending);
    pending.catch(() => keySets.delete(issuer));
  }
  return pending;
}

/**
 * Verifies `idToken` for `config.GOOGLE_CLIENT_ID` at `now` and returns who it is.
 * @throws GoogleTokenError when the token is not acceptable; GoogleUnavailableError when the
 *   issuer's discovery document or keys cannot be fetched. Call only when GOOGLE_CLIENT_ID is set.
 */
export async function verifyGoogleIdToken(
  config: Pick<UpstreamConfig, "GOOGLE_CLIENT_ID" | "GOOGLE_ISSUER">,
  idToken: string,
  now: Date,
): Promise<GoogleIdentity> {
  if (!config.GOOGLE_CLIENT_ID) throw new GoogleTokenError("GOOGLE_CLIENT_ID is not set");
  const issuer = config.GOOGLE_ISSUER;
  const issuers = [issuer, issuer.replace(/\/$/, "")];
  if (/^https:\/\/accounts\.google\.com\/?$/.test(issuer)) issuers.push("accounts.google.com");
  const keys = await keySetOf(issuer);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: [...new Set(issuers)],
      audience: config.GOOGLE_CLIENT_ID,
      algorithms: ["RS256"],
      currentDate: now,
      requiredClaims: ["sub", "exp", "email"],
    }));
  } catch (err) {
    if (err instanceof errors.JWKSTimeout || (err instanceof TypeError && /fetch/i.test(err.message)))
      throw new GoogleUnavailableError(String(err));
    if (err instanceof errors.JOSEError) throw new GoogleTokenError(err.message);
    throw new GoogleUnavailableError(String(err));
  }
  const verified = payload.email_verified === true || payload.email_verified === "true";
  if (typeof payload.email !== "string" || !verified) throw new GoogleTokenError("email missing or not verified");
  const email = payload.email.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new GoogleTokenError("malformed email");
  return { sub: String(payload.sub), email, name: typeof payload.name === "string" ? payload.name : null };
}
