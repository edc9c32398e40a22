/**
 * The whole guest purchase through the storefront's route modules and the real reference upstream
 * over HTTP, including the upstream's VNPay sandbox: cart → shipping (address cascade without
 * JavaScript) → payment (idempotent place-order) → gateway → return → confirmation, for a paid and a
 * cancelled payment, a tampered return, and the confirmation page's access rule.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SHIPPING_FEE_BY_REGION } from "../../server/domain/cart";
import { SEED_FACTS } from "../../server/seed/catalog";
import type { Cart, Order, Ward } from "~/upstream/schemas";
import { browse, call, CookieJar, getRequest, pendingToast, postRequest, useUpstream, type Outcome } from "./support";

const upstream = useUpstream();

let cartRoute: typeof import("~/routes/cart");
let shippingRoute: typeof import("~/routes/checkout-shipping");
let paymentRoute: typeof import("~/routes/checkout-payment");
let returnRoute: typeof import("~/routes/payment-vnpay-return");
let confirmationRoute: typeof import("~/routes/order-confirmation");
let client: typeof import("~/upstream/client.server");
let catalog: typeof import("~/upstream/catalog.server");
let location: typeof import("~/upstream/location.server");
let honeypot: typeof import("~/utils/honeypot.server");

/** Hà Nội and Phường Ba Đình (a ward of the 2025 map only), as the upstream lists them. */
const HN = { cityId: 1001, wardId: 0, wardName: "" };
/** A district of Hồ Chí Minh city (another province). */
let hcmWardId = 0;

beforeAll(async () => {
  cartRoute = await import("~/routes/cart");
  shippingRoute = await import("~/routes/checkout-shipping");
  paymentRoute = await import("~/routes/checkout-payment");
  returnRoute = await import("~/routes/payment-vnpay-return");
  confirmationRoute = await import("~/routes/order-confirmation");
  client = await import("~/upstream/client.server");
  catalog = await import("~/upstream/catalog.server");
  location = await import("~/upstream/location.server");
  honeypot = await import("~/utils/honeypot.server");

  const c = new client.UpstreamClient();
  const ward = (await location.getProvinceWards(c, HN.cityId)).find((w) => w.wardName === "Phường Ba Đình");
  if (!ward) throw new Error("Phường Ba Đình (Hà Nội, 2025 map) not found");
  Object.assign(HN, { wardId: ward.wardId, wardName: ward.wardName });
  const hcm = (await location.getCities(c)).find((x) => x.cityName === "Hồ Chí Minh");
  hcmWardId = (await location.getProvinceWards(c, hcm!.cityId))[0]!.wardId;
});

type ShippingFailure = {
  result: { status?: string; initialValue: Record<string, unknown>; error?: Record<string, string[] | null> };
  wards: Ward[];
};
type PaymentPage = { cart: Cart; contact: unknown; checkoutKey: string };

const CONTACT = { name: "Nguyễn Văn An", phone: "0912345678", email: "an.nguyen@example.com" };

/** The honeypot fields the root loader's `honeypot.getInputProps()` makes every form render. */
function honeypotFields(): Record<string, string> {
  const props = honeypot.honeypot.getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom! };
}
/** Copies of a product the upstream has (its database: the API caps what it shows at 99). */
const stockOf = (id: number) => (upstream.db.$client.prepare("SELECT stock FROM products WHERE id = ?").get(id) as { stock: number }).stock;

async function addToCart(jar: CookieJar, id: number, quantity = 1) {
  const out = await browse(
    jar,
    cartRoute.action,
    postRequest("/gio-hang", { intent: "add", productSaleId: String(id), quantity: String(quantity) }, jar),
  );
  expect(out.status).toBe(303);
}
async function startCheckout(jar: CookieJar, expected: string) {
  const out = await browse(jar, cartRoute.action, postRequest("/gio-hang", { intent: "checkout" }, jar));
  expect(out.status).toBe(303);
  expect(out.location).toBe(expected);
}
const submitShipping = (jar: CookieJar, fields: Record<string, string>) =>
  browse(jar, shippingRoute.action, postRequest("/gio-hang/giao-hang", { ...honeypotFields(), ...fields }, jar));
const validAddress = () => ({
  ...CONTACT,
  cityId: String(HN.cityId),
  wardId: String(HN.wardId),
  address: "144 Xuân Thủy",
});

