import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** The course outline: chapters, then their lessons, full width on a phone. */
export const outline = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const chapterTitle = style({ margin: `0 0 ${vars.space[1]}`, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });

/** A chapter's progress line under its title (the learner's pages). */
export const chapterProgress = style({ margin: `0 0 ${vars.space[1]}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chapterProgressDone = style([chapterProgress, { color: vars.color.text, fontWeight: vars.fontWeight.semibold }]);

export const lessonList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const lesson = style({
  display: "grid",
  gridTemplateColumns: "2rem minmax(0, 1fr) auto",
  gap: vars.space[2],
  alignItems: "baseline",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  minHeight: "2.75rem",
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const current = style({ background: vars.color.brandSoft });

export const number = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" });

export const lessonTitle = style({ minWidth: 0, overflowWrap: "anywhere" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[1], marginTop: vars.space[1] });

export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const previewBadge = style([badge, { background: vars.color.successSoft, color: vars.color.text }]);

export const doneBadge = style([badge, { background: vars.color.infoSoft, color: vars.color.text }]);

/** `Cần mua khóa học`: a lock and the words, on the warning tint (shape and text tell it, not colour alone). */
export const lockedBadge = style([
  badge,
  { display: "inline-flex", alignItems: "center", gap: vars.space[1], background: vars.color.warningSoft, color: vars.color.text },
]);
export const lockIcon = style({ flex: "none" });
/** A locked lesson's row (a hook for tests and styles; the badge carries the look). */
export const locked = style({});

export const duration = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

/** The lesson video: 16:9, never wider than the column. */
export const video = style({
  display: "block",
  width: "100%",
  maxWidth: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  background: "#000",
  borderRadius: vars.radius.md,
  "@media": { [media.desktop]: { borderRadius: vars.radius.lg } },
});
