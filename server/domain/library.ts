/**
 * The course library read model (spec §2 /thu-vien, /thu-vien/khoa-hoc/{id}, /thu-vien/bai-hoc/{id},
 * §3 "Course list: data and totalPage", lesson, §7 `GET /api/Library{query}`, `/CourseCategories`,
 * `/CourseDetail/{id}`, `/LessonDetail/{id}`; ADR 0013): one page of courses in display
 * order, optionally filtered by an accent-insensitive search and a category, each with the product
 * that sells it; the categories; a course with its outline; one lesson as a visitor or an owner sees it.
 *
 * Defined here (the spec shows none of them): the shapes {@link LibraryCourse}, {@link CourseDetail},
 * {@link LessonDetail} and what the search matches (title, description and instructor).
 */
import type { Db } from "../db/client";
import {
  categoriesWithCounts,
  chaptersOfCourse,
  courseMatchScores,
  courseRows,
  courseSellerLinks,
  findCourseRow,
  findLessonRow,
  lessonsOfCourse,
  productNameAndPriceOf,
  type CategoryRow,
  type CourseRow,
  type LessonRow,
} from "../data/courses";
import { ApiError } from "../errors";
import { videoSourcesOf, type VideoSource } from "../media/lesson-files";
import { toCourse } from "./catalog";
import { ftsQuery, toneFirst } from "./search-query";

/**
 * A course as the library list shows it: the `Course` of the home block and product pages plus
 * `thumbImage` and `productId`.
 * - `image`, `thumbImage`: media host paths (`/media/courses/{file}`). Course posters are vector
 *   images and have no separate thumbnail, so both are the same path.
 * - `productId`: the first product that sells the course (lowest `product_courses.position`, then
 *   lowest product id — in the seed, the course's main book), or null when no product sells it.
 */
export interface LibraryCourse {
  id: number;
  title: string;
  description: string;
  instructor: string;
  lessonsCount: number;
  image: string;
  thumbImage: string;
  productId: number | null;
  /** The course's category (`GET /api/Library/CourseCategories`), or null when uncategorised. */
  categoryId: number | null;
  categoryName: string | null;
}

/**
 * One page of the course library, in display order (`courses.position`, then id).
 * - `searchContent`: full text (courses_fts, ADR 0023), accent-, case- and đ-insensitive, against the
 *   title, the description and the instructor; each of the first 8 words must match ("lap trinh"
 *   finds "Lập trình Python…"). Blank → every course.
 * - `categoryId`: only the courses of that category (an unknown category → no course).
 * - `page` is 1-based; a page past the last is empty.
 *
 * With a search the most relevant come first: typed with tones, titles holding those exact tones
 * first ("giải tích" ranks "Giải tích 1" above a folded-only match), then bm25 (title over instructor
 * over description), then display order; text without a letter or digit finds nothing.
 * @returns `{ items, totalPage, totalItems }` with totalPage ≥ 1.
 */
export function listLibrary(
  db: Db,
  q: { page: number; pageSize: number; searchContent?: string | undefined; categoryId?: number | undefined },
): { items: LibraryCourse[]; totalPage: number; totalItems: number } {
  const text = q.searchContent?.trim() ?? "";
  const match = ftsQuery(text);
  const all = courseRows(db, q.categoryId);
  let matching = all;
  if (text !== "") {
    const scores = match === null ? new Map<number, number>() : courseMatchScores(db, match);
    // Stable sort: equal scores keep the display order.
    const byScore = all.filter((c) => scores.has(c.id)).sort((a, b) => scores.get(a.id)! - scores.get(b.id)!);
    matching = toneFirst(byScore, text, (c) => c.title);
  }
  const start = (q.page - 1) * q.pageSize;
  const rows = matching.slice(start, start + q.pageSize);
  const sellers = firstProductByCourse(db);
  const names = categoryNames(db);
  const items = rows.map((c) => toLibraryCourse(c, sellers, names));
  return { items, totalPage: Math.max(1, Math.ceil(matching.length / q.pageSize)), totalItems: matching.length };
}

