/**
 * Rate limits of public forms (login, register, send/validate code, re-activate, checkout), with
 * rate-limiter-flexible: in memory by default (one storefront instance); with REDIS_URL set
 * (env.server.ts), its Redis limiter with the same options (atomic increment with expiry; keys
 * `storefront:ratelimit:{limit}:{key}`), so several instances share the counters. Fail-open to memory:
 * when Redis is not connected or a Redis call fails, that attempt is counted by the in-memory limiter
 * instead (logged, see redis.server.ts) — a Redis outage never fails a form.
 *
 * Keys: always per submitted identity (the email), which is what protects an account from
 * guessing; and per client address only when TRUST_PROXY=true, because remix-serve does not give the
 * app the socket address and an X-Forwarded-For header set by the client is spoofable (exemplars
 * anti-pattern 5). Behind a proxy that sets X-Forwarded-For, set TRUST_PROXY=true.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getRedis, reportRedisError, type RedisLike } from "~/utils/redis.server";

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

/** Prefix of the limits' keys in Redis (the database may be shared with other applications). */
export const REDIS_KEY_PREFIX = "storefront:ratelimit:";

const limiters = new Map<LimitName, RateLimiterMemory>();
function limiter(name: LimitName) {
  let l = limiters.get(name);
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] });
    limiters.set(name, l);
  }
  return l;
}

/** The Redis limiters, per client (one in production; tests swap fakes). */
const redisLimiters = new WeakMap<RedisLike, Map<LimitName, RateLimiterRedis>>();
function redisLimiter(redis: RedisLike, name: LimitName) {
  let byName = redisLimiters.get(redis);
  if (!byName) redisLimiters.set(redis, (byName = new Map()));
  let l = byName.get(name);
  if (!l) {
    l = new RateLimiterRedis({
      storeClient: redis,
      useRedisPackage: true, // node-redis v4+ call style
      rejectIfRedisNotReady: true,
      keyPrefix: `${REDIS_KEY_PREFIX}${name}`,
      ...LIMITS[name],
    });
    byName.set(name, l);
  }
  return l;
}

/**
 * Counts one attempt under `key`: in Redis when connected, else (or when the Redis call fails) in
 * memory. Rejects with RateLimiterRes when over the limit, never because of Redis.
 */
async function consume(name: LimitName, key: string): Promise<RateLimiterRes> {
  const redis = await getRedis();
  if (redis) {
    try {
      return await redisLimiter(redis, name).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      reportRedisError(`rate limit ${name}`, error);
    }
  }
  return limiter(name).consume(key);
}

function clientKey(request: Request): string | null {
  if (process.env.TRUST_PROXY !== "true") return null;
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return ip ? `ip:${ip}` : null;
}

/**
 * Counts one attempt of `name` for `identity` (e.g. the email, lower-cased) and the client (shared
 * across instances through Redis when REDIS_URL is set).
 * @throws Response 429 with `Retry-After` (seconds) and a Vietnamese message when over the limit.
 */
export async function rateLimit(request: Request, name: LimitName, identity?: string | null): Promise<void> {
  const keys = [identity ? `id:${identity.trim().toLowerCase()}` : null, clientKey(request)].filter((k): k is string => Boolean(k));
  for (const key of keys) {
    try {
      await consume(name, key);
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
