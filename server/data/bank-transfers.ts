/**
 * Data access of the bank feed (ADR 0022): the transfers SePay reported on the shop's account, one row
 * per SePay transaction id (`bank_transfers`), and what has been received for an order. Every function
 * runs inside the handle it is given (the domain opens the transaction and decides). Money is integer
 * VND; times ISO-8601 UTC strings.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { bankTransfers } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `bank_transfers` row. */
export type BankTransferRow = typeof bankTransfers.$inferSelect;
/** The columns a recorded transfer sets (id and createdAt take their defaults when omitted). */
export type NewBankTransfer = typeof bankTransfers.$inferInsert;

/** The transfer recorded for SePay transaction `sepayId`, or null. */
export function findBankTransferBySepayId(db: DbOrTx, sepayId: number): BankTransferRow | null {
  return db.select().from(bankTransfers).where(eq(bankTransfers.sepayId, sepayId)).get() ?? null;
}

/**
 * Records a transfer; returns false (and changes nothing) when its SePay id is already recorded
 * (the unique index `bank_transfers_sepay_id_idx`).
 */
export function insertBankTransfer(db: DbOrTx, values: NewBankTransfer): boolean {
  return db.insert(bankTransfers).values(values).onConflictDoNothing({ target: bankTransfers.sepayId }).run().changes === 1;
}

/** VND counted towards `orderId` so far: the sum of its `partial` and `paid` transfers (0 when none). */
export function receivedForOrder(db: DbOrTx, orderId: number): number {
  return (
    db
      .select({ n: sql<number>`coalesce(sum(${bankTransfers.amount}), 0)` })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.orderId, orderId), inArray(bankTransfers.outcome, ["partial", "paid"])))
      .get()?.n ?? 0
  );
}
