/**
 * MoMo sandbox: plays MoMo's AIO v2 API and its payment page inside the upstream, under
 * `/sandbox/momo` (the default MOMO_HOST), faithfully enough that the merchant code cannot tell it
 * from MoMo (real MoMo cannot be reached from our machines). Source: MoMo's AIO v2 documentation as
 * summarised in vietnam-commerce.md; signatures from ./momo.ts.
 *
 * - `POST /sandbox/momo/v2/gateway/api/create` (JSON) checks the request as MoMo does — fields (20),
 *   partnerCode (13), signature with the merchant's access and secret keys (11), requestType
 *   captureWallet (20), amount 1 000 … 50 000 000 VND (22), orderId not used before (41) — and
 *   answers `{partnerCode, requestId, orderId, amount, responseTime, message, resultCode: 0, payUrl}`;
 *   a refusal is HTTP 400 with the same fields and its resultCode.
 * - `GET /sandbox/momo/pay?t=…` (the payUrl) shows the order and the buttons "Thanh toán" /
 *   "Hủy thanh toán" (forms, no JavaScript; the "Kết quả giả lập" panel picks a failure).
 * - `POST /sandbox/momo/pay` re-checks the carried request, signs the result, POSTs the IPN JSON to
 *   `ipnUrl` (expects 204, 10 s timeout; failures only logged) and redirects the browser (302) to
 *   `redirectUrl` with the signed result query. A request is paid or cancelled once.
 *
 * The payUrl carries the merchant's signed request itself (base64url JSON), so no state is needed
 * between create and pay; only the orderIds and finished requestIds are remembered (in memory).
 * Like the ePay sandbox, IPNs go only to the merchant's registered URL (`momoIpnUrl`'s origin and
 * path), never to one a browser chose. Served only while MOMO_HOST is this sandbox
 * (`config.momoSandbox`); otherwise 404, so nobody can sign results with real keys.
 * Nothing a browser sends can make these routes answer 500.
 */
import { randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import { MOMO_SANDBOX_PATH, type UpstreamConfig } from "../config";
import {
  describeMomoResult,
  momoAmountAllowed,
  momoSignature,
  momoSignatureMatches,
  MOMO_CREATE_PATH,
  MOMO_CREATE_SIGNATURE_KEYS,
  MOMO_RESULT_SIGNATURE_KEYS,
} from "./momo";
import {
  escapeHtml,
  formatVnd,
  isHttpUrl,
  sandboxErrorPage,
  sandboxPage,
  sandboxPayForm,
  sendSandboxHtml,
  type SandboxBrand,
} from "./sandbox-page";

const PAY_PATH = `${MOMO_SANDBOX_PATH}/pay`;
/** How many orderIds / finished requests are remembered (oldest forgotten first). */
const MEMORY = 10_000;

/** The create request's body (MoMo's field rules; orderId's pattern is MoMo's). */
const createSchema = z.object({
  partnerCode: z.string().min(1).max(50),
  requestId: z.string().min(1).max(50),
  amount: z.number().int(),
  orderId: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[0-9a-zA-Z]([-_.:]*[0-9a-zA-Z]+)*$/),
  orderInfo: z.string().min(1).max(255),
  redirectUrl: z.string().max(1000).refine(isHttpUrl),
  ipnUrl: z.string().max(1000).refine(isHttpUrl),
  requestType: z.string().min(1).max(50),
  extraData: z.string().max(10_000),
  lang: z.enum(["vi", "en"]).optional(),
  signature: z.string().max(200),
});
type MomoCreateRequest = z.infer<typeof createSchema>;

/** Outcomes a tester can pick for "Thanh toán" (the shopper's "Hủy thanh toán" is 1006). */
const MOMO_SANDBOX_SIMULATIONS: ReadonlyArray<{ code: string; label: string }> = [
  { code: "0", label: "Thành công (0)" },
  { code: "1001", label: "Tài khoản MoMo không đủ tiền (1001)" },
  { code: "1005", label: "Mã thanh toán đã hết hạn (1005)" },
];
const MOMO_CANCEL_CODE = 1006;

const MOMO_BRAND: SandboxBrand = {
  name: "MoMo",
  markHtml: '<span class="momo">momo</span>',
  footer: "Ví MoMo – bản giả lập cổng thanh toán AIO v2 phục vụ kiểm thử",
  colors: {
    primary: "#a50064",
    primaryHover: "#86004f",
    accent: "#d82d8b",
    text: "#1d2733",
    muted: "#5b6b7c",
    background: "#fbf2f7",
    border: "#e2c3d6",
  },
  extraCss: `.brand .momo{background:#a50064;color:#fff;border-radius:8px;padding:2px 10px;text-transform:lowercase}`,
};

