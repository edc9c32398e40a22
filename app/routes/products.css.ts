import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

// Mobile first: one column that may shrink below its content's width (`minmax(0, 1fr)`; an implicit
// `auto` column grows to the widest row of category chips, ~2,000 px on a phone).
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
  "@media": { [media.desktop]: { gridTemplateColumns: "220px minmax(0, 1fr)" } },
});
export const sidebar = style({
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  alignSelf: "start",
});
export const sidebarTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space[2]}` });
export const categoryList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  // Phones: the category chips wrap onto as many lines as they need.
  flexWrap: "wrap",
  gap: vars.space[1],
  "@media": { [media.desktop]: { flexDirection: "column", flexWrap: "nowrap" } },
});
export const categoryLink = style({
  display: "block",
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
  ":hover": { color: vars.color.brand },
});
export const count = style({ color: vars.color.textMuted });
export const content = style({ minWidth: 0 });
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  marginBottom: vars.space[4],
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
// The select is the part that gives way on a phone (it is `width: 100%` and shrinks to its
// container); the label and the button keep their one line.
export const sortForm = style({ display: "flex", alignItems: "center", gap: vars.space[2], minWidth: 0, maxWidth: "100%" });
export const sortLabel = style({ flexShrink: 0, whiteSpace: "nowrap" });
export const sortSelect = style({ flex: "1 1 auto", width: "auto", minWidth: 0 });
export const sortButton = style({
  flexShrink: 0,
  whiteSpace: "nowrap",
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
});
export const empty = style({ background: vars.color.surface, padding: vars.space[6], borderRadius: vars.radius.md, textAlign: "center" });
