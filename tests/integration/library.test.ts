/**
 * My library through the storefront's route modules and the real reference upstream over HTTP (issue
 * 12): the ebook file route streams the upstream's PDF with the customer's token, passing Range,
 * If-Range and If-None-Match on and 206 / 304 / 416 with their headers back; ownership (another
 * customer → 404, never the file); a guest → the login redirect; the list and detail loaders.
 */
import { hashSync } from "bcryptjs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { orders } from "../../server/db/schema";
import { insertUser } from "../../server/data/users";
import { markOrderPaid } from "../../server/domain/orders";
import { SEED_FACTS } from "../../server/seed/catalog";
import { call, CookieJar, getRequest, useUpstream } from "./support";

const upstream = useUpstream();
const EBOOK = SEED_FACTS.digitalProductId;
const FILE = `/tai-khoan/thu-vien-cua-toi/${EBOOK}/tep`;

let fileRoute: typeof import("~/routes/account-library-file");
let listRoute: typeof import("~/routes/account-library");
let itemRoute: typeof import("~/routes/account-library-item");
let getLoadContext: (request: Request) => AppLoadContext;
let owner: CookieJar;
let stranger: CookieJar;
let orderId: number;

/** A token of a new active customer, from the upstream's login. */
async function customerToken(email: string): Promise<string> {
  insertUser(upstream.db, { email, name: "Đặng Quốc Huy", passwordHash: hashSync("MatKhau@123", 4), isActive: true });
  const res = await fetch(`${upstream.url}/api/Authentication/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ Email: email, Password: "MatKhau@123" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A browser whose `__session` holds `token`, as the storefront writes it. */
async function jarWithToken(token: string): Promise<CookieJar> {
  const session = await import("~/session.server");
  const s = await session.getAuthSession(new Request("http://shop.test/"));
  s.setToken(token, false);
  return new CookieJar().take(new Headers([["Set-Cookie", (await s.setCookie())!]]));
}

/** The file route's answer (as the storefront's server would send it) for `jar` with `headers`. */
async function file(jar: CookieJar, headers: Record<string, string> = {}, path = FILE) {
  const request = getRequest(path, jar);
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v);
  try {
    return (await fileRoute.loader({ request, params: { id: path.split("/")[3]! }, context: getLoadContext(request) })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeAll(async () => {
  fileRoute = await import("~/routes/account-library-file");
  listRoute = await import("~/routes/account-library");
  itemRoute = await import("~/routes/account-library-item");
  ({ getLoadContext } = await import("~/context.server"));

  const token = await customerToken("huy.thuvien@example.vn");
  const api = (path: string, body: unknown) =>
    fetch(`${upstream.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: unknown }>);
  await api("/api/Order/add-product", { ProductSaleId: EBOOK, Quantity: 1 });
  const placed = await api("/api/Order/CheckOut", {
    PaymentMethod: "VNPay",
    IdempotencyKey: "library-integration-01",
    ReturnUrl: "http://shop.test/r",
  });
  const code = new URL(placed.data as string).searchParams.get("vnp_TxnRef")!;
  orderId = upstream.db.select().from(orders).where(eq(orders.code, code)).get()!.id;
  expect(upstream.db.transaction((tx) => markOrderPaid(tx, orderId))).toBe(true);
  owner = await jarWithToken(token);
  stranger = await jarWithToken(await customerToken("an.khac@example.vn"));
});

describe("the ebook file route", () => {
  let whole: Buffer;
  let etag: string;

  it("streams the whole PDF with the upstream's file headers", async () => {
    const res = await file(owner);
    expect(res.status).toBe(200);
    expect(res.body).toBeInstanceOf(ReadableStream);
    whole = Buffer.from(await res.arrayBuffer());
    etag = res.headers.get("etag")!;
    expect(whole.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(whole.length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"; filename\*=UTF-8''/);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const inline = await file(owner, {}, `${FILE}?inline=1`);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; /);
    await inline.body?.cancel();
  });

  it("passes Range and If-Range on, and 206 / 416 with Content-Range back", async () => {
    const part = await file(owner, { range: "bytes=10-109" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-109/${whole.length}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(10, 110))).toBe(true);

    const matching = await file(owner, { range: "bytes=-20", "if-range": etag });
    expect(matching.status).toBe(206);
    expect(Buffer.from(await matching.arrayBuffer()).equals(whole.subarray(whole.length - 20))).toBe(true);
    const changed = await file(owner, { range: "bytes=-20", "if-range": '"another"' });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).length).toBe(whole.length);

    const beyond = await file(owner, { range: `bytes=${whole.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    await beyond.body?.cancel();
  });

  it("lets the shopper go away mid-file: the upstream request is aborted, nothing crashes", async () => {
    const controller = new AbortController();
    const request = new Request(new URL(FILE, "http://shop.test"), { headers: { cookie: owner.header() }, signal: controller.signal });
    const res = (await fileRoute.loader({ request, params: { id: String(EBOOK) }, context: getLoadContext(request) })) as Response;
    const reader = res.body!.getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    controller.abort();
    await reader.read().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50)); // an unheard error event would fail the run here
    const again = await file(owner);
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await file(owner, { "if-none-match": etag });
    expect(res.status).toBe(304);
    expect(res.body).toBeNull();
    expect(res.headers.get("etag")).toBe(etag);
  });

  it("gives another customer a 404 (never the file), a guest the login redirect, a malformed id a 404", async () => {
    const denied = await file(stranger);
    expect(denied.status).toBe(404);
    expect(denied.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await denied.text()).toBe("Không tìm thấy sách điện tử này trong thư viện của bạn.");
    const guest = await file(new CookieJar());
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(FILE)}`);
    expect((await file(owner, {}, "/tai-khoan/thu-vien-cua-toi/abc/tep")).status).toBe(404);
    expect((await file(owner, {}, "/tai-khoan/thu-vien-cua-toi/99999999/tep")).status).toBe(404);
  });
});

describe("the library pages' loaders", () => {
  it("list the owner's ebook (page clamped) and show its detail with the order; another customer sees none", async () => {
    for (const query of ["", "?page=0", "?page=-1", "?page=abc"]) {
      const list = await call(listRoute.loader, getRequest(`/tai-khoan/thu-vien-cua-toi${query}`, owner));
      expect(list.status).toBe(200);
      expect(list.data).toMatchObject({ page: 1, totalPage: 1, ebooks: [{ productSaleId: EBOOK, orderId, pageCount: 6 }] });
    }
    const item = await call(itemRoute.loader, getRequest(`/tai-khoan/thu-vien-cua-toi/${EBOOK}`, owner), { id: String(EBOOK) });
    expect(item.data).toMatchObject({ ebook: { productSaleId: EBOOK, orderId, fileUrl: `/api/UserDigitalProduct/${EBOOK}/file` } });

    const empty = await call(listRoute.loader, getRequest("/tai-khoan/thu-vien-cua-toi", stranger));
    expect(empty.data).toMatchObject({ ebooks: [], catalogPath: expect.stringMatching(/^\/san-pham\/danh-muc\/\d+$/) });
    const denied = await call(itemRoute.loader, getRequest(`/tai-khoan/thu-vien-cua-toi/${EBOOK}`, stranger), { id: String(EBOOK) });
    expect(denied).toMatchObject({ status: 404, thrown: true });
  });
});