async function paymentPage(jar: CookieJar): Promise<PaymentPage> {
  const out = await browse(jar, paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar));
  expect(out.thrown).toBe(false);
  expect(out.status).toBe(200);
  return out.data as PaymentPage;
}
/** Presses `Đặt hàng` on the payment page `page` (its one-time key and the total the shopper saw). */
const placeOrder = (jar: CookieJar, page: Pick<PaymentPage, "checkoutKey" | "cart">, extra: Record<string, string> = {}) =>
  browse(
    jar,
    paymentRoute.action,
    postRequest(
      "/gio-hang/thanh-toan",
      { ...honeypotFields(), checkoutKey: page.checkoutKey, expectedTotal: String(page.cart.total), paymentMethod: "VNPay", ...extra },
      jar,
    ),
  );

/** Cart (printed books 1 and 2) through shipping to the payment page; returns its data. */
async function toPaymentStep(jar: CookieJar, ids: number[] = [1, 2]): Promise<PaymentPage> {
  for (const id of ids) await addToCart(jar, id);
  await startCheckout(jar, "/gio-hang/giao-hang");
  const out = await submitShipping(jar, validAddress());
  expect(out.status).toBe(303);
  expect(out.location).toBe("/gio-hang/thanh-toan");
  return paymentPage(jar);
}

/** Asserts a redirect to the VNPay sandbox of this upstream; returns the URL. */
function gatewayUrl(out: Outcome): URL {
  expect(out.status).toBe(303);
  expect(out.location).toBeTruthy();
  const url = new URL(out.location!);
  expect(`${url.origin}${url.pathname}`).toBe(`${upstream.url}/paymentv2/vpcpay.html`);
  expect(url.searchParams.get("vnp_TxnRef")).toMatch(/^DH\d{6}-\d{6}$/);
  expect(url.searchParams.get("vnp_ReturnUrl")).toBe("http://shop.test/thanh-toan/vnpay-return");
  return url;
}

