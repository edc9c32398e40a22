/**
 * The signed-in user's cart over real HTTP (spec §7 "Order and cart": GET /api/Order, add-product,
 * cartDetails/{id}, CheckInventory, Address, CheckOut, GET /api/Order/{id}), through a VNPay sandbox
 * payment whose IPN reaches this same upstream: paid → the ordered lines leave the cart; cancelled →
 * the cart is kept.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testApp, type ApiAnswer, type TestApp, type LooseJson } from "../testing/app";
import { cartLines, orders, products } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { SEED_FACTS } from "../seed/catalog";

let db: Db;
let base: string;
let t: TestApp;
let lan: string; // khachhang@example.com (user 2)
let tuan: string; // congtacvien@example.com (user 3)

/** A printed book with 5…60 copies, another printed book, and their names. */
let book: { id: number; stock: number; name: string; salePrice: number };
let other: { id: number; stock: number; name: string };
const digital = SEED_FACTS.digitalProductId;
const soldOut = SEED_FACTS.outOfStockProductId;
const WARD = 100_166; // Phường Cầu Giấy, Hà Nội (north: 25 000 ₫)

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "account-cart-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  ({ db, base } = t);

  const printed = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), gt(products.stock, 5), lt(products.stock, 60), lt(products.salePrice, 200_000)))
    .limit(2)
    .all();
  expect(printed).toHaveLength(2);
  book = printed[0]!;
  other = printed[1]!;
  lan = await login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);
const login = (email: string, password: string) => t.login(email, password);

const lineOf = (cart: LooseJson, productId: number) => (cart.cartDetails as LooseJson[]).find((l) => l.productSaleId === productId);

