/**
 * Orders of the reference upstream: creation at checkout (stock taken, codes re-validated and the
 * discount recorded, one transaction, idempotent by key), the status machine pending → paid | failed |
 * cancelled (stock given back on failed or cancelled; codes counted on paid), and the expiry of unpaid
 * orders (ORDER_TTL_MINUTES, default 15).
 *
 * Cash on delivery (ADR 0022): the order is placed `awaiting_delivery` — committed at once as a paid
 * order is (codes counted, sold counts, flash units, account cart emptied of its lines) because no
 * payment will confirm it online — and never expires; `markCodDelivered` records the money collected.
 *
 * Flash sale: checkout prices with the cart's pricing (./pricing.ts `priceCart`) at the checkout time: a line of an item of the flash sale running then with `remaining = quantity − sold`
 * ≥ the line quantity is charged the flash price, others the sale price. The charged price is stored
 * as the line's `unitPrice`, and the sale that priced it as `flashSaleId`; that item's `sold` grows by
 * the line quantity when the order is paid (`markOrderPaid`, once). Money is integer VND.
 * Source: spec §3 "Cart", §4, §7 "Order and cart", §2 /flashSale.
 */
import { randomInt } from "node:crypto";
import type { Db } from "../db/client";
import { MIN_DISCOUNTED_TOTAL } from "../constants";
import { ApiError } from "../errors";
import { addSold, returnStock, takeStock } from "../data/products";
import {
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderRowByCode,
  insertOrder,
  insertOrderLines,
  insertStatusHistory,
  markClosed,
  markCodDeliveredRow,
  markPaid,
  orderLinesOf,
  pendingOrderIdsExpiredBefore,
  type OrderLineRow,
  type OrderRow,
} from "../data/orders";
import { addFlashSold } from "../data/flash-sales";
import { insertQueuedShipment, orderWeightGrams } from "../data/shipments";
import { findCartOfUser, takeFromCartLine, updateCart, type CartChanges } from "../data/carts";
import { grantEbooksOfOrder } from "../data/ebooks";
import { grantCoursesOfOrder } from "../data/user-courses";
import type { Tx } from "../data/tx";
import type { RequestedLine } from "./cart";
import { assertNoCodeProblems, formatVnd, NO_CODES, recordPaidOrderPromotions, type CodeRequest } from "./discounts";
import { cartPromotions, priceCart } from "./pricing";
import { placeLine, requireCurrentWard } from "./locations";
import { formatGmt7 } from "../gateways/vnpay";
import type { InvoiceRequest } from "./invoices";
import { insertInvoiceRequest } from "../data/invoices";
import { assertCodPhone, assertPaymentMethodAvailable, type PaymentMethod } from "./payment-methods";

/** An order as stored (money integer VND, times ISO-8601 UTC). */
export type Order = OrderRow;
/** An order line as stored (unitPrice VND as charged). */
export type OrderLine = OrderLineRow;

export interface CheckoutInput {
  lines: RequestedLine[];
  name: string;
  phone: string;
  email: string;
  /** Street address; empty for digital-only orders. */
  address: string;
  wardId: number | null;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  userId?: number | null;
  ttlMinutes: number;
  /** The largest total (VND) paid cash on delivery: config COD_MAX_VND (default 3 000 000, its default). */
  codMaxVnd?: number;
  /**
   * Voucher, coupon and affiliate code (canonical, or null). Each is re-validated at checkout for this
   * customer (user id, else the e-mail): one that does not apply refuses the order.
   */
  codes?: CodeRequest;
  /** The VAT invoice the buyer asks for (ADR 0025), or null; issued once the order is paid (./invoices.ts). */
  invoice?: InvoiceRequest | null;
  /** Time of the checkout (flash sale prices, code validity, createdAt, expiresAt); default now. */
  now?: Date;
}

/** The history note of an order failed by the expiry of its hold. */
export const EXPIRED_NOTE = "Hết hạn thanh toán";

