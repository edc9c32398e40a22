/**
 * Data access of `mail_log` (ADR 0016): the record of every mail the upstream sent, read by
 * the customer's inbox (`/api/User/Messages`). Times ISO-8601 UTC.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { mailLog } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A mail_log row. */
export type MailLogRow = typeof mailLog.$inferSelect;

/** Stores one sent mail; returns its id. */
export function insertMailLog(db: DbOrTx, row: typeof mailLog.$inferInsert): number {
  return db.insert(mailLog).values(row).returning({ id: mailLog.id }).get().id;
}

/**
 * One page of user `userId`'s mails, newest first (by sentAt, then id), with the total and the unread count.
 * @param page 1-based; pageSize ≥ 1.
 */
export function selectMailPage(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): { rows: MailLogRow[]; total: number; unread: number } {
  const rows = db
    .select()
    .from(mailLog)
    .where(eq(mailLog.userId, userId))
    .orderBy(desc(mailLog.sentAt), desc(mailLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db.select({ n: count() }).from(mailLog).where(eq(mailLog.userId, userId)).get()?.n ?? 0;
  const unread =
    db
      .select({ n: count() })
      .from(mailLog)
      .where(and(eq(mailLog.userId, userId), isNull(mailLog.readAt)))
      .get()?.n ?? 0;
  return { rows, total, unread };
}

/** User `userId`'s mail `id`, or null (also when it is someone else's). */
export function selectUserMail(db: DbOrTx, userId: number, id: number): MailLogRow | null {
  return db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.id, id), eq(mailLog.userId, userId)))
    .get() ?? null;
}

/** Sets `readAt` of mail `id` when it is still unread (idempotent). */
export function markMailRead(db: DbOrTx, id: number, at: string): void {
  db.update(mailLog)
    .set({ readAt: at })
    .where(and(eq(mailLog.id, id), isNull(mailLog.readAt)))
    .run();
}
