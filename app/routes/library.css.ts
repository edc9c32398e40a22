/**
 * Styles of `/thu-vien` (routes/library.tsx): the title bar with its search form and the empty
 * state (the course cards are app/features/catalog/course-card).
 */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[3],
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const subtitle = style({ margin: `${vars.space[1]} 0 0`, color: vars.color.textMuted });

export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space[2],
  width: "100%",
  "@media": { [media.tablet]: { width: "auto" } },
});
export const searchField = style({ display: "flex", flexDirection: "column", gap: vars.space[1], flex: "1 1 16rem" });

export const empty = style({
  background: vars.color.surface,
  padding: vars.space[6],
  borderRadius: vars.radius.md,
  textAlign: "center",
  margin: 0,
});
export const emptyTitle = style({ margin: `0 0 ${vars.space[2]}`, fontWeight: vars.fontWeight.semibold });
