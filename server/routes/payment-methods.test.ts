/**
 * COD, VietQR and MoMo wired into orders (ADR 0022 "Order wiring"), over real HTTP against a listening
 * app whose MoMo sandbox and IPN are itself: the methods listing, COD checkout (phone required, no
 * expiry, cancellable, paid on delivery), VietQR checkout and the bank feed (paid, short then
 * completed, replay, forged, late, unknown memo), MoMo checkout through the sandbox to a paid IPN and
 * a forged one refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankTransfers, orders, products } from "../db/schema";
import { expireOrders, markCodDelivered } from "../domain/orders";
import { parseVietQr } from "../gateways/vietqr";
import { sepayAuthorization } from "../gateways/sepay";
import { momoSignature, MOMO_RESULT_SIGNATURE_KEYS } from "../gateways/momo";
import { readOutbox } from "../mail";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { SEED_FACTS } from "../seed/catalog";
import { testApp, type ApiAnswer, type TestApp } from "../testing/app";

let t: TestApp;
let offsetMs = 0;
const WARD = 100_166;
/** Printed books with plenty of stock, not in the flash sale or the seeded orders. */
const BOOK = 320;
const EBOOK = SEED_FACTS.digitalProductId;

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "payment-methods-test-secret-0123456789abcdef" },
    clock: () => new Date(Date.now() + offsetMs),
    listen: true,
    selfUrls: ["publicUrl"],
  });
});
afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, body?: unknown, token?: string | null): Promise<ApiAnswer> => t.api(method, url, token, body);
let keys = 0;
const cart = (lines: [number, number][]) => lines.map(([ProductSaleId, Quantity]) => ({ ProductSaleId, Quantity }));
const checkoutBody = (lines: [number, number][], PaymentMethod: string, extra: Record<string, unknown> = {}) => ({
  CartDetails: cart(lines),
  Name: "Nguyễn Văn An",
  Phone: "0912345678",
  Email: "an.nguyen@example.com",
  Address: "Số 1 Đại Cồ Việt",
  WardId: WARD,
  PaymentMethod,
  IdempotencyKey: `payment-methods-test-${String(++keys).padStart(6, "0")}`,
  ReturnUrl: "http://127.0.0.1:3000/thanh-toan/momo-return",
  ...extra,
});
const stockOf = (id: number) => t.db.select().from(products).where(eq(products.id, id)).get()!.stock;
const orderRow = (id: number) => t.db.select().from(orders).where(eq(orders.id, id)).get()!;
let sepayIds = 9_000_000;

