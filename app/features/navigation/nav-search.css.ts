/**
 * Styles of the navigation toolbar: the `Tìm trang` popup, the `Bảng tin nhanh`
 * side panel, the `Lối tắt` list, and the pin forms of the results page. Everything wraps inside its
 * own box (no horizontal overflow at 320–412 px) and sizes in rem (the font-size setting scales it).
 */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

/** The toolbar row under the header's main bar (`data-chrome="toolbar"`). */
export const toolbar = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const toolbarInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  paddingBlock: vars.space[1],
  minWidth: 0,
});

export const entry = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

/** The `Lối tắt` nav: its links wrap onto more lines rather than push the page sideways. */
export const shortcuts = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], minWidth: 0 });
export const shortcutsLabel = style({ color: vars.color.textMuted });
export const shortcutList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  minWidth: 0,
});
export const shortcutLink = style({
  display: "inline-block",
  maxWidth: "100%",
  overflowWrap: "anywhere",
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
});

/** The `Tìm trang` popup (radix Popover): at most 380 px (23.75rem), never wider than the screen. */
export const popover = style({
  zIndex: 62,
  width: "min(23.75rem, calc(100vw - 1rem))",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space[3],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});
export const suggestions = style({ margin: 0, paddingInlineStart: vars.space[5] });

/** A result row of `/tim-dieu-huong`: the link, then its pin form. */
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: vars.space[3], marginBlock: vars.space[1] });
export const pinForm = style({ display: "inline" });
