/**
 * Error mapping of the one upstream client (app/upstream/client.server.ts), against real sockets:
 * a refused connection → thrown Response 503; a 5xx or malformed answer → 502; no answer within
 * UPSTREAM_TIMEOUT_MS → 504; 4xx envelopes → UpstreamError with the upstream's Vietnamese message.
 *
 * The storefront reads its environment once, when ~/env.server is first imported: this file sets it
 * (API_URL → a closed port, AUTH_URL/ADMIN_URL → a tiny misbehaving server, a 300 ms timeout) before
 * importing any app module.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call, getRequest, TEST_SESSION_SECRET } from "./support";

process.env.UPSTREAM_TIMEOUT_MS = "300";
process.env.SESSION_SECRET = TEST_SESSION_SECRET;

let clientModule: typeof import("~/upstream/client.server");
let catalog: typeof import("~/upstream/catalog.server");
let productsRoute: typeof import("~/routes/products");

let closedUrl = "";
let badUrl = "";
let badServer: http.Server;
const sockets = new Set<Socket>();
/** Answers of `/counted` so far. */
let countedCalls = 0;

const envelope = (body: object) =>
  JSON.stringify({ isSuccess: true, errorMessage: null, successMessage: null, data: null, totalPage: null, ...body });

/** A server answering as a broken upstream would, by path. */
function misbehave(req: http.IncomingMessage, res: http.ServerResponse) {
  const json = (status: number, body: string) => res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
  switch (req.url) {
    case "/status/500":
      return json(500, envelope({ isSuccess: false, errorMessage: "Lỗi hệ thống, vui lòng thử lại sau" }));
    case "/status/503-html":
      return res.writeHead(503, { "content-type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
    case "/text":
      return res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>Xin chào</p>");
    case "/json-not-envelope":
      return json(200, JSON.stringify({ hello: "world" }));
    case "/bad-data":
      return json(200, envelope({ data: "not a list" }));
    case "/not-found":
      return json(404, envelope({ isSuccess: false, errorMessage: "Sản phẩm không tồn tại", data: { id: 7 } }));
    case "/coded":
      return json(
        400,
        envelope({ isSuccess: false, errorMessage: "Mã SINHVIEN5 là coupon, không phải voucher", errorCode: "DISCOUNT_WRONG_KIND" }),
      );
    case "/coded-soft":
      return json(200, envelope({ isSuccess: false, errorMessage: "Mã khuyến mãi đã hết hạn", errorCode: "DISCOUNT_EXPIRED" }));
    case "/odd-code":
      return json(409, envelope({ isSuccess: false, errorMessage: "Xung đột", errorCode: 42 }));
    case "/prose-code":
      return json(400, envelope({ isSuccess: false, errorMessage: "Sai loại mã", errorCode: "sai loại mã" }));
    case "/request-id":
      return json(200, envelope({ data: [String(req.headers["x-request-id"] ?? "").length] }));
    case "/soft-fail":
      return json(200, envelope({ isSuccess: false, errorMessage: "Mã khuyến mãi đã hết hạn" }));
    case "/html-404":
      return res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
    case "/ok":
      return json(200, envelope({ data: [1, 2, 3], totalPage: 4, successMessage: "Thành công" }));
    case "/counted":
      return json(200, envelope({ data: [++countedCalls] }));
    case "/hang":
      return; // never answers
    case "/stall-body":
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"isSuccess":tr'); // headers and half a body, then nothing
      return;
    default:
      return json(404, envelope({ isSuccess: false, errorMessage: "Không tìm thấy địa chỉ yêu cầu" }));
  }
}

beforeAll(async () => {
  // A port nobody listens on: open a server, note its port, close it.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve, reject) => closed.close((e) => (e ? reject(e) : resolve())));

  badServer = http.createServer(misbehave);
  badServer.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => badServer.listen(0, "127.0.0.1", resolve));
  badUrl = `http://127.0.0.1:${(badServer.address() as AddressInfo).port}`;

  process.env.API_URL = closedUrl;
  process.env.AUTH_URL = badUrl;
  process.env.ADMIN_URL = badUrl;
  clientModule = await import("~/upstream/client.server");
  catalog = await import("~/upstream/catalog.server");
  productsRoute = await import("~/routes/products");
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => badServer.close(() => resolve()));
});

