/**
 * Data access of the `users` table for the account calls (Drizzle over SQLite). Look-ups by e-mail or
 * id and the password/token rules live in server/domain/accounts.ts.
 */
import { desc, eq, sql } from "drizzle-orm";
import { affiliates, users } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A user row. */
export type UserRow = typeof users.$inferSelect;
/** Columns of a new user. */
export type NewUser = typeof users.$inferInsert;
/** Columns a profile update may change. */
export type UserChanges = Partial<NewUser>;

/** The user with this (already normalised) e-mail, or null. */
export function selectUserByEmail(db: DbOrTx, email: string): UserRow | null {
  return db.select().from(users).where(eq(users.email, email)).get() ?? null;
}

/** The user with this id, or null. */
export function selectUserById(db: DbOrTx, id: number): UserRow | null {
  return db.select().from(users).where(eq(users.id, id)).get() ?? null;
}

/** Stores the SHA-256 (hex) of a user's registration token and when it expires (ISO-8601 UTC). */
export function setRegistrationToken(db: DbOrTx, id: number, tokenHash: string, expiresAt: string): void {
  db.update(users).set({ registrationTokenHash: tokenHash, registrationTokenExpiresAt: expiresAt }).where(eq(users.id, id)).run();
}

/** Inserts a user unless the e-mail is taken (ON CONFLICT DO NOTHING); returns the row, or null when taken. */
export function insertUser(db: DbOrTx, values: NewUser): UserRow | null {
  return db.insert(users).values(values).onConflictDoNothing().returning().get() ?? null;
}

/** Deletes a user (security codes cascade). */
export function deleteUser(db: DbOrTx, id: number): void {
  db.delete(users).where(eq(users.id, id)).run();
}

/** Marks a user active. */
export function activateUser(db: DbOrTx, id: number): void {
  db.update(users).set({ isActive: true }).where(eq(users.id, id)).run();
}

/** Applies `changes` to a user; returns the updated row. */
export function updateUser(db: DbOrTx, id: number, changes: UserChanges): UserRow {
  return db.update(users).set(changes).where(eq(users.id, id)).returning().get()!;
}

/**
 * Sets a new password hash after a reset: the account becomes active, every older session ends
 * (`sessionsValidAfter` = `now`, `tokenVersion` + 1, ADR 0009) and the registration token is cleared.
 */
export function resetPasswordOf(db: DbOrTx, id: number, passwordHash: string, now: Date): void {
  db.update(users)
    .set({ passwordHash, isActive: true, sessionsValidAfter: now.toISOString(), tokenVersion: sql`${users.tokenVersion} + 1`, registrationTokenHash: null, registrationTokenExpiresAt: null })
    .where(eq(users.id, id))
    .run();
}

/**
 * Sets a new password hash chosen by the signed-in user (PATCH /api/User/ChangePassword): every
 * session ends (`tokenVersion` + 1, ADR 0009). Returns the updated row.
 */
export function changePasswordOf(db: DbOrTx, id: number, passwordHash: string): UserRow {
  return db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning()
    .get()!;
}

/** The user's own affiliate code (`affiliates` row), or null when none was created. */
export function selectAffiliateCodeOf(db: DbOrTx, userId: number): string | null {
  return db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, userId)).orderBy(desc(affiliates.isActive), affiliates.id).get()?.code ?? null;
}

/** `tokenVersion + 1` of user `id`: every access token issued before carries an older version (ADR 0009). */
export function bumpTokenVersion(db: DbOrTx, id: number): void {
  db.update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .run();
}
