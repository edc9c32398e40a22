/**
 * The VNPay and ePay sandboxes are served only while their gateway is this process's own: beside a
 * real gateway they would sign "paid" results with the real merchant keys.
 */
import { afterEach, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { EPAY_INIT_PATH } from "./epay";
import { VNPAY_PAYMENT_PATH } from "./vnpay";

const realVnpay = { VNPAY_HOST: "https://pay.vnpay.vn", VNPAY_TMN_CODE: "REALTMN1", VNPAY_HASH_SECRET: "r".repeat(32) };
const realEpay = { EPAY_HOST: "https://pg.megapay.vn", EPAY_MER_ID: "NXBDH00001", EPAY_ENCODE_KEY: "k".repeat(40) };

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe("gateway sandboxes beside real gateways", () => {
  it("are served while the gateways are the process's own sandboxes", async () => {
    t = await testApp();
    expect((await t.app.inject({ method: "GET", url: `${VNPAY_PAYMENT_PATH}?vnp_TmnCode=x` })).statusCode).not.toBe(404);
    expect((await t.app.inject({ method: "POST", url: EPAY_INIT_PATH, payload: {} })).statusCode).not.toBe(404);
  });

  it("answer 404 when VNPAY_HOST and EPAY_HOST are real gateways", async () => {
    t = await testApp({ env: { ...realVnpay, ...realEpay } });
    expect((await t.app.inject({ method: "GET", url: `${VNPAY_PAYMENT_PATH}?vnp_TmnCode=REALTMN1` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: VNPAY_PAYMENT_PATH, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: EPAY_INIT_PATH, payload: {} })).statusCode).toBe(404);
  });
});
