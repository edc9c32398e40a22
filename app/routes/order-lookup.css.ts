/** Styles of "Tra cứu đơn hàng" (phones first: one column; the form beside the result on wide screens). */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], maxWidth: "60rem" });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[3], maxWidth: "32rem" });
export const result = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });
export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });
export const lineRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[1],
  "@media": { [media.phablet]: { gridTemplateColumns: "minmax(0, 1fr) auto", gap: vars.space[3] } },
});
export const money = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
