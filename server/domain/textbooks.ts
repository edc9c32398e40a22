/**
 * The textbook library (spec §2 /sach-giao-khoa, §3 "Textbook asset", §7 `GET /api/Asset`,
 * `/api/asset/{id}`; ADR 0013): the list with accent-insensitive search and paging, one textbook with
 * its flat chapter and sub-chapter lists (§3), and one readable section with its ancestors and its
 * neighbours in reading order.
 *
 * Defined here (the spec shows neither): the shapes {@link AssetSummary}, {@link AssetDetail} and
 * {@link SubChapterContent}. A node is readable (`hasContent`) when it has an HTML section or page
 * images. Reading order: chapters by position (then id), then a depth-first walk of each chapter's
 * tree, siblings by position (then id); nodes whose parent is missing (or of another chapter) are
 * not reached, so they are neither listed as neighbours nor readable.
 */
import type { DbOrTx } from "../data/tx";
import {
  allAssets,
  assetById,
  assetByCoverFile,
  chapterCounts,
  chaptersOfAsset,
  subChapterWithAsset,
  subChaptersOfAsset,
} from "../data/textbooks";
import { toSearchText } from "./text";

/** Only the first words of a search count (as the library search). */
const MAX_SEARCH_WORDS = 8;
/** The media host's folder of textbook pictures (covers and pages). */
const MEDIA_DIR = "/media/sgk/";

/**
 * A textbook as the list shows it. `image` is the cover, `thumbImage` its `thumb-` variant (media
 * host paths `/media/sgk/…`); `grade` e.g. `Lớp 10` or `Đại học`; `chaptersCount` ≥ 0.
 */
export interface AssetSummary {
  id: number;
  title: string;
  subject: string;
  grade: string;
  authors: string;
  description: string;
  image: string;
  thumbImage: string;
  chaptersCount: number;
}

/** A textbook with §3's flat chapter and sub-chapter lists (the storefront builds the tree). */
export interface AssetDetail extends AssetSummary {
  chapters: { chapterId: number; title: string; position: number; column: number }[];
  subChapters: { subChapterId: number; chapterId: number; parentId: number; title: string; position: number; hasContent: boolean }[];
}

/** One readable node: its HTML section (null when shown as page images) or its page images (media paths). */
export interface SubChapterContent {
  assetId: number;
  chapterId: number;
  subChapterId: number;
  title: string;
  /** Ancestors, top first (empty for a top-level node). */
  path: { subChapterId: number; title: string }[];
  contentHtml: string | null;
  pageImages: string[];
  /** The previous / next readable node of the book in reading order, null at the ends. */
  previousId: number | null;
  nextId: number | null;
}

type AssetRow = NonNullable<ReturnType<typeof assetById>>;
type SubRow = ReturnType<typeof subChaptersOfAsset>[number];

function toSummary(a: AssetRow, chaptersCount: number): AssetSummary {
  return {
    id: a.id,
    title: a.title,
    subject: a.subject,
    grade: a.grade,
    authors: a.authors,
    description: a.description,
    image: `${MEDIA_DIR}${a.coverFile}`,
    thumbImage: `${MEDIA_DIR}thumb-${a.coverFile}`,
    chaptersCount,
  };
}

/** The file names of a node's page images (a JSON array in the row); [] when none or malformed. */
function pageFiles(row: { pageImages: string | null }): string[] {
  if (!row.pageImages) return [];
  try {
    const files: unknown = JSON.parse(row.pageImages);
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return [];
  }
}

const isReadable = (row: SubRow) => row.contentHtml !== null || pageFiles(row).length > 0;

/**
 * One page of textbooks in display order (`position`, then id).
 * - `searchContent`: each of its first 8 words must occur, accent- and case-insensitively, in the
 *   title, subject, grade or authors (`searchText`); blank → every textbook.
 * - `page` is 1-based; a page past the last is empty.
 * @returns `{ items, totalPage }` with totalPage ≥ 1.
 */