/** Opens the sandbox's payment page and presses a button; returns the storefront return URL. */
async function payAtGateway(paymentUrl: URL, choice: "pay" | "cancel"): Promise<string> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Thanh toán");
  expect(html).toContain(paymentUrl.searchParams.get("vnp_TxnRef")!);
  const payload = /name="payload" value="([^"]*)"/.exec(html)?.[1];
  expect(payload).toBeTruthy();
  const unescaped = payload!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  const res = await fetch(`${upstream.url}/paymentv2/vpcpay.html`, {
    method: "POST",
    body: new URLSearchParams({ payload: unescaped, simulate: "00", choice }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  const back = res.headers.get("location")!;
  expect(back.startsWith("http://shop.test/thanh-toan/vnpay-return?")).toBe(true);
  return back;
}

/**
 * Opens the confirmation page as a browser would: a redirect to the page itself (the loader may
 * reload the page once after emptying the cart) is followed, with the new cookies.
 */
async function confirmation(jar: CookieJar, id: number | string): Promise<Outcome> {
  const path = `/xac-nhan-don-hang/${id}`;
  for (let hop = 0; ; hop++) {
    const out = await browse(jar, confirmationRoute.loader, getRequest(path, jar), { id: String(id) });
    if (!(out.status >= 300 && out.status < 400 && out.location === path)) return out;
    if (hop >= 2) throw new Error(`${path} keeps redirecting to itself`);
  }
}
const orderOf = (out: Outcome) => (out.data as { order: Order }).order;

async function cartLines(jar: CookieJar): Promise<[number, number][]> {
  const out = await browse(jar, cartRoute.loader, getRequest("/gio-hang", jar));
  return ((out.data as { cart: Cart | null }).cart?.cartDetails ?? []).map((l) => [l.productSaleId, l.quantity]);
}

describe("shipping step (address cascade without JavaScript)", () => {
  it("is only reachable with a cart being checked out", async () => {
    const out = await call(shippingRoute.loader, getRequest("/gio-hang/giao-hang"));
    expect(out.thrown).toBe(true);
    expect(out.location).toBe("/gio-hang");
    const jar = new CookieJar();
    await addToCart(jar, 1);
    const notStarted = await call(shippingRoute.loader, getRequest("/gio-hang/giao-hang", jar));
    expect(notStarted.location).toBe("/gio-hang");
    await startCheckout(jar, "/gio-hang/giao-hang");
    const page = await call(shippingRoute.loader, getRequest("/gio-hang/giao-hang", jar));
    expect(page.status).toBe(200);
    expect((page.data as { cities: unknown[] }).cities).toHaveLength(34); // the 2025 map
  });

  it("quotes the fee to the ward in the query (the no-JavaScript GET and the fetcher) without saving anything", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    type Page = { summary: { shippingFee: number | null; total: number | null; subTotal: number; place: string | null }; contact: unknown };
    const before = (await call(shippingRoute.loader, getRequest("/gio-hang/giao-hang", jar))).data as Page;
    expect(before.summary).toMatchObject({ shippingFee: null, total: null, place: null });
    const url = `/gio-hang/giao-hang?cityId=${HN.cityId}&wardId=${HN.wardId}&name=${encodeURIComponent(CONTACT.name)}`;
    const quoted = await call(shippingRoute.loader, getRequest(url, jar));
    expect(quoted.status).toBe(200);
    const page = quoted.data as Page;
    expect(page.summary).toMatchObject({
      shippingFee: SHIPPING_FEE_BY_REGION.north,
      total: page.summary.subTotal + SHIPPING_FEE_BY_REGION.north,
      place: `${HN.wardName}, Hà Nội`,
    });
    expect(page.contact).toMatchObject({ name: CONTACT.name, cityId: HN.cityId, wardId: HN.wardId });
    // Nothing was saved: the plain page has no fee again.
    expect(((await call(shippingRoute.loader, getRequest("/gio-hang/giao-hang", jar))).data as Page).summary.shippingFee).toBeNull();
    // A ward of another province, a retired ward, junk: no fee, no error.
    for (const q of [`cityId=${HN.cityId}&wardId=126740`, "cityId=1&wardId=166", "cityId=abc&wardId=-1", `wardId=${"9".repeat(40)}`]) {
      const out = await call(shippingRoute.loader, getRequest(`/gio-hang/giao-hang?${q}`, jar));
      expect(out.status, q).toBe(200);
      expect((out.data as Page).summary.shippingFee, q).toBeNull();
    }
  });

  it("a province without a ward re-renders (400) with its wards (no district level) and what was typed", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    const out = await submitShipping(jar, { ...CONTACT, cityId: String(HN.cityId), wardId: "", address: "144 Xuân Thủy" });
    expect(out.status).toBe(400);
    const data = out.data as ShippingFailure;
    expect(data.wards.map((w) => w.wardName)).toContain("Phường Ba Đình");
    expect(data.wards.map((w) => w.wardName)).not.toContain("Phường Phúc Xá"); // retired on 1 July 2025
    expect(data.result.initialValue).toMatchObject({
      name: CONTACT.name,
      email: CONTACT.email,
      cityId: String(HN.cityId),
      address: "144 Xuân Thủy",
    });
    expect(data.result.error?.wardId?.join(" ")).toContain("Phường/Xã");
    expect(data.result.error?.districtId).toBeUndefined();
  });

  it("a bad phone number → 400 “Số điện thoại …”", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    const out = await submitShipping(jar, { ...validAddress(), phone: "12345" });
    expect(out.status).toBe(400);
    const data = out.data as ShippingFailure;
    expect(data.result.error?.phone?.join(" ")).toContain("Số điện thoại");
    expect(data.result.initialValue).toMatchObject({ name: CONTACT.name, phone: "12345" });
    // Still on the shipping step.
    expect((await call(paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar))).location).toBe("/gio-hang/giao-hang");
  });

  it("a ward of another province, a retired ward, a retired province → 400 with a Vietnamese message, the form kept", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    const cases: [Record<string, string>, "wardId" | "cityId", string][] = [
      [{ wardId: String(hcmWardId) }, "wardId", "không thuộc Tỉnh/Thành phố đã chọn"],
      [{ wardId: "1" }, "wardId", "01/07/2025"], // Phường Phúc Xá, retired
      [{ cityId: "2", wardId: "1" }, "cityId", "không còn từ ngày 01/07/2025"], // Hà Giang, now in Tuyên Quang
      [{ cityId: "999999999" }, "cityId", "vui lòng chọn lại"],
    ];
    for (const [fields, field, text] of cases) {
      const out = await submitShipping(jar, { ...validAddress(), ...fields });
      expect(out.status, JSON.stringify(fields)).toBe(400);
      const data = out.data as ShippingFailure;
      expect(data.result.error?.[field]?.join(" "), JSON.stringify(fields)).toContain(text);
      expect(data.result.initialValue).toMatchObject({ name: CONTACT.name });
    }
    expect((await call(paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar))).location).toBe("/gio-hang/giao-hang");
  });

  it("a filled honeypot is refused with 400", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    const out = await submitShipping(jar, { ...validAddress(), [honeypot.honeypot.getInputProps().nameFieldName]: "http://spam.example" });
    expect(out.thrown).toBe(true);
    expect(out.status).toBe(400);
  });

  it("a form posted without the honeypot fields (a script, not our page) is refused with 400", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await startCheckout(jar, "/gio-hang/giao-hang");
    const out = await browse(jar, shippingRoute.action, postRequest("/gio-hang/giao-hang", validAddress(), jar));
    expect(out.status).toBe(400);
  });
});

