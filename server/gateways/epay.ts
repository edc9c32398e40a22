/**
 * ePay (VNPT EPAY, card product MegaPay), merchant side: builds the ePayModel — the form the storefront
 * posts to the gateway (spec §4 "Checkout result": a successMessage containing "ePay" → keep the model,
 * go to /thanh-toan/epay) — and verifies what ePay sends back: the shopper's callback (GET query on
 * `callBackUrl`) and the server-to-server IPN (POST JSON on `notiUrl`).
 *
 * This is the SAME code whether it talks to the embedded sandbox (server/gateways/epay-sandbox.ts) or
 * to the real gateway: only `epayHost` and the keys change (EPAY_HOST, EPAY_MER_ID, EPAY_ENCODE_KEY;
 * server/config.ts). Source: docs/payment-gateways.md "ePay / MegaPay":
 * - merchantToken = SHA-256 hex of `timeStamp + merTrxId + merId + amount + encodeKey`;
 * - callback / IPN token = SHA-256 hex of `resultCd + timeStamp + merTrxId + trxId + merId + amount +
 *   encodeKey` (no optional extra field);
 * - `00_000` = paid; `00_005` = virtual account assigned but NOT paid; anything else = not paid.
 * No library exists for MegaPay: hashing is node:crypto, tokens are compared in constant time
 * (`crypto.timingSafeEqual`).
 *
 * Units: `amount` is integer VND (no ×100); `timeStamp` is `yyyyMMddHHmmss` in GMT+7.
 * The order is found from `merTrxId` (`{order code}_{timeStamp}`), which the token covers; `invoiceNo`
 * (not covered) must agree with it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { UpstreamConfig } from "../config";
import { formatGmt7, toVnpayOrderInfo } from "./vnpay";

/** Path of MegaPay's payment window on `epayHost` (real and sandbox). */
export const EPAY_INIT_PATH = "/pg_was/order/init.do";

/** The ePay result codes the merchant acts on. */
export const EPAY_RESULT = Object.freeze({
  /** Paid. */
  paid: "00_000",
  /** Virtual account (bank transfer) assigned, NOT paid yet: the order stays pending. */
  virtualAccount: "00_005",
} as const);

/** The part of the upstream configuration the merchant side needs (read on every call). */
export type EpayConfig = Pick<UpstreamConfig, "EPAY_MER_ID" | "EPAY_ENCODE_KEY" | "epayHost" | "epayIpnUrl">;

/** The fields of the ePayModel form (the names are MegaPay's). Every value is posted as a form field. */
interface EpayFields {
  merId: string;
  currency: "VND";
  /** Order total, integer VND. */
  amount: number;
  /** Our order code (≤ 40). */
  invoiceNo: string;
  /** ASCII goods name, e.g. `Don hang DH261121-000042`. */
  goodsNm: string;
  /** ASCII, non-empty: `Thanh toan don hang {code}`. */
  description: string;
  /** `NO`: the shopper chooses (ATM, card, wallet, QR, virtual account) on ePay's page. */
  payType: "NO";
  /** Where ePay sends the shopper back (the storefront's /thanh-toan/epay-result). */
  callBackUrl: string;
  /** The merchant's IPN URL (EPAY_IPN_URL). */
  notiUrl: string;
  /** Origin of the merchant's site (from `callBackUrl`). */
  reqDomain: string;
  /** `yyyyMMddHHmmss`, GMT+7: when the order was created. */
  timeStamp: string;
  /** `{order code}_{timeStamp}` (≤ 50): the merchant transaction id. */
  merTrxId: string;
  /** SHA-256 hex of timeStamp + merTrxId + merId + amount + encodeKey. */
  merchantToken: string;
  userLanguage: "VN";
  /** `1`: full-page window (the no-JavaScript form post). */
  windowType: "1";
  windowColor: string;
  /** The account's user id, "" for a guest. */
  userId: string;
  /** Given name (last word of the full name). */
  buyerFirstNm: string;
  /** Family and middle names (the rest; the given name again for a one-word name). */
  buyerLastNm: string;
  buyerPhone: string;
  buyerEmail: string;
}

/** The ePayModel of spec §4: where to post and what. */
export interface EpayModel {
  /** `{EPAY_HOST}/pg_was/order/init.do`. */
  gatewayUrl: string;
  fields: EpayFields;
}

/** Input of `buildEpayModel`. */
interface BuildEpayModelInput {
  /** `code` → invoiceNo/merTrxId; `total` → amount (integer VND > 0); `createdAt` → timeStamp (default `now`). */
  order: { code: string; total: number; createdAt?: string };
  /** Absolute http(s) URL of the storefront's /thanh-toan/epay-result. */
  returnUrl: string;
  buyer: { name: string; phone: string; email: string; userId?: number | null };
  /** Used when `order.createdAt` is absent (default: now). */
  now?: Date;
}

