/**
 * The display settings of a visitor (ADR 0016; spec §2 "Layout and template", §3 layout
 * config, §9 font size): their shape, defaults and the parsing that never fails. Pure (no cookies, no
 * upstream): the `__settings` cookie (app/session.server.ts), the upstream's `GET /api/User/Settings`
 * answer, the settings form and the live preview all go through `parseDisplaySettings`.
 *
 * Shape: `{ layout, mode, navbar: { position, style }, toolbar, footer, scheme, fontScale }` — the
 * string values from the lists of app/constants.ts, `toolbar`/`footer` booleans (shown or hidden),
 * `fontScale` an integer percentage 70–130 in steps of 10.
 */
import { z } from "zod";
import { COLOR_SCHEME_LABELS, LAYOUT_LABELS, LAYOUT_MODE_LABELS, NAVBAR_POSITION_LABELS, NAVBAR_STYLE_LABELS } from "~/constants";
import { clampFontScale, DEFAULT_SETTINGS, type DisplaySettings } from "./display-settings-shape";

export { clampFontScale, DEFAULT_SETTINGS, type DisplaySettings };

const keys = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** The settings schema: every field falls back to its default when missing or outside its list. */
const displaySettingsSchema = z.object({
  layout: z.enum(keys(LAYOUT_LABELS)).catch(DEFAULT_SETTINGS.layout),
  mode: z.enum(keys(LAYOUT_MODE_LABELS)).catch(DEFAULT_SETTINGS.mode),
  navbar: z
    .object({
      position: z.enum(keys(NAVBAR_POSITION_LABELS)).catch(DEFAULT_SETTINGS.navbar.position),
      style: z.enum(keys(NAVBAR_STYLE_LABELS)).catch(DEFAULT_SETTINGS.navbar.style),
    })
    .catch({ ...DEFAULT_SETTINGS.navbar }),
  toolbar: z.boolean().catch(DEFAULT_SETTINGS.toolbar),
  footer: z.boolean().catch(DEFAULT_SETTINGS.footer),
  scheme: z.enum(keys(COLOR_SCHEME_LABELS)).catch(DEFAULT_SETTINGS.scheme),
  fontScale: z.unknown().transform(clampFontScale),
});

/** Parses anything (a cookie's value, an upstream answer) into complete settings; never throws. */
export function parseDisplaySettings(value: unknown): DisplaySettings {
  const parsed = displaySettingsSchema.safeParse(value && typeof value === "object" ? value : {});
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS, navbar: { ...DEFAULT_SETTINGS.navbar } };
}
