/**
 * The current flash sale (spec §2 /flashSale, §7 `GET /api/FlashSale` → data): `{id, title, startsAt,
 * endsAt, items: [{product, flashPrice, quantity, sold}]}`, computed at request time from the seeded
 * schedule (server/domain/flash-sale.ts) with the app's clock; `data` is null when no sale runs.
 * The cart and checkout charge `flashPrice` for these items while the sale runs and
 * `quantity − sold` covers the line quantity (domain/pricing.ts, domain/orders.ts).
 */
import type { FastifyInstance } from "fastify";
import { withDefaults } from "../deps";
import { ok } from "../http/envelope";
import { currentFlashSale } from "../domain/flash-sale";

/** Registers GET /api/FlashSale (a Fastify plugin; uses `app.deps.db` and the app's clock). */
export async function flashSaleRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);
  app.get("/api/FlashSale", async () => ok(currentFlashSale(db, clock())));
}
