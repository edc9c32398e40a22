/**
 * VNPay sandbox round trip over real HTTP: merchant URL → sandbox page → pay/cancel → IPN reaches the
 * payment route (order state changes) → 302 to the return URL with a valid signature.
 * The database is an in-memory one with minimal rows inserted here (no seed).
 */
import formbody from "@fastify/formbody";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDeps } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { categories, orderLines, orders, paymentEvents, products } from "../db/schema";
import { paymentRoutes } from "../routes/payment";
import { getVnpayGateway } from "./index";
import { vnpaySandboxRoutes } from "./vnpay-sandbox";

const TOTAL = 210_000;
let seq = 0;

/** A category, a product (stock 8 after this order took 2) and a pending VNPay order for 2 units. */
function insertPendingOrder(db: Db): { code: string; productId: number } {
  seq += 1;
  if (!db.select().from(categories).where(eq(categories.id, 1)).get()) {
    db.insert(categories).values({ id: 1, name: "Giáo trình", slug: "giao-trinh", color: "#005baa" }).run();
  }
  const product = db
    .insert(products)
    .values({
      name: `Giải tích ${seq}`,
      searchText: `giai tich ${seq}`,
      slug: `giai-tich-${seq}`,
      authors: "Nguyễn Văn B",
      isbn: `978-604-0-00000-${seq}`,
      publisher: "NXB Đại học",
      publishYear: 2025,
      pageCount: 320,
      size: "16 x 24 cm",
      description: "Giáo trình",
      price: 100_000,
      salePrice: 90_000,
      stock: 8,
      categoryId: 1,
      coverFile: "giai-tich.jpg",
    })
    .returning()
    .get();
  const code = `DH261121-${String(seq).padStart(6, "0")}`;
  const order = db
    .insert(orders)
    .values({
      code,
      paymentMethod: "VNPay",
      idempotencyKey: `key-${seq}`,
      customerName: "Nguyễn Văn A",
      phone: "0901234567",
      email: "a@example.test",
      address: "1 Đại Cồ Việt",
      fullAddress: "1 Đại Cồ Việt, Hà Nội",
      isOnlyDigital: false,
      subTotal: 180_000,
      shippingFee: 30_000,
      total: TOTAL,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    })
    .returning()
    .get();
  db.insert(orderLines)
    .values({ orderId: order.id, productId: product.id, name: product.name, isDigital: false, unitPrice: 90_000, quantity: 2 })
    .run();
  return { code, productId: product.id };
}

function unescapeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

let app: FastifyInstance;
let deps: AppDeps;
let base: string;

beforeAll(async () => {
  deps = { db: openDatabase(":memory:"), config: loadConfig({}, {}) };
  app = Fastify({ logger: false });
  await app.register(formbody);
  app.decorate("deps", deps);
  await app.register(paymentRoutes);
  await app.register(vnpaySandboxRoutes);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});

beforeEach(() => {
  // The sandbox and the merchant are this test server; the IPN comes back to it.
  deps.config = loadConfig({}, { UPSTREAM_PUBLIC_URL: base, VNPAY_IPN_URL: `${base}/api/Payment/vnpay-ipn` });
});

afterAll(async () => {
  await app.close();
  deps.db.$client.close();
});

const RETURN_URL = "http://shop.test/thanh-toan/vnpay-return?src=vnpay";

function paymentUrl(code: string, now?: Date): string {
  return getVnpayGateway(deps.config).buildPaymentUrl({ order: { code, total: TOTAL }, ipAddr: "127.0.0.1", returnUrl: RETURN_URL, now });
}

/** GETs the sandbox page of `code` and returns its hidden payload. */
async function openPage(code: string): Promise<{ html: string; payload: string }> {
  const res = await fetch(paymentUrl(code));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/);
  const html = await res.text();
  const match = /name="payload" value="([^"]*)"/.exec(html);
  expect(match).not.toBeNull();
  return { html, payload: unescapeHtml(match![1]!) };
}

