/**
 * In-process cache of upstream GETs that do not depend on the user (home blocks, categories,
 * product pages, locations, news, content), with stale-while-revalidate (ARCHITECTURE "Caching";
 * exemplars: named strategies). cachified over an LRU; several storefront instances would use
 * cachified's Redis adapter with the same keys and TTLs.
 *
 * Presets (ms): `short` — fresh 60 s, then served stale for 10 min while refreshed in the background;
 * `long` — fresh 1 h, stale for a day. Errors are never cached. `UPSTREAM_SHORT_CACHE=off` (env.server.ts)
 * bypasses the `short` preset, for benchmarks of uncached pages.
 */
import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";

export const CACHE_PRESETS = {
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

/** `getFreshValue()`'s result, cached under `key` with the `preset`'s TTLs. */
export function cached<T>(key: string, preset: CachePreset, getFreshValue: () => Promise<T>): Promise<T> {
  if (preset === "short" && !env.shortCache) return getFreshValue();
  return cachified({ key, cache, getFreshValue, ...CACHE_PRESETS[preset] });
}

/** Empties the cache (tests). */
export function clearUpstreamCache(): void {
  lru.clear();
}
