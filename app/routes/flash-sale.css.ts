/**
 * Styles of the flash-sale page (app/routes/flash-sale.tsx): each grid cell stacks the "Còn x/y
 * suất" line above its product card (a row would squeeze the card to a sliver on phones).
 */
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const item = style({
  // Beats the grid's `display: flex` row for its `<li>`s (product-card.css.ts).
  flexDirection: "column",
  gap: vars.space[1],
});

export const remaining = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
