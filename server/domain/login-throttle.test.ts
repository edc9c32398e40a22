/**
 * The upstream's own login throttle (ADR 0009): direct calls to
 * POST /api/Authentication/Login are throttled like the storefront's, keyed by the client address —
 * X-Forwarded-For only from TRUSTED_PROXIES (default loopback), else the socket address — and revoked
 * sessions (logout, password reset) answer 401.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { DEMO_ACCOUNTS } from "../seed/accounts";

const EMAIL: string = DEMO_ACCOUNTS.customer.email;
const PASSWORD: string = DEMO_ACCOUNTS.customer.password;
let t: TestApp | null = null;

async function start(env: Record<string, string> = {}) {
  t = await testApp({ env });
  return t.app;
}
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A login from socket address `from`, optionally with an X-Forwarded-For. */
const login = (a: FastifyInstance, password: string, from: string, forwardedFor?: string, email = EMAIL) =>
  a.inject({
    method: "POST",
    url: "/api/Authentication/Login",
    remoteAddress: from,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    payload: { Email: email, Password: password },
  });

describe("login throttle of the upstream", () => {
  it("10 failures from one address for one email → 429 with Retry-After and the wait; the owner elsewhere still logs in", async () => {
    const a = await start();
    for (let i = 0; i < 10; i++) expect((await login(a, "sai-mat-khau", "198.51.100.9")).statusCode).toBe(401);
    const refused = await login(a, PASSWORD, "198.51.100.9");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(refused.json().errorMessage).toBe("Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.");
    expect((await login(a, PASSWORD, "192.0.2.1")).statusCode).toBe(200);
  });

  it("believes X-Forwarded-For from the storefront on loopback: a stranger behind it does not block the owner", async () => {
    const a = await start();
    for (let i = 0; i < 11; i++) await login(a, "sai-mat-khau", "127.0.0.1", "203.0.113.5");
    expect((await login(a, PASSWORD, "127.0.0.1", "203.0.113.5")).statusCode).toBe(429);
    expect((await login(a, PASSWORD, "127.0.0.1", "192.0.2.77")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from an untrusted address (no way round the limit by inventing addresses)", async () => {
    const a = await start();
    for (let i = 0; i < 10; i++) await login(a, "sai-mat-khau", "198.51.100.10", `10.0.0.${i}`);
    expect((await login(a, PASSWORD, "198.51.100.10", "10.0.0.99")).statusCode).toBe(429);
  });

  it("TRUSTED_PROXIES=none: even loopback's X-Forwarded-For is ignored", async () => {
    const a = await start({ TRUSTED_PROXIES: "none" });
    for (let i = 0; i < 10; i++) await login(a, "sai-mat-khau", "127.0.0.1", `10.1.0.${i}`);
    expect((await login(a, PASSWORD, "127.0.0.1", "10.1.0.99")).statusCode).toBe(429);
  });

  it("a campus behind one address: 100 failures (many emails) before that address is refused", async () => {
    const a = await start();
    for (let i = 0; i < 100; i++) expect((await login(a, "sai", "198.51.100.50", undefined, `sv${i}@example.edu.vn`)).statusCode).toBe(401);
    const refused = await login(a, PASSWORD, "198.51.100.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // 101 password checks: ~8 s alone, over 20 s when the machine is shared (seen while Playwright ran).
  }, 60_000);
});

describe("sessions that end", () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("POST /api/Auth/Logout revokes every token of the account", async () => {
    const a = await start();
    const one = (await login(a, PASSWORD, "192.0.2.2")).json().data.token as string;
    const two = (await login(a, PASSWORD, "192.0.2.3")).json().data.token as string;
    expect((await a.inject({ method: "GET", url: "/api/User/UserApp", headers: bearer(two) })).statusCode).toBe(200);
    expect((await a.inject({ method: "POST", url: "/api/Auth/Logout", headers: bearer(one) })).statusCode).toBe(200);
    for (const t of [one, two])
      expect((await a.inject({ method: "GET", url: "/api/User/UserApp", headers: bearer(t) })).statusCode).toBe(401);
    // A new login works again.
    const three = (await login(a, PASSWORD, "192.0.2.2")).json().data.token as string;
    expect((await a.inject({ method: "GET", url: "/api/User/UserApp", headers: bearer(three) })).statusCode).toBe(200);
    expect((await a.inject({ method: "POST", url: "/api/Auth/Logout" })).statusCode).toBe(401);
  });
});

describe("GET /health", () => {
  it("says whether the payments run on this process's sandboxes", async () => {
    expect((await (await start()).inject({ method: "GET", url: "/health" })).json()).toEqual({ status: "ok", paymentSandbox: true });
  });
});
