/**
 * ePay (MegaPay) round trip over real HTTP, as the storefront and a shopper drive it: checkout with
 * PaymentMethod ePay → ePayModel → form POST to the sandbox's /pg_was/order/init.do → "Thanh toán" /
 * "Hủy thanh toán" → the sandbox posts its IPN (JSON) to /api/Payment/epay-ipn of this same upstream,
 * then 302 to callBackUrl → GET /api/Payment/epay-result verifies what the shopper came back with.
 * Paid (00_000) → paid; cancel → failed and stock back; 00_005 → stays pending. Forged and tampered
 * callbacks and IPNs change nothing.
 */
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { testApp, type TestApp } from "../testing/app";
import { orders, paymentEvents, products } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { epayResultToken, type EpayModel } from "./epay";

let db: Db;
let config: UpstreamConfig;
let base: string;
let t: TestApp;
let book: { id: number; salePrice: number };
const WARD = 100_166;
const RETURN_URL = "http://127.0.0.1:3000/thanh-toan/epay-result";

beforeAll(async () => {
  // Only the public URL: ePay's host and IPN URL follow it (EPAY_HOST / EPAY_IPN_URL unset).
  t = await testApp({
    env: { JWT_SECRET: "epay-sandbox-test-secret-0123456789abcdef", UPSTREAM_PORT: 0 },
    listen: true,
    selfUrls: ["publicUrl"],
  });
  ({ db, config, base } = t);
  book = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), gte(products.stock, 30)))
    .get()!;
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, body?: unknown, token?: string) => t.api(method, url, token, body);

const postForm = (url: string, fields: Record<string, string | number>) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    redirect: "manual",
  });

let keySeq = 0;
/** A guest ePay checkout of `quantity` copies of `book`; the ePayModel and the order. */
async function checkoutEpay(quantity = 2): Promise<{ model: EpayModel; order: typeof orders.$inferSelect; key: string }> {
  const key = `epay-sandbox-test-key-${String(++keySeq).padStart(4, "0")}`;
  const res = await api("POST", "/api/Order/checkout-without-login", {
    CartDetails: [{ ProductSaleId: book.id, Quantity: quantity }],
    Name: "Nguyễn Thị Lan",
    Phone: "0912345678",
    Email: "lan.epay@example.vn",
    Address: "144 Xuân Thủy",
    WardId: WARD,
    PaymentMethod: "ePay",
    IdempotencyKey: key,
    ReturnUrl: RETURN_URL,
  });
  expect(res.status).toBe(200);
  expect(res.body.successMessage).toMatch(/ePay/);
  expect(res.body.successMessage).not.toMatch(/VNPay/);
  const model = res.body.data as EpayModel;
  const order = db.select().from(orders).where(eq(orders.code, model.fields.invoiceNo)).get()!;
  return { model, order, key };
}

/** The shopper on the sandbox: init.do (the form post of /thanh-toan/epay), then a button; returns the callback URL. */
async function payOnSandbox(model: EpayModel, choice: "pay" | "cancel", simulate = "00_000"): Promise<URL> {
  const pageRes = await postForm(model.gatewayUrl, model.fields as unknown as Record<string, string>);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  const payload = /name="payload" value="([^"]*)"/
    .exec(html)![1]!
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
  const res = await postForm(`${base}/pg_was/order/pay.do`, { payload, choice, simulate });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

/** An IPN body signed with the merchant's key, as ePay would send it. */
function signedIpn(
  order: { code: string; createdAt: string; total: number },
  resultCd: string,
  over: { amount?: number; key?: string; merTrxId?: string } = {},
) {
  const p = {
    resultCd,
    resultMsg: "SUCCESS",
    merId: config.EPAY_MER_ID,
    invoiceNo: order.code,
    merTrxId: over.merTrxId ?? `${order.code}_${toStamp(order.createdAt)}`,
    trxId: `EPAY000001DC${Date.now()}`,
    amount: String(over.amount ?? order.total),
    timeStamp: "20261122010101",
  };
  return { ...p, merchantToken: epayResultToken(p, over.key ?? config.EPAY_ENCODE_KEY) };
}
const toStamp = (iso: string) => {
  const d = new Date(Date.parse(iso) + 7 * 3600_000).toISOString();
  return d.slice(0, 19).replace(/[-T:]/g, "");
};
const orderNow = (id: number) => db.select().from(orders).where(eq(orders.id, id)).get()!;
const stockNow = () => db.select().from(products).where(eq(products.id, book.id)).get()!.stock;
const eventsOf = (orderId: number) => db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).all();