/** Result of checking a create request. */
type CreateCheck = { ok: true; request: MomoCreateRequest } | { ok: false; resultCode: number; message: string };

/** Checks a create request as MoMo does (see the module's comment for the order). Never throws. */
function checkCreateRequest(body: unknown, config: UpstreamConfig): CreateCheck {
  const parsed = createSchema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".") || "body"))].join(", ");
    return { ok: false, resultCode: 20, message: `${describeMomoResult(20)} (${fields})` };
  }
  const request = parsed.data;
  if (request.partnerCode !== config.MOMO_PARTNER_CODE) return { ok: false, resultCode: 13, message: describeMomoResult(13) };
  const expected = momoSignature(MOMO_CREATE_SIGNATURE_KEYS, { ...request, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY);
  if (!momoSignatureMatches(request.signature, expected)) return { ok: false, resultCode: 11, message: describeMomoResult(11) };
  if (request.requestType !== "captureWallet") return { ok: false, resultCode: 20, message: `${describeMomoResult(20)} (requestType)` };
  if (!momoAmountAllowed(request.amount))
    return { ok: false, resultCode: 22, message: `${describeMomoResult(22)}: từ ${formatVnd(1_000)} đến ${formatVnd(50_000_000)}` };
  const registered = new URL(config.momoIpnUrl);
  const ipn = new URL(request.ipnUrl);
  if (ipn.origin !== registered.origin || ipn.pathname !== registered.pathname)
    return { ok: false, resultCode: 20, message: `${describeMomoResult(20)} (ipnUrl không phải địa chỉ đã đăng ký)` };
  return { ok: true, request };
}

/** The token of a payUrl: the signed request itself. */
const encodeToken = (request: MomoCreateRequest) => Buffer.from(JSON.stringify(request), "utf8").toString("base64url");
function decodeToken(token: string | null): unknown {
  if (!token || token.length > 20_000) return null;
  try {
    return JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

/** The signed result MoMo sends in the IPN and the return for `request` ending with `resultCode`. */
function buildResult(request: MomoCreateRequest, resultCode: number, config: UpstreamConfig, now: number): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    partnerCode: request.partnerCode,
    orderId: request.orderId,
    requestId: request.requestId,
    amount: request.amount,
    orderInfo: request.orderInfo,
    orderType: "momo_wallet",
    transId: randomInt(1_000_000_000, 10_000_000_000),
    resultCode,
    message: describeMomoResult(resultCode),
    payType: "qr",
    responseTime: now,
    extraData: request.extraData,
  };
  return {
    ...fields,
    signature: momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...fields, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY),
  };
}

/** POSTs the IPN (JSON) as MoMo does and logs the answer (204 expected). Never throws. */
async function sendIpn(url: string, result: Record<string, string | number>, log: FastifyBaseLogger): Promise<void> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(result),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    log[res.status === 204 ? "info" : "warn"](
      { orderId: result.orderId, status: res.status, body: text.slice(0, 300) || undefined },
      "MoMo sandbox: IPN answered",
    );
  } catch (err) {
    log.warn({ orderId: result.orderId, err }, "MoMo sandbox: IPN call failed");
  }
}

/** `base` with `params` appended, keeping the query it already has. */
function withQuery(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.append(k, String(v));
  return url.toString();
}

function renderPayPage(request: MomoCreateRequest, token: string): string {
  return sandboxPage(
    MOMO_BRAND,
    "Thanh toán qua Ví MoMo",
    `<section class="card" aria-labelledby="order-title">
<h1 id="order-title">Thông tin đơn hàng</h1>
<dl>
<dt>Số tiền</dt><dd class="amount">${escapeHtml(formatVnd(request.amount))}</dd>
<dt>Nhà cung cấp</dt><dd>${escapeHtml(request.partnerCode)}</dd>
<dt>Mã đơn hàng</dt><dd>${escapeHtml(request.orderId)}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(request.orderInfo)}</dd>
</dl>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Xác nhận thanh toán bằng Ví MoMo</h2>
<p class="hint">Môi trường thử nghiệm: không cần quét mã, bấm “Thanh toán” để giả lập người dùng xác nhận trong ứng dụng MoMo.</p>
${sandboxPayForm(PAY_PATH, token, MOMO_SANDBOX_SIMULATIONS)}
</section>`,
  );
}

