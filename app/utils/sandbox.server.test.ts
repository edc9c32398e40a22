/** The "Môi trường thử nghiệm" notice's source (sandbox.server.ts): the upstream's /health, cached. */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  process.env.API_URL = "http://upstream.test";
  delete process.env.PAYMENT_SANDBOX;
});

import { CACHE_MS, paymentSandbox, resetPaymentSandboxCache, RETRY_MS } from "./sandbox.server";

afterEach(() => {
  vi.restoreAllMocks();
  resetPaymentSandboxCache();
});

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe("paymentSandbox", () => {
  it("true when the upstream's /health says paymentSandbox: true; read once per CACHE_MS", async () => {
    const fetch = answer({ status: "ok", paymentSandbox: true });
    expect(await paymentSandbox(0)).toBe(true);
    expect(await paymentSandbox(CACHE_MS - 1)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe("http://upstream.test/health");
    await paymentSandbox(CACHE_MS + 1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("false for an upstream without the field (the real API), or one that is down (asked again after RETRY_MS)", async () => {
    answer({ status: "ok" });
    expect(await paymentSandbox(0)).toBe(false);
    resetPaymentSandboxCache();
    vi.restoreAllMocks();
    const down = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("ECONNREFUSED"));
    expect(await paymentSandbox(0)).toBe(false);
    expect(await paymentSandbox(RETRY_MS - 1)).toBe(false);
    expect(down).toHaveBeenCalledTimes(1);
    await paymentSandbox(RETRY_MS + 1);
    expect(down).toHaveBeenCalledTimes(2);
  });
});
