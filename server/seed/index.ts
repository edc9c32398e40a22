/**
 * Seeds an empty database with the demo data of the reference upstream: the catalogue, the home
 * page, Vietnam's administrative units, accounts, affiliate and discount codes.
 *
 * `openDatabase(url, seedDatabase)` (server/db/client.ts) calls it inside one transaction when the
 * database has no products. Deterministic: the same code always produces the same rows (see
 * ./random.ts), so ids can be named in tests (./catalog.ts `SEED_FACTS`) and demo scripts.
 */
import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import {
  affiliates,
  banners,
  categories,
  cities,
  discountCodes,
  districts,
  productBlockItems,
  productBlocks,
  products,
  users,
  wards,
} from "../db/schema";
import { buildAffiliates, buildDiscountCodes, buildUsers } from "./accounts";
import { getCatalog } from "./catalog";
import { buildHome } from "./home";
import { loadLocations } from "./locations";

/** Most rows per INSERT statement. */
const MAX_ROWS_PER_INSERT = 500;
/** Bound parameters per statement we stay under (SQLite's default limit is 32 766 since 3.32). */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts `rows` into `table` in multi-row INSERT statements of at most 500 rows (fewer for wide
 * tables, to stay under SQLite's bound-parameter limit). Synchronous, like better-sqlite3.
 */
function insertChunked<T extends SQLiteTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]): void {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columnCount)));
  for (let i = 0; i < rows.length; i += size) {
    db.insert(table).values(rows.slice(i, i + size)).run();
  }
}

/**
 * Fills an empty, migrated database with the demo data. Call it inside a transaction (openDatabase
 * does): it inserts ~11 800 rows and fails on a database that already holds any of them.
 * Takes about 0.5 s on a 2-core machine, most of it the bcrypt hashes of the demo accounts.
 */
export function seedDatabase(db: Db): void {
  const catalog = getCatalog();
  insertChunked(db, categories, catalog.categories);
  insertChunked(db, products, catalog.products);

  const locations = loadLocations();
  insertChunked(db, cities, locations.cities);
  insertChunked(db, districts, locations.districts);
  insertChunked(db, wards, locations.wards);

  insertChunked(db, users, buildUsers());
  insertChunked(db, affiliates, buildAffiliates());
  insertChunked(db, discountCodes, buildDiscountCodes());

  const home = buildHome(catalog);
  insertChunked(db, banners, home.banners);
  insertChunked(db, productBlocks, home.blocks);
  insertChunked(db, productBlockItems, home.blockItems);
}
