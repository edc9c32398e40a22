/**
 * The customer's orders over real HTTP (ADR 0012): GET /api/User/orders (filters, paging,
 * validation), GET /api/User/orders/{id} (shape, history), PATCH /api/User/CancelOrder (each state,
 * ownership, a single give-back of stock, code usage, commission, flash sale units, ebook grants, even
 * with two racing cancels; the refund request) and POST /api/User/orders/{id}/repay (pending, failed
 * within 24 h, closed; the new VNPay attempt is paid through the sandbox and its IPN); per-customer code
 * limits count shipped and delivered orders.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { affiliateCommissions, discountCodes, orders, products, refundRequests, userDigitalProducts } from "../db/schema";
import { createOrder, markOrderPaid, closeOrder } from "../domain/orders";
import { customerUses } from "../domain/discounts";
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, DEMO_VOUCHER_CODE } from "../seed/accounts";
import { ORDER_SEED_FACTS } from "../seed/orders";
import { testApp, type ApiAnswer, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let db: Db;
let lan: string; // the demo customer, user 2
let tuan: string; // the collaborator, user 3 (owner of CTV2024)
const LAN = 2;
const WARD = 100_166;
/** Printed books with plenty of stock, not in the flash sale or the seeded orders. */
const BOOK = 320;
const BOOK2 = 326;
const EBOOK = 40;

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "user-orders-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  db = t.db;
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);
const stockOf = (id: number) => db.select().from(products).where(eq(products.id, id)).get()!;
const usedCount = (code: string) => db.select().from(discountCodes).where(eq(discountCodes.code, code)).get()!.usedCount;
let keys = 0;

/** Places an order for `userId` through the domain (as CheckOut does). */
function place(userId: number, lines: [number, number][], opts: { voucher?: boolean; affiliate?: boolean; at?: Date } = {}) {
  return createOrder(db, {
    lines: lines.map(([productSaleId, quantity]) => ({ productSaleId, quantity })),
    name: "Nguyễn Thị Lan",
    phone: "0912345678",
    email: userId === LAN ? DEMO_ACCOUNTS.customer.email : DEMO_ACCOUNTS.collaborator.email,
    address: "Số 12, ngõ 165 Cầu Giấy",
    wardId: WARD,
    paymentMethod: "VNPay",
    idempotencyKey: `user-orders-test-${String(++keys).padStart(6, "0")}`,
    userId,
    ttlMinutes: 15,
    codes: { voucher: opts.voucher ? DEMO_VOUCHER_CODE : null, coupon: null, affiliate: opts.affiliate ? DEMO_AFFILIATE_CODE : null },
    ...(opts.at ? { now: opts.at } : {}),
  }).order;
}

