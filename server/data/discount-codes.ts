/**
 * Data access of the vouchers and promotion coupons (`discount_codes`) and of what the code rules
 * read around them: category names, the customer's paid orders that used a code. Which code applies,
 * its arithmetic and its messages live in server/domain/discounts.ts. Money is integer VND; instants
 * are ISO-8601 UTC strings (compared as text, which orders them).
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { categories, discountCodes, orders } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `discount_codes` row (`categoryIds` still the stored "3,7" text). */
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** The row of a code, matched case-insensitively, or null. */
export function findDiscountCodeRow(db: DbOrTx, code: string): DiscountCodeRow | null {
  return (
    db
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`)
      .get() ?? null
  );
}

/**
 * How many orders that were paid (status paid, shipping or delivered) or placed cash on delivery
 * (awaiting_delivery: its codes count when placed, ADR 0022) used `code` as voucher or
 * coupon, of user `who.userId`, else of e-mail `who.email` (compared lower-cased; the caller passes
 * it trimmed and lower-cased).
 */
export function countPaidOrdersUsingCode(db: DbOrTx, code: string, who: { userId: number } | { email: string }): number {
  const customer = "userId" in who ? eq(orders.userId, who.userId) : sql`lower(${orders.email}) = ${who.email}`;
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    // Paid, then shipped or delivered (ADR 0012), or committed cash on delivery; a cancelled one gave its use back.
    .where(
      and(inArray(orders.status, ["paid", "shipping", "delivered", "awaiting_delivery"]), or(eq(orders.voucherCode, code), eq(orders.couponCode, code)), customer),
    )
    .get();
  return row?.n ?? 0;
}

/** Every product category's name by id. */
export function categoryNamesById(db: DbOrTx): Map<number, string> {
  const rows = db.select({ id: categories.id, name: categories.name }).from(categories).all();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * One page of the `kind` codes that apply at `at` (startsAt ≤ at < endsAt, usedCount below a
 * usageLimit if any), ordered by id, and how many there are in all. `page` is 1-based.
 */
export function liveCodeRows(
  db: DbOrTx,
  kind: DiscountCodeRow["kind"],
  at: string,
  page: number,
  pageSize: number,
): { rows: DiscountCodeRow[]; total: number } {
  const where = and(
    eq(discountCodes.kind, kind),
    lte(discountCodes.startsAt, at),
    gt(discountCodes.endsAt, at),
    or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`),
  );
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(discountCodes)
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select()
    .from(discountCodes)
    .where(where)
    .orderBy(asc(discountCodes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

/** `usedCount + 1` of a code (exact match): an order that used it was paid. Not capped by `usageLimit`. */
export function countCodeUse(db: DbOrTx, code: string): void {
  db.update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.code, code))
    .run();
}
