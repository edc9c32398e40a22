import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const item = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });
export const itemDisabled = style([item, { color: vars.color.textMuted }]);
export const radio = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
});
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.warning, margin: 0 });
