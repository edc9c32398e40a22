/**
 * The customer's affiliate dashboard: GET /api/User/UserAffiliate?page (bearer;
 * docs/openapi.yaml AffiliateDashboard). The upstream creates the customer's code on the first visit.
 * Money integer VND, times ISO-8601 UTC. Never cached (depends on the user).
 * Errors: UpstreamError (401, 400 for a bad page); upstream failures as in client.server.ts.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

const referredOrderSchema = z.object({
  orderCode: z.string(),
  createdAt: z.string(),
  status: z.string(),
  baseAmount: z.number().int(),
  commission: z.number().int(),
  commissionStatus: z.enum(["pending", "credited", "paid_out", "cancelled"]),
});
export type ReferredOrder = z.infer<typeof referredOrderSchema>;

const dashboardSchema = z.object({
  code: z.string(),
  commissionPercent: z.number(),
  /** A storefront path ("/gio-hang?affiliate=CODE"); shown absolute with the shop's own origin. */
  linkPath: z.string().startsWith("/"),
  totals: z.object({
    referredOrders: z.number().int(),
    pendingAmount: z.number().int(),
    creditedAmount: z.number().int(),
    paidOutAmount: z.number().int(),
  }),
  orders: z.array(referredOrderSchema),
});

/** GET /api/User/UserAffiliate?page → the dashboard and the number of pages of referred orders (≥ 1). */
export async function getAffiliateDashboard(client: UpstreamClient, page: number) {
  const res = await client.get(dashboardSchema, "/api/User/UserAffiliate", { query: { page } });
  return { dashboard: res.data, totalPage: Math.max(1, res.totalPage ?? 1) };
}
