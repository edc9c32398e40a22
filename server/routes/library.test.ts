/**
 * GET /api/Library (spec §2 /thu-vien, §3 "Course list: data and totalPage", §7) over real HTTP
 * (buildApp listening on a random port, a fresh seeded in-memory database): paging in display order
 * with totalPage, the item shape and its media paths, the selling product, accent-insensitive search,
 * the category filter, and bad queries answering 400 with a Vietnamese message (never 500); the learning calls:
 * the categories, a course's outline in course order, and a public lesson (preview in full, others
 * locked; courseId mismatch → 404 LESSON_NOT_FOUND).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp, type LooseJson } from "../testing/app";
import { CONTENT_FACTS } from "../seed/content";
import { COURSE_SEED_FACTS } from "../seed/courses";
import { LIBRARY_PAGE_SIZE } from "./library";

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await testApp({ listen: true });
  base = t.base;
});

afterAll(async () => {
  await t?.close();
});

interface Course {
  id: number;
  title: string;
  description: string;
  instructor: string;
  lessonsCount: number;
  image: string;
  thumbImage: string;
  productId: number | null;
  categoryId: number | null;
  categoryName: string | null;
}

/** GET `url` on the upstream; never accepts a 5xx. */
async function api(url: string): Promise<{
  status: number;
  body: { isSuccess: boolean; errorCode: string | null; errorMessage: string | null; data: LooseJson; totalPage: number | null };
}> {
  const res = await fetch(base + url);
  const text = await res.text();
  expect(res.status, `${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
  return { status: res.status, body: JSON.parse(text) };
}

const q = (s: string) => encodeURIComponent(s);

describe("GET /api/Library", () => {
  it("pages the courses in display order, 12 a page by default, with totalPage", async () => {
    expect(CONTENT_FACTS.courseCount).toBeGreaterThan(LIBRARY_PAGE_SIZE);
    const first = await api("/api/Library");
    expect(first.status).toBe(200);
    expect(first.body.isSuccess).toBe(true);
    expect(first.body.data).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.body.totalPage).toBe(Math.ceil(CONTENT_FACTS.courseCount / LIBRARY_PAGE_SIZE));
    const second = await api("/api/Library?page=2");
    expect(second.body.data).toHaveLength(CONTENT_FACTS.courseCount - LIBRARY_PAGE_SIZE);
    const all = (await api("/api/Library?pageSize=60")).body;
    expect(all.totalPage).toBe(1);
    expect(all.data.map((c: Course) => c.id)).toEqual([...first.body.data, ...second.body.data].map((c: Course) => c.id));
    expect(new Set(all.data.map((c: Course) => c.id)).size).toBe(CONTENT_FACTS.courseCount);
    const small = await api("/api/Library?page=3&pageSize=5");
    expect(small.body.data.map((c: Course) => c.id)).toEqual(all.data.slice(10, 15).map((c: Course) => c.id));
    expect(small.body.totalPage).toBe(Math.ceil(CONTENT_FACTS.courseCount / 5));
    expect((await api("/api/Library?page=9999")).body).toMatchObject({ isSuccess: true, data: [], totalPage: first.body.totalPage });
  });

  it("answers each course with its pictures and the product that sells it", async () => {
    const all: Course[] = (await api("/api/Library?pageSize=60")).body.data;
    for (const c of all) {
      expect(Object.keys(c).sort()).toEqual([
        "categoryId",
        "categoryName",
        "description",
        "id",
        "image",
        "instructor",
        "lessonsCount",
        "productId",
        "thumbImage",
        "title",
      ]);
      expect(c.lessonsCount).toBeGreaterThan(0);
      expect(c.title).toMatch(/[^\x00-\x7f]/);
      expect(c.image).toMatch(/^\/media\/courses\/.+\.svg$/);
    }
    for (const image of [all[0]!.image, all[0]!.thumbImage]) {
      const res = await fetch(base + image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    }
    const sold = all.filter((c) => c.productId !== null);
    expect(sold.length).toBeGreaterThan(all.length / 2);
    for (const c of sold.slice(0, 4)) {
      const courses = (await api(`/api/ProductPage/CourseInProductSale/${c.productId}`)).body.data as { id: number }[];
      expect(courses.map((x) => x.id)).toContain(c.id);
    }
    expect(all.find((c) => c.id === CONTENT_FACTS.unsoldCourseId)?.productId).toBeNull();
  });

  it("searches accent- and case-insensitively, every word counting", async () => {
    const found: Course[] = (await api(`/api/Library?searchContent=${q(CONTENT_FACTS.librarySearchTerm)}`)).body.data;
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.some((c) => c.title.includes(CONTENT_FACTS.librarySearchTitle))).toBe(true);
    const accented: Course[] = (await api(`/api/Library?searchContent=${q("LẬP TRÌNH")}`)).body.data;
    expect(accented.map((c) => c.id)).toEqual(found.map((c) => c.id));
    const narrowed: Course[] = (await api(`/api/Library?searchContent=${q("lap trinh python")}`)).body.data;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(found.length);
    for (const c of narrowed) expect(c.title + c.description).toMatch(/Python/);
    // By instructor too, and đ folds to d.
    const first = found[0]!;
    const byInstructor: Course[] = (await api(`/api/Library?searchContent=${q(first.instructor.split(" ").slice(-2).join(" "))}`)).body
      .data;
    expect(byInstructor.map((c) => c.id)).toContain(first.id);
    expect((await api(`/api/Library?searchContent=${q("dai so")}`)).body.data.some((c: Course) => c.title.startsWith("Đại số"))).toBe(true);
    expect((await api("/api/Library?searchContent=zzzkhongcogi")).body).toMatchObject({ data: [], totalPage: 1 });
    expect((await api(`/api/Library?searchContent=${q("100%_\\")}`)).status).toBe(200);
    const blank = await api(`/api/Library?searchContent=${q("   ")}`);
    expect(blank.body.data).toHaveLength(LIBRARY_PAGE_SIZE);
  });

  it("answers 400 with a Vietnamese message for bad queries, never 500", async () => {
    const bad = [
      ...["0", "-1", "1000000000", "abc", "1.5", ""].map((p) => `page=${p}`),
      ...["0", "61", "x"].map((s) => `pageSize=${s}`),
      ...["0", "-1", "abc", "1.5", "99999999999"].map((c) => `categoryId=${c}`),
      `searchContent=${"a".repeat(201)}`,
      "searchContent=a&searchContent=b",
    ];
    for (const query of bad) {
      const res = await api(`/api/Library?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.isSuccess).toBe(false);
      expect(res.body.errorMessage, query).toMatch(/^Dữ liệu không hợp lệ: /);
    }
    expect((await api("/api/Library?page=0")).body.errorMessage).toBe("Dữ liệu không hợp lệ: page – Trang không hợp lệ");
  });
});

