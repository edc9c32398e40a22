/**
 * The identifier a VAT invoice's buyer gives (ADR 0025; reference "VAT e-invoices"), recognised by
 * its shape and checked:
 * - a company's tax code (MST): 10 digits with its check digit, or 13 for a branch written with a
 *   dash, `0100109106-001` — checked by `stdnum` (`VN.mst`), a maintained implementation of the
 *   General Department of Taxation's weights;
 * - a budget unit's ĐVQHNS code (mã đơn vị quan hệ ngân sách): 7 digits, no public check digit;
 * - an individual's personal identification number (CCCD): 12 digits, no public check digit.
 * Spaces and dots people type are ignored; anything else is refused with a Vietnamese message.
 */
import { stdnum } from "stdnum";

// The library types its country table as optional entries; VN ships with it (a missing one would be a broken install).
const mst = stdnum.VN!.mst!;

/** Who the invoice is for, from the identifier's shape. */
export type BuyerKind = "company" | "budget_unit" | "individual";

/** A recognised identifier: its kind and its canonical writing (MST branch with its dash). */
export type BuyerTaxId = { ok: true; kind: BuyerKind; value: string } | { ok: false; message: string };

/** The message of an identifier that is none of the three. */
const TAX_ID_SHAPE_MESSAGE =
  "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số của chi nhánh (ví dụ 0100109106-001); đơn vị dự toán ghi mã ĐVQHNS 7 chữ số; cá nhân ghi số CCCD 12 chữ số.";

/**
 * Reads `input` as an MST, a ĐVQHNS code or a 12-digit ID.
 * Returns `{ok: false, message}` (Vietnamese) for letters, a wrong length, a branch without its dash
 * (13 digits in a row) or an MST whose check digit is wrong. Never throws.
 */
export function parseBuyerTaxId(input: string): BuyerTaxId {
  const value = input.replace(/[\s.]/g, "");
  if (!value) return { ok: false, message: "Vui lòng nhập mã số thuế (hoặc mã ĐVQHNS, số CCCD)." };
  if (!/^[\d-]+$/.test(value))
    return { ok: false, message: "Mã số thuế chỉ gồm chữ số và một dấu gạch ngang trước mã chi nhánh (ví dụ 0100109106-001)." };
  if (/^\d{10}(-\d{3})?$/.test(value)) {
    const checked = mst.validate(value);
    if (!checked.isValid) return { ok: false, message: "Mã số thuế không hợp lệ (sai chữ số kiểm tra). Vui lòng kiểm tra lại." };
    return { ok: true, kind: "company", value };
  }
  if (/^\d{13}$/.test(value)) {
    return { ok: false, message: "Mã số thuế của chi nhánh cần dấu gạch ngang trước 3 chữ số cuối, ví dụ 0100109106-001." };
  }
  if (/^\d{7}$/.test(value)) return { ok: true, kind: "budget_unit", value };
  if (/^\d{12}$/.test(value)) return { ok: true, kind: "individual", value };
  return { ok: false, message: TAX_ID_SHAPE_MESSAGE };
}
