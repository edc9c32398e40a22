/**
 * The signed-in learner's courses (§7 `/api/UserCourse`; shapes in
 * docs/openapi.yaml "My courses"). Calls made with the learner's client (bearer); never cached (the
 * answers are the learner's own, and LessonDetail records where they stopped).
 *
 * Errors (UpstreamError): 404 NOT_FOUND (unknown course), 404 LESSON_NOT_FOUND (unknown lesson, or not
 * of `courseId`), 403 COURSE_NOT_OWNED with `data` {@link courseNotOwned} (`courseId`, `productId`,
 * and `isPreview` for lessons), 400 for bad ids or pages, and the usual failures (client.server.ts).
 */
import { z } from "zod";
import { UpstreamError, type UpstreamClient } from "./client.server";
import { courseChapterSchema, courseDetailSchema, lessonDetailSchema, lessonSummarySchema, libraryCourseSchema } from "./schemas";

const progressFields = {
  completedLessons: z.number().int().nonnegative(),
  totalLessons: z.number().int().nonnegative(),
};

/**
 * An owned course: the library course, its category, `grantedAt` (ISO-8601 UTC), the learner's counts
 * and the lesson opened last (`lastLessonId`, `lastOpenedAt` ISO-8601 UTC; null when none).
 */
const userCourseItemSchema = libraryCourseSchema.extend({
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  grantedAt: z.string(),
  ...progressFields,
  lastLessonId: z.number().int().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type UserCourseItem = z.infer<typeof userCourseItemSchema>;

/**
 * The learner's course: the public course detail whose lessons carry `completed` and whose chapters
 * carry their own `completedLessons`/`totalLessons`, plus the course's progress and `lastLessonId`
 * (the lesson opened last, on any device; null when none).
 */
const userCourseDetailSchema = courseDetailSchema.extend({
  chapters: z.array(
    courseChapterSchema.extend({ lessons: z.array(lessonSummarySchema.extend({ completed: z.boolean() })), ...progressFields }),
  ),
  grantedAt: z.string(),
  ...progressFields,
  lastLessonId: z.number().int().nullable(),
});

/** A lesson in full for its owner, with `completed` and the course's counts. */
const userLessonDetailSchema = lessonDetailSchema.extend({ completed: z.boolean(), ...progressFields });

const lessonProgressSchema = z.object({
  lessonId: z.number().int(),
  courseId: z.number().int(),
  completed: z.boolean(),
  ...progressFields,
});

const notOwnedDataSchema = z.object({
  courseId: z.number().int(),
  productId: z.number().int().nullable(),
  isPreview: z.boolean().optional(),
});

/**
 * The `data` of a 403 COURSE_NOT_OWNED (`courseId`, `productId` that sells it or null, `isPreview` for
 * lessons), or null when `error` is anything else.
 */
export function courseNotOwned(error: unknown): z.infer<typeof notOwnedDataSchema> | null {
  if (!(error instanceof UpstreamError) || error.status !== 403 || error.code !== "COURSE_NOT_OWNED") return null;
  const parsed = notOwnedDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** GET /api/UserCourse?page&pageSize → `{ courses, totalPage }`, last opened first. */
export async function listMyCourses(client: UpstreamClient, page: number, pageSize: number) {
  const res = await client.get(z.array(userCourseItemSchema), "/api/UserCourse", { query: { page, pageSize } });
  return { courses: res.data, totalPage: res.totalPage };
}

/** GET /api/UserCourse/CourseDetail/{id} → the learner's course with its outline and progress. */
export async function getMyCourse(client: UpstreamClient, id: number) {
  return (await client.get(userCourseDetailSchema, `/api/UserCourse/CourseDetail/${id}`)).data;
}

/** GET /api/UserCourse/LessonDetail/{id} → the lesson in full (records the learner's `lastOpenedAt`). */
export async function getMyLesson(client: UpstreamClient, id: number) {
  return (await client.get(userLessonDetailSchema, `/api/UserCourse/LessonDetail/${id}`)).data;
}

/** POST /api/UserCourse/LessonProgress/{lessonId} `{completed}` → the lesson's state and the course's counts. */
export async function setMyLessonProgress(client: UpstreamClient, lessonId: number, completed: boolean) {
  return (await client.request("POST", lessonProgressSchema, `/api/UserCourse/LessonProgress/${lessonId}`, { body: { completed } })).data;
}
