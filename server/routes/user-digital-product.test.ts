/**
 * The customer's ebooks over real HTTP (docs/openapi.yaml "Ebooks"): granted by the VNPay IPN that
 * marks the order paid (not by a pending or failed order), one entry per product, hidden once revoked,
 * only to their owner; the generated PDF with its Range answers.
 */
import zlib from "node:zlib";
import { hashSync } from "bcryptjs";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { orderLines, orders, products, userDigitalProducts } from "../db/schema";
import { grantEbooksOfOrder, revokeEbooksOfOrder } from "../data/ebooks";
import { insertUser } from "../data/users";
import { SEED_FACTS } from "../seed/catalog";
import { testApp, type ApiAnswer, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let db: Db;
let minh: string; // a fresh customer who buys the ebooks
let hoa: string; // another fresh customer
const ebook = SEED_FACTS.digitalProductId;
let secondEbook: number;
const PASSWORD = "MatKhau@123";

/** A fresh active customer (no orders, no grants), signed in. */
async function customer(email: string, name: string): Promise<string> {
  insertUser(db, { email, name, passwordHash: hashSync(PASSWORD, 4), isActive: true, phone: "0912345678" });
  return t.login(email, PASSWORD);
}

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "ebooks-routes-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  db = t.db;
  secondEbook = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isDigital, true))
    .all()
    .map((p) => p.id)
    .find((id) => id !== ebook)!;
  minh = await customer("minh.ebook@example.vn", "Phạm Đức Minh");
  hoa = await customer("hoa.ebook@example.vn", "Vũ Thị Hoa");
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);

let keys = 0;
/** Puts `productIds` in the customer's cart and checks out to VNPay; returns the sandbox payment URL. */
async function checkout(token: string, productIds: number[]): Promise<string> {
  for (const id of productIds)
    expect((await api("POST", "/api/Order/add-product", token, { ProductSaleId: id, Quantity: 1 })).status).toBe(200);
  const placed = await api("POST", "/api/Order/CheckOut", token, {
    PaymentMethod: "VNPay",
    IdempotencyKey: `ebooks-test-key-${String(++keys).padStart(6, "0")}`,
    ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  });
  expect(placed.status).toBe(200);
  return placed.body.data as string;
}

