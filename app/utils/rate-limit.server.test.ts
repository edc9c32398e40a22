/**
 * Rate limits (rate-limit.server.ts) in memory and through Redis (rate-limiter-flexible's
 * RateLimiterRedis over a fake client: there is no Redis server here). The fake's `eval` does what
 * the limiter's Lua script does: add the points to the key, set its expiry on creation, answer
 * [points consumed, ms to expiry]. Each "instance" is a fresh import of the modules.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  delete process.env.REDIS_URL;
  delete process.env.TRUST_PROXY;
});

import type { RedisLike } from "./redis.server";

function fakeRedis(mode: "ok" | "fail" = "ok") {
  const counters = new Map<string, { points: number; expiresAt: number }>();
  const redis = {
    isReady: true,
    get: vi.fn(() => Promise.reject(new Error("not used by the limiter"))),
    set: vi.fn(() => Promise.reject(new Error("not used by the limiter"))),
    del: vi.fn(() => Promise.reject(new Error("not used by the limiter"))),
    eval: vi.fn(async (_script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }) => {
      if (mode === "fail") throw new Error("ECONNRESET");
      const now = Date.now();
      let c = counters.get(keys[0]!);
      if (!c || c.expiresAt <= now) counters.set(keys[0]!, (c = { points: 0, expiresAt: now + Number(args[1]) * 1000 }));
      c.points += Number(args[0]);
      return [c.points, c.expiresAt - now];
    }),
  } satisfies RedisLike;
  return { redis, counters };
}

/** A fresh storefront instance (empty in-memory limiters) using `redis` (`null`: no Redis). */
async function instance(redis: RedisLike | null) {
  vi.resetModules();
  (await import("./redis.server")).setRedisForTests(redis);
  return (await import("./rate-limit.server")).rateLimit;
}

/** Runs `attempts` logins for `email`; the statuses of the thrown Responses (0: let through). */
async function logins(rateLimit: Awaited<ReturnType<typeof instance>>, email: string, attempts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    try {
      await rateLimit(new Request("http://shop.test/dang-nhap", { method: "POST" }), "validateCode", email);
      statuses.push(0);
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      statuses.push(error.status);
    }
  }
  return statuses;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("rate limits", () => {
  it("in memory without Redis: the 11th code attempt within 15 minutes is refused with Retry-After", async () => {
    const rateLimit = await instance(null);
    expect(await logins(rateLimit, "lan@example.com", 10)).toEqual(Array(10).fill(0));
    const refused = await rateLimit(new Request("http://shop.test/dang-nhap"), "validateCode", "LAN@example.com ").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(429);
    expect(Number((refused as Response).headers.get("Retry-After"))).toBeGreaterThan(890);
  });

  it("with Redis, instances share the counters (prefixed keys, expiring with the window)", async () => {
    const { redis, counters } = fakeRedis();
    const a = await instance(redis);
    const b = await instance(redis);
    expect(await logins(a, "lan@example.com", 5)).toEqual(Array(5).fill(0));
    expect(await logins(b, "lan@example.com", 5)).toEqual(Array(5).fill(0));
    expect(await logins(a, "lan@example.com", 1)).toEqual([429]);
    expect(await logins(b, "lan@example.com", 1)).toEqual([429]);
    expect(await logins(b, "minh@example.com", 1)).toEqual([0]);

    const counter = counters.get("storefront:ratelimit:validateCode:id:lan@example.com");
    expect(counter?.points).toBe(12);
    expect(counter!.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(redis.eval.mock.calls[0]?.[1]).toEqual({
      keys: ["storefront:ratelimit:validateCode:id:lan@example.com"],
      arguments: ["1", "900", "10", "900"],
    });
  });

  it("counts in memory, without failing the form, when Redis calls reject (logged once)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { redis } = fakeRedis("fail");
    const rateLimit = await instance(redis);
    expect(await logins(rateLimit, "lan@example.com", 11)).toEqual([...Array(10).fill(0), 429]);
    expect(redis.eval).toHaveBeenCalledTimes(1); // then paused: the memory limiter alone
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[redis\] rate limit validateCode failed; using the in-process store/);
  });

  it("counts in memory while the client is not connected", async () => {
    const { redis } = fakeRedis();
    const rateLimit = await instance({ ...redis, isReady: false });
    expect(await logins(rateLimit, "lan@example.com", 11)).toEqual([...Array(10).fill(0), 429]);
    expect(redis.eval).not.toHaveBeenCalled();
  });
});
