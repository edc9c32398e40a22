/**
 * Form and surface classes (vanilla-extract) for the one form-field layer (app/components/forms.tsx)
 * and for pages that lay out native controls themselves. Native controls only: they work without
 * JavaScript (docs/conventions.md rule 5).
 *
 *   import * as ui from "~/components/ui/form.css";
 *   <div className={ui.field}>
 *     <label className={ui.label} htmlFor="email">Email</label>
 *     <input className={ui.input} id="email" aria-invalid aria-describedby="email-error" />
 *     <ul className={ui.fieldError} id="email-error">…</ul>
 *   </div>
 *
 * - `field`: a label + control + hint + errors stack; `fieldRow`: fields side by side from 768px.
 * - `label`, `required` (append to a label for the red asterisk), `hint`.
 * - `input`, `select`, `textarea`: 44px tall, 16px text (no iOS zoom); a red border when
 *   `aria-invalid="true"`.
 * - `checkboxLabel` wraps a native checkbox or radio (`checkbox`) and its text.
 * - `fieldError`: the red error list under a field (a `<ul>`, list style removed);
 *   `formError`: a red box for form-level errors; `formSuccess`: its green counterpart.
 * - `fieldset` / `legend`: grouped controls (payment method radios).
 * - `panel`: a white bordered surface (forms, summaries, sidebars); `panelTitle` its heading.
 */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  marginBottom: vars.space[4],
  minWidth: 0,
});

export const fieldRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: vars.space[4],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

export const label = style({
  display: "inline-block",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Red asterisk after a required field's label: <span className={ui.required} aria-hidden="true">*</span>. */
export const required = style({
  marginLeft: "0.15em",
  color: vars.color.error,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

const control = style({
  display: "block",
  width: "100%",
  minHeight: vars.layout.tapTarget,
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.color.textMuted },
    "&:focus": { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, backgroundColor: vars.color.errorSoft },
    "&:disabled, &[readonly]": { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

export const input = style([control]);

export const select = style([
  control,
  {
    paddingInline: vars.space[2],
    cursor: "pointer",
  },
]);

export const textarea = style([
  control,
  {
    minHeight: "7rem",
    resize: "vertical",
  },
]);

export const checkboxLabel = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  paddingBlock: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  cursor: "pointer",
});

/** A native checkbox or radio, a little larger than the default and in the brand colour. */
export const checkbox = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.1rem 0 0",
  accentColor: vars.color.brand,
  cursor: "pointer",
});

export const fieldError = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.error,
  selectors: {
    "&:empty": { display: "none" },
  },
});

export const formError = style({
  margin: `0 0 ${vars.space[4]}`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.error}`,
  borderLeftWidth: "4px",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.errorSoft,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  listStyle: "none",
});

export const formSuccess = style([
  formError,
  {
    borderColor: vars.color.success,
    backgroundColor: vars.color.successSoft,
    color: vars.color.success,
  },
]);

export const fieldset = style({
  minWidth: 0,
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: vars.space[2],
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const panel = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  "@media": {
    [media.tablet]: { padding: vars.space[6] },
  },
});

export const panelTitle = style({
  margin: `0 0 ${vars.space[4]}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