describe("guest purchase paid with VNPay", () => {
  it("goes from the cart to a paid order, once, and empties the cart", async () => {
    const jar = new CookieJar();
    const stockBefore = { 1: stockOf(1), 2: stockOf(2) };

    const page = await toPaymentStep(jar);
    // The payment page shows the shipping fee to Hà Nội (below the free-shipping threshold).
    expect(page.cart.cartDetails.map((l) => l.productSaleId)).toEqual([1, 2]);
    expect(page.cart.subTotal).toBeLessThan(page.cart.freeShippingThreshold);
    expect(page.cart.shippingFee).toBe(SHIPPING_FEE_BY_REGION.north);
    expect(page.cart.total).toBe(page.cart.subTotal + page.cart.shippingFee);
    expect(page.checkoutKey).toMatch(/^[0-9a-f-]{36}$/);

    // Đặt hàng, and a double submit: the second POST carries the cookie the first one started from.
    const cookieBeforeSubmit = jar.clone();
    const first = gatewayUrl(await placeOrder(jar, page));
    const again = gatewayUrl(await placeOrder(cookieBeforeSubmit, page));
    const third = gatewayUrl(await placeOrder(jar.clone(), page));
    const txnRef = first.searchParams.get("vnp_TxnRef");
    expect(again.searchParams.get("vnp_TxnRef")).toBe(txnRef);
    expect(third.searchParams.get("vnp_TxnRef")).toBe(txnRef);
    expect(Number(first.searchParams.get("vnp_Amount"))).toBe(page.cart.total * 100);
    expect(stockOf(1)).toBe(stockBefore[1] - 1);
    expect(stockOf(2)).toBe(stockBefore[2] - 1);
    // What the shop's API shows agrees (it shows at most 99 copies).
    expect((await catalog.getProduct(new client.UpstreamClient(), 1)).stock).toBe(Math.min(stockBefore[1] - 1, 99));

    // The sandbox: pay, then back to the storefront's return route.
    const back = await payAtGateway(first, "pay");
    const returned = await call(returnRoute.loader, getRequest(back));
    expect(returned.status).toBe(303);
    expect(returned.location).toMatch(/^\/xac-nhan-don-hang\/\d+$/);
    const orderId = Number(returned.location!.split("/").pop());

    const confirmed = await confirmation(jar, orderId);
    expect(confirmed.status).toBe(200);
    const order = orderOf(confirmed);
    expect(order).toMatchObject({
      id: orderId,
      code: txnRef,
      status: "paid",
      customerName: CONTACT.name,
      phone: CONTACT.phone,
      total: page.cart.total,
      shippingFee: SHIPPING_FEE_BY_REGION.north,
    });
    expect(order.fullAddress).toContain(HN.wardName);
    expect(order.fullAddress).toBe(`144 Xuân Thủy, ${HN.wardName}, Hà Nội`); // no district since 1 July 2025
    expect(order.lines.map((l) => [l.productSaleId, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(order.paidAt).not.toBeNull();

    // The cart is empty afterwards; paying did not take stock a second time.
    expect(await cartLines(jar)).toEqual([]);
    expect(stockOf(1)).toBe(stockBefore[1] - 1);
    expect(stockOf(2)).toBe(stockBefore[2] - 1);

    // Submitting the old form again now lands on the paid order's page, not on a new order.
    const resubmit = await placeOrder(cookieBeforeSubmit, page);
    expect(resubmit.status).toBe(303);
    expect(resubmit.location).toBe(`/xac-nhan-don-hang/${orderId}`);
    expect(stockOf(1)).toBe(stockBefore[1] - 1);

    // A tampered return (amount changed) is refused and changes nothing.
    const tampered = new URL(back);
    tampered.searchParams.set("vnp_Amount", String(Number(tampered.searchParams.get("vnp_Amount")) + 100_000));
    const forged = await call(returnRoute.loader, getRequest(tampered.toString()));
    expect(forged.status).toBe(400);
    expect(forged.location).toBeNull();
    expect(String((forged.data as { message: string }).message)).toMatch(/không hợp lệ|không khớp/);
    const afterForgery = orderOf(await confirmation(jar, orderId));
    expect(afterForgery.status).toBe("paid");
    expect(afterForgery.paidAt).toBe(order.paidAt);

    // The confirmation page is only for the browser that placed the order.
    const stranger = await confirmation(new CookieJar(), orderId);
    expect(stranger.thrown).toBe(true);
    expect(stranger.status).toBe(404);
    const otherBrowser = new CookieJar();
    await addToCart(otherBrowser, 3);
    expect((await confirmation(otherBrowser, orderId)).status).toBe(404);
    expect((await confirmation(jar, "abc")).status).toBe(404);
    expect((await confirmation(jar, orderId + 1000)).status).toBe(404);
  });

  it("two simultaneous submits of the same form make one order", async () => {
    const jar = new CookieJar();
    const stockBefore = stockOf(3);
    const page = await toPaymentStep(jar, [3]);
    const [a, b] = await Promise.all([placeOrder(jar.clone(), page), placeOrder(jar.clone(), page)]);
    expect(gatewayUrl(a).searchParams.get("vnp_TxnRef")).toBe(gatewayUrl(b).searchParams.get("vnp_TxnRef"));
    expect(stockOf(3)).toBe(stockBefore - 1);
  });

  it("placing orders is rate limited per buyer: the 21st `Đặt hàng` in 10 minutes → 429 with Retry-After", async () => {
    const jar = new CookieJar();
    await addToCart(jar, 4);
    await startCheckout(jar, "/gio-hang/giao-hang");
    expect((await submitShipping(jar, { ...validAddress(), email: "dat-nhieu-don@example.com" })).status).toBe(303);
    const page = await paymentPage(jar);
    for (let i = 1; i <= 20; i++) gatewayUrl(await placeOrder(jar, page));
    const refused = await placeOrder(jar, page);
    expect(refused.status).toBe(429);
    expect(refused.thrown).toBe(true);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(String(refused.data)).toMatch(/Vui lòng thử lại sau \d+ phút\./);
  });

  it("a form rendered before the cart changed does not place an order", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [4]);
    await addToCart(jar, 5);
    const stock4 = stockOf(4);
    const out = await placeOrder(jar, page);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang");
    expect(pendingToast(jar)?.message).toContain("đã thay đổi");
    expect(stockOf(4)).toBe(stock4);
  });

  it("a total that changed since the payment page was shown is shown again before any order is placed", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [4]);
    const stock4 = stockOf(4);
    const out = await placeOrder(jar, { ...page, cart: { ...page.cart, total: page.cart.total - 1000 } });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang/thanh-toan");
    expect(pendingToast(jar)?.message).toContain("Tổng tiền đơn hàng đã thay đổi");
    expect(stockOf(4)).toBe(stock4);
  });

  it("a book that sells out between the payment page and “Đặt hàng” sends the shopper back to the cart", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [4, 5]);
    const stock = { 4: stockOf(4), 5: stockOf(5) };
    const orderCount = () => (upstream.db.$client.prepare("SELECT count(*) AS n FROM orders").get() as { n: number }).n;
    const ordersBefore = orderCount();
    upstream.db.$client.prepare("UPDATE products SET stock = 0 WHERE id = 5").run();
    try {
      const out = await placeOrder(jar, page);
      expect(out.status).toBe(303);
      expect(out.location).toBe("/gio-hang");
      expect(pendingToast(jar)).toEqual({ type: "error", message: expect.stringContaining("hết hàng") });
      // No order, no stock taken, nothing lost from the cart.
      expect(orderCount()).toBe(ordersBefore);
      expect(stockOf(4)).toBe(stock[4]);
      expect(await cartLines(jar)).toEqual([
        [4, 1],
        [5, 1],
      ]);
    } finally {
      upstream.db.$client.prepare("UPDATE products SET stock = ? WHERE id = 5").run(stock[5]);
    }
  });

  it("bad payment forms are answered 400 without an order", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [5]);
    const stock5 = stockOf(5);
    const noMethod = await placeOrder(jar, page, { paymentMethod: "" });
    expect(noMethod.status).toBe(400);
    expect(JSON.stringify(noMethod.data)).toContain("phương thức thanh toán");
    const badKey = await placeOrder(jar, { ...page, checkoutKey: "not-a-uuid" });
    expect(badKey.status).toBe(400);
    const bot = await placeOrder(jar, page, { [honeypot.honeypot.getInputProps().nameFieldName]: "x" });
    expect(bot.thrown).toBe(true);
    expect(bot.status).toBe(400);
    expect(stockOf(5)).toBe(stock5);
  });
});

