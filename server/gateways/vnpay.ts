/**
 * VNPay (API 2.1.0), merchant side: builds the signed payment URL the shopper is sent to, and
 * verifies what VNPay sends back (the browser return and the server-to-server IPN).
 *
 * This is the SAME code whether it talks to the embedded sandbox (server/gateways/vnpay-sandbox.ts)
 * or to the real VNPay: only `vnpayHost` and the keys change (VNPAY_HOST, VNPAY_TMN_CODE,
 * VNPAY_HASH_SECRET; see server/config.ts).
 *
 * Signing and checksum verification are done by the `vnpay` npm library (v2.x). Its pitfalls, handled
 * here (source: docs/payment-gateways.md "VNPay, API 2.1.0"):
 * - `testMode: true` silently forces the real sandbox host: never set, `vnpayHost` is always passed;
 * - its default vnp_CreateDate is right only when the process runs in UTC: both dates are computed
 *   here explicitly in GMT+7 (`formatGmt7`), whatever `process.env.TZ` is;
 * - its `isSuccess` looks at vnp_ResponseCode only: `isPaid` here also requires
 *   vnp_TransactionStatus `00`;
 * - its verify functions throw on a missing or non-numeric vnp_Amount: here they never throw, an
 *   unverifiable call is simply `isVerified: false`.
 *
 * Units: money is integer VND in this API (the library multiplies vnp_Amount by 100 when building
 * and divides by 100 when verifying; so does this module); VNPay dates are `yyyyMMddHHmmss` in GMT+7.
 */
import { isIP } from "node:net";
import { HashAlgorithm, ProductCode, VNPay, VnpLocale, ignoreLogger, type ReturnQueryFromVNPay } from "vnpay";
import type { UpstreamConfig } from "../config";

/** Path of VNPay's hosted payment page on `vnpayHost` (real and sandbox). */
export const VNPAY_PAYMENT_PATH = "/paymentv2/vpcpay.html";

/** How long the shopper has on VNPay's page: vnp_ExpireDate = vnp_CreateDate + this many minutes. */
const VNPAY_PAYMENT_WINDOW_MINUTES = 15;

/** The part of the upstream configuration the merchant side needs. */
export type VnpayConfig = Pick<UpstreamConfig, "VNPAY_TMN_CODE" | "VNPAY_HASH_SECRET" | "vnpayHost">;

/** Input of `VnpayGateway.buildPaymentUrl`. */
interface BuildVnpayPaymentUrlInput {
  /** The order to pay: `code` becomes vnp_TxnRef, `total` is the amount in integer VND (> 0). */
  order: { code: string; total: number };
  /** Shopper's IP address (e.g. Fastify `request.ip`; IPv4-mapped IPv6 is reduced to IPv4). */
  ipAddr: string;
  /** Absolute http(s) URL VNPay sends the shopper back to (the storefront's return page). */
  returnUrl: string;
  /** Creation time of the payment (default: now); vnp_ExpireDate is 15 minutes later. */
  now?: Date;
}

/**
 * What VNPay reported, after checking its signature (`verifyReturn` / `verifyIpn`).
 * Every field except `isVerified` comes from the caller's parameters: trust them only when
 * `isVerified` is true.
 */
export interface VnpayVerification {
  /** The checksum (HMAC-SHA512 with our hash secret) matches and vnp_TmnCode is our terminal. */
  isVerified: boolean;
  /** Paid: verified AND vnp_ResponseCode `00` AND vnp_TransactionStatus `00`. */
  isPaid: boolean;
  /** vnp_TxnRef: our order code ("" when absent). */
  txnRef: string;
  /** vnp_Amount ÷ 100, in VND; null when vnp_Amount is absent or not digits. */
  amount: number | null;
  /** vnp_ResponseCode ("" when absent). */
  responseCode: string;
  /** vnp_TransactionStatus ("" when absent). */
  transactionStatus: string;
  /** vnp_TransactionNo: VNPay's transaction number, "0" when none ("" when absent). */
  transactionNo: string;
  /** Vietnamese description of the outcome for people (`describeVnpayCode`). */
  message: string;
  /**
   * Every `vnp_*` parameter received, as strings (kept raw for the payment event log); empty when the
   * query was malformed (e.g. a repeated parameter).
   */
  params: Record<string, string>;
}

