/**
 * The affiliate dashboard of a signed-in customer (spec §2 /tai-khoan/affiliate):
 * GET /api/User/UserAffiliate?page (bearer) → `data` = `AffiliateDashboard` (server/domain/affiliates.ts,
 * docs/openapi.yaml): the customer's own code (created on the first visit), its commission percent,
 * the storefront path of the shareable link, totals and one page of referred orders (10 a page,
 * newest first); `totalPage` = pages of referred orders (≥ 1). `page` 1…10 000, else 400.
 * 401 without a valid bearer. Answers carry `Cache-Control: no-store`.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ok } from "../http/envelope";
import { pageField } from "../http/paging";
import { parse } from "../http/validate";
import { requireUser } from "../http/auth";
import { affiliateDashboard } from "../domain/affiliates";

const query = z.object({ page: pageField });

/** Registers GET /api/User/UserAffiliate (a Fastify plugin; uses `app.deps.db`). */
export async function userAffiliateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get("/api/User/UserAffiliate", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const user = await requireUser(req);
    const { page } = parse(query, req.query);
    const { data, totalPage } = affiliateDashboard(db, user.id, page);
    return ok(data, { totalPage });
  });
}
