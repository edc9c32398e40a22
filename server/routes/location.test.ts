/**
 * The 2025 map (server/seed/data/locations-2025.json) as the location calls serve it: 34 provinces,
 * the 3 321 wards of the NSO list, old wards converting as the merger resolutions say (and split
 * ones not converting), and the retired three-tier calls still answering for old data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type LooseJson, type TestApp } from "../testing/app";
import { loadLocations2025 } from "../seed/locations-2025";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "location-test-secret-0123456789abcdef" }, listen: true });
});

afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => t.api("GET", url, null);

describe("the 2025 map", () => {
  it("has the 34 provinces of Resolution 202/2025/QH15 and the 3 321 wards of the NSO list", async () => {
    const data = loadLocations2025();
    expect(data.provinces).toHaveLength(34);
    expect(data.wards).toHaveLength(3_321);
    const res = await get("/api/Location/Cities");
    expect(res.status).toBe(200);
    const names = (res.body.data as LooseJson[]).map((c) => c.cityName);
    expect(names).toHaveLength(34);
    for (const name of ["Hà Nội", "Hồ Chí Minh", "Huế", "Tuyên Quang", "Lào Cai", "Gia Lai", "An Giang", "Cà Mau"])
      expect(names).toContain(name);
    for (const gone of ["Hà Giang", "Yên Bái", "Bình Dương", "Bà Rịa - Vũng Tàu", "Kiên Giang"]) expect(names).not.toContain(gone);
    expect(names).toEqual([...names].sort(new Intl.Collator("vi").compare));
    expect((res.body.data as LooseJson[]).find((c) => c.cityName === "Hà Nội")).toEqual({ cityId: 1001, cityName: "Hà Nội", code: "01" });
  });

  it("lists a province's wards by name, without districts (Hồ Chí Minh: 168, with Phường Sài Gòn and Đặc khu Côn Đảo)", async () => {
    const res = await get("/api/Location/WardsOfProvince/1079");
    expect(res.status).toBe(200);
    const wards = res.body.data as LooseJson[];
    expect(wards).toHaveLength(168);
    expect(wards).toContainEqual({ wardId: 126_740, wardName: "Phường Sài Gòn", cityId: 1079, code: "26740" });
    expect(wards.map((w) => w.wardName)).toContain("Đặc khu Côn Đảo");
    expect((await get("/api/Location/WardsOfProvince/1001")).body.data).toHaveLength(126);
  });

  it("answers 400 PROVINCE_RETIRED for a merged-away province and an empty list for an unknown one", async () => {
    const retired = await get("/api/Location/WardsOfProvince/2"); // Hà Giang, now part of Tuyên Quang
    expect(retired.status).toBe(400);
    expect(retired.body.errorCode).toBe("PROVINCE_RETIRED");
    expect(retired.body.errorMessage).toMatch(/không còn/);
    const unknown = await get("/api/Location/WardsOfProvince/987654");
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
    expect((await get("/api/Location/WardsOfProvince/abc")).status).toBe(400);
  });

  // [old GSO id, old name, new ward, new province] as the NSO conversion table ("Nhập toàn bộ") says.
  const mergers: [number, string, string, string][] = [
    [4, "Phường Trúc Bạch", "Phường Ba Đình", "Hà Nội"],
    [13, "Phường Quán Thánh", "Phường Ba Đình", "Hà Nội"],
    [26740, "Phường Bến Nghé", "Phường Sài Gòn", "Hồ Chí Minh"],
    [26734, "Phường Tân Định", "Phường Tân Định", "Hồ Chí Minh"],
    [26749, "Phường Phạm Ngũ Lão", "Phường Bến Thành", "Hồ Chí Minh"],
    [27088, "Phường Thảo Điền", "Phường An Khánh", "Hồ Chí Minh"],
    [25747, "Phường Phú Cường", "Phường Thủ Dầu Một", "Hồ Chí Minh"],
    [19783, "Phường Vĩnh Ninh", "Phường Thuận Hóa", "Huế"],
    [20233, "Phường Thạch Thang", "Phường Hải Châu", "Đà Nẵng"],
    [20245, "Phường Hòa Thuận Tây", "Phường Hòa Cường", "Đà Nẵng"],
    [721, "Thị trấn Đồng Văn", "Xã Đồng Văn", "Tuyên Quang"],
  ];
  it.each(mergers)("converts old ward %i (%s) to %s, %s", async (oldId, _oldName, newName, province) => {
    const res = await get(`/api/Location/ConvertWard/${oldId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ wardName: newName, cityName: province });
    expect(res.body.data.wardId).toBeGreaterThan(100_000);
    const wardsOfProvince = (await get(`/api/Location/WardsOfProvince/${res.body.data.cityId}`)).body.data as LooseJson[];
    expect(wardsOfProvince.map((w) => w.wardId)).toContain(res.body.data.wardId);
  });

  it("does not convert a ward split between several new wards (Dịch Vọng, Hàng Trống, Tràng Tiền)", async () => {
    for (const id of [166, 70, 79]) {
      const res = await get(`/api/Location/ConvertWard/${id}`);
      expect(res.status, String(id)).toBe(200);
      expect(res.body.data, String(id)).toBeNull();
    }
  });

  it("answers a current ward with itself and an unknown one with null", async () => {
    expect((await get("/api/Location/ConvertWard/100004")).body.data).toEqual({
      wardId: 100_004,
      wardName: "Phường Ba Đình",
      cityId: 1001,
      cityName: "Hà Nội",
      code: "00004",
    });
    expect((await get("/api/Location/ConvertWard/99999999")).body.data).toBeNull();
  });

  it("keeps the retired three-tier calls for old data", async () => {
    const districts = (await get("/api/Location/Districts/1")).body.data as LooseJson[];
    expect(districts.map((d) => d.districtName)).toContain("Quận Cầu Giấy");
    const wards = (await get("/api/Location/Wards/5")).body.data as LooseJson[];
    expect(wards).toContainEqual({ wardId: 166, wardName: "Phường Dịch Vọng", districtId: 5 });
  });
});
