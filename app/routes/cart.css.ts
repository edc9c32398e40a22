import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column" });
export const title = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space[3]}` });
export const alert = style({
  background: vars.color.errorSoft,
  color: vars.color.error,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  marginBottom: vars.space[3],
});
export const notice = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
});
export const empty = style({
  background: vars.color.surface,
  padding: `${vars.space[8]} ${vars.space[4]}`,
  textAlign: "center",
  borderRadius: vars.radius.lg,
});
// Explicit shrinkable columns (an implicit `auto` column grows to its widest content).
export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 320px", alignItems: "start" } },
});
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const line = style({
  display: "grid",
  gridTemplateColumns: "80px minmax(0, 1fr)",
  gap: vars.space[3],
  background: vars.color.surface,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "80px minmax(0, 1fr) auto" } },
});
export const thumb = style({ borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const lineInfo = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });
export const lineName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, textDecoration: "none" });
export const unitPrice = style({
  margin: 0,
  color: vars.color.price,
  fontWeight: vars.fontWeight.semibold,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  alignItems: "baseline",
});
export const listPrice = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });
export const tag = style({
  fontSize: vars.fontSize.xs,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
});
export const lineActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });
export const qtyForm = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });
export const qtyInput = style({
  width: "4.5rem",
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
});
export const lineTotal = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  gridColumn: "2",
  "@media": { [media.tablet]: { gridColumn: "3" } },
});
export const summary = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
});
export const summaryTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const totals = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: vars.space[2], margin: 0 });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "right", fontWeight: vars.fontWeight.semibold });
