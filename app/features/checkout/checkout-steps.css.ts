import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const steps = style({
  display: "flex",
  gap: vars.space[2],
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  counterReset: "step",
  flexWrap: "wrap",
});
const base = {
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
};
export const step = style(base);
export const done = style({ ...base, color: vars.color.success, borderColor: vars.color.success });
export const current = style({
  ...base,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderColor: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
});
