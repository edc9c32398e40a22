/**
 * Styles of `Pagination` (pagination.tsx): square 40px page links (touch-sized) in a centred,
 * wrapping row; the current page filled with the brand blue; "Trước"/"Sau" as wider links.
 */
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { hiddenOnSmallPhones } from "../../styles/utilities.css";

export const nav = style({
  marginBlock: vars.space[6],
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: "0.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const item = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.25rem",
  height: "2.5rem",
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
} as const;

export const link = style({
  ...item,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const step = style({
  gap: vars.space[1],
});

/** "Trước"/"Sau": arrows only below 480px so 1 … 6 7 8 … 20 fits one line at 360px; the word stays for screen readers. */
export const stepText = style([hiddenOnSmallPhones]);

// A muted but readable step (textMuted on surfaceMuted is over 4.5:1, WCAG 1.4.3); the dashed
// border, not a faint colour, says it cannot be used.
export const disabled = style({
  ...item,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const ellipsis = style({
  ...item,
  minWidth: "1.5rem",
  paddingInline: 0,
  color: vars.color.textMuted,
});
