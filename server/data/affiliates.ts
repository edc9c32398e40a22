/**
 * Data access of a customer's own affiliate code and the orders it referred (`affiliates`, `orders`
 * by `affiliate_code`, `affiliate_commissions`; the affiliate dashboard). Money integer VND,
 * times ISO-8601 UTC.
 */
import { and, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { affiliateCommissions, affiliates, discountCodes, orders, users } from "../db/schema";
import type { DbOrTx } from "./tx";

/** An affiliate row. */
export type AffiliateRow = typeof affiliates.$inferSelect;

/** User `userId`'s affiliate code (the first one when staff gave several), or null. */
export function affiliateOfUser(db: DbOrTx, userId: number): AffiliateRow | null {
  return db.select().from(affiliates).where(eq(affiliates.userId, userId)).orderBy(affiliates.id).limit(1).get() ?? null;
}

/** An affiliate code as the checkout reads it: the row's facts and its owner's e-mail. */
export interface AffiliateWithOwner {
  id: number;
  code: string;
  userId: number;
  isActive: boolean;
  commissionPercent: number;
  ownerEmail: string;
}

/** The affiliate with `code` (case-insensitive) and its owner's e-mail, or null. */
export function affiliateByCode(db: DbOrTx, code: string): AffiliateWithOwner | null {
  const row = db
    .select({
      id: affiliates.id,
      code: affiliates.code,
      userId: affiliates.userId,
      isActive: affiliates.isActive,
      commissionPercent: affiliates.commissionPercent,
      ownerEmail: users.email,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(sql`upper(${affiliates.code}) = ${code.toUpperCase()}`)
    .get();
  return row ?? null;
}

/**
 * Inserts the commission of a paid order (status "credited" by the column's default); a second one for
 * the same order is ignored (unique order id). Amounts VND, `createdAt` ISO-8601 UTC.
 */
export function insertCommission(
  db: DbOrTx,
  values: { orderId: number; affiliateId: number; baseAmount: number; commissionPercent: number; amount: number; createdAt: string },
): void {
  db.insert(affiliateCommissions).values(values).onConflictDoNothing().run();
}

/** Whether `code` is taken (case-insensitive) by an affiliate code or by a voucher/coupon. */
export function codeTaken(db: DbOrTx, code: string): boolean {
  const upper = code.toUpperCase();
  const a = db.select({ id: affiliates.id }).from(affiliates).where(sql`upper(${affiliates.code}) = ${upper}`).get();
  if (a) return true;
  return db.select({ id: discountCodes.id }).from(discountCodes).where(sql`upper(${discountCodes.code}) = ${upper}`).get() !== undefined;
}

/** Inserts an active affiliate code for `userId`. @throws the database's unique-constraint error on a taken code. */
export function insertAffiliate(db: DbOrTx, userId: number, code: string, commissionPercent: number): AffiliateRow {
  return db.insert(affiliates).values({ userId, code, commissionPercent, isActive: true }).returning().get();
}

/** A referred order as the dashboard lists it: the order's facts and its commission row's, if any. */
export interface ReferredOrderRow {
  orderCode: string;
  createdAt: string;
  status: string;
  subTotal: number;
  discount: number;
  commissionBase: number | null;
  commissionAmount: number | null;
  commissionStatus: "credited" | "paid_out" | "cancelled" | null;
}

/**
 * The orders referred by `code`: those with a commission row of affiliate `affiliateId` and those
 * still waiting for payment (status pending) that carry the code. Orders that failed or were
 * cancelled before paying, and paid orders without a commission (the owner's own), are left out.
 */
function referredWhere(affiliateId: number, code: string) {
  return and(
    sql`upper(${orders.affiliateCode}) = ${code.toUpperCase()}`,
    or(and(isNotNull(affiliateCommissions.id), eq(affiliateCommissions.affiliateId, affiliateId)), eq(orders.status, "pending")),
  );
}

/** One page of the orders referred by the code (newest first) and their number. */
export function referredOrders(
  db: DbOrTx,
  affiliateId: number,
  code: string,
  page: number,
  pageSize: number,
): { rows: ReferredOrderRow[]; total: number } {
  const where = referredWhere(affiliateId, code);
  const total =
    db
      .select({ n: count() })
      .from(orders)
      .leftJoin(affiliateCommissions, eq(affiliateCommissions.orderId, orders.id))
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select({
      orderCode: orders.code,
      createdAt: orders.createdAt,
      status: orders.status,
      subTotal: orders.subTotal,
      discount: orders.discount,
      commissionBase: affiliateCommissions.baseAmount,
      commissionAmount: affiliateCommissions.amount,
      commissionStatus: affiliateCommissions.status,
    })
    .from(orders)
    .leftJoin(affiliateCommissions, eq(affiliateCommissions.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

/** Every referred order's amounts (for the totals): pending orders' base, commission rows' amount and status. */
export function referredAmounts(db: DbOrTx, affiliateId: number, code: string) {
  return db
    .select({
      status: orders.status,
      subTotal: orders.subTotal,
      discount: orders.discount,
      commissionAmount: affiliateCommissions.amount,
      commissionStatus: affiliateCommissions.status,
    })
    .from(orders)
    .leftJoin(affiliateCommissions, eq(affiliateCommissions.orderId, orders.id))
    .where(referredWhere(affiliateId, code))
    .all();
}
