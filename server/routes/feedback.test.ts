/**
 * Customers' reviews over real HTTP (docs/openapi.yaml MyReview): only a product of one of
 * the customer's PAID orders (a cancelled one does not count) → else 403; one per product → 409 with
 * the review's id; 0/6 stars, empty or 10 000-character text → 400; HTML stored as typed; the
 * product's rating counts move in the same transaction (create +1, edit −1 old +1 new); another
 * customer's review → 404; the public product reviews show the customer's name and title.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testApp, type ApiAnswer, type TestApp, type LooseJson } from "../testing/app";
import { orders, products } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { closeOrder } from "../domain/orders";

let t: TestApp;
let db: Db;
let lan: string; // khachhang@example.com (user 2)
let tuan: string; // congtacvien@example.com (user 3)
let bought: number; // a printed book lan paid for
let other: number; // a printed book lan paid for too (for edits)
let cancelledOnly: number; // a book only in a cancelled order of lan
let neverBought: number;
const WARD = 100_166;

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "feedback-routes-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  db = t.db;
  const books = db
    .select()
    .from(products)
    .where(and(eq(products.isDigital, false), gte(products.stock, 20), gte(products.salePrice, 60_000), ne(products.rating5, 0)))
    .limit(4)
    .all();
  expect(books).toHaveLength(4);
  [bought, other, cancelledOnly, neverBought] = books.map((b) => b.id) as [number, number, number, number];
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
  await buy(lan, [bought, other], "pay");
  await buy(tuan, [bought], "pay");
  const code = await buy(lan, [cancelledOnly], null);
  const order = db.select().from(orders).where(eq(orders.code, code)).get()!;
  db.transaction((tx) => closeOrder(tx, order.id, "cancelled"));
});
afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);

let keySeq = 0;
/** Buys `ids` (one copy each) through the account cart and CheckOut; pays on the VNPay sandbox (IPN) unless `choice` is null. Returns the order code. */
async function buy(token: string, ids: number[], choice: "pay" | null): Promise<string> {
  for (const id of ids) expect((await api("POST", "/api/Order/add-product", token, { ProductSaleId: id, Quantity: 1 })).status).toBe(200);
  await api("PATCH", "/api/Order/Address", token, {
    Name: "Nguyễn Văn Mua",
    Phone: "0912345678",
    Email: "mua@example.com",
    Address: "1 Cầu Giấy",
    WardId: WARD,
  });
  const placed = await api("POST", "/api/Order/CheckOut", token, {
    PaymentMethod: "VNPay",
    IdempotencyKey: `feedback-test-key-${String(++keySeq).padStart(4, "0")}`,
    ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  });
  expect(placed.status, placed.body.errorMessage ?? "").toBe(200);
  const url = new URL(placed.body.data);
  if (choice) {
    const res = await fetch(`${t.base}${url.pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payload: url.search.slice(1), choice, simulate: "00" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
  } else {
    // Not paid: empty the cart so later purchases do not carry this line.
    for (const line of (await api("GET", "/api/Order", token)).body.data.cartDetails as LooseJson[])
      await api("DELETE", `/api/Order/cartDetails/${line.cartDetailId}`, token);
  }
  return url.searchParams.get("vnp_TxnRef")!;
}

const counts = (id: number) => {
  const p = db.select().from(products).where(eq(products.id, id)).get()!;
  return [p.rating1, p.rating2, p.rating3, p.rating4, p.rating5];
};
const review = (extra: Record<string, unknown> = {}) => ({
  ProductSaleId: bought,
  Rating: 4,
  Title: "Sách hay",
  Content: "Nội dung rõ ràng.",
  ...extra,
});

describe("reviews of a customer", () => {
  it("needs a bearer: 401 for POST, PUT and reviewable; GET /api/Feedback without one is the public list", async () => {
    expect((await api("POST", "/api/Feedback", null, review())).status).toBe(401);
    expect((await api("PUT", "/api/Feedback/1", null, review())).status).toBe(401);
    expect((await api("GET", "/api/Feedback/reviewable", null)).status).toBe(401);
    expect((await api("GET", "/api/Feedback", "not-a-token")).status).toBe(401);
    const pub = await api("GET", "/api/Feedback", null);
    expect(pub.status).toBe(200);
    expect(pub.body.data[0]).toHaveProperty("product");
  });

  it("reviewable lists the products of paid orders only (not the cancelled one), none reviewed yet", async () => {
    const res = await api("GET", "/api/Feedback/reviewable", lan);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const ids = (res.body.data as LooseJson[]).map((p) => p.productSaleId).sort((a, b) => a - b);
    // The demo customer's seeded orders (server/seed/orders.ts) add their own products; ours are there, the cancelled one is not.
    expect(ids).toEqual(expect.arrayContaining([bought, other]));
    expect(ids).not.toContain(cancelledOnly);
    expect(ids).not.toContain(neverBought);
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body.data[0]).toMatchObject({
      reviewId: null,
      name: expect.any(String),
      imageUrl: expect.stringMatching(/^\/media\/covers\//),
    });
    for (const page of ["0", "-1", "abc"]) expect((await api("GET", `/api/Feedback/reviewable?page=${page}`, lan)).status).toBe(400);
  });

  it("refuses a product not bought, or only in a cancelled order → 403 REVIEW_NOT_ALLOWED; an unknown product too", async () => {
    for (const id of [neverBought, cancelledOnly, 2_000_000_000]) {
      const res = await api("POST", "/api/Feedback", lan, review({ ProductSaleId: id }));
      expect([res.status, res.body.errorCode]).toEqual([403, "REVIEW_NOT_ALLOWED"]);
    }
  });

  it("validates stars (0, 6, 2.5, '5'), title and content (empty, 121, 10 000 characters) → 400, nothing written", async () => {
    const before = counts(bought);
    for (const bad of [
      { Rating: 0 },
      { Rating: 6 },
      { Rating: 2.5 },
      { Rating: "5" },
      { Title: "   " },
      { Title: "t".repeat(121) },
      { Content: "" },
      { Content: "x".repeat(2001) },
      { Content: "x".repeat(10_000) },
      { Title: "a\u202Eb" },
    ]) {
      const res = await api("POST", "/api/Feedback", lan, review(bad));
      expect([res.status, res.body.errorCode], JSON.stringify(bad)).toEqual([400, "VALIDATION_FAILED"]);
    }
    const long = await api("POST", "/api/Feedback", lan, review({ Content: "x".repeat(10_000) }));
    expect(long.body.errorMessage).toContain("Nội dung tối đa 2000 ký tự");
    expect(counts(bought)).toEqual(before);
    expect((await api("GET", "/api/Feedback", lan)).body.data).toEqual([]);
  });

  let reviewId: number;
  it("writes a review (HTML kept as typed, new lines allowed): 201 MyReview, the product's 4-star count + 1, exactly", async () => {
    const before = counts(bought);
    const content = "Rất <b>hay</b> & bổ ích\n<script>alert(1)</script>";
    const res = await api("POST", "/api/Feedback", lan, review({ Title: "  <i>Tuyệt</i>  ", Content: content }));
    expect(res.status, res.body.errorMessage ?? "").toBe(201);
    expect(res.body.data).toMatchObject({ productSaleId: bought, rating: 4, title: "<i>Tuyệt</i>", content, updatedAt: null });
    reviewId = res.body.data.id;
    const after = counts(bought);
    expect(after).toEqual([before[0], before[1], before[2], before[3]! + 1, before[4]]);

    const mine = await api("GET", "/api/Feedback", lan);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(mine.body.data).toEqual([res.body.data]);
    expect(mine.body.totalPage).toBe(1);
    const reviewable = (await api("GET", "/api/Feedback/reviewable", lan)).body.data as LooseJson[];
    expect(reviewable.find((p) => p.productSaleId === bought).reviewId).toBe(reviewId);

    // The product's public reviews show it first, with the customer's name and the title.
    const pub = await api("GET", `/api/Feedback/${bought}`, null);
    expect(pub.body.data[0]).toMatchObject({ id: reviewId, authorName: "Nguyễn Thị Lan", title: "<i>Tuyệt</i>", content, rating: 4 });
    const rating4 = await api("GET", `/api/Feedback/${bought}?rating=4&pageSize=50`, null);
    expect((rating4.body.data as LooseJson[]).some((f) => f.id === reviewId)).toBe(true);
  });

  it("a second review of the same product → 409 REVIEW_EXISTS with the first one's id; counts unchanged", async () => {
    const before = counts(bought);
    const res = await api("POST", "/api/Feedback", lan, review({ Rating: 1 }));
    expect([res.status, res.body.errorCode, res.body.data]).toEqual([409, "REVIEW_EXISTS", { id: reviewId }]);
    expect(counts(bought)).toEqual(before);
  });

  it("another customer who bought the product writes their own; counts add up", async () => {
    const before = counts(bought);
    const res = await api("POST", "/api/Feedback", tuan, review({ Rating: 5 }));
    expect(res.status).toBe(201);
    expect(counts(bought)).toEqual([...before.slice(0, 4), before[4]! + 1]);
  });

  it("edits: same stars → counts unchanged; 4 → 2 stars → 4-star −1, 2-star +1; updatedAt set", async () => {
    const before = counts(bought);
    const same = await api("PUT", `/api/Feedback/${reviewId}`, lan, { Rating: 4, Title: "Sách hay", Content: "Đã đọc lại." });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ rating: 4, title: "Sách hay", content: "Đã đọc lại.", updatedAt: expect.any(String) });
    expect(counts(bought)).toEqual(before);
    const moved = await api("PUT", `/api/Feedback/${reviewId}`, lan, { Rating: 2, Title: "Tạm được", Content: "Hơi khó đọc." });
    expect(moved.status).toBe(200);
    expect(counts(bought)).toEqual([before[0], before[1]! + 1, before[2], before[3]! - 1, before[4]]);
    expect((await api("PUT", `/api/Feedback/${reviewId}`, lan, { Rating: 7, Title: "x", Content: "y" })).status).toBe(400);
  });

  it("ownership: PUT another customer's review, or an unknown one → 404 REVIEW_NOT_FOUND, nothing changed", async () => {
    const before = counts(bought);
    for (const id of [reviewId, 2_000_000_000]) {
      const res = await api("PUT", `/api/Feedback/${id}`, tuan, { Rating: 1, Title: "Hack", Content: "Hack" });
      expect([res.status, res.body.errorCode, res.body.data]).toEqual([404, "REVIEW_NOT_FOUND", null]);
    }
    expect(counts(bought)).toEqual(before);
    // A seeded review (no author account) is nobody's to edit either.
    const seeded = db.all<{ id: number }>(sql`SELECT id FROM feedbacks WHERE user_id IS NULL LIMIT 1`)[0]!.id;
    expect((await api("PUT", `/api/Feedback/${seeded}`, lan, { Rating: 1, Title: "x", Content: "y" })).status).toBe(404);
    expect((await api("PUT", "/api/Feedback/abc", lan, { Rating: 1, Title: "x", Content: "y" })).status).toBe(400);
  });

  it("my reviews are paged (pageSize) and mine only, newest first", async () => {
    const second = await api("POST", "/api/Feedback", lan, review({ ProductSaleId: other, Rating: 3 }));
    expect(second.status).toBe(201);
    const page1 = await api("GET", "/api/Feedback?pageSize=1", lan);
    expect(page1.body.totalPage).toBe(2);
    expect(page1.body.data.map((r: LooseJson) => r.productSaleId)).toEqual([other]);
    const page2 = await api("GET", "/api/Feedback?pageSize=1&page=2", lan);
    expect(page2.body.data.map((r: LooseJson) => r.id)).toEqual([reviewId]);
    expect((await api("GET", "/api/Feedback?page=0", lan)).status).toBe(400);
  });
});
