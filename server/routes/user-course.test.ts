/**
 * The learner's courses over real HTTP (docs/openapi.yaml "My courses", ADR 0013): granted by the VNPay
 * IPN that marks an order of the course's book paid, revoked when that order is cancelled (kept while
 * a second paid order holds it), only to their owner (403 COURSE_NOT_OWNED with the product to buy,
 * 404 for unknown courses and lessons), progress recorded per learner; the seeded demo learner.
 */
import { hashSync } from "bcryptjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { orders, userCourses } from "../db/schema";
import { insertUser } from "../data/users";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { COURSE_SEED_FACTS } from "../seed/courses";
import { LEARNER_SEED_FACTS } from "../seed/user-courses";
import { testApp, type ApiAnswer, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let db: Db;
let minh: string; // a fresh customer who buys course 1's book
let hoa: string; // another fresh customer who owns nothing
let lan: string; // the seeded demo learner
const PASSWORD = "MatKhau@123";
const COURSE = COURSE_SEED_FACTS.courseId;
const BOOK = LEARNER_SEED_FACTS.productId;
const WARD = 100_166;

async function customer(email: string, name: string): Promise<string> {
  insertUser(db, { email, name, passwordHash: hashSync(PASSWORD, 4), isActive: true, phone: "0912345678" });
  return t.login(email, PASSWORD);
}

beforeAll(async () => {
  t = await testApp({
    env: { JWT_SECRET: "user-course-test-secret-0123456789abcdef" },
    listen: true,
    selfUrls: ["publicUrl", "vnpayHost", "vnpayIpnUrl"],
  });
  db = t.db;
  minh = await customer("minh.course@example.vn", "Phạm Đức Minh");
  hoa = await customer("hoa.course@example.vn", "Vũ Thị Hoa");
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown): Promise<ApiAnswer> => t.api(method, url, token, body);

let keys = 0;
/** Buys one `productId` (a printed book, delivered to a Hanoi ward) and pays or cancels on the VNPay sandbox; returns the order. */
async function buy(token: string, productId: number, choice: "pay" | "cancel" = "pay") {
  expect((await api("POST", "/api/Order/add-product", token, { ProductSaleId: productId, Quantity: 1 })).status).toBe(200);
  const address = { Name: "Phạm Đức Minh", Phone: "0912345678", Email: "minh.course@example.vn", Address: "Số 1 Tràng Tiền", WardId: WARD };
  expect((await api("PATCH", "/api/Order/Address", token, address)).status).toBe(200);
  const placed = await api("POST", "/api/Order/CheckOut", token, {
    PaymentMethod: "VNPay",
    IdempotencyKey: `user-course-test-${String(++keys).padStart(6, "0")}`,
    ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
  });
  expect(placed.status).toBe(200);
  const url = new URL(placed.body.data as string);
  const res = await fetch(`${t.base}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payload: url.search.slice(1), choice, simulate: "00" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return db
    .select()
    .from(orders)
    .where(eq(orders.code, url.searchParams.get("vnp_TxnRef")!))
    .get()!;
}

const courseIds = async (token: string): Promise<number[]> => {
  const res = await api("GET", "/api/UserCourse?pageSize=60", token);
  expect(res.status).toBe(200);
  return res.body.data.map((c: LooseJson) => c.id);
};

describe("UserCourse", () => {
  it("needs a bearer token; bad ids and pages are a 400", async () => {
    for (const [method, url] of [
      ["GET", "/api/UserCourse"],
      ["GET", `/api/UserCourse/CourseDetail/${COURSE}`],
      ["GET", `/api/UserCourse/LessonDetail/1`],
      ["POST", `/api/UserCourse/LessonProgress/1`],
    ] as const) {
      const res = await api(method, url, null, method === "POST" ? { completed: true } : undefined);
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe("UNAUTHORIZED");
    }
    for (const url of [
      "/api/UserCourse?page=0",
      "/api/UserCourse?page=abc",
      "/api/UserCourse?pageSize=61",
      "/api/UserCourse/CourseDetail/abc",
      "/api/UserCourse/LessonDetail/-1",
      "/api/UserCourse/LessonDetail/1?courseId=x",
    ]) {
      const res = await api("GET", url, minh);
      expect([url, res.status, res.body.errorCode]).toEqual([url, 400, "VALIDATION_FAILED"]);
    }
    expect((await api("POST", "/api/UserCourse/LessonProgress/1", lan, { completed: "yes" })).status).toBe(400);
    expect((await api("POST", "/api/UserCourse/LessonProgress/1", lan, {})).status).toBe(400);
  });

  it("the demo learner owns course 1 with lessons 1–2 done and lesson 2 opened last", async () => {
    const res = await api("GET", "/api/UserCourse", lan);
    expect(res.status).toBe(200);
    expect(res.body.totalPage).toBe(1);
    const item = res.body.data.find((c: LooseJson) => c.id === COURSE);
    expect(item).toMatchObject({
      productId: BOOK,
      completedLessons: 2,
      totalLessons: LEARNER_SEED_FACTS.totalLessons,
      lastLessonId: LEARNER_SEED_FACTS.lastLessonId,
      categoryName: "Toán học",
    });
    expect(item.lastOpenedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.body.data[0].id).toBe(COURSE); // opened last → first

    const detail = await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, lan);
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d).toMatchObject({ id: COURSE, productId: BOOK, completedLessons: 2, totalLessons: 18, lastLessonId: 2 });
    const lessons = d.chapters.flatMap((c: LooseJson) => c.lessons);
    expect(lessons).toHaveLength(18);
    expect(lessons.map((l: LooseJson) => l.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(lessons.filter((l: LooseJson) => l.completed).map((l: LooseJson) => l.id)).toEqual([1, 2]);
    expect(d.durationSeconds).toBe(lessons.reduce((s: number, l: LooseJson) => s + l.durationSeconds, 0));
  });

  it("pages the list", async () => {
    const p1 = await api("GET", "/api/UserCourse?pageSize=1", lan);
    expect(p1.body.data).toHaveLength(1);
    const p9 = await api("GET", "/api/UserCourse?page=9&pageSize=1", lan);
    expect([p9.status, p9.body.data]).toEqual([200, []]);
    expect((await api("GET", "/api/UserCourse", hoa)).body).toMatchObject({ data: [], totalPage: 1 });
  });

  it("a non-owner gets 403 COURSE_NOT_OWNED with the product to buy; unknown ids 404", async () => {
    const course = await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, hoa);
    expect(course.status).toBe(403);
    expect(course.body).toMatchObject({
      errorCode: "COURSE_NOT_OWNED",
      errorMessage: "Bạn chưa sở hữu khóa học này",
      data: { courseId: COURSE, productId: BOOK },
    });
    const locked = await api("GET", `/api/UserCourse/LessonDetail/${COURSE_SEED_FACTS.lockedLessonId}`, hoa);
    expect(locked.status).toBe(403);
    expect(locked.body.data).toEqual({ courseId: COURSE, productId: BOOK, isPreview: false });
    const preview = await api("GET", `/api/UserCourse/LessonDetail/${COURSE_SEED_FACTS.previewLessonId}`, hoa);
    expect(preview.body.data).toMatchObject({ isPreview: true });
    const progress = await api("POST", `/api/UserCourse/LessonProgress/${COURSE_SEED_FACTS.lockedLessonId}`, hoa, { completed: true });
    expect([progress.status, progress.body.errorCode]).toEqual([403, "COURSE_NOT_OWNED"]);

    const unknownCourse = await api("GET", "/api/UserCourse/CourseDetail/999999", lan);
    expect([unknownCourse.status, unknownCourse.body.errorCode, unknownCourse.body.errorMessage]).toEqual([
      404,
      "NOT_FOUND",
      "Không tìm thấy khóa học",
    ]);
    for (const url of [
      "/api/UserCourse/LessonDetail/999999",
      `/api/UserCourse/LessonDetail/${COURSE_SEED_FACTS.otherCourseLessonId}?courseId=${COURSE}`,
    ]) {
      const res = await api("GET", url, lan);
      expect([res.status, res.body.errorCode, res.body.errorMessage]).toEqual([404, "LESSON_NOT_FOUND", "Không tìm thấy bài học"]);
    }
    expect((await api("POST", "/api/UserCourse/LessonProgress/999999", lan, { completed: true })).status).toBe(404);
  });

  it("the owner reads a lesson in full, which records where they stopped", async () => {
    const res = await api("GET", `/api/UserCourse/LessonDetail/${COURSE_SEED_FACTS.lockedLessonId}?courseId=${COURSE}`, lan);
    expect(res.status).toBe(200);
    const l = res.body.data;
    expect(l).toMatchObject({
      id: COURSE_SEED_FACTS.lockedLessonId,
      courseId: COURSE,
      number: 3,
      locked: false,
      isPreview: false,
      previousLessonId: 2,
      completed: false,
      completedLessons: 2,
      totalLessons: 18,
      productId: BOOK,
      posterURL: expect.stringMatching(/^\/media\/courses\//),
    });
    expect(l.body).toBeTruthy();
    expect(l.videoURL).toBe("/media/video/bai-giang-mau.webm");
    const first = await api("GET", `/api/UserCourse/LessonDetail/1`, lan);
    expect(first.body.data.previousLessonId).toBeNull();
    const list = await api("GET", "/api/UserCourse", lan);
    expect(list.body.data.find((c: LooseJson) => c.id === COURSE).lastLessonId).toBe(1);
    // put the demo learner back where the seed left them (other specs read it)
    await api("GET", `/api/UserCourse/LessonDetail/${LEARNER_SEED_FACTS.lastLessonId}`, lan);
  });

  it("grants on paid, not on a cancelled payment; progress toggles and counts; revokes on cancel; a second order keeps the course", async () => {
    const unpaid = await buy(minh, BOOK, "cancel");
    expect(unpaid.status).not.toBe("paid");
    expect(await courseIds(minh)).toEqual([]);

    const first = await buy(minh, BOOK);
    expect(first.status).toBe("paid");
    expect(await courseIds(minh)).toEqual([COURSE]);
    expect(db.select().from(userCourses).where(eq(userCourses.orderId, first.id)).all()).toHaveLength(1);

    const done = await api("POST", `/api/UserCourse/LessonProgress/${COURSE_SEED_FACTS.lockedLessonId}`, minh, { completed: true });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ lessonId: 3, courseId: COURSE, completed: true, completedLessons: 1, totalLessons: 18 });
    const again = await api("POST", `/api/UserCourse/LessonProgress/${COURSE_SEED_FACTS.lockedLessonId}`, minh, { completed: true });
    expect(again.body.data.completedLessons).toBe(1);
    await api("POST", "/api/UserCourse/LessonProgress/4", minh, { completed: true });
    const undo = await api("POST", "/api/UserCourse/LessonProgress/4", minh, { completed: false });
    expect(undo.body.data).toMatchObject({ completed: false, completedLessons: 1 });
    const detail = await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, minh);
    expect(detail.body.data.completedLessons).toBe(1);
    // the demo learner's progress is theirs alone
    expect((await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, lan)).body.data.completedLessons).toBe(2);

    const second = await buy(minh, BOOK);
    expect(second.status).toBe("paid");
    const cancel = await api("PATCH", "/api/User/CancelOrder", minh, { OrderId: first.id });
    expect(cancel.status).toBe(200);
    expect(db.select().from(userCourses).where(eq(userCourses.orderId, first.id)).get()!.revokedAt).not.toBeNull();
    expect(await courseIds(minh)).toEqual([COURSE]);

    expect((await api("PATCH", "/api/User/CancelOrder", minh, { OrderId: second.id })).status).toBe(200);
    expect(await courseIds(minh)).toEqual([]);
    expect((await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, minh)).status).toBe(403);
    expect((await api("GET", `/api/UserCourse/LessonDetail/3`, minh)).status).toBe(403);

    // buying again restores the progress
    await buy(minh, BOOK);
    expect((await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, minh)).body.data.completedLessons).toBe(1);
  });

  it("counts progress per chapter, and resumes on another device at the lesson opened last", async () => {
    const d = (await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, lan)).body.data;
    const perChapter = d.chapters.map((c: LooseJson) => [c.completedLessons, c.totalLessons]);
    expect(perChapter.reduce((s: number, [done]: number[]) => s + done!, 0)).toBe(2);
    expect(perChapter.reduce((s: number, [, total]: number[]) => s + total!, 0)).toBe(18);
    for (const c of d.chapters) {
      expect(c.completedLessons).toBe(c.lessons.filter((l: LooseJson) => l.completed).length);
      expect(c.totalLessons).toBe(c.lessons.length);
    }

    // another device: a session of its own, no cookie shared with the first
    const phone = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const lesson = COURSE_SEED_FACTS.lockedLessonId;
    expect((await api("GET", `/api/UserCourse/LessonDetail/${lesson}`, phone)).status).toBe(200);
    expect((await api("GET", `/api/UserCourse/CourseDetail/${COURSE}`, lan)).body.data.lastLessonId).toBe(lesson);
    const [item] = (await api("GET", "/api/UserCourse", lan)).body.data.filter((c: LooseJson) => c.id === COURSE);
    expect(item.lastLessonId).toBe(lesson);
  });
});
