/**
 * Data access of the location tables (`cities`, `districts`, `wards`; spec §3 address cascade).
 * Lists come back unsorted: the domain sorts them by Vietnamese name.
 */
import { eq } from "drizzle-orm";
import { cities, districts, wards } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A ward with its district, province and shipping region. */
export interface ResolvedWard {
  wardName: string;
  districtName: string;
  districtId: number;
  cityName: string;
  cityId: number;
  region: "north" | "central" | "south";
}

/** Ward, district and province of a ward id, or null when unknown. */
export function resolveWard(db: DbOrTx, wardId: number): ResolvedWard | null {
  return (
    db
      .select({ wardName: wards.name, districtName: districts.name, districtId: districts.id, cityName: cities.name, cityId: cities.id, region: cities.region })
      .from(wards)
      .innerJoin(districts, eq(wards.districtId, districts.id))
      .innerJoin(cities, eq(districts.cityId, cities.id))
      .where(eq(wards.id, wardId))
      .get() ?? null
  );
}

/** Every province: `{cityId, cityName}`. */
export function listCities(db: DbOrTx) {
  return db.select({ cityId: cities.id, cityName: cities.name }).from(cities).all();
}

/** The districts of a province: `{districtId, districtName, cityId}`. */
export function listDistricts(db: DbOrTx, cityId: number) {
  return db.select({ districtId: districts.id, districtName: districts.name, cityId: districts.cityId }).from(districts).where(eq(districts.cityId, cityId)).all();
}

/** The wards of a district: `{wardId, wardName, districtId}`. */
export function listWards(db: DbOrTx, districtId: number) {
  return db.select({ wardId: wards.id, wardName: wards.name, districtId: wards.districtId }).from(wards).where(eq(wards.districtId, districtId)).all();
}
