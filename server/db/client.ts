/**
 * Opens the SQLite database, applies the checked-in migrations and seeds an empty database.
 * `DATABASE_URL` may be a path, a `file:` URL or `:memory:` (tests).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";
import { registerSqlFunctions } from "./sql-functions";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Folder of the SQL migrations: beside this module in the source tree, copied beside the bundle by the build. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  const found = candidates.find((c) => fs.existsSync(path.join(c, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

function filePath(url: string): string {
  if (url === ":memory:") return url;
  const p = url.startsWith("file:") ? fileURLToPath(new URL(url, `file://${process.cwd()}/`)) : url;
  fs.mkdirSync(path.dirname(path.resolve(p)), { recursive: true });
  return p;
}

/**
 * Opens (creating if needed) and migrates the database at `url`.
 * @param seed called inside one transaction when the database has no products yet.
 */
export function openDatabase(url: string, seed?: (db: Db) => void): Db {
  const sqlite = new Database(filePath(url));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Before migrating: the search index triggers (and the migration that fills the index) call them.
  registerSqlFunctions(sqlite);
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: migrationsFolder() });
  if (seed) {
    const { n } = sqlite.prepare("SELECT count(*) AS n FROM products").get() as { n: number };
    if (n === 0) sqlite.transaction(() => seed(db))();
  }
  return db;
}
