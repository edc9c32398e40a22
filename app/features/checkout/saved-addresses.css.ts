import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space[1]}` });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[2] });

export const option = style({ display: "flex", gap: vars.space[2], alignItems: "flex-start", cursor: "pointer", overflowWrap: "anywhere" });

export const badge = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

/** The typed-address part of the form: hidden while a saved address (not `Giao đến địa chỉ khác`) is chosen. */
export const typedAddress = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

globalStyle(`form:has(input[name="savedAddressId"]:checked:not([value="new"])) ${typedAddress}`, { display: "none" });
