/**
 * Delivery over real HTTP (ADR 0026): a guest's COD order gets a shipment at the carrier sandbox with a
 * tracking number; the carrier's webhook is token-checked (401, nothing changes), idempotent, keeps
 * out-of-order events in time order without moving the order back, makes a delivered COD order paid
 * with the cash collected, and puts a returned order's stock back; "Tra cứu đơn hàng" answers the same
 * for a wrong code and a wrong contact; the sandbox page's buttons send the webhook; status mails go out.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { SANDBOX_KEYS } from "../config";

let t: TestApp;
/** Ba Đình, Hà Nội: a ward of the 2025 map (100 000 + its NSO code). */
const WARD_ID = 100_004;
const PRODUCT_ID = 1;
const PHONE = "0912345678";
/** Carrier times after the shipment's creation: `at(1)` is one hour after the start of the file. */
const T0 = Date.now() + 60_000;
const at = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await testApp({ listen: true, selfUrls: ["publicUrl"] });
});
afterAll(() => t.close());

const stockOf = (id: number) => (t.db.$client.prepare("SELECT stock FROM products WHERE id = ?").get(id) as { stock: number }).stock;

/** A guest's COD checkout of two copies of PRODUCT_ID; returns the order's id, code and key. */
async function codOrder(): Promise<{ id: number; code: string; key: string }> {
  const key = randomUUID();
  const answer = await t.api("POST", "/api/Order/checkout-without-login", null, {
    CartDetails: [{ ProductSaleId: PRODUCT_ID, Quantity: 2 }],
    Name: "Nguyễn Văn Khách",
    Phone: PHONE,
    Email: "khach.giao.hang@example.com",
    Address: "12 Phố Đội Cấn",
    WardId: WARD_ID,
    PaymentMethod: "COD",
    IdempotencyKey: key,
    ReturnUrl: "http://127.0.0.1/xac-nhan",
  });
  expect(answer.status).toBe(200);
  return { id: answer.body.data.orderId, code: answer.body.data.orderCode, key };
}

async function guestOrder(id: number, key: string) {
  const res = await fetch(`${t.base}/api/Order/order-without-login/${id}`, { headers: { "x-order-key": key } });
  return ((await res.json()) as { data: Record<string, never> & { status: string; paidAt: string | null; shipment: Shipment } }).data;
}
type Shipment = {
  trackingNumber: string;
  status: string;
  sandboxUrl: string;
  events: Array<{ status: string; at: string; place: string }>;
};

