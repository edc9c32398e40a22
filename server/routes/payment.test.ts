/**
 * Gateway parameters are bounded: the return verifications answer 400 and the
 * IPNs their "invalid" code for overlong or too many parameters, before any verification; a normal
 * forged return is still the plain 400 of a bad signature.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { buildVnpayReturnParams } from "../gateways/vnpay-sandbox";
import { EPAY_RESULT_INVALID } from "./payment";

let t: TestApp;
let app: FastifyInstance;
let hashSecret: string;
let tmnCode: string;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "payment-routes-test-secret-0123456789abcdef" } });
  app = t.app;
  hashSecret = t.config.VNPAY_HASH_SECRET;
  tmnCode = t.config.VNPAY_TMN_CODE;
});
afterAll(async () => {
  await t.close();
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const VNP = { vnp_TxnRef: "DH261122-000001", vnp_Amount: "12500000", vnp_ResponseCode: "00", vnp_SecureHash: "ab".repeat(64) };
const EPAY = {
  resultCd: "00_000",
  merTrxId: "DH261122-000001_20261122003000",
  trxId: "T1",
  amount: "125000",
  timeStamp: "20261122003105",
  merchantToken: "ab".repeat(32),
};
const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`vnp_X${i}`, "1"]));

describe("gateway parameters are bounded", () => {
  it("GET /api/Payment/vnpay-return: a value over 255 characters or over 50 parameters → 400, like a forged one", async () => {
    for (const params of [{ ...VNP, vnp_OrderInfo: "x".repeat(256) }, { ...VNP, ...many }, VNP]) {
      const res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-return?${query(params)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, errorMessage: "Chữ ký thanh toán không hợp lệ" });
    }
  });

  it("the bound applies before verification: correctly signed parameters with a 300-character vnp_OrderInfo are refused", async () => {
    const signed = buildVnpayReturnParams(
      { vnp_Amount: "12500000", vnp_OrderInfo: "x".repeat(300), vnp_TmnCode: tmnCode, vnp_TxnRef: "DH000000-999999" },
      "00",
      { hashSecret },
    );
    const ret = await app.inject({ method: "GET", url: `/api/Payment/vnpay-return?${query(signed)}` });
    expect(ret.statusCode).toBe(400); // not the 404 of an unknown order: never verified
    const ipn = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${query(signed)}` });
    expect(ipn.json()).toEqual({ RspCode: "97", Message: "Invalid signature" }); // not 01 "Order not found"
    const bounded = buildVnpayReturnParams(
      { vnp_Amount: "12500000", vnp_OrderInfo: "x".repeat(255), vnp_TmnCode: tmnCode, vnp_TxnRef: "DH000000-999999" },
      "00",
      { hashSecret },
    );
    expect((await app.inject({ method: "GET", url: `/api/Payment/vnpay-return?${query(bounded)}` })).statusCode).toBe(404);
  });

  it("GET /api/Payment/vnpay-ipn: overlong parameters → 200 {RspCode 97}", async () => {
    const res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${query({ ...VNP, vnp_OrderInfo: "x".repeat(5_000) })}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RspCode: "97", Message: "Invalid signature" });
  });

  it("GET /api/Payment/epay-result: a 5,000-character merTrxId → 400", async () => {
    const res = await app.inject({ method: "GET", url: `/api/Payment/epay-result?${query({ ...EPAY, merTrxId: "x".repeat(5_000) })}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, errorMessage: EPAY_RESULT_INVALID });
  });

  it("POST /api/Payment/epay-ipn: an overlong field or a nested object → 200 {01_001}", async () => {
    for (const body of [
      { ...EPAY, resultMsg: "x".repeat(300) },
      { ...EPAY, extra: { deep: true } },
    ]) {
      const res = await app.inject({ method: "POST", url: "/api/Payment/epay-ipn", payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ resultCd: "01_001", resultMsg: "INVALID_TOKEN" });
    }
  });
});
