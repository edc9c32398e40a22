import { style } from "@vanilla-extract/css";
import { checkboxLabel } from "../../components/ui/form.css";
import { media, vars } from "../../../styles/theme.css";

/** The filters' disclosure: a "Bộ lọc" toggle on phones; on desktop the page's script opens it. */
export const filters = style({
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  alignSelf: "start",
});
export const summary = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.layout.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
});
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space[3], paddingBlock: vars.space[2] });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space[1], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const options = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});
// The form layer's checkbox/radio label, tighter and breaking long author or publisher names.
export const option = style([checkboxLabel, { lineHeight: vars.lineHeight.tight, overflowWrap: "anywhere" }]);
export const count = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });
export const apply = style({
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space[4]}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
  cursor: "pointer",
  ":hover": { background: vars.color.brandHover },
});
export const clear = style({ fontSize: vars.fontSize.sm, color: vars.color.brand });
