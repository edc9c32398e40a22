/**
 * Bank sandbox over real HTTP: the VietQR page, the transfer that posts a SePay-shaped webhook (signed
 * with the API key) to a receiver standing in for the order wiring, short payments and changed memos,
 * the refusals (bad payloads, other accounts, bad forms: 4xx with Vietnamese messages) and the 404
 * with a real account.
 */
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDeps } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { findOrderCodeInMemo } from "./bank-memo";
import { bankSandboxRoutes } from "./bank-sandbox";
import { parseSepayTransaction, SEPAY_ACK, verifySepayAuthorization } from "./sepay";
import { buildVietQr } from "./vietqr";

let app: FastifyInstance;
let deps: AppDeps;
let base: string;
/** What the stand-in receiver got, and how it answers. */
let received: Array<{ authorization: unknown; body: unknown }> = [];
let receiverAnswer: { status: number; body: unknown } = { status: 200, body: SEPAY_ACK };

beforeAll(async () => {
  deps = { db: openDatabase(":memory:"), config: loadConfig({}, {}) };
  app = Fastify({ logger: false });
  await app.register(formbody);
  app.decorate("deps", deps);
  await app.register(bankSandboxRoutes);
  // The route the order wiring will implement, played here.
  app.post("/test/bank-feed", async (request, reply) => {
    received.push({ authorization: request.headers.authorization, body: request.body });
    return reply.status(receiverAnswer.status).send(receiverAnswer.body);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});

beforeEach(() => {
  deps.config = loadConfig({}, { UPSTREAM_PUBLIC_URL: base });
  deps.config.bankFeedUrl = `${base}/test/bank-feed`;
  received = [];
  receiverAnswer = { status: 200, body: SEPAY_ACK };
});

afterAll(async () => {
  await app.close();
  deps.db.$client.close();
});

const qrFor = (amount?: number, memo = "DH261122004217") =>
  buildVietQr({ bankBin: deps.config.BANK_BIN, accountNumber: deps.config.BANK_ACCOUNT_NUMBER, amount, memo });

function unescapeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** GETs the page of a payload and returns the form's fields as the browser would send them. */
async function openPage(payload: string): Promise<{ html: string; form: Record<string, string> }> {
  const res = await fetch(`${base}/sandbox/bank?payload=${encodeURIComponent(payload)}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const form: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) form[m[1]!] = unescapeHtml(m[2]!);
  return { html, form };
}

const post = (form: Record<string, string>) =>
  fetch(`${base}/sandbox/bank`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });

describe("GET /sandbox/bank", () => {
  it("shows bank, account, name, amount, memo, the QR and the button, without JavaScript", async () => {
    const { html, form } = await openPage(qrFor(125_000));
    expect(html).toContain('<html lang="vi">');
    expect(html).not.toContain("<script");
    expect(html).toContain("MB Bank (BIN 970422)");
    expect(html).toContain(deps.config.BANK_ACCOUNT_NUMBER);
    expect(html).toContain("NHA XUAT BAN DAI HOC");
    expect(html).toMatch(/125\.000\s₫/);
    expect(html).toContain("DH261122004217");
    expect(html).toContain("<svg");
    expect(html).toMatch(/<button type="submit"[^>]*>Xác nhận chuyển khoản<\/button>/);
    expect(html).toContain('<label for="amount">');
    expect(form).toMatchObject({ amount: "125000", content: expect.stringContaining(".DH261122004217.") });
  });

  it("a static QR asks the payer for the amount", async () => {
    const { html, form } = await openPage(qrFor(undefined));
    expect(html).toContain("Người chuyển tự nhập");
    expect(form.amount).toBe("");
  });

  it.each([
    ["no payload", "", /Thiếu mã VietQR/],
    [
      "a bad CRC",
      `?payload=${encodeURIComponent("00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9E")}`,
      /sai mã kiểm tra \(CRC\)/,
    ],
    ["garbage", "?payload=%3Cscript%3E", /Mã VietQR không hợp lệ/],
    ["a repeated payload", "?payload=a&payload=b", /Thiếu mã VietQR/],
    [
      "another account",
      `?payload=${encodeURIComponent("00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F")}`,
      /không phải tài khoản thử nghiệm/,
    ],
  ])("%s: 400 with a Vietnamese message", async (_name, query, message) => {
    const res = await fetch(`${base}/sandbox/bank${query}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(message);
    expect(html).not.toContain("<script>");
  });
});

