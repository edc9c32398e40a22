/**
 * Cache of upstream GETs that do not depend on the user (home blocks, categories, product pages,
 * locations, news, content), with stale-while-revalidate (ADR 0007; named
 * strategies), through @epic-web/cachified.
 *
 * Store: in process (an LRU of 2000 entries) by default; with REDIS_URL set (env.server.ts), Redis
 * through cachified-redis-adapter, so several storefront instances share entries — same keys, prefixed
 * `storefront:upstream:`, same presets, entries expiring in Redis at the end of their total TTL.
 * A Redis failure never fails a page: when Redis is not connected, or a read or write fails or takes
 * over 500 ms, that call uses the LRU instead (logged; Redis is then skipped for 5 s, see
 * app/utils/redis.server.ts).
 *
 * Presets (ms): `short` — fresh 60 s, then served stale for 10 min while refreshed in the background;
 * `long` — fresh 1 h, stale for a day. Errors are never cached. `UPSTREAM_SHORT_CACHE=off` (env.server.ts)
 * bypasses the `short` preset, for benchmarks of uncached pages.
 */
import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";
import { getRedis, reportRedisError, type RedisLike } from "~/utils/redis.server";

const CACHE_PRESETS = {
  short: { ttl: 60_000, staleWhileRevalidate: 10 * 60_000 },
  long: { ttl: 60 * 60_000, staleWhileRevalidate: 24 * 60 * 60_000 },
} as const;
export type CachePreset = keyof typeof CACHE_PRESETS;

const lru = new LRUCache<string, CacheEntry>({ max: 2000 });

/** cachified's view of the LRU (entries expire after their total TTL). */
const cache: Cache = {
  name: "storefront-lru",
  get: (key) => lru.get(key),
  set: (key, value) => {
    const ttl = totalTtl(value?.metadata);
    lru.set(key, value, { ttl: Number.isFinite(ttl) ? ttl : undefined });
  },
  delete: (key) => lru.delete(key),
};

/** Prefix of the cache's keys in Redis (the database may be shared with other applications). */
export const REDIS_KEY_PREFIX = "storefront:upstream:";

/**
 * cachified's view of Redis (keys prefixed; the adapter stores entries as JSON and sets EXAT to their
 * end of life), falling back to the LRU for any read or write that rejects. One object per client:
 * cachified de-duplicates concurrent refreshes per cache object.
 */
let shared: { redis: RedisLike; cache: Cache } | null = null;
function sharedCache(redis: RedisLike): Cache {
  if (shared?.redis === redis) return shared.cache;
  const remote = redisCacheAdapter({
    name: "storefront-redis",
    get: (key) => redis.get(REDIS_KEY_PREFIX + key),
    set: (key, value, options) => redis.set(REDIS_KEY_PREFIX + key, value, options),
    del: (key) => redis.del(REDIS_KEY_PREFIX + key),
  });
  const fallback: Cache = {
    name: remote.name,
    get: async (key) => {
      try {
        return await remote.get(key);
      } catch (error) {
        reportRedisError("upstream cache read", error);
        return cache.get(key);
      }
    },
    set: async (key, value) => {
      try {
        await remote.set(key, value);
      } catch (error) {
        reportRedisError("upstream cache write", error);
        cache.set(key, value);
      }
    },
    delete: async (key) => {
      cache.delete(key);
      try {
        await remote.delete(key);
      } catch (error) {
        reportRedisError("upstream cache delete", error);
      }
    },
  };
  shared = { redis, cache: fallback };
  return fallback;
}

/**
 * `getFreshValue()`'s result, cached under `key` with the `preset`'s TTLs (ms, see CACHE_PRESETS), in
 * Redis when configured and connected, else in the LRU. `getFreshValue` is told whether it runs as a
 * `background` refresh of a stale entry (whose caller already has the stale value) or for a caller
 * that waits for it.
 * @throws whatever `getFreshValue` throws when there is no usable cached value (errors are not cached);
 *         never because of Redis.
 */
export async function cached<T>(
  key: string,
  preset: CachePreset,
  getFreshValue: (context: { background: boolean }) => Promise<T>,
): Promise<T> {
  if (preset === "short" && !env.shortCache) return getFreshValue({ background: false });
  const redis = await getRedis();
  return cachified({
    key,
    cache: redis ? sharedCache(redis) : cache,
    getFreshValue: ({ background }) => getFreshValue({ background }),
    ...CACHE_PRESETS[preset],
  });
}

/** Drops the entry `key` from the in-process LRU and, when configured and connected, from Redis (never throws because of Redis). */
export async function forgetCached(key: string): Promise<void> {
  lru.delete(key);
  const redis = await getRedis();
  if (redis) await sharedCache(redis).delete(key);
}

/** Empties the in-process LRU (tests); entries in Redis stay until they expire. */
export function clearUpstreamCache(): void {
  lru.clear();
}
