/**
 * The storefront's transport rules (ADR 0008, app/utils/request-policy.server.ts) against the shop
 * Playwright starts: the Origin rule (403 page; the gateways' cross-site POST → verify → 303),
 * body limits (413 fast, chunked bodies cut), keep-alive connections that survive refused or ignored
 * bodies, no HSTS over plain http, and the liveness / readiness probes. HTTP only ("http" project).
 */
import net from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ENV } from "./env";

const SHOP = `http://127.0.0.1:${E2E_ENV.PORT}`;
const UPSTREAM = `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}`;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/**
 * Writes `raw` (one or more pipelined HTTP/1.1 requests) on one keep-alive connection and collects
 * everything the shop answers until it closes the connection. Rejects on a reset.
 */
function exchange(parts: Array<string | Buffer>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(E2E_ENV.PORT), "127.0.0.1");
    let received = "";
    socket.setTimeout(20_000, () => socket.destroy(new Error("timeout")));
    socket.on("data", (d) => (received += d.toString("utf8")));
    socket.on("error", (e) => reject(new Error(`${(e as NodeJS.ErrnoException).code ?? e.message} after: ${received.slice(0, 200)}`)));
    socket.on("close", (hadError) => {
      if (!hadError) resolve(received);
    });
    for (const p of parts) socket.write(p);
  });
}

