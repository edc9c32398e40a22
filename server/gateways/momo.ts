/**
 * MoMo (All-In-One, API v2), merchant side: signs and sends the create-payment request, and verifies
 * what MoMo sends back (the IPN, server to server, and the browser's return to `redirectUrl`).
 *
 * The same code talks to the embedded sandbox (server/gateways/momo-sandbox.ts, the default MOMO_HOST)
 * and to the real MoMo (https://payment.momo.vn, test https://test-payment.momo.vn): only `momoHost`
 * and the keys change (MOMO_HOST, MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY).
 *
 * Source: MoMo's developer documentation (developers.momo.vn, "Thanh toán qua ví MoMo" — One-time
 * payment, AIO v2) as summarised in vietnam-commerce.md. There is no maintained npm SDK; `node:crypto`
 * is enough:
 * - signature = HMAC-SHA256(secretKey, raw) in lower-case hex, where raw is `key=value` pairs joined
 *   by `&` in a fixed alphabetical list of keys, values as sent (not URL-encoded; UTF-8);
 * - create: keys `accessKey amount extraData ipnUrl orderId orderInfo partnerCode redirectUrl
 *   requestId requestType`;
 * - IPN (POST JSON) and return (GET query): keys `accessKey amount extraData message orderId orderInfo
 *   orderType partnerCode payType requestId responseTime resultCode transId` (`accessKey` is ours, it
 *   is not sent back);
 * - resultCode 0 = paid (9000 = authorised, not captured: not paid for captureWallet); the merchant
 *   answers the IPN with HTTP 204 within 15 s and re-checks amount and order itself.
 * Units: amount is integer VND (MoMo: 1 000 … 50 000 000); responseTime is ms since the epoch.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { fetch } from "undici";
import type { UpstreamConfig } from "../config";

/** Path of the create-payment API on `momoHost`. */
export const MOMO_CREATE_PATH = "/v2/gateway/api/create";

/** Smallest and largest amount MoMo accepts for a wallet payment (VND). */
const MOMO_MIN_AMOUNT = 1_000;
const MOMO_MAX_AMOUNT = 50_000_000;

/** The keys of the create request's signature, in MoMo's order. */
export const MOMO_CREATE_SIGNATURE_KEYS = [
  "accessKey",
  "amount",
  "extraData",
  "ipnUrl",
  "orderId",
  "orderInfo",
  "partnerCode",
  "redirectUrl",
  "requestId",
  "requestType",
] as const;

/** The keys of the IPN's and the return's signature, in MoMo's order. */
export const MOMO_RESULT_SIGNATURE_KEYS = [
  "accessKey",
  "amount",
  "extraData",
  "message",
  "orderId",
  "orderInfo",
  "orderType",
  "partnerCode",
  "payType",
  "requestId",
  "responseTime",
  "resultCode",
  "transId",
] as const;

/** The part of the upstream configuration the merchant side needs. */
export type MomoConfig = Pick<UpstreamConfig, "MOMO_PARTNER_CODE" | "MOMO_ACCESS_KEY" | "MOMO_SECRET_KEY" | "momoHost">;

/** True when MoMo accepts `amount` (integer VND, 1 000 … 50 000 000) for a wallet payment. */
export function momoAmountAllowed(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= MOMO_MIN_AMOUNT && amount <= MOMO_MAX_AMOUNT;
}

/**
 * MoMo's signature of `values` over `keys`: HMAC-SHA256(secretKey, "k1=v1&k2=v2…") in lower-case hex.
 * A missing value is signed as empty; numbers as their decimal form.
 */
