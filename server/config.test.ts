/**
 * Production rules of the upstream's configuration (ADR 0009): real
 * gateway hosts need their own merchant keys; JWT_SECRET is required in production outside the
 * embedded demo; the sandboxes are reported as `paymentSandbox`.
 */
import { describe, expect, it } from "vitest";
import { loadConfig, SANDBOX_KEYS } from "./config";

const realVnpay = { VNPAY_HOST: "https://pay.vnpay.vn", VNPAY_TMN_CODE: "REALTMN1", VNPAY_HASH_SECRET: "r".repeat(32) };
const realEpay = { EPAY_HOST: "https://pg.megapay.vn", EPAY_MER_ID: "NXBDH00001", EPAY_ENCODE_KEY: "k".repeat(40) };

describe("gateway keys", () => {
  it("on this process's sandboxes: sandbox keys by default, paymentSandbox true", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ ...SANDBOX_KEYS, paymentSandbox: true });
  });

  it("a real VNPAY_HOST without its keys: start-up refuses, naming the missing variables", () => {
    expect(() => loadConfig({ VNPAY_HOST: "https://pay.vnpay.vn" })).toThrow(
      /VNPAY_TMN_CODE, VNPAY_HASH_SECRET: required when VNPAY_HOST is a real gateway/,
    );
    expect(() => loadConfig({ VNPAY_HOST: "https://pay.vnpay.vn", VNPAY_TMN_CODE: "REALTMN1" })).toThrow(/VNPAY_HASH_SECRET: required/);
  });

  it("a real EPAY_HOST without its keys: start-up refuses, naming them", () => {
    expect(() => loadConfig({ EPAY_HOST: "https://pg.megapay.vn" })).toThrow(
      /EPAY_MER_ID, EPAY_ENCODE_KEY: required when EPAY_HOST is a real gateway/,
    );
    expect(() => loadConfig({ EPAY_HOST: "https://pg.megapay.vn", EPAY_MER_ID: "", EPAY_ENCODE_KEY: "" })).toThrow(
      /EPAY_MER_ID, EPAY_ENCODE_KEY: required/,
    );
  });

  it("a real host with the sandbox values printed in the repository is refused too", () => {
    expect(() =>
      loadConfig({
        VNPAY_HOST: "https://pay.vnpay.vn",
        VNPAY_TMN_CODE: SANDBOX_KEYS.VNPAY_TMN_CODE,
        VNPAY_HASH_SECRET: SANDBOX_KEYS.VNPAY_HASH_SECRET,
      }),
    ).toThrow(/sandbox value printed in the repository/);
  });

  it("real hosts with their keys: the keys are used, paymentSandbox false", () => {
    const c = loadConfig({ ...realVnpay, ...realEpay });
    expect(c).toMatchObject({
      VNPAY_TMN_CODE: "REALTMN1",
      EPAY_MER_ID: "NXBDH00001",
      paymentSandbox: false,
      vnpayHost: "https://pay.vnpay.vn",
      epayHost: "https://pg.megapay.vn",
    });
    expect(loadConfig(realVnpay).paymentSandbox).toBe(false);
  });

  it("VNPAY_HOST set to this process's own public URL is still the sandbox", () => {
    const c = loadConfig({ UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080", VNPAY_HOST: "http://127.0.0.1:5080/" });
    expect(c).toMatchObject({ VNPAY_TMN_CODE: SANDBOX_KEYS.VNPAY_TMN_CODE, paymentSandbox: true });
  });
});

describe("JWT_SECRET", () => {
  it("required when NODE_ENV=production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
  });

  it("not required in the embedded demo (start.mjs keeps one in ./data/jwt-secret) nor outside production", () => {
    expect(loadConfig({ NODE_ENV: "production", EMBEDDED_DEMO: "true" }).jwtSecretGenerated).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).jwtSecretGenerated).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "s".repeat(32) }).jwtSecret).toBe("s".repeat(32));
  });
});
