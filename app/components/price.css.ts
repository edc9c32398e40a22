/**
 * Styles of `Price` (app/components/price.tsx): the sale price in red and bold, the list price
 * struck through in grey, and a red "-NN%" chip. Three sizes: `sm` (cart lines), `md` (cards),
 * `lg` (product page).
 */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  alignContent: "flex-start",
  columnGap: vars.space[2],
  rowGap: "0.125rem",
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const sale = style({
  color: vars.color.price,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
});

export const saleSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xxl },
});

export const discount = style({
  display: "inline-block",
  paddingInline: "0.3em",
  paddingBlock: "0.1em",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.price,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.3,
  whiteSpace: "nowrap",
  // Drawn, not read: `/ ""` gives the sign empty alternative text (the hidden ", giảm " says it).
  selectors: { "&::before": { content: '"-" / ""' } },
});

export const list = style({
  // On its own line under the sale price, like the big Vietnamese shops.
  flexBasis: "100%",
  color: vars.color.textMuted,
  textDecoration: "line-through",
  fontWeight: vars.fontWeight.regular,
  whiteSpace: "nowrap",
});

export const listSize = styleVariants({
  sm: { fontSize: vars.fontSize.xs },
  md: { fontSize: vars.fontSize.sm },
  lg: { fontSize: vars.fontSize.md, flexBasis: "auto" },
});
