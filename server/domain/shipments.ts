/**
 * Delivery of orders by the carrier (ADR 0026): the shipment of an order with printed lines, created
 * at the carrier (GHN's shape, server/gateways/ghn.ts) once the order is committed — paid, or a COD
 * order placed (./orders.ts `commitOrder` queues it in the same transaction; `dispatchShipments` makes
 * the HTTP call afterwards and retries) —, the mapping of our 2025 units to the carrier's ids refreshed
 * from its master data, and the carrier's status webhook driving the order:
 *
 *   ready_to_pick → picking → picked → storing → transporting → delivering → delivered | return → returned
 *
 * - picked (or any later step) moves a paid / awaiting_delivery order to `shipping`;
 * - delivered: an order paid online → `delivered`; a COD order → `delivered` and paid, the cash the
 *   carrier collected (`CODAmount`) recorded on the shipment;
 * - returned: the order → `returned`, the stock of its printed lines given back.
 * Events are stored once per (status, time) and listed in the carrier's time order; a late event older
 * than the shipment's state is kept in the timeline but never moves the shipment or the order back.
 * A mail goes out at each main step (shipped, delivered, returned) through the outbox (`order_status`).
 */
import type { UpstreamConfig } from "../config";
import type { SHIPMENT_STATUSES } from "../constants";
import type { Db } from "../db/client";
import { insertStatusHistory } from "../data/orders";
import { returnStock } from "../data/products";
import { listCities, listProvinceWards, resolveWard } from "../data/locations";
import {
  carrierIdOf,
  findShipmentByTracking,
  findShipmentOfOrder,
  insertShipmentEvent,
  markPrepaidDeliveredRow,
  markReturnedRow,
  markShipmentAttemptFailed,
  markShipmentCreated,
  markShippingRow,
  queuedShipments,
  setShipmentStatus,
  shipmentEventsOf,
  upsertCarrierLocations,
} from "../data/shipments";
import { getGhnClient } from "../gateways";
import type { GhnClient, GhnWebhookCheck, GhnWebhookEvent } from "../gateways/ghn";
import { orderStatusMail, type Mailer, type OrderStatusStep } from "../mail";
import { findOrder, markCodDelivered, type Order, type OrderLine } from "./orders";
import { sendRecorded } from "./inbox";
import { formatVnd } from "./discounts";

type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The carrier every shipment goes with (one for now; ADR 0026). */
const CARRIER = "GHN" as const;

/** How many times creating a shipment at the carrier is tried before it waits for people. */
const MAX_CREATE_ATTEMPTS = 10;

/**
 * How far along each status is; a shipment only moves to a higher rank. `delivered` and `returned`
 * are final (nothing ranks above them on their branch).
 */
const RANK: Record<ShipmentStatus, number> = {
  queued: 0,
  ready_to_pick: 1,
  picking: 2,
  picked: 3,
  storing: 4,
  transporting: 5,
  delivering: 6,
  return: 7,
  delivered: 8,
  returned: 8,
};
const FINAL = new Set<ShipmentStatus>(["delivered", "returned"]);

/** Vietnamese label of each shipment status (the timeline, the mails, the sandbox page). */
const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  queued: "Đang tạo vận đơn",
  ready_to_pick: "Chờ lấy hàng",
  picking: "Đang lấy hàng",
  picked: "Đã lấy hàng",
  storing: "Đang lưu kho",
  transporting: "Đang vận chuyển",
  delivering: "Đang giao hàng",
  delivered: "Đã giao hàng",
  return: "Đang hoàn hàng",
  returned: "Đã hoàn hàng",
};