/** "DH" + the Vietnam (GMT+7) calendar date yyMMdd + 6 random digits, e.g. "DH261122-004217". */
function orderCode(now: Date): string {
  const ymd = formatGmt7(now).slice(2, 8);
  return `DH${ymd}-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/**
 * Creates a pending order from `input`, taking the stock of its printed lines, in one transaction.
 * Lines are priced at `input.now` like the cart (flash price for a running flash sale's item with
 * enough remaining units, else the sale price); each order line stores the charged `unitPrice` (VND)
 * and the `flashSaleId` that priced it (null at the sale price).
 * A second call with the same idempotency key returns the first order unchanged (`created: false`,
 * codes not re-checked).
 * The order records its codes and discount (voucher + coupon, VND; ./discounts.ts) and
 * total = subTotal − discount + shippingFee (the shipping fee is priced on the subtotal before
 * discount and never discounted). Codes are only counted (usedCount, affiliate commission) when the
 * order is paid (`markOrderPaid`).
 * A COD order (ADR 0022) is created `awaiting_delivery` and committed at once (`commitOrder`); its
 * `expiresAt` equals `createdAt` and means nothing (no payment deadline). Any other method: `pending`
 * until its payment or `expiresAt` (now + ttlMinutes).
 * @throws ApiError 400 when the cart is empty, a line is unavailable, the address is missing/unknown,
 *   a code does not apply (its message, `data.codeProblems`), a discounted total is under
 *   MIN_DISCOUNTED_TOTAL, the method cannot pay this cart (PAYMENT_METHOD_UNAVAILABLE, ./payment-methods.ts)
 *   or a COD order has no phone (VALIDATION_FAILED, field Phone). Nothing is created then.
 */
export function createOrder(db: Db, input: CheckoutInput): { order: Order; created: boolean } {
  return db.transaction((tx) => {
    const existing = findOrderByIdempotencyKey(tx, input.idempotencyKey);
    if (existing) return { order: existing, created: false };

    const now = input.now ?? new Date();
    // The cart's own pricing (./pricing.ts), inside this transaction.
    const cart = priceCart(tx, input.lines, input.wardId, { now });
    const { lines, problems, totals } = cart;
    if (problems.length) throw new ApiError(400, "LINES_UNAVAILABLE", problems.map((p) => p.message).join("; "), { problems });
    if (!lines.length) throw new ApiError(400, "CART_EMPTY", "Giỏ hàng trống");

    let fullAddress = "";
    if (!totals.isOnlyDigital) {
      const ward = cart.ward;
      if (!ward || !input.address.trim()) throw new ApiError(400, "ADDRESS_REQUIRED", "Vui lòng nhập đầy đủ địa chỉ giao hàng");
      if (input.wardId) requireCurrentWard(tx, input.wardId); // a new order ships to the 2025 map only
      fullAddress = `${input.address.trim()}, ${placeLine(ward)}`;
    }
    const fee = cart.shippingFee;

    const codes = input.codes ?? NO_CODES;
    const customer = input.userId != null ? { userId: input.userId } : { email: input.email };
    const promotions = cartPromotions(tx, cart, codes, { now, customer });
    assertNoCodeProblems(promotions);
    const discount = promotions.discount;
    const total = totals.subTotal - discount + fee;
    if (discount > 0 && total < MIN_DISCOUNTED_TOTAL) {
      throw new ApiError(
        400,
        "ORDER_TOTAL_TOO_LOW",
        `Giá trị đơn hàng sau khi giảm giá phải từ ${formatVnd(MIN_DISCOUNTED_TOTAL)} để thanh toán trực tuyến`,
      );
    }
    const method = input.paymentMethod;
    assertPaymentMethodAvailable(
      method,
      { lineCount: lines.length, hasDigital: lines.some((l) => l.isDigital), total },
      {
        COD_MAX_VND: input.codMaxVnd ?? 3_000_000,
      },
    );
    assertCodPhone(method, input.phone);
    const cod = method === "COD";

    for (const line of lines) {
      if (line.isDigital) continue;
      if (!takeStock(tx, line.productSaleId, line.quantity)) throw new ApiError(409, "OUT_OF_STOCK", `“${line.name}” không còn đủ hàng`);
    }

    const order = insertOrder(tx, {
      code: orderCode(now),
      userId: input.userId ?? null,
      paymentMethod: method,
      status: cod ? "awaiting_delivery" : "pending",
      idempotencyKey: input.idempotencyKey,
      customerName: input.name.trim(),
      phone: input.phone,
      email: input.email.trim(),
      address: totals.isOnlyDigital ? "" : input.address.trim(),
      wardId: totals.isOnlyDigital ? null : input.wardId,
      fullAddress,
      isOnlyDigital: totals.isOnlyDigital,
      subTotal: totals.subTotal,
      discount,
      shippingFee: fee,
      total,
      voucherCode: promotions.voucher?.code ?? null,
      couponCode: promotions.coupon?.code ?? null,
      affiliateCode: promotions.affiliateCode,
      createdAt: now.toISOString(),
      expiresAt: cod ? now.toISOString() : new Date(now.getTime() + input.ttlMinutes * 60_000).toISOString(),
    });
    insertOrderLines(
      tx,
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productSaleId,
        name: l.name,
        isDigital: l.isDigital,
        unitPrice: l.salePrice,
        quantity: l.quantity,
        flashSaleId: cart.flashSaleIdOf.get(l.productSaleId) ?? null,
      })),
    );
    if (input.invoice) insertInvoiceRequest(tx, { orderId: order.id, ...input.invoice, createdAt: now.toISOString() });
    if (cod) {
      insertStatusHistory(tx, order.id, "awaiting_delivery", "Đặt hàng, thanh toán khi nhận hàng (COD)", order.createdAt);
      commitOrder(tx, order, now);
    } else {
      const note = method === "VietQR" ? "Đặt hàng, chờ chuyển khoản" : "Đặt hàng, chờ thanh toán";
      insertStatusHistory(tx, order.id, "pending", note, order.createdAt);
    }
    return { order, created: true };
  });
}

/** Order by id with its lines, or null. */
export function findOrder(db: Db, id: number): (Order & { lines: OrderLine[] }) | null {
  const order = findOrderById(db, id);
  if (!order) return null;
  return { ...order, lines: orderLinesOf(db, id) };
}

/** Order by its code (the gateways' merchant reference), or null. */
export function findOrderByCode(db: Db | Tx, code: string): Order | null {
  return findOrderRowByCode(db, code);
}

/**
 * pending → paid, inside the caller's transaction. Returns false (and changes nothing) when the
 * order is no longer pending.
 *
 * An account order (userId set) also takes what it bought out of that user's cart (spec §7 account
 * cart): each ordered product's cart line loses the ordered quantity and is deleted at 0 or below,
 * and the voucher and coupon the order used leave the cart (the affiliate code stays).
 * The cart is not touched at checkout, so a cancelled or failed payment keeps it; copies added to the
 * cart while paying are kept.
 *
 * The order's codes are counted here, once (./discounts.ts `recordPaidOrderPromotions`): usedCount + 1
 * of its voucher and coupon, and the affiliate's commission. So are its flash sale units: each line
 * priced by a flash sale (`flashSaleId`) adds its quantity to that sale item's `sold` (not capped;
 * `currentFlashSale` caps what it shows).
 */
export function markOrderPaid(tx: Db | Tx, orderId: number, at = new Date()): boolean {
  if (markPaid(tx, orderId, at.toISOString()) !== 1) return false;
  // Read after the status change: the row the promotions, grants and cart clean-up work from.
  const order = findOrderById(tx, orderId)!;
  insertStatusHistory(tx, orderId, "paid", `Thanh toán thành công qua ${order.paymentMethod}`, at.toISOString());
  commitOrder(tx, order, at);
  return true;
}

/**
 * What an order's purchase commits, once (a paid order when paid; a COD order when placed): sold
 * counts and flash-sale units, its codes' use and affiliate commission, ebook and course grants, and
 * the bought quantities and used codes out of the account cart. See `markOrderPaid`.
 */
function commitOrder(tx: Db | Tx, order: Order, at: Date): void {
  const lines = orderLinesOf(tx, order.id);
  for (const line of lines) {
    addSold(tx, line.productId, line.quantity);
    if (line.flashSaleId !== null) addFlashSold(tx, line.flashSaleId, line.productId, line.quantity);
  }
  recordPaidOrderPromotions(tx, order, at);
  grantEbooksOfOrder(tx, order, at); // the paid ebooks join the customer's library
  grantCoursesOfOrder(tx, order, at); // and the courses its books sell (ADR 0013)
  // Printed lines leave by carrier: the shipment is queued here, created over HTTP after the commit (ADR 0026).
  if (!order.isOnlyDigital) {
    insertQueuedShipment(tx, {
      orderId: order.id,
      carrier: "GHN",
      weightGrams: orderWeightGrams(tx, order.id),
      codAmount: order.paymentMethod === "COD" ? order.total : 0,
      at: at.toISOString(),
    });
  }
  const cart = order.userId ? findCartOfUser(tx, order.userId) : null;
  if (cart) {
    for (const line of lines) takeFromCartLine(tx, cart.id, line.productId, line.quantity);
    const used: CartChanges = {};
    if (order.voucherCode && cart.voucherCode === order.voucherCode) used.voucherCode = null;
    if (order.couponCode && cart.couponCode === order.couponCode) used.couponCode = null;
    if (Object.keys(used).length) updateCart(tx, cart.id, used);
  }
}

/**
 * Records that the carrier delivered a cash-on-delivery order and collected its total (ADR 0022):
 * `awaiting_delivery | shipping → delivered` with `paidAt` = `at`, and a history row "Đã giao hàng,
 * đã thu tiền (COD)", in one transaction. Everything else was committed when the order was placed.
 * Returns false (and changes nothing) for a missing order, another method, an order already paid or
 * in any other state (cancelled …); so a repeated report changes nothing.
 */
export function markCodDelivered(db: Db, orderId: number, at = new Date()): boolean {
  return db.transaction((tx) => {
    if (markCodDeliveredRow(tx, orderId, at.toISOString()) !== 1) return false;
    insertStatusHistory(tx, orderId, "delivered", "Đã giao hàng, đã thu tiền (COD)", at.toISOString());
    return true;
  });
}

/**
 * pending → failed | cancelled, giving the stock of printed lines back, inside the caller's
 * transaction, with a status history row (`note`, default "Thanh toán không thành công" /
 * "Đơn hàng đã hủy"). Returns false (and changes nothing) when the order is no longer pending.
 */
export function closeOrder(tx: Db | Tx, orderId: number, status: "failed" | "cancelled", at = new Date(), note?: string): boolean {
  if (markClosed(tx, orderId, status, at.toISOString()) !== 1) return false;
  for (const line of orderLinesOf(tx, orderId)) {
    if (line.isDigital) continue;
    returnStock(tx, line.productId, line.quantity);
  }
  const defaultNote = status === "failed" ? "Thanh toán không thành công" : "Đơn hàng đã hủy";
  insertStatusHistory(tx, orderId, status, note ?? defaultNote, at.toISOString());
  return true;
}

/** Fails every pending order past its `expiresAt`, giving its stock back (history note "Hết hạn thanh toán"). Returns how many. */
export function expireOrders(db: Db, now = new Date()): number {
  return db.transaction((tx) => {
    const due = pendingOrderIdsExpiredBefore(tx, now.toISOString());
    return due.filter((id) => closeOrder(tx, id, "failed", now, EXPIRED_NOTE)).length;
  });
}

/** Runs `expireOrders` every minute; returns a function that stops it. */
export function startOrderExpiry(db: Db, everyMs = 60_000): () => void {
  const timer = setInterval(() => expireOrders(db), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
