/** Styles of the account's review pages: the lists, the stars fieldset and the text counter. */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const section = style({ marginBottom: vars.space[6] });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[3]}` });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });
export const item = style({
  display: "grid",
  gridTemplateColumns: "56px minmax(0, 1fr)",
  gap: vars.space[3],
  alignItems: "start",
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
export const cover = style({ width: "56px", height: "auto", borderRadius: vars.radius.sm });
export const body = style({ minWidth: 0, display: "grid", gap: vars.space[1] });
export const productName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
export const stars = style({ color: vars.color.star, letterSpacing: "1px" });
export const starsOff = style({ color: vars.color.border });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
export const content = style({ margin: 0, lineHeight: 1.6, whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], marginTop: vars.space[1] });
export const empty = style({ color: vars.color.textMuted });

export const fieldset = style({ border: 0, margin: `0 0 ${vars.space[4]}`, padding: 0, minWidth: 0 });
export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, padding: 0, marginBottom: vars.space[1] });
export const starChoices = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
export const starChoice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
});
export const textarea = style({
  display: "block",
  width: "100%",
  minHeight: "10rem",
  padding: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: "vertical",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, backgroundColor: vars.color.errorSoft },
  },
});
export const counter = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: "right" });
export const product = style({ display: "flex", gap: vars.space[3], alignItems: "center", marginBottom: vars.space[4] });