/** A single string form/query field, or null. */
function field(source: unknown, name: string): string | null {
  if (!source || typeof source !== "object") return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value : null;
}

/** Adds `key` to a bounded insertion-ordered set; false when it was already there. */
function remember(set: Set<string>, key: string): boolean {
  if (set.has(key)) return false;
  set.add(key);
  if (set.size > MEMORY) set.delete(set.values().next().value!);
  return true;
}

/**
 * Fastify plugin: MoMo's create API and payment page under `/sandbox/momo` over `app.deps.config`
 * (MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY, momoIpnUrl, momoSandbox; read on every
 * request). Requires `@fastify/formbody`.
 */
export async function momoSandboxRoutes(app: FastifyInstance): Promise<void> {
  const orderIds = new Set<string>();
  const finished = new Set<string>();
  const notFound = "Không tìm thấy trang (cổng MoMo giả lập chỉ dùng khi MOMO_HOST là môi trường thử nghiệm)";

  app.post(`${MOMO_SANDBOX_PATH}${MOMO_CREATE_PATH}`, async (request, reply) => {
    const config = app.deps.config;
    const responseTime = Date.now();
    if (!config.momoSandbox) return reply.status(404).send({ resultCode: 11, message: notFound, responseTime });
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
    const echo = {
      partnerCode: typeof body.partnerCode === "string" ? body.partnerCode : "",
      requestId: typeof body.requestId === "string" ? body.requestId : "",
      orderId: typeof body.orderId === "string" ? body.orderId : "",
      amount: typeof body.amount === "number" ? body.amount : 0,
      responseTime,
    };
    const check = checkCreateRequest(request.body, config);
    if (!check.ok) {
      request.log.info({ resultCode: check.resultCode }, "MoMo sandbox: create refused");
      return reply.status(400).send({ ...echo, message: check.message, resultCode: check.resultCode });
    }
    if (!remember(orderIds, check.request.orderId)) {
      return reply.status(400).send({ ...echo, message: describeMomoResult(41), resultCode: 41 });
    }
    const payUrl = `${config.momoHost}/pay?t=${encodeToken(check.request)}`;
    return reply.send({ ...echo, message: "Thành công.", resultCode: 0, payUrl });
  });

  app.get(PAY_PATH, async (request, reply) => {
    const config = app.deps.config;
    const now = new Date();
    if (!config.momoSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(MOMO_BRAND, notFound, now));
    const token = field(request.query, "t");
    const check = checkCreateRequest(decodeToken(token), config);
    if (!check.ok)
      return sendSandboxHtml(reply, 400, sandboxErrorPage(MOMO_BRAND, `Liên kết thanh toán không hợp lệ: ${check.message}`, now));
    if (finished.has(check.request.requestId))
      return sendSandboxHtml(reply, 400, sandboxErrorPage(MOMO_BRAND, "Giao dịch này đã được xử lý", now));
    return sendSandboxHtml(reply, 200, renderPayPage(check.request, token!));
  });

  app.post(PAY_PATH, async (request, reply) => {
    const config = app.deps.config;
    const now = new Date();
    if (!config.momoSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(MOMO_BRAND, notFound, now));
    const choice = field(request.body, "choice");
    const simulate = field(request.body, "simulate") || "0";
    if ((choice !== "pay" && choice !== "cancel") || !MOMO_SANDBOX_SIMULATIONS.some((s) => s.code === simulate)) {
      return sendSandboxHtml(reply, 400, sandboxErrorPage(MOMO_BRAND, "Dữ liệu gửi lên không đúng định dạng", now));
    }
    const check = checkCreateRequest(decodeToken(field(request.body, "payload")), config);
    if (!check.ok)
      return sendSandboxHtml(reply, 400, sandboxErrorPage(MOMO_BRAND, `Liên kết thanh toán không hợp lệ: ${check.message}`, now));
    if (!remember(finished, check.request.requestId))
      return sendSandboxHtml(reply, 400, sandboxErrorPage(MOMO_BRAND, "Giao dịch này đã được xử lý", now));
    const resultCode = choice === "cancel" ? MOMO_CANCEL_CODE : Number(simulate);
    const result = buildResult(check.request, resultCode, config, now.getTime());
    await sendIpn(check.request.ipnUrl, result, request.log);
    return reply.header("cache-control", "no-store").redirect(withQuery(check.request.redirectUrl, result), 302);
  });
}
