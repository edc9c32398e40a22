/**
 * Styles of the exercise and exam lists on lesson and course pages (examination-list.tsx):
 * a panel with one row per item — the title link (a comfortable touch target) and its facts.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const section = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[2] });

export const item = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0, overflowWrap: "anywhere" });
globalStyle(`${item} a`, { display: "inline-block", minHeight: "2.75rem", paddingBlock: vars.space[2], fontWeight: 600 });

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
