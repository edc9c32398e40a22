/**
 * The chapter tree of a textbook page (spec §2 /sach-giao-khoa/{id}, §3; ADR 0013): the chapters in
 * reading order in one list (not split by §3's `column`: two independent columns put chapter III
 * beside an open chapter I and chapter II far below it, so the page read I, III, IV, II), nested `<ol>` lists, a native `<details>`/`<summary>`
 * for every chapter and branch with children — open in the first chapter, closed beyond — and a link
 * to the section page for every readable node. No JavaScript needed.
 */
import { Link } from "@remix-run/react";
import { sectionPath, type TextbookView, type TreeChapter, type TreeNode } from "./tree";
import * as s from "./textbooks.css";

interface TreeProps {
  assetId: number;
  chapters: readonly TreeChapter[];
  view: TextbookView;
}

/** A node: a link when readable; a `<details>` with its children when it has any. */
function NodeItem({ node, open, assetId, view }: { node: TreeNode; open: boolean; assetId: number; view: TextbookView }) {
  const label = node.hasContent ? (
    <Link to={sectionPath(assetId, node.id, view)} className={s.nodeLink}>
      {node.title}
    </Link>
  ) : (
    <span className={s.nodeText}>{node.title}</span>
  );
  if (node.children.length === 0) return <li>{label}</li>;
  return (
    <li>
      <details open={open}>
        <summary className={s.summary}>{node.title}</summary>
        {node.hasContent ? (
          <Link to={sectionPath(assetId, node.id, view)} className={s.nodeLink}>
            Đọc phần mở đầu: {node.title}
          </Link>
        ) : null}
        <ol className={s.nodeList}>
          {node.children.map((child) => (
            <NodeItem key={child.id} node={child} open={open} assetId={assetId} view={view} />
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The whole tree in one list, chapters in reading order (position); the first chapter of the book is open. */
export function TextbookTree({ assetId, chapters, view }: TreeProps) {
  const first = chapters[0]?.id;
  return (
    <ol className={s.chapterList}>
      {chapters.map((c) => (
        <li key={c.id} className={s.chapter}>
          {c.children.length ? (
            <details open={c.id === first}>
              <summary className={s.summary}>{c.title}</summary>
              <ol className={s.nodeList}>
                {c.children.map((node) => (
                  <NodeItem key={node.id} node={node} open={c.id === first} assetId={assetId} view={view} />
                ))}
              </ol>
            </details>
          ) : (
            <p className={s.nodeText}>{c.title} (chưa có nội dung)</p>
          )}
        </li>
      ))}
    </ol>
  );
}