describe("ePay checkout and sandbox", () => {
  it("checkout answers the ePayModel; a repeat answers the same model", async () => {
    const { model, key, order } = await checkoutEpay();
    expect(model.gatewayUrl).toBe(`${base}/pg_was/order/init.do`);
    expect(model.fields).toMatchObject({
      merId: "EPAY000001",
      amount: order.total,
      invoiceNo: order.code,
      callBackUrl: RETURN_URL,
      notiUrl: `${base}/api/Payment/epay-ipn`,
      payType: "NO",
      userLanguage: "VN",
      windowType: "1",
      userId: "",
    });
    expect(model.fields.description.length).toBeGreaterThan(0);
    const again = await api("POST", "/api/Order/checkout-without-login", {
      CartDetails: [{ ProductSaleId: book.id, Quantity: 2 }],
      Name: "x",
      Phone: "0912345678",
      Email: "x@example.vn",
      Address: "x",
      WardId: WARD,
      PaymentMethod: "VNPay", // the order's method decides
      IdempotencyKey: key,
      ReturnUrl: RETURN_URL,
    });
    expect(again.body.data).toEqual(model);
  });

  it("pay: the IPN makes the order paid before the shopper is back; epay-result verifies", async () => {
    const { model, order } = await checkoutEpay();
    const back = await payOnSandbox(model, "pay");
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    for (const k of [
      "resultCd",
      "resultMsg",
      "invoiceNo",
      "merTrxId",
      "trxId",
      "amount",
      "timeStamp",
      "merchantToken",
      "payType",
      "userId",
      "cardNo",
      "bankName",
      "cardType",
    ]) {
      expect(back.searchParams.has(k), k).toBe(true);
    }
    expect(back.searchParams.get("cardNo")).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(orderNow(order.id)).toMatchObject({ status: "paid" });
    expect(eventsOf(order.id)).toEqual([
      expect.objectContaining({ gateway: "ePay", responseCode: "00_000", outcome: "paid", amount: order.total }),
    ]);

    const result = await api("GET", `/api/Payment/epay-result${back.search}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      orderId: order.id,
      orderCode: order.code,
      status: "paid",
      isPaid: true,
      isPending: false,
      resultCd: "00_000",
      message: "Giao dịch thành công",
      amount: order.total,
      trxId: back.searchParams.get("trxId"),
    });
    // The verification changes nothing.
    expect(eventsOf(order.id)).toHaveLength(1);

    // Forged or tampered callbacks are refused.
    for (const [key, value] of [
      ["amount", "1000"],
      ["merchantToken", "0".repeat(64)],
      ["merTrxId", `DH000000-000000_${back.searchParams.get("merTrxId")!.split("_")[1]}`],
      ["invoiceNo", "DH000000-000000"],
      ["resultCd", "00_005"],
    ] as const) {
      const t = new URLSearchParams(back.search);
      t.set(key, value);
      const res = await api("GET", `/api/Payment/epay-result?${t}`);
      expect([res.status, res.body.errorMessage], key).toEqual([400, "Kết quả thanh toán không hợp lệ"]);
    }
    expect((await api("GET", "/api/Payment/epay-result")).status).toBe(400);
    // Signed, but for an order that does not exist → 404.
    const ghost = signedIpn({ code: "DH000000-999999", createdAt: order.createdAt, total: 1000 }, "00_000");
    const unknown = await api("GET", `/api/Payment/epay-result?${new URLSearchParams(ghost)}`);
    expect([unknown.status, unknown.body.errorMessage]).toEqual([404, "Đơn hàng không tồn tại"]);

    // Repeated IPN: acknowledged, nothing changes (one more "ignored" event).
    const repeat = await api("POST", "/api/Payment/epay-ipn", signedIpn(order, "00_000"));
    expect(repeat.body).toEqual({ resultCd: "00_000", resultMsg: "SUCCESS" });
    expect(orderNow(order.id).status).toBe("paid");
    expect(eventsOf(order.id).map((e) => e.outcome)).toEqual(["paid", "ignored"]);
    // A late failure for a paid order is refused, nothing changes.
    expect((await api("POST", "/api/Payment/epay-ipn", signedIpn(order, "PG_ER5"))).body.resultCd).toBe("01_004");
    expect(orderNow(order.id).status).toBe("paid");
  });

  it("cancel: failed and stock back; a payment arriving afterwards is refused (refund)", async () => {
    const before = stockNow();
    const { model, order } = await checkoutEpay(3);
    expect(stockNow()).toBe(before - 3);
    const back = await payOnSandbox(model, "cancel");
    expect(back.searchParams.get("resultCd")).toBe("PG_ER5");
    expect(orderNow(order.id).status).toBe("failed");
    expect(stockNow()).toBe(before);
    const result = await api("GET", `/api/Payment/epay-result${back.search}`);
    expect(result.body.data).toMatchObject({
      status: "failed",
      isPaid: false,
      isPending: false,
      resultCd: "PG_ER5",
      message: "Giao dịch không thành công do: Khách hàng hủy giao dịch",
    });
    const late = await api("POST", "/api/Payment/epay-ipn", signedIpn(order, "00_000"));
    expect(late.body).toEqual({ resultCd: "01_004", resultMsg: "ORDER_ALREADY_PROCESSED" });
    expect(orderNow(order.id).status).toBe("failed");
    expect(stockNow()).toBe(before);
  });

  it("00_005: a virtual account assigned keeps the order pending (hold extended), then a payment makes it paid", async () => {
    const { model, order } = await checkoutEpay();
    const back = await payOnSandbox(model, "pay", "00_005");
    expect(back.searchParams.get("payType")).toBe("VA");
    const pending = orderNow(order.id);
    expect(pending.status).toBe("pending");
    expect(Date.parse(pending.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(eventsOf(order.id).map((e) => [e.responseCode, e.outcome])).toEqual([["00_005", "pending"]]);
    const result = await api("GET", `/api/Payment/epay-result${back.search}`);
    expect(result.body.data).toMatchObject({ status: "pending", isPaid: false, isPending: true, resultCd: "00_005" });
    expect(result.body.data.message).toMatch(/chuyển khoản/);
    // The transfer arrives.
    expect((await api("POST", "/api/Payment/epay-ipn", signedIpn(order, "00_000"))).body.resultCd).toBe("00_000");
    expect(orderNow(order.id).status).toBe("paid");
  });

  it("a failure code fails the order", async () => {
    const { model, order } = await checkoutEpay();
    const back = await payOnSandbox(model, "pay", "DC_127");
    expect(back.searchParams.get("resultCd")).toBe("DC_127");
    expect(orderNow(order.id).status).toBe("failed");
  });

  it("forged, mismatched and malformed IPNs change nothing", async () => {
    const { order } = await checkoutEpay();
    const stock = stockNow();
    const ipn = (body: unknown) => api("POST", "/api/Payment/epay-ipn", body);
    expect((await ipn(signedIpn(order, "00_000", { key: "not-the-merchant-encode-key-0123456789" }))).body).toEqual({
      resultCd: "01_001",
      resultMsg: "INVALID_TOKEN",
    });
    expect((await ipn({ ...signedIpn(order, "00_000"), amount: "1000" })).body.resultCd).toBe("01_001");
    expect((await ipn({ ...signedIpn(order, "00_000"), merId: "EPAY999999" })).body.resultCd).toBe("01_001");
    expect((await ipn(signedIpn(order, "00_000", { amount: order.total - 1 }))).body).toEqual({
      resultCd: "01_003",
      resultMsg: "INVALID_AMOUNT",
    });
    expect((await ipn(signedIpn({ ...order, code: "DH000000-123456" }, "00_000"))).body).toEqual({
      resultCd: "01_002",
      resultMsg: "ORDER_NOT_FOUND",
    });
    for (const junk of [[], "x", { resultCd: ["00_000"] }, {}]) expect((await ipn(junk)).body.resultCd).toBe("01_001");
    const notJson = await fetch(`${base}/api/Payment/epay-ipn`, {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<ipn/>",
    });
    expect(notJson.status).toBe(415);
    expect(orderNow(order.id).status).toBe("pending");
    expect(stockNow()).toBe(stock);
    expect(eventsOf(order.id).map((e) => e.outcome)).toEqual(["ignored"]); // the verified amount mismatch only
    // A VNPay order is not an ePay one.
    const placed = await api("POST", "/api/Order/checkout-without-login", {
      CartDetails: [{ ProductSaleId: book.id, Quantity: 1 }],
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "lan.vnpay@example.vn",
      Address: "144 Xuân Thủy",
      WardId: WARD,
      PaymentMethod: "VNPay",
      IdempotencyKey: "epay-sandbox-test-vnpay-0001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
    });
    const vnpay = db
      .select()
      .from(orders)
      .where(eq(orders.code, new URL(placed.body.data).searchParams.get("vnp_TxnRef")!))
      .get()!;
    expect((await ipn(signedIpn(vnpay, "00_000"))).body.resultCd).toBe("01_002");
    expect(orderNow(vnpay.id).status).toBe("pending");
  });

  it("the sandbox refuses bad requests with a Vietnamese 400 page", async () => {
    const { model } = await checkoutEpay();
    const f = model.fields as unknown as Record<string, string | number>;
    const cases: Array<[string, Record<string, string | number>]> = [
      ["OR_113", { ...f, merchantToken: "0".repeat(64) }],
      ["OR_113", { ...f, amount: 1000 }],
      ["OR_101", { ...f, merId: "EPAY999999" }],
      ["OR_111", { ...f, notiUrl: "http://169.254.169.254/latest/meta-data" }],
      ["OR_147", { ...f, description: "  " }],
      ["OR_110", { ...f, callBackUrl: "javascript:alert(1)" }],
      ["OR_102", { ...f, payType: "XX" }],
    ];
    for (const [code, fields] of cases) {
      const res = await postForm(model.gatewayUrl, fields);
      expect(res.status, code).toBe(400);
      const html = await res.text();
      expect(html).toContain('lang="vi"');
      expect(html).toContain(code);
    }
    const repeated = await fetch(model.gatewayUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `${new URLSearchParams(f as Record<string, string>)}&amount=1`,
    });
    expect(repeated.status).toBe(400);
    expect((await postForm(`${base}/pg_was/order/pay.do`, { payload: "x=1", choice: "pay" })).status).toBe(400);
    expect(
      (
        await postForm(`${base}/pg_was/order/pay.do`, {
          payload: new URLSearchParams(f as Record<string, string>).toString(),
          choice: "maybe",
        })
      ).status,
    ).toBe(400);
    const page = await postForm(model.gatewayUrl, f);
    const html = await page.text();
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(/<html lang="vi">/);
    expect(html).toMatch(/<title>MegaPay/);
    expect(html).toContain(">Thanh toán</button>");
    expect(html).toContain(">Hủy thanh toán</button>");
    expect(html).toContain("<summary>Kết quả giả lập</summary>");
    expect(html).not.toMatch(/<script/i);
  });

  it("account CheckOut with ePay answers the model with the user id", async () => {
    const login = await api("POST", "/api/Authentication/Login", {
      Email: DEMO_ACCOUNTS.customer.email,
      Password: DEMO_ACCOUNTS.customer.password,
    });
    const token = login.body.data.token as string;
    await api("POST", "/api/Order/add-product", { ProductSaleId: book.id, Quantity: 1 }, token);
    await api(
      "PATCH",
      "/api/Order/Address",
      { Name: "Nguyễn Thị Lan", Phone: "0912345678", Email: "khachhang@example.com", Address: "Số 12", WardId: WARD },
      token,
    );
    const res = await api(
      "POST",
      "/api/Order/CheckOut",
      { PaymentMethod: "ePay", IdempotencyKey: "epay-account-key-000001", ReturnUrl: RETURN_URL },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toMatch(/ePay/);
    expect(res.body.data.fields).toMatchObject({
      userId: "2",
      buyerFirstNm: "Lan",
      buyerLastNm: "Nguyễn Thị",
      buyerEmail: "khachhang@example.com",
    });
    const back = await payOnSandbox(res.body.data, "pay");
    expect(back.searchParams.get("userId")).toBe("2");
    const cart = await api("GET", "/api/Order", undefined, token);
    expect(cart.body.data.cartDetails).toEqual([]);
  });
});
