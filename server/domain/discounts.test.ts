/**
 * Discount rules (domain/discounts.ts): the pure arithmetic and checks with every Vietnamese message,
 * code normalisation, then the database helpers over the seeded codes (GIAM10, KINHTE15, SINHVIEN5 …):
 * evaluation of a cart's codes, offers, per-customer usage, what a paid order counts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/client";
import { affiliateCommissions, discountCodes, orders } from "../db/schema";
import { ApiError } from "../errors";
import { seedDatabase } from "../seed";
import { categoryIdBySlug } from "../seed/catalog";
import {
  checkAffiliate,
  checkDiscountCode,
  CODE_MESSAGES,
  combineDiscounts,
  commissionAmount,
  customerUses,
  discountAmount,
  eligibleSubtotal,
  evaluatePromotions,
  formatVnd,
  listOffers,
  normalizeCode,
  parseCategoryIds,
  readCodeField,
  recordPaidOrderPromotions,
  type DiscountRule,
} from "./discounts";
import { markOrderPaid } from "./orders";

const NOW = new Date("2026-11-21T10:00:00Z");

/** A rule valid around NOW, unlimited, for every category. */
function rule(over: Partial<DiscountRule> = {}): DiscountRule {
  return {
    code: "GIAM10",
    kind: "voucher",
    name: "Giảm 10%",
    type: "percent",
    value: 10,
    maxDiscount: 50_000,
    minOrderValue: 100_000,
    startsAt: "2024-01-01T00:00:00.000Z",
    endsAt: "2030-12-31T00:00:00.000Z",
    usageLimit: null,
    usedCount: 0,
    perCustomerLimit: null,
    categoryIds: [],
    ...over,
  };
}
const lines = (...totals: Array<[categoryId: number, lineTotal: number]>) =>
  totals.map(([categoryId, lineTotal]) => ({ categoryId, lineTotal }));
const check = (r: DiscountRule, l = lines([1, 200_000]), extra: Partial<Parameters<typeof checkDiscountCode>[1]> = {}) =>
  checkDiscountCode(r, { now: NOW, lines: l, customerUses: 0, ...extra });