const RETURN = { ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return" };

describe("GET /api/User/orders", () => {
  it("needs a bearer token", async () => {
    expect((await api("GET", "/api/User/orders", null)).status).toBe(401);
    expect((await api("GET", "/api/User/orders/1", null)).status).toBe(401);
    expect((await api("PATCH", "/api/User/CancelOrder", null, { OrderId: 1 })).status).toBe(401);
    expect((await api("POST", "/api/User/orders/1/repay", null, RETURN)).status).toBe(401);
  });

  it("lists the seeded orders newest first with their actions", async () => {
    const res = await api("GET", "/api/User/orders?pageSize=50", lan);
    expect(res.status).toBe(200);
    const list: LooseJson[] = res.body.data;
    const seeded = list.filter((o) => o.id <= ORDER_SEED_FACTS.pendingOrderId);
    expect(seeded.map((o) => o.id)).toEqual([6, 5, 3, 2, 4, 1]);
    expect(list.map((o) => o.createdAt)).toEqual([...list.map((o) => o.createdAt)].sort().reverse());
    const byId = new Map(seeded.map((o) => [o.id, o]));
    expect(byId.get(ORDER_SEED_FACTS.pendingOrderId)).toMatchObject({ status: "pending", canCancel: true, canRepay: true });
    expect(byId.get(ORDER_SEED_FACTS.failedOrderId)).toMatchObject({ status: "failed", canCancel: false, canRepay: true });
    expect(byId.get(ORDER_SEED_FACTS.ebookOrderId)).toMatchObject({ status: "paid", canCancel: true, canRepay: false, itemCount: 1 });
    expect(byId.get(ORDER_SEED_FACTS.shippingOrderId)).toMatchObject({ status: "shipping", canCancel: false, itemCount: 2 });
    expect(byId.get(ORDER_SEED_FACTS.deliveredOrderId)).toMatchObject({ status: "delivered", canCancel: false, canRepay: false });
    expect(byId.get(ORDER_SEED_FACTS.deliveredOrderId).firstItemName).toBeTruthy();
    expect(res.body.totalPage).toBe(1);
    // The collaborator has none of them.
    const other = await api("GET", "/api/User/orders", tuan);
    expect(other.body.data.filter((o: LooseJson) => o.id <= 6)).toEqual([]);
    expect(other.body.totalPage).toBe(1);
  });

  it("filters by status, code (case-insensitive, % and _ literal) and Vietnam dates; pages", async () => {
    const paid = await api("GET", "/api/User/orders?status=shipping", lan);
    expect(paid.body.data.map((o: LooseJson) => o.id)).toEqual([ORDER_SEED_FACTS.shippingOrderId]);
    const code: string = paid.body.data[0].code;
    const byCode = await api("GET", `/api/User/orders?q=${encodeURIComponent(code.slice(-8).toLowerCase())}`, lan);
    expect(byCode.body.data.map((o: LooseJson) => o.id)).toEqual([ORDER_SEED_FACTS.shippingOrderId]);
    for (const wild of ["%", "_", "\\"])
      expect((await api("GET", `/api/User/orders?q=${encodeURIComponent(wild)}`, lan)).body.data).toEqual([]);

    // An order placed at 23:30 Vietnam time on 2026-03-01 (16:30 UTC) belongs to that day, not the next.
    const late = place(LAN, [[BOOK, 1]], { at: new Date("2026-03-01T16:30:00.000Z") });
    const day = await api("GET", "/api/User/orders?from=2026-03-01&to=2026-03-01", lan);
    expect(day.body.data.map((o: LooseJson) => o.id)).toEqual([late.id]);
    expect((await api("GET", "/api/User/orders?from=2026-03-02&to=2026-03-02", lan)).body.data).toEqual([]);
    expect((await api("GET", "/api/User/orders?from=2026-02-28&to=2026-02-28", lan)).body.data).toEqual([]);

    const page1 = await api("GET", "/api/User/orders?pageSize=2", lan);
    const page2 = await api("GET", "/api/User/orders?pageSize=2&page=2", lan);
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.totalPage).toBeGreaterThanOrEqual(4);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    const past = await api("GET", "/api/User/orders?page=999", lan);
    expect([past.status, past.body.data]).toEqual([200, []]);
    // Empty values are no filter.
    expect((await api("GET", "/api/User/orders?status=&from=&to=&q=", lan)).body.data.length).toBeGreaterThan(0);
  });

  it("refuses bad query values with 400 VALIDATION_FAILED, never 500", async () => {
    for (const query of [
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "pageSize=0",
      "pageSize=51",
      "status=shipped",
      "from=2026-02-30",
      "from=01/03/2026",
      "to=abc",
      "from=2026-03-02&to=2026-03-01",
      `q=${"x".repeat(51)}`,
      "page=1&page=2",
    ]) {
      const res = await api("GET", `/api/User/orders?${query}`, lan);
      expect([query, res.status, res.body.errorCode]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });
});

describe("GET /api/User/orders/{id}", () => {
  it("gives the detail with codes, address, lines, history and refund", async () => {
    const res = await api("GET", `/api/User/orders/${ORDER_SEED_FACTS.deliveredOrderId}`, lan);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: 1,
      status: "delivered",
      paymentMethod: "VNPay",
      customerName: "Nguyễn Thị Lan",
      wardId: 166, // seeded before 1 July 2025: the old ward, with its district
      wardName: "Phường Dịch Vọng",
      isOnlyDigital: false,
      refund: null,
      canCancel: false,
      canRepay: false,
    });
    expect(d.fullAddress).toContain("Cầu Giấy");
    expect(d.codes).toEqual([{ kind: "voucher", code: "GIAM10", name: expect.any(String), discount: d.discount }]);
    expect(d.total).toBe(d.subTotal - d.discount + d.shippingFee);
    expect(d.lines.reduce((s: number, l: LooseJson) => s + l.lineTotal, 0)).toBe(d.subTotal);
    expect(d.lines[0].imageUrl).toMatch(/^\/media\/covers\/thumb-/);
    expect(d.statusHistory.map((h: LooseJson) => h.status)).toEqual(["pending", "paid", "shipping", "delivered"]);
    const cancelled = (await api("GET", `/api/User/orders/${ORDER_SEED_FACTS.cancelledOrderId}`, lan)).body.data;
    expect(cancelled.refund).toMatchObject({ amount: cancelled.total, status: "requested" });
    expect(cancelled.cancelReason).toBeTruthy();
  });

  it("answers 404 ORDER_NOT_FOUND for another customer's order, a missing one, and 400 for a bad id", async () => {
    for (const id of [ORDER_SEED_FACTS.pendingOrderId, 999_999]) {
      const res = await api("GET", `/api/User/orders/${id}`, tuan);
      expect([res.status, res.body.errorCode, res.body.data]).toEqual([404, "ORDER_NOT_FOUND", null]);
    }
    for (const bad of ["0", "-1", "abc", "1.5"]) expect((await api("GET", `/api/User/orders/${bad}`, lan)).status).toBe(400);
  });
});

