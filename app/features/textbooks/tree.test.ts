/**
 * The textbook tree builder (app/features/textbooks/tree.ts; spec §3, ADR 0013): nesting at any
 * depth, order by position then id whatever the input order, orphans and cycles dropped without
 * throwing, empty input, and the view's paths.
 */
import { describe, expect, it } from "vitest";
import { buildTextbookTree, sectionPath, textbookPath, type FlatChapter, type FlatSubChapter, type TreeNode } from "./tree";

const ch = (chapterId: number, position: number, column = 1): FlatChapter => ({
  chapterId,
  title: `Chương ${chapterId}`,
  position,
  column,
});
const sub = (subChapterId: number, parentId: number, position: number, chapterId = 1): FlatSubChapter => ({
  subChapterId,
  chapterId,
  parentId,
  title: `Mục ${subChapterId}`,
  position,
  hasContent: true,
});
/** The tree as nested ids: `[id, [children…]]`, or just `id` for a leaf. */
type Shape = number | [number, Shape[]];
const shape = (nodes: readonly TreeNode[]): Shape[] => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));

/** A deterministic shuffle (so a failure is reproducible). */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe("buildTextbookTree", () => {
  it("answers an empty tree for empty lists, and chapters without sub-chapters", () => {
    expect(buildTextbookTree([], [])).toEqual([]);
    expect(buildTextbookTree([], [sub(1, 0, 1)])).toEqual([]);
    expect(buildTextbookTree([ch(1, 1)], [])).toEqual([{ id: 1, title: "Chương 1", column: 1, children: [] }]);
  });

  it("nests children by parentId at any depth, with their depth", () => {
    // A chain 1 → 2 → … → 8 (depth 8) beside a sibling.
    const chain = Array.from({ length: 8 }, (_, i) => sub(i + 1, i, 1));
    const tree = buildTextbookTree([ch(1, 1)], [...chain, sub(20, 0, 2)]);
    let node = tree[0]!.children[0]!;
    for (let d = 1; d < 8; d++) {
      expect(node).toMatchObject({ id: d, depth: d });
      expect(node.children).toHaveLength(1);
      node = node.children[0]!;
    }
    expect(node).toMatchObject({ id: 8, depth: 8, children: [] });
    expect(tree[0]!.children.map((n) => n.id)).toEqual([1, 20]);
  });

  it("orders chapters and siblings by position, then id, whatever the input order", () => {
    const chapters = [ch(7, 2, 2), ch(3, 1), ch(9, 2)];
    const subs = [
      sub(50, 0, 3),
      sub(40, 0, 1),
      sub(45, 0, 2),
      sub(41, 40, 2),
      sub(42, 40, 1),
      sub(43, 42, 1),
      sub(44, 42, 1), // same position as 43: by id
      sub(60, 0, 1, 7),
    ].map((s) => (s.chapterId === 1 ? { ...s, chapterId: 3 } : s));
    const expected: Shape[] = [[40, [[42, [43, 44]], 41]], 45, 50];
    for (let seed = 1; seed <= 20; seed++) {
      const tree = buildTextbookTree(shuffled(chapters, seed), shuffled(subs, seed * 7));
      expect(tree.map((c) => c.id)).toEqual([3, 7, 9]);
      expect(tree.map((c) => c.column)).toEqual([1, 2, 1]);
      expect(shape(tree[0]!.children)).toEqual(expected);
      expect(shape(tree[1]!.children)).toEqual([60]);
      expect(tree[2]!.children).toEqual([]);
    }
  });

  it("drops orphans: a missing parent, a parent of another chapter, a missing chapter — with their descendants", () => {
    const tree = buildTextbookTree(
      [ch(1, 1), ch(2, 2)],
      [
        sub(1, 0, 1),
        sub(2, 99, 1), // parent missing
        sub(3, 2, 1), // child of an orphan
        sub(4, 1, 1, 2), // parent 1 is in chapter 1, this node in chapter 2
        sub(5, 0, 1, 77), // chapter missing
        sub(6, 1, 2),
      ],
    );
    expect(shape(tree[0]!.children)).toEqual([[1, [6]]]);
    expect(tree[1]!.children).toEqual([]);
  });

  it("drops cycles (self-parent, two- and three-node loops) without throwing, keeping the rest", () => {
    const tree = buildTextbookTree(
      [ch(1, 1)],
      [sub(1, 0, 1), sub(2, 2, 1), sub(3, 4, 1), sub(4, 3, 1), sub(5, 7, 1), sub(6, 5, 1), sub(7, 6, 1), sub(8, 1, 1), sub(9, 5, 2)],
    );
    expect(shape(tree[0]!.children)).toEqual([[1, [8]]]);
  });

  it("keeps the first of duplicate ids and ignores id 0", () => {
    const tree = buildTextbookTree([ch(1, 1), ch(1, 5)], [sub(1, 0, 1), { ...sub(1, 0, 2), title: "Trùng" }, sub(0, 0, 3)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children.map((n) => n.title)).toEqual(["Mục 1"]);
  });

  it("handles a wide, deep, shuffled book in one pass", () => {
    const subs: FlatSubChapter[] = [];
    let id = 1;
    const grow = (parent: number, depth: number) => {
      for (let k = 0; k < 4; k++) {
        const me = id++;
        subs.push(sub(me, parent, 4 - k));
        if (depth < 5) grow(me, depth + 1);
      }
    };
    grow(0, 1);
    const tree = buildTextbookTree([ch(1, 1)], shuffled(subs, 3));
    const count = (nodes: readonly TreeNode[]): number => nodes.reduce((n, x) => n + 1 + count(x.children), 0);
    expect(count(tree[0]!.children)).toBe(subs.length);
    // Positions run against ids: the first child is the last inserted.
    expect(tree[0]!.children.map((n) => n.id)).toEqual([...tree[0]!.children.map((n) => n.id)].sort((a, b) => b - a));
  });
});

describe("textbook paths", () => {
  it("stay in the mobile view when asked", () => {
    expect(textbookPath(3)).toBe("/sach-giao-khoa/3");
    expect(textbookPath(3, "mobile")).toBe("/mobile/sgk/thu-vien-sgk/3");
    expect(sectionPath(3, 17)).toBe("/sach-giao-khoa/3/muc/17");
    expect(sectionPath(3, 17, "mobile")).toBe("/mobile/sgk/thu-vien-sgk/3/muc/17");
  });
});