describe("POST /sandbox/bank", () => {
  it("transfers: the signed SePay webhook reaches the feed URL, the receipt says so", async () => {
    const { form } = await openPage(qrFor(125_000));
    const res = await post(form);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Chuyển khoản thành công");
    expect(html).toContain("Cửa hàng đã nhận thông báo giao dịch (HTTP 200)");
    expect(received).toHaveLength(1);
    expect(verifySepayAuthorization(received[0]!.authorization, deps.config.BANK_FEED_API_KEY)).toBe(true);
    const parsed = parseSepayTransaction(received[0]!.body);
    if (!parsed.ok) throw new Error(parsed.issues.join());
    expect(parsed.transaction).toMatchObject({
      gateway: "MBBank",
      accountNumber: deps.config.BANK_ACCOUNT_NUMBER,
      transferType: "in",
      transferAmount: 125_000,
      code: null,
    });
    expect(findOrderCodeInMemo(parsed.transaction.content)).toEqual({ kind: "one", orderCode: "DH261122-004217" });
  });

  it("each transfer has a new transaction id; a short payment sends the changed amount and memo", async () => {
    const { form } = await openPage(qrFor(125_000));
    await post(form);
    await post({ ...form, amount: "100000", content: "dh 261122 004217" });
    expect(received).toHaveLength(2);
    const [a, b] = received.map((r) => r.body as { id: number; transferAmount: number; content: string; accumulated: number });
    expect(b!.id).toBe(a!.id + 1);
    expect(b).toMatchObject({ transferAmount: 100_000, content: "dh 261122 004217", accumulated: a!.accumulated + 100_000 });
  });

  it("when nothing answers at the feed URL, the receipt shows the error (never a 5xx)", async () => {
    deps.config.bankFeedUrl = `${base}/api/Payment/bank-feed`; // not registered in this test app
    const { form } = await openPage(qrFor(125_000));
    const res = await post(form);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/role="alert"><p class="msg">Chưa báo được cho cửa hàng: HTTP 404/);
  });

  it("an answer without {success: true} is not an acknowledgement", async () => {
    receiverAnswer = { status: 200, body: { ok: 1 } };
    const { form } = await openPage(qrFor(125_000));
    expect(await (await post(form)).text()).toContain("Chưa báo được cho cửa hàng: HTTP 200");
  });

  it("an unreachable feed URL is shown too", async () => {
    deps.config.bankFeedUrl = "http://127.0.0.1:1/api/Payment/bank-feed";
    const { form } = await openPage(qrFor(125_000));
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("không kết nối được");
  });

  it.each([
    ["no amount", { amount: undefined }, /không đúng định dạng/],
    ["a zero amount", { amount: "0" }, /Số tiền chuyển phải là số nguyên đồng/],
    ["a fractional amount", { amount: "1000.5" }, /Số tiền chuyển/],
    ["too much", { amount: "500000001" }, /Số tiền chuyển/],
    ["an empty memo", { content: "   " }, /Nội dung chuyển khoản/],
    ["a tampered payload", { payload: "0002010102" }, /Mã VietQR không hợp lệ/],
  ])("%s: 400 with a Vietnamese message, nothing sent", async (_name, change, message) => {
    const { form } = await openPage(qrFor(125_000));
    const body = Object.fromEntries(Object.entries({ ...form, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(message);
    expect(received).toHaveLength(0);
  });

  it("a JSON body or repeated fields: 400", async () => {
    const json = await fetch(`${base}/sandbox/bank`, { method: "POST", headers: { "content-type": "application/json" }, body: "[1]" });
    expect(json.status).toBe(400);
    const repeated = await fetch(`${base}/sandbox/bank`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "payload=a&payload=b&amount=1&content=x",
    });
    expect(repeated.status).toBe(400);
  });
});

describe("with a real account", () => {
  it("every route answers 404 and nothing is sent", async () => {
    deps.config = loadConfig({ BANK_ACCOUNT_NUMBER: "1234567890", BANK_FEED_API_KEY: "k".repeat(32) }, { UPSTREAM_PUBLIC_URL: base });
    deps.config.bankFeedUrl = `${base}/test/bank-feed`;
    const payload = qrFor(125_000);
    expect((await fetch(`${base}/sandbox/bank?payload=${encodeURIComponent(payload)}`)).status).toBe(404);
    expect((await post({ payload, amount: "125000", content: "DH261122004217" })).status).toBe(404);
    expect(received).toHaveLength(0);
  });
});
