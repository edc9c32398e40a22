/**
 * VNPay sandbox: plays VNPay's hosted payment window (API 2.1.0) inside the upstream, faithfully enough
 * that the storefront cannot tell it from the real gateway (real VNPay cannot be reached from our
 * machines). Source: docs/payment-gateways.md "VNPay, API 2.1.0".
 *
 * - `GET /paymentv2/vpcpay.html?vnp_…` checks the request as VNPay does (terminal, signature with the
 *   merchant's hash secret, required parameters, expiry) and shows the payment page (Vietnamese, no
 *   JavaScript) or VNPay-like error page (HTTP 400).
 * - `POST /paymentv2/vpcpay.html` (the page's form) re-checks the carried request, builds the signed
 *   result parameters, sends the IPN server to server (`GET {VNPAY_IPN_URL}?…`) and redirects the
 *   shopper (302) to vnp_ReturnUrl with the same parameters.
 *
 * Like VNPay, the sandbox knows the merchant's terminal and hash secret (VNPAY_TMN_CODE,
 * VNPAY_HASH_SECRET from the upstream configuration). Signatures use the `vnpay` library's helpers.
 * Nothing a browser sends can make these routes answer 500.
 */
import { randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { HashAlgorithm, buildPaymentUrlSearchParams, calculateSecureHash, verifySecureHash } from "vnpay";
import {
  displayGmt7,
  escapeHtml,
  formatVnd,
  isHttpUrl,
  sandboxErrorPage,
  sandboxPage,
  sandboxPayForm,
  sendSandboxHtml,
  type SandboxBrand,
} from "./sandbox-page";
import { VNPAY_PAYMENT_PATH, formatGmt7, parseGmt7 } from "./vnpay";

/** A payment request that passed the sandbox's checks: every `vnp_*` parameter received, plus these. */
export type VnpayPaymentRequest = Record<string, string> & {
  vnp_Amount: string;
  vnp_OrderInfo: string;
  vnp_TmnCode: string;
  vnp_TxnRef: string;
  vnp_ReturnUrl: string;
  vnp_ExpireDate: string;
};

/** Result of `checkVnpayPaymentRequest`. */
export type VnpayRequestCheck =
  | { ok: true; request: VnpayPaymentRequest; /** vnp_ExpireDate is past. */ expired: boolean }
  | { ok: false; /** Vietnamese message of VNPay's error page. */ message: string };

/** Result codes a tester can pick on the sandbox page (besides the shopper's "Hủy thanh toán"). */
const VNPAY_SANDBOX_SIMULATIONS: ReadonlyArray<{ code: string; label: string }> = [
  { code: "00", label: "Thành công (00)" },
  { code: "51", label: "Tài khoản không đủ số dư (51)" },
  { code: "11", label: "Hết hạn chờ thanh toán (11)" },
  { code: "24", label: "Khách hàng hủy giao dịch (24)" },
];

/** NCB test card shown on the sandbox page (VNPay's public sandbox card). */
const VNPAY_SANDBOX_CARD = {
  bank: "NCB",
  number: "9704198526191432198",
  holder: "NGUYEN VAN A",
  issueDate: "07/15",
  otp: "123456",
} as const;

const MSG_FORMAT = "Dữ liệu gửi sang không đúng định dạng";
const MSG_WEBSITE = "Không tìm thấy website (vnp_TmnCode không hợp lệ)";
const MSG_SIGNATURE = "Sai chữ ký";
const MSG_AMOUNT = "Số tiền giao dịch không hợp lệ. Số tiền hợp lệ từ 5.000 đến dưới 1 tỷ đồng";
const MSG_EXPIRED = "Giao dịch đã quá thời gian chờ thanh toán. Quý khách vui lòng thực hiện lại giao dịch";

/** HMAC-SHA512 (lowercase hex) of the sorted, form-urlencoded non-empty params, as VNPay signs. */
function signParams(params: Record<string, string>, hashSecret: string): string {
  return calculateSecureHash({
    secureSecret: hashSecret,
    data: buildPaymentUrlSearchParams(params).toString(),
    hashAlgorithm: HashAlgorithm.SHA512,
    bufferEncode: "utf-8",
  });
}

/**
 * Checks a payment request (the raw query string of `/paymentv2/vpcpay.html`) as VNPay does, in this
 * order: no repeated parameter; vnp_TmnCode is the merchant's terminal; vnp_SecureHash verifies
 * (HMAC-SHA512 over the other non-empty `vnp_*` parameters with the merchant's hash secret);
 * vnp_Version 2.1.0; vnp_Command pay; vnp_CurrCode VND; vnp_Amount digits, a whole VND × 100, from
 * 5,000 to under 1,000,000,000 VND; vnp_TxnRef (≤ 100), vnp_OrderInfo (≤ 255), vnp_OrderType,
 * vnp_Locale (vn|en), vnp_ReturnUrl (absolute http(s), ≤ 255), vnp_IpAddr (≤ 45) present;
 * vnp_CreateDate and vnp_ExpireDate valid GMT+7 yyyyMMddHHmmss. Expiry is reported (`expired`),
 * not treated as an error, so the caller decides (error page on GET, code 11 on POST).
 * Never throws.
 */
export function checkVnpayPaymentRequest(
  queryString: string,
  merchant: { tmnCode: string; hashSecret: string },
  now: Date = new Date(),
): VnpayRequestCheck {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(queryString)) {
    if (!key.startsWith("vnp_")) continue;
    if (Object.hasOwn(params, key)) return { ok: false, message: `${MSG_FORMAT} (${key})` };
    params[key] = value;
  }
  const get = (key: string) => params[key] ?? "";
  const format = (key: string) => ({ ok: false as const, message: `${MSG_FORMAT} (${key})` });

  if (get("vnp_TmnCode") !== merchant.tmnCode) return { ok: false, message: MSG_WEBSITE };

  const { vnp_SecureHash: receivedHash = "", vnp_SecureHashType: _ignored, ...signed } = params;
  let signatureOk = false;
  try {
    signatureOk =
      /^[0-9a-fA-F]{128}$/.test(receivedHash) &&
      verifySecureHash({
        secureSecret: merchant.hashSecret,
        data: buildPaymentUrlSearchParams(signed).toString(),
        hashAlgorithm: HashAlgorithm.SHA512,
        receivedHash: receivedHash.toLowerCase(),
      });
  } catch {
    signatureOk = false;
  }
  if (!signatureOk) return { ok: false, message: MSG_SIGNATURE };

  if (get("vnp_Version") !== "2.1.0") return format("vnp_Version");
  if (get("vnp_Command") !== "pay") return format("vnp_Command");
  if (get("vnp_CurrCode") !== "VND") return format("vnp_CurrCode");
  const rawAmount = get("vnp_Amount");
  if (!/^[1-9]\d{0,15}$/.test(rawAmount) || !rawAmount.endsWith("00")) return format("vnp_Amount");
  const amount = Number(rawAmount) / 100;
  if (amount < 5_000 || amount >= 1_000_000_000) return { ok: false, message: MSG_AMOUNT };
  const txnRef = get("vnp_TxnRef");
  if (!txnRef || txnRef.length > 100) return format("vnp_TxnRef");
  const orderInfo = get("vnp_OrderInfo");
  if (!orderInfo || orderInfo.length > 255) return format("vnp_OrderInfo");
  if (!get("vnp_OrderType")) return format("vnp_OrderType");
  if (get("vnp_Locale") !== "vn" && get("vnp_Locale") !== "en") return format("vnp_Locale");
  const returnUrl = get("vnp_ReturnUrl");
  if (!isHttpUrl(returnUrl) || returnUrl.length > 255) return format("vnp_ReturnUrl");
  const ipAddr = get("vnp_IpAddr");
  if (!ipAddr || ipAddr.length > 45) return format("vnp_IpAddr");
  if (!parseGmt7(get("vnp_CreateDate"))) return format("vnp_CreateDate");
  const expireAt = parseGmt7(get("vnp_ExpireDate"));
  if (!expireAt) return format("vnp_ExpireDate");

  return { ok: true, request: params as VnpayPaymentRequest, expired: now.getTime() > expireAt.getTime() };
}

