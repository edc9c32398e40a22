import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/client";
import { orders, products } from "../db/schema";
import { seedDatabase } from "../seed";
import { closeOrder, createOrder, expireOrders, markOrderPaid } from "./orders";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:", seedDatabase);
});

const stockOf = (id: number) => db.select({ stock: products.stock }).from(products).where(eq(products.id, id)).get()!.stock;
const statusOf = (id: number) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get()!.status;
/** A Hà Nội ward of the 2025 map (Phường Ba Đình, NSO code 00004). */
const WARD = 100_004;

function place(key: string, quantity = 2) {
  return createOrder(db, {
    lines: [{ productSaleId: 1, quantity }],
    name: "Trần Minh Khoa",
    phone: "0987654321",
    email: "khoa@example.com",
    address: "16 Hàng Chuối",
    wardId: WARD,
    paymentMethod: "VNPay",
    idempotencyKey: key,
    ttlMinutes: 15,
  });
}

describe("stock reservation of orders", () => {
  it("takes the stock at checkout, once per idempotency key", () => {
    const before = stockOf(1);
    const first = place("key-aaaaaaaaaaaaaaaa");
    const again = place("key-aaaaaaaaaaaaaaaa");
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.order.id).toBe(first.order.id);
    expect(stockOf(1)).toBe(before - 2);
  });

  it("gives the stock back when an unpaid order expires after 15 minutes, and not before", () => {
    const before = stockOf(1);
    const { order } = place("key-bbbbbbbbbbbbbbbb");
    const created = new Date(order.createdAt).getTime();
    expect(expireOrders(db, new Date(created + 14 * 60_000))).toBe(0);
    expect(statusOf(order.id)).toBe("pending");
    expect(expireOrders(db, new Date(created + 16 * 60_000))).toBe(1);
    expect(statusOf(order.id)).toBe("failed");
    expect(stockOf(1)).toBe(before);
    // Expiring again changes nothing.
    expect(expireOrders(db, new Date(created + 60 * 60_000))).toBe(0);
    expect(stockOf(1)).toBe(before);
  });

  it("never expires or re-opens a paid order; a closed order cannot be paid", () => {
    const paid = place("key-cccccccccccccccc").order;
    expect(markOrderPaid(db, paid.id)).toBe(true);
    expect(expireOrders(db, new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(statusOf(paid.id)).toBe("paid");
    const cancelled = place("key-dddddddddddddddd").order;
    expect(closeOrder(db, cancelled.id, "cancelled")).toBe(true);
    expect(markOrderPaid(db, cancelled.id)).toBe(false);
    expect(statusOf(cancelled.id)).toBe("cancelled");
  });
});
