/**
 * Payment verification (defined by the reference upstream, which holds the gateway keys):
 * GET /api/Payment/vnpay-return?{vnp_* params} verifies a VNPay return and changes nothing.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

export const vnpayReturnSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  status: z.enum(["pending", "paid", "failed", "cancelled"]),
  isPaid: z.boolean(),
  responseCode: z.string(),
  message: z.string(),
  amount: z.number().int(),
});
export type VnpayReturn = z.infer<typeof vnpayReturnSchema>;

/**
 * Verifies the parameters VNPay sent the shopper back with.
 * @throws UpstreamError 400 (bad signature or amount) / 404 (unknown order).
 */
export async function verifyVnpayReturn(client: UpstreamClient, params: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const [k, v] of params) if (k.startsWith("vnp_")) query[k] = v;
  return (await client.get(vnpayReturnSchema, "/api/Payment/vnpay-return", { query })).data;
}
