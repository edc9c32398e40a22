import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const box = style({ maxWidth: "40rem", margin: "3rem auto", padding: vars.space[6], textAlign: "center" });
export const code = style({ color: vars.color.textMuted, fontWeight: 600, margin: 0 });
export const title = style({ fontSize: vars.fontSize.xl, margin: `${vars.space[2]} 0` });
export const message = style({ color: vars.color.text, lineHeight: 1.6 });
export const actions = style({ marginTop: vars.space[4] });