export function momoSignature(keys: readonly string[], values: Record<string, unknown>, secretKey: string): string {
  const raw = keys.map((k) => `${k}=${values[k] === undefined || values[k] === null ? "" : String(values[k])}`).join("&");
  return createHmac("sha256", secretKey).update(raw, "utf8").digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one (any case). */
export function momoSignatureMatches(received: unknown, expected: string): boolean {
  if (typeof received !== "string" || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(received.toLowerCase(), "hex"), Buffer.from(expected, "hex"));
}

/** Input of `MomoGateway.createPayment`. */
interface CreateMomoPaymentInput {
  /** Merchant order id sent to MoMo (unique per payment attempt: MoMo refuses a reused one, code 41). */
  orderId: string;
  /** Amount in integer VND, 1 000 … 50 000 000. */
  amount: number;
  /** Text shown to the payer in MoMo (Vietnamese allowed). */
  orderInfo: string;
  /** Absolute http(s) URL the payer's browser is sent back to (with the signed result query). */
  redirectUrl: string;
  /** Absolute http(s) URL MoMo posts the IPN to. */
  ipnUrl: string;
  /** Free data returned untouched in the IPN and the return (MoMo expects base64; default ""). */
  extraData?: string;
  /** Idempotency key of this request (default: a random UUID). */
  requestId?: string;
}

/** The answer of `createPayment`. */
type MomoCreateResult =
  | { ok: true; payUrl: string; requestId: string; responseTime: number }
  /** MoMo refused (its resultCode and message) or could not be reached (resultCode null). */
  | { ok: false; resultCode: number | null; message: string };

/** What MoMo reported in an IPN or a return, after checking its signature. Trust fields only when `isVerified`. */
interface MomoVerification {
  /** Signature matches with our secret key and partnerCode is ours. */
  isVerified: boolean;
  /** Verified and resultCode 0. */
  isPaid: boolean;
  orderId: string;
  requestId: string;
  /** Integer VND; null when absent or not digits. */
  amount: number | null;
  /** MoMo's transaction id ("" when absent); the idempotency key of the IPN. */
  transId: string;
  /** null when absent or not an integer. */
  resultCode: number | null;
  /** Vietnamese description of the outcome for people (`describeMomoResult`). */
  message: string;
  /** Every field received, as strings (for the payment event log). */
  params: Record<string, string>;
}

/** The merchant side of MoMo, bound to one partner (see `createMomoGateway`). */
export interface MomoGateway {
  /**
   * POSTs the signed create request to `{momoHost}/v2/gateway/api/create` (requestType captureWallet,
   * lang vi; 30 s timeout) and returns MoMo's `payUrl` (where the payer's browser goes).
   * Never throws for MoMo's or the network's failures (→ `ok: false`).
   * @throws RangeError when the amount is not allowed (`momoAmountAllowed`) or orderId is empty;
   *   TypeError when redirectUrl/ipnUrl are not absolute http(s) URLs (programming errors).
   */
  createPayment(input: CreateMomoPaymentInput): Promise<MomoCreateResult>;
  /** Verifies an IPN body (JSON object posted by MoMo). Never throws; changes nothing. */
  verifyIpn(body: unknown): MomoVerification;
  /** Verifies the query MoMo appended to `redirectUrl` (strings). Never throws; changes nothing. */
  verifyReturn(query: unknown): MomoVerification;
}

const RESULT_MESSAGES: Record<number, string> = {
  0: "Giao dịch thành công",
  9000: "Giao dịch đã được xác nhận, chưa trừ tiền",
  1000: "Giao dịch đang chờ người dùng xác nhận thanh toán",
  1001: "Giao dịch thất bại do tài khoản người dùng không đủ tiền",
  1005: "Giao dịch thất bại do mã thanh toán hoặc đường dẫn đã hết hạn",
  1006: "Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán",
  11: "Truy cập bị từ chối: chữ ký không hợp lệ",
  13: "Xác thực doanh nghiệp thất bại",
  20: "Yêu cầu sai định dạng",
  22: "Số tiền giao dịch không hợp lệ",
  41: "Mã đơn hàng bị trùng",
};

/**
 * Vietnamese description of a MoMo resultCode for people (0 paid, 9000, 1000, 1001, 1005, 1006, 11,
 * 13, 20, 22, 41; others → "Giao dịch không thành công"). Source: MoMo's result code table.
 */
export function describeMomoResult(resultCode: number | null): string {
  return resultCode !== null && Object.hasOwn(RESULT_MESSAGES, resultCode) ? RESULT_MESSAGES[resultCode]! : "Giao dịch không thành công";
}

function assertHttpUrl(name: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`MoMo: ${name} is not an absolute URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new TypeError(`MoMo: ${name} must be http(s): ${value}`);
}

/** Fields of an IPN body or a return query as strings; null when not an object or a field is not a scalar. */
function scalarFields(input: unknown): Record<string, string> | null {
  if (!input || typeof input !== "object" || Array.isArray(input)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = String(value);
    else if (value === null) out[key] = "";
    else return null;
  }
  return out;
}

/**
 * Creates the merchant side of MoMo for one partner (`config.MOMO_PARTNER_CODE`, access and secret
 * keys) whose API lives on `config.momoHost` (read on every call: tests move it after listening).
 *
 * @example
 * const result = await createMomoGateway(config).createPayment({
 *   orderId: "DH261122-004217", amount: 125_000, orderInfo: "Thanh toán đơn hàng DH261122-004217",
 *   redirectUrl: "https://shop.example/thanh-toan/momo-return", ipnUrl: config.momoIpnUrl,
 * });
 */
export function createMomoGateway(config: MomoConfig): MomoGateway {
  function verify(input: unknown): MomoVerification {
    let fields: Record<string, string> | null;
    try {
      fields = scalarFields(input);
    } catch {
      fields = null; // exotic objects (throwing getters …): unverifiable, never an exception
    }
    const params = fields ?? {};
    const get = (k: string) => params[k] ?? "";
    const expected = momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...params, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY);
    const isVerified =
      fields !== null && get("partnerCode") === config.MOMO_PARTNER_CODE && momoSignatureMatches(get("signature"), expected);
    const resultCode = /^-?\d{1,9}$/.test(get("resultCode")) ? Number(get("resultCode")) : null;
    const amount = /^\d{1,15}$/.test(get("amount")) ? Number(get("amount")) : null;
    return {
      isVerified,
      isPaid: isVerified && resultCode === 0,
      orderId: get("orderId"),
      requestId: get("requestId"),
      amount,
      transId: get("transId"),
      resultCode,
      message: isVerified ? describeMomoResult(resultCode) : describeMomoResult(11),
      params,
    };
  }

  return {
    async createPayment(input) {
      if (!momoAmountAllowed(input.amount))
        throw new RangeError(`MoMo: amount must be an integer VND of 1,000…50,000,000, got ${input.amount}`);
      if (!input.orderId) throw new RangeError("MoMo: orderId is empty");
      assertHttpUrl("redirectUrl", input.redirectUrl);
      assertHttpUrl("ipnUrl", input.ipnUrl);
      const request = {
        partnerCode: config.MOMO_PARTNER_CODE,
        requestId: input.requestId ?? randomUUID(),
        amount: input.amount,
        orderId: input.orderId,
        orderInfo: input.orderInfo,
        redirectUrl: input.redirectUrl,
        ipnUrl: input.ipnUrl,
        requestType: "captureWallet",
        extraData: input.extraData ?? "",
        lang: "vi",
      };
      const signature = momoSignature(
        MOMO_CREATE_SIGNATURE_KEYS,
        { ...request, accessKey: config.MOMO_ACCESS_KEY },
        config.MOMO_SECRET_KEY,
      );
      let answer: Record<string, unknown>;
      try {
        const res = await fetch(`${config.momoHost}${MOMO_CREATE_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", accept: "application/json" },
          body: JSON.stringify({ ...request, signature }),
          signal: AbortSignal.timeout(30_000),
        });
        answer = (await res.json()) as Record<string, unknown>;
        if (!answer || typeof answer !== "object") throw new TypeError("not an object");
      } catch {
        return { ok: false, resultCode: null, message: "Không kết nối được với MoMo, vui lòng thử lại sau" };
      }
      const resultCode = typeof answer.resultCode === "number" ? answer.resultCode : null;
      if (
        resultCode !== 0 ||
        typeof answer.payUrl !== "string" ||
        answer.orderId !== request.orderId ||
        answer.requestId !== request.requestId
      ) {
        return {
          ok: false,
          resultCode,
          message: typeof answer.message === "string" && answer.message ? answer.message : describeMomoResult(resultCode),
        };
      }
      return {
        ok: true,
        payUrl: answer.payUrl,
        requestId: request.requestId,
        responseTime: typeof answer.responseTime === "number" ? answer.responseTime : Date.now(),
      };
    },
    verifyIpn: verify,
    verifyReturn: verify,
  };
}
