/** Styles of the affiliate dashboard: the link box, the totals and the referred orders table. */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const section = style({ marginBottom: vars.space[6] });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[3]}` });
export const code = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, letterSpacing: "0.05em", margin: 0 });
export const linkRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });
export const linkInput = style({ flex: "1 1 14rem", minWidth: 0 });
export const copied = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });
export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space[3],
  margin: 0,
});
export const total = style({
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
export const totalLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const totalValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const cell = style({
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const money = style([cell, { textAlign: "right" }]);
export const empty = style({ color: vars.color.textMuted });
export const explain = style({ margin: 0, paddingLeft: vars.space[5], lineHeight: 1.6 });