/** Posts one SePay transaction to the bank feed (as SePay would) and returns the answer. */
async function feed(content: string, amount: number, opts: { id?: number; key?: string | null; type?: "in" | "out" } = {}) {
  const body = {
    id: opts.id ?? ++sepayIds,
    gateway: "MBBank",
    transactionDate: "2026-11-22 10:15:00",
    accountNumber: t.config.BANK_ACCOUNT_NUMBER,
    code: null,
    content,
    transferType: opts.type ?? "in",
    transferAmount: amount,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${opts.id ?? sepayIds}`,
    description: content,
  };
  const key = opts.key === undefined ? t.config.BANK_FEED_API_KEY : opts.key;
  const res = await fetch(`${t.base}/api/Payment/bank-feed`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key !== null ? { authorization: sepayAuthorization(key) } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(500);
  return { status: res.status, body: await res.json() };
}

/** The guest's view of an order (with its checkout key). */
async function guestOrder(id: number, key: string) {
  const res = await fetch(`${t.base}/api/Order/order-without-login/${id}`, { headers: { "x-order-key": key } });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe("payment methods of a cart", () => {
  const methods = async (lines: [number, number][]) => {
    const res = await api("POST", "/api/Order/payment-methods-without-login", { CartDetails: cart(lines), WardId: WARD });
    expect(res.status).toBe(200);
    return res.body.data as { code: string; name: string; available: boolean; reason: string | null }[];
  };

  it("printed books only: every method, COD first, with the Vietnamese labels", async () => {
    const list = await methods([[BOOK, 1]]);
    expect(list.map((m) => m.code)).toEqual(["COD", "VIETQR", "MOMO", "VNPAY", "EPAY"]);
    expect(list.map((m) => m.name)).toEqual([
      "Thanh toán khi nhận hàng (COD)",
      "Chuyển khoản ngân hàng (VietQR)",
      "Ví MoMo",
      "VNPay",
      "ePay",
    ]);
    expect(list.every((m) => m.available && m.reason === null)).toBe(true);
  });

  it("with an e-book: COD unavailable with the reason", async () => {
    const list = await methods([
      [BOOK, 1],
      [EBOOK, 1],
    ]);
    expect(list[0]).toEqual({
      code: "COD",
      name: "Thanh toán khi nhận hàng (COD)",
      available: false,
      reason: "COD không áp dụng cho sách điện tử và khóa học",
    });
    expect(list.slice(1).every((m) => m.available)).toBe(true);
  });

  it("over COD_MAX_VND: COD unavailable, the ceiling formatted", async () => {
    const priced = await api("POST", "/api/Order/CalculateUnAuthCart", { CartDetails: cart([[BOOK, 99]]), WardId: WARD });
    expect(priced.body.data.total).toBeGreaterThan(3_000_000);
    const cod = (await methods([[BOOK, 99]]))[0]!;
    expect(cod).toMatchObject({ code: "COD", available: false, reason: "Đơn trên 3.000.000 ₫ không áp dụng COD" });
  });

  it("signed in: GET /api/Order/payment-methods answers for the account cart (401 without a bearer)", async () => {
    expect((await api("GET", "/api/Order/payment-methods")).status).toBe(401);
    const token = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const res = await api("GET", "/api/Order/payment-methods", undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { code: string }) => m.code)).toEqual(["COD", "VIETQR", "MOMO", "VNPAY", "EPAY"]);
  });
});

describe("COD", () => {
  it("refuses a checkout without a phone (field error) and a cart with an e-book", async () => {
    const noPhone = await api("POST", "/api/Order/checkout-without-login", checkoutBody([[BOOK, 1]], "COD", { Phone: "" }));
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errorCode).toBe("VALIDATION_FAILED");
    expect(noPhone.body.data.issues[0].path).toBe("Phone");
    const ebook = await api("POST", "/api/Order/checkout-without-login", checkoutBody([[EBOOK, 1]], "COD"));
    expect(ebook.status).toBe(400);
    expect(ebook.body).toMatchObject({
      errorCode: "PAYMENT_METHOD_UNAVAILABLE",
      errorMessage: "COD không áp dụng cho sách điện tử và khóa học",
    });
  });

  it("places the order awaiting delivery, holds its stock, never expires, and is paid on delivery", async () => {
    const before = stockOf(BOOK);
    const body = checkoutBody([[BOOK, 2]], "cod");
    const res = await api("POST", "/api/Order/checkout-without-login", body);
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toContain("COD");
    expect(res.body.data).toMatchObject({ paymentMethod: "COD", status: "awaiting_delivery", transfer: null });
    const id = res.body.data.orderId as number;
    expect(stockOf(BOOK)).toBe(before - 2);
    expect(expireOrders(t.db, new Date(Date.now() + 48 * 3_600_000))).toBe(0);
    expect(orderRow(id).status).toBe("awaiting_delivery");
    expect((await guestOrder(id, body.IdempotencyKey)).paymentMethod).toBe("COD");
    const mail = (await readOutbox(t.outbox, "an.nguyen@example.com")).find((m) => m.subject.includes(res.body.data.orderCode));
    expect(mail?.text).toContain("thanh toán khi nhận hàng");

    expect(markCodDelivered(t.db, id)).toBe(true);
    expect(orderRow(id)).toMatchObject({ status: "delivered" });
    expect(orderRow(id).paidAt).not.toBeNull();
    expect(markCodDelivered(t.db, id)).toBe(false); // a repeated report changes nothing
  });

  it("the customer can cancel it before it ships: stock back, no refund request", async () => {
    const token = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await api("POST", "/api/Order/add-product", { ProductSaleId: BOOK, Quantity: 1 }, token);
    await api(
      "PATCH",
      "/api/Order/Address",
      { Name: "Nguyễn Thị Lan", Phone: "0912345678", Email: DEMO_ACCOUNTS.customer.email, Address: "Số 12 Cầu Giấy", WardId: WARD },
      token,
    );
    const before = stockOf(BOOK);
    const placed = await api(
      "POST",
      "/api/Order/CheckOut",
      { PaymentMethod: "COD", IdempotencyKey: `payment-methods-acct-${++keys}-0000`, ReturnUrl: "http://127.0.0.1:3000/x" },
      token,
    );
    expect(placed.status).toBe(200);
    const id = placed.body.data.orderId as number;
    const detail = await api("GET", `/api/User/orders/${id}`, undefined, token);
    expect(detail.body.data).toMatchObject({ status: "awaiting_delivery", canCancel: true, canRepay: false, transfer: null });
    const cancelled = await api("PATCH", "/api/User/CancelOrder", { OrderId: id }, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", refund: null });
    expect(stockOf(BOOK)).toBe(before);
    expect(markCodDelivered(t.db, id)).toBe(false);
  });
});

describe("VietQR and the bank feed", () => {
  async function placeVietQr(lines: [number, number][] = [[BOOK, 1]]) {
    const body = checkoutBody(lines, "VIETQR");
    const res = await api("POST", "/api/Order/checkout-without-login", body);
    expect(res.status).toBe(200);
    return { data: res.body.data, key: body.IdempotencyKey as string, message: res.body.successMessage as string };
  }

  it("checkout answers the transfer: a VietQR of the total and memo to the shop's account, pending until the TTL", async () => {
    const { data, message } = await placeVietQr();
    expect(message).toContain("chuyển khoản");
    const order = orderRow(data.orderId);
    expect(data).toMatchObject({ paymentMethod: "VietQR", status: "pending", total: order.total });
    const memo = order.code.replace("-", "");
    expect(data.transfer).toMatchObject({
      bankName: t.config.BANK_NAME,
      bankBin: t.config.BANK_BIN,
      accountNumber: t.config.BANK_ACCOUNT_NUMBER,
      accountName: t.config.BANK_ACCOUNT_NAME,
      amount: order.total,
      memo,
      expiresAt: order.expiresAt,
      received: 0,
      shortBy: order.total,
    });
    const qr = parseVietQr(data.transfer.payload);
    expect(qr.ok && qr.qr).toMatchObject({
      bankBin: t.config.BANK_BIN,
      accountNumber: t.config.BANK_ACCOUNT_NUMBER,
      amount: order.total,
      memo,
    });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(t.config.ORDER_TTL_MINUTES * 60_000);
    const mail = (await readOutbox(t.outbox, "an.nguyen@example.com")).find((m) => m.subject.includes(order.code));
    expect(mail?.text).toContain(`Nội dung chuyển khoản: ${memo}`);
    expect(mail?.text).toContain(`Số tài khoản: ${t.config.BANK_ACCOUNT_NUMBER}`);
  });

  it("a transfer of the total (memo rewritten by the bank) pays the order; a replay changes nothing", async () => {
    const { data, key } = await placeVietQr();
    const order = orderRow(data.orderId);
    const id = ++sepayIds;
    const memo = `MBVCB.3278912.${order.code.toLowerCase().replace("-", " ")}.CT tu 0011004 NGUYEN VAN A`;
    expect(await feed(memo, order.total, { id })).toEqual({ status: 200, body: { success: true } });
    expect(orderRow(order.id).status).toBe("paid");
    const view = await guestOrder(order.id, key);
    expect(view.transfer).toMatchObject({ received: order.total, shortBy: 0 });
    const paidAt = orderRow(order.id).paidAt;
    expect(await feed(memo, order.total, { id })).toEqual({ status: 200, body: { success: true } });
    expect(orderRow(order.id).paidAt).toBe(paidAt);
    expect(t.db.select().from(bankTransfers).where(eq(bankTransfers.sepayId, id)).all()).toHaveLength(1);
    expect((await guestOrder(order.id, key)).transfer.received).toBe(order.total); // counted once
  });

  it("a short transfer leaves it pending with received/shortBy; a second one completes it", async () => {
    const { data, key } = await placeVietQr();
    const order = orderRow(data.orderId);
    const memo = order.code.replace("-", "");
    expect((await feed(memo, 10_000)).status).toBe(200);
    expect(orderRow(order.id).status).toBe("pending");
    expect((await guestOrder(order.id, key)).transfer).toMatchObject({ received: 10_000, shortBy: order.total - 10_000 });
    expect((await feed(memo, order.total - 10_000)).status).toBe(200);
    expect(orderRow(order.id).status).toBe("paid");
  });

  it("forged or unsigned: 401 and nothing recorded; a malformed body: 400", async () => {
    const { data } = await placeVietQr();
    const order = orderRow(data.orderId);
    const memo = order.code.replace("-", "");
    const count = () => t.db.select().from(bankTransfers).all().length;
    const before = count();
    expect((await feed(memo, order.total, { key: "x".repeat(40) })).status).toBe(401);
    expect((await feed(memo, order.total, { key: null })).status).toBe(401);
    expect(count()).toBe(before);
    expect(orderRow(order.id).status).toBe("pending");
    const bad = await fetch(`${t.base}/api/Payment/bank-feed`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: sepayAuthorization(t.config.BANK_FEED_API_KEY) },
      body: JSON.stringify({ id: "x", content: memo }),
    });
    expect(bad.status).toBe(400);
  });

  it("money sent out is ignored; an unknown memo is recorded unmatched for staff", async () => {
    const { data } = await placeVietQr();
    const order = orderRow(data.orderId);
    expect((await feed(order.code.replace("-", ""), order.total, { type: "out" })).status).toBe(200);
    expect(orderRow(order.id).status).toBe("pending");
    const id = ++sepayIds;
    expect(await feed("chuyen tien mua sach", 50_000, { id })).toEqual({ status: 200, body: { success: true } });
    const row = t.db.select().from(bankTransfers).where(eq(bankTransfers.sepayId, id)).get()!;
    expect(row).toMatchObject({ outcome: "unmatched", orderId: null, reason: "Không tìm thấy mã đơn hàng trong nội dung chuyển khoản" });
  });

  it("late money for an expired order: the order stays expired, the money is unmatched", async () => {
    const { data } = await placeVietQr();
    const order = orderRow(data.orderId);
    offsetMs = (t.config.ORDER_TTL_MINUTES + 1) * 60_000; // past the hold, before the expiry timer ran
    try {
      const id = ++sepayIds;
      expect(await feed(order.code.replace("-", ""), order.total, { id })).toEqual({ status: 200, body: { success: true } });
      expect(orderRow(order.id).status).toBe("failed");
      const row = t.db.select().from(bankTransfers).where(eq(bankTransfers.sepayId, id)).get()!;
      expect(row).toMatchObject({ outcome: "unmatched", orderId: order.id, reason: `Đơn hàng ${order.code} đã hết hạn thanh toán` });
      // A second transfer for the now failed order is unmatched too.
      await feed(order.code.replace("-", ""), order.total);
      expect(orderRow(order.id).status).toBe("failed");
    } finally {
      offsetMs = 0;
    }
  });
});

describe("MoMo", () => {
  it("checkout answers the sandbox payUrl; paying there sends the IPN that marks the order paid", async () => {
    const body = checkoutBody([[BOOK, 1]], "MOMO");
    const res = await api("POST", "/api/Order/checkout-without-login", body);
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toContain("MoMo");
    const payUrl = new URL(res.body.data as string);
    expect(payUrl.pathname).toBe("/sandbox/momo/pay");
    const order = t.db.select().from(orders).where(eq(orders.idempotencyKey, body.IdempotencyKey)).get()!;
    expect(order).toMatchObject({ paymentMethod: "MoMo", status: "pending" });

    const pay = await fetch(`${t.base}/sandbox/momo/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payload: payUrl.searchParams.get("t")!, choice: "pay", simulate: "0" }).toString(),
      redirect: "manual",
    });
    expect(pay.status).toBe(302);
    expect(orderRow(order.id).status).toBe("paid");

    // The return check describes the order and changes nothing; a tampered query is refused.
    const back = new URL(pay.headers.get("location")!);
    const ret = await api("GET", `/api/Payment/momo-return${back.search}`);
    expect(ret.status).toBe(200);
    expect(ret.body.data).toMatchObject({ orderId: order.id, status: "paid", isPaid: true, resultCode: 0 });
    back.searchParams.set("amount", "1000");
    expect((await api("GET", `/api/Payment/momo-return${back.search}`)).status).toBe(400);
  });

  it("a forged IPN (wrong signature) answers 401 and changes nothing; a signed replay of a paid one answers 204", async () => {
    const body = checkoutBody([[BOOK, 1]], "MoMo");
    expect((await api("POST", "/api/Order/checkout-without-login", body)).status).toBe(200);
    const order = t.db.select().from(orders).where(eq(orders.idempotencyKey, body.IdempotencyKey)).get()!;
    const ipn: Record<string, string | number> = {
      partnerCode: t.config.MOMO_PARTNER_CODE,
      orderId: `${order.code}_1`,
      requestId: "forged-1",
      amount: order.total,
      orderInfo: "x",
      orderType: "momo_wallet",
      transId: 4_100_000_001,
      resultCode: 0,
      message: "Thành công.",
      payType: "qr",
      responseTime: Date.now(),
      extraData: "",
    };
    const post = (b: unknown) =>
      fetch(`${t.base}/api/Payment/momo-ipn`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
    expect((await post({ ...ipn, signature: "0".repeat(64) })).status).toBe(401);
    const wrongKey = momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...ipn, accessKey: t.config.MOMO_ACCESS_KEY }, "not-the-secret-key-0000");
    expect((await post({ ...ipn, signature: wrongKey })).status).toBe(401);
    expect(orderRow(order.id).status).toBe("pending");

    const signed = momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...ipn, accessKey: t.config.MOMO_ACCESS_KEY }, t.config.MOMO_SECRET_KEY);
    expect((await post({ ...ipn, signature: signed })).status).toBe(204);
    expect(orderRow(order.id).status).toBe("paid");
    const paidAt = orderRow(order.id).paidAt;
    expect((await post({ ...ipn, signature: signed })).status).toBe(204);
    expect(orderRow(order.id).paidAt).toBe(paidAt);
  });
});
