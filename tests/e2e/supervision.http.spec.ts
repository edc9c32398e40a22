/**
 * Supervision and shutdown of the whole shop (scripts/start.mjs, ADR 0008), on its own ports
 * (3420/5420 unless E2E_SUPERVISED_PORT / E2E_SUPERVISED_UPSTREAM_PORT) with a fresh temporary
 * database — apart from the shop Playwright starts. Needs `npm run build`. HTTP only ("http" project).
 *
 * The upstream is killed (SIGKILL): the storefront keeps answering (liveness 200, readiness 503, an
 * upstream page 503), the supervisor restarts the upstream and readiness turns 200 again; SIGTERM to
 * the supervisor stops both processes, exits 0 and frees both ports. PUBLIC_URL is https here: every
 * response carries HSTS.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const PORT = Number(process.env.E2E_SUPERVISED_PORT ?? 3420);
const UPSTREAM_PORT = Number(process.env.E2E_SUPERVISED_UPSTREAM_PORT ?? 5420);
const SHOP = `http://127.0.0.1:${PORT}`;

/** Resolves with whether something accepts connections on `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

test("a crashed upstream is restarted while the storefront keeps serving; SIGTERM stops the shop cleanly", async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), "nxb-supervised-"));
  let log = "";
  const shop: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      DATABASE_URL: path.join(dir, "shop.sqlite"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      SESSION_SECRET: "supervised-session-secret-0123456789",
      JWT_SECRET: "supervised-jwt-secret-0123456789abcdef0123",
      PUBLIC_URL: "https://nhasach.example",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  shop.stdout!.on("data", (d) => (log += d));
  shop.stderr!.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => shop.once("exit", (code) => resolve(code)));
  const upstreamPids = () => [...log.matchAll(/"msg":"upstream started \(pid (\d+)\)"/g)].map((m) => Number(m[1]));

  try {
    await expect.poll(() => status(`${SHOP}/healthz`), { timeout: 60_000, message: log }).toBe(200);
    const health = await fetch(`${SHOP}/healthz`);
    expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(await status(`${SHOP}/readyz`)).toBe(200);

    const [first] = upstreamPids();
    expect(first).toBeGreaterThan(0);
    process.kill(first!, "SIGKILL");
    await expect.poll(() => log, { timeout: 5_000 }).toMatch(/"msg":"upstream exited \(SIGKILL\); restarting in \d+ ms"/);

    // The storefront still answers while the upstream is away.
    expect(await status(`${SHOP}/healthz`)).toBe(200);
    expect(await status(`${SHOP}/readyz`)).toBe(503);
    expect(await status(`${SHOP}/trang-chu`)).toBe(503);

    // …and the supervisor brings the upstream back.
    await expect.poll(() => status(`${SHOP}/readyz`), { timeout: 30_000, intervals: [250] }).toBe(200);
    expect(upstreamPids()).toHaveLength(2);
    expect(await status(`${SHOP}/trang-chu`)).toBe(200);

    shop.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("timeout"), 15_000))]);
    expect(code, log).toBe(0);
    expect(await listening(PORT)).toBe(false);
    expect(await listening(UPSTREAM_PORT)).toBe(false);
  } finally {
    if (shop.exitCode === null) shop.kill("SIGKILL");
    for (const pid of [...log.matchAll(/"msg":"\w+ started \(pid (\d+)\)"/g)].map((m) => Number(m[1]))) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
