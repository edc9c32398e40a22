import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const page = style({
  maxWidth: "28rem",
  margin: `${vars.space[4]} auto`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const intro = style({ color: vars.color.textMuted });
globalStyle(`${page} form`, { display: "flex", flexDirection: "column", gap: vars.space[3] });