/** The merchant side of VNPay, bound to one terminal (see `createVnpayGateway`). */
export interface VnpayGateway {
  /**
   * Builds the signed URL of VNPay's payment page for `order` (shopper's browser is redirected to it).
   * Parameters: vnp_Version 2.1.0, vnp_Command pay, vnp_TmnCode, vnp_Amount (total × 100),
   * vnp_CurrCode VND, vnp_TxnRef (order code), vnp_OrderInfo (`Thanh toan don hang {code}`, ASCII),
   * vnp_OrderType other, vnp_Locale vn, vnp_ReturnUrl, vnp_IpAddr, vnp_CreateDate / vnp_ExpireDate
   * (GMT+7 yyyyMMddHHmmss, 15 minutes apart), vnp_SecureHash (HMAC-SHA512, last).
   * @throws RangeError when `order.total` is not a positive safe integer, `order.code` is empty or
   *   `now` is an invalid Date;
   *   TypeError when `returnUrl` is not an absolute http(s) URL (both are programming errors).
   */
  buildPaymentUrl(input: BuildVnpayPaymentUrlInput): string;
  /**
   * Verifies the parameters VNPay appended to the return URL (the shopper's browser). Never throws;
   * changes nothing (state changes belong to the IPN).
   */
  verifyReturn(query: Record<string, unknown>): VnpayVerification;
  /** Verifies the parameters of an IPN call (GET query from VNPay's servers). Never throws. */
  verifyIpn(query: Record<string, unknown>): VnpayVerification;
}

const GMT7_OFFSET_MS = 7 * 60 * 60 * 1000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/**
 * The order code inside a vnp_TxnRef: a first payment sends the code itself, a repeated payment
 * (ADR 0012 "paying again") `{code}_{yyyyMMddHHmmss}` → the part before `_`.
 */
export function orderCodeOfTxnRef(txnRef: string): string {
  const i = txnRef.indexOf("_");
  return i < 0 ? txnRef : txnRef.slice(0, i);
}

/**
 * Formats an instant as VNPay wants its dates: `yyyyMMddHHmmss` in GMT+7 (Vietnam, no DST), e.g.
 * 2026-11-21T17:30:00Z → "20261122003000". Computed from the UTC epoch, so the result does not
 * depend on the process time zone (`TZ`).
 * @throws RangeError on an invalid Date.
 */
export function formatGmt7(date: Date): string {
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError("formatGmt7: invalid date");
  const d = new Date(t + GMT7_OFFSET_MS);
  return (
    pad(d.getUTCFullYear(), 4) +
    pad(d.getUTCMonth() + 1) +
    pad(d.getUTCDate()) +
    pad(d.getUTCHours()) +
    pad(d.getUTCMinutes()) +
    pad(d.getUTCSeconds())
  );
}

/**
 * Parses a VNPay `yyyyMMddHHmmss` GMT+7 date (string or number) into an instant; the inverse of
 * `formatGmt7`. Returns null when the value is not 14 digits or not a real calendar time
 * (e.g. 20260230120000). Does not depend on `TZ`.
 */
export function parseGmt7(value: string | number): Date | null {
  const s = String(value);
  if (!/^\d{14}$/.test(s)) return null;
  const n = (from: number, to: number) => Number(s.slice(from, to));
  const utc = Date.UTC(n(0, 4), n(4, 6) - 1, n(6, 8), n(8, 10), n(10, 12), n(12, 14)) - GMT7_OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls over (month 13, 31 February …): a round trip rejects those.
  return Number.isFinite(utc) && formatGmt7(date) === s ? date : null;
}

