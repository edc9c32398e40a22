/**
 * The cart charges the flash price (spec §2 /flashSale, §3 "Cart", §7 CalculateUnAuthCart, CheckOut,
 * GET /api/FlashSale), over the app with an injected clock: the flash price while the sale runs and
 * enough units remain, the sale price outside the window or when fewer units remain than the line
 * asks; both checkouts charge what the cart showed and record the flash sale on the order line; the
 * item's `sold` grows once when the order is paid (a repeated IPN changes nothing).
 *
 * The seeded daily sale (00:00–24:00) is narrowed to 12:00–14:00 Vietnam time (05:00–07:00 UTC) so
 * that the clock can be moved in and out of its window.
 */
import { and, eq, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testApp, type TestApp, type LooseJson } from "../testing/app";
import { flashSaleItems, flashSales, orderLines, orders, products } from "../db/schema";
import { buildVnpayReturnParams } from "../gateways/vnpay-sandbox";
import { DEMO_ACCOUNTS } from "../seed/accounts";

/** 12:30 in Hà Nội, inside the 12:00–14:00 window. */
const IN_SALE = new Date("2026-11-21T05:30:00.000Z");
/** 15:00 in Hà Nội, after the window. */
const AFTER_SALE = new Date("2026-11-21T08:00:00.000Z");
const WINDOW_END = "2026-11-21T06:59:59.999Z";
const WARD = 100_166; // Hà Nội (north)

let app: FastifyInstance;
let db: Db;
let t: TestApp;
let now = IN_SALE;
let saleId: number;
/** A flash sale item (printed, ≥ 10 in stock) and a printed book outside the sale. */
let flash: { productId: number; flashPrice: number; quantity: number; salePrice: number; price: number };
let plain: { id: number; salePrice: number };

beforeAll(async () => {
  const prepare = (db: Db) => {
    saleId = db.select().from(flashSales).get()!.id;
    db.update(flashSales).set({ dailyStart: "12:00", dailyEnd: "14:00" }).where(eq(flashSales.id, saleId)).run();
  };
  t = await testApp({ env: { JWT_SECRET: "flash-sale-test-secret-0123456789abcdef01" }, prepare, clock: () => now });
  ({ app, db } = t);

  const rows = db
    .select({ item: flashSaleItems, p: products })
    .from(flashSaleItems)
    .innerJoin(products, eq(flashSaleItems.productId, products.id))
    .where(eq(flashSaleItems.flashSaleId, saleId))
    .all()
    .filter((r) => !r.p.isDigital && r.p.stock >= 10 && r.item.quantity >= 10 && r.item.flashPrice < r.p.salePrice);
  expect(rows.length).toBeGreaterThan(0);
  const { item, p } = rows[0]!;
  flash = { productId: p.id, flashPrice: item.flashPrice, quantity: item.quantity, salePrice: p.salePrice, price: p.price };
  const inSale = db
    .select({ id: flashSaleItems.productId })
    .from(flashSaleItems)
    .all()
    .map((r) => r.id);
  plain = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), notInArray(products.id, inSale)))
    .all()
    .find((p) => p.stock >= 10)!;
  expect(plain).toBeDefined();
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  now = IN_SALE;
  setSold(0);
});

function setSold(sold: number) {
  db.update(flashSaleItems)
    .set({ sold })
    .where(and(eq(flashSaleItems.flashSaleId, saleId), eq(flashSaleItems.productId, flash.productId)))
    .run();
}
const soldOf = () =>
  db
    .select()
    .from(flashSaleItems)
    .where(and(eq(flashSaleItems.flashSaleId, saleId), eq(flashSaleItems.productId, flash.productId)))
    .get()!.sold;

async function call(method: "GET" | "POST" | "PATCH", url: string, body?: unknown, token?: string) {
  const res = await app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  return { status: res.statusCode, body: res.json() };
}

const lines = (...l: Array<[number, number]>) => l.map(([ProductSaleId, Quantity]) => ({ ProductSaleId, Quantity }));
const cartOf = async (cartDetails: ReturnType<typeof lines>) =>
  (await call("POST", "/api/Order/CalculateUnAuthCart", { CartDetails: cartDetails, WardId: WARD })).body.data;
const lineOf = (cart: LooseJson, productId: number) => (cart.cartDetails as LooseJson[]).find((l) => l.productSaleId === productId);

let keySeq = 0;
const guestCheckout = (cartDetails: ReturnType<typeof lines>) =>
  call("POST", "/api/Order/checkout-without-login", {
    CartDetails: cartDetails,
    Name: "Phạm Thu Hà",
    Phone: "0987000222",
    Email: "thu.ha@example.vn",
    Address: "18 Tạ Quang Bửu",
    WardId: WARD,
    PaymentMethod: "VNPay",
    IdempotencyKey: `flash-sale-test-key-${String(++keySeq).padStart(4, "0")}`,
    ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  });