/**
 * Every course category of the library filter (`GET /api/Library/CourseCategories`) in display order
 * (`position`): `{id, name, slug, coursesCount ≥ 0}`.
 */
export function listCourseCategories(db: Db): CategoryRow[] {
  return categoriesWithCounts(db);
}

/** categoryId → name. */
function categoryNames(db: Db): Map<number, string> {
  return new Map(categoriesWithCounts(db).map((c) => [c.id, c.name]));
}

/** A course row as a {@link LibraryCourse}, `sellers` mapping course ids to their first product, `names` category ids to names. */
function toLibraryCourse(c: CourseRow, sellers: ReadonlyMap<number, number>, names: ReadonlyMap<number, string>): LibraryCourse {
  const course = toCourse(c);
  return {
    ...course,
    thumbImage: course.image,
    productId: sellers.get(c.id) ?? null,
    categoryId: c.categoryId,
    categoryName: c.categoryId === null ? null : (names.get(c.categoryId) ?? null),
  };
}

/**
 * A lesson in a course outline: `position` 1-based in its chapter, `number` 1-based in the course
 * (derived from the course order, never stored), `durationSeconds` in seconds, `hasVideo` = it has a
 * `videoUrl`.
 */
export interface LessonSummary {
  id: number;
  title: string;
  position: number;
  number: number;
  durationSeconds: number;
  isPreview: boolean;
  hasVideo: boolean;
}

/** A chapter of a course outline with its lessons in order. */
interface CourseChapter {
  id: number;
  title: string;
  position: number;
  lessons: LessonSummary[];
}

/**
 * A course with its outline (`GET /api/Library/CourseDetail/{id}`): the {@link LibraryCourse} plus
 * `productName` and `productPrice` (the name and sale price in VND of `productId` — what buying the
 * course costs —, null when no product sells it), `durationSeconds` (sum of its lessons, seconds) and
 * `chapters` in position order. `lessonsCount` is counted from the lessons (server/data/courses.ts).
 */
export interface CourseDetail extends LibraryCourse {
  productName: string | null;
  productPrice: number | null;
  durationSeconds: number;
  chapters: CourseChapter[];
}

/** A lesson row as a {@link LessonSummary}, `number` its 1-based place in the course. */
function toLessonSummary(l: LessonRow, number: number): LessonSummary {
  return {
    id: l.id,
    title: l.title,
    position: l.position,
    number,
    durationSeconds: l.durationSeconds,
    isPreview: l.isPreview,
    hasVideo: l.videoUrl !== null,
  };
}

/**
 * Course `courseId` with its chapters and lessons in course order (chapter position, then lesson
 * position), or null when there is no such course. The same for every visitor (the learner's view,
 * `GET /api/UserCourse/CourseDetail/{id}`, adds progress to it).
 */
export function courseOutline(db: Db, courseId: number): CourseDetail | null {
  const row = findCourseRow(db, courseId);
  if (!row) return null;
  const course = toLibraryCourse(row, firstProductByCourse(db, courseId), categoryNames(db));
  const lessonRows = lessonsOfCourse(db, courseId);
  const byChapter = new Map<number, LessonSummary[]>();
  lessonRows.forEach((l, i) => {
    const list = byChapter.get(l.chapterId) ?? [];
    list.push(toLessonSummary(l, i + 1));
    byChapter.set(l.chapterId, list);
  });
  const chapters = chaptersOfCourse(db, courseId).map((c) => ({
    id: c.id,
    title: c.title,
    position: c.position,
    lessons: byChapter.get(c.id) ?? [],
  }));
  const product = course.productId === null ? null : productNameAndPriceOf(db, course.productId);
  return {
    ...course,
    productName: product?.name ?? null,
    productPrice: product?.salePrice ?? null,
    durationSeconds: lessonRows.reduce((sum, l) => sum + l.durationSeconds, 0),
    chapters,
  };
}

