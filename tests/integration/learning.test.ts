/**
 * The learner's pages against a real reference upstream (ADR 0013): `/bai-hoc/{id}` for a
 * guest (→ login), the owner (the lesson, its body sanitized, private) and a customer who does not own
 * the course (a 403 page naming the book to buy; marking it done → 403, never 500); `/khoa-hoc/{id}`
 * following the order: granted when the order is paid, gone when it is cancelled; `Thư viện của tôi`
 * listing the course with its progress.
 */
import { describe, expect, it, beforeAll } from "vitest";
import { createOrder, markOrderPaid } from "../../server/domain/orders";
import { cancelOrder } from "../../server/domain/order-history";
import { loadConfig } from "../../server/config";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { LEARNER_SEED_FACTS } from "../../server/seed/user-courses";
import { browse, CookieJar, getRequest, postRequest, useUpstream, signedIn } from "./support";

const upstream = useUpstream();
let lessonRoute: typeof import("~/routes/my-lesson");
let courseRoute: typeof import("~/routes/my-course");
let libraryRoute: typeof import("~/routes/account-library");

beforeAll(async () => {
  lessonRoute = await import("~/routes/my-lesson");
  courseRoute = await import("~/routes/my-course");
  libraryRoute = await import("~/routes/account-library");
});

type Page = {
  kind: string;
  notOwned?: { productId: number | null; isPreview: boolean };
  lesson?: { body: string | null; completed: boolean };
  exercises?: { id: number; title: string }[];
  exams?: { id: number; kind: string }[];
};

describe("the learner's lesson page", () => {
  it("sends a guest to log in", async () => {
    const out = await browse(new CookieJar(), lessonRoute.loader, getRequest("/bai-hoc/3"), { id: "3" });
    expect(out.status).toBeGreaterThanOrEqual(300);
    expect(out.status).toBeLessThan(400);
    expect(out.location).toBe(`/login?redirectTo=${encodeURIComponent("/bai-hoc/3")}`);
  });

  it("shows the owner the lesson in full, sanitized and private", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const out = await browse(lan, lessonRoute.loader, getRequest("/bai-hoc/2", lan), { id: "2" });
    expect(out.status).toBe(200);
    expect(out.headers.get("Cache-Control")).toBe("private, no-store");
    const page = out.data as Page;
    expect(page.kind).toBe("lesson");
    expect(page.lesson!.completed).toBe(true);
    expect(page.lesson!.body).toBeTruthy();
    expect(page.lesson!.body).not.toMatch(/<script/i);
    // The lesson's exercises, asked with the lesson.
    expect(page.exercises!.map((e) => [e.id, e.title])).toEqual([[2, "Bài tập: Giới hạn của dãy số"]]);
    expect(out.headers.get("Server-Timing")).toContain("GET /api/Examination/GetAssignments/");
  });

  it("lists the course's exams on the owner's course page", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const out = await browse(lan, courseRoute.loader, getRequest("/khoa-hoc/1", lan), { id: "1" });
    expect(out.status).toBe(200);
    const page = out.data as Page;
    expect(page.exams!.map((e) => [e.id, e.kind])).toEqual([[5, "exam"]]);
  });

  it("shows a customer who does not own the course a 403 page; marking it done is a 403 too", async () => {
    const tuan = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    const out = await browse(tuan, lessonRoute.loader, getRequest("/bai-hoc/1", tuan), { id: "1" });
    expect(out.status).toBe(403);
    expect(out.data).toMatchObject({ kind: "notOwned", notOwned: { productId: LEARNER_SEED_FACTS.productId, isPreview: true } });
    const posted = await browse(tuan, lessonRoute.action, postRequest("/bai-hoc/3", { intent: "complete" }, tuan), { id: "3" });
    expect([posted.status, posted.thrown]).toEqual([403, true]);
    expect(String(posted.data)).toContain("Bạn chưa mua khóa học này");
    const unknown = await browse(tuan, lessonRoute.loader, getRequest("/bai-hoc/99999999", tuan), { id: "99999999" });
    expect(unknown.status).toBe(404);
    const bad = await browse(tuan, lessonRoute.loader, getRequest("/bai-hoc/-1", tuan), { id: "-1" });
    expect(bad.status).toBe(404);
  });
});

describe("access follows the order", () => {
  it("grants the course when the order is paid and takes it away when the order is cancelled", async () => {
    const tuan = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    const course = () => browse(tuan, courseRoute.loader, getRequest("/khoa-hoc/1", tuan), { id: "1" });
    expect((await course()).status).toBe(403);

    const { order } = createOrder(upstream.db, {
      lines: [{ productSaleId: LEARNER_SEED_FACTS.productId, quantity: 1 }],
      name: "Lê Minh Tuấn",
      phone: "0903456789",
      email: DEMO_ACCOUNTS.collaborator.email,
      address: "Số 1 Tràng Tiền",
      wardId: 100_004, // Phường Ba Đình, Hà Nội (2025 map: orders refuse a retired ward)
      paymentMethod: "VNPay",
      idempotencyKey: "integration-learning-order-0001",
      userId: 3,
      ttlMinutes: 15,
    });
    expect((await course()).status).toBe(403); // pending grants nothing
    upstream.db.transaction((tx) => markOrderPaid(tx, order.id));
    const owned = await course();
    expect(owned.status).toBe(200);
    expect(owned.data).toMatchObject({ kind: "course", course: { id: 1, completedLessons: 0, totalLessons: 18 } });

    const library = await browse(tuan, libraryRoute.loader, getRequest("/tai-khoan/thu-vien-cua-toi?trangKhoaHoc=0", tuan));
    expect(library.status).toBe(200);
    expect(library.data).toMatchObject({ coursesPage: 1, courses: [{ id: 1, completedLessons: 0 }] });

    cancelOrder(upstream.db, loadConfig({}), 3, order.id, null, new Date());
    expect((await course()).status).toBe(403);
    const after = await browse(tuan, libraryRoute.loader, getRequest("/tai-khoan/thu-vien-cua-toi", tuan));
    expect(after.data).toMatchObject({ courses: [] });
  });
});
