/**
 * The carrier client, shop side, of GHN's shape (Giao Hàng Nhanh, "Shipping Order" public API v2):
 * master data (provinces, wards), the fee quote, the creation of a shipping order (→ its `order_code`,
 * our tracking number) and the check of the status webhook it pushes.
 *
 * The same code talks to the embedded sandbox (server/gateways/ghn-sandbox.ts, the default GHN_HOST)
 * and to GHN itself (https://online-gateway.ghn.vn/shiip/public-api): only `ghnHost`, the token and
 * the ShopId change (GHN_HOST, GHN_TOKEN, GHN_SHOP_ID, GHN_WEBHOOK_TOKEN; ADR 0026).
 *
 * Source: GHN's API documentation (api.ghn.vn/home/docs) as summarised in vietnam-commerce.md
 * "Delivery":
 * - every call carries the headers `Token` and (for orders) `ShopId`; answers are
 *   `{code: 200, message, data}`, a refusal `{code: 400, message, code_message}`;
 * - `GET /master-data/province` → `[{ProvinceID, ProvinceName}]`; `GET /master-data/ward?province_id=`
 *   → `[{WardCode, ProvinceID, WardName}]` (the two-tier map since 1 July 2025; GHN's older API keys
 *   wards by district, see ADR 0026);
 * - `POST /v2/shipping-order/fee` `{to_province_id, to_ward_code, weight, insurance_value, cod_value,
 *   service_type_id}` → `{total, service_fee, insurance_fee, cod_fee}`;
 * - `POST /v2/shipping-order/create` `{client_order_code, to_name, to_phone, to_address,
 *   to_province_id, to_ward_code, weight, cod_amount, insurance_value, content, items, payment_type_id,
 *   required_note, service_type_id}` → `{order_code, total_fee, expected_delivery_time}`;
 * - the webhook: POST JSON `{OrderCode, ClientOrderCode, Status, CODAmount, TotalFee, Time, Reason,
 *   Warehouse, ShopID, Type}`; the shop answers 200 or GHN retries (10 × every 5 s).
 * Units: weight in grams, money integer VND, Time ISO-8601.
 */
import { timingSafeEqual } from "node:crypto";
import { fetch } from "undici";
import type { UpstreamConfig } from "../config";
import { SHIPMENT_STATUSES } from "../constants";

/** The paths of GHN's API on `ghnHost`. */
export const GHN_PATHS = {
  provinces: "/master-data/province",
  wards: "/master-data/ward",
  fee: "/v2/shipping-order/fee",
  create: "/v2/shipping-order/create",
} as const;

/** GHN's "standard" (hàng nhẹ) service, the one the shop uses. */
const GHN_SERVICE_TYPE_STANDARD = 2;
/** payment_type_id: 1 = the shop pays the carrier's fee (the customer paid shipping to the shop). */
const GHN_PAYMENT_BY_SHOP = 1;

/** The part of the upstream configuration the client needs. */
export type GhnConfig = Pick<UpstreamConfig, "GHN_TOKEN" | "GHN_SHOP_ID" | "GHN_WEBHOOK_TOKEN" | "ghnHost">;

/** A status of a shipment as GHN names it (server/constants.ts SHIPMENT_STATUSES without `queued`). */
type GhnStatus = Exclude<(typeof SHIPMENT_STATUSES)[number], "queued">;

/** A province of GHN's master data. */
interface GhnProvince {
  ProvinceID: number;
  ProvinceName: string;
}
/** A ward of GHN's master data. */
interface GhnWard {
  WardCode: string;
  ProvinceID: number;
  WardName: string;
}

/** Input of `createOrder`. */
interface GhnCreateInput {
  /** Our order code (GHN `client_order_code`, unique per shop: a repeat is refused by GHN). */
  clientOrderCode: string;
  toName: string;
  toPhone: string;
  /** Street line and the ward/province names, as shown to the courier. */
  toAddress: string;
  toProvinceId: number;
  toWardCode: string;
  /** Grams, ≥ 1. */
  weight: number;
  /** Cash to collect (VND), 0 when paid online. */
  codAmount: number;
  /** Declared value (VND) for the insurance. */
  insuranceValue: number;
  /** What is in the parcel (line names). */
  content: string;
  items: Array<{ name: string; quantity: number; weight: number }>;
}

