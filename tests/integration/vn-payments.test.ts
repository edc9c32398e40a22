/**
 * The Vietnamese payment methods at the payment step (ADR 0022) through the storefront's route
 * modules and the real reference upstream over HTTP: the methods listed for the cart (COD refused
 * over the ceiling and with an ebook, with the upstream's reason), the fallback to VNPay and ePay
 * against an upstream without the listing (404), the refusals mapped to the form, and COD and VietQR
 * placed without a gateway page, ending on the confirmation page.
 *
 * The storefront talks to the upstream through a pass-through proxy of this file, which can answer
 * the listing calls with the envelope's 404 as the publisher's current API does (`hideListing`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { SEED_FACTS } from "../../server/seed/catalog";
import type { Cart, PaymentMethodOption } from "~/upstream/schemas";
import { browse, call, CookieJar, getRequest, postRequest, signedIn, useUpstream } from "./support";

const upstream = useUpstream();

let cartRoute: typeof import("~/routes/cart");
let shippingRoute: typeof import("~/routes/checkout-shipping");
let paymentRoute: typeof import("~/routes/checkout-payment");
let confirmationRoute: typeof import("~/routes/order-confirmation");
let accountOrderRoute: typeof import("~/routes/account-order");
let metricsRoute: typeof import("~/routes/metrics");
const METRICS_TOKEN = "vn-payments-metrics-token";
let honeypot: typeof import("~/utils/honeypot.server");

/** When true, the proxy answers the payment-methods calls 404 (an upstream without them). */
let hideListing = false;
let proxy: http.Server;

beforeAll(async () => {
  proxy = http.createServer((req, res) => {
    if (hideListing && /^\/api\/Order\/payment-methods/.test(req.url ?? "")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ isSuccess: false, errorMessage: "Không tìm thấy", successMessage: null, data: null }));
      return;
    }
    const target = new URL(req.url ?? "/", upstream.url);
    const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  process.env.API_URL = url;
  process.env.AUTH_URL = url;
  process.env.ADMIN_URL = url;
  process.env.METRICS_TOKEN = METRICS_TOKEN;

  cartRoute = await import("~/routes/cart");
  shippingRoute = await import("~/routes/checkout-shipping");
  paymentRoute = await import("~/routes/checkout-payment");
  confirmationRoute = await import("~/routes/order-confirmation");
  accountOrderRoute = await import("~/routes/account-order");
  metricsRoute = await import("~/routes/metrics");
  honeypot = await import("~/utils/honeypot.server");
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

type PaymentPage = { cart: Cart; checkoutKey: string; methods: PaymentMethodOption[] };
type FormReply = { result: { status?: string; initialValue: Record<string, unknown>; error?: Record<string, string[] | null> } };

function honeypotFields(): Record<string, string> {
  const props = honeypot.honeypot.getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom! };
}

/** A ward of Hà Nội in the 2025 map (province → ward, no district), as the upstream lists it. */
function hanoiWard(): { cityId: number; wardId: number } {
  const row = upstream.db.$client
    .prepare(
      "SELECT w.id AS wardId, c.id AS cityId FROM wards w JOIN cities c ON c.id = w.city_id WHERE c.current = 1 AND c.name = 'Hà Nội' AND w.district_id IS NULL LIMIT 1",
    )
    .get() as { wardId: number; cityId: number } | undefined;
  if (!row) throw new Error("no ward of Hà Nội in the 2025 map");
  return row;
}

/** Cart with `lines` ([id, quantity]) through shipping (printed) to the payment page. */
async function toPaymentStep(jar: CookieJar, lines: [number, number][]): Promise<PaymentPage> {
  for (const [id, quantity] of lines) {
    const out = await browse(
      jar,
      cartRoute.action,
      postRequest("/gio-hang", { intent: "add", productSaleId: String(id), quantity: String(quantity) }, jar),
    );
    expect(out.status).toBe(303);
  }
  const start = await browse(jar, cartRoute.action, postRequest("/gio-hang", { intent: "checkout" }, jar));
  expect(start.status).toBe(303);
  if (start.location === "/gio-hang/giao-hang") {
    const w = hanoiWard();
    const out = await browse(
      jar,
      shippingRoute.action,
      postRequest(
        "/gio-hang/giao-hang",
        {
          ...honeypotFields(),
          name: "Nguyễn Văn An",
          phone: "0912345678",
          email: "an.nguyen@example.com",
          cityId: String(w.cityId),
          wardId: String(w.wardId),
          address: "144 Xuân Thủy",
        },
        jar,
      ),
    );
    expect(out.location).toBe("/gio-hang/thanh-toan");
  }
  const page = await browse(jar, paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar));
  expect(page.status).toBe(200);
  return page.data as PaymentPage;
}

const placeOrder = (jar: CookieJar, page: PaymentPage, paymentMethod: string, extra: Record<string, string> = {}) =>
  browse(
    jar,
    paymentRoute.action,
    postRequest(
      "/gio-hang/thanh-toan",
      { ...honeypotFields(), checkoutKey: page.checkoutKey, expectedTotal: String(page.cart.total), paymentMethod, ...extra },
      jar,
    ),
  );