function webhook(body: Record<string, unknown>, token: string = SANDBOX_KEYS.GHN_WEBHOOK_TOKEN) {
  return fetch(`${t.base}/api/Carrier/ghn-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", Token: token },
    body: JSON.stringify(body),
  });
}
const event = (orderCode: string, Status: string, Time: string, extra: Record<string, unknown> = {}) => ({
  OrderCode: orderCode,
  ClientOrderCode: "",
  Status,
  Time,
  Warehouse: `Kho ${Status}`,
  CODAmount: 0,
  TotalFee: 30_000,
  Type: "switch_status",
  ...extra,
});

describe("a COD order's shipment", () => {
  let order: { id: number; code: string; key: string };
  let tracking: string;

  beforeAll(async () => {
    order = await codOrder();
    tracking = (await guestOrder(order.id, order.key)).shipment.trackingNumber;
  });

  it("is created at the carrier with a tracking number and the sandbox link", async () => {
    const view = await guestOrder(order.id, order.key);
    expect(view.status).toBe("awaiting_delivery");
    expect(tracking).toMatch(/^[A-Z0-9]{8}$/);
    expect(view.shipment.status).toBe("ready_to_pick");
    expect(view.shipment.sandboxUrl).toBe(`${t.base}/sandbox/ghn/shipments/${tracking}`);
    const row = t.db.$client.prepare("SELECT carrier_id FROM carrier_locations WHERE kind = 'ward' AND our_id = ?").get(WARD_ID);
    expect(row).toEqual({ carrier_id: "00004" });
  });

  it("refuses a webhook with a wrong or missing token (401) and changes nothing", async () => {
    const forged = await webhook(event(tracking, "delivered", at(5), { CODAmount: 999 }), "wrong-token");
    expect(forged.status).toBe(401);
    const missing = await fetch(`${t.base}/api/Carrier/ghn-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event(tracking, "delivered", at(5))),
    });
    expect(missing.status).toBe(401);
    const view = await guestOrder(order.id, order.key);
    expect(view.status).toBe("awaiting_delivery");
    expect(view.shipment.events.map((e) => e.status)).toEqual(["ready_to_pick"]);
  });

  it("moves the order to shipping once, however often the carrier repeats the event", async () => {
    const picked = event(tracking, "picked", at(1));
    expect((await webhook(picked)).status).toBe(200);
    expect((await webhook(picked)).status).toBe(200);
    const view = await guestOrder(order.id, order.key);
    expect(view.status).toBe("shipping");
    expect(view.shipment.events.filter((e) => e.status === "picked")).toHaveLength(1);
  });

  it("keeps events in time order when they arrive out of order and never moves back", async () => {
    expect((await webhook(event(tracking, "delivering", at(3)))).status).toBe(200);
    expect((await webhook(event(tracking, "transporting", at(2)))).status).toBe(200);
    const view = await guestOrder(order.id, order.key);
    expect(view.shipment.status).toBe("delivering");
    expect(view.status).toBe("shipping");
    expect(view.shipment.events.map((e) => e.status)).toEqual(["ready_to_pick", "picked", "transporting", "delivering"]);
    const places = view.shipment.events.filter((e) => e.status !== "ready_to_pick").map((e) => e.place);
    expect(places).toEqual(["Kho picked", "Kho transporting", "Kho delivering"]);
  });

  it("records the cash collected on delivery and makes the COD order paid", async () => {
    const res = await webhook(event(tracking, "delivered", at(4), { CODAmount: 123_456 }));
    expect(res.status).toBe(200);
    const view = await guestOrder(order.id, order.key);
    expect(view.status).toBe("delivered");
    expect(view.paidAt).toBe(at(4));
    expect(view.shipment.status).toBe("delivered");
    const row = t.db.$client.prepare("SELECT cod_collected FROM shipments WHERE tracking_number = ?").get(tracking);
    expect(row).toEqual({ cod_collected: 123_456 });
    // A late "returned" cannot undo a delivery.
    expect((await webhook(event(tracking, "returned", at(6)))).status).toBe(200);
    expect((await guestOrder(order.id, order.key)).status).toBe("delivered");
  });

  it("mailed the customer at shipping and at delivery (order_status)", () => {
    const subjects = t.db.$client
      .prepare("SELECT subject FROM mail_log WHERE kind = 'order_status' AND ref_id = ? ORDER BY id")
      .all(order.id) as Array<{ subject: string }>;
    expect(subjects.map((s) => s.subject)).toEqual([`Đơn hàng ${order.code} đang được giao`, `Đơn hàng ${order.code} đã giao thành công`]);
  });

  it("answers 404 for an unknown tracking number and 400 for a malformed body, never a 5xx", async () => {
    expect((await webhook(event("NOSUCHCODE", "picked", at(1)))).status).toBe(404);
    expect((await webhook({ OrderCode: tracking, Status: "flying", Time: "yesterday" })).status).toBe(400);
    const junk = await fetch(`${t.base}/api/Carrier/ghn-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", Token: SANDBOX_KEYS.GHN_WEBHOOK_TOKEN },
      body: "[1,2",
    });
    expect(junk.status).toBe(400);
  });
});

describe("a returned order", () => {
  it("gives its stock back and reads returned", async () => {
    const before = stockOf(PRODUCT_ID);
    const order = await codOrder();
    expect(stockOf(PRODUCT_ID)).toBe(before - 2);
    const tracking = (await guestOrder(order.id, order.key)).shipment.trackingNumber;
    await webhook(event(tracking, "picked", at(1)));
    await webhook(event(tracking, "return", at(2), { Reason: "Khách không nhận" }));
    expect(stockOf(PRODUCT_ID)).toBe(before - 2);
    expect((await webhook(event(tracking, "returned", at(3)))).status).toBe(200);
    expect((await webhook(event(tracking, "returned", at(3)))).status).toBe(200);
    expect(stockOf(PRODUCT_ID)).toBe(before);
    const view = await guestOrder(order.id, order.key);
    expect(view.status).toBe("returned");
    expect(view.paidAt).toBeNull();
  });
});

describe("the carrier sandbox page", () => {
  it("shows the shipment's buttons and sends the signed webhook when one is pressed", async () => {
    const order = await codOrder();
    const view = await guestOrder(order.id, order.key);
    const page = await fetch(view.shipment.sandboxUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ["Lấy hàng", "Đang giao", "Đã giao", "Hoàn hàng"]) expect(html).toContain(`>${label}</button>`);
    const pressed = await fetch(view.shipment.sandboxUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=deliver",
      redirect: "manual",
    });
    expect(pressed.status).toBe(303);
    const after = await guestOrder(order.id, order.key);
    expect(after.status).toBe("delivered");
    expect(after.paidAt).not.toBeNull();
    // A finished shipment's buttons refuse.
    const again = await fetch(view.shipment.sandboxUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=return",
      redirect: "manual",
    });
    expect(again.status).toBe(409);
  });

  it("refuses the carrier API without the shop's token", async () => {
    const res = await fetch(`${t.base}/sandbox/ghn/master-data/province`, { headers: { Token: "nope" } });
    expect(res.status).toBe(401);
  });
});

describe("Tra cứu đơn hàng", () => {
  it("finds an order by code and phone or e-mail, and answers a wrong code and a wrong phone alike", async () => {
    const order = await codOrder();
    const lookup = (Code: string, Contact: string) => t.api("POST", "/api/Order/lookup", null, { Code, Contact });
    const byPhone = await lookup(order.code.toLowerCase(), "+84 912 345 678");
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.code).toBe(order.code);
    expect(byPhone.body.data.shipment.events[0].status).toBe("ready_to_pick");
    expect(byPhone.body.data).not.toHaveProperty("phone");
    expect((await lookup(order.code, "KHACH.GIAO.HANG@example.com")).status).toBe(200);
    const wrongPhone = await lookup(order.code, "0987654321");
    const wrongCode = await lookup("DH000000-000000", PHONE);
    const junk = await lookup("", "x".repeat(300));
    for (const answer of [wrongPhone, wrongCode, junk]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errorMessage).toBe(wrongPhone.body.errorMessage);
    }
  });
});
