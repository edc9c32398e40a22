/**
 * Which payment methods the shop accepts for a cart, and why one is not offered (ADR 0022 "Order
 * wiring"). The upstream is the one answer: the storefront offers exactly what this lists.
 *
 * Methods, in display order (`PAYMENT_METHOD_CODES`): COD, VIETQR, MOMO, VNPAY, EPAY. Rules:
 * - COD: printed goods only (any ebook or course line → unavailable) and total ≤ `COD_MAX_VND`;
 *   the contact's phone is required at checkout (`assertCodPhone`).
 * - VIETQR: any total ≥ 1 ₫.
 * - MOMO: MoMo's own limits, 1 000 … 50 000 000 ₫ (`momoAmountAllowed`).
 * - VNPAY, EPAY: always (the gateways' own rules apply on their pages).
 * An empty cart offers nothing ("Giỏ hàng trống"). Money is integer VND.
 */
import type { UpstreamConfig } from "../config";
import type { PAYMENT_METHODS } from "../constants";
import { ApiError } from "../errors";
import { momoAmountAllowed } from "../gateways/momo";
import { formatVnd } from "./discounts";

/** A payment method as stored on an order and shown in its `paymentMethod`. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The storefront's method codes, in the order the methods are shown. */
const PAYMENT_METHOD_CODES = ["COD", "VIETQR", "MOMO", "VNPAY", "EPAY"] as const;
/** A method code of the payment-methods answer. */
type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

const STORED: Record<PaymentMethodCode, PaymentMethod> = { COD: "COD", VIETQR: "VietQR", MOMO: "MoMo", VNPAY: "VNPay", EPAY: "ePay" };

/** The Vietnamese label of each method, as the storefront shows it. */
const PAYMENT_METHOD_NAMES: Record<PaymentMethodCode, string> = {
  COD: "Thanh toán khi nhận hàng (COD)",
  VIETQR: "Chuyển khoản ngân hàng (VietQR)",
  MOMO: "Ví MoMo",
  VNPAY: "VNPay",
  EPAY: "ePay",
};

/** The reasons a method is not offered (exact texts; the COD ceiling's amount is formatted "3.000.000 ₫"). */
const METHOD_REASONS = {
  emptyCart: "Giỏ hàng trống",
  codDigital: "COD không áp dụng cho sách điện tử và khóa học",
  codOverCap: (cap: number) => `Đơn trên ${formatVnd(cap)} không áp dụng COD`,
  vietQrZero: "Đơn hàng 0 ₫ không cần chuyển khoản",
  momoAmount: "Ví MoMo chỉ nhận đơn từ 1.000 ₫ đến 50.000.000 ₫",
} as const;

/** The message of a COD checkout without the contact's phone (400 VALIDATION_FAILED, field `Phone`). */
const COD_PHONE_REQUIRED = "Vui lòng nhập số điện thoại để thanh toán khi nhận hàng (COD)";

/** One entry of the payment-methods answer. */
export interface PaymentMethodOption {
  code: PaymentMethodCode;
  /** Vietnamese label (`PAYMENT_METHOD_NAMES`). */
  name: string;
  available: boolean;
  /** Why it is unavailable (Vietnamese), null when available. */
  reason: string | null;
}

/** What decides the methods: whether the cart has lines, whether any line is digital, its total (VND). */
export interface MethodFacts {
  lineCount: number;
  hasDigital: boolean;
  /** What the customer pays: subtotal − discount + shipping fee, integer VND. */
  total: number;
}

/** The stored method of a code or stored name, case-insensitively ("VIETQR", "VietQR", "vnpay" …), or null. */
export function paymentMethodOf(input: string): PaymentMethod | null {
  const upper = input.trim().toUpperCase();
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(upper) ? STORED[upper as PaymentMethodCode] : null;
}

/** The code of a stored method ("VietQR" → "VIETQR"). */
function paymentMethodCode(method: PaymentMethod): PaymentMethodCode {
  return method.toUpperCase() as PaymentMethodCode;
}

/** Why `code` cannot pay a cart with `facts`, or null when it can. */
function unavailableReason(code: PaymentMethodCode, facts: MethodFacts, config: Pick<UpstreamConfig, "COD_MAX_VND">): string | null {
  if (facts.lineCount === 0) return METHOD_REASONS.emptyCart;
  switch (code) {
    case "COD":
      if (facts.hasDigital) return METHOD_REASONS.codDigital;
      return facts.total > config.COD_MAX_VND ? METHOD_REASONS.codOverCap(config.COD_MAX_VND) : null;
    case "VIETQR":
      return facts.total >= 1 ? null : METHOD_REASONS.vietQrZero;
    case "MOMO":
      return momoAmountAllowed(facts.total) ? null : METHOD_REASONS.momoAmount;
    default:
      return null;
  }
}

/** Every method in display order with whether it can pay a cart with `facts` and why not. */
export function paymentMethodsFor(facts: MethodFacts, config: Pick<UpstreamConfig, "COD_MAX_VND">): PaymentMethodOption[] {
  return PAYMENT_METHOD_CODES.map((code) => {
    const reason = unavailableReason(code, facts, config);
    return { code, name: PAYMENT_METHOD_NAMES[code], available: reason === null, reason };
  });
}

/**
 * Refuses a checkout by a method the cart cannot use (the same rule as the listing).
 * @throws ApiError 400 PAYMENT_METHOD_UNAVAILABLE with the reason as message and `data: {paymentMethod, reason}`.
 */
export function assertPaymentMethodAvailable(method: PaymentMethod, facts: MethodFacts, config: Pick<UpstreamConfig, "COD_MAX_VND">): void {
  const code = paymentMethodCode(method);
  const reason = unavailableReason(code, facts, config);
  if (reason !== null) throw new ApiError(400, "PAYMENT_METHOD_UNAVAILABLE", reason, { paymentMethod: code, reason });
}

/**
 * Refuses a COD order without the contact's phone (the carrier calls before delivering).
 * @throws ApiError 400 VALIDATION_FAILED, message `COD_PHONE_REQUIRED`, `data.issues: [{path: "Phone", message}]`.
 */
export function assertCodPhone(method: PaymentMethod, phone: string | null | undefined): void {
  if (method !== "COD" || (phone ?? "").trim()) return;
  throw new ApiError(400, "VALIDATION_FAILED", COD_PHONE_REQUIRED, { issues: [{ path: "Phone", message: COD_PHONE_REQUIRED }] });
}