export function listAssets(
  db: DbOrTx,
  q: { page: number; pageSize: number; searchContent?: string },
): { items: AssetSummary[]; totalPage: number } {
  const words = toSearchText(q.searchContent ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  const matching = allAssets(db).filter((a) => words.every((w) => a.searchText.includes(w)));
  const counts = chapterCounts(db);
  const start = (q.page - 1) * q.pageSize;
  const items = matching.slice(start, start + q.pageSize).map((a) => toSummary(a, counts.get(a.id) ?? 0));
  return { items, totalPage: Math.max(1, Math.ceil(matching.length / q.pageSize)) };
}

/** Textbook `id` with its flat chapters and sub-chapters (position order), or null when unknown. */
export function findAssetDetail(db: DbOrTx, id: number): AssetDetail | null {
  const asset = assetById(db, id);
  if (!asset) return null;
  const chapters = chaptersOfAsset(db, id);
  return {
    ...toSummary(asset, chapters.length),
    chapters: chapters.map((c) => ({ chapterId: c.id, title: c.title, position: c.position, column: c.column })),
    subChapters: subChaptersOfAsset(db, id).map((s) => ({
      subChapterId: s.id,
      chapterId: s.chapterId,
      parentId: s.parentId,
      title: s.title,
      position: s.position,
      hasContent: isReadable(s),
    })),
  };
}

/** The book's sub-chapters in reading order (depth-first per chapter); unreachable rows are left out. */
function readingOrder(chapters: readonly { id: number }[], subs: readonly SubRow[]): SubRow[] {
  const children = new Map<string, SubRow[]>();
  for (const s of subs) {
    const key = `${s.chapterId}:${s.parentId}`;
    const list = children.get(key) ?? [];
    list.push(s);
    children.set(key, list);
  }
  const out: SubRow[] = [];
  const seen = new Set<number>();
  const walk = (chapterId: number, parentId: number) => {
    for (const s of children.get(`${chapterId}:${parentId}`) ?? []) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
      walk(chapterId, s.id);
    }
  };
  for (const c of chapters) walk(c.id, 0);
  return out;
}

/**
 * Readable sub-chapter `subChapterId` of textbook `assetId` with its ancestors and neighbours, or null
 * when the textbook or the node is unknown, belongs to another textbook, is not reachable in the
 * tree or is not readable.
 */
export function findSubChapterContent(db: DbOrTx, assetId: number, subChapterId: number): SubChapterContent | null {
  if (!assetById(db, assetId)) return null;
  const subs = subChaptersOfAsset(db, assetId); // position order, so the walk's siblings are too
  const order = readingOrder(chaptersOfAsset(db, assetId), subs);
  const node = order.find((s) => s.id === subChapterId);
  if (!node || !isReadable(node)) return null;
  const byId = new Map(subs.map((s) => [s.id, s]));
  const path: SubChapterContent["path"] = [];
  for (let parent = byId.get(node.parentId); parent && path.length < subs.length; parent = byId.get(parent.parentId)) {
    path.unshift({ subChapterId: parent.id, title: parent.title });
  }
  const readable = order.filter(isReadable);
  const i = readable.indexOf(node);
  return {
    assetId,
    chapterId: node.chapterId,
    subChapterId: node.id,
    title: node.title,
    path,
    contentHtml: node.contentHtml,
    pageImages: pageFiles(node).map((f) => `${MEDIA_DIR}${f}`),
    previousId: readable[i - 1]?.id ?? null,
    nextId: readable[i + 1]?.id ?? null,
  };
}

/** What a textbook cover (`sgk-{id}.svg`) is drawn from, or undefined for an unknown file. */
export function textbookCoverSource(db: DbOrTx, coverFile: string) {
  return assetByCoverFile(db, coverFile);
}

/** What page `file` (`sgk-{assetId}-{subChapterId}-{n}.svg`) is drawn from, or undefined unless a node lists that file. */
export function textbookPageSource(db: DbOrTx, file: string) {
  const m = /^sgk-([1-9]\d{0,8})-([1-9]\d{0,8})-([1-9]\d{0,2})\.svg$/.exec(file);
  if (!m) return undefined;
  const node = subChapterWithAsset(db, Number(m[2]));
  if (!node || node.assetId !== Number(m[1]) || !pageFiles(node).includes(file)) return undefined;
  return { bookTitle: node.bookTitle, subject: node.subject, title: node.title, page: Number(m[3]) };
}
