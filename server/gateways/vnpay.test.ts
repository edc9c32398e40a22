/**
 * Merchant side of VNPay: payment URL, GMT+7 dates, return/IPN verification, code descriptions.
 * The signature is also checked against the reference doc's rule with node:crypto directly, so the
 * library cannot drift from the spec unnoticed.
 */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { buildVnpayReturnParams, checkVnpayPaymentRequest } from "./vnpay-sandbox";
import { createVnpayGateway, describeVnpayCode, formatGmt7, parseGmt7, toVnpayOrderInfo } from "./vnpay";
import { getVnpayGateway } from "./index";

const config = loadConfig({}, { UPSTREAM_PUBLIC_URL: "http://upstream.test:5080" });
const gateway = createVnpayGateway(config);
const secret = config.VNPAY_HASH_SECRET;
const order = { code: "DH261121-000042", total: 215_000 };
const now = new Date("2026-11-21T17:30:00Z");
const returnUrl = "https://shop.test/thanh-toan/vnpay-return?from=checkout";

/** application/x-www-form-urlencoded byte serializer (WHATWG URL §5.2), written out independently. */
function formEncode(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9*\-._]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** The reference doc's rule: sorted non-empty vnp_* except the hash fields, form-urlencoded, HMAC-SHA512 hex. */
function specHash(params: Record<string, string>): string {
  const data = Object.keys(params)
    .filter((k) => k.startsWith("vnp_") && k !== "vnp_SecureHash" && k !== "vnp_SecureHashType" && params[k] !== "")
    .sort()
    .map((k) => `${formEncode(k)}=${formEncode(params[k]!)}`)
    .join("&");
  return createHmac("sha512", secret).update(data, "utf8").digest("hex");
}

function build(overrides: Partial<Parameters<typeof gateway.buildPaymentUrl>[0]> = {}) {
  return new URL(gateway.buildPaymentUrl({ order, ipAddr: "203.113.1.10", returnUrl, now, ...overrides }));
}

describe("formatGmt7 / parseGmt7", () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it("formats in GMT+7 across the day boundary", () => {
    expect(formatGmt7(new Date("2026-11-21T17:30:00Z"))).toBe("20261122003000");
    expect(formatGmt7(new Date("2026-12-31T16:59:59Z"))).toBe("20261231235959");
    expect(formatGmt7(new Date("2026-12-31T17:00:00Z"))).toBe("20270101000000");
    expect(formatGmt7(new Date("2028-02-28T17:00:00.999Z"))).toBe("20280229000000");
  });

  it("does not depend on the process time zone", () => {
    const instant = new Date("2026-11-21T17:30:00Z");
    const results = new Map<string, string>();
    const localHours = new Set<number>();
    for (const tz of ["UTC", "Asia/Ho_Chi_Minh", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati"]) {
      process.env.TZ = tz;
      localHours.add(new Date(instant.getTime()).getHours());
      results.set(tz, formatGmt7(instant));
      expect(parseGmt7("20261122003000")?.toISOString()).toBe("2026-11-21T17:30:00.000Z");
    }
    // The zones really changed under us (otherwise this test would prove nothing) …
    expect(localHours.size).toBeGreaterThan(1);
    // … and the result did not.
    expect(new Set(results.values())).toEqual(new Set(["20261122003000"]));
  });

  it("agrees with ICU's Asia/Ho_Chi_Minh for many instants", () => {
    const icu = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Ho_Chi_Minh",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += 7_777_777_777 / 97) {
      const d = new Date(Math.floor(t / 1000) * 1000);
      const p = Object.fromEntries(icu.formatToParts(d).map((x) => [x.type, x.value]));
      expect(formatGmt7(d)).toBe(`${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`);
      expect(parseGmt7(formatGmt7(d))?.getTime()).toBe(d.getTime());
    }
  });

  it("rejects invalid input", () => {
    expect(() => formatGmt7(new Date("nope"))).toThrow(RangeError);
    expect(parseGmt7("20260230120000")).toBeNull(); // 30 February
    expect(parseGmt7("20261122246000")).toBeNull();
    expect(parseGmt7("2026112200300")).toBeNull();
    expect(parseGmt7("2026-11-22T00:30")).toBeNull();
    expect(parseGmt7(20261122003000)?.toISOString()).toBe("2026-11-21T17:30:00.000Z");
  });
});

