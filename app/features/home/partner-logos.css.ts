/** The partner logo grid of the home (./partner-logos.tsx): 2 columns on phones, 3 on tablets, 6 on desktops. */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[3],
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  },
});

export const link = style({
  display: "block",
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: "#ffffff",
  border: `1px solid ${vars.color.border}`,
  ":hover": { borderColor: vars.color.brand },
});

/** The logo at its 8:3 ratio, as wide as its cell. */
export const logo = style({ display: "block", width: "100%", height: "auto", aspectRatio: "320 / 120" });
