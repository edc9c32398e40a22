/**
 * Seeded accounts, affiliate codes and discount codes (spec §3 "Vouchers", cart affiliate code;
 * the demo values are listed in docs/ui-contract.md "Seeded demo data").
 *
 * Passwords are stored as bcrypt hashes (bcryptjs, cost 10). Discount-code validity bounds are whole
 * days in Vietnam time (UTC+7, no daylight saving) stored as ISO-8601 UTC instants, e.g. a code valid
 * from 2024-01-01 starts at "2023-12-31T17:00:00.000Z". Money is integer VND.
 */
import { hashSync } from "bcryptjs";
import type { affiliates, discountCodes, users } from "../db/schema";
import { categoryIdBySlug } from "./catalog";

export type UserRow = typeof users.$inferInsert & { id: number };
export type AffiliateRow = typeof affiliates.$inferInsert & { id: number };
export type DiscountCodeRow = typeof discountCodes.$inferInsert & { id: number };

/**
 * Logins of the seeded accounts. Demo data only: these passwords are public, so a deployment that
 * keeps the seed must change or disable them.
 */
export const DEMO_ACCOUNTS = {
  /** Back-office account (role admin). */
  admin: { email: "quantri@example.com", password: "QuanTri@123" },
  /** The demo shopper of the UI contract: active, role user. */
  customer: { email: "khachhang@example.com", password: "MatKhau@123" },
  /** A collaborator who owns the affiliate code {@link DEMO_AFFILIATE_CODE}. */
  collaborator: { email: "congtacvien@example.com", password: "CongTacVien@123" },
  /** Registered but never activated (for the activation and re-activation flows). */
  inactive: { email: "chuakichhoat@example.com", password: "MatKhau@123" },
} as const;

/** The working affiliate code of the UI contract (5 % commission to the collaborator). */
export const DEMO_AFFILIATE_CODE = "CTV2024";
/** The working voucher of the UI contract: 10 % off, at most 50 000 ₫, for subtotals ≥ 100 000 ₫. */
export const DEMO_VOUCHER_CODE = "GIAM10";

/** Start of a calendar day in Vietnam (UTC+7) as an ISO-8601 UTC instant. `day` is "yyyy-MM-dd". */
export function vnStartOfDay(day: string): string {
  return new Date(`${day}T00:00:00.000+07:00`).toISOString();
}

