/** Styles of the shared search pieces (content-search.tsx): the list search box and the scope tabs. */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space[2],
  width: "100%",
  // From a tablet up the button stays beside the field (a toolbar's form is only as wide as both).
  "@media": { [media.tablet]: { width: "auto", flexWrap: "nowrap" } },
});
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space[1], flex: "1 1 16rem", minWidth: 0 });
/** The button never wraps its label; on a phone it sits below the field at full width when needed. */
export const submit = style({ whiteSpace: "nowrap", flex: "0 0 auto" });

export const scopes = style({ minWidth: 0 });
export const scopeList = style({
  display: "flex",
  gap: vars.space[2],
  listStyle: "none",
  margin: 0,
  padding: 0,
  overflowX: "auto",
  scrollbarWidth: "thin",
});
export const scope = style({
  display: "inline-flex",
  alignItems: "center",
  // A flex item's leading space collapses: the gap keeps "Sách (4)" apart.
  columnGap: "0.3em",
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  whiteSpace: "nowrap",
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const scopeCount = style({ fontVariantNumeric: "tabular-nums" });

export const hints = style({ margin: `${vars.space[2]} 0`, paddingLeft: vars.space[5], textAlign: "left" });
