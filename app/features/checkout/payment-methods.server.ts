/**
 * The payment step's rules about methods (ADR 0022) on the server: a method the cart cannot use is
 * refused before the upstream is asked (`refuseUnavailable`), and the upstream's own refusals of a
 * method — the cart over the COD ceiling or with an ebook (400 PAYMENT_METHOD_UNAVAILABLE, `data.reason`),
 * a COD order without a phone (400 VALIDATION_FAILED, `data.issues[].path` "Phone") — become a field
 * error of the form (`methodRefusal`), so the page is shown again with the shopper's choices kept.
 */
import { z } from "zod";
import { UpstreamError } from "~/upstream/client.server";
import type { PaymentMethod, PaymentMethodOption } from "~/upstream/schemas";

/** The message of a method the upstream does not list for this cart (e.g. COD against an API without it). */
export const METHOD_NOT_OFFERED = "Phương thức thanh toán này hiện không áp dụng cho đơn hàng của bạn. Vui lòng chọn phương thức khác.";
/** The message of a COD order without a phone, when the upstream gives none. */
export const COD_PHONE_MISSING = "Vui lòng nhập số điện thoại để thanh toán khi nhận hàng (COD).";

/** A refusal of the form: the field (an input name of the payment form) and its Vietnamese message. */
export interface MethodRefusal {
  field: "paymentMethod" | "phone";
  message: string;
}

/**
 * Refuses `method` when the listing does not offer it as available: its reason when listed
 * unavailable, else METHOD_NOT_OFFERED. Null when it may be used.
 */
export function refuseUnavailable(method: PaymentMethod, offered: readonly PaymentMethodOption[]): MethodRefusal | null {
  const option = offered.find((o) => o.code === method);
  if (option?.available) return null;
  return { field: "paymentMethod", message: option?.reason ? `${option.name}: ${option.reason}.` : METHOD_NOT_OFFERED };
}

const refusalData = z.object({ reason: z.string().min(1).optional() }).passthrough();
const issuesData = z
  .object({ issues: z.array(z.object({ path: z.unknown(), message: z.string().optional() }).passthrough()) })
  .passthrough();

/** Whether an issue's path names the phone (the upstream writes `"Phone"` or `["Phone"]`). */
const isPhonePath = (path: unknown) => (Array.isArray(path) ? path.map(String) : [String(path)]).some((p) => p.toLowerCase() === "phone");

/**
 * The form field an upstream refusal of the chosen method belongs to, or null when `error` is not
 * such a refusal (the caller handles it as before).
 * @param hasPhoneField whether the form itself asks for the phone (digital-only orders); otherwise
 *   the phone came from the shipping step and the message is shown at the methods.
 */
export function methodRefusal(error: unknown, hasPhoneField: boolean): MethodRefusal | null {
  if (!(error instanceof UpstreamError) || error.status !== 400) return null;
  if (error.code === "PAYMENT_METHOD_UNAVAILABLE") {
    const data = refusalData.safeParse(error.data);
    return { field: "paymentMethod", message: (data.success && data.data.reason) || error.message || METHOD_NOT_OFFERED };
  }
  if (error.code === "VALIDATION_FAILED") {
    const data = issuesData.safeParse(error.data);
    const phone = data.success ? data.data.issues.find((i) => isPhonePath(i.path)) : undefined;
    if (!phone) return null;
    return { field: hasPhoneField ? "phone" : "paymentMethod", message: phone.message || error.message || COD_PHONE_MISSING };
  }
  return null;
}

/** The payment form's invoice field of each `Invoice.*` field of the upstream (ADR 0025). */
const INVOICE_FIELDS = {
  "invoice.buyername": "invoiceName",
  "invoice.taxcode": "invoiceTaxCode",
  "invoice.address": "invoiceAddress",
  "invoice.email": "invoiceEmail",
} as const;

/**
 * The upstream's refusal of the VAT invoice request (400 VALIDATION_FAILED with `data.issues[].path`
 * `Invoice.TaxCode` …) as field errors of the payment form, each with the upstream's Vietnamese
 * message; null when `error` is not such a refusal. The form checks the same rules first, so this
 * only matters when the two disagree (a newer upstream rule).
 */
export function invoiceRefusal(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof UpstreamError) || error.status !== 400 || error.code !== "VALIDATION_FAILED") return null;
  const data = issuesData.safeParse(error.data);
  if (!data.success) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of data.data.issues) {
    const path = (Array.isArray(issue.path) ? issue.path.map(String).join(".") : String(issue.path)).toLowerCase();
    const field = INVOICE_FIELDS[path as keyof typeof INVOICE_FIELDS];
    if (field) (fieldErrors[field] ??= []).push(issue.message || error.message);
  }
  return Object.keys(fieldErrors).length ? fieldErrors : null;
}
