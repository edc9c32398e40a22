/**
 * The signed-in customer's display settings and navigation shortcuts (ADR 0016; calls
 * defined in docs/openapi.yaml `UserSettings`). Every call needs the session's
 * bearer (the client carries it). Settings from the upstream go through `parseDisplaySettings`, so an
 * outdated stored value never breaks a page. Errors: UpstreamError 400 SETTINGS_INVALID /
 * SHORTCUTS_INVALID (data.issues), 401; upstream failures as in client.server.ts.
 */
import { z } from "zod";
import { parseDisplaySettings, type DisplaySettings } from "~/utils/display-settings";
import type { UpstreamClient } from "./client.server";

/** Settings as answered: null (never saved) or complete settings (unknown values → defaults). */
const settingsField = z.unknown().transform((v) => (v == null ? null : parseDisplaySettings(v)));
const shortcutsField = z.array(z.string()).catch([]);

const mySettingsSchema = z.object({ settings: settingsField, shortcuts: shortcutsField });

/** GET /api/User/Settings → `{ settings: DisplaySettings | null, shortcuts: string[] }` (null = never saved). */
export async function getMySettings(client: UpstreamClient): Promise<{ settings: DisplaySettings | null; shortcuts: string[] }> {
  return (await client.get(mySettingsSchema, "/api/User/Settings")).data;
}

/** PUT /api/User/Settings `{ settings }` → the settings as saved. @throws UpstreamError 400 SETTINGS_INVALID. */
export async function saveMySettings(client: UpstreamClient, settings: DisplaySettings): Promise<DisplaySettings> {
  const res = await client.request("PUT", z.object({ settings: z.unknown().transform(parseDisplaySettings) }), "/api/User/Settings", {
    body: { settings },
  });
  return res.data.settings;
}

/** PUT /api/User/Shortcuts `{ shortcuts }` → the list as saved (replaces the whole list). @throws UpstreamError 400 SHORTCUTS_INVALID. */
export async function saveMyShortcuts(client: UpstreamClient, shortcuts: string[]): Promise<string[]> {
  return (await client.request("PUT", z.object({ shortcuts: shortcutsField }), "/api/User/Shortcuts", { body: { shortcuts } })).data
    .shortcuts;
}
