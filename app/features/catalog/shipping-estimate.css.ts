/** "Phí vận chuyển dự kiến" on the product page: a bordered box, its province form wrapping on phones. */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md });
export const text = style({ margin: 0, overflowWrap: "anywhere" });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space[2] });
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space[1], flex: "1 1 12rem", minWidth: 0 });
/** The message's wrapper (a personal slot): no box of its own, its paragraphs stay the box's flex items. */
export const slot = style({ display: "contents" });