/** Last millisecond of a calendar day in Vietnam (UTC+7) as an ISO-8601 UTC instant. `day` is "yyyy-MM-dd". */
export function vnEndOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999+07:00`).toISOString();
}

/** The seeded users (ids 1..4), with bcrypt password hashes. Takes ~0.1 s per account (bcrypt cost 10, bcryptjs). */
export function buildUsers(): UserRow[] {
  const hash = (password: string) => hashSync(password, 10);
  return [
    {
      id: 1,
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: hash(DEMO_ACCOUNTS.admin.password),
      name: "Trần Quốc Huy",
      phone: "0987654321",
      address: "144 Xuân Thủy",
      wardId: 167, // Phường Dịch Vọng Hậu, Quận Cầu Giấy, Hà Nội
      birthday: "1985-06-20",
      role: "admin",
      isActive: true,
      createdAt: "2023-09-01T01:00:00.000Z",
    },
    {
      id: 2,
      email: DEMO_ACCOUNTS.customer.email,
      passwordHash: hash(DEMO_ACCOUNTS.customer.password),
      name: "Nguyễn Thị Lan",
      phone: "0912345678",
      address: "Số 12, ngõ 165 Cầu Giấy",
      wardId: 166, // Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội
      birthday: "1990-01-01",
      role: "user",
      isActive: true,
      createdAt: "2024-02-15T03:30:00.000Z",
    },
    {
      id: 3,
      email: DEMO_ACCOUNTS.collaborator.email,
      passwordHash: hash(DEMO_ACCOUNTS.collaborator.password),
      name: "Lê Minh Tuấn",
      phone: "0903456789",
      address: "45 Lê Thánh Tôn",
      wardId: 26740, // Phường Bến Nghé, Quận 1, Hồ Chí Minh
      birthday: "1992-11-05",
      role: "user",
      isActive: true,
      createdAt: "2024-03-10T08:00:00.000Z",
    },
    {
      id: 4,
      email: DEMO_ACCOUNTS.inactive.email,
      passwordHash: hash(DEMO_ACCOUNTS.inactive.password),
      name: "Phạm Văn Nam",
      phone: "0398765432",
      address: "",
      wardId: null,
      birthday: "1990-01-01",
      role: "user",
      isActive: false,
      createdAt: "2025-05-20T10:00:00.000Z",
    },
  ];
}

/** Affiliate codes: the working demo code and a deactivated one (to exercise the failure path). */
export function buildAffiliates(): AffiliateRow[] {
  return [
    { id: 1, code: DEMO_AFFILIATE_CODE, userId: 3, commissionPercent: 5, isActive: true },
    { id: 2, code: "CTV2019", userId: 3, commissionPercent: 5, isActive: false },
  ];
}

/**
 * Vouchers (`kind: "voucher"`, `/api/Codes`) and promotion coupons (`kind: "coupon"`,
 * `/api/PromotionCoupon`) with varied rules: percent with a cap, fixed amounts, a minimum order,
 * a category restriction, an expired code and one whose usage limit is reached.
 * Note: the schema has no "free shipping" type, so FREESHIP is a fixed discount equal to the highest
 * shipping fee.
 */
export function buildDiscountCodes(): DiscountCodeRow[] {
  const always = { startsAt: vnStartOfDay("2024-01-01"), endsAt: vnEndOfDay("2030-12-31") };
  const codes: Omit<DiscountCodeRow, "id">[] = [
    {
      code: DEMO_VOUCHER_CODE,
      kind: "voucher",
      name: "Giảm 10% cho đơn từ 100.000 ₫",
      description: "Giảm 10% giá trị đơn hàng, tối đa 50.000 ₫, áp dụng cho đơn hàng từ 100.000 ₫.",
      type: "percent",
      value: 10,
      maxDiscount: 50_000,
      minOrderValue: 100_000,
      ...always,
    },
    {
      code: "GIAM20K",
      kind: "voucher",
      name: "Giảm 20.000 ₫ cho đơn từ 200.000 ₫",
      description: "Giảm ngay 20.000 ₫ cho đơn hàng từ 200.000 ₫. Mỗi khách hàng dùng tối đa 3 lần.",
      type: "fixed",
      value: 20_000,
      maxDiscount: null,
      minOrderValue: 200_000,
      perCustomerLimit: 3,
      ...always,
    },
    {
      code: "FREESHIP",
      kind: "voucher",
      name: "Hỗ trợ phí giao hàng",
      description: "Giảm 38.000 ₫, tương đương phí giao hàng cao nhất, cho đơn hàng từ 150.000 ₫.",
      type: "fixed",
      value: 38_000,
      maxDiscount: null,
      minOrderValue: 150_000,
      ...always,
    },
    {
      code: "KINHTE15",
      kind: "voucher",
      name: "Giảm 15% sách Kinh tế",
      description: "Giảm 15% cho sách thuộc danh mục Kinh tế, tối đa 60.000 ₫, cho đơn hàng từ 150.000 ₫.",
      type: "percent",
      value: 15,
      maxDiscount: 60_000,
      minOrderValue: 150_000,
      categoryIds: String(categoryIdBySlug("kinh-te")),
      ...always,
    },
    {
      code: "HETHAN2023",
      kind: "voucher",
      name: "Khuyến mãi năm 2023 (đã hết hạn)",
      description: "Giảm 15% giá trị đơn hàng, tối đa 50.000 ₫. Chương trình đã kết thúc ngày 31/12/2023.",
      type: "percent",
      value: 15,
      maxDiscount: 50_000,
      minOrderValue: 0,
      startsAt: vnStartOfDay("2023-01-01"),
      endsAt: vnEndOfDay("2023-12-31"),
    },
    {
      code: "SINHVIEN5",
      kind: "coupon",
      name: "Ưu đãi sinh viên 5%",
      description: "Giảm 5% cho mọi đơn hàng, tối đa 30.000 ₫. Mỗi khách hàng dùng một lần.",
      type: "percent",
      value: 5,
      maxDiscount: 30_000,
      minOrderValue: 0,
      perCustomerLimit: 1,
      ...always,
    },
    {
      code: "TUUTRUONG",
      kind: "coupon",
      name: "Mừng tựu trường – giảm 50.000 ₫",
      description: "Giảm 50.000 ₫ cho đơn hàng từ 400.000 ₫. Số lượng có hạn: 500 lượt.",
      type: "fixed",
      value: 50_000,
      maxDiscount: null,
      minOrderValue: 400_000,
      usageLimit: 500,
      usedCount: 137,
      ...always,
    },
    {
      code: "EBOOK20",
      kind: "coupon",
      name: "Giảm 20% sách điện tử",
      description: "Giảm 20% cho sách thuộc danh mục Ebook, tối đa 40.000 ₫.",
      type: "percent",
      value: 20,
      maxDiscount: 40_000,
      minOrderValue: 0,
      categoryIds: String(categoryIdBySlug("ebook")),
      ...always,
    },
    {
      code: "DAHETLUOT",
      kind: "coupon",
      name: "Giảm 30.000 ₫ (đã hết lượt)",
      description: "Giảm 30.000 ₫ cho đơn hàng từ 100.000 ₫. Đã dùng hết 100 lượt.",
      type: "fixed",
      value: 30_000,
      maxDiscount: null,
      minOrderValue: 100_000,
      usageLimit: 100,
      usedCount: 100,
      ...always,
    },
  ];
  return codes.map((c, i) => ({ id: i + 1, ...c }));
}