/** Result of a GHN call: its data, or why not (GHN's message, or "cannot reach" with code null). */
type GhnResult<T> = { ok: true; data: T } | { ok: false; code: number | null; message: string };

/** A verified status webhook's facts. */
export interface GhnWebhookEvent {
  orderCode: string;
  clientOrderCode: string;
  status: GhnStatus;
  /** ISO-8601 UTC of the event (GHN `Time`). */
  at: string;
  /** GHN `Warehouse` ("" when absent). */
  place: string;
  reason: string;
  /** VND, 0 when absent. */
  codAmount: number;
}

/** The check of a webhook: `token` false = a forged call (401); `event` null = a malformed body (400). */
export type GhnWebhookCheck = { token: false } | { token: true; event: GhnWebhookEvent | null };

/** The shop side of the carrier (see `createGhnClient`). */
export interface GhnClient {
  /** GHN's provinces. Never throws (→ `ok: false`). */
  provinces(): Promise<GhnResult<GhnProvince[]>>;
  /** GHN's wards of one of its provinces. Never throws. */
  wards(provinceId: number): Promise<GhnResult<GhnWard[]>>;
  /** The fee (VND) GHN charges for a parcel of `weight` g to that ward. Never throws. */
  quoteFee(input: {
    toProvinceId: number;
    toWardCode: string;
    weight: number;
    codAmount: number;
    insuranceValue: number;
  }): Promise<GhnResult<{ total: number }>>;
  /** Creates the shipping order; GHN's `order_code` is the tracking number. Never throws. */
  createOrder(input: GhnCreateInput): Promise<GhnResult<{ orderCode: string; totalFee: number; expectedDeliveryTime: string | null }>>;
  /** Checks a webhook's `Token` header (constant time) and reads its body. Never throws; changes nothing. */
  verifyWebhook(tokenHeader: unknown, body: unknown): GhnWebhookCheck;
}

