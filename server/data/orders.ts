/**
 * Data access of orders (ADR 0012): the rows a checkout writes (order, lines, first history row), the
 * guarded status changes of the payment state machine (pending → paid | failed | cancelled, reopening),
 * the look-ups by id, code and idempotency key, the pending orders past their hold, the paged and
 * filtered list of one user's orders, the parts of an order's detail (lines with covers, history,
 * refund), and the single-row updates of a cancellation's give-back (code usage, affiliate commission,
 * flash sale units, sold count, ebook grants, refund request). Every function runs inside the handle it
 * is given (the domain opens the transactions and decides). Money is integer VND; times ISO-8601 UTC strings.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  affiliateCommissions,
  paymentEvents,
  discountCodes,
  flashSaleItems,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  refundRequests,
  userDigitalProducts,
} from "../db/schema";
import type { ORDER_STATUSES } from "../constants";
import type { DbOrTx } from "./tx";

type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An `orders` row (money integer VND, times ISO-8601 UTC). */
export type OrderRow = typeof orders.$inferSelect;

/** Appends one row to an order's status history (ADR 0012: in the transaction of the change). */
export function insertStatusHistory(db: DbOrTx, orderId: number, status: OrderStatus, note: string, at: string): void {
  db.insert(orderStatusHistory).values({ orderId, status, note, at }).run();
}

/** Filters of a customer's order list; `fromUtc` inclusive, `toUtc` exclusive (ISO-8601 UTC). */
export interface OrderListFilter {
  userId: number;
  status?: OrderStatus | undefined;
  fromUtc?: string | undefined;
  toUtc?: string | undefined;
  /** Order code fragment, matched case-insensitively anywhere in the code (LIKE with `%`/`_` escaped). */
  q?: string | undefined;
}

/** One row of the list: the order with its item count and first line's name. */
export type OrderListRow = OrderRow & { itemCount: number; firstItemName: string };

/** `%`, `_` and `\` escaped for a LIKE pattern with `ESCAPE '\'`. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a user's orders, newest first (then highest id), with the number of matching orders. */
export function listUserOrders(db: DbOrTx, filter: OrderListFilter, page: number, pageSize: number): { rows: OrderListRow[]; total: number } {
  const where: SQL[] = [eq(orders.userId, filter.userId)];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.fromUtc) where.push(gte(orders.createdAt, filter.fromUtc));
  if (filter.toUtc) where.push(lt(orders.createdAt, filter.toUtc));
  if (filter.q) where.push(sql`upper(${orders.code}) LIKE ${`%${escapeLike(filter.q.toUpperCase())}%`} ESCAPE '\\'`);
  const cond = and(...where);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(cond)
      .get()?.n ?? 0;
  const rows = db
    .select()
    .from(orders)
    .where(cond)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const out = rows.map((o) => {
    const lines = db.select({ name: orderLines.name, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)).all();
    return { ...o, itemCount: lines.reduce((n, l) => n + l.quantity, 0), firstItemName: lines[0]?.name ?? "" };
  });
  return { rows: out, total };
}

/** An order by id when it belongs to `userId`, else null (missing and foreign look the same). */
export function findUserOrder(db: DbOrTx, userId: number, orderId: number): OrderRow | null {
  return (
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .get() ?? null
  );
}

/** An order's lines in checkout order, with the product's cover file. */
export function orderLinesWithCovers(db: DbOrTx, orderId: number) {
  return db
    .select({ line: orderLines, coverFile: products.coverFile })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .all();
}

/** An order's status history, oldest first. */
export function statusHistoryOf(db: DbOrTx, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
    .all();
}

/** An order's refund request, or null. */
export function refundOf(db: DbOrTx, orderId: number) {
  return (
    db
      .select({ amount: refundRequests.amount, status: refundRequests.status, createdAt: refundRequests.createdAt })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, orderId))
      .get() ?? null
  );
}