// upstreamFailure logs the technical detail with console.error: keep the output clean, and check it.
const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => logged.mockClear());

/** Runs `p`, returning what it threw (fails the test when it resolves). */
async function thrownBy(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

async function expectFailure(p: Promise<unknown>, status: 502 | 503 | 504, message: string): Promise<void> {
  const error = await thrownBy(p);
  expect(error).toBeInstanceOf(Response);
  const res = error as Response;
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("text/plain");
  expect(await res.text()).toContain(message);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining(`[upstream ${status}]`));
}

const auth = (path: string, client = new clientModule.UpstreamClient()) => client.get(z.array(z.number()), path, { host: "auth" });

describe("UpstreamClient error mapping", () => {
  it("a refused connection → Response 503", async () => {
    const client = new clientModule.UpstreamClient();
    await expectFailure(client.get(z.unknown(), "/api/HomePage/Categories"), 503, "tạm thời gián đoạn");
    // The failed call still has its Server-Timing entry.
    expect(client.serverTiming()).toContain('desc="GET /api/HomePage/Categories"');
    // Through a domain module too.
    await expectFailure(catalog.getCategories(new clientModule.UpstreamClient()), 503, "tạm thời gián đoạn");
  });

  it("an upstream 500 → Response 502", async () => {
    await expectFailure(auth("/status/500"), 502, "không hợp lệ");
    await expectFailure(auth("/status/503-html"), 502, "không hợp lệ");
  });

  it("a 200 that is not JSON → Response 502", async () => {
    await expectFailure(auth("/text"), 502, "không hợp lệ");
  });

  it("JSON that is not the envelope, or data of the wrong shape → Response 502", async () => {
    await expectFailure(auth("/json-not-envelope"), 502, "không hợp lệ");
    await expectFailure(auth("/bad-data"), 502, "không hợp lệ");
    await expectFailure(auth("/html-404"), 502, "không hợp lệ");
  });

  it("no answer within UPSTREAM_TIMEOUT_MS (300 ms) → Response 504", async () => {
    const started = performance.now();
    await expectFailure(auth("/hang"), 504, "quá chậm");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("a body that stops half-way → Response 504", async () => {
    await expectFailure(auth("/stall-body"), 504, "quá chậm");
  });

  it("4xx envelopes and isSuccess:false → UpstreamError with the upstream's message", async () => {
    const notFound = await thrownBy(auth("/not-found"));
    expect(notFound).toBeInstanceOf(clientModule.UpstreamError);
    expect(notFound).toMatchObject({ status: 404, message: "Sản phẩm không tồn tại", data: { id: 7 } });
    expect(clientModule.isNotFound(notFound)).toBe(true);

    const soft = await thrownBy(auth("/soft-fail"));
    expect(soft).toBeInstanceOf(clientModule.UpstreamError);
    expect(soft).toMatchObject({ status: 400, message: "Mã khuyến mãi đã hết hạn" });
    expect(clientModule.isNotFound(soft)).toBe(false);
  });

  it("the envelope's errorCode becomes UpstreamError.code; absent or not an UPPER_SNAKE code → null, never a 502", async () => {
    const wrongKind = { status: 400, code: "DISCOUNT_WRONG_KIND", message: "Mã SINHVIEN5 là coupon, không phải voucher" };
    expect(await thrownBy(auth("/coded"))).toMatchObject(wrongKind);
    expect(await thrownBy(auth("/coded-soft"))).toMatchObject({ status: 400, code: "DISCOUNT_EXPIRED" });
    // Before the upstream sends codes (and for 4xx without one): null.
    expect(await thrownBy(auth("/not-found"))).toMatchObject({ status: 404, code: null });
    const odd = await thrownBy(auth("/odd-code"));
    expect(odd).toBeInstanceOf(clientModule.UpstreamError);
    expect(odd).toMatchObject({ status: 409, code: null, message: "Xung đột" });
    expect(await thrownBy(auth("/prose-code"))).toMatchObject({ status: 400, code: null });
  });

  it("clients sharing a request's list record every call in one Server-Timing, and send the request id", async () => {
    const shared = { timings: [] as string[], requestId: "0f8e6c2a-5a7e-4c1b-9d4e-2b1f0a9c8d7e" };
    const anonymous = new clientModule.UpstreamClient(null, undefined, shared);
    const withToken = new clientModule.UpstreamClient("jwt-token", undefined, shared);
    expect((await auth("/request-id", anonymous)).data).toEqual([shared.requestId.length]);
    await auth("/ok", withToken);
    expect(anonymous.serverTiming()).toMatch(/^up0;desc="GET \/request-id";dur=[\d.]+, up1;desc="GET \/ok";dur=[\d.]+$/);
    expect(withToken.serverTiming()).toBe(anonymous.serverTiming());
    // A client of its own sends no id.
    expect((await auth("/request-id")).data).toEqual([0]);
  });

  it("a good answer still works on the same host after the failures", async () => {
    const client = new clientModule.UpstreamClient("jwt-token");
    const res = await auth("/ok", client);
    expect(res).toEqual({ data: [1, 2, 3], successMessage: "Thành công", totalPage: 4, extra: {} });
    expect(client.serverTiming()).toMatch(/^up0;desc="GET \/ok";dur=\d/);
  });

  it("a stale cached answer refreshed in the background is not counted as the page's call (one entry per path)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const get = (client: InstanceType<typeof clientModule.UpstreamClient>) =>
        client.get(z.array(z.number()), "/counted", { host: "auth", cache: "short" });
      const first = new clientModule.UpstreamClient();
      expect((await get(first)).data).toEqual([1]);
      expect(first.serverTiming()).toMatch(/^up0;desc="GET \/counted";dur=[\d.]+$/);

      vi.setSystemTime(Date.now() + 61_000); // stale: served as it is, refreshed behind it
      const second = new clientModule.UpstreamClient();
      expect((await get(second)).data).toEqual([1]);
      await vi.waitFor(() => expect(countedCalls).toBe(2));
      await new Promise((resolve) => setTimeout(resolve, 20)); // the refresh's own bookkeeping
      expect(second.serverTiming()).toMatch(/^up0;desc="GET \/counted \(cache\)";dur=[\d.]+$/);
      expect((await get(new clientModule.UpstreamClient())).data).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fetchMedia: an upstream 5xx → 502 (its body not passed on)", async () => {
    const media = await clientModule.fetchMedia("/status/500");
    expect(media.status).toBe(502);
    expect(await media.text()).toBe("");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("fetchMedia: the shopper going away (the request's signal aborts) is not logged as an upstream failure", async () => {
    const controller = new AbortController();
    const pending = clientModule.fetchMedia("/hang", { request: new Request("http://shop.test/media/x", { signal: controller.signal }) });
    setTimeout(() => controller.abort(), 20);
    const error = await thrownBy(pending);
    expect(error).toBeInstanceOf(Response);
    expect(logged).not.toHaveBeenCalled();
  });

  it("a page loader whose upstream is down throws the 503 Response to the error boundary", async () => {
    const out = await call(productsRoute.loader, getRequest("/san-pham"));
    expect(out.thrown).toBe(true);
    expect(out.status).toBe(503);
    expect(String(out.data)).toContain("gián đoạn");
  });
});
