import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
/** Banners: a CSS scroll-snap carousel (swipe on phones, no JavaScript needed). */
export const banners = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  gap: vars.space[3],
  borderRadius: vars.radius.lg,
  marginBottom: vars.space[6],
  scrollbarWidth: "thin",
  "@media": { [media.desktop]: { gridAutoColumns: "100%" } },
});
export const banner = style({
  scrollSnapAlign: "start",
  display: "block",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  aspectRatio: "3 / 1",
});
export const categories = style({ marginBottom: vars.space[6] });
export const categoryList = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], listStyle: "none", padding: 0, margin: 0 });
/** The category chips on phones: one row that scrolls sideways (three wrapped rows before); all shown from 768 px. */
export const chipRow = style({
  "@media": {
    [media.phone]: {
      flexWrap: "nowrap",
      overflowX: "auto",
      scrollSnapType: "x proximity",
      paddingBottom: vars.space[2],
      scrollbarWidth: "thin",
    },
  },
});
globalStyle(`${chipRow} > li`, { flexShrink: 0, scrollSnapAlign: "start" });
globalStyle(`${chipRow} a`, { whiteSpace: "nowrap" });

export const categoryLink = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  ":hover": { borderColor: vars.color.brand, color: vars.color.brand },
});
/**
 * A home block. Below the fold its layout and paint are skipped until it nears the viewport
 * (`content-visibility: auto`; ADR 0020): the home's elements are laid out in parts, not all
 * before the first paint and again when the web fonts arrive. `auto` remembers each block's real
 * height once it has been drawn.
 */
export const block = style({ marginBottom: vars.space[8], contentVisibility: "auto", containIntrinsicBlockSize: "auto 600px" });
export const blockTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[3]}`, color: vars.color.brandDark });

/** A news item of the home's news shelf: the thumbnail (400×210), the title (three lines at most), the date. */
export const newsCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  width: "100%",
  minWidth: 0,
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const newsThumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "40 / 21",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const newsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: 1.35,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const newsDate = style({ margin: 0, marginTop: "auto", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
