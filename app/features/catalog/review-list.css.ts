import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });
export const item = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[3] });
export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space[2], margin: 0 });
export const stars = style({ color: vars.color.star, letterSpacing: "1px" });
export const starsOff = style({ color: vars.color.border });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const content = style({ margin: `${vars.space[1]} 0 0`, lineHeight: 1.6, whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const empty = style({ color: vars.color.textMuted });
export const title = style({ margin: `${vars.space[1]} 0 0`, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
