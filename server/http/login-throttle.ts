/**
 * Login throttling of POST /api/Authentication/Login (ADR 0009): protects an account from password
 * guessing without handing strangers a way to lock its owner out. Only failed logins (wrong password
 * or unknown address, the 401) count:
 *
 * - per client address and email (`pair`): PAIR_LIMIT failures in WINDOW_SECONDS → 429 for that pair
 *   only (the owner on another address is not affected);
 * - per client address (`ip`): IP_LIMIT failures in the window → 429 for that address (generous: a
 *   campus behind one NAT address is not locked as a whole by one person's typos);
 * - per email (`email`): after EMAIL_SLOW_AFTER failures from any addresses in the window, attempts for
 *   that email are slowed to one per EMAIL_SLOW_SECONDS (shared by everyone) — never locked.
 *
 * A successful login clears its pair's counter; a successful password reset (ChangePasswordNoAuth)
 * clears the email's counter and its pair with the resetting address.
 *
 * The counters live in rate-limiter-flexible limiters: in memory, or in Redis when REDIS_URL is set
 * (keys `upstream:login:{kind}:{key}`) with an in-memory insurance limiter taking over whenever a
 * Redis call fails — a Redis outage never fails a login.
 */
import { createClient } from "redis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ApiError } from "../errors";

const WINDOW_SECONDS = 15 * 60;
const PAIR_LIMIT = 10;
const IP_LIMIT = 100;
const EMAIL_SLOW_AFTER = 20;
const EMAIL_SLOW_SECONDS = 30;

/** "N giây" under a minute, else "N phút" (rounded up). */
function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
}

/** The 429 of a throttled login: `Retry-After` (seconds) and a Vietnamese message with the wait; `data.retryAfter` (seconds). */
function loginThrottled(ms: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(
    429,
    "RATE_LIMITED",
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${waitText(seconds)}.`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

export interface LoginThrottle {
  /** @throws ApiError 429 when `ip`+`email`, `ip`, or the slowed `email` may not try now. */
  check(ip: string, email: string): Promise<void>;
  /** Counts a failed login. */
  failed(ip: string, email: string): Promise<void>;
  /** A successful login: clears the pair's counter. */
  succeeded(ip: string, email: string): Promise<void>;
  /** A successful password reset: clears the email's counter (and its pair with `ip`). */
  reset(email: string, ip?: string): Promise<void>;
}

type Kind = "pair" | "ip" | "email" | "slow";
const OPTIONS: Record<Kind, { points: number; duration: number }> = {
  pair: { points: PAIR_LIMIT, duration: WINDOW_SECONDS },
  ip: { points: IP_LIMIT, duration: WINDOW_SECONDS },
  email: { points: EMAIL_SLOW_AFTER, duration: WINDOW_SECONDS },
  slow: { points: 1, duration: EMAIL_SLOW_SECONDS },
};

/** The four limiters: memory, or Redis insured by memory. */
function limiters(redisUrl: string | undefined): Record<Kind, RateLimiterAbstract> {
  let client: ReturnType<typeof createClient> | null = null;
  if (redisUrl) {
    client = createClient({ url: redisUrl, disableOfflineQueue: true, commandOptions: { timeout: 500 } });
    client.on("error", () => undefined); // reconnects by itself; the insurance limiter counts meanwhile
    client.connect().catch(() => undefined);
  }
  const make = (kind: Kind) => {
    const memory = new RateLimiterMemory({ keyPrefix: `login:${kind}`, ...OPTIONS[kind] });
    if (!client) return memory;
    return new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `upstream:login:${kind}`,
      insuranceLimiter: memory,
      ...OPTIONS[kind],
    });
  };
  return { pair: make("pair"), ip: make("ip"), email: make("email"), slow: make("slow") };
}

const norm = (email: string) => email.trim().toLowerCase();

/** A login throttle with its own counters (one per app; REDIS_URL shares them between processes). */
export function createLoginThrottle(opts: { redisUrl?: string } = {}): LoginThrottle {
  const l = limiters(opts.redisUrl);
  const pairKey = (ip: string, email: string) => `${ip}|${norm(email)}`;
  const used = async (kind: Kind, key: string) => {
    const res = await l[kind].get(key).catch(() => null);
    return res ? { points: res.consumedPoints, ms: res.msBeforeNext } : { points: 0, ms: 0 };
  };
  const penalise = (kind: Kind, key: string) => l[kind].penalty(key, 1).catch(() => undefined);
  return {
    async check(ip, email) {
      const [pair, byIp, byEmail] = await Promise.all([used("pair", pairKey(ip, email)), used("ip", ip), used("email", norm(email))]);
      if (pair.points >= PAIR_LIMIT) throw loginThrottled(pair.ms);
      if (byIp.points >= IP_LIMIT) throw loginThrottled(byIp.ms);
      if (byEmail.points >= EMAIL_SLOW_AFTER) {
        try {
          await l.slow.consume(norm(email));
        } catch (error) {
          if (error instanceof RateLimiterRes) throw loginThrottled(error.msBeforeNext);
        }
      }
    },
    async failed(ip, email) {
      await Promise.all([penalise("pair", pairKey(ip, email)), penalise("ip", ip), penalise("email", norm(email))]);
    },
    async succeeded(ip, email) {
      await l.pair.delete(pairKey(ip, email)).catch(() => undefined);
    },
    async reset(email, ip) {
      await Promise.all(
        [l.email.delete(norm(email)), l.slow.delete(norm(email)), ip ? l.pair.delete(pairKey(ip, email)) : null].map((p) =>
          Promise.resolve(p).catch(() => undefined),
        ),
      );
    },
  };
}
