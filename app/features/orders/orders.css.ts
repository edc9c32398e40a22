/** Styles of the account's order list and order detail (phones first; no sideways scrolling at 320 px). */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[3],
  alignItems: "end",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const filterActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" });

export const notice = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const alert = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  fontWeight: 600,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });

export const card = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[1],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ margin: 0, fontWeight: 700, "@media": { [media.tablet]: { textAlign: "right" } } });

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  "@media": { [media.phablet]: { gridTemplateColumns: "auto minmax(0, 1fr)" } },
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 500 });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });

export const line = style({ display: "grid", gridTemplateColumns: "3.5rem minmax(0, 1fr)", gap: vars.space[3], alignItems: "start" });

export const cover = style({ width: "3.5rem", height: "auto", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

export const history = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const historyItem = style({
  paddingLeft: vars.space[3],
  borderLeft: `3px solid ${vars.color.brandSoft}`,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" });

export const textarea = style({
  width: "100%",
  minHeight: "6rem",
  padding: vars.space[2],
  font: "inherit",
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxSizing: "border-box",
});
