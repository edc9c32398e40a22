import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** A page section: a white panel. */
export const panel = style({
  padding: vars.space[4],
  marginBottom: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const steps = style({ margin: 0, paddingLeft: vars.space[4], display: "grid", gap: vars.space[2] });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const item = style({
  display: "grid",
  gap: vars.space[1],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.35 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ fontWeight: 700 });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { gridTemplateColumns: "max-content minmax(0, 1fr)" } },
});

export const term = style({ color: vars.color.textMuted });

export const summary = style({ whiteSpace: "pre-line" });

export const timeline = style({ margin: 0, paddingLeft: vars.space[4], display: "grid", gap: vars.space[3] });

/** The versions table scrolls sideways on phones instead of widening the page. */
export const tableWrap = style({ overflowX: "auto" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], margin: `${vars.space[3]} 0` });

export const back = style({ display: "inline-block", marginBottom: vars.space[3] });

export const table = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[2],
  textAlign: "left",
  borderBottom: `1px solid ${vars.color.border}`,
});
