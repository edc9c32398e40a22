/**
 * Data access of delivery (ADR 0026): the shipments of orders and their carrier events, the guarded
 * order changes a carrier's report makes (→ shipping, → delivered, → returned), the mapping of our
 * 2025 units to the carrier's ids, and the carrier sandbox's own books. Every function runs inside the
 * handle it is given (the domain opens the transactions). Money integer VND; weights grams; times
 * ISO-8601 UTC strings.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { CARRIERS, SHIPMENT_STATUSES } from "../constants";
import { carrierLocations, carrierSandboxOrders, orderLines, orders, products, shipmentEvents, shipments } from "../db/schema";
import type { DbOrTx } from "./tx";

type Carrier = (typeof CARRIERS)[number];
type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** A `shipments` row. */
export type ShipmentRow = typeof shipments.$inferSelect;
/** A `shipment_events` row. */
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
/** A `carrier_sandbox_orders` row. */
export type SandboxOrderRow = typeof carrierSandboxOrders.$inferSelect;

/** Grams of an order's printed lines (quantity × the product's weight); 0 when it has none. */
export function orderWeightGrams(db: DbOrTx, orderId: number): number {
  const row = db
    .select({ grams: sql<number>`coalesce(sum(${orderLines.quantity} * ${products.weightGrams}), 0)` })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isDigital, false)))
    .get();
  return Number(row?.grams ?? 0);
}

/** Inserts a queued shipment for an order (none when it already has one). Returns true when inserted. */
export function insertQueuedShipment(
  db: DbOrTx,
  row: { orderId: number; carrier: Carrier; weightGrams: number; codAmount: number; at: string },
): boolean {
  return (
    db
      .insert(shipments)
      .values({ orderId: row.orderId, carrier: row.carrier, weightGrams: row.weightGrams, codAmount: row.codAmount, createdAt: row.at })
      .onConflictDoNothing()
      .run().changes === 1
  );
}

/** Queued shipments with fewer than `maxAttempts` failed creations, oldest first. */
export function queuedShipments(db: DbOrTx, maxAttempts: number, limit = 20): ShipmentRow[] {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.status, "queued"), lt(shipments.attempts, maxAttempts)))
    .orderBy(asc(shipments.id))
    .limit(limit)
    .all();
}

/** queued → ready_to_pick with the carrier's order code and fee. Returns false when it was not queued. */
export function markShipmentCreated(db: DbOrTx, id: number, trackingNumber: string, carrierFee: number, at: string): boolean {
  return (
    db
      .update(shipments)
      .set({ trackingNumber, carrierFee, status: "ready_to_pick", updatedAt: at, lastError: null })
      .where(and(eq(shipments.id, id), eq(shipments.status, "queued")))
      .run().changes === 1
  );
}

/** Counts a failed creation attempt and keeps its error. */
export function markShipmentAttemptFailed(db: DbOrTx, id: number, error: string, at: string): void {
  db.update(shipments)
    .set({ attempts: sql`${shipments.attempts} + 1`, lastError: error.slice(0, 500), updatedAt: at })
    .where(eq(shipments.id, id))
    .run();
}

/** The shipment with that tracking number (the carrier's order code), or null. */
export function findShipmentByTracking(db: DbOrTx, trackingNumber: string): ShipmentRow | null {
  return db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).get() ?? null;
}

/** The shipment of an order, or null. */
export function findShipmentOfOrder(db: DbOrTx, orderId: number): ShipmentRow | null {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).get() ?? null;
}

/** Stores a carrier event; false (nothing written) when the same (shipment, status, time) is already stored. */
export function insertShipmentEvent(
  db: DbOrTx,
  row: { shipmentId: number; status: ShipmentStatus; at: string; place: string; reason: string; receivedAt: string },
): boolean {
  return db.insert(shipmentEvents).values(row).onConflictDoNothing().run().changes === 1;
}

/** A shipment's events in the carrier's time order (arrival order for equal times). */
export function shipmentEventsOf(db: DbOrTx, shipmentId: number): ShipmentEventRow[] {
  return db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)).orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)).all();
}

/** Sets a shipment's status (and the cash collected, when given). The domain decides that it moves forward. */
export function setShipmentStatus(db: DbOrTx, id: number, status: ShipmentStatus, at: string, codCollected?: number): void {
  db.update(shipments)
    .set({ status, updatedAt: at, ...(codCollected !== undefined ? { codCollected } : {}) })
    .where(eq(shipments.id, id))
    .run();
}

/** paid | awaiting_delivery → shipping. Returns the number of rows changed (0 or 1). */
export function markShippingRow(db: DbOrTx, orderId: number): number {
  return db
    .update(orders)
    .set({ status: "shipping" })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "awaiting_delivery"])))
    .run().changes;
}

/** An order paid online: paid | shipping → delivered. Returns the rows changed (0 or 1). */
export function markPrepaidDeliveredRow(db: DbOrTx, orderId: number): number {
  return db
    .update(orders)
    .set({ status: "delivered" })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "shipping"]), sql`${orders.paymentMethod} <> 'COD'`))
    .run().changes;
}

/** paid | awaiting_delivery | shipping → returned, closed at `at`. Returns the rows changed (0 or 1). */
export function markReturnedRow(db: DbOrTx, orderId: number, at: string): number {
  return db
    .update(orders)
    .set({ status: "returned", closedAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "awaiting_delivery", "shipping"]), isNull(orders.closedAt)))
    .run().changes;
}

/** Our unit's id at the carrier (`kind` province: cities.id; ward: wards.id), or null when not mapped. */
export function carrierIdOf(db: DbOrTx, carrier: Carrier, kind: "province" | "ward", ourId: number): string | null {
  return (
    db
      .select({ id: carrierLocations.carrierId })
      .from(carrierLocations)
      .where(and(eq(carrierLocations.carrier, carrier), eq(carrierLocations.kind, kind), eq(carrierLocations.ourId, ourId)))
      .get()?.id ?? null
  );
}

/** Writes (or overwrites) the mapping of our units to a carrier's ids. */
export function upsertCarrierLocations(
  db: DbOrTx,
  rows: Array<{ carrier: Carrier; kind: "province" | "ward"; ourId: number; carrierId: string; refreshedAt: string }>,
): void {
  for (const row of rows) {
    db.insert(carrierLocations)
      .values(row)
      .onConflictDoUpdate({
        target: [carrierLocations.carrier, carrierLocations.kind, carrierLocations.ourId],
        set: { carrierId: row.carrierId, refreshedAt: row.refreshedAt },
      })
      .run();
  }
}

/** The carrier sandbox's order by its order code, or by the shop's code. */
export function findSandboxOrder(db: DbOrTx, by: { orderCode: string } | { clientOrderCode: string }): SandboxOrderRow | null {
  const where =
    "orderCode" in by ? eq(carrierSandboxOrders.orderCode, by.orderCode) : eq(carrierSandboxOrders.clientOrderCode, by.clientOrderCode);
  return db.select().from(carrierSandboxOrders).where(where).get() ?? null;
}

/** Stores an order created at the carrier sandbox. */
export function insertSandboxOrder(db: DbOrTx, row: SandboxOrderRow): void {
  db.insert(carrierSandboxOrders).values(row).run();
}

/** Sets a sandbox order's status. */
export function setSandboxOrderStatus(db: DbOrTx, orderCode: string, status: string, at: string): void {
  db.update(carrierSandboxOrders).set({ status, updatedAt: at }).where(eq(carrierSandboxOrders.orderCode, orderCode)).run();
}
