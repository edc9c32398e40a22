import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space[3] });
export const product = style({
  display: "grid",
  gap: vars.space[6],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  // Explicit shrinkable columns: an implicit `auto` column grows to its widest content.
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(220px, 360px) minmax(0, 1fr)" } },
});
export const cover = style({ maxWidth: 360, margin: "0 auto", width: "100%", minWidth: 0 });
/** The gallery: one picture per slide, swiped or scrolled (CSS scroll snap), thumbnails link to `#anh-n`. */
export const slides = style({
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.md,
});
export const slide = style({ flex: "0 0 100%", scrollSnapAlign: "start" });
export const thumbs = style({ display: "flex", gap: vars.space[2], listStyle: "none", margin: `${vars.space[2]} 0 0`, padding: 0 });
export const thumbLink = style({
  display: "block",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  lineHeight: 0,
  selectors: { "&:hover, &:focus-visible": { borderColor: vars.color.brand } },
});
export const flashBadge = style({
  alignSelf: "flex-start",
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.price,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const flash = style({
  background: vars.color.priceSoft,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  display: "grid",
  gap: vars.space[1],
});
/** "Giá đã bao gồm VAT" under the price. */
export const vatNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const flashNote = style({ margin: 0, fontSize: vars.fontSize.sm });

export const info = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const authors = style({ color: vars.color.textMuted, margin: 0 });
export const inStock = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const outOfStock = style({ color: vars.color.error, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const soldOutNote = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
});
export const addForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space[3] });
export const quantity = style({ display: "flex", flexDirection: "column", gap: vars.space[1], width: "7rem" });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  marginTop: vars.space[4],
  // The sections under the book (description, reviews, related books) are below the fold on a phone
  // and mostly on a desktop: their style, layout and paint wait until they near the viewport.
  contentVisibility: "auto",
  containIntrinsicBlockSize: "auto 30rem",
});
export const description = style({ lineHeight: 1.7, whiteSpace: "pre-line" });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0 });
globalStyle(`${facts} dd`, { margin: 0 });
globalStyle(`${slide} img`, { width: "100%", height: "auto", display: "block" });
