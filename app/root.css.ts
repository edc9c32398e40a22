import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const body = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });
export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space[4]} ${vars.space[3]}`,
});
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  selectors: {
    "&:focus": { left: vars.space[2], top: vars.space[2], zIndex: 100, background: vars.color.surface, padding: vars.space[2] },
  },
});