describe("buildPaymentUrl", () => {
  it("carries every required parameter, amount × 100 and GMT+7 dates", () => {
    const url = build();
    expect(`${url.origin}${url.pathname}`).toBe("http://upstream.test:5080/paymentv2/vpcpay.html");
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({
      vnp_Version: "2.1.0",
      vnp_Command: "pay",
      vnp_TmnCode: config.VNPAY_TMN_CODE,
      vnp_Amount: "21500000",
      vnp_CurrCode: "VND",
      vnp_TxnRef: "DH261121-000042",
      vnp_OrderInfo: "Thanh toan don hang DH261121-000042",
      vnp_OrderType: "other",
      vnp_Locale: "vn",
      vnp_ReturnUrl: returnUrl,
      vnp_IpAddr: "203.113.1.10",
      vnp_CreateDate: "20261122003000",
      vnp_ExpireDate: "20261122004500",
    });
    expect(p).not.toHaveProperty("vnp_SecureHashType");
    // vnp_SecureHash is last and follows the reference doc's rule.
    expect([...url.searchParams.keys()].at(-1)).toBe("vnp_SecureHash");
    expect(p.vnp_SecureHash).toMatch(/^[0-9a-f]{128}$/);
    expect(p.vnp_SecureHash).toBe(specHash(p));
  });

  it("is accepted by the sandbox's request check", () => {
    const url = build();
    const check = checkVnpayPaymentRequest(url.search.slice(1), { tmnCode: config.VNPAY_TMN_CODE, hashSecret: secret }, now);
    expect(check).toMatchObject({ ok: true, expired: false });
    const later = new Date(now.getTime() + 16 * 60_000);
    expect(checkVnpayPaymentRequest(url.search.slice(1), { tmnCode: config.VNPAY_TMN_CODE, hashSecret: secret }, later)).toMatchObject({
      ok: true,
      expired: true,
    });
    expect(checkVnpayPaymentRequest(url.search.slice(1), { tmnCode: config.VNPAY_TMN_CODE, hashSecret: "x".repeat(32) }, now)).toEqual({
      ok: false,
      message: "Sai chữ ký",
    });
  });

  it("points at the configured host, never the library's test host", () => {
    const real = createVnpayGateway(
      loadConfig({}, { VNPAY_HOST: "https://pay.vnpay.vn", VNPAY_TMN_CODE: "REALTMN1", VNPAY_HASH_SECRET: "r".repeat(32) }),
    );
    const url = new URL(real.buildPaymentUrl({ order, ipAddr: "1.2.3.4", returnUrl, now }));
    expect(url.origin).toBe("https://pay.vnpay.vn");
  });

  it("normalizes the IP address", () => {
    expect(build({ ipAddr: "::ffff:10.0.0.7" }).searchParams.get("vnp_IpAddr")).toBe("10.0.0.7");
    expect(build({ ipAddr: "2001:db8::1" }).searchParams.get("vnp_IpAddr")).toBe("2001:db8::1");
    expect(build({ ipAddr: "" }).searchParams.get("vnp_IpAddr")).toBe("127.0.0.1");
  });

  it("refuses programming errors", () => {
    expect(() => build({ order: { code: "DH1", total: 0 } })).toThrow(RangeError);
    expect(() => build({ order: { code: "DH1", total: 1000.5 } })).toThrow(RangeError);
    expect(() => build({ order: { code: "", total: 1000 } })).toThrow(RangeError);
    expect(() => build({ returnUrl: "/thanh-toan/vnpay-return" })).toThrow(TypeError);
    expect(() => build({ returnUrl: "javascript:alert(1)" })).toThrow(TypeError);
  });
});

describe("toVnpayOrderInfo", () => {
  it("strips accents and special characters", () => {
    expect(toVnpayOrderInfo("Thanh toán đơn hàng #DH261121-000042 (Đại học)")).toBe("Thanh toan don hang DH261121-000042 Dai hoc");
    expect(toVnpayOrderInfo("a".repeat(300))).toHaveLength(255);
  });
});

