/**
 * Styles of `ProductCard` and `ProductGrid` (app/features/catalog/product-card.tsx): white cards on the
 * grey page, cover on top (2:3), title clamped to two lines, authors, rating, price and the
 * "Thêm vào giỏ hàng" button pinned to the bottom so buttons line up across a row.
 * Grid: 2 columns on phones, 3 from 768px, 5 from 1024px.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** The add-to-cart button's icon (a cart with a plus), a data URI: the CSP allows `img-src data:`. */
const CART_PLUS_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01M13 9v4M11 11h4"/></svg>',
  );

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  // Phones: two columns of at least 8.5rem (two fit from 320 px); with enlarged text (WCAG 1.4.4)
  // the minimum grows with it and the grid falls back to one column instead of overflowing.
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))",
  gap: vars.space[2],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space[3] },
    [media.desktop]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))", gap: vars.space[4] },
  },
});

// The grid's items are plain `<li>`s written by the pages: let each card fill its cell.
globalStyle(`${grid} > li`, {
  display: "flex",
  minWidth: 0,
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  minWidth: 0,
  padding: vars.space[2],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: "box-shadow 0.15s ease, border-color 0.15s ease",
  selectors: {
    "&:hover, &:focus-within": {
      borderColor: vars.color.borderStrong,
      boxShadow: vars.shadow.md,
    },
  },
  "@media": {
    [media.tablet]: { padding: vars.space[3] },
    [media.reducedMotion]: { transition: "none" },
  },
  // No `content-visibility: auto` per card: measured (ADR 0029, "Follow-up"), dozens of small
  // skipped boxes cost more main-thread time in their activation passes than they save.
});

export const coverLink = style({
  position: "relative",
  display: "block",
  marginBottom: vars.space[2],
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  backgroundColor: vars.color.surfaceMuted,
  aspectRatio: "2 / 3",
});

export const cover = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "contain",
  transition: "transform 0.2s ease",
  selectors: {
    [`${card}:hover &`]: { transform: "scale(1.03)" },
  },
  "@media": {
    [media.reducedMotion]: { transition: "none", selectors: { [`${card}:hover &`]: { transform: "none" } } },
  },
});

export const ebookTag = style({
  position: "absolute",
  top: vars.space[2],
  left: vars.space[2],
  paddingInline: vars.space[2],
  paddingBlock: "0.125rem",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.4,
  letterSpacing: "0.02em",
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.35,
  // Two lines, always reserving their height so prices line up across a row.
  minHeight: "calc(2 * 1.35em)",
  "@media": {
    [media.desktop]: { fontSize: "0.9375rem" },
  },
});

export const titleLink = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.brand, textDecoration: "underline" },
  },
});

export const authors = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": {
    [media.tablet]: { fontSize: vars.fontSize.sm },
  },
});

export const rating = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
});

/** The visible rating ("4,4 (159)", hidden from screen readers), its star drawn before it. */
export const ratingShown = style({
  selectors: {
    "&::before": { content: '"★ "', color: vars.color.star },
  },
});

/** The price pins itself and the button after it to the bottom of the card (buttons line up across a row). */
export const price = style({
  minHeight: "2.4em",
  marginTop: "auto",
  paddingTop: vars.space[2],
  marginBottom: vars.space[2],
});

// The form is the button's container (as wide as the button): the label and icon follow the card's
// width, not the viewport's — a card is 126 px wide at 320 px and 133 px in the desktop's five columns.
export const addForm = style({
  margin: 0,
  containerType: "inline-size",
});

const buttonBase = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[1],
  width: "100%",
  minHeight: "2.5rem",
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
  // 13px on phones keeps "Thêm vào giỏ hàng" on one line in a 2-column grid at 360px.
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.2,
  textAlign: "center",
  "@container": {
    "(min-width: 13rem)": { paddingInline: vars.space[2], fontSize: vars.fontSize.sm },
  },
});

export const addButton = style([
  buttonBase,
  {
    border: `1px solid ${vars.color.brand}`,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      "&:hover": { backgroundColor: vars.color.brandHover, borderColor: vars.color.brandHover },
      "&:active": { backgroundColor: vars.color.brandDark },
    },
    // The cart icon, only where the label and the icon both fit (from 13rem of button): a masked
    // pseudo-element in the label's colour rather than an inline <svg> per card.
    "@container": {
      "(min-width: 13rem)": {
        selectors: {
          "&::before": {
            content: '""',
            flexShrink: 0,
            width: "16px",
            height: "16px",
            backgroundColor: "currentColor",
            mask: `url("${CART_PLUS_ICON}") center / contain no-repeat`,
          },
        },
      },
    },
  },
]);

/**
 * "Thêm vào giỏ hàng" at 13px is ~123 px of Be Vietnam Pro (~140 px in a fallback font): below 10rem
 * of button the last word is hidden from view (not from screen readers), so the label keeps one line.
 */
export const addLabelTail = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@container": {
    "(min-width: 10rem)": { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" },
  },
});

export const soldOutButton = style([
  buttonBase,
  {
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.textMuted,
  },
]);