/** What ePay reported, after checking its token. Trust the fields only when `isVerified`. */
export interface EpayVerification {
  /** Token matches (SHA-256 with our encode key, constant-time), merId (when sent) is ours, and invoiceNo (when sent) agrees with merTrxId. */
  isVerified: boolean;
  /** Verified and resultCd `00_000`. */
  isPaid: boolean;
  /** Verified and resultCd `00_005` (virtual account assigned, not paid). */
  isPending: boolean;
  resultCd: string;
  resultMsg: string;
  merTrxId: string;
  /** Our order code, from merTrxId ("" when absent). */
  orderCode: string;
  /** ePay's transaction id. */
  trxId: string;
  /** Integer VND; null when absent or not digits. */
  amount: number | null;
  /** Vietnamese description for people (`describeEpayCode`; a bad token → `Chữ ký không hợp lệ`). */
  message: string;
  /** Every scalar parameter received, as strings (for the payment event log). */
  params: Record<string, string>;
}

/** SHA-256, lowercase hex, of UTF-8 `text`. */
function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Constant-time comparison of a received hex token with the expected one (never throws). */
function tokensEqual(expectedHex: string, received: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "utf8"), Buffer.from(received.toLowerCase(), "utf8"));
}

/** merchantToken of a payment request: SHA-256 hex of timeStamp + merTrxId + merId + amount + encodeKey. */
export function epayMerchantToken(
  p: { timeStamp: string; merTrxId: string; merId: string; amount: string | number },
  encodeKey: string,
): string {
  return sha256Hex(`${p.timeStamp}${p.merTrxId}${p.merId}${p.amount}${encodeKey}`);
}

/** Token of a callback or IPN: SHA-256 hex of resultCd + timeStamp + merTrxId + trxId + merId + amount + encodeKey. */
export function epayResultToken(
  p: { resultCd: string; timeStamp: string; merTrxId: string; trxId: string; merId: string; amount: string | number },
  encodeKey: string,
): string {
  return sha256Hex(`${p.resultCd}${p.timeStamp}${p.merTrxId}${p.trxId}${p.merId}${p.amount}${encodeKey}`);
}

/** Our order code inside a merTrxId (`{code}_{suffix}` → code; without `_`, the whole value). */
export function orderCodeOfMerTrxId(merTrxId: string): string {
  const i = merTrxId.indexOf("_");
  return i < 0 ? merTrxId : merTrxId.slice(0, i);
}

/** "Nguyễn Thị Lan" → {firstName "Lan", lastName "Nguyễn Thị"}; one word → both that word. */
export function splitVietnameseName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: "", lastName: "" };
  const firstName = words[words.length - 1]!;
  return { firstName, lastName: words.length > 1 ? words.slice(0, -1).join(" ") : firstName };
}

const CODE_MESSAGES: Record<string, string> = {
  "00_000": "Giao dịch thành công",
  "00_005": "Đã cấp tài khoản thanh toán (tài khoản ảo), đơn hàng chờ quý khách chuyển khoản",
  PG_ER5: "Giao dịch không thành công do: Khách hàng hủy giao dịch",
  OR_160: "Giao dịch không thành công do: Đã hết thời gian chờ thanh toán",
  DC_127: "Giao dịch không thành công do: Số tiền vượt quá hạn mức giao dịch của ngân hàng",
  OR_113: "Chữ ký không hợp lệ",
};
const DEFAULT_CODE_MESSAGE = "Giao dịch không thành công";
const BAD_TOKEN_MESSAGE = "Chữ ký không hợp lệ";

/**
 * Vietnamese description of an ePay resultCd for people: `00_000` paid, `00_005` virtual account
 * assigned (waiting for the transfer), `PG_ER5` cancelled by the shopper, `OR_160` timed out, `DC_127`
 * over the bank's limit, `OR_113` bad token; anything else → `Giao dịch không thành công`.
 */
export function describeEpayCode(code: string): string {
  return Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code]! : DEFAULT_CODE_MESSAGE;
}

/** The parameters the verification reads: each must be a single string (or number). */
const SIGNED_KEYS = ["resultCd", "timeStamp", "merTrxId", "trxId", "amount", "merchantToken", "merId", "invoiceNo"];

/**
 * String and number values of a query or JSON body, as strings (other values are left out); null when
 * the input is not an object or a parameter the verification reads is not a single scalar (a
 * repeated query key, an object …).
 */
function pickParams(input: unknown): Record<string, string> | null {
  if (!input || typeof input !== "object" || Array.isArray(input)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = String(value);
    else if (value !== null && value !== undefined && SIGNED_KEYS.includes(key)) return null;
  }
  return out;
}

/** The merchant side of ePay over one configuration (see `createEpayGateway`). */
export interface EpayGateway {
  /**
   * The ePayModel for an order (spec §4): `gatewayUrl` = `{epayHost}/pg_was/order/init.do` and the
   * signed fields (see `EpayFields`). Deterministic for a given order (timeStamp = order creation), so
   * a repeated checkout answers the same model.
   * @throws RangeError when `order.total` is not a positive safe integer, `order.code` is empty or
   *   longer than 34, or the time is invalid; TypeError when `returnUrl` is not an absolute http(s)
   *   URL (programming errors).
   */
  buildEpayModel(input: BuildEpayModelInput): EpayModel;
  /** Verifies the query ePay appended to `callBackUrl` (the shopper's browser). Never throws; changes nothing. */
  verifyEpayResult(params: unknown): EpayVerification;
  /** Verifies an IPN body (JSON posted to `notiUrl`; numbers accepted for amount). Never throws. */
  verifyEpayIpn(body: unknown): EpayVerification;
}