const statuses = (raw: string) => [...raw.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
const lastGet = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";

test.describe("the Origin rule", () => {
  for (const origin of ["https://evil.example", "null", "ht!tp://bad", `http://127.0.0.1:${E2E_ENV.PORT}.evil.example`]) {
    test(`a POST with Origin ${origin} is refused with a Vietnamese 403 page`, async ({ request }) => {
      for (const path of ["/gio-hang", "/dang-nhap", "/logout"]) {
        const res = await request.post(`${SHOP}${path}`, {
          headers: { Origin: origin, ...FORM },
          data: "intent=add&productSaleId=1&quantity=1",
          maxRedirects: 0,
        });
        expect(res.status(), path).toBe(403);
        expect(res.headers()["content-type"]).toContain("text/html");
        const html = await res.text();
        expect(html).toContain("Yêu cầu bị từ chối");
        expect(html).toContain('<a href="/">Về trang chủ</a>');
      }
    });
  }

  test("a same-origin POST and one without Origin still reach the form", async ({ request }) => {
    for (const headers of [{ Origin: SHOP }, {}] as Array<Record<string, string>>) {
      const res = await request.post(`${SHOP}/dang-nhap`, { headers: { ...headers, ...FORM }, data: "email=&password=", maxRedirects: 0 });
      expect(res.status()).toBe(400);
      expect(await res.text()).not.toContain("Yêu cầu bị từ chối");
    }
  });

  test("a malformed Host or path is a 4xx, never a 500", async () => {
    const raw = await exchange([
      "GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "GET /build/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n",
      "GET http://evil.example/trang-chu HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ]);
    const got = statuses(raw);
    expect(got).toHaveLength(4);
    for (const status of got) expect(status >= 400 && status < 500, `status ${status}`).toBe(true);
  });

  test("a mismatched X-Forwarded-Host never turns into a 500", async ({ request }) => {
    const res = await request.post(`${SHOP}/dang-nhap`, {
      headers: { Origin: SHOP, "X-Forwarded-Host": "other.example:8443", ...FORM },
      data: "email=&password=",
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect((await request.get(`${SHOP}/healthz`, { headers: { "X-Forwarded-Host": "a:99999" } })).status()).toBe(200);
  });
});

/** A guest order created directly upstream; returns the gateway's query for it. */
async function guestOrder(request: APIRequestContext, method: "VNPay" | "ePay", returnPath: string) {
  const res = await request.post(`${UPSTREAM}/api/Order/checkout-without-login`, {
    data: {
      CartDetails: [{ ProductSaleId: 1, Quantity: 1 }],
      Name: "Trần Văn Khách",
      Phone: "0987000111",
      Email: "khach.transport@example.vn",
      Address: "12 Chùa Bộc",
      WardId: 100_004, // Phường Ba Đình, Hà Nội (the 2025 map)
      PaymentMethod: method,
      IdempotencyKey: `transport-${method}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ReturnUrl: `${SHOP}${returnPath}`,
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: string | { gatewayUrl: string; fields: Record<string, string | number> } };
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Pays a fresh VNPay order on the embedded sandbox; returns the signed return parameters. */
async function signedVnpayReturn(request: APIRequestContext) {
  const { data } = await guestOrder(request, "VNPay", "/thanh-toan/vnpay-return");
  const payUrl = new URL(data as string);
  const paid = await request.post(`${UPSTREAM}${payUrl.pathname}`, {
    form: { payload: payUrl.search.slice(1), choice: "pay", simulate: "00" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  return new URL(paid.headers().location!).searchParams;
}

/** Pays a fresh ePay order on the embedded sandbox; returns the signed callback parameters. */
async function signedEpayResult(request: APIRequestContext) {
  const { data } = await guestOrder(request, "ePay", "/thanh-toan/epay-result");
  const model = data as { gatewayUrl: string; fields: Record<string, string | number> };
  const form = Object.fromEntries(Object.entries(model.fields).map(([k, v]) => [k, String(v)]));
  const page = await request.post(model.gatewayUrl, { form });
  expect(page.status()).toBe(200);
  const html = await page.text();
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(html)![1]!);
  const payload = unescapeHtml(/name="payload" value="([^"]*)"/.exec(html)![1]!);
  const paid = await request.post(new URL(action, model.gatewayUrl).href, {
    form: { payload, choice: "pay", simulate: "00_000" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  return new URL(paid.headers().location!).searchParams;
}

test.describe("gateways posting the shopper back cross-site", () => {
  test("VNPay: a valid signed POST → 303 to the order's page; a tampered one → the refusal page", async ({ request }) => {
    const params = await signedVnpayReturn(request);
    const res = await request.post(`${SHOP}/thanh-toan/vnpay-return`, {
      headers: { Origin: "https://sandbox.vnpayment.vn", ...FORM },
      data: params.toString(),
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toMatch(/^\/xac-nhan-don-hang\/\d+$/);
    expect((await request.get(`${SHOP}${res.headers().location}`, { maxRedirects: 0 })).status()).toBeLessThan(500);

    params.set("vnp_Amount", "100");
    const forged = await request.post(`${SHOP}/thanh-toan/vnpay-return`, {
      headers: { Origin: "https://sandbox.vnpayment.vn", ...FORM },
      data: params.toString(),
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Kết quả thanh toán không hợp lệ");
  });

  test("ePay: a valid signed POST → 303 to the GET result page, which shows the payment", async ({ request }) => {
    const params = await signedEpayResult(request);
    const res = await request.post(`${SHOP}/thanh-toan/epay-result`, {
      headers: { Origin: "https://pg.megapay.vn", ...FORM },
      data: params.toString(),
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const location = res.headers().location!;
    expect(location).toMatch(/^\/thanh-toan\/epay-result\?/);
    expect(new URL(location, SHOP).searchParams.get("merchantToken")).toBe(params.get("merchantToken"));
    const page = await request.get(`${SHOP}${location}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`Thanh toán thành công – Đơn hàng ${params.get("invoiceNo")}`);

    params.set("merchantToken", "0".repeat(64));
    const forged = await request.post(`${SHOP}/thanh-toan/epay-result`, {
      headers: { Origin: "null", ...FORM },
      data: params.toString(),
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Kết quả thanh toán không hợp lệ");
  });
});

test.describe("request bodies", () => {
  test("a VNPay return with a 100 000-character field (too long for Node's header limit) → 431 with a Vietnamese page", async ({
    request,
  }) => {
    const res = await request.get(`${SHOP}/thanh-toan/vnpay-return?vnp_TxnRef=${"1".repeat(100_000)}&vnp_SecureHash=x`);
    expect(res.status()).toBe(431);
    expect(await res.text()).toContain("Địa chỉ quá dài");
  });

  test("a 20 MB form post is answered 413 at once, with a Vietnamese page", async ({ request }) => {
    const started = Date.now();
    const res = await request.post(`${SHOP}/gio-hang`, { headers: FORM, data: Buffer.alloc(20 * 1024 * 1024, "a") });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("Dữ liệu gửi lên quá lớn");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("a gateway return has its own, smaller limit", async ({ request }) => {
    const res = await request.post(`${SHOP}/thanh-toan/vnpay-return`, { headers: FORM, data: `vnp_SecureHash=${"a".repeat(20_000)}` });
    expect(res.status()).toBe(413);
  });

  test("a 1 MB POST to a GET-only route leaves the keep-alive connection usable", async () => {
    const size = 1024 * 1024;
    const raw = await exchange([
      `POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(size, "a"),
      lastGet,
    ]);
    expect(statuses(raw)).toEqual([413, 200]);
    expect(raw).toContain("Dữ liệu gửi lên quá lớn");
    expect(raw).toMatch(/HTTP\/1\.1 200[\s\S]*\r\nok\r\n/);
  });

  test("a small body a route ignores (405) leaves the keep-alive connection usable", async () => {
    const size = 30_000;
    const raw = await exchange([
      `POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(size, "a"),
      lastGet,
    ]);
    expect(statuses(raw)).toEqual([405, 200]);
  });

  test("a chunked body is counted while it streams and cut at the limit with 413", async () => {
    const chunk = Buffer.alloc(16 * 1024, "a");
    const chunks: Array<string | Buffer> = [];
    for (let i = 0; i < 16; i++) chunks.push(`${chunk.length.toString(16)}\r\n`, chunk, "\r\n");
    const raw = await exchange([
      `POST /gio-hang HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      ...chunks,
      "0\r\n\r\n",
      lastGet,
    ]);
    expect(statuses(raw)).toEqual([413, 200]);
  });

  test("a forbidden POST's body does not break the connection either", async () => {
    const body = "intent=add&productSaleId=1&quantity=1";
    const raw = await exchange([
      `POST /gio-hang HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      lastGet,
    ]);
    expect(statuses(raw)).toEqual([403, 200]);
  });
});

test.describe("headers and probes", () => {
  test("no HSTS over plain http (PUBLIC_URL unset)", async ({ request }) => {
    for (const path of ["/trang-chu", "/healthz"]) {
      const res = await request.get(`${SHOP}${path}`);
      expect(res.headers()["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("/healthz is liveness, /readyz reports the upstream (never cached)", async ({ request }) => {
    const live = await request.get(`${SHOP}/healthz`);
    expect([live.status(), await live.text()]).toEqual([200, "ok"]);
    const ready = await request.get(`${SHOP}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });
});
