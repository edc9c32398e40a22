/**
 * Carrier sandbox: plays GHN's public API (the shape of server/gateways/ghn.ts) and a control page per
 * shipment inside the upstream, under `/sandbox/ghn` (the default GHN_HOST), faithfully enough that the
 * shop's client cannot tell it from the carrier (ADR 0026).
 *
 * - every API call checks the headers `Token` (GHN_TOKEN) and, for orders, `ShopId` (GHN_SHOP_ID):
 *   401 `{code: 401, message}` otherwise;
 * - `GET /master-data/province` → `{code: 200, data: [{ProvinceID, ProvinceName}]}`: the 34 provinces
 *   in force, with the carrier's own ids (200 + the NSO code) and names without "Tỉnh"/"Thành phố";
 *   `GET /master-data/ward?province_id=` → `[{WardCode, ProvinceID, WardName}]` (WardCode = the NSO code
 *   as text). The sandbox reads the official list from the shop's database: a real carrier has its own;
 * - `POST /v2/shipping-order/fee` → `{total, service_fee, insurance_fee, cod_fee}`: by zone from the
 *   shop's province (Hà Nội): same province 16 500 ₫, same region 30 000 ₫, another region 35 000 ₫ for
 *   the first 1 000 g, then 5 000 ₫ a started 500 g;
 * - `POST /v2/shipping-order/create` → `{order_code, total_fee, expected_delivery_time, sort_code}`,
 *   refusing (400) an unknown ward, a weight outside 1 … 50 000 g, a repeated `client_order_code`;
 * - `GET /shipments/{order_code}` — the control page: the parcel, its status and the buttons "Lấy hàng"
 *   (picked), "Đang giao" (transporting, then delivering), "Đã giao" (delivered, COD collected) and
 *   "Hoàn hàng" (return, then returned): forms, no JavaScript;
 * - `POST /shipments/{order_code}` (`action` = pick | ship | deliver | return) sends the webhook(s) to
 *   `ghnWebhookUrl` with the `Token` header GHN_WEBHOOK_TOKEN (10 s timeout; each event a second after
 *   the parcel's previous one, so quick clicks keep their order), records the new status
 *   and redirects (303) back to the page, which says what the shop answered.
 *
 * Served only while GHN_HOST is this sandbox (`config.ghnSandbox`); otherwise 404, so nobody can sign
 * webhooks with a real token. Nothing a browser sends can make these routes answer 500.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { GHN_SANDBOX_PATH, type UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { listCities, listProvinceWards, resolveWard } from "../data/locations";
import { findSandboxOrder, insertSandboxOrder, setSandboxOrderStatus, type SandboxOrderRow } from "../data/shipments";
import { GHN_PATHS, sameSecret } from "./ghn";
import { displayGmt7, escapeHtml, formatVnd, sandboxErrorPage, sandboxPage, sendSandboxHtml, type SandboxBrand } from "./sandbox-page";

/** The shop's warehouse province (our id of Hà Nội, 2025 map) and its name at the carrier. */
const ORIGIN_CITY_ID = 1001;
const ORIGIN_REGION = "north";
const ORIGIN_PLACE = "Bưu cục Cầu Giấy, Hà Nội";
/** Offset of the carrier's province ids from the NSO code (our ids are 1 000 + the code). */
const PROVINCE_ID_OFFSET = 200;

const GHN_BRAND: SandboxBrand = {
  name: "GHN",
  markHtml: '<span class="ghn">GHN</span> Giao Hàng Nhanh',
  footer: "Giao Hàng Nhanh – bản giả lập đơn vị vận chuyển phục vụ kiểm thử",
  colors: {
    primary: "#b23c00",
    primaryHover: "#8f3000",
    accent: "#f26522",
    text: "#1d2733",
    muted: "#5b6b7c",
    background: "#fff6f0",
    border: "#f0c7ad",
  },
  extraCss: `.brand .ghn{background:#f26522;color:#fff;border-radius:6px;padding:2px 8px}
.status{font-weight:700}.sent{background:#eef9f0;border:1px solid #9bd3a7;border-radius:8px;padding:8px 12px;margin:0 0 12px}
.actions form{flex:1 1 140px;display:flex}.actions form button{flex:1}`,
};

const carrierProvinceId = (cityId: number) => cityId - 1000 + PROVINCE_ID_OFFSET;
const ourCityId = (provinceId: number) => provinceId - PROVINCE_ID_OFFSET + 1000;
const ourWardId = (wardCode: string) => (/^\d{1,6}$/.test(wardCode) ? 100_000 + Number(wardCode) : null);
const carrierName = (name: string) => name.replace(/^(Tỉnh|Thành phố)\s+/u, "");

