import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** The learner's course and lesson pages: one column on a phone, content + outline on a desktop. */
export const page = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", alignItems: "start" } },
});

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });

export const crumbs = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const title = style({ margin: 0, overflowWrap: "anywhere" });

/** `Đã học n/total bài` and the bar. */
export const progress = style({ display: "grid", gap: vars.space[1], margin: 0 });

export const bar = style({ width: "100%", maxWidth: "24rem", height: "0.75rem", accentColor: vars.color.brand });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center", margin: 0 });

export const body = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  lineHeight: 1.7,
  overflowWrap: "break-word",
});
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${body} table`, { display: "block", overflowX: "auto" });

export const neighbours = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space[2], margin: 0 });

export const panel = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space[3],
  minWidth: 0,
});

/** `Khóa học của tôi` in the account library. */
export const courseList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const courseCard = style({
  display: "grid",
  gridTemplateColumns: "5.5rem minmax(0, 1fr)",
  gap: vars.space[3],
  alignItems: "start",
  background: vars.color.surface,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  "@media": { [media.desktop]: { gridTemplateColumns: "8rem minmax(0, 1fr)" } },
});

export const poster = style({ width: "100%", height: "auto", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const courseTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });
