/**
 * Rate limits of public forms (login, register, send/validate code, re-activate, checkout), with
 * rate-limiter-flexible: in memory by default (one storefront instance); with REDIS_URL set
 * (env.server.ts), its Redis limiter with the same options (atomic increment with expiry; keys
 * `storefront:ratelimit:{limit}:{key}`), so several instances share the counters. Fail-open to memory:
 * when Redis is not connected or a Redis call fails, that attempt is counted by the in-memory limiter
 * instead (logged, see redis.server.ts) — a Redis outage never fails a form.
 *
 * Keys of `rateLimit`: always per submitted identity (the email), which is what protects an account from
 * guessing; and also per client address (`clientIp`, set by the storefront's server, ADR 0008) when
 * TRUST_PROXY=true, i.e. when the deployment says the address is each visitor's own. Without it the
 * address may be a proxy's, shared by every visitor, and counting these low limits (5 registrations an
 * hour) per address would lock everyone out together.
 *
 * Login has its own throttle (`checkLogin`/`loginFailed`/`loginSucceeded`/`clearLoginFailures`, ADR
 * 0009), the same rules as the upstream's (server/domain/login-throttle.ts): only failed logins count;
 * per client address (`clientIp`) + email 10 failures in 15 min → 429 for that pair only; per address
 * 100 (a campus behind one NAT address is not locked as a whole); per email, after 20 failures from
 * any addresses, one attempt every 30 s for everyone — slowed, never locked. A successful password
 * reset clears the email's counters.
 *
 * Every 429 carries `Retry-After` (seconds) and says how long to wait ("N giây"/"N phút").
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientIp } from "~/utils/http.server";
import { getRedis, reportRedisError, type RedisLike } from "~/utils/redis.server";

/** Named limits: `points` attempts per `duration` seconds. */
export const LIMITS = {
  register: { points: 5, duration: 60 * 60 },
  sendCode: { points: 5, duration: 60 * 60 },
  validateCode: { points: 10, duration: 15 * 60 },
  reactivate: { points: 5, duration: 60 * 60 },
  checkout: { points: 20, duration: 10 * 60 },
  /** "Tra cứu đơn hàng" per order code and per contact (phone/e-mail) typed: guessing either is slow. */
  orderLookup: { points: 10, duration: 15 * 60 },
  /** Manuscript uploads (create + new version) per author: each may carry 50 MB. */
  draftUpload: { points: 30, duration: 60 * 60 },
  /** Web-vitals beacons per client address: a page load sends one or two. */
  vitals: { points: 60, duration: 60 },
  /** Failed logins per client address + email (only failures count: see `loginFailed`). */
  loginPair: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address. */
  loginIp: { points: 100, duration: 15 * 60 },
  /** Failed logins per email from any address; past it, `loginSlow` paces the attempts. */
  loginEmail: { points: 20, duration: 15 * 60 },
  /** One attempt per 30 s for an email past `loginEmail`. */
  loginSlow: { points: 1, duration: 30 },
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
 * Runs `op` on the limiter `name`: in Redis when connected, else (or when the Redis call fails) in
 * memory. Rejections with RateLimiterRes (over the limit) pass through, never Redis errors.
 */
async function withLimiter<T>(name: LimitName, op: (l: RateLimiterAbstract) => Promise<T>): Promise<T> {
  const redis = await getRedis();
  if (redis) {
    try {
      return await op(redisLimiter(redis, name));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      reportRedisError(`rate limit ${name}`, error);
    }
  }
  return op(limiter(name));
}

/** Counts one attempt under `key`. Rejects with RateLimiterRes when over the limit, never because of Redis. */
const consume = (name: LimitName, key: string) => withLimiter(name, (l) => l.consume(key));

/** "N giây" under a minute, else "N phút" (rounded up). */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
}

/** The 429 of a limit: `Retry-After` (seconds, ≥ 1) and `message` followed by the wait. */
export function tooManyRequests(msBeforeNext: number, message = "Bạn đã thử quá nhiều lần."): Response {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new Response(`${message} Vui lòng thử lại sau ${waitText(seconds)}.`, {
    status: 429,
    headers: { "Retry-After": String(seconds), "Content-Type": "text/plain; charset=utf-8" },
  });
}

function clientKey(request: Request): string | null {
  if (process.env.TRUST_PROXY !== "true") return null;
  const ip = clientIp(request);
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
      throw tooManyRequests(error.msBeforeNext);
    }
  }
}

// ————————————————————————————————————————————————————————————— login throttle (ADR 0009)

/** The message of a throttled login (the wait follows). */
export const LOGIN_THROTTLED_MESSAGE = "Bạn đã đăng nhập sai quá nhiều lần.";

const normEmail = (email: string) => email.trim().toLowerCase();
const pairKey = (ip: string, email: string) => `${ip}|${normEmail(email)}`;

/** Points used and ms until the window of `key` ends (0, 0 when none). */
async function used(name: LimitName, key: string) {
  const res = await withLimiter(name, (l) => l.get(key));
  return res ? { points: res.consumedPoints, ms: res.msBeforeNext } : { points: 0, ms: 0 };
}

/**
 * Whether this login attempt may go to the upstream: the pair (`ip`, `email`) and the address are
 * under their failure limits, and an email past 20 failures is due its next paced attempt. `ip`
 * undefined (unknown client address): only the email's pace applies.
 * @throws Response 429 with `Retry-After` and "… Vui lòng thử lại sau N phút/giây."
 */
export async function checkLogin(ip: string | undefined, email: string): Promise<void> {
  const [pair, byIp, byEmail] = await Promise.all([
    ip ? used("loginPair", pairKey(ip, email)) : null,
    ip ? used("loginIp", ip) : null,
    used("loginEmail", normEmail(email)),
  ]);
  if (pair && pair.points >= LIMITS.loginPair.points) throw tooManyRequests(pair.ms, LOGIN_THROTTLED_MESSAGE);
  if (byIp && byIp.points >= LIMITS.loginIp.points) throw tooManyRequests(byIp.ms, LOGIN_THROTTLED_MESSAGE);
  if (byEmail.points >= LIMITS.loginEmail.points) {
    try {
      await consume("loginSlow", normEmail(email));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooManyRequests(error.msBeforeNext, LOGIN_THROTTLED_MESSAGE);
    }
  }
}

/** Counts a failed login (wrong password or unknown email) for the pair, the address and the email. */
export async function loginFailed(ip: string | undefined, email: string): Promise<void> {
  await Promise.all([
    ip ? withLimiter("loginPair", (l) => l.penalty(pairKey(ip, email))) : null,
    ip ? withLimiter("loginIp", (l) => l.penalty(ip)) : null,
    withLimiter("loginEmail", (l) => l.penalty(normEmail(email))),
  ]);
}

/** A successful login clears the pair's failures. */
export async function loginSucceeded(ip: string | undefined, email: string): Promise<void> {
  if (ip) await withLimiter("loginPair", (l) => l.delete(pairKey(ip, email)));
}

/** A successful password reset clears the email's failures and pace (and its pair with `ip`). */
export async function clearLoginFailures(email: string, ip?: string): Promise<void> {
  await Promise.all([
    withLimiter("loginEmail", (l) => l.delete(normEmail(email))),
    withLimiter("loginSlow", (l) => l.delete(normEmail(email))),
    ip ? withLimiter("loginPair", (l) => l.delete(pairKey(ip, email))) : null,
  ]);
}
