/**
 * Locations (spec §3 address cascade; ADR 0024): since 1 July 2025 Vietnam has 34 provinces and no
 * district level, so a new address is province → ward. The retired three-tier map (63 provinces,
 * districts, wards) stays in the tables so old addresses and orders keep their names, and an old
 * ward converts to its new ward when the NSO conversion table says it moved whole.
 *
 * Ids: retired units keep their GSO code as id; units of the 2025 map are their NSO code plus an
 * offset ({@link PROVINCE_2025_ID_OFFSET}, {@link WARD_2025_ID_OFFSET}), because the NSO reused old
 * codes for different, larger units (new ward 00004 "Phường Ba Đình" is not old ward 00004 "Phường
 * Trúc Bạch"). Data: server/data/locations.ts.
 */
import {
  cityState,
  convertedWardId,
  listCities,
  listDistricts,
  listProvinceWards,
  listWards,
  resolveWard,
  type ResolvedWard,
} from "../data/locations";
import type { DbOrTx } from "../data/tx";
import { ApiError } from "../errors";

export type { ResolvedWard };

/** Id of a 2025 province = 1 000 + its two-digit NSO code (Hà Nội "01" → 1001). */
export const PROVINCE_2025_ID_OFFSET = 1000;
/** Id of a 2025 ward = 100 000 + its five-digit NSO code (Phường Ba Đình "00004" → 100004). */
export const WARD_2025_ID_OFFSET = 100_000;

const collator = new Intl.Collator("vi");
const byName =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    collator.compare(key(a), key(b));

/** The official code of a unit of the 2025 map from its id ("01", "00004"). */
function officialCode(kind: "province" | "ward", id: number): string {
  return kind === "province" ? String(id - PROVINCE_2025_ID_OFFSET).padStart(2, "0") : String(id - WARD_2025_ID_OFFSET).padStart(5, "0");
}

/** Ward, district and province of a ward id (current or retired), or null when unknown. */
export function findWard(db: DbOrTx, wardId: number): ResolvedWard | null {
  return resolveWard(db, wardId);
}

/** "ward, district, province" of a retired ward; "ward, province" of a current one. */
export function placeLine(ward: Pick<ResolvedWard, "wardName" | "districtName" | "cityName">): string {
  return [ward.wardName, ward.districtName, ward.cityName].filter(Boolean).join(", ");
}

const RETIRED_WARD =
  "Phường/Xã này không còn từ ngày 01/07/2025 sau khi sắp xếp đơn vị hành chính, vui lòng chọn Tỉnh/Thành phố và Phường/Xã mới";

/**
 * The ward a new address or order may use: one of the map in force.
 * @throws ApiError 400 WARD_NOT_FOUND (unknown id) or 400 WARD_RETIRED (a ward of the old map).
 */
export function requireCurrentWard(db: DbOrTx, wardId: number): ResolvedWard {
  const ward = resolveWard(db, wardId);
  if (!ward) throw new ApiError(400, "WARD_NOT_FOUND", "Phường/Xã không tồn tại");
  if (!ward.current) throw new ApiError(400, "WARD_RETIRED", RETIRED_WARD);
  return ward;
}

/** The 34 provinces in force, by name: `{cityId, cityName, code}`. */
export function cityList(db: DbOrTx) {
  return listCities(db)
    .map((c) => ({ ...c, code: officialCode("province", c.cityId) }))
    .sort(byName((c) => c.cityName));
}

/** The districts of a retired province, by name (empty for an unknown or current province). */
export function districtList(db: DbOrTx, cityId: number) {
  return listDistricts(db, cityId).sort(byName((d) => d.districtName));
}

/** The wards of a retired district, by name (empty for an unknown district). */
export function wardList(db: DbOrTx, districtId: number) {
  return listWards(db, districtId).sort(byName((w) => w.wardName));
}

/**
 * The wards of a province in force, by name: `{wardId, wardName, cityId, code}`.
 * @throws ApiError 400 PROVINCE_RETIRED for a province of the old map (so a stale form can say why);
 *   an unknown id answers an empty list, like the other cascade lists.
 */
export function provinceWardList(db: DbOrTx, cityId: number) {
  if (cityState(db, cityId) === "retired") {
    throw new ApiError(400, "PROVINCE_RETIRED", "Tỉnh/Thành phố này không còn từ ngày 01/07/2025, vui lòng chọn lại Tỉnh/Thành phố");
  }
  return listProvinceWards(db, cityId)
    .map((w) => ({ ...w, code: officialCode("ward", w.wardId) }))
    .sort(byName((w) => w.wardName));
}

/** A ward of the 2025 map as the conversion answers it. */
export interface CurrentWard {
  wardId: number;
  wardName: string;
  cityId: number;
  cityName: string;
  code: string;
}

/**
 * The ward of the 2025 map an address in `wardId` belongs to: the ward itself when it is current,
 * the new ward when the old one moved whole into it, null when the old ward was split (no certain
 * answer) or is unknown.
 */
export function currentWardOf(db: DbOrTx, wardId: number): CurrentWard | null {
  const ward = resolveWard(db, wardId);
  if (!ward) return null;
  const id = ward.current ? wardId : convertedWardId(db, wardId);
  const target = id === null ? null : id === wardId ? ward : resolveWard(db, id);
  if (id === null || !target) return null;
  return { wardId: id, wardName: target.wardName, cityId: target.cityId, cityName: target.cityName, code: officialCode("ward", id) };
}
