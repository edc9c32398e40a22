/**
 * Delivery routes (ADR 0026):
 *
 * - `POST /api/Carrier/ghn-webhook` — the carrier's status webhook (GHN's JSON, header `Token` =
 *   GHN_WEBHOOK_TOKEN): 200 `{code: 200, message}` when stored or a replay; 401 for a bad token
 *   (nothing read or written), 400 for a malformed body, 404 for an order code no shipment has
 *   (`recordCarrierWebhook`). Never a 5xx: a recording failure answers 503 so the carrier retries.
 * - `POST /api/Order/lookup` `{Code, Contact}` — "Tra cứu đơn hàng": the order's public view
 *   (`lookupOrder`) or one neutral 404 ORDER_NOT_FOUND for a wrong code, a wrong contact or malformed
 *   input alike.
 *
 * After a checkout or a payment notification, the routes that commit orders call `kickShipments` so
 * that the shipment is created at the carrier at once (the timer of server/main.ts retries).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, ok } from "../http/envelope";
import { withDefaults } from "../deps";
import { getGhnClient } from "../gateways";
import { recordCarrierWebhook } from "../domain/shipments";
import { lookupOrder, LOOKUP_NOT_FOUND_MESSAGE } from "../domain/order-lookup";

const lookupBody = z.object({
  Code: z.string().trim().min(1).max(40),
  Contact: z.string().trim().min(1).max(254),
});

/** Fastify plugin with the routes listed above, over `app.deps`. */
export async function carrierRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/Carrier/ghn-webhook", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const deps = withDefaults(app.deps);
    const check = getGhnClient(deps.config).verifyWebhook(request.headers.token, request.body);
    let result;
    try {
      result = await recordCarrierWebhook(deps, check, request.log);
    } catch (err) {
      request.log.error({ err }, "carrier webhook: recording failed");
      return reply.status(503).send({ code: 503, message: "Chưa ghi nhận được, vui lòng gửi lại" });
    }
    request.log.info({ ...result, orderCode: check.token ? check.event?.orderCode : undefined }, "carrier webhook");
    const messages = {
      200: "Success",
      400: "Dữ liệu không hợp lệ",
      401: "Token không hợp lệ",
      404: "Không tìm thấy vận đơn",
    } as const;
    return reply.status(result.status).send({ code: result.status, message: messages[result.status] });
  });

  app.post("/api/Order/lookup", async (request) => {
    const parsed = lookupBody.safeParse(request.body);
    // Malformed input answers like a mismatch: the form never learns more from its errors.
    if (!parsed.success) throw new ApiError(404, "ORDER_NOT_FOUND", LOOKUP_NOT_FOUND_MESSAGE);
    const { db, config } = withDefaults(app.deps);
    return ok(lookupOrder(db, config, parsed.data.Code, parsed.data.Contact));
  });
}