describe("code normalisation", () => {
  it("trims and upper-cases valid codes", () => {
    expect(normalizeCode(" giam10 ")).toBe("GIAM10");
    expect(normalizeCode("GiAm10")).toBe("GIAM10");
    expect(normalizeCode("a_b-9")).toBe("A_B-9");
    expect(normalizeCode("X".repeat(50))).toBe("X".repeat(50));
  });

  it("refuses empty, too long, spaced, accented, SQL and HTML codes", () => {
    for (const bad of [
      "",
      "   ",
      "X".repeat(51),
      "X".repeat(1000),
      "GIAM 10",
      "GIẢM10",
      "' OR 1=1 --",
      "GIAM10'; DROP TABLE orders;--",
      "<script>alert(1)</script>",
      "GIAM10\u0000",
      "GIAM\t10",
    ]) {
      expect(normalizeCode(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("reads code fields: absent → null, invalid → 400 with the kind's message", () => {
    expect(readCodeField(undefined, "voucher")).toBeNull();
    expect(readCodeField(null, "coupon")).toBeNull();
    expect(readCodeField("  ", "affiliate")).toBeNull();
    expect(readCodeField(" ctv2024 ", "affiliate")).toBe("CTV2024");
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as ApiError;
      }
      throw new Error("did not throw");
    };
    for (const bad of [123, ["GIAM10"], { code: "GIAM10" }, "x".repeat(1000), "<b>GIAM10</b>", true]) {
      const e = err(() => readCodeField(bad, "voucher"));
      expect(e).toBeInstanceOf(ApiError);
      expect([e.status, e.message]).toEqual([400, "Mã khuyến mãi không hợp lệ"]);
    }
    expect(err(() => readCodeField("CTV 2024", "affiliate")).message).toBe("Mã affiliate không hợp lệ");
    expect(err(() => readCodeField("", "voucher", { required: true })).message).toBe("Vui lòng nhập mã khuyến mãi");
    expect(err(() => readCodeField(undefined, "affiliate", { required: true })).message).toBe("Vui lòng nhập mã affiliate");
  });

  it("formats VND with Vietnamese grouping", () => {
    expect(formatVnd(100_000)).toBe("100.000 ₫");
    expect(formatVnd(1_234_567)).toBe("1.234.567 ₫");
    expect(formatVnd(0)).toBe("0 ₫");
    expect(formatVnd(999)).toBe("999 ₫");
  });
});

describe("discount arithmetic", () => {
  it("percentage: floored to the whole đồng and capped", () => {
    expect(discountAmount({ type: "percent", value: 10, maxDiscount: 50_000 }, 123_456)).toBe(12_345);
    expect(discountAmount({ type: "percent", value: 15, maxDiscount: null }, 99_999)).toBe(14_999); // 14 999,85
    expect(discountAmount({ type: "percent", value: 10, maxDiscount: 50_000 }, 600_000)).toBe(50_000);
    expect(discountAmount({ type: "percent", value: 10, maxDiscount: 50_000 }, 500_000)).toBe(50_000);
    expect(discountAmount({ type: "percent", value: 5, maxDiscount: 30_000 }, 1)).toBe(0);
  });

  it("fixed: the value, never more than the eligible subtotal", () => {
    expect(discountAmount({ type: "fixed", value: 20_000, maxDiscount: null }, 300_000)).toBe(20_000);
    expect(discountAmount({ type: "fixed", value: 20_000, maxDiscount: null }, 15_000)).toBe(15_000);
    expect(discountAmount({ type: "fixed", value: 20_000, maxDiscount: null }, 0)).toBe(0);
  });

  it("category restriction: only the lines in those categories count", () => {
    const cart = lines([1, 100_000], [2, 70_000], [3, 30_000], [2, 5_000]);
    expect(eligibleSubtotal(cart, [])).toBe(205_000);
    expect(eligibleSubtotal(cart, [2])).toBe(75_000);
    expect(eligibleSubtotal(cart, [2, 3])).toBe(105_000);
    expect(eligibleSubtotal(cart, [9])).toBe(0);
    expect(parseCategoryIds("2, 3,,x,7")).toEqual([2, 3, 7]);
    expect(parseCategoryIds("")).toEqual([]);
  });

  it("category-limited code: minimum and percentage on the eligible subtotal", () => {
    const kinhTe = rule({ code: "KINHTE15", value: 15, maxDiscount: 60_000, minOrderValue: 150_000, categoryIds: [2] });
    // 400 000 in the cart, but only 120 000 of category 2: below the minimum.
    expect(check(kinhTe, lines([1, 280_000], [2, 120_000]), { categoryNames: ["Kinh tế"] })).toEqual({
      ok: false,
      message: "Mã KINHTE15 chỉ áp dụng cho đơn hàng từ 150.000 ₫ (tính trên các sách thuộc danh mục Kinh tế)",
    });
    expect(check(kinhTe, lines([1, 280_000], [2, 160_000]))).toEqual({ ok: true, discount: 24_000, eligibleSubtotal: 160_000 });
    expect(check(kinhTe, lines([1, 280_000], [2, 900_000]))).toMatchObject({ ok: true, discount: 60_000 });
  });

  it("voucher + coupon together never exceed the subtotal (total ≥ 0)", () => {
    expect(combineDiscounts(300_000, 30_000, 15_000)).toEqual({ voucher: 30_000, coupon: 15_000, discount: 45_000 });
    expect(combineDiscounts(30_000, 20_000, 20_000)).toEqual({ voucher: 20_000, coupon: 10_000, discount: 30_000 });
    expect(combineDiscounts(10_000, 20_000, 5_000)).toEqual({ voucher: 10_000, coupon: 0, discount: 10_000 });
    expect(combineDiscounts(0, 0, 0)).toEqual({ voucher: 0, coupon: 0, discount: 0 });
  });

  it("commission: floored percentage of the subtotal after discount", () => {
    expect(commissionAmount(123_457, 5)).toBe(6_172);
    expect(commissionAmount(0, 5)).toBe(0);
    expect(commissionAmount(-5, 5)).toBe(0);
  });
});

describe("validity checks and their messages", () => {
  it("applies a valid code", () => {
    expect(check(rule())).toEqual({ ok: true, discount: 20_000, eligibleSubtotal: 200_000 });
  });

  it("minimum order value (exactly the minimum applies)", () => {
    expect(check(rule(), lines([1, 99_999]))).toEqual({ ok: false, message: "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫" });
    expect(check(rule(), lines([1, 60_000], [2, 40_000]))).toMatchObject({ ok: true, discount: 10_000 });
  });

  it("validity window: startsAt ≤ now < endsAt", () => {
    expect(check(rule({ startsAt: "2026-11-21T10:00:00.001Z" }))).toEqual({
      ok: false,
      message: "Mã khuyến mãi chưa đến thời gian áp dụng",
    });
    expect(check(rule({ startsAt: NOW.toISOString() })).ok).toBe(true);
    expect(check(rule({ endsAt: NOW.toISOString() }))).toEqual({ ok: false, message: "Mã khuyến mãi đã hết hạn" });
    expect(check(rule({ endsAt: "2026-11-21T10:00:00.001Z" })).ok).toBe(true);
  });

  it("usage limit and per-customer limit", () => {
    expect(check(rule({ usageLimit: 100, usedCount: 100 }))).toEqual({ ok: false, message: "Mã khuyến mãi đã hết lượt sử dụng" });
    expect(check(rule({ usageLimit: 100, usedCount: 99 })).ok).toBe(true);
    expect(check(rule({ perCustomerLimit: 1 }), undefined, { customerUses: 1 })).toEqual({ ok: false, message: "Bạn đã dùng mã này" });
    expect(check(rule({ perCustomerLimit: 3 }), undefined, { customerUses: 3 })).toEqual({
      ok: false,
      message: "Bạn đã dùng mã này đủ 3 lần",
    });
    expect(check(rule({ perCustomerLimit: 3 }), undefined, { customerUses: 2 }).ok).toBe(true);
    // Unknown customer (guest before checkout): not checked.
    expect(check(rule({ perCustomerLimit: 1 }), undefined, { customerUses: null }).ok).toBe(true);
  });

  it("kind, empty cart and category", () => {
    expect(check(rule({ code: "SINHVIEN5", kind: "coupon" }), undefined, { expectedKind: "voucher" })).toEqual({
      ok: false,
      message: "Mã SINHVIEN5 là coupon, không phải voucher",
    });
    expect(check(rule(), [])).toEqual({ ok: false, message: "Giỏ hàng trống" });
    expect(check(rule({ categoryIds: [7] }))).toEqual({ ok: false, message: "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng" });
  });

  it("affiliates: unknown, inactive, own code", () => {
    const ctv = { code: "CTV2024", userId: 3, isActive: true, commissionPercent: 5, ownerEmail: "congtacvien@example.com" };
    expect(checkAffiliate(null, {})).toEqual({ ok: false, message: "Mã affiliate không hợp lệ" });
    expect(checkAffiliate({ ...ctv, isActive: false }, {})).toEqual({ ok: false, message: "Mã affiliate đã ngừng hoạt động" });
    expect(checkAffiliate(ctv, { userId: 3 })).toEqual({ ok: false, message: "Bạn không thể dùng mã affiliate của chính mình" });
    expect(checkAffiliate(ctv, { email: " CongTacVien@Example.com " })).toEqual({
      ok: false,
      message: "Bạn không thể dùng mã affiliate của chính mình",
    });
    expect(checkAffiliate(ctv, { userId: 2 })).toEqual({ ok: true });
    expect(checkAffiliate(ctv, {})).toEqual({ ok: true });
  });

  it("every message is Vietnamese and specific", () => {
    expect(CODE_MESSAGES).toMatchObject({
      invalid: "Mã khuyến mãi không hợp lệ",
      notFound: "Mã khuyến mãi không tồn tại",
      expired: "Mã khuyến mãi đã hết hạn",
      usedUp: "Mã khuyến mãi đã hết lượt sử dụng",
      alreadyUsed: "Bạn đã dùng mã này",
      notApplicable: "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng",
      affiliateInvalid: "Mã affiliate không hợp lệ",
      affiliateInactive: "Mã affiliate đã ngừng hoạt động",
    });
  });
});

describe("over the seeded codes", () => {
  let db: Db;
  const kinhTe = categoryIdBySlug("kinh-te");
  const ebook = categoryIdBySlug("ebook");
  const other = kinhTe === 1 ? 2 : 1;

  beforeAll(() => {
    db = openDatabase(":memory:", seedDatabase);
  });
  afterAll(() => db?.$client.close());

  const evaluate = (cart: Array<[number, number]>, codes: Partial<{ voucher: string; coupon: string; affiliate: string }>, customer = {}) =>
    evaluatePromotions(
      db,
      { lines: lines(...cart), subTotal: cart.reduce((n, [, t]) => n + t, 0) },
      { voucher: codes.voucher ?? null, coupon: codes.coupon ?? null, affiliate: codes.affiliate ?? null },
      { now: NOW, customer },
    );

  it("applies GIAM10 (capped) with SINHVIEN5, and the affiliate code", () => {
    const p = evaluate([[other, 600_000]], { voucher: "GIAM10", coupon: "SINHVIEN5", affiliate: "CTV2024" }, { userId: 2 });
    expect(p).toEqual({
      voucher: { code: "GIAM10", name: "Giảm 10% cho đơn từ 100.000 ₫", discount: 50_000 },
      coupon: { code: "SINHVIEN5", name: "Ưu đãi sinh viên 5%", discount: 30_000 },
      affiliateCode: "CTV2024",
      discount: 80_000,
      codeProblems: [],
    });
  });

  it("reports the seeded failures with their messages", () => {
    const p = evaluate([[other, 90_000]], { voucher: "GIAM10", coupon: "DAHETLUOT", affiliate: "CTV2019" });
    expect(p.discount).toBe(0);
    expect(p.codeProblems).toEqual([
      { kind: "voucher", code: "GIAM10", message: "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫" },
      { kind: "coupon", code: "DAHETLUOT", message: "Mã khuyến mãi đã hết lượt sử dụng" },
      { kind: "affiliate", code: "CTV2019", message: "Mã affiliate đã ngừng hoạt động" },
    ]);
    expect(evaluate([[other, 500_000]], { voucher: "HETHAN2023" }).codeProblems[0]!.message).toBe("Mã khuyến mãi đã hết hạn");
    expect(evaluate([[other, 500_000]], { voucher: "KHONGCO" }).codeProblems[0]!.message).toBe("Mã khuyến mãi không tồn tại");
    expect(evaluate([[other, 500_000]], { voucher: "KINHTE15" }).codeProblems[0]!.message).toBe(
      "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng",
    );
    expect(
      evaluate(
        [
          [other, 500_000],
          [kinhTe, 100_000],
        ],
        { voucher: "KINHTE15" },
      ).codeProblems[0]!.message,
    ).toBe("Mã KINHTE15 chỉ áp dụng cho đơn hàng từ 150.000 ₫ (tính trên các sách thuộc danh mục Kinh tế)");
    expect(evaluate([[other, 500_000]], { affiliate: "KHONGCO" }).codeProblems).toEqual([
      { kind: "affiliate", code: "KHONGCO", message: "Mã affiliate không hợp lệ" },
    ]);
    expect(evaluate([[other, 500_000]], { affiliate: "CTV2024" }, { userId: 3 }).codeProblems[0]!.message).toBe(
      "Bạn không thể dùng mã affiliate của chính mình",
    );
  });

  it("EBOOK20 counts only the ebook lines", () => {
    const p = evaluate(
      [
        [other, 400_000],
        [ebook, 55_000],
      ],
      { coupon: "EBOOK20" },
    );
    expect(p.coupon).toMatchObject({ code: "EBOOK20", discount: 11_000 });
  });

  it("lists the valid, not used-up offers, 5 a page", () => {
    const vouchers = listOffers(db, "voucher", 1, NOW);
    expect(vouchers.items.map((o) => o.code)).toEqual(["GIAM10", "GIAM20K", "FREESHIP", "KINHTE15"]);
    expect(vouchers.totalPage).toBe(1);
    expect(vouchers.items.find((o) => o.code === "KINHTE15")!.categoryNames).toEqual(["Kinh tế"]);
    expect(vouchers.items[0]).toEqual({
      code: "GIAM10",
      name: "Giảm 10% cho đơn từ 100.000 ₫",
      description: expect.any(String),
      type: "percent",
      value: 10,
      maxDiscount: 50_000,
      minOrderValue: 100_000,
      endsAt: expect.stringMatching(/^2030-12-31T16:59:59\.999Z$/),
      categoryNames: [],
    });
    expect(listOffers(db, "coupon", 1, NOW).items.map((o) => o.code)).toEqual(["SINHVIEN5", "TUUTRUONG", "EBOOK20"]);
    expect(listOffers(db, "coupon", 2, NOW)).toEqual({ items: [], totalPage: 1 });
    // In 2023 the expired voucher was valid.
    expect(listOffers(db, "voucher", 1, new Date("2023-06-01T00:00:00Z")).items.map((o) => o.code)).toEqual(["HETHAN2023"]);
  });

  it("counts per-customer uses on paid orders only, and a paid order counts its codes once", () => {
    const base = {
      paymentMethod: "VNPay" as const,
      customerName: "Nguyễn Văn A",
      phone: "0901234567",
      email: "Sinh.Vien@Example.vn",
      address: "1 Đại Cồ Việt",
      fullAddress: "1 Đại Cồ Việt, Hà Nội",
      isOnlyDigital: false,
      subTotal: 200_000,
      discount: 10_000,
      shippingFee: 25_000,
      total: 215_000,
      couponCode: "SINHVIEN5",
      affiliateCode: "CTV2024",
      expiresAt: "2099-01-01T00:00:00.000Z",
    };
    // Codes the seed never makes (its codes carry the Vietnam date of a recent day: a fixed date here
    // collided with the seeded order of 2026-11-21 on the day it was five days old).
    const pending = db
      .insert(orders)
      .values({ ...base, code: "DH000000-100001", idempotencyKey: "discounts-test-1" })
      .returning()
      .get();
    expect(customerUses(db, "SINHVIEN5", { email: "sinh.vien@example.vn" })).toBe(0);
    expect(customerUses(db, "SINHVIEN5", {})).toBeNull();

    const usedBefore = db.select().from(discountCodes).where(eq(discountCodes.code, "SINHVIEN5")).get()!.usedCount;
    expect(db.transaction((tx) => markOrderPaid(tx, pending.id, NOW))).toBe(true);
    expect(db.transaction((tx) => markOrderPaid(tx, pending.id, NOW))).toBe(false); // a repeat counts nothing
    expect(db.select().from(discountCodes).where(eq(discountCodes.code, "SINHVIEN5")).get()!.usedCount).toBe(usedBefore + 1);
    const commissions = db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, pending.id)).all();
    expect(commissions).toEqual([
      expect.objectContaining({ affiliateId: 1, baseAmount: 190_000, commissionPercent: 5, amount: 9_500, status: "credited" }),
    ]);

    expect(customerUses(db, "SINHVIEN5", { email: " SINH.VIEN@example.vn" })).toBe(1);
    expect(evaluate([[other, 200_000]], { coupon: "SINHVIEN5" }, { email: "sinh.vien@example.vn" }).codeProblems[0]!.message).toBe(
      "Bạn đã dùng mã này",
    );
    expect(evaluate([[other, 200_000]], { coupon: "SINHVIEN5" }, { email: "ban.khac@example.vn" }).codeProblems).toEqual([]);

    // The collaborator's own order (guest with the owner's e-mail) earns no commission.
    const own = db
      .insert(orders)
      .values({ ...base, code: "DH000000-100002", idempotencyKey: "discounts-test-2", email: "congtacvien@example.com", couponCode: null })
      .returning()
      .get();
    db.transaction((tx) => recordPaidOrderPromotions(tx, own, NOW));
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, own.id)).all()).toEqual([]);
  });
});