/** A printed book in stock whose `quantity` copies cost more than `total` VND at the list sale price (a flash sale may lower it). */
function printedBookOver(total: number): [number, number] {
  const rows = upstream.db.$client
    .prepare("SELECT id, sale_price AS price, stock FROM products WHERE is_digital = 0 AND stock > 0 ORDER BY sale_price DESC")
    .all() as { id: number; price: number; stock: number }[];
  for (const r of rows) {
    const quantity = Math.ceil((total + 1) / r.price);
    if (quantity <= Math.min(r.stock, 99)) return [r.id, quantity];
  }
  throw new Error("no printed book can make such a total");
}

const codes = (methods: PaymentMethodOption[]) => methods.map((m) => m.code);

describe("the methods listed at the payment step", () => {
  it("a printed cart under the ceiling: COD, VietQR, MoMo, VNPay, ePay, all available, in the upstream's order", async () => {
    const page = await toPaymentStep(new CookieJar(), [[2, 1]]);
    expect(codes(page.methods)).toEqual(["COD", "VietQR", "MoMo", "VNPay", "ePay"]);
    expect(page.methods.every((m) => m.available)).toBe(true);
    expect(page.methods.map((m) => m.name)).toEqual([
      "Thanh toán khi nhận hàng (COD)",
      "Chuyển khoản ngân hàng (VietQR)",
      "Ví MoMo",
      "VNPay",
      "ePay",
    ]);
  });

  it("over COD_MAX_VND, COD is listed unavailable with the reason; a forced COD is refused at the field, the form kept", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [printedBookOver(5_000_000)]);
    expect(page.cart.total).toBeGreaterThan(3_000_000);
    const cod = page.methods.find((m) => m.code === "COD")!;
    expect(cod).toMatchObject({ available: false, reason: "Đơn trên 3.000.000 ₫ không áp dụng COD" });

    const out = await placeOrder(jar, page, "COD");
    expect(out.status).toBe(400);
    const reply = out.data as FormReply;
    expect(reply.result.error?.paymentMethod?.[0]).toContain("Đơn trên 3.000.000 ₫ không áp dụng COD");
    expect(reply.result.initialValue.paymentMethod).toBe("COD");
    // Nothing was placed: the same key still opens the payment step.
    const again = await browse(jar, paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar));
    expect((again.data as PaymentPage).checkoutKey).toBe(page.checkoutKey);
  });

  it("with an ebook in the cart, COD is unavailable (the upstream's reason)", async () => {
    const page = await toPaymentStep(new CookieJar(), [
      [2, 1],
      [SEED_FACTS.digitalProductId, 1],
    ]);
    expect(page.methods.find((m) => m.code === "COD")).toMatchObject({
      available: false,
      reason: "COD không áp dụng cho sách điện tử và khóa học",
    });
  });

  it("an upstream without the listing (404): VNPay and ePay as before, and COD is refused with a message", async () => {
    hideListing = true;
    try {
      const jar = new CookieJar();
      const page = await toPaymentStep(jar, [[2, 1]]);
      expect(codes(page.methods)).toEqual(["VNPay", "ePay"]);
      const out = await placeOrder(jar, page, "COD");
      expect(out.status).toBe(400);
      expect((out.data as FormReply).result.error?.paymentMethod?.[0]).toContain("không áp dụng");
    } finally {
      hideListing = false;
    }
  });

  it("an unknown method is a 400 with the schema's message, never a 5xx", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [[2, 1]]);
    const out = await placeOrder(jar, page, "Bitcoin");
    expect(out.status).toBe(400);
    expect((out.data as FormReply).result.error?.paymentMethod?.[0]).toBe("Vui lòng chọn phương thức thanh toán.");
  });
});