describe("GET /api/Library?categoryId and /api/Library/CourseCategories", () => {
  it("lists the categories in order with their course counts, and the filter narrows the list to one category", async () => {
    const res = await api("/api/Library/CourseCategories");
    expect(res.status).toBe(200);
    const cats = res.body.data as { id: number; name: string; slug: string; coursesCount: number }[];
    expect(cats.length).toBeGreaterThan(1);
    expect(cats[0]).toEqual({ id: 1, name: "Toán học", slug: "toan-hoc", coursesCount: expect.any(Number) });
    expect(cats.reduce((n, c) => n + c.coursesCount, 0)).toBe(CONTENT_FACTS.courseCount);
    const all: Course[] = (await api("/api/Library?pageSize=60")).body.data;
    for (const cat of cats) {
      const page = await api(`/api/Library?categoryId=${cat.id}&pageSize=60`);
      expect(page.status).toBe(200);
      const ids = (page.body.data as Course[]).map((c) => c.id);
      expect(ids).toHaveLength(cat.coursesCount);
      // Same display order as the whole list.
      expect(ids).toEqual(all.filter((c) => c.categoryId === cat.id).map((c) => c.id));
      for (const c of page.body.data as Course[]) expect(c).toMatchObject({ categoryId: cat.id, categoryName: cat.name });
    }
    // With a search, both count; paging keeps the filter; an unknown category is an empty page.
    const maths = await api(`/api/Library?categoryId=1&searchContent=${q("dai so")}`);
    expect((maths.body.data as Course[]).map((c) => c.title)).toEqual([expect.stringMatching(/^Đại số/)]);
    expect((await api(`/api/Library?categoryId=2&searchContent=${q("dai so")}`)).body.data).toEqual([]);
    const small = await api("/api/Library?categoryId=2&pageSize=2&page=2");
    expect(small.body.totalPage).toBe(Math.ceil(cats[1]!.coursesCount / 2));
    for (const c of small.body.data as Course[]) expect(c.categoryId).toBe(2);
    expect((await api("/api/Library?categoryId=9999")).body).toMatchObject({ isSuccess: true, data: [], totalPage: 1 });
  });
});

