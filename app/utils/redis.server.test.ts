/**
 * The optional Redis (redis.server.ts): REDIS_URL validation, and a real node-redis client pointed at
 * a port where nothing listens — the first use waits at most about a second, later ones not at all,
 * and neither throws. Each case imports the modules afresh after setting the environment.
 */
import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };

async function load(redisUrl: string | undefined) {
  vi.resetModules();
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  if (redisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = redisUrl;
  return import("./redis.server");
}

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe("REDIS_URL", () => {
  it("accepts redis:// and rediss:// URLs and refuses others", async () => {
    await load("rediss://:secret@cache.internal:6380/1");
    expect((await import("~/env.server")).env.redisUrl).toBe("rediss://:secret@cache.internal:6380/1");
    await expect(load("http://cache.internal:6379")).rejects.toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    await expect(load("cache.internal:6379")).rejects.toThrow(/REDIS_URL/);
  });

  it("unset: no Redis", async () => {
    const { getRedis } = await load(undefined);
    expect(await getRedis()).toBeNull();
  });

  it("unreachable: getRedis() gives null after at most about a second, then at once, and logs", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { getRedis, setRedisForTests } = await load(`redis://127.0.0.1:${await closedPort()}`);
    cleanup = () => setRedisForTests(undefined); // stops the client's reconnecting

    let started = performance.now();
    expect(await getRedis()).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_500);
    started = performance.now();
    expect(await getRedis()).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[redis\] conn/);
  });
});