/**
 * The parameters VNPay appends to the return URL and sends in the IPN, for `request` ending with
 * `responseCode` ("00" paid; "24" cancelled; "11" expired; other failure codes), signed with
 * `hashSecret` (vnp_SecureHash last): vnp_Amount (× 100, as requested), vnp_BankCode NCB,
 * vnp_BankTranNo (`VNP` + 8 digits, only when paid), vnp_CardType ATM, vnp_OrderInfo, vnp_PayDate
 * (GMT+7 yyyyMMddHHmmss of `now`), vnp_ResponseCode, vnp_TmnCode, vnp_TransactionNo (8 digits; "0"
 * when cancelled or expired), vnp_TransactionStatus ("00" paid, "02" otherwise), vnp_TxnRef.
 */
export function buildVnpayReturnParams(
  request: Pick<VnpayPaymentRequest, "vnp_Amount" | "vnp_OrderInfo" | "vnp_TmnCode" | "vnp_TxnRef">,
  responseCode: string,
  opts: { hashSecret: string; now?: Date },
): Record<string, string> {
  const paid = responseCode === "00";
  const noTransaction = responseCode === "24" || responseCode === "11";
  const params: Record<string, string> = {
    vnp_Amount: request.vnp_Amount,
    vnp_BankCode: "NCB",
    ...(paid ? { vnp_BankTranNo: `VNP${randomInt(10_000_000, 100_000_000)}` } : {}),
    vnp_CardType: "ATM",
    vnp_OrderInfo: request.vnp_OrderInfo,
    vnp_PayDate: formatGmt7(opts.now ?? new Date()),
    vnp_ResponseCode: responseCode,
    vnp_TmnCode: request.vnp_TmnCode,
    vnp_TransactionNo: noTransaction ? "0" : String(randomInt(10_000_000, 100_000_000)),
    vnp_TransactionStatus: paid ? "00" : "02",
    vnp_TxnRef: request.vnp_TxnRef,
  };
  return { ...params, vnp_SecureHash: signParams(params, opts.hashSecret) };
}