/**
 * One lesson (`GET /api/Library/LessonDetail/{id}`, `/api/UserCourse/LessonDetail/{id}`). Paths
 * (`videoURL`, `captionsURL`, `posterURL`) are on the ADMIN host; `posterURL` is the course poster
 * (`/media/courses/{file}`). `locked` lessons carry `body`, `videoURL` and `captionsURL` null.
 * `videoSources`: the renditions of `videoURL` the media host holds, MP4 (H.264) before WebM, each
 * `{url, type}` (`[]` when `videoURL` is null).
 * Neighbours (`previousLessonId`, `nextLessonId`) follow the course order, null at the ends.
 * `productId`/`productName`/`productPrice` (sale price, VND): the first product selling the course, or null.
 */
export interface LessonDetail {
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
  locked: boolean;
  body: string | null;
  videoURL: string | null;
  videoSources: VideoSource[];
  captionsURL: string | null;
  posterURL: string | null;
  previousLessonId: number | null;
  nextLessonId: number | null;
  productId: number | null;
  productName: string | null;
  productPrice: number | null;
}

/** 404 `LESSON_NOT_FOUND` (unknown lesson, or not of the course asked for). */
export function lessonNotFound(): ApiError {
  return new ApiError(404, "LESSON_NOT_FOUND", "Không tìm thấy bài học");
}

/**
 * Lesson `id` as `viewer` sees it (ADR 0013): `"public"` (any visitor: a preview lesson in full, any
 * other `locked`) or `"owner"` (a learner owning the course — the caller checks ownership — always in
 * full). With `courseId`, the lesson must belong to that course.
 * @returns the lesson, or null when unknown or of another course than `courseId`.
 */
export function lessonDetail(db: Db, id: number, opts: { viewer: "public" | "owner"; courseId?: number }): LessonDetail | null {
  const row = findLessonRow(db, id);
  if (!row || (opts.courseId !== undefined && opts.courseId !== row.courseId)) return null;
  const course = findCourseRow(db, row.courseId);
  if (!course) return null;
  const order = lessonsOfCourse(db, row.courseId);
  const at = order.findIndex((l) => l.id === id);
  const chapter = chaptersOfCourse(db, row.courseId).find((c) => c.id === row.chapterId);
  const productId = firstProductByCourse(db, row.courseId).get(row.courseId) ?? null;
  const locked = opts.viewer === "public" && !row.isPreview;
  const product = productId === null ? null : productNameAndPriceOf(db, productId);
  const videoURL = locked ? null : row.videoUrl;
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: course.title,
    chapterId: row.chapterId,
    chapterTitle: chapter?.title ?? "",
    title: row.title,
    position: row.position,
    number: at + 1,
    durationSeconds: row.durationSeconds,
    isPreview: row.isPreview,
    hasVideo: row.videoUrl !== null,
    locked,
    body: locked ? null : row.bodyHtml,
    videoURL,
    videoSources: videoURL === null ? [] : videoSourcesOf(videoURL),
    captionsURL: locked ? null : row.captionsUrl,
    posterURL: toCourse(course).image,
    previousLessonId: order[at - 1]?.id ?? null,
    nextLessonId: order[at + 1]?.id ?? null,
    productId,
    productName: product?.name ?? null,
    productPrice: product?.salePrice ?? null,
  };
}

/** courseId → the first product selling it (lowest link position, then lowest product id); of one course when `courseId` is given. */
function firstProductByCourse(db: Db, courseId?: number): Map<number, number> {
  const links = courseSellerLinks(db, courseId);
  const out = new Map<number, number>();
  for (const l of links) if (!out.has(l.courseId)) out.set(l.courseId, l.productId);
  return out;
}
