/**
 * The ids the sitemap needs from the learning calls (app/routes/sitemap.tsx): one page of
 * the public course list and one page of the textbook list, read as `{id}` only so the sitemap does
 * not depend on the rest of their shapes (docs/openapi.yaml). Public and cached
 * like the other content calls (`cache: "short"`).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

/** Courses per page asked for the sitemap: the most `GET /api/Library` serves (server/routes/library.ts). */
const SITEMAP_COURSES_PER_PAGE = 60;

const idsSchema = z.array(z.object({ id: z.number().int().positive() }));

/**
 * GET /api/Library?page&pageSize=60 → `{ items: [{id}], totalPage }`: one page of the public course list.
 * @param page 1-based.
 * @throws as every upstream call (client.server.ts).
 */
export async function getCourseIdsPage(client: UpstreamClient, page: number) {
  const res = await client.get(idsSchema, "/api/Library", { query: { page, pageSize: SITEMAP_COURSES_PER_PAGE }, cache: "short" });
  return { items: res.data, totalPage: res.totalPage };
}

/**
 * GET /api/Asset?page → `{ items: [{id}], totalPage }`: one page of the textbooks (the upstream's own
 * page size, so no maximum of ours can be refused).
 * @param page 1-based.
 * @throws as every upstream call — an upstream without the textbook list answers 404 (UpstreamError).
 */
export async function getTextbookIdsPage(client: UpstreamClient, page: number) {
  const res = await client.get(idsSchema, "/api/Asset", { query: { page }, cache: "short" });
  return { items: res.data, totalPage: res.totalPage };
}
