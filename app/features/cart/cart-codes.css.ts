import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const codes = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space[3],
});
export const applied = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space[2],
  background: vars.color.successSoft,
  color: vars.color.success,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
export const problems = style({ margin: 0, paddingLeft: vars.space[4], color: vars.color.warning, fontSize: vars.fontSize.sm });
export const codeForm = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });
export const inline = style({ display: "flex", gap: vars.space[2], flexWrap: "wrap" });
export const offers = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  marginTop: vars.space[4],
});
export const offersTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}` });
export const offerList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
export const offer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space[3],
  borderBottom: `1px dashed ${vars.color.border}`,
  paddingBottom: vars.space[2],
});
export const offerTerms = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const pager = style({ display: "flex", gap: vars.space[3], marginTop: vars.space[2], alignItems: "center" });
globalStyle(`${offer} > div`, { flex: "1 1 12rem", minWidth: 0 });
