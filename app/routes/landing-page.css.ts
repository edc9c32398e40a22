import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });
export const hero = style({ width: "100%", height: "auto", borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });
export const summary = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.textMuted });
export const previewNote = style({
  margin: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});
