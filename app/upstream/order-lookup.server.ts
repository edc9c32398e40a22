/**
 * "Tra cứu đơn hàng" (ADR 0026): `POST /api/Order/lookup {Code, Contact}` of the reference upstream
 * (docs/openapi.yaml `OrderLookup`): an order's public view found by its code plus the phone or
 * e-mail it was placed with. Money integer VND; times ISO-8601 UTC.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "~/constants";
import { UpstreamError, type UpstreamClient } from "./client.server";
import { paymentMethodSchema, shipmentSchema } from "./schemas";

const lookupSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  isOnlyDigital: z.boolean(),
  subTotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPrice: z.number().int(), isDigital: z.boolean() })),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string(), at: z.string() })),
  shipment: shipmentSchema.nullable(),
});
export type LookedUpOrder = z.infer<typeof lookupSchema>;

/**
 * The order with that code placed with that phone or e-mail, or null when there is none (the upstream
 * answers every mismatch with the same 404; so does this function, with null).
 * @throws UpstreamError for the upstream's other failures (5xx, unreachable).
 */
export async function lookupOrder(client: UpstreamClient, code: string, contact: string): Promise<LookedUpOrder | null> {
  try {
    return (await client.post(lookupSchema, "/api/Order/lookup", { body: { Code: code, Contact: contact } })).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
