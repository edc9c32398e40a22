/**
 * VNPay IPN recording: the answer codes in the reference doc's order (97, 01, 04, 02, 00, 99),
 * idempotent repeats, one transaction per state change. In-memory database, minimal rows, no seed.
 */
import formbody from "@fastify/formbody";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { HashAlgorithm, buildPaymentUrlSearchParams, calculateSecureHash } from "vnpay";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { categories, orderLines, orders, paymentEvents, products } from "../db/schema";
import { createVnpayGateway } from "../gateways/vnpay";
import { buildVnpayReturnParams } from "../gateways/vnpay-sandbox";
import { paymentRoutes } from "../routes/payment";
import { recordVnpayIpn } from "./payments";

const config = loadConfig({}, {});
const gateway = createVnpayGateway(config);
const CODE = "DH261121-000042";
const TOTAL = 210_000;
const now = new Date("2026-11-21T17:30:00Z");

let db: Db;
let orderId: number;
let productId: number;

beforeEach(() => {
  db = openDatabase(":memory:");
  db.insert(categories).values({ id: 1, name: "Giáo trình", slug: "giao-trinh", color: "#005baa" }).run();
  productId = db
    .insert(products)
    .values({
      name: "Giải tích 1",
      searchText: "giai tich 1",
      slug: "giai-tich-1",
      authors: "Nguyễn Văn B",
      isbn: "978-604-0-00000-1",
      publisher: "NXB Đại học",
      publishYear: 2025,
      pageCount: 320,
      size: "16 x 24 cm",
      description: "Giáo trình",
      price: 100_000,
      salePrice: 90_000,
      stock: 8, // 10 before this order took 2
      categoryId: 1,
      coverFile: "giai-tich.jpg",
    })
    .returning()
    .get().id;
  orderId = db
    .insert(orders)
    .values({
      code: CODE,
      paymentMethod: "VNPay",
      idempotencyKey: "key-1",
      customerName: "Nguyễn Văn A",
      phone: "0901234567",
      email: "a@example.test",
      address: "1 Đại Cồ Việt",
      fullAddress: "1 Đại Cồ Việt, Hà Nội",
      isOnlyDigital: false,
      subTotal: 180_000,
      shippingFee: 30_000,
      total: TOTAL,
      expiresAt: "2026-11-21T17:45:00.000Z",
    })
    .returning()
    .get().id;
  db.insert(orderLines).values({ orderId, productId, name: "Giải tích 1", isDigital: false, unitPrice: 90_000, quantity: 2 }).run();
});

afterEach(() => {
  if (db.$client.open) db.$client.close();
});

/** A signed IPN query as VNPay (the sandbox code path) would send it. */
function ipn(responseCode: string, overrides: { code?: string; amountVnd?: number } = {}): Record<string, string> {
  return buildVnpayReturnParams(
    {
      vnp_Amount: String((overrides.amountVnd ?? TOTAL) * 100),
      vnp_OrderInfo: `Thanh toan don hang ${overrides.code ?? CODE}`,
      vnp_TmnCode: config.VNPAY_TMN_CODE,
      vnp_TxnRef: overrides.code ?? CODE,
    },
    responseCode,
    { hashSecret: config.VNPAY_HASH_SECRET, now },
  );
}

const record = (query: Record<string, unknown>) => recordVnpayIpn(db, gateway.verifyIpn(query), { now });
const order = () => db.select().from(orders).where(eq(orders.id, orderId)).get()!;
const product = () => db.select().from(products).where(eq(products.id, productId)).get()!;
const events = () => db.select().from(paymentEvents).all();

