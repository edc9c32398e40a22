/** The storefront's production rule for PUBLIC_URL (ADR 0009). */
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
});

import { loadEnv } from "./env.server";

const base = { SESSION_SECRET: "unit-test-secret-0123456789" };

describe("loadEnv", () => {
  it("PUBLIC_URL is required when NODE_ENV=production", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production" })).toThrow(/PUBLIC_URL: PUBLIC_URL is required when NODE_ENV=production/);
    expect(loadEnv({ ...base, NODE_ENV: "production", PUBLIC_URL: "https://nhasach.example.vn/" }).publicUrl).toBe(
      "https://nhasach.example.vn",
    );
  });

  it("except in the embedded demo, and outside production", () => {
    expect(loadEnv({ ...base, NODE_ENV: "production", EMBEDDED_DEMO: "true" })).toMatchObject({ publicUrl: null, embeddedDemo: true });
    expect(loadEnv({ ...base, NODE_ENV: "development" }).publicUrl).toBeNull();
  });

  it("PAYMENT_SANDBOX forces the notice on or off; unset asks the upstream", () => {
    expect(loadEnv({ ...base, PAYMENT_SANDBOX: "true" }).paymentSandbox).toBe(true);
    expect(loadEnv({ ...base, PAYMENT_SANDBOX: "false" }).paymentSandbox).toBe(false);
    expect(loadEnv(base).paymentSandbox).toBeNull();
  });
});
