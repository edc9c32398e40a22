/**
 * Rate limits of public forms (login, register, send/validate code, re-activate, checkout), with
 * rate-limiter-flexible: in memory by default (one storefront instance); several instances would use
 * its Redis limiter with the same options.
 *
 * Keys: always per submitted identity (the email), which is what protects an account from
 * guessing; and per client address only when TRUST_PROXY=true, because remix-serve does not give the
 * app the socket address and an X-Forwarded-For header set by the client is spoofable (exemplars
 * anti-pattern 5). Behind a proxy that sets X-Forwarded-For, set TRUST_PROXY=true.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** Named limits: `points` attempts per `duration` seconds. */
export const LIMITS = {
  login: { points: 10, duration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  sendCode: { points: 5, duration: 60 * 60 },
  validateCode: { points: 10, duration: 15 * 60 },
  reactivate: { points: 5, duration: 60 * 60 },
  checkout: { points: 20, duration: 10 * 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterMemory>();
function limiter(name: LimitName) {
  let l = limiters.get(name);
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] });
    limiters.set(name, l);
  }
  return l;
}

function clientKey(request: Request): string | null {
  if (process.env.TRUST_PROXY !== "true") return null;
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return ip ? `ip:${ip}` : null;
}

/**
 * Counts one attempt of `name` for `identity` (e.g. the email, lower-cased) and the client.
 * @throws Response 429 with `Retry-After` (seconds) and a Vietnamese message when over the limit.
 */
export async function rateLimit(request: Request, name: LimitName, identity?: string | null): Promise<void> {
  const keys = [identity ? `id:${identity.trim().toLowerCase()}` : null, clientKey(request)].filter((k): k is string => Boolean(k));
  for (const key of keys) {
    try {
      await limiter(name).consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new Response(`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`, {
        status: 429,
        headers: { "Retry-After": String(seconds), "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
}
