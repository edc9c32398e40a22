/**
 * ePay (MegaPay) merchant side: the ePayModel (fields, merchantToken = SHA-256 of timeStamp + merTrxId
 * + merId + amount + encodeKey, GMT+7 timeStamp), and the verification of callbacks and IPNs (token
 * SHA-256 of resultCd + timeStamp + merTrxId + trxId + merId + amount + encodeKey; 00_000 paid, 00_005
 * pending; never throws). Source: docs/payment-gateways.md "ePay / MegaPay".
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createEpayGateway, describeEpayCode, epayResultToken, orderCodeOfMerTrxId, splitVietnameseName } from "./epay";

const config = loadConfig({}, { UPSTREAM_PUBLIC_URL: "http://127.0.0.1:5080" });
const gateway = createEpayGateway(config);
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const CREATED = "2026-11-21T17:30:00.000Z"; // 00:30:00 on 22/11 in Vietnam
const input = {
  order: { code: "DH261122-000042", total: 125_000, createdAt: CREATED },
  returnUrl: "https://shop.example/thanh-toan/epay-result",
  buyer: { name: "  Nguyễn Thị  Lan ", phone: "0912345678", email: "lan@example.vn", userId: 2 },
};

/** A callback as ePay sends it, signed with the merchant's key unless `key` is given. */
function callback(resultCd: string, over: Record<string, string> = {}, key = config.EPAY_ENCODE_KEY): Record<string, string> {
  const p = {
    resultCd,
    resultMsg: "SUCCESS",
    invoiceNo: "DH261122-000042",
    merTrxId: "DH261122-000042_20261122003000",
    trxId: "EPAY000001DC202611220031051234",
    amount: "125000",
    timeStamp: "20261122003105",
    payType: "DC",
    userId: "2",
    cardNo: "970419******1234",
    bankName: "NCB",
    cardType: "ATM",
    ...over,
  };
  return {
    ...p,
    merchantToken: epayResultToken({ ...p, merId: config.EPAY_MER_ID }, key),
    ...("merchantToken" in over ? { merchantToken: over.merchantToken! } : {}),
  };
}

describe("config", () => {
  it("has sandbox defaults and follows the public URL unless set", () => {
    const c = loadConfig({}, {});
    expect(c.EPAY_MER_ID).toBe("EPAY000001");
    expect(c.EPAY_ENCODE_KEY.length).toBeGreaterThanOrEqual(32);
    expect(c.epayHost).toBe("http://127.0.0.1:5080");
    expect(c.epayIpnUrl).toBe("http://127.0.0.1:5080/api/Payment/epay-ipn");
    c.publicUrl = "http://127.0.0.1:4321";
    expect([c.epayHost, c.epayIpnUrl]).toEqual(["http://127.0.0.1:4321", "http://127.0.0.1:4321/api/Payment/epay-ipn"]);
    c.epayHost = "https://pg.example/";
    expect(c.epayHost).toBe("https://pg.example");
    const real = loadConfig({
      EPAY_HOST: "https://pg.megapay.vn",
      EPAY_IPN_URL: "https://shop.example/api/Payment/epay-ipn",
      EPAY_MER_ID: "NXBDH00001",
      EPAY_ENCODE_KEY: "k".repeat(40),
    });
    expect([real.epayHost, real.epayIpnUrl, real.EPAY_MER_ID]).toEqual([
      "https://pg.megapay.vn",
      "https://shop.example/api/Payment/epay-ipn",
      "NXBDH00001",
    ]);
    expect(() => loadConfig({ EPAY_ENCODE_KEY: "short" })).toThrow(/EPAY_ENCODE_KEY/);
  });
});