/** Name and arithmetic of a discount code (the order detail shows and splits its codes), or null. */
export function discountCodeOf(db: DbOrTx, code: string) {
  return (
    db
      .select({ name: discountCodes.name, type: discountCodes.type, value: discountCodes.value, maxDiscount: discountCodes.maxDiscount })
      .from(discountCodes)
      .where(eq(discountCodes.code, code))
      .get() ?? null
  );
}

/**
 * The guarded status change of a cancellation: `pending|paid|awaiting_delivery → cancelled` with
 * `closedAt` and the reason. Returns the number of rows changed (0 when another request changed the
 * order first).
 */
export function markCancelled(
  db: DbOrTx,
  orderId: number,
  from: "pending" | "paid" | "awaiting_delivery",
  reason: string | null,
  at: string,
): number {
  return db
    .update(orders)
    .set({ status: "cancelled", closedAt: at, cancelReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .run().changes;
}

/** The guarded reopening of a failed order: `failed → pending` with a new `expiresAt`. Rows changed (0 or 1). */
export function markReopened(db: DbOrTx, orderId: number, expiresAt: string): number {
  return db
    .update(orders)
    .set({ status: "pending", closedAt: null, expiresAt })
    .where(and(eq(orders.id, orderId), eq(orders.status, "failed")))
    .run().changes;
}

/** `usedCount − 1` of a code (never below 0): a paid order that used it was cancelled. */
export function releaseCodeUse(db: DbOrTx, code: string): void {
  db.update(discountCodes)
    .set({ usedCount: sql`max(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.code, code))
    .run();
}

/** The affiliate commission of an order → `cancelled` (only one still credited: paid out stays). */
export function cancelCommission(db: DbOrTx, orderId: number): void {
  db.update(affiliateCommissions)
    .set({ status: "cancelled" })
    .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.status, "credited")))
    .run();
}

/** Gives `quantity` flash-sale units back to a sale item's `sold` (never below 0). */
export function returnFlashSold(db: DbOrTx, flashSaleId: number, productId: number, quantity: number): void {
  db.update(flashSaleItems)
    .set({ sold: sql`max(${flashSaleItems.sold} - ${quantity}, 0)` })
    .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.productId, productId)))
    .run();
}

/** Takes `quantity` off a product's sold count (never below 0). */
export function removeSold(db: DbOrTx, productId: number, quantity: number): void {
  db.update(products)
    .set({ soldCount: sql`max(${products.soldCount} - ${quantity}, 0)` })
    .where(eq(products.id, productId))
    .run();
}

/** Revokes the ebook grants of an order that are still active. */
export function revokeGrantsOfOrder(db: DbOrTx, orderId: number, at: string): void {
  db.update(userDigitalProducts)
    .set({ revokedAt: at })
    .where(and(eq(userDigitalProducts.orderId, orderId), isNull(userDigitalProducts.revokedAt)))
    .run();
}

/** Records the refund request of a cancelled paid order (status `requested`). */
export function insertRefundRequest(db: DbOrTx, orderId: number, amount: number, at: string): void {
  db.insert(refundRequests).values({ orderId, amount, status: "requested", createdAt: at }).onConflictDoNothing().run();
}

/** Switches an order's gateway (a repeated payment by another method). */
export function setPaymentMethod(db: DbOrTx, orderId: number, paymentMethod: OrderRow["paymentMethod"]): void {
  db.update(orders).set({ paymentMethod }).where(eq(orders.id, orderId)).run();
}

/** An `order_lines` row (unitPrice VND as charged, `flashSaleId` of the sale that priced it or null). */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** The columns a checkout writes on a new order (the rest take their defaults: status pending …). */
export type NewOrder = typeof orders.$inferInsert;
/** The columns of a new order line. */
export type NewOrderLine = typeof orderLines.$inferInsert;

/** The order created with `idempotencyKey`, or null. */
export function findOrderByIdempotencyKey(db: DbOrTx, idempotencyKey: string): OrderRow | null {
  return db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).get() ?? null;
}

/** Inserts an order and returns its row (id, defaults). */
export function insertOrder(db: DbOrTx, values: NewOrder): OrderRow {
  return db.insert(orders).values(values).returning().get();
}

/** Inserts an order's lines (at least one). */
export function insertOrderLines(db: DbOrTx, lines: NewOrderLine[]): void {
  db.insert(orderLines).values(lines).run();
}

/** Order `id`, or null. */
export function findOrderById(db: DbOrTx, id: number): OrderRow | null {
  return db.select().from(orders).where(eq(orders.id, id)).get() ?? null;
}

/** Order by its code (the gateways' merchant reference), or null. */
export function findOrderRowByCode(db: DbOrTx, code: string): OrderRow | null {
  return db.select().from(orders).where(eq(orders.code, code)).get() ?? null;
}

/** The lines of order `orderId` (insertion order). */
export function orderLinesOf(db: DbOrTx, orderId: number): OrderLineRow[] {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).all();
}

/** The guarded payment: `pending → paid` with `paidAt`. Rows changed (0 when no longer pending). */
export function markPaid(db: DbOrTx, orderId: number, at: string): number {
  return db
    .update(orders)
    .set({ status: "paid", paidAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .run().changes;
}

/** The guarded closing of an unpaid order: `pending → failed | cancelled` with `closedAt`. Rows changed (0 or 1). */
export function markClosed(db: DbOrTx, orderId: number, status: "failed" | "cancelled", at: string): number {
  return db
    .update(orders)
    .set({ status, closedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .run().changes;
}

/**
 * The guarded delivery of a cash-on-delivery order: `awaiting_delivery|shipping → delivered` with
 * `paidAt` (the carrier collected the money), only for a COD order not paid yet. Rows changed (0 or 1).
 */
export function markCodDeliveredRow(db: DbOrTx, orderId: number, at: string): number {
  return db
    .update(orders)
    .set({ status: "delivered", paidAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, "COD"),
        isNull(orders.paidAt),
        inArray(orders.status, ["awaiting_delivery", "shipping"]),
      ),
    )
    .run().changes;
}

/** Ids of the pending orders whose `expiresAt` is before `at`. */
export function pendingOrderIdsExpiredBefore(db: DbOrTx, at: string): number[] {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.expiresAt, at)))
    .all()
    .map((o) => o.id);
}

/** Moves a pending order's `expiresAt` (the hold of its stock); nothing when it is no longer pending. */
export function setPendingExpiry(db: DbOrTx, orderId: number, expiresAt: string): void {
  db.update(orders)
    .set({ expiresAt })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .run();
}

/** One gateway notification as recorded (`payment_events`): amount VND, `raw` the JSON of its parameters. */
export interface PaymentEventValues {
  orderId: number;
  gateway: "VNPay" | "ePay" | "MoMo";
  responseCode: string;
  transactionNo: string | null;
  amount: number;
  outcome: "paid" | "failed" | "pending" | "ignored";
  raw: string;
  createdAt: string;
}

/**
 * Whether a notification of `gateway` with transaction `transactionNo` was already acted on (outcome
 * paid, failed or pending): a repeated notification (MoMo retries its IPN) must change nothing.
 */
export function hasPaymentEvent(db: DbOrTx, gateway: PaymentEventValues["gateway"], transactionNo: string): boolean {
  return (
    db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.gateway, gateway),
          eq(paymentEvents.transactionNo, transactionNo),
          inArray(paymentEvents.outcome, ["paid", "failed", "pending"]),
        ),
      )
      .get() !== undefined
  );
}

/** Appends one row to `payment_events` (one per verified gateway call). */
export function insertPaymentEvent(db: DbOrTx, values: PaymentEventValues): void {
  db.insert(paymentEvents).values(values).run();
}
