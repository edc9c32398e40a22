/**
 * The storefront's optional Redis (REDIS_URL, env.server.ts), shared by the upstream cache
 * (app/upstream/cache.server.ts) and the rate limits (rate-limit.server.ts) so that several instances
 * see the same entries and counters (ADR 0007). Redis is an optimisation, never a dependency: callers
 * use it only while it is usable and fall back to their in-process store on any Redis error, so an
 * outage never fails a page.
 *
 * One node-redis client per process, created and connected on first use; the first use waits for the
 * connection at most CONNECT_WAIT_MS, later calls never wait for it. Redis is "not usable" (getRedis()
 * gives `null`) while the client is not connected (node-redis keeps reconnecting in the background)
 * and for PAUSE_MS after any failed or slow call. Every call is bounded by COMMAND_TIMEOUT_MS: node-redis'
 * own command timeout only covers commands not yet sent, so a stalled server would otherwise stall
 * pages. Commands are not queued while disconnected (`disableOfflineQueue`: they reject at once).
 */
import { createClient } from "redis";
import { env } from "~/env.server";

/**
 * The part of a node-redis (v6) client the storefront calls; tests pass a fake with these members.
 * `set`'s `EXAT` is the expiry as a Unix time in seconds; `eval` runs the rate limiter's atomic
 * increment script (rate-limiter-flexible's RateLimiterRedis, node-redis call style).
 */
export interface RedisLike {
  /** true while connected (commands can be sent). */
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { EXAT: number }): Promise<string | null>;
  del(key: string): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** How long the first use waits for the connection before falling back (ms). */
const CONNECT_WAIT_MS = 1_000;
/** Longest wait for one Redis call before the caller falls back (ms). */
export const COMMAND_TIMEOUT_MS = 500;
/** After a failed or timed-out call, Redis is skipped for this long (ms), so an outage costs one wait. */
export const PAUSE_MS = 5_000;
/** Redis errors are logged at most once per this interval (ms), not once per page. */
const LOG_INTERVAL_MS = 60_000;

const newClient = (url: string) => createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: COMMAND_TIMEOUT_MS } });

let client: ReturnType<typeof newClient> | null = null;
let firstConnection: Promise<void> = Promise.resolve();
let override: RedisLike | null | undefined;
let pausedUntil = 0;
let lastLoggedAt = -Infinity;
const guarded = new WeakMap<RedisLike, RedisLike>();

function connect(url: string) {
  const c = newClient(url);
  c.on("error", (error: unknown) => reportRedisError("connection", error));
  firstConnection = Promise.race([
    c.connect().then(
      () => undefined,
      (error: unknown) => reportRedisError("connect", error),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]);
  return c;
}

/**
 * `call()`, rejected after COMMAND_TIMEOUT_MS, or at once while paused (e.g. the write after a read
 * that timed out); a failure pauses Redis for PAUSE_MS.
 */
function bounded<T>(call: () => Promise<T>): Promise<T> {
  if (Date.now() < pausedUntil) return Promise.reject(new Error("Redis paused after a failure"));
  return new Promise<T>((resolve, reject) => {
    const promise = Promise.resolve(call());
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
    timer.unref?.();
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  }).catch((error: unknown) => {
    pausedUntil = Date.now() + PAUSE_MS;
    throw error;
  });
}

/** `redis` with every call bounded (one wrapper per client: callers key their state on it). */
function guard(redis: RedisLike): RedisLike {
  let g = guarded.get(redis);
  if (!g) {
    g = {
      get isReady() {
        return redis.isReady;
      },
      get: (key) => bounded(() => redis.get(key)),
      set: (key, value, options) => bounded(() => redis.set(key, value, options)),
      del: (key) => bounded(() => redis.del(key)),
      eval: (script, options) => bounded(() => redis.eval(script, options)),
    };
    guarded.set(redis, g);
  }
  return g;
}

/**
 * The Redis client to use now, or `null` when REDIS_URL is unset or Redis is not usable right now (not
 * connected, or paused after a failure): the caller then uses its in-process store. Creates and
 * connects the client on the first call, waiting at most 1 s for it. Calls made through the result
 * reject after 500 ms at most. Never throws.
 */
export async function getRedis(): Promise<RedisLike | null> {
  let redis: RedisLike | null;
  if (override !== undefined) redis = override;
  else if (!env.redisUrl) return null;
  else {
    client ??= connect(env.redisUrl);
    await firstConnection;
    // node-redis' RESP-typed signatures are wider than RedisLike's; the calls made through it match.
    redis = client as unknown as RedisLike;
  }
  if (!redis?.isReady || Date.now() < pausedUntil) return null;
  return guard(redis);
}

/**
 * Logs (console.error) a Redis failure after which the caller used its in-process store; at most
 * once a minute, so an outage does not flood the log.
 * @param context what failed, e.g. "upstream cache read"
 */
export function reportRedisError(context: string, error: unknown): void {
  const now = Date.now();
  if (now - lastLoggedAt < LOG_INTERVAL_MS) return;
  lastLoggedAt = now;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[redis] ${context} failed; using the in-process store (logged at most once a minute): ${message}`);
}

/**
 * Tests only: makes getRedis() use `fake` (returned, bounded, while its `isReady` is true; `null` for
 * "no Redis") regardless of REDIS_URL; `undefined` restores the real behaviour. Also drops a real
 * client created so far (it stops reconnecting), ends a pause and resets the log throttle.
 */
export function setRedisForTests(fake: RedisLike | null | undefined): void {
  override = fake;
  client?.destroy();
  client = null;
  firstConnection = Promise.resolve();
  pausedUntil = 0;
  lastLoggedAt = -Infinity;
}