describe("buildEpayModel", () => {
  it("builds the signed form of spec §4 (GMT+7 timeStamp, merchantToken)", () => {
    const model = gateway.buildEpayModel(input);
    expect(model.gatewayUrl).toBe("http://127.0.0.1:5080/pg_was/order/init.do");
    expect(model.fields).toEqual({
      merId: "EPAY000001",
      currency: "VND",
      amount: 125_000,
      invoiceNo: "DH261122-000042",
      goodsNm: "Don hang DH261122-000042",
      description: "Thanh toan don hang DH261122-000042",
      payType: "NO",
      callBackUrl: "https://shop.example/thanh-toan/epay-result",
      notiUrl: "http://127.0.0.1:5080/api/Payment/epay-ipn",
      reqDomain: "https://shop.example",
      timeStamp: "20261122003000",
      merTrxId: "DH261122-000042_20261122003000",
      merchantToken: sha256(`20261122003000DH261122-000042_20261122003000EPAY000001125000${config.EPAY_ENCODE_KEY}`),
      userLanguage: "VN",
      windowType: "1",
      windowColor: "#005baa",
      userId: "2",
      buyerFirstNm: "Lan",
      buyerLastNm: "Nguyễn Thị",
      buyerPhone: "0912345678",
      buyerEmail: "lan@example.vn",
    });
    expect(model.fields.merTrxId.length).toBeLessThanOrEqual(50);
    // Deterministic: a repeated checkout answers the same model.
    expect(gateway.buildEpayModel(input)).toEqual(model);
    expect(gateway.buildEpayModel({ ...input, buyer: { ...input.buyer, userId: null } }).fields.userId).toBe("");
  });

  it("refuses programming errors", () => {
    expect(() => gateway.buildEpayModel({ ...input, order: { ...input.order, total: 0 } })).toThrow(RangeError);
    expect(() => gateway.buildEpayModel({ ...input, order: { ...input.order, total: 1.5 } })).toThrow(RangeError);
    expect(() => gateway.buildEpayModel({ ...input, order: { ...input.order, code: "" } })).toThrow(RangeError);
    expect(() => gateway.buildEpayModel({ ...input, returnUrl: "/relative" })).toThrow(TypeError);
    expect(() => gateway.buildEpayModel({ ...input, returnUrl: "javascript:alert(1)" })).toThrow(TypeError);
  });

  it("splits Vietnamese names", () => {
    expect(splitVietnameseName("Nguyễn Thị Lan")).toEqual({ firstName: "Lan", lastName: "Nguyễn Thị" });
    expect(splitVietnameseName("Madonna")).toEqual({ firstName: "Madonna", lastName: "Madonna" });
    expect(orderCodeOfMerTrxId("DH261122-000042_20261122003000")).toBe("DH261122-000042");
    expect(orderCodeOfMerTrxId("DH261122-000042")).toBe("DH261122-000042");
  });
});

describe("verifyEpayResult / verifyEpayIpn", () => {
  it("verifies a paid callback", () => {
    const v = gateway.verifyEpayResult(callback("00_000"));
    expect(v).toMatchObject({
      isVerified: true,
      isPaid: true,
      isPending: false,
      resultCd: "00_000",
      orderCode: "DH261122-000042",
      amount: 125_000,
      message: "Giao dịch thành công",
    });
    expect(v.trxId).toBe("EPAY000001DC202611220031051234");
  });

  it("00_005 is pending, not paid; other codes are neither", () => {
    expect(gateway.verifyEpayResult(callback("00_005"))).toMatchObject({ isVerified: true, isPaid: false, isPending: true });
    expect(gateway.verifyEpayResult(callback("PG_ER5"))).toMatchObject({
      isVerified: true,
      isPaid: false,
      isPending: false,
      message: "Giao dịch không thành công do: Khách hàng hủy giao dịch",
    });
    expect(describeEpayCode("ZZ_999")).toBe("Giao dịch không thành công");
  });

  it("refuses tampered or forged results (amount, token, order, merchant, key)", () => {
    const good = callback("00_000");
    const tampered: Array<Record<string, unknown>> = [
      { ...good, amount: "1000" },
      { ...good, resultCd: "00_000", merchantToken: good.merchantToken!.replace(/.$/, (c) => (c === "0" ? "1" : "0")) },
      { ...good, merTrxId: "DH261122-000043_20261122003000" },
      { ...good, invoiceNo: "DH261122-000043" },
      { ...good, trxId: "EPAY000001DC202611220031059999" },
      { ...good, timeStamp: "20261122003106" },
      { ...good, merId: "EPAY999999" },
      callback("00_000", {}, "another-merchant-encode-key-0123456789"),
      callback("PG_ER5", { merchantToken: good.merchantToken! }),
      { ...good, merchantToken: "" },
      { ...good, merchantToken: "x".repeat(64) },
      { ...good, amount: ["125000", "125000"] },
      { ...good, merchantToken: good.merchantToken!.toUpperCase(), amount: "125000.0" },
    ];
    for (const t of tampered) {
      const v = gateway.verifyEpayResult(t);
      expect([v.isVerified, v.isPaid, v.isPending], JSON.stringify(t).slice(0, 120)).toEqual([false, false, false]);
      expect(v.message).toBe("Chữ ký không hợp lệ");
    }
    // Upper-case hex is the same token.
    expect(gateway.verifyEpayResult({ ...good, merchantToken: good.merchantToken!.toUpperCase() }).isVerified).toBe(true);
  });

  it("verifies IPN bodies (numbers accepted) and never throws", () => {
    const body = { ...callback("00_000"), merId: "EPAY000001", currency: "VND", amount: 125_000, extra: { nested: true } };
    expect(gateway.verifyEpayIpn(body)).toMatchObject({ isVerified: true, isPaid: true, amount: 125_000 });
    for (const junk of [
      null,
      undefined,
      "x",
      42,
      [],
      [callback("00_000")],
      { amount: {} },
      Object.create(null),
      {
        get resultCd() {
          throw new Error("boom");
        },
      },
    ]) {
      expect(gateway.verifyEpayIpn(junk).isVerified).toBe(false);
      expect(gateway.verifyEpayResult(junk).isVerified).toBe(false);
    }
  });
});