describe("guest purchase cancelled at VNPay", () => {
  it("shows the order as failed, keeps the cart and gives the stock back", async () => {
    const jar = new CookieJar();
    const stockBefore = { 1: stockOf(1), 2: stockOf(2) };
    const page = await toPaymentStep(jar);
    const url = gatewayUrl(await placeOrder(jar, page));
    expect(stockOf(1)).toBe(stockBefore[1] - 1);

    const back = await payAtGateway(url, "cancel");
    expect(new URL(back).searchParams.get("vnp_ResponseCode")).toBe("24");
    const returned = await call(returnRoute.loader, getRequest(back));
    expect(returned.status).toBe(303);
    const orderId = Number(returned.location!.split("/").pop());
    // VNPay may also come back with a cross-site POST (no cookies): same answer.
    const backUrl = new URL(back);
    const posted = await call(returnRoute.action, postRequest("/thanh-toan/vnpay-return", backUrl.searchParams));
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(returned.location);

    const order = orderOf(await confirmation(jar, orderId));
    expect(order.status).toBe("failed");
    expect(order.paidAt).toBeNull();
    expect(await cartLines(jar)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(stockOf(1)).toBe(stockBefore[1]);
    expect(stockOf(2)).toBe(stockBefore[2]);

    // A tampered return of the failed order is refused; the order stays failed, stock unchanged.
    const tampered = new URL(back);
    tampered.searchParams.set("vnp_Amount", "100");
    expect((await call(returnRoute.loader, getRequest(tampered.toString()))).status).toBe(400);
    expect(orderOf(await confirmation(jar, orderId)).status).toBe("failed");
    expect(stockOf(1)).toBe(stockBefore[1]);

    // "Đặt hàng" again from the same page: a new order (new reference), stock taken once more.
    const retry = gatewayUrl(await placeOrder(jar, page));
    expect(retry.searchParams.get("vnp_TxnRef")).not.toBe(url.searchParams.get("vnp_TxnRef"));
    expect(stockOf(1)).toBe(stockBefore[1] - 1);
    const paidBack = await payAtGateway(retry, "pay");
    const paidReturn = await call(returnRoute.loader, getRequest(paidBack));
    const paidId = Number(paidReturn.location!.split("/").pop());
    expect(paidId).not.toBe(orderId);
    expect(orderOf(await confirmation(jar, paidId)).status).toBe("paid");
    expect(await cartLines(jar)).toEqual([]);
    // The failed order can still be looked at from this browser.
    expect(orderOf(await confirmation(jar, orderId)).status).toBe("failed");
  });

  it("a return without a signature, or for an unknown order, is an error page", async () => {
    const missing = await call(returnRoute.loader, getRequest("/thanh-toan/vnpay-return?vnp_TxnRef=DH000000-000000&vnp_Amount=100"));
    expect(missing.status).toBe(400);
    const forged = await call(
      returnRoute.loader,
      getRequest(`/thanh-toan/vnpay-return?vnp_TxnRef=DH000000-000000&vnp_Amount=1000000&vnp_SecureHash=${"a".repeat(128)}`),
    );
    expect(forged.status).toBe(400);
  });
});

describe("digital-only purchase", () => {
  it("skips shipping, asks the contact on the payment step, charges no shipping", async () => {
    const jar = new CookieJar();
    await addToCart(jar, SEED_FACTS.digitalProductId, 2);
    await startCheckout(jar, "/gio-hang/thanh-toan");
    const page = await paymentPage(jar);
    expect(page.cart.isOnlyDigital).toBe(true);
    expect(page.cart.shippingFee).toBe(0);

    const noContact = await placeOrder(jar, page);
    expect(noContact.status).toBe(400);
    expect(JSON.stringify(noContact.data)).toContain("Họ và tên không được để trống");

    const out = await placeOrder(jar, page, CONTACT);
    const url = gatewayUrl(out);
    expect(Number(url.searchParams.get("vnp_Amount"))).toBe(page.cart.subTotal * 100);
    const back = await payAtGateway(url, "pay");
    const returned = await call(returnRoute.loader, getRequest(back));
    const order = orderOf(await confirmation(jar, Number(returned.location!.split("/").pop())));
    expect(order).toMatchObject({ status: "paid", isOnlyDigital: true, shippingFee: 0, fullAddress: "", customerName: CONTACT.name });
  });
});