/** The fee the sandbox charges (see the module's comment); `null` for an unknown destination. */
function sandboxFee(db: Db, toProvinceId: number, toWardCode: string, weight: number): number | null {
  const wardId = ourWardId(toWardCode);
  const ward = wardId ? resolveWard(db, wardId) : null;
  if (!ward || !ward.current || ward.cityId !== ourCityId(toProvinceId)) return null;
  const base = ward.cityId === ORIGIN_CITY_ID ? 16_500 : ward.region === ORIGIN_REGION ? 30_000 : 35_000;
  const extra = Math.max(0, Math.ceil((weight - 1_000) / 500)) * 5_000;
  return base + extra;
}

const feeSchema = z.object({
  to_province_id: z.number().int().positive().max(100_000),
  to_ward_code: z.string().min(1).max(20),
  weight: z.number().int().min(1).max(50_000),
  insurance_value: z.number().int().min(0).max(5_000_000_000).optional(),
  cod_value: z.number().int().min(0).max(50_000_000).optional(),
  service_type_id: z.number().int().optional(),
});
const createSchema = feeSchema.extend({
  client_order_code: z.string().min(1).max(50),
  to_name: z.string().min(1).max(200),
  to_phone: z.string().min(6).max(20),
  to_address: z.string().min(1).max(1000),
  cod_amount: z.number().int().min(0).max(50_000_000),
  content: z.string().max(2000).optional(),
  items: z
    .array(z.object({ name: z.string().max(200), quantity: z.number().int().min(1).max(10_000), weight: z.number().int().min(0) }))
    .max(200),
  payment_type_id: z.number().int().optional(),
  required_note: z.string().max(50).optional(),
});

/** The sandbox's actions: the button, and the webhook statuses it sends (in order) with where. */
const ACTIONS = {
  pick: { label: "Lấy hàng", steps: [["picked", ORIGIN_PLACE]] },
  ship: {
    label: "Đang giao",
    steps: [
      ["transporting", "Kho trung chuyển GHN"],
      ["delivering", "Bưu cục giao hàng"],
    ],
  },
  deliver: { label: "Đã giao", steps: [["delivered", "Địa chỉ người nhận"]] },
  return: {
    label: "Hoàn hàng",
    steps: [
      ["return", "Bưu cục giao hàng"],
      ["returned", ORIGIN_PLACE],
    ],
  },
} as const satisfies Record<string, { label: string; steps: ReadonlyArray<readonly [string, string]> }>;
type Action = keyof typeof ACTIONS;

const STATUS_NAMES: Record<string, string> = {
  ready_to_pick: "Chờ lấy hàng",
  picked: "Đã lấy hàng",
  transporting: "Đang vận chuyển",
  delivering: "Đang giao hàng",
  delivered: "Đã giao hàng",
  return: "Đang hoàn hàng",
  returned: "Đã hoàn hàng",
};
const FINAL = new Set(["delivered", "returned"]);

/** A GHN-like order code: 8 upper-case letters and digits without look-alikes. */
function newOrderCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRTUVWXY346789";
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** The answer of a refused API call, GHN's way. */
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ code: status, message, code_message: status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST", data: null });

/** Sends one webhook; returns the shop's HTTP status, or null when it could not be reached. */
async function sendWebhook(
  config: UpstreamConfig,
  order: SandboxOrderRow,
  status: string,
  place: string,
  at: Date,
): Promise<number | null> {
  try {
    const res = await fetch(config.ghnWebhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", Token: config.GHN_WEBHOOK_TOKEN },
      body: JSON.stringify({
        Type: "switch_status",
        ShopID: Number(config.GHN_SHOP_ID),
        OrderCode: order.orderCode,
        ClientOrderCode: order.clientOrderCode,
        Status: status,
        CODAmount: status === "delivered" ? order.codAmount : 0,
        TotalFee: order.totalFee,
        Time: at.toISOString(),
        Warehouse: place,
        Reason: status === "return" ? "Người nhận không nghe máy (giả lập)" : "",
      }),
      signal: AbortSignal.timeout(10_000),
    });
    await res.text();
    return res.status;
  } catch {
    return null;
  }
}