const orderOfUrl = (paymentUrl: string) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.code, new URL(paymentUrl).searchParams.get("vnp_TxnRef")!))
    .get()!;
const linesOfOrder = (orderId: number) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).all();

/** Sends VNPay's signed IPN for the payment URL (what the gateway calls after a payment). */
async function ipn(paymentUrl: string, responseCode = "00") {
  const q = new URL(paymentUrl).searchParams;
  const params = buildVnpayReturnParams(
    {
      vnp_Amount: q.get("vnp_Amount")!,
      vnp_OrderInfo: q.get("vnp_OrderInfo")!,
      vnp_TmnCode: q.get("vnp_TmnCode")!,
      vnp_TxnRef: q.get("vnp_TxnRef")!,
    },
    responseCode,
    { hashSecret: t.config.VNPAY_HASH_SECRET, now },
  );
  const res = await app.inject({ method: "GET", url: `/api/Payment/vnpay-ipn?${new URLSearchParams(params)}` });
  return res.json() as { RspCode: string };
}

describe("flash sale pricing of the cart", () => {
  it("charges the flash price of a sale item while the sale runs, labels the line, keeps the list price", async () => {
    setSold(3);
    const sale = (await call("GET", "/api/FlashSale")).body.data;
    expect(sale).toMatchObject({ id: saleId, endsAt: WINDOW_END });
    expect(sale.items.find((i: LooseJson) => i.product.id === flash.productId)).toMatchObject({ flashPrice: flash.flashPrice, sold: 3 });

    const cart = await cartOf(lines([flash.productId, 2], [plain.id, 1]));
    expect(lineOf(cart, flash.productId)).toEqual(
      expect.objectContaining({
        price: flash.price,
        salePrice: flash.flashPrice,
        quantity: 2,
        lineTotal: flash.flashPrice * 2,
        flashSale: { flashPrice: flash.flashPrice, remaining: flash.quantity - 3, endsAt: WINDOW_END },
      }),
    );
    expect(lineOf(cart, plain.id)).toMatchObject({ salePrice: plain.salePrice, lineTotal: plain.salePrice, flashSale: null });
    expect(cart.subTotal).toBe(flash.flashPrice * 2 + plain.salePrice);
    expect(cart.listTotal).toBe(flash.price * 2 + lineOf(cart, plain.id).price);
    expect(cart.total).toBe(cart.subTotal + cart.shippingFee);

    const fee = (
      await call("POST", "/api/Order/shipping-fee-without-login", { CartDetails: lines([flash.productId, 2], [plain.id, 1]), WardId: WARD })
    ).body.data;
    expect(fee).toMatchObject({ subTotal: cart.subTotal, shippingFee: cart.shippingFee });
  });

  it("charges the sale price outside the sale window (end exclusive)", async () => {
    now = new Date("2026-11-21T06:59:59.999Z"); // 13:59:59.999, last instant of the window
    expect(lineOf(await cartOf(lines([flash.productId, 1])), flash.productId)).toMatchObject({ salePrice: flash.flashPrice });
    for (const t of ["2026-11-21T07:00:00.000Z", "2026-11-21T04:59:59.999Z", AFTER_SALE.toISOString()]) {
      now = new Date(t);
      expect((await call("GET", "/api/FlashSale")).body.data, t).toBeNull();
      const cart = await cartOf(lines([flash.productId, 2]));
      expect(lineOf(cart, flash.productId), t).toMatchObject({
        salePrice: flash.salePrice,
        lineTotal: flash.salePrice * 2,
        flashSale: null,
      });
      expect(cart.subTotal, t).toBe(flash.salePrice * 2);
    }
  });

  it("charges the sale price when fewer units remain than the line asks", async () => {
    setSold(flash.quantity - 1);
    expect(lineOf(await cartOf(lines([flash.productId, 2])), flash.productId)).toMatchObject({
      salePrice: flash.salePrice,
      lineTotal: flash.salePrice * 2,
      flashSale: null,
    });
    expect(lineOf(await cartOf(lines([flash.productId, 1])), flash.productId)).toMatchObject({
      salePrice: flash.flashPrice,
      flashSale: { flashPrice: flash.flashPrice, remaining: 1, endsAt: WINDOW_END },
    });
    setSold(flash.quantity + 4); // oversold by paid orders: nothing remains
    expect(lineOf(await cartOf(lines([flash.productId, 1])), flash.productId)).toMatchObject({
      salePrice: flash.salePrice,
      flashSale: null,
    });
  });
});

