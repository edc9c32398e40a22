import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const overlay = style({ position: "fixed", inset: 0, background: "rgba(6, 45, 80, 0.45)", zIndex: 60 });
export const content = style({
  position: "fixed",
  zIndex: 61,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(28rem, calc(100vw - 1.5rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space[4],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
});
export const header = style({ display: "flex", justifyContent: "space-between", alignItems: "center" });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const close = style({
  border: "none",
  background: "transparent",
  fontSize: vars.fontSize.xl,
  cursor: "pointer",
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
});