/** Minimal logger (Fastify's `request.log` / `app.log` fit). */
interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the carrier work needs. */
export interface ShipmentDeps {
  db: Db;
  config: UpstreamConfig;
  mailer: Mailer;
  clock: () => Date;
  /** The carrier client (default: `getGhnClient(config)`). */
  carrier?: GhnClient;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/^(tinh|thanh pho|tp\.?|phuong|xa|dac khu|thi tran)\s+/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Refreshes the mapping of our provinces in force (and, when `provinceIds` is given, only those
 * provinces' wards; else all) to the carrier's ids from its master data, matching names without
 * diacritics or the "Tỉnh/Thành phố/Phường/Xã" prefix. Returns how many provinces and wards are mapped
 * now; units the carrier lacks stay unmapped (their orders wait, see `dispatchShipments`).
 * @throws never for the carrier's failures: `{ok: false, message}`.
 */
async function refreshCarrierLocations(
  deps: ShipmentDeps,
  provinceIds?: number[],
): Promise<{ ok: true; provinces: number; wards: number } | { ok: false; message: string }> {
  const carrier = deps.carrier ?? getGhnClient(deps.config);
  const at = deps.clock().toISOString();
  const theirProvinces = await carrier.provinces();
  if (!theirProvinces.ok) return { ok: false, message: theirProvinces.message };
  const byName = new Map(theirProvinces.data.map((p) => [fold(p.ProvinceName), p]));
  let provinces = 0;
  let wardCount = 0;
  for (const city of listCities(deps.db, true)) {
    if (provinceIds && !provinceIds.includes(city.cityId)) continue;
    const theirs = byName.get(fold(city.cityName));
    if (!theirs) continue;
    upsertCarrierLocations(deps.db, [
      { carrier: CARRIER, kind: "province", ourId: city.cityId, carrierId: String(theirs.ProvinceID), refreshedAt: at },
    ]);
    provinces++;
    const theirWards = await carrier.wards(theirs.ProvinceID);
    if (!theirWards.ok) continue;
    const wardByName = new Map(theirWards.data.map((w) => [fold(w.WardName), w]));
    const rows = listProvinceWards(deps.db, city.cityId).flatMap((w) => {
      const match = wardByName.get(fold(w.wardName));
      return match ? [{ carrier: CARRIER, kind: "ward" as const, ourId: w.wardId, carrierId: match.WardCode, refreshedAt: at }] : [];
    });
    deps.db.transaction((tx) => upsertCarrierLocations(tx, rows));
    wardCount += rows.length;
  }
  return { ok: true, provinces, wards: wardCount };
}

/** The carrier's ids of an order's ward, refreshing that province's mapping once when missing. */
async function carrierAddress(deps: ShipmentDeps, wardId: number): Promise<{ provinceId: number; wardCode: string } | null> {
  const ward = resolveWard(deps.db, wardId);
  if (!ward || !ward.current) return null;
  const read = () => {
    const province = carrierIdOf(deps.db, CARRIER, "province", ward.cityId);
    const wardCode = carrierIdOf(deps.db, CARRIER, "ward", wardId);
    return province && wardCode ? { provinceId: Number(province), wardCode } : null;
  };
  const known = read();
  if (known) return known;
  await refreshCarrierLocations(deps, [ward.cityId]);
  return read();
}

/** One dispatch at a time per database: a second caller waits for the running one, then runs. */
const running = new WeakMap<Db, Promise<number>>();

/**
 * Creates at the carrier every queued shipment (oldest first) whose order is still to be delivered
 * (paid, or COD awaiting delivery): maps its ward to the carrier's ids, asks the carrier's fee, creates
 * the shipping order (`client_order_code` = our order code, COD amount = the total for COD, else 0) and
 * stores the carrier's `order_code` as the tracking number (status ready_to_pick). A failure counts an
 * attempt (MAX_CREATE_ATTEMPTS) and keeps the error. Returns how many were created. Never throws.
 */
export async function dispatchShipments(deps: ShipmentDeps, log?: Logger): Promise<number> {
  const previous = running.get(deps.db);
  const run = (previous ?? Promise.resolve(0)).catch(() => 0).then(() => dispatchOnce(deps, log));
  running.set(deps.db, run);
  try {
    return await run;
  } finally {
    if (running.get(deps.db) === run) running.delete(deps.db);
  }
}

async function dispatchOnce(deps: ShipmentDeps, log?: Logger): Promise<number> {
  const carrier = deps.carrier ?? getGhnClient(deps.config);
  let created = 0;
  try {
    for (const shipment of queuedShipments(deps.db, MAX_CREATE_ATTEMPTS)) {
      const at = () => deps.clock().toISOString();
      const order = findOrder(deps.db, shipment.orderId);
      if (!order || (order.status !== "paid" && order.status !== "awaiting_delivery")) {
        // Cancelled before it was handed over: nothing to ship.
        markShipmentAttemptFailed(deps.db, shipment.id, `order ${order?.status ?? "missing"}`, at());
        continue;
      }
      const address = order.wardId ? await carrierAddress(deps, order.wardId) : null;
      if (!address) {
        markShipmentAttemptFailed(deps.db, shipment.id, "ward not mapped to the carrier", at());
        log?.warn({ orderCode: order.code, wardId: order.wardId }, "shipment: the ward has no carrier id");
        continue;
      }
      const printed = order.lines.filter((l) => !l.isDigital);
      const result = await carrier.createOrder({
        clientOrderCode: order.code,
        toName: order.customerName,
        toPhone: order.phone,
        toAddress: order.fullAddress,
        toProvinceId: address.provinceId,
        toWardCode: address.wardCode,
        weight: Math.max(1, shipment.weightGrams),
        codAmount: shipment.codAmount,
        insuranceValue: order.subTotal,
        content: printed
          .map((l) => `${l.quantity} × ${l.name}`)
          .join("; ")
          .slice(0, 2000),
        items: printed.map((l) => ({ name: l.name.slice(0, 200), quantity: l.quantity, weight: 0 })),
      });
      if (!result.ok) {
        markShipmentAttemptFailed(deps.db, shipment.id, result.message, at());
        log?.warn(
          { orderCode: order.code, code: result.code, message: result.message },
          "shipment: the carrier refused or was unreachable",
        );
        continue;
      }
      const now = at();
      const done = deps.db.transaction((tx) => {
        if (!markShipmentCreated(tx, shipment.id, result.data.orderCode, result.data.totalFee, now)) return false;
        insertShipmentEvent(tx, { shipmentId: shipment.id, status: "ready_to_pick", at: now, place: "", reason: "", receivedAt: now });
        return true;
      });
      if (done) created++;
    }
  } catch (err) {
    log?.error({ err }, "shipment dispatch failed");
  }
  return created;
}

/** Runs `dispatchShipments` every `everyMs` (default 30 s: retries of failed creations); returns a stop function. */
export function startShipmentDispatch(deps: ShipmentDeps, log?: Logger, everyMs = 30_000): () => void {
  const timer = setInterval(() => void dispatchShipments(deps, log), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How a webhook was answered: the HTTP status and, for the log, what was done. */
export interface CarrierWebhookResult {
  status: 200 | 400 | 401 | 404;
  outcome: "forged" | "malformed" | "unknown shipment" | "duplicate" | "stored" | "advanced";
}

/** A mail to send after the transaction (main steps only). */
interface PendingMail {
  step: OrderStatusStep;
  order: Order;
  trackingNumber: string | null;
  detail?: string;
}

/**
 * Records a carrier status webhook checked by `GhnClient.verifyWebhook` (see the module's comment):
 * a bad token → 401 (nothing read or written); a malformed body → 400; an order code no shipment has →
 * 404; the same (status, time) again → 200 "duplicate", nothing changes; otherwise, in ONE transaction,
 * the event is stored and, when it ranks above the shipment's status, the shipment and its order move
 * forward → 200. Mails of the main steps are sent after the commit (a mail failure is only logged).
 * Any exception is rethrown after the rollback (the route answers 500: the carrier retries).
 */
export async function recordCarrierWebhook(deps: ShipmentDeps, check: GhnWebhookCheck, log?: Logger): Promise<CarrierWebhookResult> {
  if (!check.token) return { status: 401, outcome: "forged" };
  const event = check.event;
  if (!event) return { status: 400, outcome: "malformed" };
  const receivedAt = deps.clock().toISOString();
  const mails: PendingMail[] = [];
  const result = deps.db.transaction((tx): CarrierWebhookResult => {
    const shipment = findShipmentByTracking(tx, event.orderCode);
    if (!shipment) return { status: 404, outcome: "unknown shipment" };
    const stored = insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      status: event.status,
      at: event.at,
      place: event.place,
      reason: event.reason,
      receivedAt,
    });
    if (!stored) return { status: 200, outcome: "duplicate" };
    if (FINAL.has(shipment.status) || RANK[event.status] <= RANK[shipment.status]) return { status: 200, outcome: "stored" };
    const order = findOrder(tx as unknown as Db, shipment.orderId)!;
    const collected = event.status === "delivered" && order.paymentMethod === "COD" ? event.codAmount || shipment.codAmount : undefined;
    setShipmentStatus(tx, shipment.id, event.status, receivedAt, collected);
    mails.push(...advanceOrder(tx as unknown as Db, order, shipment.trackingNumber, event, log));
    return { status: 200, outcome: "advanced" };
  });
  for (const mail of mails) await mailOrderStatus(deps, mail, log);
  return result;
}

/** The order's side of a shipment moving forward to `event.status`, inside the webhook's transaction. */
function advanceOrder(
  tx: Db,
  order: Order & { lines: OrderLine[] },
  trackingNumber: string | null,
  event: GhnWebhookEvent,
  log?: Logger,
): PendingMail[] {
  const at = event.at;
  const where = event.place ? ` tại ${event.place}` : "";
  switch (event.status) {
    case "picked":
    case "storing":
    case "transporting":
    case "delivering":
      if (markShippingRow(tx, order.id) !== 1) return [];
      insertStatusHistory(tx, order.id, "shipping", `Đơn vị vận chuyển ${CARRIER} đã lấy hàng (mã vận đơn ${trackingNumber})${where}`, at);
      return [{ step: "shipped", order, trackingNumber }];
    case "delivered": {
      if (order.paymentMethod === "COD") {
        // markCodDelivered opens its own transaction: nested in ours, better-sqlite3 makes it a savepoint.
        if (!markCodDelivered(tx, order.id, new Date(at))) return [];
        if (event.codAmount && event.codAmount !== order.total)
          log?.warn(
            { orderCode: order.code, total: order.total, collected: event.codAmount },
            "carrier: COD collected differs from the order total",
          );
        return [{ step: "delivered", order, trackingNumber, detail: `Đã thu ${formatVnd(event.codAmount || order.total)} khi giao hàng.` }];
      }
      if (markPrepaidDeliveredRow(tx, order.id) !== 1) return [];
      insertStatusHistory(tx, order.id, "delivered", "Đã giao hàng", at);
      return [{ step: "delivered", order, trackingNumber }];
    }
    case "returned": {
      if (markReturnedRow(tx, order.id, at) !== 1) return [];
      for (const line of order.lines) if (!line.isDigital) returnStock(tx, line.productId, line.quantity);
      const reason = event.reason ? `: ${event.reason}` : "";
      insertStatusHistory(tx, order.id, "returned", `Hoàn hàng về nhà sách${reason}`, at);
      if (order.paymentMethod !== "COD")
        log?.warn({ orderCode: order.code, total: order.total }, "carrier: a prepaid order was returned; refund needed");
      return [{ step: "returned", order, trackingNumber, detail: event.reason || undefined }];
    }
    default:
      return [];
  }
}

/** Sends an `order_status` mail and records it in the inbox; a failure is logged and swallowed. */
export async function mailOrderStatus(
  deps: { db: Db; mailer: Mailer; clock: () => Date },
  mail: PendingMail,
  log?: Pick<Logger, "error">,
): Promise<void> {
  const { message, summary } = orderStatusMail({
    to: mail.order.email,
    code: mail.order.code,
    customerName: mail.order.customerName,
    step: mail.step,
    trackingNumber: mail.trackingNumber,
    detail: mail.detail ?? null,
  });
  try {
    await sendRecorded(deps, message, { kind: "order_status", summary, refId: mail.order.id, userId: mail.order.userId });
  } catch (err) {
    log?.error({ err, orderId: mail.order.id }, "order status mail failed");
  }
}

/** The delivery part of an order's view (`Shipment` of docs/openapi.yaml); times ISO-8601 UTC. */
export interface ShipmentView {
  carrier: string;
  /** The carrier's order code; null while the shipment is being created. */
  trackingNumber: string | null;
  status: ShipmentStatus;
  statusLabel: string;
  /** The events in the carrier's time order. */
  events: Array<{ status: ShipmentStatus; statusLabel: string; at: string; place: string; reason: string }>;
  /** The carrier sandbox's page of this shipment while the carrier is the sandbox; null otherwise. */
  sandboxUrl: string | null;
}

/** What `shipmentView` reads of the configuration (absent: no sandbox link). */
export type ShipmentLinkConfig = Partial<Pick<UpstreamConfig, "ghnSandbox" | "ghnHost">>;

/** The shipment of an order as shown to its customer, or null when it has none (digital, unpaid). */
export function shipmentView(db: Db, config: ShipmentLinkConfig, orderId: number): ShipmentView | null {
  const shipment = findShipmentOfOrder(db, orderId);
  if (!shipment) return null;
  return {
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    status: shipment.status,
    statusLabel: SHIPMENT_STATUS_LABELS[shipment.status],
    events: shipmentEventsOf(db, shipment.id).map((e) => ({
      status: e.status,
      statusLabel: SHIPMENT_STATUS_LABELS[e.status],
      at: e.at,
      place: e.place,
      reason: e.reason,
    })),
    sandboxUrl:
      config.ghnSandbox && config.ghnHost && shipment.trackingNumber
        ? `${config.ghnHost}/shipments/${encodeURIComponent(shipment.trackingNumber)}`
        : null,
  };
}
