/**
 * ePay (MegaPay) sandbox: plays MegaPay's hosted payment window inside the upstream, faithfully enough
 * that the storefront cannot tell it from the real gateway (real ePay cannot be reached from our
 * machines). Source: docs/payment-gateways.md "ePay / MegaPay".
 *
 * - `POST /pg_was/order/init.do` (form body: the ePayModel's fields, posted by the storefront's
 *   /thanh-toan/epay page) checks the request as MegaPay does (merchant, merchantToken with the
 *   merchant's encode key, fields) and shows the payment page (Vietnamese, no JavaScript) or an error
 *   page (HTTP 400).
 * - `POST /pg_was/order/pay.do` (the page's form: the request carried in `payload`, `choice`
 *   pay|cancel, `simulate`) re-checks the request, builds the signed result, sends the IPN server to
 *   server (POST JSON to `notiUrl`, 5 s timeout, awaited, failures only logged) and redirects the
 *   shopper (302) to `callBackUrl` with the callback query.
 *
 * Like MegaPay, the sandbox knows the merchant's id, encode key and registered notification URL
 * (EPAY_MER_ID, EPAY_ENCODE_KEY, epayIpnUrl from the upstream configuration): a request whose `notiUrl`
 * is not the registered one is refused, so the sandbox never posts to an address a browser chose.
 * Result codes: `00_000` paid, `00_005` virtual account assigned (not paid), `PG_ER5` cancelled by
 * the shopper, `OR_160` timed out, `DC_127` over the bank's limit (the failure a tester can pick).
 * Nothing a browser sends can make these routes answer 500.
 */
import { randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { EPAY_INIT_PATH, EPAY_RESULT, epayMerchantToken, epayResultToken } from "./epay";
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
import { formatGmt7, parseGmt7 } from "./vnpay";

/** Path the sandbox payment page's form posts to. */
const EPAY_SANDBOX_PAY_PATH = "/pg_was/order/pay.do";
/** How long after its `timeStamp` a payment request may be paid (later: `OR_160`). */
const EPAY_SANDBOX_WINDOW_MINUTES = 60;
/** How far in the future a request's `timeStamp` may be (clock skew). */
const FUTURE_SKEW_MS = 10 * 60_000;

/** Payment types of MegaPay (`NO` = the shopper chooses). */
const EPAY_PAY_TYPES = ["NO", "DC", "IC", "EW", "QR", "VA"] as const;

/** Result codes a tester can pick on the sandbox page (besides the shopper's "Hủy thanh toán"). */
const EPAY_SANDBOX_SIMULATIONS: ReadonlyArray<{ code: string; label: string }> = [
  { code: EPAY_RESULT.paid, label: "Thanh toán thành công (00_000)" },
  { code: EPAY_RESULT.virtualAccount, label: "Đã cấp tài khoản ảo, chưa chuyển khoản (00_005)" },
  { code: "DC_127", label: "Thất bại: vượt hạn mức giao dịch (DC_127)" },
];
/** resultCd of "Hủy thanh toán". */
const EPAY_CANCEL_CODE = "PG_ER5";
/** resultCd of a request paid after EPAY_SANDBOX_WINDOW_MINUTES. */
const EPAY_TIMEOUT_CODE = "OR_160";

const RESULT_MESSAGES: Record<string, string> = {
  "00_000": "SUCCESS",
  "00_005": "SUCCESS",
  PG_ER5: "Customer cancelled the transaction",
  OR_160: "Transaction timeout",
  DC_127: "Transaction value is out of limit range set by your bank",
};

/** A payment request that passed the sandbox's checks (every field received, as strings). */
type EpayPaymentRequest = Record<string, string> & {
  merId: string;
  amount: string;
  invoiceNo: string;
  merTrxId: string;
  goodsNm: string;
  description: string;
  callBackUrl: string;
  notiUrl: string;
  timeStamp: string;
  userId?: string;
};

/** Result of `checkEpayPaymentRequest`. */
type EpayRequestCheck =
  | { ok: true; request: EpayPaymentRequest; /** timeStamp older than the payment window. */ expired: boolean }
  | { ok: false; /** Vietnamese message of the error page, with MegaPay's code. */ message: string };

/** The merchant as the sandbox knows it. */
interface EpaySandboxMerchant {
  merId: string;
  encodeKey: string;
  /** The registered notification URL (`notiUrl` must equal it). */
  ipnUrl: string;
}

const MSG_FORMAT = "Dữ liệu gửi sang không đúng định dạng";

/**
 * The form fields of a request body as single strings; null when the body is not an object or a
 * field is repeated or not a string.
 */
function formFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = String(value);
    else return null;
  }
  return out;
}

