/**
 * The inbox and the quick panel (ADR 0016): placing an order (guest checkout to an
 * account's address, account CheckOut) mails a confirmation and records it in mail_log; security-code
 * mails are recorded without their code; GET /api/User/Messages lists a customer's own mails newest
 * first with the unread count; GET …/{id} does not mark read, POST …/Read does (idempotent); another
 * customer's message is 404; GET /api/quick-panel/data for guests and customers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLog, news } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { readOutbox } from "../mail";
import { testApp, type ApiAnswer, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let lan: string;
let tuan: string;
const WARD = 100_166;
/** A printed book with plenty of stock, not in the flash sale. */
const BOOK = 320;
const NOW = new Date("2026-11-25T03:00:00.000Z"); // 10:00 in Vietnam

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "messages-test-secret-0123456789abcdef" }, listen: true, clock: () => NOW });
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});
afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);
const checkout = (key: string, extra: Record<string, unknown> = {}) => ({
  PaymentMethod: "VNPay",
  IdempotencyKey: key,
  ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  ...extra,
});

describe("inbox", () => {
  it("records order confirmations for the account of the address, lists them newest first, reads them by POST", async () => {
    expect((await api("GET", "/api/User/Messages", null)).status).toBe(401);
    const before = await api("GET", "/api/User/Messages", lan);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");

    // A guest checkout to Lan's address is recorded in Lan's inbox; a stranger's address is recorded without an account.
    const guest = await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      checkout("messages-guest-000001", {
        CartDetails: [{ ProductSaleId: BOOK, Quantity: 1 }],
        Name: "Nguyễn Thị Lan",
        Phone: "0912345678",
        Email: DEMO_ACCOUNTS.customer.email.toUpperCase(),
        Address: "Số 12, ngõ 165 Cầu Giấy",
        WardId: WARD,
      }),
    );
    expect(guest.status).toBe(200);
    // The same key again: the same order, no second mail.
    await api(
      "POST",
      "/api/Order/checkout-without-login",
      null,
      checkout("messages-guest-000001", {
        CartDetails: [{ ProductSaleId: BOOK, Quantity: 1 }],
        Name: "Nguyễn Thị Lan",
        Phone: "0912345678",
        Email: DEMO_ACCOUNTS.customer.email,
        Address: "Số 12, ngõ 165 Cầu Giấy",
        WardId: WARD,
      }),
    );
    // Lan's own CheckOut.
    expect((await api("POST", "/api/Order/add-product", lan, { ProductSaleId: BOOK, Quantity: 2 })).status).toBe(200);
    expect(
      (
        await api("PATCH", "/api/Order/Address", lan, {
          Name: "Nguyễn Thị Lan",
          Phone: "0912345678",
          Email: DEMO_ACCOUNTS.customer.email,
          Address: "Số 12",
          WardId: WARD,
        })
      ).status,
    ).toBe(200);
    expect((await api("POST", "/api/Order/CheckOut", lan, checkout("messages-account-000001"))).status).toBe(200);

    const list = await api("GET", "/api/User/Messages?page=1&pageSize=50", lan);
    const added: LooseJson[] = list.body.data.slice(0, list.body.data.length - before.body.data.length);
    expect(added).toHaveLength(2);
    for (const m of added) {
      expect(m).toMatchObject({ kind: "order_confirmation", readAt: null, sentAt: NOW.toISOString() });
      expect(m.subject).toMatch(/^Xác nhận đơn hàng DH\d{6}-\d{6} tại Nhà sách Đại học$/);
      expect(m.summary).toMatch(/^Đơn hàng DH\d{6}-\d{6} đã được ghi nhận: tổng [\d.]+ ₫, thanh toán qua VNPay\.$/);
      expect(m.summary).not.toContain("messages-");
      expect(Object.keys(m).sort()).toEqual(["id", "kind", "readAt", "refId", "sentAt", "subject", "summary"]);
    }
    expect(added[0].id).toBeGreaterThan(added[1].id); // newest first
    expect(list.body.unread).toBe(before.body.unread + 2);
    const outbox = await readOutbox(t.outbox, DEMO_ACCOUNTS.customer.email);
    expect(outbox.filter((m) => m.subject.startsWith("Xác nhận đơn hàng"))).toHaveLength(2);

    // Detail does not mark read; POST Read does, once.
    const id = added[0].id as number;
    const detail = await api("GET", `/api/User/Messages/${id}`, lan);
    expect(detail.body.data).toEqual(added[0]);
    expect((await api("GET", `/api/User/Messages/${id}`, lan)).body.data.readAt).toBeNull();
    const read = await api("POST", `/api/User/Messages/${id}/Read`, lan);
    expect(read.body.data).toEqual({ id, readAt: NOW.toISOString() });
    expect((await api("POST", `/api/User/Messages/${id}/Read`, lan)).body.data).toEqual({ id, readAt: NOW.toISOString() });
    expect((await api("GET", "/api/User/Messages", lan)).body.unread).toBe(before.body.unread + 1);

    // Another customer's message, unknown or bad ids.
    for (const [method, url] of [
      ["GET", `/api/User/Messages/${id}`],
      ["POST", `/api/User/Messages/${id}/Read`],
      ["GET", "/api/User/Messages/99999999"],
    ] as const) {
      const other = await api(method, url, tuan);
      expect([other.status, other.body.errorCode, other.body.errorMessage]).toEqual([404, "MESSAGE_NOT_FOUND", "Thư không tồn tại"]);
    }
    expect((await api("GET", "/api/User/Messages/abc", lan)).status).toBe(400);
    expect((await api("GET", "/api/User/Messages/-1", lan)).status).toBe(400);
    expect((await api("GET", "/api/User/Messages?page=0", lan)).status).toBe(400);
    expect((await api("GET", "/api/User/Messages?pageSize=51", lan)).status).toBe(400);
    expect((await api("GET", "/api/User/Messages?page=9999&pageSize=1", lan)).body.data).toEqual([]);
  });

  it("records a signed-in customer's order confirmation in their own inbox, whatever contact address they typed", async () => {
    const tuanBefore = await api("GET", "/api/User/Messages?page=1&pageSize=50", tuan);
    const lanBefore = await api("GET", "/api/User/Messages?page=1&pageSize=50", lan);
    const outboxBefore = (await readOutbox(t.outbox, DEMO_ACCOUNTS.customer.email)).length;
    expect((await api("POST", "/api/Order/add-product", tuan, { ProductSaleId: BOOK, Quantity: 1 })).status).toBe(200);
    // Tuấn orders as a gift for Lan: her address is the order's contact, the order is Tuấn's.
    const address = { Name: "Nguyễn Thị Lan", Phone: "0912345678", Email: DEMO_ACCOUNTS.customer.email, Address: "Số 12", WardId: WARD };
    expect((await api("PATCH", "/api/Order/Address", tuan, address)).status).toBe(200);
    expect((await api("POST", "/api/Order/CheckOut", tuan, checkout("messages-account-gift-01"))).status).toBe(200);

    const tuanAfter = await api("GET", "/api/User/Messages?page=1&pageSize=50", tuan);
    expect(tuanAfter.body.unread).toBe(tuanBefore.body.unread + 1);
    expect(tuanAfter.body.data[0]).toMatchObject({ kind: "order_confirmation", readAt: null });
    // The mail itself went to the contact address; Lan's inbox does not list another customer's order.
    expect((await readOutbox(t.outbox, DEMO_ACCOUNTS.customer.email)).length).toBe(outboxBefore + 1);
    expect((await api("GET", "/api/User/Messages?page=1&pageSize=50", lan)).body.unread).toBe(lanBefore.body.unread);
  });

  it("records security-code mails without their code", async () => {
    const res = await api("POST", "/api/User/SendSecurityCode", null, { Email: DEMO_ACCOUNTS.collaborator.email });
    expect(res.status).toBe(200);
    const [mail] = await readOutbox(t.outbox, DEMO_ACCOUNTS.collaborator.email);
    const row = t.db.select().from(mailLog).where(eq(mailLog.kind, "reset")).all().at(-1)!;
    expect(mail!.subject).toContain(mail!.code!);
    expect(row).toMatchObject({
      toEmail: DEMO_ACCOUNTS.collaborator.email,
      subject: "Mã xác nhận đặt lại mật khẩu Nhà sách Đại học",
      refId: null,
    });
    expect(row.userId).not.toBeNull();
    expect(row.summary).not.toContain(mail!.code!);
    const inbox = await api("GET", "/api/User/Messages", tuan);
    expect(inbox.body.data[0]).toMatchObject({ kind: "reset", summary: "Mã xác nhận đặt lại mật khẩu đã được gửi tới email này." });
  });
});

