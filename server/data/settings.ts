/**
 * Data access of a customer's display settings and shortcuts (`user_settings`, ADR 0016):
 * one row per customer, both values stored as JSON text. Rules (what is valid) are in
 * server/domain/settings.ts.
 */
import { eq } from "drizzle-orm";
import { userSettings } from "../db/schema";
import type { DbOrTx } from "./tx";

/** The stored JSON texts of a customer (null = never saved), or undefined when there is no row. */
export function findUserSettingsRow(db: DbOrTx, userId: number): { settingsJson: string | null; shortcutsJson: string | null } | undefined {
  return db
    .select({ settingsJson: userSettings.settingsJson, shortcutsJson: userSettings.shortcutsJson })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .get();
}

/**
 * Writes one of the two JSON texts of a customer (creating the row when missing); `updatedAt` ISO-8601 UTC.
 */
export function upsertUserSettings(
  db: DbOrTx,
  userId: number,
  values: { settingsJson: string } | { shortcutsJson: string },
  updatedAt: string,
): void {
  db.insert(userSettings)
    .values({ userId, ...values, updatedAt })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt } })
    .run();
}
