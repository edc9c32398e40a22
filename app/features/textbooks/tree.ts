/**
 * The textbook chapter tree (spec §3 "Textbook asset"; ADR 0013), built from the flat lists of
 * `GET /api/asset/{id}`: chapters (position, column 1 or 2) and sub-chapters (chapterId, parentId — 0
 * for the top level of its chapter —, position). Pure and total: never throws on bad data.
 *
 * Rules: children nest by `parentId` at any depth; siblings (and chapters) are ordered by `position`,
 * then id; a sub-chapter whose parent is missing or belongs to another chapter (an orphan), or whose
 * chapter is missing, is dropped with its descendants; so are the nodes of a cycle (a node that is its
 * own ancestor is never reached from the top level); duplicate ids keep their first occurrence.
 */

/** A chapter as §3 lists it. */
export interface FlatChapter {
  chapterId: number;
  title: string;
  position: number;
  column: number;
}

/** A sub-chapter as §3 lists it (plus `hasContent`: it has a section page). */
export interface FlatSubChapter {
  subChapterId: number;
  chapterId: number;
  parentId: number;
  title: string;
  position: number;
  hasContent: boolean;
}

/** A node of the built tree; `depth` is 1 for the top level of a chapter. */
export interface TreeNode {
  id: number;
  title: string;
  hasContent: boolean;
  depth: number;
  children: TreeNode[];
}

/** A chapter with its tree; `column` is 1 or 2 (anything else → 1). */
export interface TreeChapter {
  id: number;
  title: string;
  column: 1 | 2;
  children: TreeNode[];
}

const byPosition =
  <T extends { position: number }>(id: (x: T) => number) =>
  (a: T, b: T) =>
    a.position - b.position || id(a) - id(b);

/** The chapters in order, each with its sub-chapter tree (see the module rules). */
export function buildTextbookTree(chapters: readonly FlatChapter[], subChapters: readonly FlatSubChapter[]): TreeChapter[] {
  const seenChapters = new Set<number>();
  const orderedChapters = [...chapters]
    .sort(byPosition((c) => c.chapterId))
    .filter((c) => !seenChapters.has(c.chapterId) && seenChapters.add(c.chapterId));
  const seenNodes = new Set<number>();
  const kids = new Map<string, FlatSubChapter[]>();
  for (const s of [...subChapters].sort(byPosition((x) => x.subChapterId))) {
    if (seenNodes.has(s.subChapterId)) continue;
    seenNodes.add(s.subChapterId);
    const key = `${s.chapterId}:${s.parentId}`;
    const list = kids.get(key) ?? [];
    list.push(s);
    kids.set(key, list);
  }
  // Each node is placed at most once: a cycle can only be entered from outside it, so the walk stops there.
  const placed = new Set<number>();
  const grow = (chapterId: number, parentId: number, depth: number): TreeNode[] =>
    (kids.get(`${chapterId}:${parentId}`) ?? [])
      .filter((s) => s.subChapterId !== 0 && !placed.has(s.subChapterId) && placed.add(s.subChapterId))
      .map((s) => ({
        id: s.subChapterId,
        title: s.title,
        hasContent: s.hasContent,
        depth,
        children: grow(chapterId, s.subChapterId, depth + 1),
      }));
  return orderedChapters.map((c) => ({
    id: c.chapterId,
    title: c.title,
    column: c.column === 2 ? 2 : 1,
    children: grow(c.chapterId, 0, 1),
  }));
}

/** Whether a textbook page is the chrome-less mobile view (spec §2 `/mobile/sgk/thu-vien-sgk/{id}`). */
export type TextbookView = "web" | "mobile";

/** Path of textbook `id`'s page in `view`; links inside a mobile view stay in mobile views. */
export function textbookPath(id: number, view: TextbookView = "web"): string {
  return view === "mobile" ? `/mobile/sgk/thu-vien-sgk/${id}` : `/sach-giao-khoa/${id}`;
}

/** Path of section `subChapterId` of textbook `id` in `view`. */
export function sectionPath(id: number, subChapterId: number, view: TextbookView = "web"): string {
  return `${textbookPath(id, view)}/muc/${subChapterId}`;
}
