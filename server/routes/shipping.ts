/**
 * The shipping fee before an address is saved (defined by the reference upstream, documented in
 * docs/openapi.yaml; ADR 0024 for the 2025 map):
 *
 * - POST /api/Shipping/Quote {CartDetails, CityId?, WardId?} → {shippingFee, subTotal, isOnlyDigital,
 *   freeShippingThreshold, destination: {cityId, cityName, wardId, wardName}}
 *
 * The checkout's shipping step asks it for the ward being chosen (guests and customers alike: nothing
 * is stored), the product page for a province (`wardId: null` in the answer: the fee to that province).
 * At least one of CityId and WardId; with both, the ward must be of that province. Only units of the
 * 2025 map: a retired ward or province answers 400 WARD_RETIRED / PROVINCE_RETIRED, an unknown one
 * WARD_NOT_FOUND / PROVINCE_NOT_FOUND. No token needed (the fee is public). The fee is the one rule
 * of server/domain/shipping.ts `shippingFeeFor`.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_CART_LINES } from "../constants";
import { ok } from "../http/envelope";
import { MAX_ID } from "../http/fields";
import { lineQuantity } from "../http/orders";
import { parse } from "../http/validate";
import { quoteShipping } from "../domain/pricing";
import { withDefaults } from "../deps";

const unitId = z.number().int().positive().max(MAX_ID);
const quoteBody = z
  .object({
    CartDetails: z
      .array(z.object({ ProductSaleId: unitId, Quantity: lineQuantity }))
      .min(1, "Giỏ hàng trống")
      .max(MAX_CART_LINES, "Giỏ hàng có quá nhiều sản phẩm"),
    CityId: unitId.nullish(),
    WardId: unitId.nullish(),
  })
  .refine((b) => b.CityId || b.WardId, { message: "Vui lòng chọn Tỉnh/Thành phố hoặc Phường/Xã", path: ["CityId"] });

/** Fastify plugin with `POST /api/Shipping/Quote` over `app.deps` ({db, clock}). */
export async function shippingRoutes(app: FastifyInstance) {
  const { db, clock } = withDefaults(app.deps);
  app.post("/api/Shipping/Quote", async (req) => {
    const body = parse(quoteBody, req.body);
    const lines = body.CartDetails.map((d) => ({ productSaleId: d.ProductSaleId, quantity: d.Quantity }));
    return ok(quoteShipping(db, lines, { cityId: body.CityId, wardId: body.WardId }, { now: clock() }));
  });
}
