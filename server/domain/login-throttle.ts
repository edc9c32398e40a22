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
 * These are account rules, so they live in the domain; the counters are stored state, kept by
 * server/data/login-counters.ts (memory, or Redis when REDIS_URL is set, never failing a login). The
 * app's composition (server/deps.ts) builds one throttle per app; routes call it.
 */
import { createCounters } from "../data/login-counters";
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

/** The counters' sizes: the three failure counts over the window, and the slowed email's one attempt per EMAIL_SLOW_SECONDS. */
const COUNTERS = {
  pair: { points: PAIR_LIMIT, duration: WINDOW_SECONDS },
  ip: { points: IP_LIMIT, duration: WINDOW_SECONDS },
  email: { points: EMAIL_SLOW_AFTER, duration: WINDOW_SECONDS },
  slow: { points: 1, duration: EMAIL_SLOW_SECONDS },
};

const norm = (email: string) => email.trim().toLowerCase();

/** A login throttle with its own counters (one per app; REDIS_URL shares them between processes). */
export function createLoginThrottle(opts: { redisUrl?: string } = {}): LoginThrottle {
  const c = createCounters(COUNTERS, { redisUrl: opts.redisUrl });
  const pairKey = (ip: string, email: string) => `${ip}|${norm(email)}`;
  return {
    async check(ip, email) {
      const [pair, byIp, byEmail] = await Promise.all([c.pair.used(pairKey(ip, email)), c.ip.used(ip), c.email.used(norm(email))]);
      if (pair.points >= PAIR_LIMIT) throw loginThrottled(pair.ms);
      if (byIp.points >= IP_LIMIT) throw loginThrottled(byIp.ms);
      if (byEmail.points >= EMAIL_SLOW_AFTER) {
        const wait = await c.slow.take(norm(email));
        if (wait !== null) throw loginThrottled(wait);
      }
    },
    async failed(ip, email) {
      await Promise.all([c.pair.add(pairKey(ip, email)), c.ip.add(ip), c.email.add(norm(email))]);
    },
    async succeeded(ip, email) {
      await c.pair.clear(pairKey(ip, email));
    },
    async reset(email, ip) {
      await Promise.all([c.email.clear(norm(email)), c.slow.clear(norm(email)), ip ? c.pair.clear(pairKey(ip, email)) : null]);
    },
  };
}