function renderControlPage(order: SandboxOrderRow, provinceName: string, sent: string | null): string {
  const finished = FINAL.has(order.status);
  const buttons = (Object.keys(ACTIONS) as Action[])
    .map(
      (a) => `<form method="post" action="${GHN_SANDBOX_PATH}/shipments/${encodeURIComponent(order.orderCode)}">
<input type="hidden" name="action" value="${a}">
<button type="submit" class="${a === "deliver" ? "primary" : "secondary"}"${finished ? " disabled" : ""}>${escapeHtml(ACTIONS[a].label)}</button>
</form>`,
    )
    .join("\n");
  return sandboxPage(
    GHN_BRAND,
    `Vận đơn ${order.orderCode} – GHN (giả lập)`,
    `<section class="card" aria-labelledby="order-title">
<h1 id="order-title">Vận đơn ${escapeHtml(order.orderCode)}</h1>
${sent ? `<p class="sent" role="status">${escapeHtml(sent)}</p>` : ""}
<dl>
<dt>Trạng thái</dt><dd class="status">${escapeHtml(STATUS_NAMES[order.status] ?? order.status)}</dd>
<dt>Mã đơn của shop</dt><dd>${escapeHtml(order.clientOrderCode)}</dd>
<dt>Người nhận</dt><dd>${escapeHtml(order.toName)}</dd>
<dt>Tỉnh/Thành phố</dt><dd>${escapeHtml(provinceName)}</dd>
<dt>Khối lượng</dt><dd>${order.weight.toLocaleString("vi-VN")} g</dd>
<dt>Thu hộ (COD)</dt><dd>${escapeHtml(formatVnd(order.codAmount))}</dd>
<dt>Phí vận chuyển</dt><dd>${escapeHtml(formatVnd(order.totalFee))}</dd>
<dt>Cập nhật</dt><dd>${escapeHtml(displayGmt7(new Date(order.updatedAt)))}</dd>
</dl>
</section>
<section class="card" aria-labelledby="act-title">
<h2 id="act-title">Giả lập hành trình</h2>
<p class="hint">${finished ? "Vận đơn đã kết thúc." : "Mỗi nút gửi webhook trạng thái (có Token) về cửa hàng, như GHN."}</p>
<div class="actions">
${buttons}
</div>
</section>`,
  );
}

/**
 * Fastify plugin: the carrier sandbox under `/sandbox/ghn` over `app.deps` (db, config: GHN_TOKEN,
 * GHN_SHOP_ID, GHN_WEBHOOK_TOKEN, ghnWebhookUrl, ghnSandbox; read on every request). Requires
 * `@fastify/formbody`.
 */