/**
 * Turns free text into what VNPay accepts for vnp_OrderInfo: plain ASCII without accents or special
 * characters (letters, digits, space, `-`, `_`, `.`), spaces collapsed, at most 255 characters.
 * E.g. "Thanh toán đơn hàng #DH1" → "Thanh toan don hang DH1". Source: reference doc, vnp_OrderInfo.
 */
export function toVnpayOrderInfo(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 _.-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 255)
    .trim();
}

const CODE_MESSAGES: Record<string, string> = {
  "00": "Giao dịch thành công",
  "07": "Trừ tiền thành công. Giao dịch bị nghi ngờ (liên quan tới lừa đảo, giao dịch bất thường)",
  "09": "Giao dịch không thành công do: Thẻ/Tài khoản của khách hàng chưa đăng ký dịch vụ InternetBanking tại ngân hàng",
  "10": "Giao dịch không thành công do: Khách hàng xác thực thông tin thẻ/tài khoản không đúng quá 3 lần",
  "11": "Giao dịch không thành công do: Đã hết hạn chờ thanh toán. Xin quý khách vui lòng thực hiện lại giao dịch",
  "24": "Giao dịch không thành công do: Khách hàng hủy giao dịch",
  "51": "Giao dịch không thành công do: Tài khoản của quý khách không đủ số dư để thực hiện giao dịch",
  "65": "Giao dịch không thành công do: Tài khoản của quý khách đã vượt quá hạn mức giao dịch trong ngày",
  "75": "Ngân hàng thanh toán đang bảo trì",
  "97": "Chữ ký không hợp lệ",
  "99": "Các lỗi khác (lỗi còn lại, không có trong danh sách mã lỗi đã liệt kê)",
};
const DEFAULT_CODE_MESSAGE = "Giao dịch không thành công";

/**
 * Vietnamese description of a VNPay vnp_ResponseCode for people (00, 07, 09, 10, 11, 24, 51, 65, 75,
 * 97 bad signature, 99 other; anything else → "Giao dịch không thành công"). The text never echoes
 * the code. Source: reference doc "Other codes" and VNPay's response code table.
 */
export function describeVnpayCode(code: string): string {
  return Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code]! : DEFAULT_CODE_MESSAGE;
}

/** The `vnp_*` string parameters of a query; null when one of them is not a single string (repeated key …). */
function pickVnpParams(query: unknown): Record<string, string> | null {
  if (!query || typeof query !== "object") return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith("vnp_")) continue;
    if (typeof value !== "string") return null;
    params[key] = value;
  }
  return params;
}

/** The shopper's IP as VNPay wants it (IPv4 or IPv6, ≤ 45 chars); 127.0.0.1 when unusable. */
function normalizeIp(ip: string): string {
  let s = (ip ?? "").trim();
  if (s.toLowerCase().startsWith("::ffff:") && isIP(s.slice(7)) === 4) s = s.slice(7);
  return isIP(s) ? s : "127.0.0.1";
}

/**
 * Creates the merchant side of VNPay for one terminal (`config.VNPAY_TMN_CODE`, `VNPAY_HASH_SECRET`)
 * whose payment page lives on `config.vnpayHost` (real VNPay or the embedded sandbox). Cheap to keep:
 * create it once per configuration (see `getVnpayGateway` in ./index.ts).
 *
 * @example
 * const url = createVnpayGateway(config).buildPaymentUrl({
 *   order: { code: "DH261121-000042", total: 125_000 },   // VND
 *   ipAddr: request.ip,
 *   returnUrl: "https://shop.example/thanh-toan/vnpay-return",
 * });
 */