/**
 * Creates the merchant side of ePay over `config` (EPAY_MER_ID, EPAY_ENCODE_KEY, epayHost,
 * epayIpnUrl), read on every call so that tests may change the URLs after listening.
 *
 * @example
 * const model = createEpayGateway(config).buildEpayModel({
 *   order: { code: "DH261121-000042", total: 125_000, createdAt: order.createdAt },   // VND
 *   returnUrl: "https://shop.example/thanh-toan/epay-result",
 *   buyer: { name: "Nguyễn Thị Lan", phone: "0912345678", email: "lan@example.vn", userId: 2 },
 * });
 */
export function createEpayGateway(config: EpayConfig): EpayGateway {
  function verify(input: unknown): EpayVerification {
    let picked: Record<string, string> | null;
    try {
      picked = pickParams(input);
    } catch {
      picked = null;
    }
    const params = picked ?? {};
    const get = (key: string) => params[key] ?? "";
    const rawAmount = get("amount");
    const amount = /^\d{1,15}$/.test(rawAmount) ? Number(rawAmount) : null;
    const merTrxId = get("merTrxId");
    const orderCode = orderCodeOfMerTrxId(merTrxId);
    const resultCd = get("resultCd");
    let tokenOk = false;
    if (picked && resultCd && merTrxId && amount !== null) {
      try {
        const expected = epayResultToken(
          { resultCd, timeStamp: get("timeStamp"), merTrxId, trxId: get("trxId"), merId: config.EPAY_MER_ID, amount: rawAmount },
          config.EPAY_ENCODE_KEY,
        );
        tokenOk = tokensEqual(expected, get("merchantToken"));
      } catch {
        tokenOk = false;
      }
    }
    const merIdOk = !("merId" in params) || params.merId === config.EPAY_MER_ID;
    const invoiceOk = !("invoiceNo" in params) || params.invoiceNo === orderCode;
    const isVerified = tokenOk && merIdOk && invoiceOk;
    return {
      isVerified,
      isPaid: isVerified && resultCd === EPAY_RESULT.paid,
      isPending: isVerified && resultCd === EPAY_RESULT.virtualAccount,
      resultCd,
      resultMsg: get("resultMsg"),
      merTrxId,
      orderCode,
      trxId: get("trxId"),
      amount,
      message: isVerified ? describeEpayCode(resultCd) : BAD_TOKEN_MESSAGE,
      params,
    };
  }

  return {
    buildEpayModel({ order, returnUrl, buyer, now = new Date() }) {
      if (!Number.isSafeInteger(order.total) || order.total <= 0) {
        throw new RangeError(`ePay: order total must be a positive integer VND amount, got ${order.total}`);
      }
      if (!order.code || order.code.length > 34 || order.code.includes("_"))
        throw new RangeError(`ePay: bad order code ${JSON.stringify(order.code)}`);
      let callBack: URL;
      try {
        callBack = new URL(returnUrl);
      } catch {
        throw new TypeError(`ePay: returnUrl is not an absolute URL: ${returnUrl}`);
      }
      if (callBack.protocol !== "http:" && callBack.protocol !== "https:")
        throw new TypeError(`ePay: returnUrl must be http(s): ${returnUrl}`);
      const at = order.createdAt ? new Date(order.createdAt) : now;
      const timeStamp = formatGmt7(at); // RangeError on an invalid date
      const merTrxId = `${order.code}_${timeStamp}`;
      const merId = config.EPAY_MER_ID;
      const { firstName, lastName } = splitVietnameseName(buyer.name);
      const fields: EpayFields = {
        merId,
        currency: "VND",
        amount: order.total,
        invoiceNo: order.code,
        goodsNm: toVnpayOrderInfo(`Don hang ${order.code}`),
        description: toVnpayOrderInfo(`Thanh toan don hang ${order.code}`),
        payType: "NO",
        callBackUrl: returnUrl,
        notiUrl: config.epayIpnUrl,
        reqDomain: callBack.origin,
        timeStamp,
        merTrxId,
        merchantToken: epayMerchantToken({ timeStamp, merTrxId, merId, amount: order.total }, config.EPAY_ENCODE_KEY),
        userLanguage: "VN",
        windowType: "1",
        windowColor: "#005baa",
        userId: buyer.userId != null ? String(buyer.userId) : "",
        buyerFirstNm: firstName,
        buyerLastNm: lastName,
        buyerPhone: buyer.phone,
        buyerEmail: buyer.email,
      };
      return { gatewayUrl: `${config.epayHost.replace(/\/$/, "")}${EPAY_INIT_PATH}`, fields };
    },
    verifyEpayResult: (params) => verify(params),
    verifyEpayIpn: (body) => verify(body),
  };
}