export async function ghnSandboxRoutes(app: FastifyInstance): Promise<void> {
  const notFound = "Không tìm thấy trang (đơn vị vận chuyển giả lập chỉ dùng khi GHN_HOST là môi trường thử nghiệm)";
  const api = (path: string) => `${GHN_SANDBOX_PATH}${path}`;
  /** The API's guard: sandbox on, Token (and ShopId) right. Returns false after answering. */
  const guard = (request: FastifyRequest, reply: FastifyReply, shop: boolean): boolean => {
    const config = app.deps.config;
    if (!config.ghnSandbox) {
      void refuse(reply, 404, notFound);
      return false;
    }
    if (!sameSecret(request.headers.token, config.GHN_TOKEN) || (shop && request.headers.shopid !== config.GHN_SHOP_ID)) {
      void refuse(reply, 401, "Token hoặc ShopId không hợp lệ");
      return false;
    }
    return true;
  };

  app.get(api(GHN_PATHS.provinces), async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const data = listCities(app.deps.db, true).map((c) => ({
      ProvinceID: carrierProvinceId(c.cityId),
      ProvinceName: carrierName(c.cityName),
    }));
    return reply.send({ code: 200, message: "Success", data });
  });

  app.get(api(GHN_PATHS.wards), async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const raw = (request.query as Record<string, unknown>).province_id;
    const provinceId = typeof raw === "string" && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
    if (provinceId === null) return refuse(reply, 400, "province_id không hợp lệ");
    const data = listProvinceWards(app.deps.db, ourCityId(provinceId)).map((w) => ({
      WardCode: String(w.wardId - 100_000).padStart(5, "0"),
      ProvinceID: provinceId,
      WardName: w.wardName,
    }));
    return reply.send({ code: 200, message: "Success", data });
  });

  app.post(api(GHN_PATHS.fee), async (request, reply) => {
    if (!guard(request, reply, true)) return reply;
    const parsed = feeSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, "Dữ liệu không hợp lệ");
    const fee = sandboxFee(app.deps.db, parsed.data.to_province_id, parsed.data.to_ward_code, parsed.data.weight);
    if (fee === null) return refuse(reply, 400, "Không tìm thấy phường/xã nhận hàng");
    return reply.send({ code: 200, message: "Success", data: { total: fee, service_fee: fee, insurance_fee: 0, cod_fee: 0 } });
  });

  app.post(api(GHN_PATHS.create), async (request, reply) => {
    if (!guard(request, reply, true)) return reply;
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, "Dữ liệu không hợp lệ");
    const body = parsed.data;
    const db = app.deps.db;
    const fee = sandboxFee(db, body.to_province_id, body.to_ward_code, body.weight);
    if (fee === null) return refuse(reply, 400, "Không tìm thấy phường/xã nhận hàng");
    if (findSandboxOrder(db, { clientOrderCode: body.client_order_code })) return refuse(reply, 400, "Mã đơn hàng của shop đã tồn tại");
    const now = new Date();
    let orderCode = newOrderCode();
    while (findSandboxOrder(db, { orderCode })) orderCode = newOrderCode();
    insertSandboxOrder(db, {
      orderCode,
      clientOrderCode: body.client_order_code,
      status: "ready_to_pick",
      codAmount: body.cod_amount,
      totalFee: fee,
      weight: body.weight,
      toName: body.to_name,
      toWardCode: body.to_ward_code,
      toProvinceId: body.to_province_id,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const expected = new Date(now.getTime() + 3 * 86_400_000).toISOString();
    return reply.send({
      code: 200,
      message: "Success",
      data: { order_code: orderCode, sort_code: "000-A-00-00", total_fee: fee, expected_delivery_time: expected },
    });
  });

  const pagePath = api("/shipments/:code");
  const sandboxOrderOf = (params: unknown) => {
    const code = (params as { code?: unknown }).code;
    return typeof code === "string" && /^[A-Z0-9]{1,20}$/.test(code) ? findSandboxOrder(app.deps.db, { orderCode: code }) : null;
  };
  const provinceNameOf = (order: SandboxOrderRow) =>
    listCities(app.deps.db, true).find((c) => c.cityId === ourCityId(order.toProvinceId))?.cityName ?? "";

  app.get(pagePath, async (request, reply) => {
    const now = new Date();
    if (!app.deps.config.ghnSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(GHN_BRAND, notFound, now));
    const order = sandboxOrderOf(request.params);
    if (!order) return sendSandboxHtml(reply, 404, sandboxErrorPage(GHN_BRAND, "Không tìm thấy vận đơn", now));
    const sent = (request.query as Record<string, unknown>).sent;
    return sendSandboxHtml(
      reply,
      200,
      renderControlPage(order, provinceNameOf(order), typeof sent === "string" ? sent.slice(0, 200) : null),
    );
  });

  app.post(pagePath, async (request, reply) => {
    const config = app.deps.config;
    const now = new Date();
    if (!config.ghnSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(GHN_BRAND, notFound, now));
    const order = sandboxOrderOf(request.params);
    if (!order) return sendSandboxHtml(reply, 404, sandboxErrorPage(GHN_BRAND, "Không tìm thấy vận đơn", now));
    const action = (request.body as Record<string, unknown> | undefined)?.action;
    if (typeof action !== "string" || !Object.hasOwn(ACTIONS, action))
      return sendSandboxHtml(reply, 400, sandboxErrorPage(GHN_BRAND, "Dữ liệu gửi lên không đúng định dạng", now));
    if (FINAL.has(order.status)) return sendSandboxHtml(reply, 409, sandboxErrorPage(GHN_BRAND, "Vận đơn đã kết thúc", now));
    const answers: string[] = [];
    // Events are a second apart at least, after the parcel's last one: quick clicks keep their order.
    let at = Math.max(now.getTime(), Date.parse(order.updatedAt) + 1_000);
    for (const [status, place] of ACTIONS[action as Action].steps) {
      const when = new Date(at);
      at += 1_000;
      const where = place === "Bưu cục giao hàng" ? `${place} ${provinceNameOf(order)}` : place;
      const answer = await sendWebhook(config, order, status, where, when);
      setSandboxOrderStatus(app.deps.db, order.orderCode, status, when.toISOString());
      answers.push(`${STATUS_NAMES[status] ?? status}: ${answer === null ? "không gửi được" : `HTTP ${answer}`}`);
      request.log.info({ orderCode: order.orderCode, status, answer }, "GHN sandbox: webhook sent");
    }
    const sent = `Đã gửi webhook – ${answers.join("; ")}`;
    return reply
      .header("cache-control", "no-store")
      .redirect(`${GHN_SANDBOX_PATH}/shipments/${encodeURIComponent(order.orderCode)}?sent=${encodeURIComponent(sent)}`, 303);
  });
}
