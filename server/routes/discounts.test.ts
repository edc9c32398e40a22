/**
 * Vouchers, coupons and affiliate codes over real HTTP (spec §3 Vouchers, §4 voucher/affiliate
 * states, §7 /api/Codes, /api/PromotionCoupon, add-voucher … and their -without-login variants):
 * offer lists, guest and account add/remove, bad codes (400, never 500), codeProblems when the cart
 * changes, re-validation at checkout (nothing created), usage counted and affiliate credited only when
 * the order is PAID (VNPay sandbox IPN; not on a repeated IPN, not on a cancelled payment), per-customer
 * limits for guests (e-mail) and accounts (user id).
 */
import { and, eq, gt, gte, lte, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testApp, type ApiAnswer, type TestApp, type LooseJson } from "../testing/app";
import { affiliateCommissions, carts, discountCodes, orders, products } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { categoryIdBySlug } from "../seed/catalog";

let db: Db;
let base: string;
let t: TestApp;
let lan: string; // khachhang@example.com (user 2)
let tuan: string; // congtacvien@example.com (user 3), owner of CTV2024

/** A printed non-Kinh-tế book under 100 000 ₫ (2 copies ≥ 100 000 ₫) and a printed Kinh tế book. */
let cheap: { id: number; salePrice: number; stock: number };
let kinhTe: { id: number; salePrice: number; stock: number };
const WARD = 100_166; // north: 25 000 ₫
const SHIP = 25_000;

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "discounts-test-secret-0123456789abcdef0123" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  ({ db, base } = t);

  const kt = categoryIdBySlug("kinh-te");
  cheap = db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isDigital, false),
        ne(products.categoryId, kt),
        gte(products.stock, 40),
        gte(products.salePrice, 55_000),
        lte(products.salePrice, 95_000),
      ),
    )
    .get()!;
  kinhTe = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), eq(products.categoryId, kt), gt(products.stock, 20)))
    .get()!;
  expect(cheap).toBeDefined();
  expect(kinhTe).toBeDefined();
  lan = await login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);
const login = (email: string, password: string) => t.login(email, password);

const lines = (...l: Array<[number, number]>) => l.map(([ProductSaleId, Quantity]) => ({ ProductSaleId, Quantity }));
const usedCount = (code: string) => db.select().from(discountCodes).where(eq(discountCodes.code, code)).get()!.usedCount;
const orderCount = () =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .get()!.n;
const stockOf = (id: number) => db.select().from(products).where(eq(products.id, id)).get()!.stock;