describe("recordVnpayIpn", () => {
  it("97 on a bad checksum, and changes nothing", () => {
    const query = { ...ipn("00"), vnp_Amount: String(TOTAL * 10) };
    expect(record(query)).toEqual({ RspCode: "97", Message: "Invalid signature" });
    expect(record({})).toEqual({ RspCode: "97", Message: "Invalid signature" });
    expect(order().status).toBe("pending");
    expect(events()).toHaveLength(0);
  });

  it("01 for an unknown order", () => {
    expect(record(ipn("00", { code: "DH000000-999999" }))).toEqual({ RspCode: "01", Message: "Order not found" });
    expect(events()).toHaveLength(0);
  });

  it("04 when the amount differs from the order's total, order untouched", () => {
    expect(record(ipn("00", { amountVnd: TOTAL - 1_000 }))).toEqual({ RspCode: "04", Message: "Invalid amount" });
    expect(order().status).toBe("pending");
    expect(product()).toMatchObject({ stock: 8, soldCount: 0 });
    expect(events()).toMatchObject([{ outcome: "ignored", amount: TOTAL - 1_000 }]);
  });

  it("00 on a paid IPN: order paid, sold count up, event recorded", () => {
    const query = ipn("00");
    expect(record(query)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(order()).toMatchObject({ status: "paid", paidAt: now.toISOString(), closedAt: null });
    expect(product()).toMatchObject({ stock: 8, soldCount: 2 });
    const [event] = events();
    expect(event).toMatchObject({
      orderId,
      gateway: "VNPay",
      responseCode: "00",
      transactionNo: query.vnp_TransactionNo,
      amount: TOTAL,
      outcome: "paid",
    });
    expect(JSON.parse(event!.raw)).toEqual(query);
  });

  it("a repeated IPN answers 02 and is idempotent (one state change)", () => {
    const query = ipn("00");
    expect(record(query).RspCode).toBe("00");
    const before = order();
    const later = new Date(now.getTime() + 60_000);
    expect(recordVnpayIpn(db, gateway.verifyIpn(query), { now: later })).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect(record(query).RspCode).toBe("02");
    expect(order()).toEqual(before);
    expect(product()).toMatchObject({ stock: 8, soldCount: 2 });
    expect(events().map((e) => e.outcome)).toEqual(["paid", "ignored", "ignored"]);
  });

  it("02 when the order is already paid and a different result arrives", () => {
    expect(record(ipn("00")).RspCode).toBe("00");
    expect(record(ipn("24"))).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect(order().status).toBe("paid");
    expect(product()).toMatchObject({ stock: 8, soldCount: 2 });
  });

  it("00 on a failed IPN: order failed, stock given back once", () => {
    const query = ipn("24");
    expect(record(query)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(order()).toMatchObject({ status: "failed", closedAt: now.toISOString(), paidAt: null });
    expect(product()).toMatchObject({ stock: 10, soldCount: 0 });
    expect(record(query).RspCode).toBe("02");
    expect(record(ipn("00")).RspCode).toBe("02"); // paid after the order failed: not revived
    expect(product()).toMatchObject({ stock: 10, soldCount: 0 });
    expect(events().map((e) => [e.responseCode, e.outcome])).toEqual([
      ["24", "failed"],
      ["24", "ignored"],
      ["00", "ignored"],
    ]);
  });

  it("a response 00 with transaction status other than 00 is not a payment", () => {
    const { vnp_SecureHash: _h, ...rest } = ipn("00");
    const odd = { ...rest, vnp_TransactionStatus: "01" };
    const data = buildPaymentUrlSearchParams(odd).toString();
    const signed = {
      ...odd,
      vnp_SecureHash: calculateSecureHash({
        secureSecret: config.VNPAY_HASH_SECRET,
        data,
        hashAlgorithm: HashAlgorithm.SHA512,
        bufferEncode: "utf-8",
      }),
    };
    expect(gateway.verifyIpn(signed)).toMatchObject({ isVerified: true, isPaid: false, responseCode: "00" });
    expect(record(signed).RspCode).toBe("00");
    expect(order().status).toBe("failed");
    expect(product()).toMatchObject({ stock: 10, soldCount: 0 });
  });

  it("99 on an internal error, without throwing", () => {
    const verified = gateway.verifyIpn(ipn("00"));
    db.$client.close();
    const logged: string[] = [];
    const logger = { warn: () => {}, error: (_o: object, msg: string) => logged.push(msg) };
    expect(recordVnpayIpn(db, verified, { logger })).toEqual({ RspCode: "99", Message: "Unknow error" });
    expect(logged).toHaveLength(1);
  });

  it("warns when money arrives for an order that can no longer be paid", () => {
    expect(record(ipn("24")).RspCode).toBe("00");
    const warnings: object[] = [];
    const logger = { warn: (o: object) => warnings.push(o), error: () => {} };
    expect(recordVnpayIpn(db, gateway.verifyIpn(ipn("00")), { now, logger }).RspCode).toBe("02");
    expect(warnings).toMatchObject([{ orderCode: CODE, status: "failed" }]);
  });
});

describe("GET /api/Payment/vnpay-ipn", () => {
  it("answers VNPay's JSON (not the envelope) with HTTP 200", async () => {
    const app = Fastify();
    await app.register(formbody);
    app.decorate("deps", { db, config });
    await app.register(paymentRoutes);
    const query = new URLSearchParams(ipn("00")).toString();

    let res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(order().status).toBe("paid");

    res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${query}` });
    expect(res.json()).toEqual({ RspCode: "02", Message: "Order already confirmed" });

    res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${query.replace("vnp_ResponseCode=00", "vnp_ResponseCode=24")}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RspCode: "97", Message: "Invalid signature" });
    await app.close();
  });
});