/** `params` as a query string in VNPay's order (sorted keys, vnp_SecureHash last). */
function toQueryString(params: Record<string, string>): string {
  const { vnp_SecureHash, ...rest } = params;
  const search = buildPaymentUrlSearchParams(rest);
  if (vnp_SecureHash) search.append("vnp_SecureHash", vnp_SecureHash);
  return search.toString();
}

/** `base` with `query` appended, keeping the query it already has. */
function appendQuery(base: string, query: string): string {
  const url = new URL(base);
  url.search = url.search.length > 1 ? `${url.search.slice(1)}&${query}` : query;
  return url.toString();
}

/**
 * Sends the IPN as VNPay does (GET, 5 s timeout) and logs the merchant's answer. Never throws: a failed
 * IPN must not stop the shopper's redirect (real VNPay retries later; this sandbox does not).
 */
async function sendIpn(ipnUrl: string, params: Record<string, string>, log: FastifyBaseLogger): Promise<void> {
  const txnRef = params.vnp_TxnRef;
  try {
    const res = await fetch(appendQuery(ipnUrl, toQueryString(params)), {
      method: "GET",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(5_000),
    });
    const text = await res.text();
    let answer: { RspCode?: unknown; Message?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // not JSON: logged below
    }
    const acknowledged = res.ok && (answer.RspCode === "00" || answer.RspCode === "02");
    log[acknowledged ? "info" : "warn"](
      { txnRef, status: res.status, rspCode: answer.RspCode, message: answer.Message, body: acknowledged ? undefined : text.slice(0, 500) },
      "VNPay sandbox: IPN answered",
    );
  } catch (err) {
    log.warn({ txnRef, err }, "VNPay sandbox: IPN call failed");
  }
}

/** The look of VNPay's window. */
const VNPAY_BRAND: SandboxBrand = {
  name: "VNPAY",
  markHtml: '<span class="vn">VN</span><span class="pay">PAY</span>',
  footer: "Cổng thanh toán VNPAY – bản giả lập phục vụ kiểm thử",
  colors: {
    primary: "#005baa",
    primaryHover: "#004a8c",
    accent: "#ed1c24",
    text: "#1d2733",
    muted: "#5b6b7c",
    background: "#f2f5f9",
    border: "#c5cfda",
  },
  extraCss: `.brand .vn{color:#ed1c24}.brand .pay{color:#005baa}
.atm{background:linear-gradient(135deg,#0b4f9c,#1d7fd6);color:#fff;border-radius:12px;padding:16px;margin:0 0 12px;font-family:ui-monospace,Menlo,Consolas,monospace}
.atm .bank{font-weight:700;font-family:inherit}.atm .num{font-size:1.15rem;letter-spacing:1px;margin:12px 0 8px;overflow-wrap:anywhere}
.atm .row{display:flex;justify-content:space-between;gap:8px;font-size:.9rem;flex-wrap:wrap}`,
};

/** VNPay-like error page (Vietnamese) with a lookup code and the GMT+7 time. */
function renderVnpayErrorPage(message: string, now: Date = new Date()): string {
  return sandboxErrorPage(VNPAY_BRAND, message, now, "Thời gian giao dịch");
}

