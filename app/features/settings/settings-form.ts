/**
 * The display settings form (ADR 0016; docs/ui-contract.md "Display settings"): its field
 * names, the choices it offers and the reading of a posted form into complete settings. Pure; used by
 * the page `/cai-dat-hien-thi` and the side panel (same form).
 *
 * Fields: `layout`, `mode`, `scheme`, `navbarPosition`, `navbarStyle` (radios), `fontScale` (select,
 * percent), `toolbar`, `footer` (checkboxes: present = shown). Nothing posted can fail: a value outside
 * its list falls back to the default (`parseDisplaySettings`), a font scale is clamped to 70–130.
 */
import {
  COLOR_SCHEME_LABELS,
  FONT_SCALE,
  LAYOUT_LABELS,
  LAYOUT_MODE_LABELS,
  NAVBAR_POSITION_LABELS,
  NAVBAR_STYLE_LABELS,
} from "~/constants";
import { parseDisplaySettings, type DisplaySettings } from "~/utils/display-settings";

/** One radio group of the form: its legend (the accessible name), field name and choices. */
export interface RadioGroup {
  legend: string;
  name: "layout" | "mode" | "scheme" | "navbarPosition" | "navbarStyle";
  options: { value: string; label: string }[];
}

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The radio groups, in the form's order (names of docs/ui-contract.md). */
export const RADIO_GROUPS: readonly RadioGroup[] = [
  { legend: "Bố cục", name: "layout", options: optionsOf(LAYOUT_LABELS) },
  { legend: "Chế độ", name: "mode", options: optionsOf(LAYOUT_MODE_LABELS) },
  { legend: "Bảng màu", name: "scheme", options: optionsOf(COLOR_SCHEME_LABELS) },
  { legend: "Vị trí thanh điều hướng", name: "navbarPosition", options: optionsOf(NAVBAR_POSITION_LABELS) },
  { legend: "Kiểu thanh điều hướng", name: "navbarStyle", options: optionsOf(NAVBAR_STYLE_LABELS) },
];

/** The font sizes offered, percent (70, 80, … 130). */
export const FONT_SCALES: readonly number[] = Array.from(
  { length: (FONT_SCALE.max - FONT_SCALE.min) / FONT_SCALE.step + 1 },
  (_, i) => FONT_SCALE.min + i * FONT_SCALE.step,
);

/** The current value of a radio group in `settings`. */
export function valueOf(settings: DisplaySettings, name: RadioGroup["name"]): string {
  if (name === "navbarPosition") return settings.navbar.position;
  if (name === "navbarStyle") return settings.navbar.style;
  return settings[name];
}

/** A posted settings form (or the side panel's live form) → complete settings; never fails. */
export function settingsFromForm(form: FormData): DisplaySettings {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return parseDisplaySettings({
    layout: text("layout"),
    mode: text("mode"),
    scheme: text("scheme"),
    navbar: { position: text("navbarPosition"), style: text("navbarStyle") },
    toolbar: form.has("toolbar"),
    footer: form.has("footer"),
    fontScale: text("fontScale"),
  });
}
