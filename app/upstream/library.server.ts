/**
 * The course library (spec §2 /thu-vien, §3 "Course list: data and totalPage", §7
 * `GET /api/Library{query}`, `/CourseDetail/{id}`; query and item shape defined by the reference upstream,
 * docs/openapi.yaml). Public and cached in-process (`cache: "short"`, cache.server.ts).
 * Errors: as every upstream call (client.server.ts) — a bad query is an UpstreamError 400, which the
 * route avoids by clamping its query first.
 */
import { z } from "zod";
import { LIBRARY_PAGE_SIZE } from "~/constants";
import type { UpstreamClient } from "./client.server";
import { libraryCourseSchema } from "./schemas";

/**
 * GET /api/Library?page&pageSize&searchContent → `{ courses, totalPage }`.
 * @param q.page 1-based page (1–10 000; a page past the last answers no course).
 * @param q.searchContent accent-insensitive search (at most 200 characters); blank/undefined → all.
 */
export async function getLibrary(client: UpstreamClient, q: { page: number; searchContent?: string }) {
  const res = await client.get(z.array(libraryCourseSchema), "/api/Library", {
    query: { page: q.page, pageSize: LIBRARY_PAGE_SIZE, searchContent: q.searchContent },
    cache: "short",
  });
  return { courses: res.data, totalPage: res.totalPage };
}

/** GET /api/Library/CourseDetail/{id} → one course (the list's shape). @throws UpstreamError 404 when unknown. */
export async function getLibraryCourse(client: UpstreamClient, id: number) {
  return (await client.get(libraryCourseSchema, `/api/Library/CourseDetail/${id}`, { cache: "short" })).data;
}
