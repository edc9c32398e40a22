import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** Phones: the menu is a horizontal scrolling strip above the page; from tablets a side column. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
  margin: `${vars.space[4]} 0`,
  "@media": { [media.tablet]: { gridTemplateColumns: "14rem minmax(0, 1fr)", alignItems: "start" } },
});

export const nav = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const menu = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space[1],
  display: "flex",
  gap: vars.space[1],
  overflowX: "auto",
  whiteSpace: "nowrap",
  "@media": { [media.tablet]: { flexDirection: "column", overflowX: "visible", whiteSpace: "normal" } },
});

export const link = style({
  display: "block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  minHeight: "2.75rem",
  lineHeight: 1.75,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandDark, fontWeight: 600 },
  },
});

export const logout = style({ borderTop: `1px solid ${vars.color.border}` });

export const content = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

globalStyle(`${content} table`, { width: "100%", borderCollapse: "collapse" });
