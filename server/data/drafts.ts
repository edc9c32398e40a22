/**
 * Data access of manuscript drafts (ADR 0015): `drafts`, their file versions
 * (`draft_files`, the bytes live in `{DRAFT_FILES_DIR}/{id}`) and their status timeline
 * (`draft_status_history`). Drizzle over SQLite; the domain (server/domain/drafts.ts,
 * server/domain/draft-files.ts) opens the transactions and passes the handle in.
 */
import { and, asc, count, desc, eq, inArray, max } from "drizzle-orm";
import { draftFiles, draftStatusHistory, drafts } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A draft row. */
export type DraftRow = typeof drafts.$inferSelect;
/** A draft file row (one version). */
export type DraftFileRow = typeof draftFiles.$inferSelect;
/** A status history row. */
export type DraftHistoryRow = typeof draftStatusHistory.$inferSelect;

/** Inserts a draft and returns its row (`status` defaults to received; `createdAt` to now unless given). */
export function insertDraft(db: DbOrTx, row: typeof drafts.$inferInsert): DraftRow {
  return db.insert(drafts).values(row).returning().get();
}

/** Inserts a file version row and returns its id (the name of its bytes in DRAFT_FILES_DIR). */
export function insertDraftFile(db: DbOrTx, row: typeof draftFiles.$inferInsert): number {
  return db.insert(draftFiles).values(row).returning({ id: draftFiles.id }).get().id;
}

/** Appends a status history entry (`at` ISO-8601 UTC). */
export function addHistory(db: DbOrTx, row: typeof draftStatusHistory.$inferInsert): void {
  db.insert(draftStatusHistory).values(row).run();
}

/** Sets draft `id`'s status and its `updatedAt` (ISO-8601 UTC). */
export function setDraftStatus(db: DbOrTx, id: number, status: DraftRow["status"], at: string): void {
  db.update(drafts).set({ status, updatedAt: at }).where(eq(drafts.id, id)).run();
}

/** The version number the next file of draft `draftId` gets: 1 + the highest so far (1 when none). */
export function nextVersion(db: DbOrTx, draftId: number): number {
  const row = db
    .select({ v: max(draftFiles.version) })
    .from(draftFiles)
    .where(eq(draftFiles.draftId, draftId))
    .get();
  return (row?.v ?? 0) + 1;
}

/** Draft `id` if user `userId` owns it, else null (another author's draft is "not found"). */
export function findOwnDraft(db: DbOrTx, userId: number, id: number): DraftRow | null {
  return (
    db
      .select()
      .from(drafts)
      .where(and(eq(drafts.id, id), eq(drafts.userId, userId)))
      .get() ?? null
  );
}

/** File `fileId` if it belongs to draft `draftId`, else null. Ownership of the draft is the caller's check. */
export function findDraftFile(db: DbOrTx, draftId: number, fileId: number): DraftFileRow | null {
  return (
    db
      .select()
      .from(draftFiles)
      .where(and(eq(draftFiles.id, fileId), eq(draftFiles.draftId, draftId)))
      .get() ?? null
  );
}

/** The file versions of draft `draftId`, newest version first. */
export function filesOfDraft(db: DbOrTx, draftId: number): DraftFileRow[] {
  return db.select().from(draftFiles).where(eq(draftFiles.draftId, draftId)).orderBy(desc(draftFiles.version)).all();
}

/** The status timeline of draft `draftId`, oldest first (then by insertion). */
export function historyOfDraft(db: DbOrTx, draftId: number): DraftHistoryRow[] {
  return db
    .select()
    .from(draftStatusHistory)
    .where(eq(draftStatusHistory.draftId, draftId))
    .orderBy(asc(draftStatusHistory.at), asc(draftStatusHistory.id))
    .all();
}

/**
 * One page (1-based) of user `userId`'s drafts, newest `createdAt` first then id desc, each with its
 * latest version number (0 when it has no file, which the upload never leaves), and the total count.
 */
export function draftsOfUser(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): { rows: (DraftRow & { latestVersion: number })[]; total: number } {
  const where = eq(drafts.userId, userId);
  const total = db.select({ n: count() }).from(drafts).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(drafts)
    .where(where)
    .orderBy(desc(drafts.createdAt), desc(drafts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const ids = rows.map((r) => r.id);
  const versions = new Map<number, number>();
  if (ids.length > 0) {
    for (const v of db
      .select({ draftId: draftFiles.draftId, v: max(draftFiles.version) })
      .from(draftFiles)
      .where(inArray(draftFiles.draftId, ids))
      .groupBy(draftFiles.draftId)
      .all()) {
      versions.set(v.draftId, v.v ?? 0);
    }
  }
  return { rows: rows.map((r) => ({ ...r, latestVersion: versions.get(r.id) ?? 0 })), total };
}
