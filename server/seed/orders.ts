/**
 * The demo customer's orders (docs/ui-contract.md "Seeded demo data": at least one paid and
 * one pending order and a paid ebook): one order in each state the account pages show, with a
 * realistic status history (Vietnamese notes), lines of seeded printed books and one ebook, the
 * voucher GIAM10 on the delivered order, the ebook's grant row, and a refund request on the cancelled
 * paid order. ADR 0012 states.
 *
 * Times are relative to the moment the database is seeded (the first start), so the list looks recent
 * and the pending order stays payable: its hold lasts PENDING_HOLD_DAYS (then the expiry timer fails
 * it, and it can be paid again for 24 h). The failed order failed 5 h before the seeding, so
 * `Thanh toán lại` works on it during the first day. Ids are fixed ({@link ORDER_SEED_FACTS}).
 *
 * What the orders did to the catalogue is applied too, as the live code would have: stock taken by
 * the pending, paid, shipping and delivered orders (the failed and cancelled ones gave theirs back),
 * `soldCount` of the paid ones, and GIAM10's `usedCount` (+1). Money is integer VND.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { discountCodes, orderLines, orderStatusHistory, orders, products, refundRequests, userDigitalProducts } from "../db/schema";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE_BY_REGION } from "../constants";
import { resolveWard } from "../data/locations";
import { placeLine } from "../domain/locations";
import { DEMO_ACCOUNTS, DEMO_VOUCHER_CODE } from "./accounts";
import { getCatalog } from "./catalog";

/** How long the seeded pending order holds its stock after the seeding, days. */
const PENDING_HOLD_DAYS = 7;

