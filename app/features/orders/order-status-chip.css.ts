/**
 * Status chips (order-status-chip.tsx): one class per tone. Text colours are the palettes' status
 * colours on their soft tints (≥ 4.5:1 in the light, dark and contrast schemes, styles/palettes.ts);
 * the border style differs per tone as well as its colour.
 */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";
import type { StatusTone } from "./order-status";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  maxWidth: "100%",
  paddingBlock: "0.125rem",
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  verticalAlign: "middle",
});

const TONES: Record<StatusTone, { color: string; background: string; border: string }> = {
  waiting: { color: vars.color.warning, background: vars.color.warningSoft, border: `1px dashed ${vars.color.warning}` },
  progress: { color: vars.color.info, background: vars.color.infoSoft, border: `1px solid ${vars.color.info}` },
  done: { color: vars.color.success, background: vars.color.successSoft, border: `1px solid ${vars.color.success}` },
  problem: { color: vars.color.error, background: vars.color.errorSoft, border: `3px double ${vars.color.error}` },
  closed: { color: vars.color.textMuted, background: vars.color.surfaceMuted, border: `1px dotted ${vars.color.textMuted}` },
};

export const chip = styleVariants(TONES, (t) => [base, t]);

export const icon = style({ flexShrink: 0 });
