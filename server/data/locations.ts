/**
 * Data access of the location tables (`cities`, `districts`, `wards`, `ward_conversions`; spec §3
 * address cascade, ADR 0024): the two-tier map in force since 1 July 2025 (province → ward) beside
 * the retired three-tier one (province → district → ward) that old addresses still point to.
 * Lists come back unsorted: the domain sorts them by Vietnamese name.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { cities, districts, wardConversions, wards } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A ward with its district (retired wards only), province and shipping region. */
export interface ResolvedWard {
  wardName: string;
  /** Null for a ward of the two-tier map (no district level since 1 July 2025). */
  districtName: string | null;
  districtId: number | null;
  cityName: string;
  cityId: number;
  region: "north" | "central" | "south";
  /** True for a ward of the map in force (since 1 July 2025); false for a retired one. */
  current: boolean;
}

/** Ward, district and province of a ward id (current or retired), or null when unknown. */
export function resolveWard(db: DbOrTx, wardId: number): ResolvedWard | null {
  const row =
    db
      .select({
        wardName: wards.name,
        districtName: districts.name,
        districtId: districts.id,
        cityName: cities.name,
        cityId: cities.id,
        region: cities.region,
        wardCityId: wards.cityId,
      })
      .from(wards)
      .leftJoin(districts, eq(wards.districtId, districts.id))
      .innerJoin(cities, eq(cities.id, sql`coalesce(${wards.cityId}, ${districts.cityId})`))
      .where(eq(wards.id, wardId))
      .get() ?? null;
  if (!row) return null;
  const { wardCityId, ...ward } = row;
  return { ...ward, current: wardCityId !== null };
}

/** The provinces in force (`current`, the default) or the retired ones: `{cityId, cityName}`. */
export function listCities(db: DbOrTx, current = true) {
  return db.select({ cityId: cities.id, cityName: cities.name }).from(cities).where(eq(cities.current, current)).all();
}

/** Whether a province id exists, and whether it is in force. */
export function cityState(db: DbOrTx, cityId: number): "current" | "retired" | null {
  const row = db.select({ current: cities.current }).from(cities).where(eq(cities.id, cityId)).get();
  return row ? (row.current ? "current" : "retired") : null;
}

/** The districts of a retired province: `{districtId, districtName, cityId}`. */
export function listDistricts(db: DbOrTx, cityId: number) {
  return db.select({ districtId: districts.id, districtName: districts.name, cityId: districts.cityId }).from(districts).where(eq(districts.cityId, cityId)).all();
}

/** The wards of a (retired) district: `{wardId, wardName, districtId}`. */
export function listWards(db: DbOrTx, districtId: number) {
  return db
    .select({ wardId: wards.id, wardName: wards.name, districtId: sql<number>`${wards.districtId}` })
    .from(wards)
    .where(eq(wards.districtId, districtId))
    .all();
}

/** The wards of a province in force: `{wardId, wardName, cityId}` (empty for a retired or unknown province). */
export function listProvinceWards(db: DbOrTx, cityId: number) {
  return db
    .select({ wardId: wards.id, wardName: wards.name, cityId: sql<number>`${wards.cityId}` })
    .from(wards)
    .where(and(isNotNull(wards.cityId), eq(wards.cityId, cityId)))
    .all();
}

/** The ward an old ward moved into whole (ward_conversions), or null when it did not or is unknown. */
export function convertedWardId(db: DbOrTx, oldWardId: number): number | null {
  return db.select({ id: wardConversions.newWardId }).from(wardConversions).where(eq(wardConversions.oldWardId, oldWardId)).get()?.id ?? null;
}

/** A province (current or retired) with its shipping region, or null when unknown. */
export function findCity(db: DbOrTx, cityId: number) {
  return (
    db
      .select({ cityId: cities.id, cityName: cities.name, region: cities.region, current: cities.current })
      .from(cities)
      .where(eq(cities.id, cityId))
      .get() ?? null
  );
}
