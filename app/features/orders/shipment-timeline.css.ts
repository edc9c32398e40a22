/** Styles of a parcel's timeline (phones first; long places wrap, never scroll sideways). */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });

export const event = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingLeft: vars.space[3],
  borderLeft: `3px solid ${vars.color.border}`,
});

/** The latest event: a solid brand line, and bold text (not colour alone). */
export const latest = style({ borderLeftColor: vars.color.brand, fontWeight: 600 });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sandboxLink = style({ alignSelf: "flex-start", fontWeight: 600 });