/** The payment page for a checked request; `queryString` is carried in the form's hidden field. */
function renderVnpayPaymentPage(request: VnpayPaymentRequest, queryString: string): string {
  const amount = formatVnd(Number(request.vnp_Amount) / 100);
  const expireAt = parseGmt7(request.vnp_ExpireDate);
  const card = VNPAY_SANDBOX_CARD;
  return sandboxPage(
    VNPAY_BRAND,
    "Cổng thanh toán VNPAY",
    `<section class="card" aria-labelledby="order-title">
<h1 id="order-title">Thông tin đơn hàng</h1>
<dl>
<dt>Số tiền thanh toán</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Nhà cung cấp</dt><dd>${escapeHtml(request.vnp_TmnCode)}</dd>
<dt>Mã đơn hàng</dt><dd>${escapeHtml(request.vnp_TxnRef)}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(request.vnp_OrderInfo)}</dd>
${expireAt ? `<dt>Hết hạn thanh toán</dt><dd>${escapeHtml(displayGmt7(expireAt))} (GMT+7)</dd>` : ""}
</dl>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Thanh toán qua Ngân hàng ${card.bank}</h2>
<div class="atm" role="group" aria-label="Thẻ thử nghiệm">
<div class="bank">Thẻ ATM nội địa – ${card.bank}</div>
<div class="num">${card.number}</div>
<div class="row"><span>${card.holder}</span><span>Ngày phát hành ${card.issueDate}</span></div>
</div>
<p class="hint">Môi trường thử nghiệm: dùng thẻ ${card.bank} số ${card.number}, tên chủ thẻ ${card.holder}, ngày phát hành ${card.issueDate}, mã OTP ${card.otp}.</p>
${sandboxPayForm(VNPAY_PAYMENT_PATH, queryString, VNPAY_SANDBOX_SIMULATIONS)}
</section>`,
  );
}

/** The raw query string of a request URL (without `?`). */
function rawQueryString(url: string): string {
  const i = url.indexOf("?");
  return i < 0 ? "" : url.slice(i + 1);
}

/** Form field as a single string, or null (missing, repeated, not a string). */
function formField(body: unknown, name: string): string | null {
  if (!body || typeof body !== "object") return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : null;
}

/**
 * Fastify plugin: VNPay's hosted payment window (`GET`/`POST /paymentv2/vpcpay.html`) over
 * `app.deps.config` (VNPAY_TMN_CODE, VNPAY_HASH_SECRET, vnpayIpnUrl; read on every request).
 * Requires `@fastify/formbody` registered on the app.
 */
export async function vnpaySandboxRoutes(app: FastifyInstance): Promise<void> {
  const merchantOf = () => ({ tmnCode: app.deps.config.VNPAY_TMN_CODE, hashSecret: app.deps.config.VNPAY_HASH_SECRET });

  app.get(VNPAY_PAYMENT_PATH, async (request, reply) => {
    const now = new Date();
    const queryString = rawQueryString(request.url);
    const check = checkVnpayPaymentRequest(queryString, merchantOf(), now);
    if (!check.ok) {
      request.log.info({ reason: check.message }, "VNPay sandbox: payment request refused");
      return sendSandboxHtml(reply, 400, renderVnpayErrorPage(check.message, now));
    }
    if (check.expired) return sendSandboxHtml(reply, 400, renderVnpayErrorPage(MSG_EXPIRED, now));
    return sendSandboxHtml(reply, 200, renderVnpayPaymentPage(check.request, queryString));
  });

  app.post(VNPAY_PAYMENT_PATH, async (request, reply) => {
    const now = new Date();
    const payload = formField(request.body, "payload");
    const choice = formField(request.body, "choice");
    const simulate = formField(request.body, "simulate") || "00";
    if (payload === null || (choice !== "pay" && choice !== "cancel") || !VNPAY_SANDBOX_SIMULATIONS.some((s) => s.code === simulate)) {
      return sendSandboxHtml(reply, 400, renderVnpayErrorPage(MSG_FORMAT, now));
    }
    const merchant = merchantOf();
    const check = checkVnpayPaymentRequest(payload, merchant, now);
    if (!check.ok) {
      request.log.info({ reason: check.message }, "VNPay sandbox: submitted payment refused");
      return sendSandboxHtml(reply, 400, renderVnpayErrorPage(check.message, now));
    }
    const responseCode = choice === "cancel" ? "24" : check.expired ? "11" : simulate;
    const result = buildVnpayReturnParams(check.request, responseCode, { hashSecret: merchant.hashSecret, now });
    await sendIpn(app.deps.config.vnpayIpnUrl, result, request.log);
    return reply.header("cache-control", "no-store").redirect(appendQuery(check.request.vnp_ReturnUrl, toQueryString(result)), 302);
  });
}
