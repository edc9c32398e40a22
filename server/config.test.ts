/**
 * Production rules of the upstream's configuration (ADR 0009): real
 * gateway hosts need their own merchant keys; JWT_SECRET is required in production outside the
 * embedded demo; the sandboxes are reported as `paymentSandbox`.
 */
import { describe, expect, it } from "vitest";
import { DEMO_BANK_ACCOUNT, loadConfig, SANDBOX_KEYS } from "./config";

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

const realMomo = {
  MOMO_HOST: "https://payment.momo.vn",
  MOMO_PARTNER_CODE: "MOMONXBDH",
  MOMO_ACCESS_KEY: "realaccesskey",
  MOMO_SECRET_KEY: "s".repeat(32),
};

describe("MoMo keys", () => {
  it("on this process's sandbox: sandbox keys, momoHost under /sandbox/momo following publicUrl", () => {
    const c = loadConfig({ UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080" });
    expect(c).toMatchObject({
      MOMO_PARTNER_CODE: SANDBOX_KEYS.MOMO_PARTNER_CODE,
      MOMO_ACCESS_KEY: SANDBOX_KEYS.MOMO_ACCESS_KEY,
      MOMO_SECRET_KEY: SANDBOX_KEYS.MOMO_SECRET_KEY,
      momoSandbox: true,
      momoHost: "http://127.0.0.1:5080/sandbox/momo",
      momoIpnUrl: "http://127.0.0.1:5080/api/Payment/momo-ipn",
    });
    c.publicUrl = "http://127.0.0.1:6001";
    expect(c.momoHost).toBe("http://127.0.0.1:6001/sandbox/momo");
    expect(loadConfig({ UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080", MOMO_HOST: "http://127.0.0.1:5080/sandbox/momo/" }).momoSandbox).toBe(
      true,
    );
  });

  it("a real MOMO_HOST without its keys: start-up refuses, naming them", () => {
    expect(() => loadConfig({ MOMO_HOST: "https://payment.momo.vn" })).toThrow(
      /MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY: required when MOMO_HOST is a real gateway/,
    );
    expect(() => loadConfig({ ...realMomo, MOMO_SECRET_KEY: "" })).toThrow(/MOMO_SECRET_KEY: required when MOMO_HOST/);
  });

  it("a real MOMO_HOST with the sandbox keys is refused; with its own keys they are used", () => {
    expect(() => loadConfig({ ...realMomo, MOMO_SECRET_KEY: SANDBOX_KEYS.MOMO_SECRET_KEY })).toThrow(
      /MOMO_SECRET_KEY: the sandbox value printed in the repository/,
    );
    const c = loadConfig(realMomo);
    expect(c).toMatchObject({
      MOMO_SECRET_KEY: "s".repeat(32),
      momoSandbox: false,
      momoHost: "https://payment.momo.vn",
      paymentSandbox: false,
    });
  });

  it("the sandbox's own URL with another path is a real host", () => {
    expect(() => loadConfig({ UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080", MOMO_HOST: "http://127.0.0.1:5080" })).toThrow(
      /MOMO_PARTNER_CODE/,
    );
  });
});

describe("bank account and bank feed key", () => {
  it("the demo account by default: sandbox key, bank sandbox on, the feed URL following publicUrl", () => {
    const c = loadConfig({ UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080" });
    expect(c).toMatchObject({
      ...DEMO_BANK_ACCOUNT,
      BANK_NAME: "MB Bank",
      BANK_FEED_API_KEY: SANDBOX_KEYS.BANK_FEED_API_KEY,
      bankSandbox: true,
      paymentSandbox: true,
      bankFeedUrl: "http://127.0.0.1:5080/api/Payment/bank-feed",
    });
    c.publicUrl = "http://127.0.0.1:6001";
    expect(c.bankFeedUrl).toBe("http://127.0.0.1:6001/api/Payment/bank-feed");
  });

  it("a real account without a key, or with the sandbox key: start-up refuses", () => {
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: "1234567890" })).toThrow(
      /BANK_FEED_API_KEY: required when BANK_BIN \/ BANK_ACCOUNT_NUMBER is a real account \(970422 1234567890\)/,
    );
    expect(() => loadConfig({ BANK_BIN: "970436" })).toThrow(/BANK_FEED_API_KEY: required/);
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: "1234567890", BANK_FEED_API_KEY: SANDBOX_KEYS.BANK_FEED_API_KEY })).toThrow(
      /BANK_FEED_API_KEY: the sandbox value printed in the repository/,
    );
  });

  it("a real account with its key: used, bank sandbox off", () => {
    const c = loadConfig({ BANK_BIN: "970436", BANK_ACCOUNT_NUMBER: "1234567890", BANK_FEED_API_KEY: "k".repeat(32) });
    expect(c).toMatchObject({ BANK_BIN: "970436", BANK_FEED_API_KEY: "k".repeat(32), bankSandbox: false, paymentSandbox: false });
  });

  it("malformed account settings are refused", () => {
    expect(() => loadConfig({ BANK_BIN: "97042" })).toThrow(/BANK_BIN: a 6-digit NAPAS bank BIN/);
    expect(() => loadConfig({ BANK_ACCOUNT_NUMBER: "12-34" })).toThrow(/BANK_ACCOUNT_NUMBER/);
    expect(() => loadConfig({ BANK_FEED_API_KEY: "short" })).toThrow(/BANK_FEED_API_KEY: must be at least 32 characters/);
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
