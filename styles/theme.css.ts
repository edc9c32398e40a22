/**
 * Design tokens of the storefront, as CSS custom properties on `:root` (vanilla-extract
 * `createGlobalTheme`). Components read them through `vars` and never hard-code colours or sizes.
 *
 * - Colours: a deep academic blue brand, a warm red for prices and sales, neutrals, status colours.
 *   Text colours meet WCAG AA (≥ 4.5:1) on `surface` and `background`.
 * - Sizes are rem-based and assume the browser default 1rem = 16px. A font-size setting should scale
 *   `html { font-size: N% }` around 100% (not the template's 62.5% base), so every rem follows it.
 * - Breakpoints are plain numbers (`breakpoints`) plus ready media-query strings (`media`), mobile
 *   first: style for 360px, then add `'@media': { [media.tablet]: … }` and `[media.desktop]`.
 */
import { createGlobalTheme } from "@vanilla-extract/css";
import { PALETTES } from "./palettes";

/** Minimum viewport widths in px (mobile first: below `tablet` is the phone layout). */
const breakpoints = {
  /** Large phones: room for a little more on one line. */
  phablet: 480,
  /** Tablets, small laptops (spec: 3 product columns). */
  tablet: 768,
  /** Desktop (spec §9 desktop breakpoint 1024px; 5 product columns). */
  desktop: 1024,
  /** Wide desktop (spec §9 navbar breakpoint 1280px). */
  wide: 1280,
} as const;

/** Media-query strings for vanilla-extract's `'@media'` key. */
export const media = {
  phablet: `screen and (min-width: ${breakpoints.phablet}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** Below the tablet breakpoint (the phone layout), for the rare phone-only rule. */
  phone: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  /** Windows high-contrast / forced colours: keep borders where backgrounds carry meaning. */
  forcedColors: "(forced-colors: active)",
} as const;

export const vars = createGlobalTheme(":root", {
  /** Colours: the light scheme; styles/schemes.css.ts swaps them under `<html data-scheme>`. */
  color: PALETTES.light,
  /**
   * Spacing scale on a 4px grid, keyed by multiples of 0.25rem (Tailwind-like):
   * 1 = 4px, 2 = 8px, 3 = 12px, 4 = 16px, 5 = 20px, 6 = 24px, 8 = 32px, 10 = 40px, 12 = 48px.
   */
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "12px",
    pill: "999px",
  },
  fontSize: {
    /** 12px: badges, legal lines. */
    xs: "0.75rem",
    /** 14px: secondary text, dense UI. */
    sm: "0.875rem",
    /** 16px: body (also the minimum for inputs, so iOS does not zoom). */
    md: "1rem",
    /** 18px */
    lg: "1.125rem",
    /** 22px: section headings. */
    xl: "1.375rem",
    /** 28px: page titles. */
    xxl: "1.75rem",
  },
  fontWeight: {
    regular: "400",
    semibold: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.25",
    normal: "1.5",
  },
  font: {
    body: '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
    md: "0 2px 8px rgba(16, 24, 40, 0.10)",
    lg: "0 8px 24px rgba(16, 24, 40, 0.16)",
  },
  layout: {
    /** Spec §2: container width 1120px. */
    maxWidth: "1120px",
    /** Side padding of the page container on phones. */
    gutter: "0.75rem",
    /** Minimum touch target. */
    tapTarget: "2.75rem",
  },
  zIndex: {
    header: "10",
    dropdown: "20",
    toast: "50",
  },
});