/** Pays (or cancels) a payment URL on the VNPay sandbox, which sends its IPN to this upstream first. */
async function payOnSandbox(paymentUrl: string, choice: "pay" | "cancel"): Promise<void> {
  const url = new URL(paymentUrl);
  const res = await fetch(`${base}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payload: url.search.slice(1), choice, simulate: "00" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
}

const orderOf = (paymentUrl: string) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.code, new URL(paymentUrl).searchParams.get("vnp_TxnRef")!))
    .get()!;

describe("account cart", () => {
  it("requires a bearer token on every call", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/Order", undefined],
      ["GET", "/api/Order/1", undefined],
      ["POST", "/api/Order/add-product", { ProductSaleId: 1, Quantity: 1 }],
      ["PATCH", "/api/Order/cartDetails/1", { Quantity: 1 }],
      ["DELETE", "/api/Order/cartDetails/1", undefined],
      ["GET", "/api/Order/CheckInventory", undefined],
      ["PATCH", "/api/Order/Address", {}],
      ["POST", "/api/Order/CheckOut", {}],
    ] as const) {
      const res = await api(method, url, null, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.errorMessage).toBe("Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại");
    }
  });

  it("starts empty", async () => {
    const res = await api("GET", "/api/Order", lan);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cartDetails: [],
      problems: [],
      totalProducts: 0,
      subTotal: 0,
      listTotal: 0,
      isOnlyDigital: false,
      discount: 0,
      shippingFee: 0,
      total: 0,
      freeShippingThreshold: 500_000,
      voucher: null,
      coupon: null,
      affiliateCode: null,
      codeProblems: [],
      address: null,
    });
  });

  it("adds (summing), refuses above the stock or 99, updates and deletes lines", async () => {
    let res = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: book.id, Quantity: 1 });
    expect(res.status).toBe(200);
    const line = lineOf(res.body.data, book.id);
    expect(line).toMatchObject({
      productSaleId: book.id,
      quantity: 1,
      cartDetailId: expect.any(Number),
      salePrice: book.salePrice,
      lineTotal: book.salePrice,
    });
    res = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: book.id, Quantity: 2 });
    expect(lineOf(res.body.data, book.id)).toMatchObject({ quantity: 3, cartDetailId: line.cartDetailId });
    expect(res.body.data.totalProducts).toBe(3);

    const above = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: book.id, Quantity: book.stock });
    expect(above.status).toBe(400);
    expect(above.body.errorMessage).toBe(`“${book.name}” chỉ còn ${book.stock} cuốn`);
    const sold = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: soldOut, Quantity: 1 });
    expect(sold.status).toBe(400);
    expect(sold.body.errorMessage).toMatch(/đã hết hàng$/);
    await api("POST", "/api/Order/add-product", lan, { ProductSaleId: digital, Quantity: 60 });
    const past99 = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: digital, Quantity: 40 });
    expect(past99.status).toBe(400);
    expect(past99.body.errorMessage).toBe("Số lượng tối đa là 99");
    expect((await api("POST", "/api/Order/add-product", lan, { ProductSaleId: book.id, Quantity: 100 })).body.errorMessage).toBe(
      "Dữ liệu không hợp lệ: Quantity – Số lượng tối đa là 99",
    );
    expect((await api("POST", "/api/Order/add-product", lan, { ProductSaleId: book.id, Quantity: 0 })).status).toBe(400);
    const unknown = await api("POST", "/api/Order/add-product", lan, { ProductSaleId: 999_999, Quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("Sản phẩm không tồn tại");

    res = await api("PATCH", `/api/Order/cartDetails/${line.cartDetailId}`, lan, { Quantity: 2 });
    expect(res.status).toBe(200);
    expect(lineOf(res.body.data, book.id).quantity).toBe(2);
    expect((await api("PATCH", `/api/Order/cartDetails/${line.cartDetailId}`, lan, { Quantity: book.stock + 1 })).status).toBe(400);
    expect((await api("PATCH", `/api/Order/cartDetails/${line.cartDetailId}`, lan, { Quantity: 0 })).status).toBe(400);

    // Another user's line is not found, to them.
    const foreign = await api("PATCH", `/api/Order/cartDetails/${line.cartDetailId}`, tuan, { Quantity: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorMessage).toBe("Sản phẩm trong giỏ hàng không tồn tại");
    expect((await api("DELETE", `/api/Order/cartDetails/${line.cartDetailId}`, tuan)).status).toBe(404);
    expect((await api("DELETE", "/api/Order/cartDetails/abc", lan)).status).toBe(400);

    const digitalLine = lineOf((await api("GET", "/api/Order", lan)).body.data, digital);
    res = await api("DELETE", `/api/Order/cartDetails/${digitalLine.cartDetailId}`, lan);
    expect(res.status).toBe(200);
    expect(lineOf(res.body.data, digital)).toBeUndefined();
    expect((await api("DELETE", `/api/Order/cartDetails/${digitalLine.cartDetailId}`, lan)).status).toBe(404);
    // The other user's cart is their own.
    expect((await api("GET", "/api/Order", tuan)).body.data.cartDetails).toEqual([]);
  });

  it("checks the inventory like check-inventory-without-login (409 with data.problems)", async () => {
    const okRes = await api("GET", "/api/Order/CheckInventory", lan);
    expect(okRes.status).toBe(200);
    expect(okRes.body).toMatchObject({ successMessage: "Các sản phẩm đều còn hàng", data: { isOnlyDigital: false, totalProducts: 2 } });

    db.update(products).set({ stock: 1 }).where(eq(products.id, book.id)).run();
    try {
      const short = await api("GET", "/api/Order/CheckInventory", lan);
      expect(short.status).toBe(409);
      expect(short.body.errorMessage).toBe(`“${book.name}” chỉ còn 1 cuốn`);
      expect(short.body.data.problems).toEqual([
        expect.objectContaining({ productSaleId: book.id, reason: "insufficient_stock", requested: 2, available: 1 }),
      ]);
      // The cart shows the line as asked, with its problem.
      const cart = (await api("GET", "/api/Order", lan)).body.data;
      expect(lineOf(cart, book.id).quantity).toBe(2);
      expect(cart.problems).toHaveLength(1);
    } finally {
      db.update(products).set({ stock: book.stock }).where(eq(products.id, book.id)).run();
    }
    expect((await api("GET", "/api/Order/CheckInventory", tuan)).body.errorMessage).toBe("Giỏ hàng trống");
  });

  it("stores the contact and address and prices the shipping to it", async () => {
    const contact = {
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "lan.nguyen@example.vn",
      Address: "Số 12, ngõ 165 Cầu Giấy",
      WardId: WARD,
    };
    const noWard = await api("PATCH", "/api/Order/Address", lan, { ...contact, WardId: null });
    expect(noWard.status).toBe(400);
    expect(noWard.body.errorMessage).toBe("Vui lòng nhập đầy đủ địa chỉ giao hàng");
    expect((await api("PATCH", "/api/Order/Address", lan, { ...contact, WardId: 99_999_999 })).body.errorMessage).toBe(
      "Phường/Xã không tồn tại",
    );
    expect((await api("PATCH", "/api/Order/Address", lan, { ...contact, Phone: "12345" })).status).toBe(400);
    expect((await api("PATCH", "/api/Order/Address", lan, { ...contact, Address: "x".repeat(10_000) })).status).toBe(400);

    const res = await api("PATCH", "/api/Order/Address", lan, contact);
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.address).toEqual({
      name: contact.Name,
      phone: contact.Phone,
      email: contact.Email,
      address: contact.Address,
      wardId: WARD,
      districtId: null, // the 2025 map has no district level
      cityId: 1001,
    });
    expect(cart.subTotal).toBe(book.salePrice * 2);
    expect(cart.shippingFee).toBe(cart.subTotal >= 500_000 ? 0 : 25_000);
    expect(cart.total).toBe(cart.subTotal + cart.shippingFee);
    expect((await api("GET", "/api/Order", lan)).body.data).toEqual(cart);
  });

  it("checks out to VNPay; a cancelled payment keeps the cart, a paid one empties the ordered lines", async () => {
    const checkout = {
      PaymentMethod: "VNPay",
      IdempotencyKey: "account-cart-key-000001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
      IpAddr: "203.113.148.21",
    };
    expect((await api("POST", "/api/Order/CheckOut", lan, { ...checkout, PaymentMethod: "PayPal" })).status).toBe(400);
    expect((await api("POST", "/api/Order/CheckOut", lan, { ...checkout, ReturnUrl: "javascript:alert(1)" })).status).toBe(400);

    const placed = await api("POST", "/api/Order/CheckOut", lan, checkout);
    expect(placed.status).toBe(200);
    expect(placed.body.successMessage).toMatch(/VNPay/);
    const paymentUrl = placed.body.data as string;
    expect(paymentUrl).toMatch(new RegExp(`^${base}/paymentv2/vpcpay\\.html\\?`));
    const again = await api("POST", "/api/Order/CheckOut", lan, checkout);
    expect(again.body.data).toBe(paymentUrl);
    // Another user cannot reuse the key.
    expect((await api("POST", "/api/Order/CheckOut", tuan, checkout)).status).toBe(409);

    const order = orderOf(paymentUrl);
    expect(order).toMatchObject({
      userId: 2,
      status: "pending",
      customerName: "Nguyễn Thị Lan",
      email: "lan.nguyen@example.vn",
      wardId: WARD,
    });
    const read = await api("GET", `/api/Order/${order.id}`, lan);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: order.id,
      code: order.code,
      status: "pending",
      lines: [expect.objectContaining({ productSaleId: book.id, quantity: 2 })],
    });
    expect((await api("GET", `/api/Order/${order.id}`, tuan)).status).toBe(404);
    expect((await api("GET", "/api/Order/999999", lan)).status).toBe(404);
    // Its checkout key never shows an account's order through the guest lookup: 404 as for a wrong key.
    const guestLookup = await fetch(`${base}/api/Order/order-without-login/${order.id}`, {
      headers: { "x-order-key": checkout.IdempotencyKey },
    });
    expect(guestLookup.status).toBe(404);
    // The cart is untouched at checkout.
    expect(lineOf((await api("GET", "/api/Order", lan)).body.data, book.id).quantity).toBe(2);

    await payOnSandbox(paymentUrl, "cancel");
    expect(orderOf(paymentUrl).status).toBe("failed");
    expect(lineOf((await api("GET", "/api/Order", lan)).body.data, book.id).quantity).toBe(2);
    expect((await api("POST", "/api/Order/CheckOut", lan, checkout)).status).toBe(409);

    // A new attempt; a copy of another book is added while paying and stays.
    const second = await api("POST", "/api/Order/CheckOut", lan, { ...checkout, IdempotencyKey: "account-cart-key-000002" });
    expect(second.status).toBe(200);
    await api("POST", "/api/Order/add-product", lan, { ProductSaleId: other.id, Quantity: 1 });
    await payOnSandbox(second.body.data, "pay");
    expect(orderOf(second.body.data).status).toBe("paid");
    const after = (await api("GET", "/api/Order", lan)).body.data;
    expect(after.cartDetails.map((l: LooseJson) => l.productSaleId)).toEqual([other.id]);
    expect(after.address).not.toBeNull();
    expect(
      db
        .select()
        .from(cartLines)
        .all()
        .every((l) => l.productId !== book.id),
    ).toBe(true);
    expect((await api("GET", `/api/Order/${orderOf(second.body.data).id}`, lan)).body.data.status).toBe("paid");
  });

  it("checks out a digital-only cart without an address, with the profile's contact", async () => {
    await api("POST", "/api/Order/add-product", tuan, { ProductSaleId: digital, Quantity: 1 });
    const placed = await api("POST", "/api/Order/CheckOut", tuan, {
      PaymentMethod: "VNPay",
      IdempotencyKey: "account-cart-digital-01",
      ReturnUrl: "http://127.0.0.1:3000/r",
    });
    expect(placed.status).toBe(200);
    expect(orderOf(placed.body.data)).toMatchObject({
      userId: 3,
      isOnlyDigital: true,
      shippingFee: 0,
      customerName: "Lê Minh Tuấn",
      email: DEMO_ACCOUNTS.collaborator.email,
      fullAddress: "",
    });
    // A printed book without an address is refused.
    await api("POST", "/api/Order/add-product", tuan, { ProductSaleId: book.id, Quantity: 1 });
    const refused = await api("POST", "/api/Order/CheckOut", tuan, {
      PaymentMethod: "VNPay",
      IdempotencyKey: "account-cart-printed-01",
      ReturnUrl: "http://127.0.0.1:3000/r",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("Vui lòng nhập đầy đủ địa chỉ giao hàng");
  });
});
