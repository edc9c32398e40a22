/**
 * Locations (spec §3 city/district/ward cascade): the lists sorted by Vietnamese name, and a ward
 * resolved with its district, province and shipping region. Data: server/data/locations.ts.
 */
import { listCities, listDistricts, listWards, resolveWard, type ResolvedWard } from "../data/locations";
import type { DbOrTx } from "../data/tx";

export type { ResolvedWard };

const collator = new Intl.Collator("vi");
const byName =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    collator.compare(key(a), key(b));

/** Ward, district and province of a ward id, or null when unknown. */
export function findWard(db: DbOrTx, wardId: number): ResolvedWard | null {
  return resolveWard(db, wardId);
}

/** Every province, by name. */
export function cityList(db: DbOrTx) {
  return listCities(db).sort(byName((c) => c.cityName));
}

/** The districts of a province, by name (empty for an unknown province). */
export function districtList(db: DbOrTx, cityId: number) {
  return listDistricts(db, cityId).sort(byName((d) => d.districtName));
}

/** The wards of a district, by name (empty for an unknown district). */
export function wardList(db: DbOrTx, districtId: number) {
  return listWards(db, districtId).sort(byName((w) => w.wardName));
}
