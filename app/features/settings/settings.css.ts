/** Styles of the display settings form and its side panel (ADR 0016). */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });
export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space[3], margin: 0 });
export const legend = style({ fontWeight: vars.fontWeight.semibold, paddingInline: vars.space[1] });
export const choices = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space[4] });
export const page = style({ maxWidth: "40rem", marginInline: "auto", paddingBlock: vars.space[4] });

/** The side panel (radix Dialog): 380 px (23.75rem) at the right edge, full height, scrolling. */
export const panel = style({
  position: "fixed",
  zIndex: 61,
  top: 0,
  right: 0,
  bottom: 0,
  width: "min(23.75rem, 100vw)",
  overflowY: "auto",
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  padding: vars.space[4],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
});
export const overlay = style({ position: "fixed", inset: 0, background: "rgba(6, 45, 80, 0.25)", zIndex: 60 });
export const panelHeader = style({ display: "flex", justifyContent: "space-between", alignItems: "center" });
export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const close = style({
  border: "none",
  background: "transparent",
  color: "inherit",
  fontSize: vars.fontSize.xl,
  cursor: "pointer",
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
});
