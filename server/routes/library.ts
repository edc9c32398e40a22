/**
 * The course library (spec §2 /thu-vien, §3 "Course list: data and totalPage", lesson, §7
 * `GET /api/Library{query}`, `/CourseCategories`, `/CourseDetail/{id}`, `/LessonDetail/{id}`; issue
 * 13, ADR 0013). Shapes in ../domain/library.ts and docs/openapi.yaml:
 * - GET /api/Library → `data` (`LibraryCourse[]`), `totalPage` and `totalItems` (an extra envelope
 *   field, as GET /api/ProductPage: how many courses match in all);
 * - GET /api/Library/CourseCategories → the categories with their course counts, in display order;
 * - GET /api/Library/CourseDetail/{id} → the course with its chapters and lessons (404 NOT_FOUND
 *   `Không tìm thấy khóa học` when unknown);
 * - GET /api/Library/LessonDetail/{id}?courseId= → one lesson as any visitor sees it (a preview in
 *   full, others `locked`); 404 LESSON_NOT_FOUND `Không tìm thấy bài học` when unknown or when
 *   `courseId` is given and is not the lesson's course. Public: no bearer needed.
 *
 * List query (defined here, §7 shows `{query}` only): `page` (1-based, 1–10 000, default 1), `pageSize`
 * (1–60, default 12), `searchContent` (full text, accent-insensitive, most relevant first with exact
 * tones first — ADR 0023; at most 200 characters; the header search
 * type 2 of spec §2), `categoryId` (a positive id; an unknown category → an empty page). A bad value
 * answers 400 `Dữ liệu không hợp lệ: …` (server/http/validate.ts).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, ok } from "../http/envelope";
import { pageField, pageSizeField } from "../http/paging";
import { idField, idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { courseOutline, lessonDetail, lessonNotFound, listCourseCategories, listLibrary } from "../domain/library";

/** Courses per page when the query does not say, and the most a page may hold. */
export const LIBRARY_PAGE_SIZE = 12;
const LIBRARY_MAX_PAGE_SIZE = 60;

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(LIBRARY_PAGE_SIZE, LIBRARY_MAX_PAGE_SIZE),
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").optional(),
  categoryId: idField("Danh mục không hợp lệ").optional(),
});

const idParams = idParamsOf("Mã khóa học không hợp lệ");
const lessonParams = idParamsOf("Mã bài học không hợp lệ");
const lessonQuery = z.object({ courseId: idField("Mã khóa học không hợp lệ").optional() });

/** Registers the library routes (a Fastify plugin; uses `app.deps.db`). */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** One page of courses in display order (most relevant first with a search): items, `totalPage` (≥ 1) and `totalItems`. */
  app.get("/api/Library", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage, totalItems } = listLibrary(db, q);
    return { ...ok(items, { totalPage }), totalItems };
  });

  /** The course categories of the library filter, in display order, with their course counts. */
  app.get("/api/Library/CourseCategories", async () => ok(listCourseCategories(db)));

  /** One course with its outline (the course page and the course preview page of spec §2 show it). */
  app.get("/api/Library/CourseDetail/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const course = courseOutline(db, id);
    if (!course) throw new ApiError(404, "NOT_FOUND", "Không tìm thấy khóa học");
    return ok(course);
  });

  /** One lesson as any visitor sees it: a preview lesson in full, any other locked (ADR 0013). */
  app.get("/api/Library/LessonDetail/:id", async (req) => {
    const { id } = parse(lessonParams, req.params);
    const { courseId } = parse(lessonQuery, req.query);
    const lesson = lessonDetail(db, id, { viewer: "public", courseId });
    if (!lesson) throw lessonNotFound();
    return ok(lesson);
  });
}
