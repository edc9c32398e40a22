/**
 * The learner's courses (issue 13 contract "Learner", ADR 0013; spec §7 `UserCourse`): the courses a
 * signed-in customer owns through their paid orders, each with their progress; a course's outline with
 * the lessons they completed; a lesson in full (recording where they stopped); marking a lesson done.
 *
 * Owning = at least one unrevoked `user_courses` row (server/data/user-courses.ts). A non-owner gets
 * 403 `COURSE_NOT_OWNED` with `data.courseId` and `data.productId` (the first product that sells the
 * course, or null), so the storefront can say why and where to buy.
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import {
  completedCount,
  courseWithCategory,
  coursesWithCategory,
  lessonCourseId,
  ownedCourseGrant,
  ownedCourseGrants,
  ownedCourseOutline,
  progressInCourse,
  progressSummaries,
  sellingProducts,
  setLessonCompleted,
  touchLesson,
} from "../data/user-courses";
import { toCourse } from "./catalog";
import type { LibraryCourse } from "./library";

/** A course as the learner's lists show it: the library's course plus its category. */
type LearnerCourse = LibraryCourse & { categoryId: number | null; categoryName: string | null };

/**
 * An owned course in `GET /api/UserCourse`: {@link LearnerCourse} plus `grantedAt` (ISO-8601 UTC, the
 * newest unrevoked grant), `completedLessons`/`totalLessons` (counts), `lastLessonId` and
 * `lastOpenedAt` (ISO-8601 UTC) of the lesson opened last, both null when none was opened.
 */
export interface UserCourseItem extends LearnerCourse {
  grantedAt: string;
  completedLessons: number;
  totalLessons: number;
  lastLessonId: number | null;
  lastOpenedAt: string | null;
}

/** A lesson of a learner's course outline (`number` 1-based in the course, seconds). */
interface UserLessonSummary {
  id: number;
  title: string;
  position: number;
  number: number;
  durationSeconds: number;
  isPreview: boolean;
  hasVideo: boolean;
  completed: boolean;
}

/** `GET /api/UserCourse/CourseDetail/{id}`: the course, its outline with `completed`, and progress counts. */
export interface UserCourseDetail extends LearnerCourse {
  productName: string | null;
  durationSeconds: number;
  chapters: { id: number; title: string; position: number; lessons: UserLessonSummary[] }[];
  grantedAt: string;
  completedLessons: number;
  totalLessons: number;
  lastLessonId: number | null;
}

/** `GET /api/UserCourse/LessonDetail/{id}`: the lesson in full (contract LessonDetail, `locked` false) plus progress. */
export interface UserLessonDetail {
  id: number;
  courseId: number;
  courseTitle: string;
  chapterId: number;
  chapterTitle: string;
  title: string;
  position: number;
  number: number;
  durationSeconds: number;
  isPreview: boolean;
  hasVideo: boolean;
  locked: false;
  body: string;
  videoURL: string | null;
  captionsURL: string | null;
  posterURL: string;
  previousLessonId: number | null;
  nextLessonId: number | null;
  productId: number | null;
  productName: string | null;
  completed: boolean;
  completedLessons: number;
  totalLessons: number;
}

/** `POST /api/UserCourse/LessonProgress/{lessonId}`'s answer. */
export interface LessonProgressResult {
  lessonId: number;
  courseId: number;
  completed: boolean;
  completedLessons: number;
  totalLessons: number;
}

const lessonNotFound = () => new ApiError(404, "LESSON_NOT_FOUND", "Không tìm thấy bài học");
const courseNotFound = () => new ApiError(404, "NOT_FOUND", "Không tìm thấy khóa học");

/** 403 COURSE_NOT_OWNED with `data` ({courseId, productId[, isPreview]}). */
function notOwned(data: { courseId: number; productId: number | null; isPreview?: boolean }): ApiError {
  return new ApiError(403, "COURSE_NOT_OWNED", "Bạn chưa sở hữu khóa học này", data);
}

/** A course row with its category as a {@link LearnerCourse}, `productId` the first product selling it. */
function toLearnerCourse(
  row: { course: Parameters<typeof toCourse>[0]; categoryName: string | null },
  productId: number | null,
): LearnerCourse {
  const course = toCourse(row.course);
  return { ...course, thumbImage: course.image, productId, categoryId: row.course.categoryId, categoryName: row.categoryName };
}

/**
 * One page of the learner's courses (`page` 1-based; a page past the last is empty): last opened
 * first (never opened last), then newest grant, then course id.
 * @returns `{ items, totalPage }` with totalPage ≥ 1.
 */
export function listUserCourses(db: Db, userId: number, page: number, pageSize: number): { items: UserCourseItem[]; totalPage: number } {
  const grants = ownedCourseGrants(db, userId);
  const ids = grants.map((g) => g.courseId);
  const progress = progressSummaries(db, userId, ids);
  const rows = new Map(coursesWithCategory(db, ids).map((r) => [r.course.id, r]));
  const sellers = sellingProducts(db, ids);
  const all = grants
    .map((g): UserCourseItem => {
      const row = rows.get(g.courseId)!;
      const p = progress.get(g.courseId)!;
      return {
        ...toLearnerCourse(row, sellers.get(g.courseId)?.id ?? null),
        grantedAt: g.grantedAt,
        completedLessons: p.completedLessons,
        totalLessons: row.course.lessonsCount,
        lastLessonId: p.lastLessonId,
        lastOpenedAt: p.lastOpenedAt,
      };
    })
    .sort((a, b) => (b.lastOpenedAt ?? "").localeCompare(a.lastOpenedAt ?? "") || b.grantedAt.localeCompare(a.grantedAt) || a.id - b.id);
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), totalPage: Math.max(1, Math.ceil(all.length / pageSize)) };
}

