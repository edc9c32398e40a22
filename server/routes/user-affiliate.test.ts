/**
 * The affiliate dashboard over real HTTP (GET /api/User/UserAffiliate): the customer's own
 * code is created once (two visits, same code; never a voucher's code; retried on a collision), a
 * guest checkout with the code appears as "pending" with its estimated commission, then "credited"
 * once paid through the VNPay sandbox and its IPN; totals; paging; 401 without a bearer.
 */
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testApp, type ApiAnswer, type TestApp, type LooseJson } from "../testing/app";
import { affiliateCommissions, affiliates, orders, products, users } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { ensureAffiliate } from "../domain/affiliates";

let t: TestApp;
let db: Db;
let lan: string; // khachhang@example.com (user 2), no code yet
let tuan: string; // congtacvien@example.com (user 3), owns CTV2024
let book: { id: number; salePrice: number };
const WARD = 100_166;

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "affiliate-routes-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  db = t.db;
  book = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), gte(products.stock, 20), gte(products.salePrice, 60_000)))
    .get()!;
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});
afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);

let keySeq = 0;
/** A guest checkout of `quantity` copies of the book with `affiliate`; returns the VNPay payment URL. */
async function guestBuys(affiliate: string, quantity: number): Promise<string> {
  const res = await api("POST", "/api/Order/checkout-without-login", null, {
    Name: "Trần Văn Khách",
    Phone: "0987000111",
    Email: "khach.affiliate@example.vn",
    Address: "12 Chùa Bộc",
    WardId: WARD,
    PaymentMethod: "VNPay",
    IdempotencyKey: `affiliate-test-key-${String(++keySeq).padStart(4, "0")}`,
    ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
    CartDetails: [{ ProductSaleId: book.id, Quantity: quantity }],
    AffiliateCode: affiliate.toLowerCase(),
  });
  expect(res.status, res.body.errorMessage ?? "").toBe(200);
  return res.body.data;
}
async function pay(paymentUrl: string): Promise<void> {
  const url = new URL(paymentUrl);
  const res = await fetch(`${t.base}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payload: url.search.slice(1), choice: "pay", simulate: "00" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
}
const codeOf = (paymentUrl: string) => new URL(paymentUrl).searchParams.get("vnp_TxnRef")!;

describe("GET /api/User/UserAffiliate", () => {
  it("401 without a bearer; 400 for page 0, -1, letters", async () => {
    expect((await api("GET", "/api/User/UserAffiliate", null)).status).toBe(401);
    for (const page of ["0", "-1", "abc"]) {
      const res = await api("GET", `/api/User/UserAffiliate?page=${page}`, lan);
      expect([res.status, res.body.errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    }
  });

  let code: string;
  it("creates the customer's code on the first visit, once: the second visit answers the same code", async () => {
    expect(db.select().from(affiliates).where(eq(affiliates.userId, 2)).all()).toHaveLength(0);
    const first = await api("GET", "/api/User/UserAffiliate", lan);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    code = first.body.data.code;
    expect(code).toMatch(/^CTV[A-Z0-9]{5}$/);
    expect(first.body).toMatchObject({
      totalPage: 1,
      data: {
        commissionPercent: 5,
        linkPath: `/gio-hang?affiliate=${code}`,
        totals: { referredOrders: 0, pendingAmount: 0, creditedAmount: 0, paidOutAmount: 0 },
        orders: [],
      },
    });
    const second = await api("GET", "/api/User/UserAffiliate", lan);
    expect(second.body.data.code).toBe(code);
    expect(db.select().from(affiliates).where(eq(affiliates.userId, 2)).all()).toHaveLength(1);
  });

  it("a collaborator who already owns a code (CTV2024) gets that one", async () => {
    const res = await api("GET", "/api/User/UserAffiliate", tuan);
    expect(res.body.data).toMatchObject({ code: "CTV2024", commissionPercent: 5 });
  });

  it("a drawn code that is taken (an affiliate's or a voucher's) is drawn again", () => {
    const owner = db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.inactive.email)).get()!; // has no code
    const drawn = ["CTV2024", "giam10", "CTVFREE9"];
    const row = ensureAffiliate(db, owner.id, () => drawn.shift()!);
    expect(row).toMatchObject({ code: "CTVFREE9", userId: owner.id, commissionPercent: 5 });
    expect(drawn).toEqual([]);
  });

  it("a guest's order with the code: pending with its estimated commission, then credited once paid (sandbox + IPN); totals", async () => {
    const url1 = await guestBuys(code, 2);
    const pending = await api("GET", "/api/User/UserAffiliate", lan);
    const base1 = book.salePrice * 2;
    expect(pending.body.data.orders).toEqual([
      {
        orderCode: codeOf(url1),
        createdAt: expect.any(String),
        status: "pending",
        baseAmount: base1,
        commission: Math.floor((base1 * 5) / 100),
        commissionStatus: "pending",
      },
    ]);
    expect(pending.body.data.totals).toEqual({
      referredOrders: 1,
      pendingAmount: Math.floor((base1 * 5) / 100),
      creditedAmount: 0,
      paidOutAmount: 0,
    });

    await pay(url1);
    const url2 = await guestBuys(code, 1);
    const after = await api("GET", "/api/User/UserAffiliate", lan);
    const base2 = book.salePrice;
    expect(after.body.data.orders.map((o: LooseJson) => [o.orderCode, o.status, o.commissionStatus, o.commission])).toEqual([
      [codeOf(url2), "pending", "pending", Math.floor((base2 * 5) / 100)],
      [codeOf(url1), "paid", "credited", Math.floor((base1 * 5) / 100)],
    ]);
    expect(after.body.data.totals).toEqual({
      referredOrders: 2,
      pendingAmount: Math.floor((base2 * 5) / 100),
      creditedAmount: Math.floor((base1 * 5) / 100),
      paidOutAmount: 0,
    });

    // Staff paid the first commission out; an order that failed unpaid leaves the list.
    const first = db
      .select()
      .from(orders)
      .where(eq(orders.code, codeOf(url1)))
      .get()!;
    db.update(affiliateCommissions).set({ status: "paid_out" }).where(eq(affiliateCommissions.orderId, first.id)).run();
    db.update(orders)
      .set({ status: "failed" })
      .where(eq(orders.code, codeOf(url2)))
      .run();
    const later = await api("GET", "/api/User/UserAffiliate", lan);
    expect(later.body.data.totals).toEqual({
      referredOrders: 1,
      pendingAmount: 0,
      creditedAmount: 0,
      paidOutAmount: Math.floor((base1 * 5) / 100),
    });
    expect(later.body.data.orders[0]).toMatchObject({ orderCode: codeOf(url1), commissionStatus: "paid_out" });
  });

  it("pages the referred orders 10 a page (newest first); a page past the last is empty", async () => {
    for (let i = 0; i < 10; i++) await guestBuys(code, 1);
    const p1 = await api("GET", "/api/User/UserAffiliate?page=1", lan);
    expect([p1.body.totalPage, p1.body.data.orders.length, p1.body.data.totals.referredOrders]).toEqual([2, 10, 11]);
    const p2 = await api("GET", "/api/User/UserAffiliate?page=2", lan);
    expect(p2.body.data.orders).toHaveLength(1);
    expect(p2.body.data.orders[0].commissionStatus).toBe("paid_out");
    expect((await api("GET", "/api/User/UserAffiliate?page=3", lan)).body.data.orders).toEqual([]);
  });
});
