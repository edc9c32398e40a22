/**
 * A customer's display settings and navigation shortcuts (ADR 0016; spec §2 "Layout and
 * template", §3 layout config and `data.shortcuts`, §6 settings saving).
 *
 * - Settings: `{ layout, mode, navbar: { position, style }, toolbar, footer, scheme, fontScale }` with the
 *   lists of server/constants.ts; fontScale an integer 70–130 in steps of 10. Strict: anything else is
 *   400 SETTINGS_INVALID with `data.issues` [{path, message}] (the storefront's parse clamps first).
 * - Shortcuts: navigation item ids (/^[a-z0-9-]{1,40}$/), unique, at most MAX_SHORTCUTS; else 400
 *   SHORTCUTS_INVALID. The storefront owns the navigation and checks the ids exist.
 * A stored value that no longer passes (an outdated list) is answered as never saved (null / []).
 */
import { z } from "zod";
import { ApiError } from "../errors";
import { COLOR_SCHEMES, FONT_SCALE, LAYOUTS, LAYOUT_MODES, MAX_SHORTCUTS, NAVBAR_POSITIONS, NAVBAR_STYLES } from "../constants";
import type { DbOrTx } from "../data/tx";
import { findUserSettingsRow, upsertUserSettings } from "../data/settings";

const oneOf = (label: string, list: readonly [string, ...string[]]) =>
  z.enum(list, { errorMap: () => ({ message: `${label} phải là một trong: ${list.join(", ")}` }) });

const FONT_MESSAGE = `Cỡ chữ phải là số nguyên từ ${FONT_SCALE.min} đến ${FONT_SCALE.max}, bước ${FONT_SCALE.step}`;

/** The strict settings schema (unknown keys refused too). */
const settingsSchema = z
  .object({
    layout: oneOf("Bố cục", LAYOUTS),
    mode: oneOf("Chế độ", LAYOUT_MODES),
    navbar: z
      .object({ position: oneOf("Vị trí thanh điều hướng", NAVBAR_POSITIONS), style: oneOf("Kiểu thanh điều hướng", NAVBAR_STYLES) })
      .strict(),
    toolbar: z.boolean({ message: "Thanh công cụ phải là true hoặc false" }),
    footer: z.boolean({ message: "Chân trang phải là true hoặc false" }),
    scheme: oneOf("Bảng màu", COLOR_SCHEMES),
    fontScale: z
      .number({ message: FONT_MESSAGE })
      .int(FONT_MESSAGE)
      .min(FONT_SCALE.min, FONT_MESSAGE)
      .max(FONT_SCALE.max, FONT_MESSAGE)
      .refine((n) => n % FONT_SCALE.step === 0, FONT_MESSAGE),
  })
  .strict();

/** A customer's display settings as the upstream keeps them. */
export type UserDisplaySettings = z.infer<typeof settingsSchema>;

const SHORTCUT_MESSAGE = "Mã lối tắt chỉ gồm chữ thường, số và dấu gạch ngang (tối đa 40 ký tự)";
const shortcutsSchema = z
  .array(z.string({ message: SHORTCUT_MESSAGE }).regex(/^[a-z0-9-]{1,40}$/, SHORTCUT_MESSAGE), {
    message: "Danh sách lối tắt không hợp lệ",
  })
  .max(MAX_SHORTCUTS, `Tối đa ${MAX_SHORTCUTS} lối tắt`)
  .refine((ids) => new Set(ids).size === ids.length, "Lối tắt bị trùng");

/** Parses with `schema` or throws 400 `code` with the issues (nothing saved). */
function strict<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
  code: "SETTINGS_INVALID" | "SHORTCUTS_INVALID",
  what: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new ApiError(400, code, `${what} không hợp lệ: ${issues[0]?.message ?? ""}`, { issues });
}

/** JSON text → value, or undefined when it does not parse. */
function fromJson(text: string | null | undefined): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The customer's saved settings (null = never saved or no longer valid) and shortcuts ([] when none).
 * Source: GET /api/User/Settings.
 */
export function readUserSettings(db: DbOrTx, userId: number): { settings: UserDisplaySettings | null; shortcuts: string[] } {
  const row = findUserSettingsRow(db, userId);
  const settings = settingsSchema.safeParse(fromJson(row?.settingsJson));
  const shortcuts = shortcutsSchema.safeParse(fromJson(row?.shortcutsJson));
  return { settings: settings.success ? settings.data : null, shortcuts: shortcuts.success ? shortcuts.data : [] };
}

/** Validates and saves the customer's settings. @throws ApiError 400 SETTINGS_INVALID. */
export function saveUserSettings(db: DbOrTx, userId: number, value: unknown, now: Date): UserDisplaySettings {
  const settings = strict(settingsSchema, value, "SETTINGS_INVALID", "Cài đặt hiển thị");
  upsertUserSettings(db, userId, { settingsJson: JSON.stringify(settings) }, now.toISOString());
  return settings;
}

/** Validates and replaces the customer's whole shortcut list. @throws ApiError 400 SHORTCUTS_INVALID. */
export function saveUserShortcuts(db: DbOrTx, userId: number, value: unknown, now: Date): string[] {
  const shortcuts = strict(shortcutsSchema, value, "SHORTCUTS_INVALID", "Lối tắt");
  upsertUserSettings(db, userId, { shortcutsJson: JSON.stringify(shortcuts) }, now.toISOString());
  return shortcuts;
}
