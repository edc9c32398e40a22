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
  sqlite.pragma("busy_timeout = 5000");
  // Before migrating: the search index triggers (and the migration that fills the index) call them.
  registerSqlFunctions(sqlite);
  const db = drizzle(sqlite, { schema }) as Db;
  // Foreign keys stay off while migrating: a migration that rebuilds a table (SQLite's way to change a
  // column) drops the old one, which with the checks on would fail or cascade on every referring row,
  // and the migrator's single transaction cannot switch them off itself. Checked whole afterwards.
  sqlite.pragma("foreign_keys = OFF");
  migrate(db, { migrationsFolder: migrationsFolder() });
  const broken = sqlite.pragma("foreign_key_check") as unknown[];
  if (broken.length) throw new Error(`Migrations left ${broken.length} rows with a dangling foreign key`);
  sqlite.pragma("foreign_keys = ON");
  if (seed) {
    const { n } = sqlite.prepare("SELECT count(*) AS n FROM products").get() as { n: number };
    if (n === 0) sqlite.transaction(() => seed(db))();
  }
  return db;
}