export function createVnpayGateway(config: VnpayConfig): VnpayGateway {
  const tmnCode = config.VNPAY_TMN_CODE;
  const vnpay = new VNPay({
    tmnCode,
    secureSecret: config.VNPAY_HASH_SECRET,
    vnpayHost: config.vnpayHost,
    // Never let queryDr/refund fall back to the library's default (the real sandbox).
    queryDrAndRefundHost: config.vnpayHost,
    hashAlgorithm: HashAlgorithm.SHA512,
    enableLog: false,
    loggerFn: ignoreLogger,
    endpoints: { paymentEndpoint: VNPAY_PAYMENT_PATH.slice(1) },
  });

  function verify(kind: "return" | "ipn", query: unknown): VnpayVerification {
    let picked: Record<string, string> | null;
    try {
      picked = pickVnpParams(query);
    } catch {
      picked = null; // exotic objects (throwing getters …): unverifiable, never an exception
    }
    const params = picked ?? {};
    const get = (key: string) => params[key] ?? "";
    const rawAmount = get("vnp_Amount");
    const amount = /^\d{1,17}$/.test(rawAmount) ? Number(rawAmount) / 100 : null;

    let signatureOk = false;
    const receivedHash = get("vnp_SecureHash");
    if (picked && receivedHash && amount !== null) {
      try {
        const signed = { ...params, vnp_SecureHash: receivedHash.toLowerCase() } as unknown as ReturnQueryFromVNPay;
        const result = kind === "ipn" ? vnpay.verifyIpnCall(signed) : vnpay.verifyReturnUrl(signed);
        signatureOk = result.isVerified === true;
      } catch {
        signatureOk = false;
      }
    }
    const isVerified = signatureOk && get("vnp_TmnCode") === tmnCode;
    const responseCode = get("vnp_ResponseCode");
    const transactionStatus = get("vnp_TransactionStatus");
    const isPaid = isVerified && responseCode === "00" && transactionStatus === "00";
    const message = !isVerified
      ? describeVnpayCode("97")
      : isPaid || responseCode !== "00"
        ? describeVnpayCode(responseCode)
        : DEFAULT_CODE_MESSAGE; // response 00 but the transaction itself is not 00
    return {
      isVerified,
      isPaid,
      txnRef: get("vnp_TxnRef"),
      amount,
      responseCode,
      transactionStatus,
      transactionNo: get("vnp_TransactionNo"),
      message,
      params,
    };
  }

  return {
    buildPaymentUrl({ order, ipAddr, returnUrl, now = new Date() }) {
      if (!Number.isSafeInteger(order.total) || order.total <= 0 || !Number.isSafeInteger(order.total * 100)) {
        throw new RangeError(`VNPay: order total must be a positive integer VND amount, got ${order.total}`);
      }
      if (!order.code) throw new RangeError("VNPay: order code (vnp_TxnRef) is empty");
      let parsedReturn: URL;
      try {
        parsedReturn = new URL(returnUrl);
      } catch {
        throw new TypeError(`VNPay: returnUrl is not an absolute URL: ${returnUrl}`);
      }
      if (parsedReturn.protocol !== "http:" && parsedReturn.protocol !== "https:") {
        throw new TypeError(`VNPay: returnUrl must be http(s): ${returnUrl}`);
      }
      const expire = new Date(now.getTime() + VNPAY_PAYMENT_WINDOW_MINUTES * 60_000);
      return vnpay.buildPaymentUrl({
        vnp_Amount: order.total, // the library multiplies by 100
        vnp_IpAddr: normalizeIp(ipAddr),
        vnp_ReturnUrl: returnUrl,
        vnp_TxnRef: order.code,
        vnp_OrderInfo: toVnpayOrderInfo(`Thanh toan don hang ${order.code}`),
        vnp_OrderType: ProductCode.Other,
        vnp_Locale: VnpLocale.VN,
        vnp_CreateDate: Number(formatGmt7(now)),
        vnp_ExpireDate: Number(formatGmt7(expire)),
      });
    },
    verifyReturn: (query) => verify("return", query),
    verifyIpn: (query) => verify("ipn", query),
  };
}
