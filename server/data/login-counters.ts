/**
 * The store of the login throttle's counters (ADR 0009): named counters of points that fall back to
 * zero `duration` seconds after their first point, kept by rate-limiter-flexible — in memory, or in
 * Redis when REDIS_URL is set (keys `upstream:login:{kind}:{key}`) with an in-memory insurance limiter
 * taking over whenever a Redis call fails, so a Redis outage never fails a login. What is counted, the
 * limits and the answer are the rules of server/domain/login-throttle.ts; this module only stores.
 * Every call swallows store errors (a counter it cannot read counts as zero).
 */
import { createClient } from "redis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** A counter's size and window: at most `points` points per `duration` seconds. */
export interface CounterOptions {
  points: number;
  duration: number;
}

/** The counters of one kind (e.g. failures per address), keyed by a string. */
export interface Counters {
  /** Points used by `key` in its current window and ms until the window ends (0, 0 when none or unreadable). */
  used(key: string): Promise<{ points: number; ms: number }>;
  /** Adds one point to `key` (never refuses). */
  add(key: string): Promise<void>;
  /** Takes one point of `key` if the window has one left: null when taken (or the store failed), else the ms to wait. */
  take(key: string): Promise<number | null>;
  /** Forgets `key`'s window. */
  clear(key: string): Promise<void>;
}

/**
 * One set of counters per kind of `options` (one Redis client shared by them when `redisUrl` is set;
 * it reconnects by itself and the insurance limiter counts meanwhile).
 */
export function createCounters<K extends string>(options: Record<K, CounterOptions>, opts: { redisUrl?: string | undefined } = {}): Record<K, Counters> {
  let client: ReturnType<typeof createClient> | null = null;
  if (opts.redisUrl) {
    client = createClient({ url: opts.redisUrl, disableOfflineQueue: true, commandOptions: { timeout: 500 } });
    client.on("error", () => undefined); // reconnects by itself; the insurance limiter counts meanwhile
    client.connect().catch(() => undefined);
  }
  const limiter = (kind: K): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: `login:${kind}`, ...options[kind] });
    if (!client) return memory;
    return new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `upstream:login:${kind}`,
      insuranceLimiter: memory,
      ...options[kind],
    });
  };
  const counters = (l: RateLimiterAbstract): Counters => ({
    async used(key) {
      const res = await l.get(key).catch(() => null);
      return res ? { points: res.consumedPoints, ms: res.msBeforeNext } : { points: 0, ms: 0 };
    },
    async add(key) {
      await l.penalty(key, 1).catch(() => undefined);
    },
    async take(key) {
      try {
        await l.consume(key);
        return null;
      } catch (error) {
        // A refusal carries the wait; any other failure of the store lets the attempt through.
        return error instanceof RateLimiterRes ? error.msBeforeNext : null;
      }
    },
    async clear(key) {
      await l.delete(key).catch(() => undefined);
    },
  });
  return Object.fromEntries((Object.keys(options) as K[]).map((kind) => [kind, counters(limiter(kind))])) as Record<K, Counters>;
}
