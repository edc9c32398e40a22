/**
 * MoMo sandbox round trip over real HTTP: the merchant client (./momo.ts) creates a payment → payUrl
 * page → pay/cancel → the signed IPN reaches a receiver standing in for the order wiring (answers
 * 204) → 302 to redirectUrl with a signed query; and the refusals (4xx, Vietnamese, never 5xx).
 */
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDeps } from "../app";
import { loadConfig, SANDBOX_KEYS } from "../config";
import { openDatabase } from "../db/client";
import { getMomoGateway } from "./index";
import { momoSignature, MOMO_CREATE_SIGNATURE_KEYS } from "./momo";
import { momoSandboxRoutes } from "./momo-sandbox";

let app: FastifyInstance;
let deps: AppDeps;
let base: string;
let ipns: unknown[] = [];
let seq = 0;

beforeAll(async () => {
  deps = { db: openDatabase(":memory:"), config: loadConfig({}, {}) };
  app = Fastify({ logger: false });
  await app.register(formbody);
  app.decorate("deps", deps);
  await app.register(momoSandboxRoutes);
  app.post("/test/momo-ipn", async (request, reply) => {
    ipns.push(request.body);
    return reply.status(204).send();
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});

beforeEach(() => {
  deps.config = loadConfig({}, { UPSTREAM_PUBLIC_URL: base });
  deps.config.momoIpnUrl = `${base}/test/momo-ipn`;
  ipns = [];
});

afterAll(async () => {
  await app.close();
  deps.db.$client.close();
});

const RETURN_URL = "http://shop.test/thanh-toan/momo-return?src=momo";
const nextOrderId = () => `DH261122-${String(++seq).padStart(6, "0")}`;

async function create(orderId = nextOrderId(), amount = 125_000) {
  const result = await getMomoGateway(deps.config).createPayment({
    orderId,
    amount,
    orderInfo: `Thanh toán đơn hàng ${orderId}`,
    redirectUrl: RETURN_URL,
    ipnUrl: deps.config.momoIpnUrl,
  });
  if (!result.ok) throw new Error(result.message);
  return { orderId, payUrl: result.payUrl };
}

/** A create body signed with the sandbox keys (for the refusal cases). */
function signedBody(overrides: Record<string, unknown> = {}, secret: string = SANDBOX_KEYS.MOMO_SECRET_KEY): Record<string, unknown> {
  const body: Record<string, unknown> = {
    partnerCode: SANDBOX_KEYS.MOMO_PARTNER_CODE,
    requestId: `req-${++seq}`,
    amount: 125_000,
    orderId: `DH261122-${String(seq).padStart(6, "0")}`,
    orderInfo: "Thanh toán",
    redirectUrl: RETURN_URL,
    ipnUrl: deps.config.momoIpnUrl,
    requestType: "captureWallet",
    extraData: "",
    lang: "vi",
    ...overrides,
  };
  return { ...body, signature: momoSignature(MOMO_CREATE_SIGNATURE_KEYS, { ...body, accessKey: SANDBOX_KEYS.MOMO_ACCESS_KEY }, secret) };
}

const postCreate = (body: unknown) =>
  fetch(`${base}/sandbox/momo/v2/gateway/api/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Opens the payUrl and submits a choice; returns the redirect. */
async function submit(payUrl: string, choice: string, simulate = "0") {
  const page = await fetch(payUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="payload" value="([^"]+)"/.exec(html)![1]!;
  return fetch(`${base}/sandbox/momo/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payload: token, choice, simulate }).toString(),
    redirect: "manual",
  });
}

describe("create", () => {
  it("answers MoMo's fields with resultCode 0 and a payUrl on MOMO_HOST", async () => {
    const body = signedBody();
    const res = await postCreate(body);
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      partnerCode: body.partnerCode,
      requestId: body.requestId,
      orderId: body.orderId,
      amount: 125_000,
      resultCode: 0,
      message: "Thành công.",
      responseTime: expect.any(Number),
    });
    expect(String(json.payUrl).startsWith(`${base}/sandbox/momo/pay?t=`)).toBe(true);
  });

  it.each([
    ["a bad signature", () => signedBody({}, "another-secret-key-0123456789"), 11, /chữ ký không hợp lệ/],
    ["a tampered amount", () => ({ ...signedBody(), amount: 1_000 }), 11, /chữ ký/],
    ["another partner", () => signedBody({ partnerCode: "OTHER" }), 13, /Xác thực doanh nghiệp thất bại/],
    ["too small an amount", () => signedBody({ amount: 999 }), 22, /Số tiền giao dịch không hợp lệ/],
    ["another requestType", () => signedBody({ requestType: "payWithATM" }), 20, /requestType/],
    ["an unregistered ipnUrl", () => signedBody({ ipnUrl: "http://evil.test/ipn" }), 20, /ipnUrl/],
    ["a missing field", () => ({ ...signedBody(), orderInfo: undefined }), 20, /orderInfo/],
    ["a string amount", () => ({ ...signedBody(), amount: "125000" }), 20, /amount/],
    ["an orderId with spaces", () => signedBody({ orderId: "DH 1" }), 20, /orderId/],
  ])("%s: 400 with resultCode %i and a Vietnamese message", async (_name, make, resultCode, message) => {
    const res = await postCreate(make());
    expect(res.status).toBe(400);
    const json = (await res.json()) as { resultCode: number; message: string };
    expect(json.resultCode).toBe(resultCode);
    expect(json.message).toMatch(message);
  });

  it("a reused orderId: 41", async () => {
    const { orderId } = await create();
    const res = await postCreate(signedBody({ orderId }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ resultCode: 41, message: "Mã đơn hàng bị trùng" });
  });

  it("not JSON or not an object: 4xx", async () => {
    expect((await postCreate("{")).status).toBe(400);
    expect((await postCreate("[1,2]")).status).toBe(400);
  });
});

