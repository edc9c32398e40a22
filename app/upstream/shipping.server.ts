/**
 * The shipping fee before an address is saved: `POST /api/Shipping/Quote` of the reference upstream
 * (docs/openapi.yaml; not in spec §7). The checkout's shipping step asks it for the ward being chosen,
 * the product page for a province (an estimate). Money is integer VND.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { UpstreamError } from "./client.server";

const shippingQuoteSchema = z.object({
  shippingFee: z.number().int(),
  subTotal: z.number().int(),
  isOnlyDigital: z.boolean(),
  freeShippingThreshold: z.number().int(),
  destination: z.object({
    cityId: z.number().int(),
    cityName: z.string(),
    wardId: z.number().int().nullable(),
    wardName: z.string().nullable(),
  }),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/**
 * The fee of `lines` ([{productSaleId, quantity}]) to a ward of the 2025 map (`to.wardId`, with its
 * province `to.cityId` when known) or to a province alone; null when the destination cannot be
 * shipped to (an unknown, retired or mismatched unit: the upstream's 400) or there is no line.
 * @throws UpstreamError for anything but a 400 (the page's error boundary).
 */
export async function quoteShipping(
  client: UpstreamClient,
  lines: readonly { productSaleId: number; quantity: number }[],
  to: { cityId?: number | null; wardId?: number | null },
): Promise<ShippingQuote | null> {
  if (!lines.length || (!to.cityId && !to.wardId)) return null;
  const body = {
    CartDetails: lines.map((l) => ({ ProductSaleId: l.productSaleId, Quantity: l.quantity })),
    CityId: to.cityId ?? null,
    WardId: to.wardId ?? null,
  };
  try {
    return (await client.post(shippingQuoteSchema, "/api/Shipping/Quote", { body })).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return null;
    throw error;
  }
}
