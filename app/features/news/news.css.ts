import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const card = style({
  display: "grid",
  gridTemplateColumns: "120px minmax(0, 1fr)",
  gap: vars.space[3],
  background: vars.color.surface,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "220px minmax(0, 1fr)" } },
});
/** The side bar's card: a 96px thumbnail, whatever the viewport (its column is 300px wide on a desktop). */
export const compactCard = style({
  display: "grid",
  gridTemplateColumns: "96px minmax(0, 1fr)",
  alignItems: "start",
  gap: vars.space[3],
  background: vars.color.surface,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
});
/** The text column: may shrink below its longest word, which then breaks instead of sticking out. */
export const cardBody = style({ minWidth: 0, overflowWrap: "break-word" });
export const compactTitle = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, margin: 0 });
export const thumb = style({ width: "100%", height: "auto", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `${vars.space[1]} 0` });
export const summary = style({ margin: 0 });
export const article = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  lineHeight: 1.7,
  overflowWrap: "break-word",
});
globalStyle(`${article} img, ${article} iframe`, { maxWidth: "100%", height: "auto", aspectRatio: "auto" });
globalStyle(`${article} iframe`, { aspectRatio: "16 / 9", width: "100%" });
globalStyle(`${article} table`, { borderCollapse: "collapse", width: "100%", display: "block", overflowX: "auto" });
globalStyle(`${article} th, ${article} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space[2] });
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  listStyle: "none",
  padding: 0,
  margin: `${vars.space[3]} 0`,
});
export const tag = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const layout = style({
  display: "grid",
  gap: vars.space[4],
  "@media": { [media.desktop]: { gridTemplateColumns: "1fr 300px", alignItems: "start" } },
});
export const main = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });
export const focus = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space[3] });
export const title = style({ margin: 0, overflowWrap: "anywhere" });
/** An empty result: what was searched, where else it finds something, and the ways out. */
export const empty = style({ background: vars.color.surface, padding: vars.space[4], borderRadius: vars.radius.md });
export const emptyTitle = style({ margin: `0 0 ${vars.space[2]}`, fontWeight: vars.fontWeight.semibold });
