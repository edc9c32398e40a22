/**
 * The privacy centre (app/routes/account-privacy.tsx) and the consent checkboxes: panels stacked
 * with space between them, the consent group without the browser's fieldset frame, the summary's
 * figures as a wrapping list, the consent history as a plain list of dated lines.
 */
import { style } from "@vanilla-extract/css";
import { panel } from "../../components/ui/form.css";
import { vars } from "../../../styles/theme.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[5], minWidth: 0 });

export const section = style([panel, { display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, overflowWrap: "anywhere" });

export const consents = style({
  margin: 0,
  padding: 0,
  border: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: vars.fontWeight.semibold });

export const consentRow = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const figures = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space[2],
});

export const figure = style({ display: "flex", flexDirection: "column", overflowWrap: "anywhere" });

export const figureValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const history = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
});

export const danger = style([section, { borderColor: vars.color.error }]);

/** A form of the page: its fields, then its button, with space between. */
export const form = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[4], minWidth: 0 });
