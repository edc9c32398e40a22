import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[3], maxWidth: "60rem" });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const successTitle = style([title, { color: vars.color.success }]);
export const subtitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}` });
export const columns = style({
  display: "grid",
  gap: vars.space[4],
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" } },
});
export const panel = style({ background: vars.color.surface, padding: vars.space[4], borderRadius: vars.radius.md });
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
});
export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const legend = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, marginBottom: vars.space[2], padding: 0 });
export const actions = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space[3],
  flexWrap: "wrap",
});
export const radio = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  fontWeight: vars.fontWeight.semibold,
});
export const cascadeButton = style({ alignSelf: "flex-start" });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const address = style({ marginTop: vars.space[3], borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[3] });
export const state = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, margin: 0 });