describe("quick panel", () => {
  it("gives guests today's date, events and notices without an order; customers their latest order", async () => {
    const guest = await api("GET", "/api/quick-panel/data", null);
    expect(guest.status).toBe(200);
    const data = guest.body.data;
    expect(Object.keys(data).sort()).toEqual(["events", "latestOrder", "notices", "today"]);
    expect(data.today).toBe("2026-11-25");
    expect(data.latestOrder).toBeNull();
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.events.length).toBeLessThanOrEqual(5);
    expect(data.notices.length).toBeLessThanOrEqual(5);
    for (const e of data.events) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.url).toMatch(/^\/tin-sach\/[a-z0-9-]+$/);
    }
    // An article dated on a coming day becomes the only event.
    const first = t.db.select().from(news).limit(1).get()!;
    t.db.update(news).set({ publishedAt: "2026-11-27T02:00:00.000Z" }).where(eq(news.id, first.id)).run();
    const soon = (await api("GET", "/api/quick-panel/data", null)).body.data;
    expect(soon.events).toEqual([{ id: first.id, title: first.title, date: "2026-11-27", url: `/tin-sach/${first.url}` }]);
    t.db.update(news).set({ publishedAt: first.publishedAt }).where(eq(news.id, first.id)).run();

    const mine = (await api("GET", "/api/quick-panel/data", lan)).body.data;
    expect(mine.latestOrder).toMatchObject({ status: "pending", statusName: "Chờ thanh toán" });
    expect(mine.latestOrder.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await api("GET", "/api/quick-panel/data", "not-a-token")).status).toBe(401);
  });
});
