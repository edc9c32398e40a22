/**
 * The attempt pages: one column, a panel per question, the summary of unanswered
 * questions, the exam's clock line and the form's buttons. Phone first (no horizontal overflow).
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0, maxWidth: "48rem" });

export const crumbs = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere", margin: 0 });

export const title = style({ margin: 0, overflowWrap: "anywhere" });

export const prose = style({ lineHeight: 1.7, overflowWrap: "break-word" });
globalStyle(`${prose} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${prose} table`, { display: "block", overflowX: "auto" });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const question = style([panel, { margin: 0, selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } } }]);

export const legend = style({ float: "left", width: "100%", padding: 0, marginBottom: vars.space[2], fontWeight: 400 });

export const questionNumber = style({ display: "block", fontWeight: 700, marginBottom: vars.space[1] });

export const options = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[1], clear: "both" });

export const option = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "flex-start",
  minHeight: "2.75rem",
  padding: `${vars.space[2]} 0`,
  overflowWrap: "anywhere",
  cursor: "pointer",
});

export const control = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem", flex: "none", accentColor: vars.color.brand });

export const typed = style({ clear: "both", display: "flex", flexDirection: "column", gap: vars.space[1] });

export const textarea = style({ minHeight: "10rem", resize: "vertical" });

export const summary = style({
  background: vars.color.errorSoft,
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  color: vars.color.text,
});

export const inlineList = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], listStyle: "none", margin: 0, padding: 0 });

export const error = style({ color: vars.color.error, margin: 0, clear: "both" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const clock = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space[3]}`,
  margin: 0,
});

export const timer = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });

export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[3]}`,
});

export const history = style({ margin: 0, paddingLeft: vars.space[5], display: "grid", gap: vars.space[1] });

/** Matching and ordering: one row per prompt or item, its text then its select (stacked on phones). */
export const parts = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3], clear: "both" });

export const partRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[1],
  alignItems: "center",
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "minmax(0, 3fr) minmax(10rem, 2fr)", gap: vars.space[3] } },
});

export const partLabel = style({ overflowWrap: "anywhere" });

/** Cloze: the text with its blanks inline; lines are tall enough for a field. */
export const clozeText = style({ clear: "both", margin: 0, lineHeight: 2.6, overflowWrap: "anywhere" });

export const blank = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space[1],
  maxWidth: "100%",
  verticalAlign: "baseline",
});

export const blankNumber = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

/** A typed blank: wide enough for a word or a number, never wider than the line. */
export const blankInput = style({
  display: "inline-block",
  width: "9rem",
  maxWidth: "100%",
  minHeight: "2.5rem",
  paddingBlock: vars.space[1],
});

export const blankSelect = style({
  display: "inline-block",
  width: "auto",
  maxWidth: "100%",
  minHeight: "2.5rem",
  paddingBlock: vars.space[1],
});
