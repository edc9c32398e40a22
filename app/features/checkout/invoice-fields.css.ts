import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

/** The "Xuất hóa đơn VAT" box: the checkbox, then its fields. */
export const box = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });
/** The checkbox itself (the reveal below keys on it). */
export const toggle = style({});
/**
 * The four fields. Hidden by CSS alone while the box is unticked (`:has`, no script needed); a browser
 * without `:has` simply always shows them, and the server ignores them while the box is unticked.
 */
export const fields = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  selectors: {
    [`${box}:has(${toggle}:not(:checked)) &`]: { display: "none" },
  },
});
export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
  marginBottom: vars.space[3],
  overflowWrap: "anywhere",
});