/**
 * Checks a payment request (the posted ePayModel fields) as MegaPay does, in this order: merId is
 * the merchant's (OR_101); merchantToken = SHA-256(timeStamp + merTrxId + merId + amount + encodeKey)
 * (OR_113); currency VND (OR_103); amount whole VND from 1 000 to under 1 000 000 000 (OR_112);
 * invoiceNo 1–40 (OR_105); merTrxId 1–50 (OR_122); goodsNm (OR_106) and description (OR_147)
 * non-empty; payType NO|DC|IC|EW|QR|VA (OR_102); callBackUrl absolute http(s) (OR_110); notiUrl the
 * registered one (OR_111); reqDomain present (OR_118); timeStamp a GMT+7 yyyyMMddHHmmss not more than
 * 10 minutes ahead (OR_148); userLanguage VN|EN (OR_173); windowType 0|1 (OR_172).
 * Expiry (older than EPAY_SANDBOX_WINDOW_MINUTES) is reported, not an error. Never throws.
 */
function checkEpayPaymentRequest(
  fields: Record<string, string> | null,
  merchant: EpaySandboxMerchant,
  now: Date = new Date(),
): EpayRequestCheck {
  if (!fields) return { ok: false, message: MSG_FORMAT };
  const get = (key: string) => fields[key] ?? "";
  const refuse = (message: string, code: string) => ({ ok: false as const, message: `${message} (${code})` });

  if (get("merId") !== merchant.merId) return refuse("Merchant không tồn tại hoặc chưa đăng ký dịch vụ", "OR_101");
  const token = get("merchantToken");
  const expected = epayMerchantToken(
    { timeStamp: get("timeStamp"), merTrxId: get("merTrxId"), merId: get("merId"), amount: get("amount") },
    merchant.encodeKey,
  );
  if (!/^[0-9a-fA-F]{64}$/.test(token) || token.toLowerCase() !== expected)
    return refuse("Mã xác thực merchantToken không hợp lệ", "OR_113");
  if (get("currency") !== "VND") return refuse("Loại tiền tệ không hợp lệ", "OR_103");
  const amount = get("amount");
  if (!/^[1-9]\d{0,11}$/.test(amount) || Number(amount) < 1_000 || Number(amount) >= 1_000_000_000) {
    return refuse("Số tiền giao dịch không hợp lệ. Số tiền hợp lệ từ 1.000 đến dưới 1 tỷ đồng", "OR_112");
  }
  const invoiceNo = get("invoiceNo");
  if (!invoiceNo || invoiceNo.length > 40) return refuse("Mã hóa đơn (invoiceNo) không hợp lệ", "OR_105");
  const merTrxId = get("merTrxId");
  if (!merTrxId || merTrxId.length > 50) return refuse("Mã giao dịch của merchant (merTrxId) không hợp lệ", "OR_122");
  if (!get("goodsNm").trim() || get("goodsNm").length > 200) return refuse("Tên hàng hóa (goodsNm) không hợp lệ", "OR_106");
  if (!get("description").trim() || get("description").length > 500) return refuse("Mô tả giao dịch (description) không hợp lệ", "OR_147");
  if (!(EPAY_PAY_TYPES as readonly string[]).includes(get("payType")))
    return refuse("Phương thức thanh toán (payType) không hợp lệ", "OR_102");
  const callBackUrl = get("callBackUrl");
  if (!isHttpUrl(callBackUrl) || callBackUrl.length > 500) return refuse("Địa chỉ trả về (callBackUrl) không hợp lệ", "OR_110");
  if (get("notiUrl") !== merchant.ipnUrl)
    return refuse("Địa chỉ nhận thông báo (notiUrl) không khớp với địa chỉ merchant đã đăng ký", "OR_111");
  if (!get("reqDomain").trim()) return refuse("Tên miền merchant (reqDomain) không hợp lệ", "OR_118");
  const stampedAt = parseGmt7(get("timeStamp"));
  if (!stampedAt || stampedAt.getTime() > now.getTime() + FUTURE_SKEW_MS)
    return refuse("Thời gian giao dịch (timeStamp) không hợp lệ", "OR_148");
  if (get("userLanguage") !== "VN" && get("userLanguage") !== "EN") return refuse("Ngôn ngữ (userLanguage) không hợp lệ", "OR_173");
  if (get("windowType") !== "0" && get("windowType") !== "1") return refuse("Kiểu cửa sổ thanh toán (windowType) không hợp lệ", "OR_172");

  const expired = now.getTime() - stampedAt.getTime() > EPAY_SANDBOX_WINDOW_MINUTES * 60_000;
  return { ok: true, request: fields as EpayPaymentRequest, expired };
}

