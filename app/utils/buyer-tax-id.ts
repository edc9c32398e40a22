/**
 * The identifier a VAT invoice's buyer types at checkout ("Mã số thuế"), recognised by its shape and
 * checked — the same rules as the upstream's (it checks again; ADR 0025):
 * - a company's tax code (MST): 10 digits with its check digit, or a branch written
 *   `0100109106-001` — the check digit by `stdnum`'s `vn/mst` (only that module is imported, so the
 *   browser bundle stays small);
 * - a budget unit's ĐVQHNS code: 7 digits (no public check digit);
 * - an individual's personal identification number (CCCD): 12 digits (no public check digit).
 * Spaces and dots are ignored. Each refusal has its own Vietnamese message, so the shopper knows what
 * to fix. Pure: used by the checkout schema on the server and, with JavaScript, in the browser.
 */
import { validate as validateMst } from "stdnum/lib/cjs/vn/mst.js";

/** Who the invoice is for, from the identifier's shape. */
export type BuyerKind = "company" | "budget_unit" | "individual";

/** Messages of the refusals (shown at the "Mã số thuế" field). */
export const TAX_ID_MESSAGES = {
  empty: "Vui lòng nhập mã số thuế (hoặc mã ĐVQHNS, số CCCD).",
  letters: "Mã số thuế chỉ gồm chữ số và một dấu gạch ngang trước mã chi nhánh (ví dụ 0100109106-001).",
  checkDigit: "Mã số thuế không hợp lệ (sai chữ số kiểm tra). Vui lòng kiểm tra lại.",
  branchDash: "Mã số thuế của chi nhánh cần dấu gạch ngang trước 3 chữ số cuối, ví dụ 0100109106-001.",
  length:
    "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số của chi nhánh (ví dụ 0100109106-001); đơn vị dự toán ghi mã ĐVQHNS 7 chữ số; cá nhân ghi số CCCD 12 chữ số.",
} as const;

/**
 * Reads `input` as an MST, a ĐVQHNS code or a 12-digit ID: `{ok: true, kind, value}` with the
 * canonical writing (spaces and dots removed), else `{ok: false, message}`. Never throws.
 */
export function parseBuyerTaxId(input: string): { ok: true; kind: BuyerKind; value: string } | { ok: false; message: string } {
  const value = input.replace(/[\s.]/g, "");
  if (!value) return { ok: false, message: TAX_ID_MESSAGES.empty };
  if (!/^[\d-]+$/.test(value)) return { ok: false, message: TAX_ID_MESSAGES.letters };
  if (/^\d{10}(-\d{3})?$/.test(value)) {
    return validateMst(value).isValid ? { ok: true, kind: "company", value } : { ok: false, message: TAX_ID_MESSAGES.checkDigit };
  }
  if (/^\d{13}$/.test(value)) return { ok: false, message: TAX_ID_MESSAGES.branchDash };
  if (/^\d{7}$/.test(value)) return { ok: true, kind: "budget_unit", value };
  if (/^\d{12}$/.test(value)) return { ok: true, kind: "individual", value };
  return { ok: false, message: TAX_ID_MESSAGES.length };
}