describe("GET /api/Library/CourseDetail/{id}", () => {
  it("answers a course with its outline in course order; 404 for an unknown id, 400 for a malformed one", async () => {
    const listed: Course[] = (await api("/api/Library?pageSize=60")).body.data;
    const unsold = listed.find((c) => c.id === CONTENT_FACTS.unsoldCourseId);
    const detail = await api(`/api/Library/CourseDetail/${CONTENT_FACTS.unsoldCourseId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ ...unsold, productId: null, productName: null });

    const course = (await api(`/api/Library/CourseDetail/${COURSE_SEED_FACTS.courseId}`)).body.data;
    expect(course).toMatchObject({ id: 1, title: "Giải tích 1 – Bài giảng video", categoryName: "Toán học" });
    expect(course.productId).toBeGreaterThan(0);
    expect(course.productName).toMatch(/\S/);
    const chapters = course.chapters as { id: number; title: string; position: number; lessons: LooseJson[] }[];
    expect(chapters.map((c) => c.position)).toEqual(chapters.map((_, i) => i + 1));
    const lessons = chapters.flatMap((c) => c.lessons);
    expect(lessons).toHaveLength(course.lessonsCount);
    expect(lessons.map((l) => l.number)).toEqual(lessons.map((_, i) => i + 1));
    for (const c of chapters) expect(c.lessons.map((l) => l.position)).toEqual(c.lessons.map((_, i) => i + 1));
    expect(course.durationSeconds).toBe(lessons.reduce((n, l) => n + l.durationSeconds, 0));
    expect(Object.keys(lessons[0]).sort()).toEqual(["durationSeconds", "hasVideo", "id", "isPreview", "number", "position", "title"]);
    expect(lessons.slice(0, 4)).toMatchObject([
      { id: COURSE_SEED_FACTS.previewLessonId, isPreview: true, hasVideo: true },
      { id: COURSE_SEED_FACTS.secondPreviewLessonId, isPreview: true, hasVideo: true },
      { id: COURSE_SEED_FACTS.lockedLessonId, isPreview: false, hasVideo: true },
      { id: COURSE_SEED_FACTS.readingLessonId, isPreview: false, hasVideo: false },
    ]);
    expect(lessons.filter((l) => l.isPreview)).toHaveLength(2);

    const missing = await api("/api/Library/CourseDetail/99999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: "NOT_FOUND", errorMessage: "Không tìm thấy khóa học" });
    for (const id of ["0", "-1", "abc", "1.5", "99999999999"]) expect((await api(`/api/Library/CourseDetail/${id}`)).status, id).toBe(400);
  });
});

describe("GET /api/Library/LessonDetail/{id}", () => {
  const f = COURSE_SEED_FACTS;

  it("answers a preview lesson in full, with its neighbours, poster and the product that sells the course", async () => {
    const course = (await api(`/api/Library/CourseDetail/${f.courseId}`)).body.data;
    const res = await api(`/api/Library/LessonDetail/${f.previewLessonId}`);
    expect(res.status).toBe(200);
    const l = res.body.data;
    expect(l).toMatchObject({
      id: f.previewLessonId,
      courseId: f.courseId,
      courseTitle: course.title,
      chapterId: course.chapters[0].id,
      chapterTitle: course.chapters[0].title,
      number: 1,
      position: 1,
      isPreview: true,
      hasVideo: true,
      locked: false,
      videoURL: "/media/video/bai-giang-mau.webm",
      captionsURL: "/media/video/bai-giang-mau.vi.vtt",
      posterURL: course.image,
      previousLessonId: null,
      nextLessonId: f.secondPreviewLessonId,
      productId: course.productId,
      productName: course.productName,
    });
    expect(l.body).toMatch(/<h2>/);
    expect((await api(`/api/Library/LessonDetail/${f.secondPreviewLessonId}?courseId=${f.courseId}`)).body.data).toMatchObject({
      previousLessonId: f.previewLessonId,
      nextLessonId: f.lockedLessonId,
      number: 2,
    });
  });

  it("answers any other lesson locked: title, chapter and length, but no body, video or captions", async () => {
    const locked = (await api(`/api/Library/LessonDetail/${f.lockedLessonId}`)).body.data;
    expect(locked).toMatchObject({
      id: f.lockedLessonId,
      locked: true,
      isPreview: false,
      hasVideo: true,
      body: null,
      videoURL: null,
      captionsURL: null,
    });
    expect(locked.title).toMatch(/\S/);
    expect(locked.durationSeconds).toBeGreaterThan(0);
    expect(locked.posterURL).toMatch(/^\/media\/courses\//);
    const reading = (await api(`/api/Library/LessonDetail/${f.readingLessonId}`)).body.data;
    expect(reading).toMatchObject({ locked: true, hasVideo: false, previousLessonId: f.lockedLessonId });
    // The last lesson of a course has no next one; course 2 starts with lesson 19.
    const course = (await api(`/api/Library/CourseDetail/${f.courseId}`)).body.data;
    const last = course.chapters.at(-1).lessons.at(-1);
    expect((await api(`/api/Library/LessonDetail/${last.id}`)).body.data).toMatchObject({
      nextLessonId: null,
      number: course.lessonsCount,
    });
    expect((await api(`/api/Library/LessonDetail/${f.otherCourseLessonId}`)).body.data).toMatchObject({
      courseId: 2,
      previousLessonId: null,
    });
  });

  it("answers 404 LESSON_NOT_FOUND for an unknown lesson or one of another course, 400 for malformed ids", async () => {
    for (const url of [
      "/api/Library/LessonDetail/99999",
      `/api/Library/LessonDetail/${f.otherCourseLessonId}?courseId=${f.courseId}`,
      `/api/Library/LessonDetail/${f.previewLessonId}?courseId=2`,
      `/api/Library/LessonDetail/${f.previewLessonId}?courseId=99999`,
    ]) {
      const res = await api(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ isSuccess: false, errorCode: "LESSON_NOT_FOUND", errorMessage: "Không tìm thấy bài học" });
    }
    for (const url of ["0", "-1", "abc", "1.5", "99999999999", "1?courseId=0", "1?courseId=abc", "1?courseId=1&courseId=2"]) {
      const res = await api(`/api/Library/LessonDetail/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.body.errorMessage, url).toMatch(/^Dữ liệu không hợp lệ: /);
    }
  });
});
