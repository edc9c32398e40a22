/**
 * GET /api/Library (spec §2 /thu-vien, §3 "Course list: data and totalPage", §7) over real HTTP
 * (buildApp listening on a random port, a fresh seeded in-memory database): paging in display order
 * with totalPage, the item shape and its media paths, the selling product, accent-insensitive search,
 * and bad queries answering 400 with a Vietnamese message (never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp, type LooseJson } from "../testing/app";
import { CONTENT_FACTS } from "../seed/content";
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
}

/** GET `url` on the upstream; never accepts a 5xx. */
async function api(
  url: string,
): Promise<{ status: number; body: { isSuccess: boolean; errorMessage: string | null; data: LooseJson; totalPage: number | null } }> {
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

describe("GET /api/Library/CourseDetail/{id}", () => {
  it("answers a course in the list's shape; 404 for an unknown id, 400 for a malformed one", async () => {
    const listed: Course[] = (await api("/api/Library?pageSize=60")).body.data;
    const unsold = listed.find((c) => c.id === CONTENT_FACTS.unsoldCourseId);
    const detail = await api(`/api/Library/CourseDetail/${CONTENT_FACTS.unsoldCourseId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(unsold);
    expect(detail.body.data.productId).toBeNull();
    const missing = await api("/api/Library/CourseDetail/99999");
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toMatch(/không tồn tại/);
    for (const id of ["0", "-1", "abc", "1.5"]) expect((await api(`/api/Library/CourseDetail/${id}`)).status, id).toBe(400);
  });
});