describe("verifyReturn / verifyIpn", () => {
  const request = {
    vnp_Amount: "21500000",
    vnp_OrderInfo: "Thanh toan don hang DH261121-000042",
    vnp_TmnCode: config.VNPAY_TMN_CODE,
    vnp_TxnRef: order.code,
  };
  const paid = buildVnpayReturnParams(request, "00", { hashSecret: secret, now });

  it("verifies a paid return signed by the sandbox code path", () => {
    for (const verify of [gateway.verifyReturn, gateway.verifyIpn]) {
      const v = verify(paid);
      expect(v).toMatchObject({
        isVerified: true,
        isPaid: true,
        txnRef: order.code,
        amount: 215_000,
        responseCode: "00",
        transactionStatus: "00",
        message: "Giao dịch thành công",
      });
      expect(v.transactionNo).toMatch(/^\d{8}$/);
      expect(v.params).toEqual(paid);
    }
    expect(paid.vnp_SecureHash).toBe(specHash(paid));
    expect(paid.vnp_PayDate).toBe("20261122003000");
    expect(paid.vnp_BankTranNo).toMatch(/^VNP\d{8}$/);
  });

  it("ignores extra non-vnp parameters and accepts an upper-case hash", () => {
    expect(gateway.verifyReturn({ ...paid, from: "checkout" }).isVerified).toBe(true);
    expect(gateway.verifyReturn({ ...paid, vnp_SecureHash: paid.vnp_SecureHash!.toUpperCase() }).isVerified).toBe(true);
  });

  it("reports a cancelled payment as verified, not paid", () => {
    const cancelled = buildVnpayReturnParams(request, "24", { hashSecret: secret, now });
    expect(cancelled).toMatchObject({ vnp_TransactionNo: "0", vnp_TransactionStatus: "02" });
    expect(cancelled).not.toHaveProperty("vnp_BankTranNo");
    expect(gateway.verifyReturn(cancelled)).toMatchObject({
      isVerified: true,
      isPaid: false,
      responseCode: "24",
      transactionNo: "0",
      message: "Giao dịch không thành công do: Khách hàng hủy giao dịch",
    });
  });

  it("does not call paid a response 00 whose transaction status is not 00", () => {
    const { vnp_SecureHash: _h, ...rest } = paid;
    const odd = { ...rest, vnp_TransactionStatus: "01" };
    const signed = { ...odd, vnp_SecureHash: specHash(odd) };
    expect(gateway.verifyIpn(signed)).toMatchObject({ isVerified: true, isPaid: false, responseCode: "00", transactionStatus: "01" });
    expect(gateway.verifyIpn(signed).message).not.toBe("Giao dịch thành công");
  });

  it("fails on tampering", () => {
    const cases: Record<string, unknown>[] = [
      { ...paid, vnp_Amount: "100" },
      { ...paid, vnp_ResponseCode: "24" },
      { ...paid, vnp_TxnRef: "DH261121-000043" },
      { ...paid, vnp_SecureHash: paid.vnp_SecureHash!.slice(0, -1) + (paid.vnp_SecureHash!.endsWith("0") ? "1" : "0") },
      { ...paid, vnp_SecureHash: "" },
      { ...paid, vnp_SecureHash: undefined },
      { ...paid, vnp_Extra: "1" },
    ];
    for (const query of cases) {
      const v = gateway.verifyReturn(query);
      expect(v.isVerified).toBe(false);
      expect(v.isPaid).toBe(false);
      expect(v.message).toBe("Chữ ký không hợp lệ");
    }
    // Signed with another secret, or for another terminal.
    const other = buildVnpayReturnParams(request, "00", { hashSecret: "ANOTHERSECRETKEY1234567890", now });
    expect(gateway.verifyIpn(other).isVerified).toBe(false);
    const otherTmn = buildVnpayReturnParams({ ...request, vnp_TmnCode: "OTHERTMN" }, "00", { hashSecret: secret, now });
    expect(gateway.verifyIpn(otherTmn).isVerified).toBe(false);
  });

  it("never throws on malformed input", () => {
    const junk: unknown[] = [
      {},
      { vnp_Amount: "abc", vnp_SecureHash: "00" },
      { ...paid, vnp_Amount: undefined },
      { ...paid, vnp_Amount: ["21500000", "1"] },
      { ...paid, vnp_TxnRef: { $ne: 1 } },
      { ...paid, vnp_Amount: "9".repeat(400) },
      { __proto__: { vnp_Amount: "1" } },
      null,
      undefined,
      "vnp_Amount=1",
    ];
    for (const query of junk) {
      const v = gateway.verifyIpn(query as Record<string, unknown>);
      expect(v.isVerified).toBe(false);
      expect(v.isPaid).toBe(false);
    }
  });
});

describe("describeVnpayCode", () => {
  it("describes the documented codes in Vietnamese", () => {
    expect(describeVnpayCode("00")).toBe("Giao dịch thành công");
    expect(describeVnpayCode("24")).toContain("hủy giao dịch");
    expect(describeVnpayCode("51")).toContain("không đủ số dư");
    expect(describeVnpayCode("11")).toContain("hết hạn chờ thanh toán");
    expect(describeVnpayCode("97")).toBe("Chữ ký không hợp lệ");
    for (const code of ["07", "09", "10", "65", "75", "99"]) {
      expect(describeVnpayCode(code)).not.toBe(describeVnpayCode("nope"));
    }
    expect(describeVnpayCode("constructor")).toBe("Giao dịch không thành công");
    expect(describeVnpayCode("<b>")).toBe("Giao dịch không thành công");
  });
});

describe("getVnpayGateway", () => {
  it("is memoized per config object", () => {
    expect(getVnpayGateway(config)).toBe(getVnpayGateway(config));
    expect(getVnpayGateway(loadConfig({}, {}))).not.toBe(getVnpayGateway(config));
  });
});
