/**
 * Scale-out with a real Redis (docs/operations.md "Scaling out"): two storefront processes of the built
 * app (build/storefront/server.js), both on the e2e run's upstream, sharing one Debian `redis-server`
 * started here on a free port with persistence off.
 *
 * - a page rendered by one is served by the other from Redis (`X-Page-Cache: hit`, same bytes);
 * - an upstream answer fetched by one is an upstream-cache hit for the other (Server-Timing "(cache)");
 * - a login rate limit reached through one holds on the other (the counters live in Redis);
 * - Redis stopped mid-run: both keep serving (from memory) and say so in their log.
 *
 * `.ci/run` installs redis-server when it is missing. HTTP only ("http" project).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createClient } from "redis";
import { E2E_ENV } from "./env";

const REDIS_SERVER = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => existsSync(p));

/** A free local port. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Proc {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  log: () => string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return { child, log: () => out };
}

async function waitFor(url: string, proc: Proc) {
  for (let i = 0; i < 200; i++) {
    if (proc.child.exitCode !== null) throw new Error(`exited ${proc.child.exitCode}:\n${proc.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer:\n${proc.log()}`);
}

const stop = async (proc: Proc | undefined) => {
  if (!proc || proc.child.exitCode !== null) return;
  proc.child.kill("SIGTERM");
  await Promise.race([new Promise((r) => proc.child.once("exit", r)), sleep(5_000)]);
};

const unique = () => `so=${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The upstream calls of a response's Server-Timing, e.g. `GET /api/ProductPage/7 (cache)`. */
const upstreamCalls = (serverTiming: string | undefined) => [...(serverTiming ?? "").matchAll(/up\d+;desc="([^"]*)"/g)].map((m) => m[1]!);

test.describe("two storefronts sharing one Redis", () => {
  test.describe.configure({ mode: "serial" });
  // In CI redis-server is installed by .ci/run; a developer machine without it skips with the reason.
  test.skip(!REDIS_SERVER && !process.env.CI, "redis-server is not installed (apt-get install redis-server)");

  let redis: Proc | undefined;
  let a: Proc | undefined;
  let b: Proc | undefined;
  let redisUrl = "";
  const base = { a: "", b: "" };

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    expect(REDIS_SERVER, "redis-server (Debian package redis-server)").toBeTruthy();
    const redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    redis = run(REDIS_SERVER!, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], process.env);
    for (let i = 0; i < 100 && !/Ready to accept connections/.test(redis.log()); i++) await sleep(50);
    expect(redis.log()).toMatch(/Ready to accept connections/);
    const env = (port: number) => ({
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      EMBEDDED_DEMO: "true",
      REDIS_URL: redisUrl,
    });
    const [portA, portB] = [await freePort(), await freePort()];
    a = run(process.execPath, ["build/storefront/server.js", "build/index.js"], env(portA));
    b = run(process.execPath, ["build/storefront/server.js", "build/index.js"], env(portB));
    base.a = `http://127.0.0.1:${portA}`;
    base.b = `http://127.0.0.1:${portB}`;
    await Promise.all([waitFor(`${base.a}/healthz`, a), waitFor(`${base.b}/healthz`, b)]);
  });

  test.afterAll(async () => {
    await Promise.all([stop(a), stop(b), stop(redis)]);
  });

  test("a page rendered by one is served by the other; an upstream answer fetched by one is a cache hit for the other", async ({
    playwright,
  }) => {
    // Behind a load balancer both replicas are asked for the same host (pages are keyed by it).
    const host = { Host: "nhasach.example.vn" };
    const onA = await playwright.request.newContext({ baseURL: base.a, extraHTTPHeaders: host });
    const onB = await playwright.request.newContext({ baseURL: base.b, extraHTTPHeaders: host });
    try {
      const path = `/tin-sach?${unique()}`;
      const first = await onA.get(path);
      expect(first.headers()["x-page-cache"]).toBe("miss");
      const second = await onB.get(path);
      expect(second.headers()["x-page-cache"]).toBe("hit");
      expect(await second.text()).toBe(await first.text());

      // B has never shown this product; A fetched its upstream answers into Redis.
      const productId = /href="\/san-pham\/(\d+)"/.exec(await (await onA.get(`/san-pham?${unique()}`)).text())?.[1];
      expect(productId).toBeTruthy();
      const fromA = await onA.get(`/san-pham/${productId}?${unique()}`);
      expect(fromA.status()).toBe(200);
      const fromB = await onB.get(`/san-pham/${productId}?${unique()}`);
      expect(fromB.headers()["x-page-cache"]).toBe("miss"); // a new URL: rendered by B …
      expect(upstreamCalls(fromB.headers()["server-timing"])).toContain(`GET /api/ProductPage/${productId} (cache)`); // … from A's upstream answer
    } finally {
      await Promise.all([onA.dispose(), onB.dispose()]);
    }
  });

  test("a login rate limit reached through one holds on the other", async ({ playwright }) => {
    const onA = await playwright.request.newContext({ baseURL: base.a });
    const onB = await playwright.request.newContext({ baseURL: base.b });
    const email = `scale-out-${Date.now()}@example.com`;
    const attempt = async (request: APIRequestContext) => {
      const html = await (await request.get("/dang-nhap")).text();
      const hp = /name="hp_from"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "";
      return request.post("/dang-nhap", { form: { name__confirm: "", hp_from: hp, email, password: "SaiMatKhau@1" }, maxRedirects: 0 });
    };
    try {
      // LIMITS.loginPair: 10 failed logins per client address and email in 15 minutes.
      for (let i = 0; i < 10; i++) expect((await attempt(onA)).status()).not.toBe(429);
      const client = createClient({ url: redisUrl });
      await client.connect();
      try {
        const keys = await client.keys("storefront:ratelimit:loginPair*");
        expect(keys.length).toBeGreaterThan(0);
      } finally {
        await client.quit();
      }
      const refused = await attempt(onB);
      expect(refused.status()).toBe(429);
      expect(await refused.text()).toContain("Bạn đã đăng nhập sai quá nhiều lần.");
    } finally {
      await Promise.all([onA.dispose(), onB.dispose()]);
    }
  });

  test("Redis stopped mid-run: both keep serving from memory and say so in the log", async ({ playwright }) => {
    await stop(redis);
    const onA = await playwright.request.newContext({ baseURL: base.a });
    const onB = await playwright.request.newContext({ baseURL: base.b });
    try {
      for (const request of [onA, onB]) {
        for (const path of ["/trang-chu", `/san-pham?${unique()}`, `/tin-sach?${unique()}`]) {
          const res = await request.get(path);
          expect(res.status(), path).toBe(200);
        }
        const path = `/tin-sach?${unique()}`;
        expect((await request.get(path)).headers()["x-page-cache"]).toBe("miss");
        expect((await request.get(path)).headers()["x-page-cache"]).toBe("hit"); // from its own memory
      }
      await expect.poll(() => a!.log()).toMatch(/\[redis\] .*using the in-process store/);
      await expect.poll(() => b!.log()).toMatch(/\[redis\] .*using the in-process store/);
    } finally {
      await Promise.all([onA.dispose(), onB.dispose()]);
    }
  });
});
