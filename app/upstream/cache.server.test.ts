/**
 * The upstream cache (cache.server.ts): stale-while-revalidate over the LRU, and with Redis (a fake
 * client with the methods the cache calls: there is no Redis server here) — entries shared under the
 * prefixed key, and any Redis failure falling back to the LRU without failing the call.
 * The environment is read on the first import of ~/env.server: it is set before the imports.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  delete process.env.REDIS_URL;
  delete process.env.UPSTREAM_SHORT_CACHE;
});

import { COMMAND_TIMEOUT_MS, setRedisForTests, type RedisLike } from "~/utils/redis.server";
import { cached, clearUpstreamCache, forgetCached, REDIS_KEY_PREFIX } from "./cache.server";

/** An in-memory stand-in for a node-redis client; `fail` makes every call reject, `hang` never answer. */
function fakeRedis(mode: "ok" | "fail" | "hang" = "ok") {
  const store = new Map<string, { value: string; exat?: number }>();
  const answer = <T>(f: () => T): Promise<T> =>
    mode === "fail" ? Promise.reject(new Error("ECONNRESET")) : mode === "hang" ? new Promise<T>(() => {}) : Promise.resolve(f());
  const redis = {
    isReady: true,
    get: vi.fn((key: string) => answer(() => store.get(key)?.value ?? null)),
    set: vi.fn((key: string, value: string, options?: { EXAT: number }) =>
      answer(() => (store.set(key, { value, exat: options?.EXAT }), "OK")),
    ),
    del: vi.fn((key: string) => answer(() => Number(store.delete(key)))),
    eval: vi.fn(() => Promise.reject(new Error("not used by the cache"))),
  } satisfies RedisLike;
  return { redis, store };
}

afterEach(() => {
  clearUpstreamCache();
  setRedisForTests(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the upstream cache", () => {
  it("asks the upstream once while fresh, serves stale while refreshing, never caches errors", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fresh = () => Promise.resolve(++calls);
    expect(await cached("k", "short", fresh)).toBe(1);
    expect(await cached("k", "short", fresh)).toBe(1);
    expect(calls).toBe(1);

    vi.advanceTimersByTime(61_000); // stale: the old value now, a refresh in the background
    expect(await cached("k", "short", fresh)).toBe(1);
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(await cached("k", "short", fresh)).toBe(2);

    await expect(cached("e", "short", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cached("e", "short", () => Promise.resolve("up"))).toBe("up");
  });

  it("tells a background refresh from a call someone waits for (the client leaves the former out of Server-Timing)", async () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const fresh = ({ background }: { background: boolean }) => (seen.push(background), Promise.resolve(seen.length));
    expect(await cached("b", "short", fresh)).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(await cached("b", "short", fresh)).toBe(1); // the stale value, refreshed behind it
    await vi.waitFor(() => expect(seen).toEqual([false, true]));
    vi.advanceTimersByTime(60 * 60_000); // past the stale window too: the caller waits again
    expect(await cached("b", "short", fresh)).toBe(3);
    expect(seen).toEqual([false, true, false]);
  });
});

describe("the upstream cache with Redis", () => {
  it("writes entries under the prefixed key, expiring after their total TTL, and reads them back (not from the LRU)", async () => {
    const { redis, store } = fakeRedis();
    setRedisForTests(redis);
    let calls = 0;
    const fresh = () => Promise.resolve({ data: [{ id: 1, name: "Giải tích" }], successMessage: null, totalPage: 1, n: ++calls });
    const before = Date.now();
    const first = await cached("api /api/Blocks?", "long", fresh);

    const entry = store.get(`${REDIS_KEY_PREFIX}api /api/Blocks?`);
    expect(entry).toBeDefined();
    const longTotalSeconds = (60 * 60_000 + 24 * 60 * 60_000) / 1000;
    expect(entry!.exat).toBeGreaterThanOrEqual(Math.floor(before / 1000) + longTotalSeconds);
    expect(entry!.exat).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + longTotalSeconds + 1);

    clearUpstreamCache(); // another instance: nothing in its LRU
    expect(await cached("api /api/Blocks?", "long", fresh)).toEqual(first);
    expect(calls).toBe(1);
    expect(redis.get).toHaveBeenCalledWith(`${REDIS_KEY_PREFIX}api /api/Blocks?`);

    setRedisForTests(null); // the same process without Redis: the entry was never in its LRU
    expect((await cached("api /api/Blocks?", "long", fresh)).n).toBe(2);
  });

  it("never caches errors in Redis either", async () => {
    const { redis, store } = fakeRedis();
    setRedisForTests(redis);
    await expect(cached("e", "short", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(store.size).toBe(0);
    expect(await cached("e", "short", () => Promise.resolve("up"))).toBe("up");
  });

  it("falls back to the LRU, without throwing, when Redis calls reject (logged once)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { redis } = fakeRedis("fail");
    setRedisForTests(redis);
    let calls = 0;
    const fresh = () => Promise.resolve(++calls);
    expect(await cached("k", "short", fresh)).toBe(1);
    expect(await cached("k", "short", fresh)).toBe(1); // kept in process
    expect(calls).toBe(1);
    expect(redis.get).toHaveBeenCalledTimes(1); // then paused: Redis is not asked again at once
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[redis\] upstream cache read failed; using the in-process store/);
  });

  it("falls back to the LRU after the timeout when Redis does not answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { redis } = fakeRedis("hang");
    setRedisForTests(redis);
    const started = performance.now();
    expect(await cached("k", "short", () => Promise.resolve("value"))).toBe("value");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(COMMAND_TIMEOUT_MS + 400); // one wait: the write after it is skipped
    expect(redis.set).not.toHaveBeenCalled();
    expect(await cached("k", "short", () => Promise.resolve("other"))).toBe("value");
  });

  it("uses the LRU while the client is not connected", async () => {
    const { redis } = fakeRedis();
    setRedisForTests({ ...redis, isReady: false });
    expect(await cached("k", "short", () => Promise.resolve(1))).toBe(1);
    expect(await cached("k", "short", () => Promise.resolve(2))).toBe(1);
    expect(redis.get).not.toHaveBeenCalled();
    expect(redis.set).not.toHaveBeenCalled();
  });
});

describe("forgetCached (a review drops the product's cached answers)", () => {
  it("drops the entry from the LRU: the next call asks again", async () => {
    let calls = 0;
    const fresh = async () => ++calls;
    expect(await cached("api /api/ProductPage/7?", "short", fresh)).toBe(1);
    expect(await cached("api /api/ProductPage/7?", "short", fresh)).toBe(1);
    await forgetCached("api /api/ProductPage/7?");
    expect(await cached("api /api/ProductPage/7?", "short", fresh)).toBe(2);
  });

  it("drops it from Redis too, and a failing Redis does not fail the call", async () => {
    const { redis, store } = fakeRedis();
    setRedisForTests(redis);
    await cached("api /api/Feedback/7?page=1&pageSize=5", "short", async () => "reviews");
    expect(store.has(`${REDIS_KEY_PREFIX}api /api/Feedback/7?page=1&pageSize=5`)).toBe(true);
    await forgetCached("api /api/Feedback/7?page=1&pageSize=5");
    expect(store.has(`${REDIS_KEY_PREFIX}api /api/Feedback/7?page=1&pageSize=5`)).toBe(false);
    setRedisForTests(fakeRedis("fail").redis);
    await expect(forgetCached("api /api/Feedback/7?page=1&pageSize=5")).resolves.toBeUndefined();
  });
});