/** A signed result: the callback query (shopper) and the IPN body (server to server). */
interface EpayResult {
  callback: Record<string, string>;
  ipn: Record<string, string>;
}

/**
 * The result of `request` ending with `resultCd`, signed with `encodeKey` as ePay does
 * (merchantToken = SHA-256(resultCd + timeStamp + merTrxId + trxId + merId + amount + encodeKey)):
 * - callback query: resultCd, resultMsg, invoiceNo, merTrxId, trxId (`{merId}{DC|VA}{yyyyMMddHHmmss}{4
 *   digits}`), amount (as requested, VND), timeStamp (GMT+7 yyyyMMddHHmmss of `now`), merchantToken,
 *   payType (DC card / VA virtual account), userId, cardNo (masked; "" unless a card was used), bankName,
 *   cardType;
 * - IPN body: the same plus merId, currency, goodsNm, transDt (yyyyMMdd), transTm (HHmmss) and, for
 *   `00_005`, vaNumber and vaName.
 */
function buildEpayResult(request: EpayPaymentRequest, resultCd: string, opts: { encodeKey: string; now?: Date }): EpayResult {
  const stamp = formatGmt7(opts.now ?? new Date());
  const virtualAccount = resultCd === EPAY_RESULT.virtualAccount;
  const card = resultCd === EPAY_RESULT.paid || resultCd === "DC_127";
  const payType = virtualAccount ? "VA" : "DC";
  const trxId = `${request.merId}${payType}${stamp}${String(randomInt(0, 10_000)).padStart(4, "0")}`;
  const merchantToken = epayResultToken(
    { resultCd, timeStamp: stamp, merTrxId: request.merTrxId, trxId, merId: request.merId, amount: request.amount },
    opts.encodeKey,
  );
  const callback: Record<string, string> = {
    resultCd,
    resultMsg: RESULT_MESSAGES[resultCd] ?? "FAIL",
    invoiceNo: request.invoiceNo,
    merTrxId: request.merTrxId,
    trxId,
    amount: request.amount,
    timeStamp: stamp,
    merchantToken,
    payType,
    userId: request.userId ?? "",
    cardNo: card ? `970419******${String(randomInt(0, 10_000)).padStart(4, "0")}` : "",
    bankName: virtualAccount ? "WOORIBANK" : card ? "NCB" : "",
    cardType: card ? "ATM" : "",
  };
  const ipn: Record<string, string> = {
    ...callback,
    merId: request.merId,
    currency: "VND",
    goodsNm: request.goodsNm,
    transDt: stamp.slice(0, 8),
    transTm: stamp.slice(8),
    ...(virtualAccount ? { vaNumber: `9020${String(randomInt(0, 100_000_000)).padStart(8, "0")}`, vaName: `NXB DH ${request.merId}` } : {}),
  };
  return { callback, ipn };
}

/**
 * Sends the IPN as ePay does (POST JSON, 5 s timeout) and logs the merchant's answer. Never throws:
 * a failed IPN must not stop the shopper's redirect.
 */
async function sendIpn(ipnUrl: string, body: Record<string, string>, log: FastifyBaseLogger): Promise<void> {
  try {
    const res = await fetch(ipnUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    const text = await res.text();
    let answer: { resultCd?: unknown; resultMsg?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // not JSON: logged below
    }
    const acknowledged = res.ok && answer.resultCd === "00_000";
    log[acknowledged ? "info" : "warn"](
      {
        merTrxId: body.merTrxId,
        status: res.status,
        resultCd: answer.resultCd,
        resultMsg: answer.resultMsg,
        body: acknowledged ? undefined : text.slice(0, 500),
      },
      "ePay sandbox: IPN answered",
    );
  } catch (err) {
    log.warn({ merTrxId: body.merTrxId, err }, "ePay sandbox: IPN call failed");
  }
}

function appendQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.append(k, v);
  return url.toString();
}

/** The look of MegaPay's window. */
const EPAY_BRAND: SandboxBrand = {
  name: "MegaPay",
  markHtml: '<span class="mega">Mega</span><span class="pay">Pay</span><span class="by">VNPT EPAY</span>',
  footer: "Cổng thanh toán MegaPay (VNPT EPAY) – bản giả lập phục vụ kiểm thử",
  colors: {
    primary: "#e3262f",
    primaryHover: "#c41f27",
    accent: "#e3262f",
    text: "#1c2430",
    muted: "#5b6676",
    background: "#f4f6fb",
    border: "#c5cdd9",
  },
  extraCss: ".brand .mega{color:#e3262f}.brand .pay{color:#1b3f94}.by{font-size:.8rem;color:#5b6676;margin-left:8px;font-weight:400}",
};