/** Pays (or cancels) on the VNPay sandbox, which sends its IPN to this upstream first. */
async function payOnSandbox(paymentUrl: string, choice: "pay" | "cancel"): Promise<void> {
  const url = new URL(paymentUrl);
  const res = await fetch(`${t.base}${url.pathname}`, {
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

const list = async (token: string, query = ""): Promise<LooseJson[]> => {
  const res = await api("GET", `/api/UserDigitalProduct${query}`, token);
  expect(res.status).toBe(200);
  expect(res.body.totalPage).toBeGreaterThanOrEqual(1);
  return res.body.data;
};

/** The file with `headers`, as bytes. */
async function file(token: string | null, id: number, headers: Record<string, string> = {}, query = "", method = "GET") {
  const res = await fetch(`${t.base}/api/UserDigitalProduct/${id}/file${query}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

let firstOrderId: number;

describe("ebook grants", () => {
  it("needs a bearer token; bad page numbers are a 400", async () => {
    for (const url of ["/api/UserDigitalProduct", `/api/UserDigitalProduct/${ebook}`, `/api/UserDigitalProduct/${ebook}/file`]) {
      const res = await api("GET", url, null);
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe("UNAUTHORIZED");
    }
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const res = await api("GET", `/api/UserDigitalProduct?page=${page}`, minh);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe("VALIDATION_FAILED");
    }
    expect((await api("GET", "/api/UserDigitalProduct/abc", minh)).status).toBe(400);
  });

  it("a pending or failed order grants nothing; the IPN that marks it paid grants its ebooks at once", async () => {
    const failed = await checkout(minh, [ebook]);
    expect(await list(minh)).toEqual([]);
    await payOnSandbox(failed, "cancel");
    expect(orderOf(failed).status).toBe("failed");
    expect(await list(minh)).toEqual([]);
    expect((await api("GET", `/api/UserDigitalProduct/${ebook}`, minh)).body.errorCode).toBe("EBOOK_NOT_OWNED");

    const paid = await checkout(minh, [ebook]);
    await payOnSandbox(paid, "pay");
    const order = orderOf(paid);
    expect(order.status).toBe("paid");
    firstOrderId = order.id;
    const product = db.select().from(products).where(eq(products.id, ebook)).get()!;
    const items = await list(minh);
    expect(items).toEqual([
      {
        productSaleId: ebook,
        name: product.name,
        authors: product.authors,
        imageUrl: `/media/covers/thumb-${product.coverFile}`,
        grantedAt: order.paidAt,
        orderId: order.id,
        orderCode: order.code,
        pageCount: 6,
        fileSize: expect.any(Number),
        fileName: `${product.slug}.pdf`,
      },
    ]);
    const detail = await api("GET", `/api/UserDigitalProduct/${ebook}`, minh);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual({ ...items[0], description: product.description, fileUrl: `/api/UserDigitalProduct/${ebook}/file` });
    expect(detail.headers.get("cache-control")).toBe("no-store");
  });

  it("buying the same ebook again lists it once, with the newest grant first; another ebook comes first when newer", async () => {
    const again = await checkout(minh, [ebook]);
    await payOnSandbox(again, "pay");
    const repeat = orderOf(again);
    let items = await list(minh);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productSaleId: ebook, orderId: repeat.id, orderCode: repeat.code });

    const other = await checkout(minh, [secondEbook]);
    await payOnSandbox(other, "pay");
    items = await list(minh);
    expect(items.map((i) => i.productSaleId)).toEqual([secondEbook, ebook]);
    expect(await list(minh, "?page=2")).toEqual([]);
    // A repeated grant of the same order inserts nothing (unique order + product).
    expect(grantEbooksOfOrder(db, orderOf(other), new Date())).toBe(0);
  });

  it("another customer gets 404 EBOOK_NOT_OWNED for the list entry, the detail and the file — as for a missing id", async () => {
    expect(await list(hoa)).toEqual([]);
    for (const url of [`/api/UserDigitalProduct/${ebook}`, `/api/UserDigitalProduct/${ebook}/file`, "/api/UserDigitalProduct/99999999"]) {
      const res = await api("GET", url, hoa);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ isSuccess: false, errorCode: "EBOOK_NOT_OWNED", data: null });
    }
  });

  it("revoked grants are hidden (the cancel of ADR 0012 revokes them): the older grant shows, then nothing", async () => {
    const newest = (await list(minh)).find((i) => i.productSaleId === ebook)!;
    expect(revokeEbooksOfOrder(db, newest.orderId, new Date())).toBe(1);
    expect((await list(minh)).find((i) => i.productSaleId === ebook)).toMatchObject({ orderId: firstOrderId });
    expect(revokeEbooksOfOrder(db, firstOrderId, new Date())).toBe(1);
    expect((await list(minh)).map((i) => i.productSaleId)).toEqual([secondEbook]);
    const gone = await api("GET", `/api/UserDigitalProduct/${ebook}`, minh);
    expect(gone.status).toBe(404);
    expect(gone.body.errorCode).toBe("EBOOK_NOT_OWNED");
    expect((await file(minh, ebook)).status).toBe(404);
  });

  it("a guest's order grants nothing (guests' ebooks are out of scope)", () => {
    const lines = db.select().from(orderLines).where(eq(orderLines.productId, ebook)).all();
    expect(grantEbooksOfOrder(db, { id: lines[0]!.orderId, userId: null }, new Date())).toBe(0);
    const rows = db
      .select()
      .from(userDigitalProducts)
      .where(and(eq(userDigitalProducts.productId, ebook), inArray(userDigitalProducts.userId, [2, 3])))
      .all();
    expect(rows).toEqual([]);
  });
});

describe("the ebook file", () => {
  let full: Buffer;
  let etag: string;

  it("is a generated multi-page PDF with the fonts for Vietnamese embedded, answered whole with its headers", async () => {
    const res = await file(minh, secondEbook);
    expect(res.status).toBe(200);
    full = res.body;
    etag = res.headers.get("etag")!;
    expect(full.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const product = db.select().from(products).where(eq(products.id, secondEbook)).get()!;
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe(String(full.length));
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${product.slug}.pdf"; filename*=UTF-8''${encodeURIComponent(`${product.name}.pdf`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const item = (await list(minh)).find((i) => i.productSaleId === secondEbook)!;
    expect(item.fileSize).toBe(full.length);

    const text = full.toString("latin1");
    expect(text.match(/\/Type \/Page\b/g)!.length).toBe(6);
    expect(text).toMatch(/\/FontFile2 /);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+BeVietnamPro-Regular/);
    // The ToUnicode maps (inside the compressed streams) map glyphs to Vietnamese letters: ạ ả ố đ ư.
    const streams: string[] = [];
    for (const m of text.matchAll(/stream\r?\n/g)) {
      const end = text.indexOf("endstream", m.index);
      try {
        streams.push(zlib.inflateSync(full.subarray(m.index + m[0].length, end)).toString("latin1"));
      } catch {
        /* not a deflated stream */
      }
    }
    const cmaps = streams.filter((s) => s.includes("begincmap")).join("\n");
    for (const cp of ["1ea1", "1ea3", "1ed1", "0111", "01b0"]) expect(cmaps.toLowerCase()).toContain(`<${cp}>`);
  });

  it("answers single ranges with 206 and the exact bytes", async () => {
    const size = full.length;
    for (const [range, start, end] of [
      ["bytes=0-99", 0, 99],
      ["bytes=100-", 100, size - 1],
      ["bytes=-50", size - 50, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ] as const) {
      const res = await file(minh, secondEbook, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get("content-length")).toBe(String(end - start + 1));
      expect(res.body.equals(full.subarray(start, end + 1))).toBe(true);
    }
  });

  it("refuses unsatisfiable or malformed byte ranges with 416; several ranges or another unit get the whole file", async () => {
    for (const range of [`bytes=${full.length}-`, "bytes=999999999-", "bytes=abc", "bytes=-0"]) {
      const res = await file(minh, secondEbook, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${full.length}`);
    }
    for (const range of ["bytes=0-9,100-109", "pages=1-2"]) {
      const res = await file(minh, secondEbook, { range });
      expect(res.status, range).toBe(200);
      expect(res.body.equals(full)).toBe(true);
    }
  });

  it("honours If-Range, If-None-Match and HEAD, and ?inline=1", async () => {
    expect((await file(minh, secondEbook, { range: "bytes=0-9", "if-range": etag })).status).toBe(206);
    const stale = await file(minh, secondEbook, { range: "bytes=0-9", "if-range": '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(full.length);
    expect((await file(minh, secondEbook, { "if-none-match": etag })).status).toBe(304);
    const head = await file(minh, secondEbook, {}, "", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(full.length));
    expect(head.body.length).toBe(0);
    const inline = await file(minh, secondEbook, {}, "?inline=1");
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="/);
    // The same owner gets the same (cached) file.
    expect((await file(minh, secondEbook)).body.equals(full)).toBe(true);
  });

  it("is made for its owner: another customer's copy of the same book names them, not the first owner", async () => {
    const paid = await checkout(hoa, [secondEbook]);
    await payOnSandbox(paid, "pay");
    const theirs = await file(hoa, secondEbook);
    expect(theirs.status).toBe(200);
    expect(theirs.body.equals(full)).toBe(false);
    expect(theirs.headers.get("etag")).not.toBe(etag);
  });
});
