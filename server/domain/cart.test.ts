import { describe, expect, it } from "vitest";
import {
  cartTotals,
  flashPriceFor,
  FREE_SHIPPING_THRESHOLD,
  MAX_LINE_QUANTITY,
  normalizeLines,
  priceLines,
  shippingFee,
  SHIPPING_FEE_BY_REGION,
  type FlashOffer,
  type PricingProduct,
} from "./cart";

const book = (id: number, over: Partial<PricingProduct> = {}): PricingProduct => ({
  id,
  name: `Sách ${id}`,
  price: 100_000,
  salePrice: 85_000,
  stock: 10,
  isDigital: false,
  coverFile: `${id}.svg`,
  ...over,
});
const catalog = new Map(
  [
    book(1),
    book(2, { salePrice: 120_000, price: 150_000 }),
    book(3, { stock: 0 }),
    book(4, { isDigital: true, stock: 0, salePrice: 50_000 }),
  ].map((p) => [p.id, p]),
);

describe("priceLines", () => {
  it("prices lines at the sale price and totals them in integer VND", () => {
    const { lines, problems } = priceLines(
      [
        { productSaleId: 1, quantity: 2 },
        { productSaleId: 2, quantity: 1 },
      ],
      catalog,
    );
    expect(problems).toEqual([]);
    expect(lines.map((l) => l.lineTotal)).toEqual([170_000, 120_000]);
    expect(cartTotals(lines)).toEqual({ totalProducts: 3, subTotal: 290_000, listTotal: 350_000, isOnlyDigital: false });
  });

  it("merges duplicate lines and caps quantities", () => {
    expect(
      normalizeLines([
        { productSaleId: 1, quantity: 60 },
        { productSaleId: 2, quantity: 1 },
        { productSaleId: 1, quantity: 60 },
      ]),
    ).toEqual([
      { productSaleId: 1, quantity: MAX_LINE_QUANTITY },
      { productSaleId: 2, quantity: 1 },
    ]);
  });

  it("reports unknown, sold-out and short lines, keeping the asked quantity unless clamped", () => {
    const asked = [
      { productSaleId: 9, quantity: 1 },
      { productSaleId: 3, quantity: 1 },
      { productSaleId: 1, quantity: 12 },
    ];
    const kept = priceLines(asked, catalog);
    expect(kept.problems.map((p) => p.reason)).toEqual(["not_found", "out_of_stock", "insufficient_stock"]);
    expect(kept.problems[2]?.message).toContain("chỉ còn 10 cuốn");
    expect(kept.lines.map((l) => [l.productSaleId, l.quantity])).toEqual([
      [3, 1],
      [1, 12],
    ]);
    const clamped = priceLines(asked, catalog, { clampToStock: true });
    expect(clamped.lines.map((l) => [l.productSaleId, l.quantity])).toEqual([[1, 10]]);
  });

  it("never runs a digital product out of stock", () => {
    const { lines, problems } = priceLines([{ productSaleId: 4, quantity: 3 }], catalog);
    expect(problems).toEqual([]);
    expect(cartTotals(lines).isOnlyDigital).toBe(true);
  });
});

describe("priceLines with flash offers", () => {
  const ENDS = "2026-11-21T16:59:59.999Z";
  const offer = (over: Partial<FlashOffer> = {}): FlashOffer => ({
    flashSaleId: 7,
    flashPrice: 60_000,
    remaining: 5,
    endsAt: ENDS,
    ...over,
  });

  it("charges the flash price of a line the offer covers, keeps the list price, labels the line", () => {
    const { lines } = priceLines(
      [
        { productSaleId: 1, quantity: 2 },
        { productSaleId: 2, quantity: 1 },
      ],
      catalog,
      { flashOffers: new Map([[1, offer()]]) },
    );
    expect(lines[0]).toMatchObject({
      price: 100_000,
      salePrice: 60_000,
      lineTotal: 120_000,
      flashSale: { flashPrice: 60_000, remaining: 5, endsAt: ENDS },
    });
    expect(lines[1]).toMatchObject({ price: 150_000, salePrice: 120_000, lineTotal: 120_000, flashSale: null });
    expect(cartTotals(lines)).toMatchObject({ subTotal: 240_000, listTotal: 350_000 });
  });

  it("charges the sale price when fewer units remain than the line asks (remaining = quantity is enough)", () => {
    const offers = new Map([[1, offer({ remaining: 3 })]]);
    expect(priceLines([{ productSaleId: 1, quantity: 3 }], catalog, { flashOffers: offers }).lines[0]).toMatchObject({
      salePrice: 60_000,
      lineTotal: 180_000,
    });
    expect(priceLines([{ productSaleId: 1, quantity: 4 }], catalog, { flashOffers: offers }).lines[0]).toMatchObject({
      salePrice: 85_000,
      lineTotal: 340_000,
      flashSale: null,
    });
    expect(
      priceLines([{ productSaleId: 1, quantity: 1 }], catalog, { flashOffers: new Map([[1, offer({ remaining: 0 })]]) }).lines[0]
        ?.flashSale,
    ).toBeNull();
  });

  it("judges the remaining units on the quantity priced (merged duplicates, clamped to stock)", () => {
    const offers = new Map([[1, offer({ remaining: 10 })]]);
    // 6 + 6 = 12 asked, above the 10 remaining: sale price; clamped to the 10 in stock: flash price.
    const asked = [
      { productSaleId: 1, quantity: 6 },
      { productSaleId: 1, quantity: 6 },
    ];
    expect(priceLines(asked, catalog, { flashOffers: offers }).lines[0]).toMatchObject({ quantity: 12, salePrice: 85_000 });
    expect(priceLines(asked, catalog, { flashOffers: offers, clampToStock: true }).lines[0]).toMatchObject({
      quantity: 10,
      salePrice: 60_000,
      lineTotal: 600_000,
    });
  });

  it("never charges a flash price that is not below the sale price, nor an offer of another product", () => {
    expect(flashPriceFor({ salePrice: 85_000 }, 1, offer({ flashPrice: 85_000 }))).toBeNull();
    expect(flashPriceFor({ salePrice: 85_000 }, 1, undefined)).toBeNull();
    const { lines } = priceLines([{ productSaleId: 2, quantity: 1 }], catalog, { flashOffers: new Map([[1, offer()]]) });
    expect(lines[0]).toMatchObject({ salePrice: 120_000, flashSale: null });
  });
});

describe("shippingFee", () => {
  it("charges by region below the threshold, nothing at or above it, nothing for ebooks", () => {
    expect(shippingFee({ subTotal: 100_000, isOnlyDigital: false, region: "south" })).toBe(SHIPPING_FEE_BY_REGION.south);
    expect(shippingFee({ subTotal: FREE_SHIPPING_THRESHOLD - 1, isOnlyDigital: false, region: "north" })).toBe(
      SHIPPING_FEE_BY_REGION.north,
    );
    expect(shippingFee({ subTotal: FREE_SHIPPING_THRESHOLD, isOnlyDigital: false, region: "central" })).toBe(0);
    expect(shippingFee({ subTotal: 50_000, isOnlyDigital: true, region: "south" })).toBe(0);
  });
});