/** MegaPay-like error page (Vietnamese) with a lookup code and the GMT+7 time. */
function renderEpayErrorPage(message: string, now: Date = new Date()): string {
  return sandboxErrorPage(EPAY_BRAND, message, now);
}

/** The payment page for a checked request; the request is carried in the form's hidden `payload`. */
function renderEpayPaymentPage(request: EpayPaymentRequest): string {
  const payload = new URLSearchParams(request).toString();
  const buyer = [request.buyerLastNm, request.buyerFirstNm].filter(Boolean).join(" ");
  return sandboxPage(
    EPAY_BRAND,
    "MegaPay - Cổng thanh toán trực tuyến",
    `<section class="card" aria-labelledby="order-title">
<h1 id="order-title">Thông tin đơn hàng</h1>
<dl>
<dt>Số tiền thanh toán</dt><dd class="amount">${escapeHtml(formatVnd(Number(request.amount)))}</dd>
<dt>Merchant</dt><dd>${escapeHtml(request.merId)}</dd>
<dt>Mã hóa đơn</dt><dd>${escapeHtml(request.invoiceNo)}</dd>
<dt>Hàng hóa</dt><dd>${escapeHtml(request.goodsNm)}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(request.description)}</dd>
${buyer ? `<dt>Người mua</dt><dd>${escapeHtml(buyer)}</dd>` : ""}
</dl>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Thanh toán</h2>
<p class="hint">Môi trường thử nghiệm: không cần nhập thẻ. Chọn “Thanh toán” để hoàn tất, hoặc “Hủy thanh toán” để quay lại cửa hàng.</p>
${sandboxPayForm(EPAY_SANDBOX_PAY_PATH, payload, EPAY_SANDBOX_SIMULATIONS)}
</section>`,
  );
}

/**
 * Fastify plugin: MegaPay's payment window (`POST /pg_was/order/init.do`, `POST /pg_was/order/pay.do`)
 * over `app.deps.config` (EPAY_MER_ID, EPAY_ENCODE_KEY, epayIpnUrl; read on every request).
 * Requires `@fastify/formbody` registered on the app.
 */
export async function epaySandboxRoutes(app: FastifyInstance): Promise<void> {
  const merchantOf = (): EpaySandboxMerchant => ({
    merId: app.deps.config.EPAY_MER_ID,
    encodeKey: app.deps.config.EPAY_ENCODE_KEY,
    ipnUrl: app.deps.config.epayIpnUrl,
  });

  app.post(EPAY_INIT_PATH, async (request, reply) => {
    const now = new Date();
    const check = checkEpayPaymentRequest(formFields(request.body), merchantOf(), now);
    if (!check.ok) {
      request.log.info({ reason: check.message }, "ePay sandbox: payment request refused");
      return sendSandboxHtml(reply, 400, renderEpayErrorPage(check.message, now));
    }
    if (check.expired)
      return sendSandboxHtml(reply, 400, renderEpayErrorPage(`Giao dịch đã hết thời gian chờ thanh toán (${EPAY_TIMEOUT_CODE})`, now));
    return sendSandboxHtml(reply, 200, renderEpayPaymentPage(check.request));
  });

  app.post(EPAY_SANDBOX_PAY_PATH, async (request, reply) => {
    const now = new Date();
    const form = formFields(request.body);
    const choice = form?.choice;
    const simulate = form?.simulate || EPAY_RESULT.paid;
    if (
      !form ||
      typeof form.payload !== "string" ||
      (choice !== "pay" && choice !== "cancel") ||
      !EPAY_SANDBOX_SIMULATIONS.some((s) => s.code === simulate)
    ) {
      return sendSandboxHtml(reply, 400, renderEpayErrorPage(MSG_FORMAT, now));
    }
    let carried: Record<string, string> | null = {};
    for (const [key, value] of new URLSearchParams(form.payload)) {
      if (Object.hasOwn(carried, key)) {
        carried = null;
        break;
      }
      carried[key] = value;
    }
    const merchant = merchantOf();
    const check = checkEpayPaymentRequest(carried, merchant, now);
    if (!check.ok) {
      request.log.info({ reason: check.message }, "ePay sandbox: submitted payment refused");
      return sendSandboxHtml(reply, 400, renderEpayErrorPage(check.message, now));
    }
    const resultCd = choice === "cancel" ? EPAY_CANCEL_CODE : check.expired ? EPAY_TIMEOUT_CODE : simulate;
    const result = buildEpayResult(check.request, resultCd, { encodeKey: merchant.encodeKey, now });
    await sendIpn(merchant.ipnUrl, result.ipn, request.log);
    return reply.header("cache-control", "no-store").redirect(appendQuery(check.request.callBackUrl, result.callback), 302);
  });
}
