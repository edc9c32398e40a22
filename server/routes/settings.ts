/**
 * A customer's display settings and navigation shortcuts (ADR 0016; bearer, 401 without;
 * shapes in docs/openapi.yaml `UserSettings`):
 * - GET /api/User/Settings → `{ settings: DisplaySettings | null, shortcuts: string[] }` (null = never saved);
 * - PUT /api/User/Settings `{ settings }` → `{ settings }` (400 SETTINGS_INVALID, data.issues);
 * - PUT /api/User/Shortcuts `{ shortcuts }` → `{ shortcuts }` — replaces the list (400 SHORTCUTS_INVALID).
 * Rules in server/domain/settings.ts.
 */
import type { FastifyInstance } from "fastify";
import { ok } from "../http/envelope";
import { requireUser } from "../http/auth";
import { withDefaults } from "../deps";
import { readUserSettings, saveUserSettings, saveUserShortcuts } from "../domain/settings";

/** The body as an object (anything else reads as `{}`, so the missing field is reported). */
const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === "object" ? (body as Record<string, unknown>) : {});

/** Registers the settings routes (a Fastify plugin; uses `app.deps.db` and the clock). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get("/api/User/Settings", async (req, reply) => {
    const user = await requireUser(req);
    reply.header("cache-control", "no-store");
    return ok(readUserSettings(db, user.id));
  });

  app.put("/api/User/Settings", async (req, reply) => {
    const user = await requireUser(req);
    reply.header("cache-control", "no-store");
    const settings = saveUserSettings(db, user.id, bodyOf(req.body).settings, withDefaults(app.deps).clock());
    return ok({ settings }, { successMessage: "Đã lưu cài đặt hiển thị" });
  });

  app.put("/api/User/Shortcuts", async (req, reply) => {
    const user = await requireUser(req);
    reply.header("cache-control", "no-store");
    const shortcuts = saveUserShortcuts(db, user.id, bodyOf(req.body).shortcuts, withDefaults(app.deps).clock());
    return ok({ shortcuts }, { successMessage: "Đã lưu lối tắt" });
  });
}
