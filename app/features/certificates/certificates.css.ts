/** Styles of the certificate pages: the account list and the public verification card. */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });
export const item = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});
export const courseTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
export const empty = style({ color: vars.color.textMuted });

/** The verification card: one column of label/value pairs. */
export const card = style({
  maxWidth: "40rem",
  display: "grid",
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});
export const title = style({ margin: 0, overflowWrap: "anywhere" });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, auto) minmax(0, 1fr)",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, margin: 0 });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
export const code = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", letterSpacing: "0.05em" });

/** The status: its word says it ("Hợp lệ" / "Đã thu hồi"); the colour only repeats it. */
export const status = styleVariants({
  valid: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  revoked: { color: vars.color.error, fontWeight: vars.fontWeight.bold },
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