describe("PATCH /api/User/CancelOrder", () => {
  it("cancels a pending order: stock back once, no refund; a second cancel answers 409", async () => {
    const before = stockOf(BOOK).stock;
    const order = place(LAN, [[BOOK, 2]]);
    expect(stockOf(BOOK).stock).toBe(before - 2);
    const res = await api("PATCH", "/api/User/CancelOrder", lan, { OrderId: order.id, Reason: "  Đổi ý  " });
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toBe(`Đã hủy đơn hàng ${order.code}`);
    expect(res.body.data).toMatchObject({ status: "cancelled", cancelReason: "Đổi ý", refund: null, canCancel: false, canRepay: false });
    expect(res.body.data.statusHistory.at(-1)).toMatchObject({ status: "cancelled", note: "Khách hủy đơn: Đổi ý" });
    expect(stockOf(BOOK).stock).toBe(before);
    const again = await api("PATCH", "/api/User/CancelOrder", lan, { OrderId: order.id });
    expect([again.status, again.body.errorCode, again.body.data]).toEqual([409, "ORDER_NOT_CANCELLABLE", { status: "cancelled" }]);
    expect(stockOf(BOOK).stock).toBe(before);
  });

  it("cancels a paid order: stock, soldCount, usedCount, commission, grants given back once; a refund request", async () => {
    expect(customerUses(db, DEMO_VOUCHER_CODE, { userId: LAN })).toBe(1); // the seeded delivered order
    const book = stockOf(BOOK2);
    const uses = usedCount(DEMO_VOUCHER_CODE);
    const order = place(
      LAN,
      [
        [BOOK2, 1],
        [EBOOK, 1],
      ],
      { voucher: true, affiliate: true },
    );
    expect(markOrderPaid(db, order.id)).toBe(true);
    // markOrderPaid writes the ebook's grant; the row is ensured here either way.
    db.insert(userDigitalProducts)
      .values({ userId: LAN, productId: EBOOK, orderId: order.id, grantedAt: new Date().toISOString() })
      .onConflictDoNothing()
      .run();
    expect(usedCount(DEMO_VOUCHER_CODE)).toBe(uses + 1);
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, order.id)).get()!.status).toBe("credited");

    // Two cancels racing: exactly one succeeds.
    const [a, b] = await Promise.all([
      api("PATCH", "/api/User/CancelOrder", lan, { OrderId: order.id }),
      api("PATCH", "/api/User/CancelOrder", lan, { OrderId: order.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const okAnswer = a.status === 200 ? a : b;
    expect(okAnswer.body.successMessage).toBe(`Đã hủy đơn hàng ${order.code}. Yêu cầu hoàn tiền đã được ghi nhận.`);
    expect(okAnswer.body.data.refund).toMatchObject({ amount: order.total, status: "requested" });

    expect(stockOf(BOOK2).stock).toBe(book.stock);
    expect(stockOf(BOOK2).soldCount).toBe(book.soldCount);
    expect(usedCount(DEMO_VOUCHER_CODE)).toBe(uses);
    expect(customerUses(db, DEMO_VOUCHER_CODE, { userId: LAN })).toBe(1);
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, order.id)).get()!.status).toBe("cancelled");
    expect(db.select().from(userDigitalProducts).where(eq(userDigitalProducts.orderId, order.id)).get()!.revokedAt).not.toBeNull();
    expect(db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id)).all()).toHaveLength(1);
  });

  it("a shipped order still counts for a per-customer code limit; cancelling a paid one gives the use back", async () => {
    const order = createOrder(db, {
      lines: [{ productSaleId: BOOK, quantity: 1 }],
      name: "Lê Minh Tuấn",
      phone: "0903456789",
      email: DEMO_ACCOUNTS.collaborator.email,
      address: "45 Lê Thánh Tôn",
      wardId: WARD,
      paymentMethod: "VNPay",
      idempotencyKey: "user-orders-test-sinhvien5-shipping",
      userId: 3,
      ttlMinutes: 15,
      codes: { voucher: null, coupon: "SINHVIEN5", affiliate: null },
    }).order;
    expect(markOrderPaid(db, order.id)).toBe(true);
    db.update(orders).set({ status: "shipping" }).where(eq(orders.id, order.id)).run();
    expect(customerUses(db, "SINHVIEN5", { userId: 3 })).toBe(1);
  });

  it("refuses shipping, delivered, failed orders (409) and another customer's order (404), changing nothing", async () => {
    for (const id of [ORDER_SEED_FACTS.shippingOrderId, ORDER_SEED_FACTS.deliveredOrderId, ORDER_SEED_FACTS.failedOrderId]) {
      const status = db.select().from(orders).where(eq(orders.id, id)).get()!.status;
      const res = await api("PATCH", "/api/User/CancelOrder", lan, { OrderId: id });
      expect([res.status, res.body.errorCode, res.body.data]).toEqual([409, "ORDER_NOT_CANCELLABLE", { status }]);
    }
    const before = stockOf(337).stock;
    const foreign = await api("PATCH", "/api/User/CancelOrder", tuan, { OrderId: ORDER_SEED_FACTS.pendingOrderId });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, "ORDER_NOT_FOUND"]);
    expect(db.select().from(orders).where(eq(orders.id, ORDER_SEED_FACTS.pendingOrderId)).get()!.status).toBe("pending");
    expect(stockOf(337).stock).toBe(before);
    for (const body of [{}, { OrderId: "x" }, { OrderId: 0 }, { OrderId: 1, Reason: "x".repeat(501) }, { OrderId: 1, Reason: 5 }]) {
      const res = await api("PATCH", "/api/User/CancelOrder", lan, body);
      expect([JSON.stringify(body).slice(0, 30), res.status]).toEqual([JSON.stringify(body).slice(0, 30), 400]);
    }
  });
});