describe("placing an order without a gateway page", () => {
  it("COD → 303 to the confirmation: placed, 'Chờ giao hàng – thanh toán khi nhận', the cart emptied", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [[2, 1]]);
    const out = await placeOrder(jar, page, "COD");
    expect(out.status).toBe(303);
    const id = /^\/xac-nhan-don-hang\/(\d+)$/.exec(out.location ?? "")?.[1];
    expect(id).toBeTruthy();
    // The first view empties the cart (the order is placed) and reloads itself.
    const first = await browse(jar, confirmationRoute.loader, getRequest(out.location!, jar), { id: id! });
    expect(first.status).toBe(302);
    const view = await browse(jar, confirmationRoute.loader, getRequest(out.location!, jar), { id: id! });
    expect(view.status).toBe(200);
    const data = view.data as { order: { status: string; paymentMethod: string }; state: { kind: string } };
    expect(data.order).toMatchObject({ status: "awaiting_delivery", paymentMethod: "COD" });
    expect(data.state.kind).toBe("cod");
  });

  it("VietQR → the confirmation waits for the transfer, with the QR as inline SVG and the transfer's facts", async () => {
    const jar = new CookieJar();
    const page = await toPaymentStep(jar, [[2, 1]]);
    const out = await placeOrder(jar, page, "VietQR");
    expect(out.status).toBe(303);
    const id = /^\/xac-nhan-don-hang\/(\d+)$/.exec(out.location ?? "")?.[1] ?? "";
    const view = await browse(jar, confirmationRoute.loader, getRequest(out.location!, jar), { id });
    expect(view.status).toBe(200);
    const data = view.data as {
      order: { status: string; total: number; transfer: { payload: string; amount: number; memo: string; received: number } };
      state: { kind: string };
      qr: { svg: string | null };
    };
    expect(data.order.status).toBe("pending");
    expect(data.state.kind).toBe("transfer-waiting");
    expect(data.order.transfer.amount).toBe(data.order.total);
    expect(data.order.transfer.memo).toMatch(/^DH\d{12}$/);
    expect(data.qr.svg).toMatch(/^<svg aria-hidden="true"/);
    // A repeated POST of the same form lands on the same order (ADR 0003).
    const again = await placeOrder(jar, page, "VietQR");
    expect(again.location).toBe(out.location);
  });
});

describe("/metrics", () => {
  /** The value of `storefront_orders_placed_total` for `method` (0 before the first). */
  async function placedCount(method: string): Promise<number> {
    const out = await call(
      metricsRoute.loader as never,
      new Request("http://shop.test/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }),
    );
    const text = String(out.data);
    const line = new RegExp(`^storefront_orders_placed_total\\{payment_method="${method}"\\} (\\d+)$`, "m").exec(text);
    return line ? Number(line[1]) : 0;
  }

  it("counts the orders placed by payment method", async () => {
    const before = { COD: await placedCount("COD"), VietQR: await placedCount("VietQR"), MoMo: await placedCount("MoMo") };
    for (const method of ["COD", "VietQR", "MoMo"] as const) {
      const jar = new CookieJar();
      const out = await placeOrder(jar, await toPaymentStep(jar, [[2, 1]]), method);
      expect(out.status).toBe(303);
    }
    // A refused COD (over the ceiling) places nothing.
    const jar = new CookieJar();
    expect((await placeOrder(jar, await toPaymentStep(jar, [printedBookOver(5_000_000)]), "COD")).status).toBe(400);
    expect(await placedCount("COD")).toBe(before.COD + 1);
    expect(await placedCount("VietQR")).toBe(before.VietQR + 1);
    expect(await placedCount("MoMo")).toBe(before.MoMo + 1);
  });
});

describe("paying again from the account's order detail", () => {
  /** The demo customer's order `id` placed with `method` through the storefront, then "Thanh toán lại". */
  async function repay(method: "VietQR" | "MoMo") {
    const jar = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const page = await toPaymentStep(jar, [[2, 1]]);
    const placed = await placeOrder(jar, page, method);
    expect(placed.status).toBe(303);
    const id =
      /^\/xac-nhan-don-hang\/(\d+)$/.exec(placed.location ?? "")?.[1] ??
      String((upstream.db.$client.prepare("SELECT max(id) AS id FROM orders").get() as { id: number }).id);
    const detail = await browse(jar, accountOrderRoute.loader, getRequest(`/tai-khoan/don-hang/${id}`, jar), { id });
    expect(detail.status).toBe(200);
    expect((detail.data as { order: { canRepay: boolean; paymentMethod: string } }).order).toMatchObject({
      canRepay: true,
      paymentMethod: method,
    });
    const out = await browse(jar, accountOrderRoute.action, postRequest(`/tai-khoan/don-hang/${id}`, { intent: "repay" }, jar), { id });
    return { id, placed, out };
  }

  it("VietQR: back to the order's confirmation, where the same transfer waits", async () => {
    const { id, out } = await repay("VietQR");
    expect(out.status).toBe(303);
    expect(out.location).toBe(`/xac-nhan-don-hang/${id}`);
  });

  it("MoMo: a new payment at MoMo's (the sandbox's payUrl) for the same order", async () => {
    const { placed, out } = await repay("MoMo");
    expect(placed.location).toMatch(/\/sandbox\/momo\/pay\?t=/);
    expect(out.status).toBe(303);
    expect(out.location).toMatch(/\/sandbox\/momo\/pay\?t=/);
    expect(out.location).not.toBe(placed.location);
  });

  it("another customer's order is the 404 page, and nothing is paid", async () => {
    const { id } = await repay("VietQR");
    const other = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    const out = await browse(other, accountOrderRoute.action, postRequest(`/tai-khoan/don-hang/${id}`, { intent: "repay" }, other), { id });
    expect(out.status).toBe(404);
    const row = upstream.db.$client.prepare("SELECT status FROM orders WHERE id = ?").get(Number(id)) as { status: string };
    expect(row.status).toBe("pending");
  });
});
