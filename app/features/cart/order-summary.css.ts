import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
export const totals = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: vars.space[2], marginTop: vars.space[3] });
export const grandTotal = style({ fontWeight: vars.fontWeight.bold, color: vars.color.price, fontSize: vars.fontSize.lg });
globalStyle(`${lines} li`, { display: "flex", justifyContent: "space-between", gap: vars.space[3] });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "right" });
