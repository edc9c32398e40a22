/**
 * The shape and defaults of a visitor's display settings (ADR 0016), without zod: the root
 * route needs DEFAULT_SETTINGS in every page's JavaScript, and zod (~14 KB gzip) is not needed to
 * hydrate a page (ADR 0021). Parsing (with zod) is in ./display-settings.ts, which
 * re-exports these.
 */
import {
  FONT_SCALE,
  type COLOR_SCHEME_LABELS,
  type LAYOUT_LABELS,
  type LAYOUT_MODE_LABELS,
  type NAVBAR_POSITION_LABELS,
  type NAVBAR_STYLE_LABELS,
} from "~/constants";

/** The settings everyone starts with (spec §2: layout2). */
export const DEFAULT_SETTINGS = {
  layout: "layout2",
  mode: "container",
  navbar: { position: "left", style: "style-1" },
  toolbar: true,
  footer: true,
  scheme: "light",
  fontScale: FONT_SCALE.default,
} as const satisfies DisplaySettings;

/**
 * A font scale as the settings keep it: a number (or numeric string) rounded to the nearest step and
 * clamped to 70–130; anything else (letters, NaN, empty) → 100.
 */
export function clampFontScale(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return FONT_SCALE.default;
  const stepped = Math.round(n / FONT_SCALE.step) * FONT_SCALE.step;
  return Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, stepped));
}

/** A visitor's display settings (always complete and valid once parsed). */
export interface DisplaySettings {
  layout: keyof typeof LAYOUT_LABELS;
  mode: keyof typeof LAYOUT_MODE_LABELS;
  navbar: { position: keyof typeof NAVBAR_POSITION_LABELS; style: keyof typeof NAVBAR_STYLE_LABELS };
  toolbar: boolean;
  footer: boolean;
  scheme: keyof typeof COLOR_SCHEME_LABELS;
  fontScale: number;
}
