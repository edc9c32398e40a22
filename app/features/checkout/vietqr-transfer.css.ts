/** Styles of the VietQR transfer box: the QR beside the account's facts, stacked on narrow screens. */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const panel = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: 0,
});
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const warning = style({ color: vars.color.warning, fontWeight: vars.fontWeight.semibold });
export const layout = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 16rem) minmax(0, 1fr)", alignItems: "start" } },
});
export const qr = style({
  width: "100%",
  maxWidth: "16rem",
  aspectRatio: "1 / 1",
  justifySelf: "center",
  // A QR needs dark modules on light, whatever the palette (dark mode included).
  background: "#ffffff",
});
globalStyle(`${qr} svg`, { display: "block", width: "100%", height: "100%" });
export const facts = style({ margin: 0, display: "grid", gap: vars.space[2], minWidth: 0 });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const def = style({ margin: 0, minWidth: 0 });
export const valueRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], minWidth: 0 });
export const value = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere", minWidth: 0 });
export const copy = style({ paddingBlock: vars.space[1] });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" });
export const copied = style({ fontSize: vars.fontSize.sm, color: vars.color.success });
