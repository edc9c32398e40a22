/** Styles of the course card and grid (1 column on phones, 2 from 768px, 3 from 1024px, 4 from 1280px). */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "1fr",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.wide]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
});
export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[1], padding: vars.space[3], flex: 1 });
export const cardTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.brand, textDecoration: "underline" },
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The description, clipped to three lines. */
export const description = style({
  margin: `${vars.space[1]} 0 0`,
  fontSize: vars.fontSize.sm,
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
});
