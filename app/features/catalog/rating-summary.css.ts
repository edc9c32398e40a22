/**
 * Styles of `RatingSummary` (rating-summary.tsx): the big average with stars on the left, one bar per
 * star on the right (stacked on phones). Bars are native `<meter>` elements, styled per engine, so
 * their widths need no inline `style` (which a strict CSP would block).
 */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
  alignItems: "center",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "auto minmax(0, 1fr)", gap: vars.space[8] },
  },
});

export const score = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[1],
  margin: 0,
  "@media": {
    [media.tablet]: { alignItems: "center", minWidth: "9rem" },
  },
});

export const average = style({
  fontSize: "2.5rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.text,
});

export const outOf = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const stars = style({
  color: vars.color.star,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.1em",
  lineHeight: 1,
});

export const emptyStar = style({
  color: vars.color.border,
});

export const total = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const bars = style({
  display: "grid",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxWidth: "28rem",
});

export const bar = style({
  display: "grid",
  gridTemplateColumns: "3.25rem minmax(0, 1fr) 3rem",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

export const barLabel = style({
  whiteSpace: "nowrap",
  color: vars.color.text,
});

export const barStar = style({
  color: vars.color.star,
});

export const barCount = style({
  textAlign: "right",
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});

export const meter = style({
  display: "block",
  width: "100%",
  height: "0.5rem",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: "hidden",
  WebkitAppearance: "none",
  MozAppearance: "none",
  appearance: "none",
  selectors: {
    "&::-webkit-meter-bar": {
      height: "0.5rem",
      border: 0,
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
    "&::-webkit-meter-optimum-value": { background: vars.color.star, borderRadius: vars.radius.pill },
    "&::-webkit-meter-suboptimum-value": { background: vars.color.star, borderRadius: vars.radius.pill },
    "&::-webkit-meter-even-less-good-value": { background: vars.color.star, borderRadius: vars.radius.pill },
    "&::-moz-meter-bar": { background: vars.color.star, borderRadius: vars.radius.pill },
  },
});
