/**
 * The routes' one call into delivery after they commit orders (a checkout, a payment notification):
 * create the queued shipments at the carrier now (ADR 0026).
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { withDefaults } from "../deps";
import { dispatchShipments } from "../domain/shipments";

/**
 * Creates the queued shipments at the carrier now (awaited, so the answer that follows can show the
 * tracking number). Skipped while the carrier is this process's sandbox and the app is not listening
 * (tests through `inject`: there is no carrier to call). Never throws; failures are logged and retried
 * by the timer of server/main.ts.
 */
export async function kickShipments(app: FastifyInstance, log: FastifyBaseLogger): Promise<void> {
  if (app.deps.config.ghnSandbox && !app.server.listening) return;
  await dispatchShipments(withDefaults(app.deps), log);
}