/** The course, its seller and its outline in course order, or throws 404 NOT_FOUND. */
function loadCourse(db: Db, courseId: number) {
  const row = courseWithCategory(db, courseId);
  if (!row) throw courseNotFound();
  const seller = sellingProducts(db, [courseId]).get(courseId) ?? null;
  const outline = ownedCourseOutline(db, courseId);
  return { row, seller, outline };
}

/**
 * The learner's course with its outline and progress.
 * @throws ApiError 404 NOT_FOUND (unknown course), 403 COURSE_NOT_OWNED `data {courseId, productId}`.
 */
export function userCourseDetail(db: Db, userId: number, courseId: number): UserCourseDetail {
  const { row, seller, outline } = loadCourse(db, courseId);
  const grantedAt = ownedCourseGrant(db, userId, courseId);
  if (!grantedAt) throw notOwned({ courseId, productId: seller?.id ?? null });
  const progress = progressInCourse(db, userId, courseId);
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  const last = progressSummaries(db, userId, [courseId]).get(courseId)!;
  const numbers = new Map(outline.lessons.map((l, i) => [l.id, i + 1]));
  const chapters = outline.chapters.map((c) => ({
    ...c,
    lessons: outline.lessons
      .filter((l) => l.chapterId === c.id)
      .map((l) => ({
        id: l.id,
        title: l.title,
        position: l.position,
        number: numbers.get(l.id)!,
        durationSeconds: l.durationSeconds,
        isPreview: l.isPreview,
        hasVideo: l.videoUrl !== null,
        completed: done.has(l.id),
      })),
  }));
  return {
    ...toLearnerCourse(row, seller?.id ?? null),
    productName: seller?.name ?? null,
    durationSeconds: outline.lessons.reduce((sum, l) => sum + l.durationSeconds, 0),
    chapters,
    grantedAt,
    completedLessons: outline.lessons.filter((l) => done.has(l.id)).length,
    totalLessons: outline.lessons.length,
    lastLessonId: last.lastLessonId,
  };
}

/** The lesson's course id, checking `courseId` when given, or throws 404 LESSON_NOT_FOUND. */
function courseOfLesson(db: Db, lessonId: number, courseId: number | undefined): number {
  const owner = lessonCourseId(db, lessonId);
  if (owner === null || (courseId !== undefined && courseId !== owner)) throw lessonNotFound();
  return owner;
}

/**
 * The lesson in full for its owner, recording `lastOpenedAt` = `now`.
 * @throws ApiError 404 LESSON_NOT_FOUND (unknown, or not of `courseId` when given), 403
 *   COURSE_NOT_OWNED `data {courseId, productId, isPreview}`.
 */
export function userLessonDetail(db: Db, userId: number, lessonId: number, courseId: number | undefined, now: Date): UserLessonDetail {
  const owner = courseOfLesson(db, lessonId, courseId);
  const { row, seller, outline } = loadCourse(db, owner);
  const index = outline.lessons.findIndex((l) => l.id === lessonId);
  const lesson = outline.lessons[index]!;
  if (!ownedCourseGrant(db, userId, owner)) throw notOwned({ courseId: owner, productId: seller?.id ?? null, isPreview: lesson.isPreview });
  touchLesson(db, userId, lessonId, owner, now.toISOString());
  const progress = progressInCourse(db, userId, owner);
  return {
    id: lesson.id,
    courseId: owner,
    courseTitle: row.course.title,
    chapterId: lesson.chapterId,
    chapterTitle: lesson.chapterTitle,
    title: lesson.title,
    position: lesson.position,
    number: index + 1,
    durationSeconds: lesson.durationSeconds,
    isPreview: lesson.isPreview,
    hasVideo: lesson.videoUrl !== null,
    locked: false,
    body: lesson.bodyHtml,
    videoURL: lesson.videoUrl,
    captionsURL: lesson.captionsUrl,
    posterURL: toCourse(row.course).image,
    previousLessonId: outline.lessons[index - 1]?.id ?? null,
    nextLessonId: outline.lessons[index + 1]?.id ?? null,
    productId: seller?.id ?? null,
    productName: seller?.name ?? null,
    completed: progress.some((p) => p.lessonId === lessonId && p.completedAt !== null),
    completedLessons: progress.filter((p) => p.completedAt !== null).length,
    totalLessons: outline.lessons.length,
  };
}

/**
 * Marks lesson `lessonId` done (`completed` true, at `now`) or not done for its owner.
 * @throws ApiError 404 LESSON_NOT_FOUND, 403 COURSE_NOT_OWNED `data {courseId, productId, isPreview}`.
 */
export function setLessonProgress(db: Db, userId: number, lessonId: number, completed: boolean, now: Date): LessonProgressResult {
  const owner = courseOfLesson(db, lessonId, undefined);
  if (!ownedCourseGrant(db, userId, owner)) {
    const outline = ownedCourseOutline(db, owner);
    const seller = sellingProducts(db, [owner]).get(owner) ?? null;
    throw notOwned({
      courseId: owner,
      productId: seller?.id ?? null,
      isPreview: outline.lessons.find((l) => l.id === lessonId)!.isPreview,
    });
  }
  return db.transaction((tx) => {
    setLessonCompleted(tx, userId, lessonId, owner, completed ? now.toISOString() : null);
    return {
      lessonId,
      courseId: owner,
      completed,
      completedLessons: completedCount(tx, userId, owner),
      totalLessons: ownedCourseOutline(tx, owner).lessons.length,
    };
  });
}