describe("POST /api/User/orders/{id}/repay", () => {
  it("answers the payment of a pending order again, as a new VNPay attempt", async () => {
    const order = place(LAN, [[BOOK, 1]]);
    const res = await api("POST", `/api/User/orders/${order.id}/repay`, lan, RETURN);
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toContain("VNPay");
    const ref = new URL(res.body.data).searchParams.get("vnp_TxnRef")!;
    expect(ref).toMatch(new RegExp(`^${order.code}_\\d{14}$`));
    expect(db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe("pending");
  });

  it("reopens a failed order within 24 h (stock taken again, history), and its new attempt is paid by the IPN", async () => {
    const before = stockOf(BOOK).stock;
    const order = place(LAN, [[BOOK, 3]]);
    expect(closeOrder(db, order.id, "failed")).toBe(true);
    expect(stockOf(BOOK).stock).toBe(before);
    const res = await api("POST", `/api/User/orders/${order.id}/repay`, lan, RETURN);
    expect(res.status).toBe(200);
    expect(stockOf(BOOK).stock).toBe(before - 3);
    const detail = (await api("GET", `/api/User/orders/${order.id}`, lan)).body.data;
    expect(detail).toMatchObject({ status: "pending", canRepay: true, canCancel: true });
    expect(detail.statusHistory.map((h: LooseJson) => [h.status, h.note])).toEqual([
      ["pending", "Đặt hàng, chờ thanh toán"],
      ["failed", "Thanh toán không thành công"],
      ["pending", "Thanh toán lại"],
    ]);
    // Pay the new attempt on the sandbox: its IPN finds the order through the suffixed TxnRef.
    const url = new URL(res.body.data);
    const paid = await fetch(`${t.base}${url.pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payload: url.search.slice(1), choice: "pay", simulate: "00" }).toString(),
      redirect: "manual",
    });
    expect(paid.status).toBe(302);
    expect(db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe("paid");
    // The return page's verification finds it too.
    const back = new URL(paid.headers.get("location")!);
    const ret = await api("GET", `/api/Payment/vnpay-return${back.search}`, null);
    expect(ret.body.data).toMatchObject({ orderId: order.id, isPaid: true, status: "paid" });
  });

  it("refuses with 409 OUT_OF_STOCK (nothing changed) when the stock is gone", async () => {
    const order = place(LAN, [[BOOK2, 2]]);
    closeOrder(db, order.id, "failed");
    const stock = stockOf(BOOK2).stock;
    db.update(products).set({ stock: 1 }).where(eq(products.id, BOOK2)).run();
    const res = await api("POST", `/api/User/orders/${order.id}/repay`, lan, RETURN);
    expect([res.status, res.body.errorCode]).toEqual([409, "OUT_OF_STOCK"]);
    expect(db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe("failed");
    expect(stockOf(BOOK2).stock).toBe(1);
    db.update(products).set({ stock }).where(eq(products.id, BOOK2)).run();
  });

  it("answers 409 ORDER_CLOSED for paid, cancelled, long-failed orders; expired pending orders are reopened; 404 for others'", async () => {
    for (const id of [ORDER_SEED_FACTS.ebookOrderId, ORDER_SEED_FACTS.cancelledOrderId, ORDER_SEED_FACTS.deliveredOrderId]) {
      const res = await api("POST", `/api/User/orders/${id}/repay`, lan, RETURN);
      expect([id, res.status, res.body.errorCode]).toEqual([id, 409, "ORDER_CLOSED"]);
    }
    const old = place(LAN, [[BOOK, 1]]);
    closeOrder(db, old.id, "failed", new Date(Date.now() - 25 * 3_600_000));
    expect((await api("POST", `/api/User/orders/${old.id}/repay`, lan, RETURN)).body.errorCode).toBe("ORDER_CLOSED");

    const expired = place(LAN, [[BOOK, 1]], { at: new Date(Date.now() - 30 * 60_000) });
    const res = await api("POST", `/api/User/orders/${expired.id}/repay`, lan, RETURN);
    expect(res.status).toBe(200);
    const history = (await api("GET", `/api/User/orders/${expired.id}`, lan)).body.data.statusHistory.map((h: LooseJson) => h.note);
    expect(history).toEqual(["Đặt hàng, chờ thanh toán", "Hết hạn thanh toán", "Thanh toán lại"]);

    const foreign = await api("POST", `/api/User/orders/${ORDER_SEED_FACTS.failedOrderId}/repay`, tuan, RETURN);
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, "ORDER_NOT_FOUND"]);
    const bad = await api("POST", `/api/User/orders/${ORDER_SEED_FACTS.failedOrderId}/repay`, lan, { ReturnUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(
      db
        .select()
        .from(orders)
        .where(and(eq(orders.id, ORDER_SEED_FACTS.failedOrderId), eq(orders.userId, LAN)))
        .get()!.status,
    ).toBe("failed");
  });

  it("pays again by another gateway when asked (ePay model, the order switched)", async () => {
    const order = place(LAN, [[BOOK, 1]]);
    const res = await api("POST", `/api/User/orders/${order.id}/repay`, lan, { ...RETURN, PaymentMethod: "ePay" });
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toContain("ePay");
    expect(res.body.data.fields.merTrxId).toMatch(new RegExp(`^${order.code}_`));
    expect(db.select().from(orders).where(eq(orders.id, order.id)).get()!.paymentMethod).toBe("ePay");
  });
});