/** Ids of the seeded orders and of their products, for tests and demos. */
export const ORDER_SEED_FACTS = Object.freeze({
  /** The demo customer (user id 2, {@link DEMO_ACCOUNTS}.customer). */
  customerId: 2,
  deliveredOrderId: 1,
  /** Paid, digital only: the ebook {@link ORDER_SEED_FACTS.ebookProductId}, granted. */
  ebookOrderId: 2,
  shippingOrderId: 3,
  /** Paid, then cancelled by the customer: refund requested. */
  cancelledOrderId: 4,
  /** Failed (hold expired) 5 h before the seeding: payable again for 19 h more. */
  failedOrderId: 5,
  /** Pending, its hold lasting 7 days after the seeding. */
  pendingOrderId: 6,
  /** The paid ebook (the catalogue's second digital product). */
  ebookProductId: 93,
  /** Paid: the main book of course 1, which grants the course (./user-courses.ts). */
  courseOrderId: 7,
  /** The book that sells course 1 (its `product_courses` position 1). */
  courseProductId: 13,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SeedOrder {
  id: number;
  status: (typeof orders.$inferSelect)["status"];
  /** Offset of the checkout from the seeding, ms (negative = before). */
  at: number;
  lines: [productId: number, quantity: number][];
  voucher?: boolean;
  paymentMethod: "VNPay" | "ePay";
  /** History after the checkout row: status, note, offset from the checkout (ms). */
  history: [status: (typeof orders.$inferSelect)["status"], note: string, after: number][];
  cancelReason?: string;
}

const PLAN: SeedOrder[] = [
  {
    id: ORDER_SEED_FACTS.deliveredOrderId,
    status: "delivered",
    at: -20 * DAY,
    lines: [
      [346, 1],
      [343, 1],
    ],
    voucher: true,
    paymentMethod: "VNPay",
    history: [
      ["paid", "Thanh toán thành công qua VNPay", 3 * MINUTE],
      ["shipping", "Đã bàn giao cho đơn vị vận chuyển (Giao hàng nhanh)", 20 * HOUR],
      ["delivered", "Giao hàng thành công, người nhận: Nguyễn Thị Lan", 3 * DAY + 4 * HOUR],
    ],
  },
  {
    id: ORDER_SEED_FACTS.ebookOrderId,
    status: "paid",
    at: -6 * DAY,
    lines: [[ORDER_SEED_FACTS.ebookProductId, 1]],
    paymentMethod: "VNPay",
    history: [["paid", "Thanh toán thành công qua VNPay", 2 * MINUTE]],
  },
  {
    id: ORDER_SEED_FACTS.shippingOrderId,
    status: "shipping",
    at: -3 * DAY,
    lines: [[340, 2]],
    paymentMethod: "ePay",
    history: [
      ["paid", "Thanh toán thành công qua ePay", 5 * MINUTE],
      ["shipping", "Đã bàn giao cho đơn vị vận chuyển (Viettel Post)", 26 * HOUR],
    ],
  },
  {
    id: ORDER_SEED_FACTS.cancelledOrderId,
    status: "cancelled",
    at: -9 * DAY,
    lines: [[344, 1]],
    paymentMethod: "VNPay",
    cancelReason: "Đặt nhầm, tôi cần bản tái bản mới hơn",
    history: [
      ["paid", "Thanh toán thành công qua VNPay", 4 * MINUTE],
      ["cancelled", "Khách hủy đơn: Đặt nhầm, tôi cần bản tái bản mới hơn", 2 * HOUR],
    ],
  },
  {
    id: ORDER_SEED_FACTS.failedOrderId,
    status: "failed",
    at: -5 * HOUR - 15 * MINUTE,
    lines: [[345, 1]],
    paymentMethod: "VNPay",
    history: [["failed", "Hết hạn thanh toán", 15 * MINUTE]],
  },
  {
    id: ORDER_SEED_FACTS.pendingOrderId,
    status: "pending",
    at: -10 * MINUTE,
    lines: [
      [337, 1],
      [342, 1],
    ],
    paymentMethod: "VNPay",
    history: [],
  },
  {
    id: ORDER_SEED_FACTS.courseOrderId,
    status: "paid",
    at: -2 * DAY,
    lines: [[ORDER_SEED_FACTS.courseProductId, 1]],
    paymentMethod: "VNPay",
    history: [["paid", "Thanh toán thành công qua VNPay", 3 * MINUTE]],
  },
];

/** "DH" + the Vietnam date yyMMdd of `at` + "-9000" + the id (the live codes have 6 random digits). */
function seedCode(at: Date, id: number): string {
  const ymd = new Date(at.getTime() + 7 * HOUR).toISOString().slice(2, 10).replace(/-/g, "");
  return `DH${ymd}-${String(900_000 + id)}`;
}

/** Inserts the demo customer's orders (ids of {@link ORDER_SEED_FACTS}) at `now`; see the module docstring. */
export function seedDemoOrders(db: Db, now = new Date()): void {
  const byId = new Map(getCatalog().products.map((p) => [p.id, p]));
  const customer = DEMO_ACCOUNTS.customer;
  const street = "Số 12, ngõ 165 Cầu Giấy";
  const wardId = 166;
  const ward = resolveWard(db, wardId);
  if (!ward) throw new Error("seed orders: ward 166 is missing");
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();

  for (const o of PLAN) {
    const lines = o.lines.map(([id, quantity]) => {
      const p = byId.get(id);
      if (!p) throw new Error(`seed orders: product ${id} is missing`);
      return { product: p, quantity };
    });
    const isOnlyDigital = lines.every((l) => l.product.isDigital);
    const subTotal = lines.reduce((s, l) => s + l.product.salePrice * l.quantity, 0);
    const discount = o.voucher ? Math.min(50_000, Math.floor(subTotal / 10)) : 0;
    const shippingFee = isOnlyDigital || subTotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE_BY_REGION[ward.region];
    const createdAt = iso(o.at);
    const paid = o.history.find((h) => h.at(0) === "paid");
    const closing = o.history.find((h) => h.at(0) === "failed" || h.at(0) === "cancelled");
    db.insert(orders)
      .values({
        id: o.id,
        code: seedCode(new Date(createdAt), o.id),
        userId: ORDER_SEED_FACTS.customerId,
        status: o.status,
        paymentMethod: o.paymentMethod,
        idempotencyKey: `seed-demo-order-${String(o.id).padStart(4, "0")}`,
        customerName: "Nguyễn Thị Lan",
        phone: "0912345678",
        email: customer.email,
        address: isOnlyDigital ? "" : street,
        wardId: isOnlyDigital ? null : wardId,
        fullAddress: isOnlyDigital ? "" : `${street}, ${placeLine(ward)}`,
        isOnlyDigital,
        subTotal,
        discount,
        shippingFee,
        total: subTotal - discount + shippingFee,
        voucherCode: o.voucher ? DEMO_VOUCHER_CODE : null,
        createdAt,
        expiresAt: o.status === "pending" ? iso(PENDING_HOLD_DAYS * DAY) : iso(o.at + 15 * MINUTE),
        paidAt: paid ? iso(o.at + paid[2]) : null,
        closedAt: closing ? iso(o.at + closing[2]) : null,
        cancelReason: o.cancelReason ?? null,
      })
      .run();
    db.insert(orderLines)
      .values(
        lines.map((l) => ({
          orderId: o.id,
          productId: l.product.id,
          name: l.product.name,
          isDigital: l.product.isDigital ?? false,
          unitPrice: l.product.salePrice,
          quantity: l.quantity,
        })),
      )
      .run();
    db.insert(orderStatusHistory)
      .values([
        { orderId: o.id, status: "pending" as const, note: "Đặt hàng, chờ thanh toán", at: createdAt },
        ...o.history.map(([status, note, after]) => ({ orderId: o.id, status, note, at: iso(o.at + after) })),
      ])
      .run();

    const holdsStock = o.status !== "failed" && o.status !== "cancelled";
    const counted = o.status === "paid" || o.status === "shipping" || o.status === "delivered";
    for (const l of lines) {
      if (holdsStock && !l.product.isDigital)
        db.update(products)
          .set({ stock: sql`${products.stock} - ${l.quantity}` })
          .where(eq(products.id, l.product.id))
          .run();
      if (counted)
        db.update(products)
          .set({ soldCount: sql`${products.soldCount} + ${l.quantity}` })
          .where(eq(products.id, l.product.id))
          .run();
      if (counted && l.product.isDigital && paid)
        db.insert(userDigitalProducts)
          .values({ userId: ORDER_SEED_FACTS.customerId, productId: l.product.id, orderId: o.id, grantedAt: iso(o.at + paid[2]) })
          .run();
    }
    if (o.voucher && counted)
      db.update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(eq(discountCodes.code, DEMO_VOUCHER_CODE))
        .run();
    if (o.status === "cancelled" && paid && closing)
      db.insert(refundRequests)
        .values({ orderId: o.id, amount: subTotal - discount + shippingFee, status: "requested", createdAt: iso(o.at + closing[2]) })
        .run();
  }
}
