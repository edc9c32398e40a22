import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

/**
 * The suggestions' popup. `position: fixed` at the field's place (set from script): the header's
 * search form clips its children to its rounded border, so a popup inside it must not be positioned
 * relative to it.
 */
export const listbox = style({
  position: "fixed",
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: `${vars.space[1]} 0`,
  listStyle: "none",
  maxHeight: "min(70vh, 32rem)",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const option = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brandSoft, outline: `2px solid ${vars.color.brand}`, outlineOffset: "-2px" },
    "&:hover": { background: vars.color.brandSoft },
  },
});
export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });
export const authors = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
