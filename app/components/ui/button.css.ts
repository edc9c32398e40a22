/**
 * Button classes (vanilla-extract). Each variant is a complete class: put it on a `<button>` or on a
 * link that should look like one (`<a>` / `<Link>`):
 *
 *   import * as button from "~/components/ui/button.css";
 *   <button className={button.primary}>Đặt hàng</button>
 *   <a className={button.secondary} href="/san-pham">Xem thêm</a>
 *
 * - `primary`: the one main action of a view (brand blue).
 * - `secondary`: other actions (white with a blue border).
 * - `ghost`: quiet actions inside lists (e.g. "Xóa" on a cart line): text only until hovered.
 * - 44px tall (touch target). Sizes and a destructive variant are added with their first user.
 * Disabled (`disabled` or `aria-disabled="true"`) looks muted in every variant.
 */
import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[5],
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
  textDecoration: "none",
  // Labels may wrap rather than push the page wider than a phone (enlarged text, WCAG 1.4.4).
  maxWidth: "100%",
  cursor: "pointer",
  transition: "background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": {
      cursor: "not-allowed",
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
    },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

/** The main action: solid brand blue. */
export const primary = style([
  base,
  {
    borderColor: vars.color.brand,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      "&:hover:not(:disabled):not([aria-disabled='true'])": {
        borderColor: vars.color.brandHover,
        backgroundColor: vars.color.brandHover,
        color: vars.color.onBrand,
      },
      "&:active:not(:disabled)": { backgroundColor: vars.color.brandDark },
    },
  },
]);

/** Other actions: white with a brand-blue border and text. */
export const secondary = style([
  base,
  {
    borderColor: vars.color.brand,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    selectors: {
      "&:hover:not(:disabled):not([aria-disabled='true'])": {
        backgroundColor: vars.color.brandSoft,
        color: vars.color.brandHover,
      },
    },
  },
]);

/** Quiet actions: no border or fill until hovered. */
export const ghost = style([
  base,
  {
    backgroundColor: "transparent",
    color: vars.color.textMuted,
    paddingInline: vars.space[3],
    selectors: {
      "&:hover:not(:disabled):not([aria-disabled='true'])": {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.error,
      },
    },
  },
]);
