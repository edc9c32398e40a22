/**
 * MoMo AIO v2, merchant side: the signature strings written out by hand, the create call against a
 * local HTTP server standing in for MoMo, and the verification of IPN bodies and return queries.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMomoGateway,
  describeMomoResult,
  momoAmountAllowed,
  momoSignature,
  MOMO_RESULT_SIGNATURE_KEYS,
  type MomoConfig,
} from "./momo";

/** The keys of MoMo's public test merchant (its documentation's samples). */
const KEYS = { MOMO_PARTNER_CODE: "MOMO", MOMO_ACCESS_KEY: "F8BBA842ECF85", MOMO_SECRET_KEY: "K951B6PE1waDMi640xX08PD3vg6EkVlz" };
const hmac = (raw: string) => createHmac("sha256", KEYS.MOMO_SECRET_KEY).update(raw, "utf8").digest("hex");

/** A paid IPN body as MoMo posts it (numbers as numbers), signed over the raw string written out by hand. */
function ipnBody(overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    partnerCode: "MOMO",
    orderId: "DH261122-004217",
    requestId: "6f1f6a3e-1b2c-4d5e-8f90-123456789abc",
    amount: 125000,
    orderInfo: "Thanh toán đơn hàng DH261122-004217",
    orderType: "momo_wallet",
    transId: 4088878653,
    resultCode: 0,
    message: "Thành công.",
    payType: "qr",
    responseTime: 1795000000000,
    extraData: "",
    ...overrides,
  };
  const raw =
    `accessKey=F8BBA842ECF85&amount=${body.amount}&extraData=${body.extraData}&message=${body.message}` +
    `&orderId=${body.orderId}&orderInfo=${body.orderInfo}&orderType=${body.orderType}&partnerCode=${body.partnerCode}` +
    `&payType=${body.payType}&requestId=${body.requestId}&responseTime=${body.responseTime}&resultCode=${body.resultCode}` +
    `&transId=${body.transId}`;
  return { ...body, signature: hmac(raw) };
}

describe("momoSignature", () => {
  it("signs the create request's raw string in MoMo's key order", () => {
    const values = {
      accessKey: "F8BBA842ECF85",
      amount: 50000,
      extraData: "",
      ipnUrl: "https://shop.example/ipn",
      orderId: "MOMO1",
      orderInfo: "pay with MoMo",
      partnerCode: "MOMO",
      redirectUrl: "https://shop.example/back",
      requestId: "MOMO1",
      requestType: "captureWallet",
    };
    const raw =
      "accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://shop.example/ipn&orderId=MOMO1&orderInfo=pay with MoMo" +
      "&partnerCode=MOMO&redirectUrl=https://shop.example/back&requestId=MOMO1&requestType=captureWallet";
    expect(momoSignature(Object.keys(values), values, KEYS.MOMO_SECRET_KEY)).toBe(hmac(raw));
  });

  it("signs the result fields in MoMo's key order", () => {
    const body = ipnBody();
    expect(momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...body, accessKey: KEYS.MOMO_ACCESS_KEY }, KEYS.MOMO_SECRET_KEY)).toBe(
      body.signature,
    );
  });
});

