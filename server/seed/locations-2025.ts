/**
 * The two-tier map in force since 1 July 2025 (34 provinces, 3 321 wards, no districts) and the old →
 * new ward conversions, from server/seed/data/locations-2025.json (sources, date and licence in
 * server/seed/data/README.md; rebuilt by scripts/locations-2025.mjs). Ids: 1 000 + NSO code for a
 * province, 100 000 + NSO code for a ward (ADR 0024), so they never meet the retired GSO ids.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cities, wardConversions, wards } from "../db/schema";
import type { DbOrTx } from "../data/tx";
import type { Region } from "../domain/cart";
import { PROVINCE_2025_ID_OFFSET, WARD_2025_ID_OFFSET } from "../domain/locations";
import data from "./data/locations-2025.json";

/** The shape of locations-2025.json. */
interface Map2025 {
  effective: string;
  provinces: { code: string; name: string; region: Region; wards: [code: string, name: string][] }[];
  /** [old GSO ward code, new NSO ward code], only where the old ward moved whole. */
  conversions: [oldCode: string, newCode: string][];
}

const map = data as unknown as Map2025;

/** Rows of the 2025 map for `cities`, `wards` and `ward_conversions` (conversions not yet filtered). */
export function loadLocations2025() {
  const provinceRows = map.provinces.map((p) => ({
    id: PROVINCE_2025_ID_OFFSET + Number(p.code),
    name: p.name,
    region: p.region,
    current: true,
  }));
  const wardRows = map.provinces.flatMap((p) =>
    p.wards.map(([code, name]) => ({
      id: WARD_2025_ID_OFFSET + Number(code),
      name,
      cityId: PROVINCE_2025_ID_OFFSET + Number(p.code),
      districtId: null,
    })),
  );
  const conversionRows = map.conversions.map(([oldCode, newCode]) => ({
    oldWardId: Number(oldCode),
    newWardId: WARD_2025_ID_OFFSET + Number(newCode),
  }));
  return { provinces: provinceRows, wards: wardRows, conversions: conversionRows };
}

function insertChunks<T>(rows: T[], insert: (chunk: T[]) => void) {
  for (let i = 0; i < rows.length; i += 500) insert(rows.slice(i, i + 500));
}

/**
 * Inserts the 2025 map into a database that holds the retired map already (conversions whose old
 * ward is not in `wards` — wards merged before the GSO list we ship — are skipped). Call inside a
 * transaction.
 */
export function seedLocations2025(db: DbOrTx): void {
  const { provinces, wards: wardRows, conversions } = loadLocations2025();
  insertChunks(provinces, (c) => db.insert(cities).values(c).run());
  insertChunks(wardRows, (c) => db.insert(wards).values(c).run());
  const known = new Set(
    db
      .select({ id: wards.id })
      .from(wards)
      .all()
      .map((w) => w.id),
  );
  insertChunks(
    conversions.filter((c) => known.has(c.oldWardId)),
    (c) => db.insert(wardConversions).values(c).run(),
  );
}

/**
 * Brings a database seeded before the 2025 map up to date: when it has the retired provinces but no
 * current one, inserts the 2025 map in one transaction and returns true; false otherwise (an empty
 * database is seeded by seedDatabase). server/main.ts calls it after `openDatabase`.
 */
export function seedMissingLocations2025(db: Db): boolean {
  const any = db.select({ id: cities.id }).from(cities).limit(1).get();
  const current = db.select({ id: cities.id }).from(cities).where(eq(cities.current, true)).limit(1).get();
  if (!any || current) return false;
  db.$client.transaction(() => seedLocations2025(db))();
  return true;
}
