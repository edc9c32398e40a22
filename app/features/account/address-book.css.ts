import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

/** The address book list: one card per address. */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  display: "grid",
  gap: vars.space[2],
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const head = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "baseline" });

export const badge = style({
  fontSize: "0.8125rem",
  fontWeight: 600,
  color: vars.color.brand,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space[1]}`,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const inline = style({ display: "inline" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center", marginBottom: vars.space[3] });

/** The "saved before 1 July 2025" note of an old address (ADR 0024). */
export const note = style({ margin: 0, fontSize: "0.9375rem", color: vars.color.textMuted });
