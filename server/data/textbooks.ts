/**
 * Data access for the textbook library (Drizzle over SQLite; spec §7 `Asset`, ADR 0013): the
 * textbooks in display order, one textbook, its chapters and its sub-chapter rows. Rules (search,
 * reading order, readable nodes) live in server/domain/textbooks.ts.
 */
import { asc, eq } from "drizzle-orm";
import { assetChapters, assets, assetSubChapters } from "../db/schema";
import type { DbOrTx } from "./tx";

/** Every textbook row in display order (`position`, then id). The library holds tens of books. */
export function allAssets(db: DbOrTx) {
  return db.select().from(assets).orderBy(asc(assets.position), asc(assets.id)).all();
}

/** Textbook `id`'s row, or undefined. */
export function assetById(db: DbOrTx, id: number) {
  return db.select().from(assets).where(eq(assets.id, id)).get();
}

/** The textbook whose cover file is `coverFile`, or undefined. */
export function assetByCoverFile(db: DbOrTx, coverFile: string) {
  return db.select().from(assets).where(eq(assets.coverFile, coverFile)).get();
}

/** Chapter rows of textbook `assetId` in position order (then id). */
export function chaptersOfAsset(db: DbOrTx, assetId: number) {
  return db.select().from(assetChapters).where(eq(assetChapters.assetId, assetId)).orderBy(asc(assetChapters.position), asc(assetChapters.id)).all();
}

/** Sub-chapter rows of textbook `assetId` (every depth) in position order (then id). */
export function subChaptersOfAsset(db: DbOrTx, assetId: number) {
  return db
    .select()
    .from(assetSubChapters)
    .where(eq(assetSubChapters.assetId, assetId))
    .orderBy(asc(assetSubChapters.position), asc(assetSubChapters.id))
    .all();
}

/** Chapter counts by textbook id. */
export function chapterCounts(db: DbOrTx): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of db.select({ assetId: assetChapters.assetId }).from(assetChapters).all()) out.set(c.assetId, (out.get(c.assetId) ?? 0) + 1);
  return out;
}

/** Sub-chapter `id` with its textbook's title, or undefined (the page images of the media host). */
export function subChapterWithAsset(db: DbOrTx, id: number) {
  return db
    .select({ assetId: assetSubChapters.assetId, title: assetSubChapters.title, pageImages: assetSubChapters.pageImages, bookTitle: assets.title, subject: assets.subject })
    .from(assetSubChapters)
    .innerJoin(assets, eq(assetSubChapters.assetId, assets.id))
    .where(eq(assetSubChapters.id, id))
    .get();
}
