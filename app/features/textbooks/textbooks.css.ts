/**
 * Styles of the textbook library: the list's cards, the two-column chapter tree (one
 * column on phones) with native `<details>`, and the section page (sanitized HTML or page images).
 * Mobile first; nothing here needs JavaScript.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[3],
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, overflowWrap: "anywhere" });
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });
export const notice = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space[2],
  width: "100%",
  "@media": { [media.tablet]: { width: "auto" } },
});
export const searchField = style({ display: "flex", flexDirection: "column", gap: vars.space[1], flex: "1 1 14rem", minWidth: 0 });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[3],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "grid",
  gridTemplateColumns: "88px minmax(0, 1fr)",
  gap: vars.space[3],
  alignItems: "start",
  height: "100%",
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const cover = style({ width: "88px", height: "auto", aspectRatio: "2 / 3", borderRadius: vars.radius.sm, display: "block" });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: "anywhere" });
export const cardText = style({
  margin: `${vars.space[1]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const empty = style({
  background: vars.color.surface,
  padding: vars.space[6],
  borderRadius: vars.radius.md,
  textAlign: "center",
  margin: 0,
});

/** The book's head: cover beside title, meta and description (stacked on phones). */
export const head = style({
  display: "grid",
  gap: vars.space[3],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.phablet]: { gridTemplateColumns: "140px minmax(0, 1fr)", alignItems: "start" } },
});
export const headCover = style({ width: "140px", maxWidth: "100%", height: "auto", borderRadius: vars.radius.sm });

export const chapterList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[2], minWidth: 0 });
export const chapter = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[2],
});
export const nodeList = style({ margin: 0, paddingInlineStart: vars.space[4], listStyle: "none" });
export const summary = style({
  cursor: "pointer",
  minHeight: "2.75rem",
  display: "list-item",
  paddingBlock: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
});
export const nodeLink = style({ display: "inline-block", paddingBlock: vars.space[2], minHeight: "2.75rem", overflowWrap: "anywhere" });
export const nodeText = style({
  display: "inline-block",
  paddingBlock: vars.space[2],
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

/** The section page. */
export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[1],
  listStyle: "none",
  margin: 0,
  padding: 0,
  minWidth: 0,
});
globalStyle(`${crumbs} li`, { overflowWrap: "anywhere", minWidth: 0 });
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: vars.space[1] });
export const article = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  lineHeight: 1.7,
  overflowWrap: "break-word",
  minWidth: 0,
});
globalStyle(`${article} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${article} table`, { borderCollapse: "collapse", width: "100%", display: "block", overflowX: "auto" });
globalStyle(`${article} th, ${article} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space[2], textAlign: "left" });
export const pages = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });
export const pageImage = style({
  display: "block",
  width: "100%",
  maxWidth: "800px",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
});
export const pager = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space[2] });
export const pagerLink = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space[3],
  minWidth: 0,
  flex: "1 1 12rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textDecoration: "none",
  overflowWrap: "anywhere",
});
export const pagerNext = style({ textAlign: "right" });
export const pagerTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