async function submit(fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}/paymentv2/vpcpay.html`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function orderOf(code: string) {
  return deps.db.select().from(orders).where(eq(orders.code, code)).get()!;
}
function stockOf(productId: number) {
  return deps.db.select().from(products).where(eq(products.id, productId)).get()!.stock;
}
function eventsOf(code: string) {
  return deps.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderOf(code).id))
    .all();
}

describe("VNPay sandbox page", () => {
  it("shows a Vietnamese, script-free payment page for a valid request", async () => {
    const { code } = insertPendingOrder(deps.db);
    const { html, payload } = await openPage(code);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain("<title>Cổng thanh toán VNPAY</title>");
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Thanh toán</button>");
    expect(html).toContain("Hủy thanh toán</button>");
    expect(html).toContain('method="post" action="/paymentv2/vpcpay.html"');
    expect(html).toContain("210.000");
    expect(html).toContain(deps.config.VNPAY_TMN_CODE);
    expect(html).toContain(code);
    expect(html).toContain("9704198526191432198");
    expect(html).toContain("NGUYEN VAN A");
    expect(html).toContain("07/15");
    expect(html).toContain("123456");
    expect(html).toContain("Kết quả giả lập");
    expect(new URLSearchParams(payload).get("vnp_TxnRef")).toBe(code);
    expect(new URLSearchParams(payload).get("vnp_SecureHash")).toMatch(/^[0-9a-f]{128}$/);
  });

  it("refuses a bad signature, an unknown terminal, missing parameters and an expired request (400 pages)", async () => {
    const { code } = insertPendingOrder(deps.db);
    const good = new URL(paymentUrl(code));

    const tampered = new URL(good);
    tampered.searchParams.set("vnp_Amount", "100000");
    let res = await fetch(tampered);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sai chữ ký");

    const otherTmn = new URL(good);
    otherTmn.searchParams.set("vnp_TmnCode", "ABCDEFGH");
    res = await fetch(otherTmn);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Không tìm thấy website");

    res = await fetch(`${base}/paymentv2/vpcpay.html`);
    expect(res.status).toBe(400);

    res = await fetch(`${base}/paymentv2/vpcpay.html?vnp_TmnCode=${deps.config.VNPAY_TMN_CODE}&vnp_TmnCode=x&%zz=1`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Dữ liệu gửi sang không đúng định dạng");

    res = await fetch(paymentUrl(code, new Date(Date.now() - 20 * 60_000)));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Giao dịch đã quá thời gian chờ thanh toán");
    expect(html).toContain('lang="vi"');
  });
});

describe("VNPay sandbox round trip", () => {
  it("pay: IPN marks the order paid, then 302 to the return URL with a valid signature", async () => {
    const { code, productId } = insertPendingOrder(deps.db);
    const { payload } = await openPage(code);
    const res = await submit({ payload, choice: "pay", simulate: "00" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://shop.test/thanh-toan/vnpay-return");
    expect(location.searchParams.get("src")).toBe("vnpay");
    expect([...location.searchParams.keys()].at(-1)).toBe("vnp_SecureHash");

    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      vnp_Amount: String(TOTAL * 100),
      vnp_BankCode: "NCB",
      vnp_CardType: "ATM",
      vnp_OrderInfo: `Thanh toan don hang ${code}`,
      vnp_ResponseCode: "00",
      vnp_TmnCode: deps.config.VNPAY_TMN_CODE,
      vnp_TransactionStatus: "00",
      vnp_TxnRef: code,
    });
    expect(query.vnp_BankTranNo).toMatch(/^VNP\d+$/);
    expect(query.vnp_TransactionNo).toMatch(/^\d{8}$/);
    expect(query.vnp_PayDate).toMatch(/^\d{14}$/);
    expect(getVnpayGateway(deps.config).verifyReturn(query)).toMatchObject({ isVerified: true, isPaid: true, amount: TOTAL });

    // The IPN reached the merchant before the redirect.
    const order = orderOf(code);
    expect(order.status).toBe("paid");
    expect(order.paidAt).not.toBeNull();
    expect(stockOf(productId)).toBe(8);
    expect(eventsOf(code)).toMatchObject([
      { gateway: "VNPay", responseCode: "00", outcome: "paid", amount: TOTAL, transactionNo: query.vnp_TransactionNo },
    ]);

    // The storefront's verification call describes it and changes nothing.
    const verify = await fetch(`${base}/api/Payment/vnpay-return${location.search}`);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      isSuccess: true,
      data: {
        orderId: order.id,
        orderCode: code,
        status: "paid",
        isPaid: true,
        responseCode: "00",
        message: "Giao dịch thành công",
        amount: TOTAL,
      },
    });
    expect(eventsOf(code)).toHaveLength(1);
  });

  it("cancel: code 24, order failed and stock given back", async () => {
    const { code, productId } = insertPendingOrder(deps.db);
    const { payload } = await openPage(code);
    const res = await submit({ payload, choice: "cancel", simulate: "00" });
    expect(res.status).toBe(302);
    const query = Object.fromEntries(new URL(res.headers.get("location")!).searchParams);
    expect(query).toMatchObject({ vnp_ResponseCode: "24", vnp_TransactionNo: "0", vnp_TransactionStatus: "02" });
    expect(query).not.toHaveProperty("vnp_BankTranNo");
    expect(getVnpayGateway(deps.config).verifyReturn(query)).toMatchObject({ isVerified: true, isPaid: false, responseCode: "24" });
    expect(orderOf(code).status).toBe("failed");
    expect(stockOf(productId)).toBe(10);

    const verify = await fetch(`${base}/api/Payment/vnpay-return?${new URLSearchParams(query)}`);
    expect(await verify.json()).toMatchObject({ isSuccess: true, data: { status: "failed", isPaid: false, responseCode: "24" } });
  });

  it("simulated failure 51: order failed", async () => {
    const { code } = insertPendingOrder(deps.db);
    const { payload } = await openPage(code);
    const res = await submit({ payload, choice: "pay", simulate: "51" });
    expect(res.status).toBe(302);
    const query = Object.fromEntries(new URL(res.headers.get("location")!).searchParams);
    expect(query).toMatchObject({ vnp_ResponseCode: "51", vnp_TransactionStatus: "02" });
    expect(orderOf(code).status).toBe("failed");
  });

  it("paying after vnp_ExpireDate answers code 11", async () => {
    const { code } = insertPendingOrder(deps.db);
    // The page was opened in time; the shopper submits after the 15-minute window.
    const url = new URL(paymentUrl(code, new Date(Date.now() - 16 * 60_000)));
    const res = await submit({ payload: url.search.slice(1), choice: "pay" });
    expect(res.status).toBe(302);
    const query = Object.fromEntries(new URL(res.headers.get("location")!).searchParams);
    expect(query).toMatchObject({ vnp_ResponseCode: "11", vnp_TransactionNo: "0", vnp_TransactionStatus: "02" });
    expect(orderOf(code).status).toBe("failed");
  });

  it("refuses a tampered or malformed submission with a 400 page", async () => {
    const { code } = insertPendingOrder(deps.db);
    const { payload } = await openPage(code);
    const tampered = payload.replace(/vnp_Amount=\d+/, "vnp_Amount=500000");
    for (const fields of [
      { payload: tampered, choice: "pay" },
      { payload, choice: "steal" },
      { payload, choice: "pay", simulate: "07" },
      { choice: "pay" },
    ]) {
      const res = await submit(fields as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    }
    const json = await fetch(`${base}/paymentv2/vpcpay.html`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1,2]",
    });
    expect(json.status).toBe(400);
    const repeated = await fetch(`${base}/paymentv2/vpcpay.html`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `payload=${encodeURIComponent(payload)}&choice=pay&choice=cancel`,
    });
    expect(repeated.status).toBe(400);
    expect(orderOf(code).status).toBe("pending");
  });

  it("still redirects the shopper when the IPN cannot be delivered", async () => {
    deps.config = loadConfig({}, { UPSTREAM_PUBLIC_URL: base, VNPAY_IPN_URL: "http://127.0.0.1:9/unreachable" });
    const { code } = insertPendingOrder(deps.db);
    const { payload } = await openPage(code);
    const res = await submit({ payload, choice: "pay" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!).searchParams.get("vnp_ResponseCode")).toBe("00");
    expect(orderOf(code).status).toBe("pending"); // no IPN, no change: the return does not record
  });
});

describe("payment routes with junk input", () => {
  it("IPN answers 200 JSON {RspCode, Message}, never 500", async () => {
    for (const qs of ["", "?vnp_Amount=abc", "?vnp_Amount=1&vnp_Amount=2", "?vnp_SecureHash[]=x", "?%zz"]) {
      const res = await fetch(`${base}/api/Payment/vnpay-ipn${qs}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ RspCode: "97", Message: "Invalid signature" });
    }
  });

  it("return verification answers failed envelopes", async () => {
    let res = await fetch(`${base}/api/Payment/vnpay-return?vnp_Amount=abc`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      isSuccess: false,
      errorCode: "PAYMENT_SIGNATURE_INVALID",
      errorMessage: "Chữ ký thanh toán không hợp lệ",
      successMessage: null,
      data: null,
      totalPage: null,
    });

    const { buildVnpayReturnParams } = await import("./vnpay-sandbox");
    const request = {
      vnp_Amount: String(TOTAL * 100),
      vnp_OrderInfo: "x",
      vnp_TmnCode: deps.config.VNPAY_TMN_CODE,
      vnp_TxnRef: "DH000000-999999",
    };
    const unknown = buildVnpayReturnParams(request, "00", { hashSecret: deps.config.VNPAY_HASH_SECRET });
    res = await fetch(`${base}/api/Payment/vnpay-return?${new URLSearchParams(unknown)}`);
    expect(res.status).toBe(404);
    expect((await res.json()).errorMessage).toBe("Đơn hàng không tồn tại");

    const { code } = insertPendingOrder(deps.db);
    const wrongAmount = buildVnpayReturnParams({ ...request, vnp_TxnRef: code, vnp_Amount: "100000" }, "00", {
      hashSecret: deps.config.VNPAY_HASH_SECRET,
    });
    res = await fetch(`${base}/api/Payment/vnpay-return?${new URLSearchParams(wrongAmount)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).errorMessage).toBe("Số tiền thanh toán không khớp với đơn hàng");
    expect(orderOf(code).status).toBe("pending");
  });
});