describe("flash sale at checkout", () => {
  it("guest checkout charges what CalculateUnAuthCart said, and the units count once when the order is paid", async () => {
    setSold(5);
    const cartDetails = lines([flash.productId, 3], [plain.id, 1]);
    const cart = await cartOf(cartDetails);
    const checkout = await guestCheckout(cartDetails);
    expect(checkout.status).toBe(200);
    const order = orderOfUrl(checkout.body.data);
    expect(order.total).toBe(cart.total);
    expect(order.subTotal).toBe(flash.flashPrice * 3 + plain.salePrice);
    expect(Number(new URL(checkout.body.data).searchParams.get("vnp_Amount"))).toBe(cart.total * 100);
    const stored = linesOfOrder(order.id);
    expect(stored.find((l) => l.productId === flash.productId)).toMatchObject({
      unitPrice: flash.flashPrice,
      quantity: 3,
      flashSaleId: saleId,
    });
    expect(stored.find((l) => l.productId === plain.id)).toMatchObject({ unitPrice: plain.salePrice, flashSaleId: null });
    expect(soldOf()).toBe(5); // a pending order holds no flash units

    expect((await ipn(checkout.body.data)).RspCode).toBe("00");
    expect(soldOf()).toBe(8);
    expect((await ipn(checkout.body.data)).RspCode).toBe("02"); // repeated IPN
    expect(soldOf()).toBe(8);
    const shown = (await call("GET", "/api/FlashSale")).body.data.items.find((i: LooseJson) => i.product.id === flash.productId);
    expect(shown.sold).toBe(8);
  });

  it("does not count flash units of a failed payment", async () => {
    const checkout = await guestCheckout(lines([flash.productId, 2]));
    expect((await ipn(checkout.body.data, "24")).RspCode).toBe("00");
    expect(orderOfUrl(checkout.body.data).status).toBe("failed");
    expect(soldOf()).toBe(0);
  });

  it("prices at checkout time: a cart priced in the sale and checked out after it pays the sale price, no flash unit counted", async () => {
    const cartDetails = lines([flash.productId, 2]);
    const during = await cartOf(cartDetails);
    expect(lineOf(during, flash.productId).flashSale).not.toBeNull();
    now = AFTER_SALE;
    const after = await cartOf(cartDetails);
    const checkout = await guestCheckout(cartDetails);
    const order = orderOfUrl(checkout.body.data);
    expect(order.total).toBe(after.total);
    expect(order.subTotal).toBe(flash.salePrice * 2);
    expect(linesOfOrder(order.id)).toMatchObject([{ unitPrice: flash.salePrice, flashSaleId: null }]);
    expect((await ipn(checkout.body.data)).RspCode).toBe("00");
    expect(soldOf()).toBe(0);
  });

  it("account cart shows the flash price and CheckOut charges it; paying counts the units", async () => {
    setSold(1);
    const login = await call("POST", "/api/Authentication/Login", {
      Email: DEMO_ACCOUNTS.customer.email,
      Password: DEMO_ACCOUNTS.customer.password,
    });
    const token = login.body.data.token as string;
    const added = await call("POST", "/api/Order/add-product", { ProductSaleId: flash.productId, Quantity: 2 }, token);
    expect(added.status).toBe(200);
    await call(
      "PATCH",
      "/api/Order/Address",
      {
        Name: "Nguyễn Thị Lan",
        Phone: "0912345678",
        Email: DEMO_ACCOUNTS.customer.email,
        Address: "Số 12, ngõ 165 Cầu Giấy",
        WardId: WARD,
      },
      token,
    );
    const cart = (await call("GET", "/api/Order", undefined, token)).body.data;
    expect(lineOf(cart, flash.productId)).toMatchObject({
      salePrice: flash.flashPrice,
      lineTotal: flash.flashPrice * 2,
      flashSale: { flashPrice: flash.flashPrice, remaining: flash.quantity - 1, endsAt: WINDOW_END },
    });
    const checkout = await call(
      "POST",
      "/api/Order/CheckOut",
      { PaymentMethod: "VNPay", IdempotencyKey: "flash-sale-account-key-0001", ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return" },
      token,
    );
    expect(checkout.status).toBe(200);
    const order = orderOfUrl(checkout.body.data);
    expect(order.total).toBe(cart.total);
    expect(linesOfOrder(order.id)).toMatchObject([
      { productId: flash.productId, unitPrice: flash.flashPrice, quantity: 2, flashSaleId: saleId },
    ]);
    expect((await ipn(checkout.body.data)).RspCode).toBe("00");
    expect(soldOf()).toBe(3);
    const view = (await call("GET", `/api/Order/${order.id}`, undefined, token)).body.data;
    expect(view.lines).toEqual([expect.objectContaining({ productSaleId: flash.productId, unitPrice: flash.flashPrice })]);
    expect((await call("GET", "/api/Order", undefined, token)).body.data.cartDetails).toEqual([]);
  });
});
