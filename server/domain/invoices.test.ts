import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { orders, products } from "../db/schema";
import { SINVOICE_TAX_EXEMPT, splitVat } from "../gateways/sinvoice";
import { seedDatabase } from "../seed";
import { invoiceLines, sinvoiceRequestOf } from "./invoices";
import { createOrder } from "./orders";
import { invoiceOfOrder } from "../data/invoices";

let db: Db;
/** A Hà Nội ward of the 2025 map (Phường Ba Đình, NSO code 00004). */
const WARD = 100_004;
beforeEach(() => {
  db = openDatabase(":memory:", seedDatabase);
});

/** A VNPay order of books 1 (×2) and 2 (×1) asking for a company invoice. */
function place() {
  return createOrder(db, {
    lines: [
      { productSaleId: 1, quantity: 2 },
      { productSaleId: 2, quantity: 1 },
    ],
    name: "Trần Minh Khoa",
    phone: "0987654321",
    email: "khoa@example.com",
    address: "16 Hàng Chuối",
    wardId: WARD,
    paymentMethod: "VNPay",
    idempotencyKey: "invoice-test-key-0001",
    ttlMinutes: 15,
    invoice: {
      buyerKind: "company",
      buyerName: "Công ty A",
      buyerTaxCode: "0100109106",
      buyerAddress: "Hà Nội",
      buyerEmail: "a@example.com",
    },
  }).order;
}

describe("splitVat", () => {
  it("splits a VAT-inclusive amount into untaxed + tax that add up exactly", () => {
    expect(splitVat(105_000, 5)).toEqual({ withoutTax: 100_000, tax: 5_000 });
    expect(splitVat(25_000, 8)).toEqual({ withoutTax: 23_148, tax: 1_852 });
    expect(splitVat(99_999, 10)).toEqual({ withoutTax: 90_908, tax: 9_091 });
    expect(splitVat(76_000, null)).toEqual({ withoutTax: 76_000, tax: 0 });
  });
});

describe("invoiceLines", () => {
  it("uses each product's rate (null = KCT), spreads the discount, and adds shipping at 8 %", () => {
    db.update(products).set({ vatRate: null }).where(eq(products.id, 1)).run();
    const order = place();
    // A discount of 10 001 ₫ the lines share in proportion to their amounts.
    db.update(orders).set({ discount: 10_001 }).where(eq(orders.id, order.id)).run();
    const stored = db.select().from(orders).where(eq(orders.id, order.id)).get()!;
    const { lines, totalWithoutTax, totalTax, total } = invoiceLines(db, { ...order, ...stored });
    const books = lines.filter((l) => l.name !== "Phí vận chuyển");
    expect(books.map((l) => l.vatRate)).toEqual([null, 5]);
    expect(books[0]!.tax).toBe(0);
    expect(books.reduce((a, l) => a + l.amountWithTax, 0)).toBe(stored.subTotal - 10_001);
    for (const l of lines) expect(l.amountWithoutTax + l.tax).toBe(l.amountWithTax);
    const shipping = lines.find((l) => l.name === "Phí vận chuyển");
    if (stored.shippingFee > 0) expect(shipping).toMatchObject({ vatRate: 8, amountWithTax: stored.shippingFee });
    expect(total).toBe(totalWithoutTax + totalTax);
    expect(total).toBe(stored.subTotal - 10_001 + stored.shippingFee);
  });

  it("builds S-Invoice's request: the order code as transactionUuid, KCT as −2, breakdowns per rate", () => {
    db.update(products).set({ vatRate: null }).where(eq(products.id, 1)).run();
    const order = place();
    const config = loadConfig({}, { DATABASE_URL: ":memory:", LOG_LEVEL: "silent" });
    const request = sinvoiceRequestOf(db, config, order, invoiceOfOrder(db, order.id)!, new Date("2026-11-28T03:00:00Z"));
    expect(request.generalInvoiceInfo).toMatchObject({ transactionUuid: order.code, invoiceSeries: "K26TNB", templateCode: "1/770" });
    expect(request.buyerInfo).toMatchObject({ buyerLegalName: "Công ty A", buyerTaxCode: "0100109106", buyerName: "" });
    expect(request.itemInfo[0]!.taxPercentage).toBe(SINVOICE_TAX_EXEMPT);
    const rates = request.taxBreakdowns.map((b) => b.taxPercentage).sort();
    expect(new Set(rates).size).toBe(rates.length);
    expect(request.summarizeInfo.totalAmountWithTax).toBe(order.total);
  });
});
