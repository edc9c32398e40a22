/**
 * Styles of `Pagination` (pagination.tsx): square 40px page links (touch-sized) in a centred,
 * wrapping row; the current page filled with the brand blue; "Trước"/"Sau" as wider links.
 */
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const nav = style({
  marginBlock: vars.space[6],
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const item = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5rem",
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

export const disabled = style({
  ...item,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textDisabled,
});

export const ellipsis = style({
  ...item,
  minWidth: "1.5rem",
  paddingInline: 0,
  color: vars.color.textMuted,
});