describe("pay page and result", () => {
  it("shows the order and the two buttons, without JavaScript", async () => {
    const { orderId, payUrl } = await create();
    const html = await (await fetch(payUrl)).text();
    expect(html).not.toContain("<script");
    expect(html).toContain(orderId);
    expect(html).toMatch(/125\.000\s₫/);
    expect(html).toMatch(/<button type="submit" name="choice" value="pay"[^>]*>Thanh toán<\/button>/);
    expect(html).toMatch(/<button type="submit" name="choice" value="cancel"[^>]*>Hủy thanh toán<\/button>/);
  });

  it("Thanh toán: the signed IPN (resultCode 0) reaches ipnUrl, then 302 to redirectUrl with a signed query", async () => {
    const { orderId, payUrl } = await create();
    const res = await submit(payUrl, "pay");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("http://shop.test/thanh-toan/momo-return");
    expect(location.searchParams.get("src")).toBe("momo");
    const gateway = getMomoGateway(deps.config);
    const back = gateway.verifyReturn(Object.fromEntries([...location.searchParams].filter(([k]) => k !== "src")));
    expect(back).toMatchObject({ isVerified: true, isPaid: true, orderId, amount: 125_000, resultCode: 0 });
    expect(ipns).toHaveLength(1);
    const ipn = gateway.verifyIpn(ipns[0]);
    expect(ipn).toMatchObject({ isVerified: true, isPaid: true, orderId, amount: 125_000, transId: back.transId });
    expect(ipns[0]).toMatchObject({ amount: 125_000, resultCode: 0, orderType: "momo_wallet" }); // numbers, as MoMo sends
  });

  it("Hủy thanh toán: resultCode 1006, verified, not paid", async () => {
    const { payUrl } = await create();
    const res = await submit(payUrl, "cancel");
    const location = new URL(res.headers.get("location")!);
    expect(location.searchParams.get("resultCode")).toBe("1006");
    expect(getMomoGateway(deps.config).verifyIpn(ipns[0])).toMatchObject({ isVerified: true, isPaid: false, resultCode: 1006 });
  });

  it("a simulated failure (1001) is sent as such", async () => {
    const { payUrl } = await create();
    await submit(payUrl, "pay", "1001");
    expect(getMomoGateway(deps.config).verifyIpn(ipns[0])).toMatchObject({ isVerified: true, isPaid: false, resultCode: 1001 });
  });

  it("a request is paid once: the page and a second submit answer 400", async () => {
    const { payUrl } = await create();
    const page = await (await fetch(payUrl)).text();
    const token = /name="payload" value="([^"]+)"/.exec(page)![1]!;
    const form = { payload: token, choice: "pay", simulate: "0" };
    const post = () =>
      fetch(`${base}/sandbox/momo/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
    expect((await post()).status).toBe(302);
    const again = await post();
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Giao dịch này đã được xử lý");
    expect((await fetch(payUrl)).status).toBe(400);
    expect(ipns).toHaveLength(1);
  });

  it.each([
    ["no token", () => "/sandbox/momo/pay"],
    ["garbage", () => "/sandbox/momo/pay?t=%%%"],
    [
      "a token of a tampered request",
      () => `/sandbox/momo/pay?t=${Buffer.from(JSON.stringify({ ...signedBody(), amount: 1000 })).toString("base64url")}`,
    ],
  ])("GET with %s: 400, Vietnamese", async (_name, path) => {
    const res = await fetch(`${base}${path()}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Liên kết thanh toán không hợp lệ");
  });

  it("POST with a bad choice or no payload: 400, no IPN", async () => {
    const res = await fetch(`${base}/sandbox/momo/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=maybe",
    });
    expect(res.status).toBe(400);
    const res2 = await fetch(`${base}/sandbox/momo/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=pay",
    });
    expect(res2.status).toBe(400);
    expect(ipns).toHaveLength(0);
  });
});

describe("with a real MOMO_HOST", () => {
  it("every route answers 404", async () => {
    const { payUrl } = await create();
    deps.config = loadConfig(
      {
        MOMO_HOST: "https://payment.momo.vn",
        MOMO_PARTNER_CODE: "REAL",
        MOMO_ACCESS_KEY: "realaccesskey",
        MOMO_SECRET_KEY: "r".repeat(32),
      },
      { UPSTREAM_PUBLIC_URL: base },
    );
    expect((await postCreate(signedBody())).status).toBe(404);
    expect((await fetch(payUrl)).status).toBe(404);
    const post = await fetch(`${base}/sandbox/momo/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=pay",
    });
    expect(post.status).toBe(404);
  });
});
