/**
 * The course library (spec §2 /thu-vien, /thu-vien/khoa-hoc/{id}, /thu-vien/bai-hoc/{id}, §3 "Course
 * list: data and totalPage", lesson, §7 `GET /api/Library{query}`, `/CourseCategories`,
 * `/CourseDetail/{id}`, `/LessonDetail/{id}`; query and shapes defined by the reference upstream,
 * docs/openapi.yaml; ADR 0013). Public and cached in-process (`cache: "short"`, cache.server.ts).
 * Errors: as every upstream call (client.server.ts) — a bad query is an UpstreamError 400, which the
 * routes avoid by clamping their query and params first; unknown records are UpstreamError 404.
 */
import { z } from "zod";
import { LIBRARY_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";
import { countOf, courseCategorySchema, courseDetailSchema, lessonDetailSchema, libraryCourseSchema } from "./schemas";

/**
 * GET /api/Library?page&pageSize&searchContent&categoryId → `{ courses, totalPage, totalItems }`
 * (`totalItems`: the reference upstream's count of every match, ADR 0023; null when not sent).
 * @param q.page 1-based page (1–10 000; a page past the last answers no course).
 * @param q.searchContent accent-insensitive search (at most 200 characters); blank/undefined → all.
 * @param q.pageSize courses per page (default LIBRARY_PAGE_SIZE; the search page asks for a few).
 * @param q.categoryId only that category's courses (a positive id; unknown → none); undefined → all.
 */
export async function getLibrary(
  client: UpstreamClient,
  q: { page: number; pageSize?: number; searchContent?: string; categoryId?: number },
) {
  const res = await client.get(z.array(libraryCourseSchema), "/api/Library", {
    query: { page: q.page, pageSize: q.pageSize ?? LIBRARY_PAGE_SIZE, searchContent: q.searchContent, categoryId: q.categoryId },
    cache: "short",
  });
  return { courses: res.data, totalPage: res.totalPage, totalItems: countOf(res.extra.totalItems) };
}

/** GET /api/Library/CourseCategories → the course categories in display order, with their course counts. */
export async function getCourseCategories(client: UpstreamClient) {
  return (await client.get(z.array(courseCategorySchema), "/api/Library/CourseCategories", { cache: "short" })).data;
}

/**
 * GET /api/Library/CourseDetail/{id} → the course with its chapters and lessons (`CourseDetail`).
 * @throws UpstreamError 404 when unknown.
 */
export async function getLibraryCourse(client: UpstreamClient, id: number) {
  return (await client.get(courseDetailSchema, `/api/Library/CourseDetail/${id}`, { cache: "short" })).data;
}

/**
 * GET /api/Library/LessonDetail/{id} → one lesson as any visitor sees it (`LessonDetail`: a preview in
 * full, any other `locked` without body or video).
 * @throws UpstreamError 404 (`LESSON_NOT_FOUND`) when unknown.
 */
export async function getLibraryLesson(client: UpstreamClient, id: number) {
  return (await client.get(lessonDetailSchema, `/api/Library/LessonDetail/${id}`, { cache: "short" })).data;
}
