/**
 * The course library (spec §2 /thu-vien, §3 "Course list: data and totalPage", §7
 * `GET /api/Library{query}`, `/CourseDetail/{id}`): GET /api/Library → `data` (courses, see
 * `LibraryCourse` in ../domain/library.ts) and `totalPage`; GET /api/Library/CourseDetail/{id} → one
 * course in the same shape (404 when unknown; lessons are not modelled yet).
 *
 * Query (defined here, §7 shows `{query}` only): `page` (1-based, 1–10 000, default 1), `pageSize`
 * (1–60, default 12), `searchContent` (accent-insensitive, at most 200 characters; the header search
 * type 2 of spec §2). A bad value answers 400 `Dữ liệu không hợp lệ: …` (server/http/validate.ts).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, ok } from "../http/envelope";
import { pageField, pageSizeField } from "../http/paging";
import { idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { findLibraryCourse, listLibrary } from "../domain/library";

/** Courses per page when the query does not say, and the most a page may hold. */
export const LIBRARY_PAGE_SIZE = 12;
const LIBRARY_MAX_PAGE_SIZE = 60;

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(LIBRARY_PAGE_SIZE, LIBRARY_MAX_PAGE_SIZE),
  searchContent: z.string({ invalid_type_error: "Từ khóa không hợp lệ" }).max(200, "Từ khóa quá dài").optional(),
});

const idParams = idParamsOf("Mã khóa học không hợp lệ");

/** Registers the library routes (a Fastify plugin; uses `app.deps.db`). */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** One page of courses in display order: list items and `totalPage` (≥ 1; a page past the last is empty). */
  app.get("/api/Library", async (req) => {
    const q = parse(listQuery, req.query);
    const { items, totalPage } = listLibrary(db, q);
    return ok(items, { totalPage });
  });

  /** One course of the library (the course preview page of spec §2 shows it). */
  app.get("/api/Library/CourseDetail/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const course = findLibraryCourse(db, id);
    if (!course) throw notFound("Khóa học");
    return ok(course);
  });
}
