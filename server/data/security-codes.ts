/**
 * Data access of the mailed one-time codes (`security_codes`: only a keyed hash of each code is
 * stored). Drawing, hashing, throttling and the attempt rules live in server/domain/security-codes.ts;
 * these functions only read and write rows inside the handle they are given. Times ISO-8601 UTC.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { securityCodes } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `security_codes` row. */
export type SecurityCodeRow = typeof securityCodes.$inferSelect;
/** What a code is for (`security_codes.purpose`). */
export type SecurityCodePurpose = SecurityCodeRow["purpose"];

/** The newest code of a user and purpose, revoked ones included, or null. */
export function latestCodeRow(db: DbOrTx, userId: number, purpose: SecurityCodePurpose): SecurityCodeRow | null {
  return (
    db
      .select()
      .from(securityCodes)
      .where(and(eq(securityCodes.userId, userId), eq(securityCodes.purpose, purpose)))
      .orderBy(desc(securityCodes.id))
      .get() ?? null
  );
}

/** The newest code of a user and purpose that was not revoked (it may be used or expired), or null. */
export function latestUnrevokedCodeRow(db: DbOrTx, userId: number, purpose: SecurityCodePurpose): SecurityCodeRow | null {
  return (
    db
      .select()
      .from(securityCodes)
      .where(and(eq(securityCodes.userId, userId), eq(securityCodes.purpose, purpose), isNull(securityCodes.revokedAt)))
      .orderBy(desc(securityCodes.id))
      .get() ?? null
  );
}

/** Revokes (`revokedAt` = `at`) the user's codes of `purpose` that are neither revoked nor used. */
export function revokeLiveCodes(db: DbOrTx, userId: number, purpose: SecurityCodePurpose, at: string): void {
  db.update(securityCodes)
    .set({ revokedAt: at })
    .where(
      and(eq(securityCodes.userId, userId), eq(securityCodes.purpose, purpose), isNull(securityCodes.revokedAt), isNull(securityCodes.usedAt)),
    )
    .run();
}

/** Inserts a code's hash; returns the row id. */
export function insertCodeRow(
  db: DbOrTx,
  values: { userId: number; purpose: SecurityCodePurpose; codeHash: string; expiresAt: string; createdAt: string },
): number {
  return db.insert(securityCodes).values(values).returning({ id: securityCodes.id }).get().id;
}

/** Deletes code `id`. */
export function deleteCodeRow(db: DbOrTx, id: number): void {
  db.delete(securityCodes).where(eq(securityCodes.id, id)).run();
}

/** Sets the wrong-attempt count of code `id`. */
export function setCodeAttempts(db: DbOrTx, id: number, attempts: number): void {
  db.update(securityCodes).set({ attempts }).where(eq(securityCodes.id, id)).run();
}

/** Marks code `id` used at `at`. */
export function markCodeUsed(db: DbOrTx, id: number, at: string): void {
  db.update(securityCodes).set({ usedAt: at }).where(eq(securityCodes.id, id)).run();
}
