/**
 * The learner's courses (ADR 0013; spec §7 `UserCourse`): the courses a
 * signed-in customer owns through their paid orders, each with their progress; a course's outline with
 * the lessons they completed; a lesson in full (recording where they stopped); marking a lesson done.
 *
 * Owning = at least one unrevoked `user_courses` row (server/data/user-courses.ts). A non-owner gets
 * 403 `COURSE_NOT_OWNED` with `data.courseId` and `data.productId` (the first product that sells the
 * course, or null), so the storefront can say why and where to buy.
 */
import type { Db } from "../db/client";
import { issueCertificateIfComplete } from "./certificates";
import { ApiError } from "../errors";
import {
  completedCount,
  coursesWithCategory,
  ownedCourseGrant,
  ownedCourseGrants,
  progressInCourse,
  progressSummaries,
  sellingProducts,
  setLessonCompleted,
  touchLesson,
} from "../data/user-courses";
import { lessonsOfCourse } from "../data/courses";
import { toCourse } from "./catalog";
import {
  courseOutline,
  lessonDetail,
  lessonNotFound,
  type CourseDetail,
  type LessonDetail,
  type LessonSummary,
  type LibraryCourse,
} from "./library";

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

/**
 * `GET /api/UserCourse/CourseDetail/{id}`: the public outline (server/domain/library.ts) with `completed`
 * per lesson and `completedLessons`/`totalLessons` per chapter, and the course's progress counts.
 */
export interface UserCourseDetail extends Omit<CourseDetail, "chapters"> {
  chapters: (Omit<CourseDetail["chapters"][number], "lessons"> & {
    lessons: (LessonSummary & { completed: boolean })[];
    completedLessons: number;
    totalLessons: number;
  })[];
  grantedAt: string;
  completedLessons: number;
  totalLessons: number;
  lastLessonId: number | null;
}

/** `GET /api/UserCourse/LessonDetail/{id}`: the lesson in full (`locked` false) plus progress. */
export interface UserLessonDetail extends LessonDetail {
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

/**
 * The learner's course with its outline and progress.
 * @throws ApiError 404 NOT_FOUND (unknown course), 403 COURSE_NOT_OWNED `data {courseId, productId}`.
 */
export function userCourseDetail(db: Db, userId: number, courseId: number): UserCourseDetail {
  const course = courseOutline(db, courseId);
  if (!course) throw courseNotFound();
  const grantedAt = ownedCourseGrant(db, userId, courseId);
  if (!grantedAt) throw notOwned({ courseId, productId: course.productId });
  const done = new Set(
    progressInCourse(db, userId, courseId)
      .filter((p) => p.completedAt)
      .map((p) => p.lessonId),
  );
  const chapters = course.chapters.map((c) => {
    const lessons = c.lessons.map((l) => ({ ...l, completed: done.has(l.id) }));
    return { ...c, lessons, completedLessons: lessons.filter((l) => l.completed).length, totalLessons: lessons.length };
  });
  const all = chapters.flatMap((c) => c.lessons);
  return {
    ...course,
    chapters,
    grantedAt,
    completedLessons: all.filter((l) => l.completed).length,
    totalLessons: all.length,
    lastLessonId: progressSummaries(db, userId, [courseId]).get(courseId)?.lastLessonId ?? null,
  };
}

/**
 * The lesson in full for its owner, recording `lastOpenedAt` = `now`.
 * @throws ApiError 404 LESSON_NOT_FOUND (unknown, or not of `courseId` when given), 403
 *   COURSE_NOT_OWNED `data {courseId, productId, isPreview}`.
 */
export function userLessonDetail(db: Db, userId: number, lessonId: number, courseId: number | undefined, now: Date): UserLessonDetail {
  const lesson = lessonDetail(db, lessonId, { viewer: "owner", courseId });
  if (!lesson) throw lessonNotFound();
  if (!ownedCourseGrant(db, userId, lesson.courseId)) {
    throw notOwned({ courseId: lesson.courseId, productId: lesson.productId, isPreview: lesson.isPreview });
  }
  touchLesson(db, userId, lessonId, lesson.courseId, now.toISOString());
  const progress = progressInCourse(db, userId, lesson.courseId);
  return {
    ...lesson,
    completed: progress.some((p) => p.lessonId === lessonId && p.completedAt !== null),
    completedLessons: progress.filter((p) => p.completedAt !== null).length,
    totalLessons: lessonsOfCourse(db, lesson.courseId).length,
  };
}

/**
 * Marks lesson `lessonId` done (`completed` true, at `now`) or not done for its owner.
 * @throws ApiError 404 LESSON_NOT_FOUND, 403 COURSE_NOT_OWNED `data {courseId, productId, isPreview}`.
 */
export function setLessonProgress(db: Db, userId: number, lessonId: number, completed: boolean, now: Date): LessonProgressResult {
  const lesson = lessonDetail(db, lessonId, { viewer: "public" });
  if (!lesson) throw lessonNotFound();
  const owner = lesson.courseId;
  if (!ownedCourseGrant(db, userId, owner)) throw notOwned({ courseId: owner, productId: lesson.productId, isPreview: lesson.isPreview });
  return db.transaction((tx) => {
    setLessonCompleted(tx, userId, lessonId, owner, completed ? now.toISOString() : null);
    // The last lesson the rule asks for may complete the course.
    if (completed) issueCertificateIfComplete(tx, userId, owner, now);
    return {
      lessonId,
      courseId: owner,
      completed,
      completedLessons: completedCount(tx, userId, owner),
      totalLessons: lessonsOfCourse(tx, owner).length,
    };
  });
}
