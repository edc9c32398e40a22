import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

/** The review page: one column, the questions as cards, the history as a table scrolling on phones. */
export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0, maxWidth: "52rem" });

export const crumbs = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere", margin: 0 });

export const title = style({ margin: 0, overflowWrap: "anywhere" });

export const summary = style({
  display: "grid",
  gap: vars.space[1],
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  margin: 0,
});

export const score = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center", margin: 0 });

export const questions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const question = style({
  display: "grid",
  gap: vars.space[2],
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const questionHead = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "baseline" });

export const questionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

const markBase = style({
  display: "inline-block",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The result mark: its word says it (`Đúng`, `Sai`, …); the colour only repeats it. */
export const mark = styleVariants({
  correct: [markBase, { background: vars.color.successSoft }],
  partial: [markBase, { background: vars.color.brandSoft }],
  incorrect: [markBase, { background: vars.color.errorSoft }],
  pending: [markBase, { background: vars.color.warningSoft }],
  unanswered: [markBase, { background: vars.color.surfaceMuted }],
});

export const html = style({ overflowWrap: "break-word", lineHeight: 1.6, minWidth: 0 });
globalStyle(`${html} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${html} p`, { margin: 0 });

export const options = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[1] });

export const option = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  alignItems: "baseline",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});

export const correctOption = style({ borderColor: vars.color.success, background: vars.color.successSoft });

export const tag = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const answerText = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const label = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const explanation = style({ background: vars.color.surfaceMuted, padding: vars.space[3], borderRadius: vars.radius.sm });

export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm, background: vars.color.surface });
export const cell = style({
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const currentRow = style({ background: vars.color.brandSoft });

/** Why the right answers are hidden: a framed note under the score. */
export const notice = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

/** Matching and cloze: one row per prompt or blank (its text, the learner's value, the result, the right value). */
export const parts = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[1] });

export const partRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space[2]}`,
  alignItems: "baseline",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});

/** Ordering: the learner's order and the right one, side by side when there is room. */
export const orders = style({ display: "grid", gap: vars.space[3], gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" });

export const orderList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "grid",
  gap: vars.space[1],
  overflowWrap: "anywhere",
});

/** A cloze's text with the learner's values in place of the blanks. */
export const clozeText = style({ margin: 0, lineHeight: 1.8, overflowWrap: "anywhere" });

export const filled = style({ fontWeight: vars.fontWeight.semibold, textDecoration: "underline", textUnderlineOffset: "0.2em" });
