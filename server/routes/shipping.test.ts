/**
 * `POST /api/Shipping/Quote`: the fee before an address is saved, to a ward of the 2025 map or to a
 * province alone, the same fee the cart then charges, and clear 400s for retired, unknown and
 * mismatched units.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHIPPING_FEE_BY_REGION, FREE_SHIPPING_THRESHOLD } from "../constants";
import { SEED_FACTS } from "../seed/catalog";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
/** A printed book in stock, cheaper than the free-shipping threshold. */
let book: { id: number; salePrice: number };

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "shipping-test-secret-0123456789abcdef" }, listen: true });
  book = t.db.$client
    .prepare(
      "SELECT id, sale_price AS salePrice FROM products WHERE is_digital = 0 AND stock > 5 AND sale_price < 100000 ORDER BY id LIMIT 1",
    )
    .get() as { id: number; salePrice: number };
});

afterAll(async () => {
  await t?.close();
});

const quote = (body: unknown) => t.api("POST", "/api/Shipping/Quote", null, body);
const one = (id: number, quantity = 1) => [{ ProductSaleId: id, Quantity: quantity }];

describe("POST /api/Shipping/Quote", () => {
  it("quotes a printed book to a province by its region (Hà Nội north, Hồ Chí Minh south, Huế central)", async () => {
    for (const [cityId, cityName, fee] of [
      [1001, "Hà Nội", SHIPPING_FEE_BY_REGION.north],
      [1079, "Hồ Chí Minh", SHIPPING_FEE_BY_REGION.south],
      [1046, "Huế", SHIPPING_FEE_BY_REGION.central],
    ] as const) {
      const res = await quote({ CartDetails: one(book.id), CityId: cityId });
      expect(res.status, cityName).toBe(200);
      expect(res.body.data, cityName).toEqual({
        shippingFee: fee,
        subTotal: book.salePrice,
        isOnlyDigital: false,
        freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
        destination: { cityId, cityName, wardId: null, wardName: null },
      });
    }
  });

  it("quotes to a ward of the 2025 map the fee the guest cart then charges to it", async () => {
    // Phường Sài Gòn (NSO 26740): a ward created on 1 July 2025.
    const res = await quote({ CartDetails: one(book.id, 2), CityId: 1079, WardId: 126_740 });
    expect(res.status).toBe(200);
    const data = res.body.data as LooseJson;
    expect(data.destination).toEqual({ cityId: 1079, cityName: "Hồ Chí Minh", wardId: 126_740, wardName: "Phường Sài Gòn" });
    expect(data.shippingFee).toBe(SHIPPING_FEE_BY_REGION.south);
    const cart = await t.api("POST", "/api/Order/CalculateUnAuthCart", null, { CartDetails: one(book.id, 2), WardId: 126_740 });
    expect(cart.status).toBe(200);
    expect((cart.body.data as LooseJson).shippingFee).toBe(data.shippingFee);
    expect((cart.body.data as LooseJson).subTotal).toBe(data.subTotal);
  });

  it("is free from the threshold and for e-books only", async () => {
    const many = Math.ceil(FREE_SHIPPING_THRESHOLD / book.salePrice);
    const free = await quote({ CartDetails: one(book.id, many), CityId: 1001 });
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({ shippingFee: 0, subTotal: many * book.salePrice });
    const under = await quote({ CartDetails: one(book.id, many - 1), CityId: 1001 });
    expect((under.body.data as LooseJson).shippingFee).toBe(SHIPPING_FEE_BY_REGION.north);
    const ebook = await quote({ CartDetails: one(SEED_FACTS.digitalProductId), CityId: 1001 });
    expect(ebook.status).toBe(200);
    expect(ebook.body.data).toMatchObject({ shippingFee: 0, isOnlyDigital: true });
  });

  it("refuses retired, unknown and mismatched units with a clear 400", async () => {
    for (const [body, code, message] of [
      [{ WardId: 166 }, "WARD_RETIRED", "không còn từ ngày 01/07/2025"],
      [{ CityId: 2 }, "PROVINCE_RETIRED", "không còn từ ngày 01/07/2025"],
      [{ CityId: 999_999 }, "PROVINCE_NOT_FOUND", "Tỉnh/Thành phố không tồn tại"],
      [{ WardId: 999_999_999 }, "WARD_NOT_FOUND", "Phường/Xã không tồn tại"],
      [{ CityId: 1001, WardId: 126_740 }, "WARD_NOT_FOUND", "không thuộc Tỉnh/Thành phố đã chọn"],
      [{}, "VALIDATION_FAILED", "Vui lòng chọn Tỉnh/Thành phố hoặc Phường/Xã"],
      [{ CityId: "1001" }, "VALIDATION_FAILED", ""],
      [{ CityId: -1 }, "VALIDATION_FAILED", ""],
    ] as const) {
      const res = await quote({ CartDetails: one(book.id), ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode, JSON.stringify(body)).toBe(code);
      expect(String(res.body.errorMessage), JSON.stringify(body)).toContain(message);
    }
    const empty = await quote({ CartDetails: [], CityId: 1001 });
    expect(empty.status).toBe(400);
  });
});
