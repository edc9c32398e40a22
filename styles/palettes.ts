/**
 * The colour palettes of the three colour schemes (ADR 0016; spec §2 "colour-scheme panel"):
 * `light` (the shop's default), `dark` and `contrast` (high contrast). styles/theme.css.ts makes
 * `light` the `:root` theme; styles/schemes.css.ts swaps in the others under `<html data-scheme>`.
 *
 * Every palette has the same keys with the same roles, and every text/background pair the UI uses
 * passes WCAG 2.1 AA (≥ 4.5:1; styles/palettes.test.ts computes the ratios):
 * - `text`, `textMuted` on `background`, `surface`, `surfaceMuted`; `brand` (links) on the same;
 * - `onBrand` on `brand`, `brandHover`, `brandDark` (buttons, top bar, footer) and on `price` (badges);
 *   `onBrandMuted` on `brandDark` (the footer's secondary text);
 * - status colours on their `…Soft` tints, `brand`/`brandDark` on `brandSoft` (active menu items).
 * In `dark`, buttons are light blue with dark text (`onBrand` is dark): a blue that reads as link text
 * on a dark page cannot also carry white text at 4.5:1.
 * Values are CSS hex colours.
 */
const light = {
  /** Brand: deep academic blue (links, primary buttons, header). */
  brand: "#0b4f8a",
  brandHover: "#083d6b",
  brandDark: "#062d50",
  /** Light tint of the brand for active menu items, info surfaces. */
  brandSoft: "#e8f0f8",
  /** Text on brand-coloured surfaces. */
  onBrand: "#ffffff",
  /** Secondary text on `brandDark` (the footer). */
  onBrandMuted: "#dbe6f1",

  /** Prices, sale badges, "hot" accents. */
  price: "#c62828",
  priceSoft: "#fdecea",
  /** Rating stars (decorative: always paired with text). */
  star: "#f4a100",

  text: "#1c2430",
  /** Secondary text: authors, captions (6.4:1 on white). */
  textMuted: "#56606e",
  /** Text on disabled controls. */
  textDisabled: "#8a939f",

  border: "#dde2e8",
  borderStrong: "#b6bec9",

  /** Page background (light grey, so white cards stand out like a real shop). */
  background: "#f3f5f8",
  /** Cards, panels, header. */
  surface: "#ffffff",
  /** Zebra rows, input addons, image placeholders. */
  surfaceMuted: "#f7f8fa",

  success: "#1b7a3d",
  successSoft: "#e7f5ec",
  error: "#b3261e",
  errorSoft: "#fdecea",
  /** Warning text colour (dark amber, readable on white and on warningSoft). */
  warning: "#8a5300",
  warningSoft: "#fff4e0",
  info: "#0b4f8a",
  infoSoft: "#e8f0f8",

  /** Keyboard focus ring: high-contrast amber-on-blue works on white and on the brand bar. */
  focus: "#f59e0b",
  focusInner: "#062d50",
};

/** A colour palette: the same roles in every scheme. */
type Palette = typeof light;

const dark: Palette = {
  brand: "#8ab4f8",
  brandHover: "#aecbfa",
  brandDark: "#a8c7fa",
  brandSoft: "#1c2b41",
  onBrand: "#0b1320",
  onBrandMuted: "#1f2e44",
  price: "#ff8a80",
  priceSoft: "#3a1d1d",
  star: "#f4a100",
  text: "#e6e9ef",
  textMuted: "#aab3c0",
  textDisabled: "#7d8694",
  border: "#3a4452",
  borderStrong: "#5a6575",
  background: "#0f141a",
  surface: "#171d25",
  surfaceMuted: "#1e252f",
  success: "#6fd08c",
  successSoft: "#15291c",
  error: "#ff8a80",
  errorSoft: "#3a1d1d",
  warning: "#f5c26b",
  warningSoft: "#33270f",
  info: "#8ab4f8",
  infoSoft: "#1c2b41",
  focus: "#f59e0b",
  focusInner: "#0b1320",
};

const contrast: Palette = {
  brand: "#00316e",
  brandHover: "#001f47",
  brandDark: "#001a3d",
  brandSoft: "#e6eefa",
  onBrand: "#ffffff",
  onBrandMuted: "#ffffff",
  price: "#9b0000",
  priceSoft: "#fff0f0",
  star: "#8a4500",
  text: "#000000",
  textMuted: "#1f1f1f",
  textDisabled: "#4d4d4d",
  border: "#4d4d4d",
  borderStrong: "#000000",
  background: "#ffffff",
  surface: "#ffffff",
  surfaceMuted: "#f2f2f2",
  success: "#00561f",
  successSoft: "#eaf7ee",
  error: "#8c0000",
  errorSoft: "#fff0f0",
  warning: "#5c3700",
  warningSoft: "#fff6e0",
  info: "#00316e",
  infoSoft: "#e6eefa",
  focus: "#b35900",
  focusInner: "#000000",
};

/** The palette of each colour scheme (keys: app/constants.ts COLOR_SCHEME_LABELS). */
export const PALETTES = { light, dark, contrast } as const satisfies Record<string, Palette>;