/** Pays (or cancels) a VNPay payment URL on the sandbox, which sends its IPN to this upstream first; returns the return query. */
async function payOnSandbox(paymentUrl: string, choice: "pay" | "cancel"): Promise<string> {
  const url = new URL(paymentUrl);
  const res = await fetch(`${base}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payload: url.search.slice(1), choice, simulate: "00" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!).search;
}
const orderOfUrl = (paymentUrl: string) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.code, new URL(paymentUrl).searchParams.get("vnp_TxnRef")!))
    .get()!;

let keySeq = 0;
const guestCheckout = (extra: Record<string, unknown>) => ({
  Name: "Trần Văn Khách",
  Phone: "0987000111",
  Email: "khach.le@example.vn",
  Address: "12 Chùa Bộc",
  WardId: WARD,
  PaymentMethod: "VNPay",
  IdempotencyKey: `discounts-guest-key-${String(++keySeq).padStart(4, "0")}`,
  ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  ...extra,
});

describe("offer lists", () => {
  it("GET /api/Codes and /api/PromotionCoupon: valid, not used up, 5 a page, public", async () => {
    const vouchers = await api("GET", "/api/Codes?page=1", null);
    expect(vouchers.status).toBe(200);
    expect(vouchers.body.totalPage).toBe(1);
    expect(vouchers.body.data.map((o: LooseJson) => o.code)).toEqual(["GIAM10", "GIAM20K", "FREESHIP", "KINHTE15"]);
    expect(Object.keys(vouchers.body.data[0]).sort()).toEqual([
      "categoryNames",
      "code",
      "description",
      "endsAt",
      "maxDiscount",
      "minOrderValue",
      "name",
      "type",
      "value",
    ]);
    const coupons = await api("GET", "/api/PromotionCoupon", lan);
    expect(coupons.body.data.map((o: LooseJson) => o.code)).toEqual(["SINHVIEN5", "TUUTRUONG", "EBOOK20"]);
    expect((await api("GET", "/api/PromotionCoupon?page=2", "not.a.valid.token")).body).toMatchObject({
      isSuccess: true,
      data: [],
      totalPage: 1,
    });
    expect((await api("GET", "/api/Codes?page=0", null)).status).toBe(400);
    expect((await api("GET", "/api/Codes?page=abc", null)).status).toBe(400);
  });
});

describe("guest codes (-without-login)", () => {
  let cart: ReturnType<typeof lines>;
  beforeAll(() => {
    cart = lines([cheap.id, 2]);
  });

  it("adds a voucher case-insensitively and prices it (10 %, floored, total = subTotal − discount + fee)", async () => {
    const res = await api("POST", "/api/Order/add-voucher-without-login", null, {
      CartDetails: lines([cheap.id, 2]),
      VoucherCode: "  giam10 ",
      WardId: WARD,
    });
    expect(res.status).toBe(200);
    const sub = cheap.salePrice * 2;
    const discount = Math.min(Math.floor(sub / 10), 50_000);
    expect(res.body.successMessage).toContain("GIAM10");
    expect(res.body.data).toMatchObject({
      subTotal: sub,
      voucher: { code: "GIAM10", name: "Giảm 10% cho đơn từ 100.000 ₫", discount },
      coupon: null,
      affiliateCode: null,
      codeProblems: [],
      discount,
      shippingFee: SHIP,
      total: sub - discount + SHIP,
    });
  });

  it("refuses with the specific Vietnamese message", async () => {
    const add = (path: string, body: object) => api("POST", `/api/Order/${path}-without-login`, null, { CartDetails: cart, ...body });
    const cases: Array<[string, object, string]> = [
      ["add-voucher", { CartDetails: lines([cheap.id, 1]), VoucherCode: "GIAM10" }, "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫"],
      ["add-voucher", { VoucherCode: "HETHAN2023" }, "Mã khuyến mãi đã hết hạn"],
      ["add-voucher", { VoucherCode: "KHONGTONTAI" }, "Mã khuyến mãi không tồn tại"],
      ["add-voucher", { VoucherCode: "KINHTE15" }, "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng"],
      ["add-voucher", { VoucherCode: "SINHVIEN5" }, "Mã SINHVIEN5 là coupon, không phải voucher"],
      ["add-voucher", { CartDetails: [], VoucherCode: "GIAM10" }, "Giỏ hàng trống"],
      ["add-voucher", { VoucherCode: "" }, "Vui lòng nhập mã khuyến mãi"],
      ["add-promotion-coupon", { CouponCode: "DAHETLUOT" }, "Mã khuyến mãi đã hết lượt sử dụng"],
      ["add-affiliate", { AffiliateCode: "CTV2019" }, "Mã affiliate đã ngừng hoạt động"],
      ["add-affiliate", { AffiliateCode: "KHONGCO" }, "Mã affiliate không hợp lệ"],
      ["add-affiliate", { AffiliateCode: "CTV2024", Email: "CongTacVien@example.com" }, "Bạn không thể dùng mã affiliate của chính mình"],
    ];
    for (const [route, body, message] of cases) {
      const res = await add(route, body);
      expect([res.status, res.body.errorMessage], `${route} ${JSON.stringify(body)}`).toEqual([400, message]);
    }
  });

  it("bad codes answer 400 Mã khuyến mãi không hợp lệ, never 500", async () => {
    for (const bad of [
      "GIAM 10",
      "x".repeat(1_000),
      "' OR 1=1 --",
      "GIAM10'; DROP TABLE discount_codes; --",
      "<img src=x onerror=alert(1)>",
      10,
      ["GIAM10"],
      { code: "GIAM10" },
      true,
    ]) {
      for (const [route, field] of [
        ["add-voucher", "VoucherCode"],
        ["add-promotion-coupon", "CouponCode"],
        ["remove-voucher", "CouponCode"],
      ] as const) {
        const res = await api("POST", `/api/Order/${route}-without-login`, null, { CartDetails: cart, [field]: bad });
        expect([res.status, res.body.errorMessage], `${route} ${JSON.stringify(bad).slice(0, 40)}`).toEqual([
          400,
          "Mã khuyến mãi không hợp lệ",
        ]);
      }
      const aff = await api("POST", "/api/Order/add-affiliate-without-login", null, { CartDetails: cart, AffiliateCode: bad });
      expect([aff.status, aff.body.errorMessage]).toEqual([400, "Mã affiliate không hợp lệ"]);
      const calc = await api("POST", "/api/Order/CalculateUnAuthCart", null, { CartDetails: cart, VoucherCode: bad });
      expect(calc.status).toBe(400);
    }
    expect(usedCount("GIAM10")).toBe(1); // the seeded delivered order (server/seed/orders.ts)
    expect(db.select().from(discountCodes).all()).toHaveLength(9);
  });

  it("voucher + coupon together, then removed one at a time; the affiliate code", async () => {
    const big = lines([cheap.id, 8]); // ≥ 440 000 ₫
    const sub = cheap.salePrice * 8;
    const both = await api("POST", "/api/Order/add-promotion-coupon-without-login", null, {
      CartDetails: big,
      CouponCode: "sinhvien5",
      VoucherCode: "GIAM20K",
      AffiliateCode: "ctv2024",
    });
    expect(both.status).toBe(200);
    const coupon = Math.min(Math.floor((sub * 5) / 100), 30_000);
    expect(both.body.data).toMatchObject({
      voucher: { code: "GIAM20K", discount: 20_000 },
      coupon: { code: "SINHVIEN5", discount: coupon },
      affiliateCode: "CTV2024",
      discount: 20_000 + coupon,
      codeProblems: [],
    });
    expect(both.body.data.total).toBe(sub - 20_000 - coupon + both.body.data.shippingFee);

    const noVoucher = await api("POST", "/api/Order/remove-voucher-without-login", null, {
      CartDetails: big,
      VoucherCode: "GIAM20K",
      CouponCode: "SINHVIEN5",
      AffiliateCode: "CTV2024",
    });
    expect(noVoucher.body.data).toMatchObject({ voucher: null, coupon: { code: "SINHVIEN5" }, affiliateCode: "CTV2024", discount: coupon });
    const noCoupon = await api("POST", "/api/Order/remove-promotion-coupon-without-login", null, {
      CartDetails: big,
      VoucherCode: "GIAM20K",
      CouponCode: "SINHVIEN5",
    });
    expect(noCoupon.body.data).toMatchObject({ voucher: { code: "GIAM20K" }, coupon: null, discount: 20_000 });
    const aff = await api("POST", "/api/Order/add-affiliate-without-login", null, { CartDetails: big, AffiliateCode: "CTV2024" });
    expect(aff.body.data).toMatchObject({ affiliateCode: "CTV2024", discount: 0, total: sub + aff.body.data.shippingFee });
    const noAff = await api("POST", "/api/Order/remove-affiliate-without-login", null, { CartDetails: big, AffiliateCode: "CTV2024" });
    expect(noAff.body.data.affiliateCode).toBeNull();
    // The affiliate code needs no cart (a referral link before shopping).
    expect((await api("POST", "/api/Order/add-affiliate-without-login", null, { CartDetails: [], AffiliateCode: "CTV2024" })).status).toBe(
      200,
    );
  });

  it("CalculateUnAuthCart: a code that no longer applies is listed in codeProblems, not an error", async () => {
    const ok = await api("POST", "/api/Order/CalculateUnAuthCart", null, {
      CartDetails: lines([cheap.id, 2]),
      VoucherCode: "GIAM10",
      WardId: WARD,
    });
    expect(ok.body.data).toMatchObject({ voucher: { code: "GIAM10" }, codeProblems: [] });
    const below = await api("POST", "/api/Order/CalculateUnAuthCart", null, {
      CartDetails: lines([cheap.id, 1]),
      VoucherCode: "GIAM10",
      CouponCode: "HETHAN2023",
      AffiliateCode: "CTV2019",
      WardId: WARD,
    });
    expect(below.status).toBe(200);
    expect(below.body.data).toMatchObject({
      voucher: null,
      coupon: null,
      affiliateCode: null,
      discount: 0,
      total: cheap.salePrice + SHIP,
      codeProblems: [
        { kind: "voucher", code: "GIAM10", message: "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫" },
        { kind: "coupon", code: "HETHAN2023", message: "Mã HETHAN2023 là voucher, không phải coupon" },
        { kind: "affiliate", code: "CTV2019", message: "Mã affiliate đã ngừng hoạt động" },
      ],
    });
    // Without codes: the plain cart's shape plus empty code fields.
    const plain = await api("POST", "/api/Order/CalculateUnAuthCart", null, { CartDetails: lines([cheap.id, 1]) });
    expect(plain.body.data).toMatchObject({ voucher: null, coupon: null, affiliateCode: null, codeProblems: [], discount: 0 });
  });

  it("checkout re-validates the codes (400, nothing created), then counts them only when paid", async () => {
    const ordersBefore = orderCount();
    const stockBefore = stockOf(cheap.id);
    const refused = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 1]), VoucherCode: "GIAM10" }),
    );
    expect([refused.status, refused.body.errorMessage]).toEqual([400, "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫"]);
    expect(refused.body.data.codeProblems).toEqual([
      { kind: "voucher", code: "GIAM10", message: "Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫" },
    ]);
    const badAff = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 2]), AffiliateCode: "CTV2019" }),
    );
    expect([badAff.status, badAff.body.errorMessage]).toEqual([400, "Mã affiliate đã ngừng hoạt động"]);
    const bad = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 2]), VoucherCode: "<b>" }),
    );
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "Mã khuyến mãi không hợp lệ"]);
    expect(orderCount()).toBe(ordersBefore);
    expect(stockOf(cheap.id)).toBe(stockBefore);

    // A cancelled payment counts nothing.
    const giam10 = usedCount("GIAM10");
    const cancelled = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 2]), VoucherCode: "giam10", AffiliateCode: "CTV2024" }),
    );
    expect(cancelled.status).toBe(200);
    const cancelledOrder = orderOfUrl(cancelled.body.data);
    const sub = cheap.salePrice * 2;
    const discount = Math.floor(sub / 10);
    expect(cancelledOrder).toMatchObject({
      voucherCode: "GIAM10",
      couponCode: null,
      affiliateCode: "CTV2024",
      subTotal: sub,
      discount,
      total: sub - discount + SHIP,
    });
    expect(Number(new URL(cancelled.body.data).searchParams.get("vnp_Amount"))).toBe((sub - discount + SHIP) * 100);
    await payOnSandbox(cancelled.body.data, "cancel");
    expect(usedCount("GIAM10")).toBe(giam10);
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, cancelledOrder.id)).all()).toEqual([]);

    // Paid: usedCount + 1 and the collaborator credited, once (a repeated IPN changes nothing).
    const paid = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 2]), VoucherCode: "GIAM10", AffiliateCode: "CTV2024" }),
    );
    const back = await payOnSandbox(paid.body.data, "pay");
    const paidOrder = orderOfUrl(paid.body.data);
    expect(paidOrder.status).toBe("paid");
    expect(usedCount("GIAM10")).toBe(giam10 + 1);
    const credit = db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, paidOrder.id)).all();
    expect(credit).toEqual([
      expect.objectContaining({
        affiliateId: 1,
        baseAmount: sub - discount,
        commissionPercent: 5,
        amount: Math.floor(((sub - discount) * 5) / 100),
        status: "credited",
      }),
    ]);
    const repeat = await api("GET", `/api/Payment/vnpay-ipn${back}`, null);
    expect((repeat.body as LooseJson).RspCode).toBe("02");
    expect(usedCount("GIAM10")).toBe(giam10 + 1);
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, paidOrder.id)).all()).toHaveLength(1);
    // The order shows its codes.
    const view = await fetch(`${base}/api/Order/order-without-login/${paidOrder.id}`, {
      headers: { "x-order-key": paidOrder.idempotencyKey },
    });
    expect((await view.json()).data).toMatchObject({ voucherCode: "GIAM10", couponCode: null, affiliateCode: "CTV2024", discount });
  });

  it("per-customer limit for guests: by e-mail at checkout (and when the e-mail is sent while pricing)", async () => {
    const email = "sinh.vien.mot@example.vn";
    const first = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 1]), CouponCode: "SINHVIEN5", Email: email }),
    );
    expect(first.status).toBe(200);
    // Not paid yet: the limit is not reached.
    expect(
      (
        await api("POST", "/api/Order/add-promotion-coupon-without-login", null, {
          CartDetails: lines([cheap.id, 1]),
          CouponCode: "SINHVIEN5",
          Email: email,
        })
      ).status,
    ).toBe(200);
    await payOnSandbox(first.body.data, "pay");
    const again = await api("POST", "/api/Order/add-promotion-coupon-without-login", null, {
      CartDetails: lines([cheap.id, 1]),
      CouponCode: "SINHVIEN5",
      Email: email.toUpperCase(),
    });
    expect([again.status, again.body.errorMessage]).toEqual([400, "Bạn đã dùng mã này"]);
    const calc = await api("POST", "/api/Order/CalculateUnAuthCart", null, {
      CartDetails: lines([cheap.id, 1]),
      CouponCode: "SINHVIEN5",
      Email: email,
    });
    expect(calc.body.data.codeProblems).toEqual([{ kind: "coupon", code: "SINHVIEN5", message: "Bạn đã dùng mã này" }]);
    const before = orderCount();
    const second = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 1]), CouponCode: "SINHVIEN5", Email: ` ${email.toUpperCase()} ` }),
    );
    expect([second.status, second.body.errorMessage]).toEqual([400, "Bạn đã dùng mã này"]);
    expect(orderCount()).toBe(before);
    const other = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      guestCheckout({ CartDetails: lines([cheap.id, 1]), CouponCode: "SINHVIEN5", Email: "ban.khac@example.vn" }),
    );
    expect(other.status).toBe(200);
  });
});

describe("account codes", () => {
  it("need a bearer token", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/Order/add-voucher", { VoucherCode: "GIAM10" }],
      ["DELETE", "/api/Order/del-voucher", undefined],
      ["POST", "/api/Order/add-promotion-coupon", { CouponCode: "SINHVIEN5" }],
      ["DELETE", "/api/Order/del-promotion-coupon", undefined],
      ["POST", "/api/Order/add-affiliate?affiliateCode=CTV2024", undefined],
      ["DELETE", "/api/Order/remove-affiliate", undefined],
    ] as const) {
      expect((await api(method, url, null, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it("stores, shows and removes the codes; refuses bad ones; codeProblems when the cart changes; CheckOut re-validates", async () => {
    const empty = await api("POST", "/api/Order/add-voucher", lan, { VoucherCode: "GIAM10" });
    expect([empty.status, empty.body.errorMessage]).toEqual([400, "Giỏ hàng trống"]);
    await api("POST", "/api/Order/add-product", lan, { ProductSaleId: kinhTe.id, Quantity: 2 });
    await api("POST", "/api/Order/add-product", lan, { ProductSaleId: cheap.id, Quantity: 2 });
    await api("PATCH", "/api/Order/Address", lan, {
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "khachhang@example.com",
      Address: "Số 12, ngõ 165 Cầu Giấy",
      WardId: WARD,
    });

    const added = await api("POST", "/api/Order/add-voucher", lan, { VoucherCode: " giam10 " });
    expect(added.status).toBe(200);
    expect(added.body.successMessage).toContain("GIAM10");
    expect(added.body.data.voucher).toMatchObject({ code: "GIAM10" });
    expect(db.select().from(carts).where(eq(carts.userId, 2)).get()).toMatchObject({
      voucherCode: "GIAM10",
      couponCode: null,
      affiliateCode: null,
    });
    const coupon = await api("POST", "/api/Order/add-promotion-coupon", lan, { CouponCode: "sinhvien5" });
    expect(coupon.body.data).toMatchObject({ voucher: { code: "GIAM10" }, coupon: { code: "SINHVIEN5" } });
    const own = await api("POST", "/api/Order/add-affiliate?affiliateCode=CTV2024", tuan);
    expect([own.status, own.body.errorMessage]).toEqual([400, "Bạn không thể dùng mã affiliate của chính mình"]);
    expect((await api("POST", "/api/Order/add-affiliate?affiliateCode=CTV2019", lan)).body.errorMessage).toBe(
      "Mã affiliate đã ngừng hoạt động",
    );
    expect((await api("POST", "/api/Order/add-affiliate?affiliateCode=%3Cscript%3E", lan)).body.errorMessage).toBe(
      "Mã affiliate không hợp lệ",
    );
    expect((await api("POST", "/api/Order/add-affiliate?affiliateCode=A&affiliateCode=B", lan)).body.errorMessage).toBe(
      "Mã affiliate không hợp lệ",
    );
    expect((await api("POST", "/api/Order/add-affiliate", lan)).body.errorMessage).toBe("Vui lòng nhập mã affiliate");
    const aff = await api("POST", "/api/Order/add-affiliate?affiliateCode=ctv2024", lan);
    expect(aff.body.data.affiliateCode).toBe("CTV2024");
    for (const bad of ["x".repeat(1000), "' OR ''='", 42]) {
      const res = await api("POST", "/api/Order/add-voucher", lan, { VoucherCode: bad });
      expect([res.status, res.body.errorMessage]).toEqual([400, "Mã khuyến mãi không hợp lệ"]);
    }
    expect((await api("POST", "/api/Order/add-voucher", lan, { VoucherCode: "HETHAN2023" })).body.errorMessage).toBe(
      "Mã khuyến mãi đã hết hạn",
    );
    // A refused code leaves the stored one.
    const shown = (await api("GET", "/api/Order", lan)).body.data;
    expect(shown).toMatchObject({ voucher: { code: "GIAM10" }, coupon: { code: "SINHVIEN5" }, affiliateCode: "CTV2024", codeProblems: [] });
    expect(shown.total).toBe(shown.subTotal - shown.discount + shown.shippingFee);
    expect(shown.discount).toBe(shown.voucher.discount + shown.coupon.discount);

    // KINHTE15 replaces GIAM10 (one voucher at a time).
    const kt = await api("POST", "/api/Order/add-voucher", lan, { VoucherCode: "KINHTE15" });
    expect(kt.status, kt.body.errorMessage ?? "").toBe(200);
    expect(kt.body.data.voucher).toMatchObject({
      code: "KINHTE15",
      discount: Math.min(Math.floor((kinhTe.salePrice * 2 * 15) / 100), 60_000),
    });

    // The Kinh tế book leaves the cart: KINHTE15 no longer applies → codeProblems, kept, refused at CheckOut.
    const line = (kt.body.data.cartDetails as LooseJson[]).find((l) => l.productSaleId === kinhTe.id);
    const changed = await api("DELETE", `/api/Order/cartDetails/${line.cartDetailId}`, lan);
    expect(changed.body.data).toMatchObject({
      voucher: null,
      coupon: { code: "SINHVIEN5" },
      codeProblems: [{ kind: "voucher", code: "KINHTE15", message: "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng" }],
    });
    const before = orderCount();
    const checkout = {
      PaymentMethod: "VNPay",
      IdempotencyKey: "discounts-account-key-0001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
    };
    const refused = await api("POST", "/api/Order/CheckOut", lan, checkout);
    expect([refused.status, refused.body.errorMessage]).toEqual([400, "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng"]);
    expect(orderCount()).toBe(before);

    // Removing it: the order goes through with the coupon and the affiliate.
    expect((await api("DELETE", "/api/Order/del-voucher", lan)).body.data).toMatchObject({ voucher: null, codeProblems: [] });
    const sinhvien5 = usedCount("SINHVIEN5");
    const placed = await api("POST", "/api/Order/CheckOut", lan, { ...checkout, IdempotencyKey: "discounts-account-key-0002" });
    expect(placed.status).toBe(200);
    const order = orderOfUrl(placed.body.data);
    expect(order).toMatchObject({ userId: 2, voucherCode: null, couponCode: "SINHVIEN5", affiliateCode: "CTV2024" });
    expect(order.discount).toBe(Math.min(Math.floor((cheap.salePrice * 2 * 5) / 100), 30_000));
    await payOnSandbox(placed.body.data, "pay");
    expect(usedCount("SINHVIEN5")).toBe(sinhvien5 + 1);
    expect(db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, order.id)).all()).toHaveLength(1);
    // Paid: the coupon left the cart (the affiliate stays); the user cannot use SINHVIEN5 again.
    expect(db.select().from(carts).where(eq(carts.userId, 2)).get()).toMatchObject({ couponCode: null, affiliateCode: "CTV2024" });
    await api("POST", "/api/Order/add-product", lan, { ProductSaleId: cheap.id, Quantity: 1 });
    const again = await api("POST", "/api/Order/add-promotion-coupon", lan, { CouponCode: "SINHVIEN5" });
    expect([again.status, again.body.errorMessage]).toEqual([400, "Bạn đã dùng mã này"]);

    expect((await api("DELETE", "/api/Order/del-promotion-coupon", lan)).body.data.coupon).toBeNull();
    expect((await api("DELETE", "/api/Order/remove-affiliate", lan)).body.data.affiliateCode).toBeNull();
    expect(db.select().from(carts).where(eq(carts.userId, 2)).get()).toMatchObject({
      voucherCode: null,
      couponCode: null,
      affiliateCode: null,
    });
  });
});
