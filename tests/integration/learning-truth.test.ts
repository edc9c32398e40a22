/**
 * The public learning pages say what the data says (the storefront's loaders over the real reference
 * upstream): a course's lesson count is its lessons, its length their sum, a video lesson lasts as
 * long as the clip it plays, the lesson's video lists an MP4 (H.264) source before WebM, and a locked
 * lesson or a course carries the price of the book that sells it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { SAMPLE_CLIP_SECONDS } from "../../server/media/lesson-files";
import { COURSE_SEED_FACTS as F } from "../../server/seed/courses";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();
let courseRoute: typeof import("~/routes/library-course");
let lessonRoute: typeof import("~/routes/library-lesson");

beforeAll(async () => {
  courseRoute = await import("~/routes/library-course");
  lessonRoute = await import("~/routes/library-lesson");
});

type Lesson = { id: number; durationSeconds: number; hasVideo: boolean; isPreview: boolean };
type Course = {
  lessonsCount: number;
  durationSeconds: number;
  description: string;
  productId: number;
  productPrice: number | null;
  chapters: { lessons: Lesson[] }[];
};

describe("the public course page", () => {
  it("counts course 1's lessons from its outline, sums their lengths and states no other count", async () => {
    const res = await call(courseRoute.loader, getRequest(`/thu-vien/khoa-hoc/${F.courseId}`), { id: String(F.courseId) });
    expect(res.status).toBe(200);
    const course = (res.data as { course: Course }).course;
    const lessons = course.chapters.flatMap((c) => c.lessons);
    expect(lessons).toHaveLength(F.courseLessonsCount);
    expect(course.lessonsCount).toBe(lessons.length);
    expect(course.durationSeconds).toBe(lessons.reduce((n, l) => n + l.durationSeconds, 0));
    expect(course.description).not.toMatch(/\d+ bài (giảng|học)/);
    for (const l of lessons.filter((x) => x.hasVideo)) expect(l.durationSeconds).toBe(SAMPLE_CLIP_SECONDS);
  });

  it("carries the selling book's sale price", async () => {
    const res = await call(courseRoute.loader, getRequest(`/thu-vien/khoa-hoc/${F.courseId}`), { id: String(F.courseId) });
    const course = (res.data as { course: Course }).course;
    const book = upstream.db.select().from(products).where(eq(products.id, course.productId)).get()!;
    expect(course.productPrice).toBe(book.salePrice);
    expect(course.productPrice).toBeGreaterThan(0);
  });
});

describe("the public lesson page", () => {
  it("lists the preview's MP4 (H.264) before its WebM, both served", async () => {
    const res = await call(lessonRoute.loader, getRequest(`/thu-vien/bai-hoc/${F.previewLessonId}`), { id: String(F.previewLessonId) });
    const lesson = (res.data as { lesson: { videoSources: { url: string; type: string }[]; durationSeconds: number } }).lesson;
    expect(lesson.videoSources.map((v) => v.type)).toEqual(["video/mp4", "video/webm"]);
    expect(lesson.durationSeconds).toBe(SAMPLE_CLIP_SECONDS);
    for (const v of lesson.videoSources) {
      const file = await fetch(`${upstream.url}${v.url}`, { method: "HEAD" });
      expect(file.status, v.url).toBe(200);
      expect(file.headers.get("content-type")).toBe(v.type);
    }
  });

  it("gives a locked lesson no video but the course's price", async () => {
    const res = await call(lessonRoute.loader, getRequest(`/thu-vien/bai-hoc/${F.lockedLessonId}`), { id: String(F.lockedLessonId) });
    const lesson = (res.data as { lesson: { locked: boolean; videoSources: unknown[]; productPrice: number | null } }).lesson;
    expect(lesson.locked).toBe(true);
    expect(lesson.videoSources).toEqual([]);
    expect(lesson.productPrice).toBeGreaterThan(0);
  });
});