/** Constant-time equality of two strings (false for a non-string). */
export function sameSecret(received: unknown, expected: string): boolean {
  if (typeof received !== "string" || received.length > 1000) return false;
  const a = Buffer.from(received, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

const CARRIER_STATUSES = new Set<string>(SHIPMENT_STATUSES.filter((s) => s !== "queued"));

/** Reads a webhook body (GHN's field names); null when a required field is missing or malformed. */
function readGhnWebhook(body: unknown): GhnWebhookEvent | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const str = (v: unknown, max: number) => (typeof v === "string" && v.length <= max ? v : null);
  const orderCode = str(b.OrderCode, 50);
  const clientOrderCode = str(b.ClientOrderCode, 50) ?? "";
  const status = str(b.Status, 40)?.toLowerCase() ?? null;
  const time = str(b.Time, 40);
  if (!orderCode || !status || !CARRIER_STATUSES.has(status) || !time) return null;
  const ms = Date.parse(time);
  if (!Number.isFinite(ms)) return null;
  const cod = typeof b.CODAmount === "number" && Number.isSafeInteger(b.CODAmount) && b.CODAmount >= 0 ? b.CODAmount : 0;
  return {
    orderCode,
    clientOrderCode,
    status: status as GhnStatus,
    at: new Date(ms).toISOString(),
    place: (str(b.Warehouse, 200) ?? "").trim(),
    reason: (str(b.Reason, 500) ?? "").trim(),
    codAmount: cod,
  };
}

/**
 * Creates the carrier client for the shop `config.GHN_SHOP_ID` on `config.ghnHost` (read on every
 * call: tests move it after listening). Each call has a 15 s timeout.
 *
 * @example
 * const quote = await createGhnClient(config).quoteFee({ toProvinceId: 201, toWardCode: "26734", weight: 850, codAmount: 0, insuranceValue: 250_000 });
 */
export function createGhnClient(config: GhnConfig): GhnClient {
  async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<GhnResult<T>> {
    let answer: { code?: unknown; message?: unknown; data?: unknown };
    try {
      const res = await fetch(`${config.ghnHost}${path}`, {
        method,
        headers: {
          Token: config.GHN_TOKEN,
          ShopId: config.GHN_SHOP_ID,
          accept: "application/json",
          ...(body ? { "content-type": "application/json; charset=utf-8" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      answer = (await res.json()) as typeof answer;
      if (!answer || typeof answer !== "object") throw new TypeError("not an object");
    } catch {
      return { ok: false, code: null, message: "Không kết nối được với đơn vị vận chuyển" };
    }
    if (answer.code !== 200 || answer.data === undefined || answer.data === null) {
      return {
        ok: false,
        code: typeof answer.code === "number" ? answer.code : null,
        message: typeof answer.message === "string" && answer.message ? answer.message : "Đơn vị vận chuyển từ chối yêu cầu",
      };
    }
    return { ok: true, data: answer.data as T };
  }
  const malformed = { ok: false as const, code: null, message: "Đơn vị vận chuyển trả lời sai định dạng" };

  return {
    async provinces() {
      const r = await call<unknown>("GET", GHN_PATHS.provinces);
      if (!r.ok) return r;
      if (!Array.isArray(r.data)) return malformed;
      const list = r.data.filter((p): p is GhnProvince => !!p && typeof p.ProvinceID === "number" && typeof p.ProvinceName === "string");
      return { ok: true, data: list };
    },
    async wards(provinceId) {
      const r = await call<unknown>("GET", `${GHN_PATHS.wards}?province_id=${encodeURIComponent(provinceId)}`);
      if (!r.ok) return r;
      if (!Array.isArray(r.data)) return malformed;
      const list = r.data.filter((w): w is GhnWard => !!w && typeof w.WardCode === "string" && typeof w.WardName === "string");
      return { ok: true, data: list };
    },
    async quoteFee(input) {
      const r = await call<{ total?: unknown }>("POST", GHN_PATHS.fee, {
        service_type_id: GHN_SERVICE_TYPE_STANDARD,
        to_province_id: input.toProvinceId,
        to_ward_code: input.toWardCode,
        weight: input.weight,
        insurance_value: input.insuranceValue,
        cod_value: input.codAmount,
      });
      if (!r.ok) return r;
      return typeof r.data.total === "number" ? { ok: true, data: { total: r.data.total } } : malformed;
    },
    async createOrder(input) {
      const r = await call<{ order_code?: unknown; total_fee?: unknown; expected_delivery_time?: unknown }>("POST", GHN_PATHS.create, {
        payment_type_id: GHN_PAYMENT_BY_SHOP,
        required_note: "CHOXEMHANGKHONGTHU",
        service_type_id: GHN_SERVICE_TYPE_STANDARD,
        client_order_code: input.clientOrderCode,
        to_name: input.toName,
        to_phone: input.toPhone,
        to_address: input.toAddress,
        to_province_id: input.toProvinceId,
        to_ward_code: input.toWardCode,
        weight: input.weight,
        cod_amount: input.codAmount,
        insurance_value: input.insuranceValue,
        content: input.content,
        items: input.items,
      });
      if (!r.ok) return r;
      const d = r.data;
      if (typeof d.order_code !== "string" || !d.order_code) return malformed;
      return {
        ok: true,
        data: {
          orderCode: d.order_code,
          totalFee: typeof d.total_fee === "number" ? d.total_fee : 0,
          expectedDeliveryTime: typeof d.expected_delivery_time === "string" ? d.expected_delivery_time : null,
        },
      };
    },
    verifyWebhook(tokenHeader, body) {
      if (!sameSecret(tokenHeader, config.GHN_WEBHOOK_TOKEN)) return { token: false };
      return { token: true, event: readGhnWebhook(body) };
    },
  };
}
