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
 * - `field`: a label + control + hint + errors stack.
 * - `label`, `hint`.
 * - `input`, `select`: 44px tall, 16px text (no iOS zoom); a red border when
 *   `aria-invalid="true"`.
 * - `checkboxLabel` wraps a native checkbox or radio (`checkbox`) and its text.
 * - `fieldError`: the red error list under a field (a `<ul>`, list style removed).
 * - `panel`: a white bordered surface (forms, summaries, sidebars).
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

export const label = style({
  display: "inline-block",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
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