describe("momoAmountAllowed", () => {
  it("1 000 … 50 000 000 whole VND", () => {
    expect([999, 1000, 50_000_000, 50_000_001, 1000.5, Number.NaN].map(momoAmountAllowed)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("verifyIpn / verifyReturn", () => {
  const gateway = createMomoGateway({ ...KEYS, momoHost: "http://127.0.0.1:1" });

  it("a paid IPN is verified and paid", () => {
    expect(gateway.verifyIpn(ipnBody())).toMatchObject({
      isVerified: true,
      isPaid: true,
      orderId: "DH261122-004217",
      amount: 125000,
      transId: "4088878653",
      resultCode: 0,
      message: "Giao dịch thành công",
    });
  });

  it("the same fields as a return query (strings) verify too; an upper-case signature as well", () => {
    const query = Object.fromEntries(Object.entries(ipnBody()).map(([k, v]) => [k, String(v)]));
    expect(gateway.verifyReturn(query)).toMatchObject({ isVerified: true, isPaid: true });
    expect(gateway.verifyReturn({ ...query, signature: query.signature!.toUpperCase() }).isVerified).toBe(true);
  });

  it("a cancelled payment is verified, not paid", () => {
    expect(gateway.verifyIpn(ipnBody({ resultCode: 1006, message: "Giao dịch bị từ chối bởi người dùng." }))).toMatchObject({
      isVerified: true,
      isPaid: false,
      resultCode: 1006,
      message: describeMomoResult(1006),
    });
  });

  it.each([
    ["a changed amount", { ...ipnBody(), amount: 1250000 }],
    ["a changed result", { ...ipnBody({ resultCode: 1006 }), resultCode: 0 }],
    ["another partner", ipnBody({ partnerCode: "OTHER" })],
    ["no signature", { ...ipnBody(), signature: undefined }],
    ["a short signature", { ...ipnBody(), signature: "abc" }],
    ["a nested object", { ...ipnBody(), extraData: { a: 1 } }],
  ])("%s: not verified, not paid, 'chữ ký không hợp lệ'", (_name, body) => {
    const v = gateway.verifyIpn(body);
    expect(v).toMatchObject({ isVerified: false, isPaid: false });
    expect(v.message).toMatch(/chữ ký không hợp lệ/);
  });

  it.each([null, "x", [], 1])("never throws on %j", (body) => {
    expect(gateway.verifyIpn(body).isVerified).toBe(false);
  });

  it("signed with another secret: not verified", () => {
    const other = createMomoGateway({ ...KEYS, MOMO_SECRET_KEY: "another-secret-key-0123456789", momoHost: "http://127.0.0.1:1" });
    expect(other.verifyIpn(ipnBody()).isVerified).toBe(false);
  });
});

describe("createPayment over HTTP", () => {
  let server: Server;
  let config: MomoConfig;
  let received: { url?: string; body?: Record<string, unknown> } = {};
  let answer: (body: Record<string, unknown>) => { status: number; text: string };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        received = { url: req.url, body: JSON.parse(data) as Record<string, unknown> };
        const { status, text } = answer(received.body!);
        res.writeHead(status, { "content-type": "application/json" }).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    config = { ...KEYS, momoHost: `http://127.0.0.1:${address.port}/sandbox/momo` };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const INPUT = {
    orderId: "DH261122-004217",
    amount: 125_000,
    orderInfo: "Thanh toán đơn hàng DH261122-004217",
    redirectUrl: "https://shop.example/thanh-toan/momo-return",
    ipnUrl: "https://api.example/api/Payment/momo-ipn",
    requestId: "req-1",
  };
  const ok = (body: Record<string, unknown>) => ({
    status: 200,
    text: JSON.stringify({
      partnerCode: body.partnerCode,
      requestId: body.requestId,
      orderId: body.orderId,
      amount: body.amount,
      responseTime: 1795000000000,
      message: "Thành công.",
      resultCode: 0,
      payUrl: "https://pay.example/x",
    }),
  });

  it("POSTs the signed request to {momoHost}/v2/gateway/api/create and returns payUrl", async () => {
    answer = ok;
    const result = await createMomoGateway(config).createPayment(INPUT);
    expect(result).toEqual({ ok: true, payUrl: "https://pay.example/x", requestId: "req-1", responseTime: 1795000000000 });
    expect(received.url).toBe("/sandbox/momo/v2/gateway/api/create");
    const raw =
      `accessKey=F8BBA842ECF85&amount=125000&extraData=&ipnUrl=${INPUT.ipnUrl}&orderId=${INPUT.orderId}&orderInfo=${INPUT.orderInfo}` +
      `&partnerCode=MOMO&redirectUrl=${INPUT.redirectUrl}&requestId=req-1&requestType=captureWallet`;
    expect(received.body).toEqual({
      partnerCode: "MOMO",
      requestId: "req-1",
      amount: 125000,
      orderId: INPUT.orderId,
      orderInfo: INPUT.orderInfo,
      redirectUrl: INPUT.redirectUrl,
      ipnUrl: INPUT.ipnUrl,
      requestType: "captureWallet",
      extraData: "",
      lang: "vi",
      signature: hmac(raw),
    });
  });

  it("a refusal of MoMo is returned with its code and message", async () => {
    answer = () => ({ status: 400, text: JSON.stringify({ resultCode: 11, message: "Truy cập bị từ chối" }) });
    expect(await createMomoGateway(config).createPayment(INPUT)).toEqual({ ok: false, resultCode: 11, message: "Truy cập bị từ chối" });
  });

  it("an answer for another order is not trusted", async () => {
    answer = (body) => ok({ ...body, orderId: "OTHER" });
    expect(await createMomoGateway(config).createPayment(INPUT)).toMatchObject({ ok: false, resultCode: 0 });
  });

  it("a non-JSON answer or an unreachable host: ok false, Vietnamese message, no exception", async () => {
    answer = () => ({ status: 502, text: "<html>Bad gateway</html>" });
    expect(await createMomoGateway(config).createPayment(INPUT)).toMatchObject({ ok: false, resultCode: null, message: /MoMo/ });
    expect(await createMomoGateway({ ...config, momoHost: "http://127.0.0.1:1" }).createPayment(INPUT)).toMatchObject({
      ok: false,
      resultCode: null,
    });
  });

  it("refuses programming errors", async () => {
    const g = createMomoGateway(config);
    await expect(g.createPayment({ ...INPUT, amount: 999 })).rejects.toThrow(RangeError);
    await expect(g.createPayment({ ...INPUT, orderId: "" })).rejects.toThrow(RangeError);
    await expect(g.createPayment({ ...INPUT, redirectUrl: "/relative" })).rejects.toThrow(TypeError);
    await expect(g.createPayment({ ...INPUT, ipnUrl: "ftp://x" })).rejects.toThrow(TypeError);
  });
});
