/**
 * VietQR (NAPAS 247 "chuyển nhanh" to an account): builds and checks the EMVCo Merchant-Presented
 * Mode string a banking app scans, and draws it as an inline SVG.
 *
 * Format (source: NAPAS VietQR spec as summarised in docs "vietnam-commerce.md"; EMVCo QRCPS-MPM):
 * TLV items `ID(2) LEN(2) VALUE` — `00`=`01`; `01`=`11` static / `12` dynamic; `38` NAPAS template
 * (`00` GUID `A000000727`, `01` beneficiary = sub-TLV `00` bank BIN (6 digits), `01` account number,
 * `02` service `QRIBFTTA` to an account / `QRIBFTTC` to a card); `53`=`704` (VND); `54` amount
 * (integer VND); `58`=`VN`; `62` additional data, `08` = purpose (the transfer memo); `63` CRC-16/
 * CCITT-FALSE over everything before it including `6304`, 4 upper-case hex digits.
 *
 * Building and the CRC come from the `vietnam-qr-pay` library; its parser is lenient (it ignores
 * malformed lengths, unknown sub-fields and where the CRC sits), so `parseVietQr` first walks the TLV
 * structure strictly here and only then reads the fields. Lengths are counted in characters by the
 * library while the CRC runs over UTF-8 bytes: everything is therefore restricted to printable ASCII.
 */
import { BanksObject, QRPay } from "vietnam-qr-pay";
import QRCode from "qrcode";

/** NAPAS's application identifier of VietQR (field 38, sub-field 00). */
const NAPAS_GUID = "A000000727";
/** Longest memo NAPAS carries in field 62-08 (banks truncate beyond it). */
const MAX_MEMO_LENGTH = 25;
/** Longest account (or card) number of the beneficiary sub-field. */
const MAX_ACCOUNT_LENGTH = 19;
/** A payload longer than this is no VietQR (the largest QR version holds ~4 kB; real ones are < 300). */
const MAX_PAYLOAD_LENGTH = 512;

/** Input of `buildVietQr`. */
export interface VietQrInput {
  /** The receiving bank's 6-digit NAPAS BIN, e.g. "970422" (MB Bank). */
  bankBin: string;
  /** The receiving account number: 1–19 letters or digits (banks use digits). */
  accountNumber: string;
  /** Amount in integer VND (1 … 9 999 999 999 999); omitted → a static QR (the payer types it). */
  amount?: number;
  /** Transfer memo: 1–25 characters among A–Z, a–z, 0–9 and space (what survives every bank). */
  memo?: string;
}

/** The fields of a checked VietQR payload (`parseVietQr`). */
export interface VietQrData {
  /** `01` = `12`: a QR for one payment (normally with an amount); `11`: reusable. */
  dynamic: boolean;
  bankBin: string;
  accountNumber: string;
  /** `QRIBFTTA` (to an account) or `QRIBFTTC` (to a card number). */
  service: "QRIBFTTA" | "QRIBFTTC";
  /** Field 54 in integer VND; null when absent (the payer types the amount). */
  amount: number | null;
  /** Field 62-08 (purpose of transaction), null when absent. */
  memo: string | null;
  /** The receiving bank's short name from the library's list ("MB Bank"), null for an unknown BIN. */
  bankName: string | null;
}

/** Result of `parseVietQr`: the fields, or why the payload is refused (Vietnamese, for people). */
export type VietQrParse = { ok: true; qr: VietQrData } | { ok: false; error: string };

const ERR = "Mã VietQR không hợp lệ";

/**
 * Builds a VietQR payload (to an account, service QRIBFTTA): dynamic (`01`=`12`) when `amount` is
 * given, static (`11`) otherwise; the memo goes in field 62-08.
 * E.g. {bankBin: "970422", accountNumber: "0801234567890", amount: 125000, memo: "DH261122004217"}.
 * @throws RangeError on a BIN that is not 6 digits, an account that is not 1–19 letters/digits, an
 *   amount that is not a positive safe integer of at most 13 digits, or a memo that is empty, longer
 *   than 25 characters or has other characters than A–Z a–z 0–9 and space (programming errors).
 */
export function buildVietQr(input: VietQrInput): string {
  const { bankBin, accountNumber, amount, memo } = input;
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError(`VietQR: bank BIN must be 6 digits, got ${JSON.stringify(bankBin)}`);
  if (!new RegExp(`^[A-Za-z0-9]{1,${MAX_ACCOUNT_LENGTH}}$`).test(accountNumber))
    throw new RangeError(`VietQR: account number must be 1–${MAX_ACCOUNT_LENGTH} letters or digits`);
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13))
    throw new RangeError(`VietQR: amount must be a positive integer VND of ≤ 13 digits, got ${amount}`);
  if (memo !== undefined && !new RegExp(`^[A-Za-z0-9 ]{1,${MAX_MEMO_LENGTH}}$`).test(memo))
    throw new RangeError(`VietQR: memo must be 1–${MAX_MEMO_LENGTH} characters among A–Z, a–z, 0–9 and space`);
  return QRPay.initVietQR({
    bankBin,
    bankNumber: accountNumber,
    amount: amount === undefined ? undefined : String(amount),
    purpose: memo,
  }).build();
}

/** Splits `s` into TLV items; null when a length is not 2 digits or runs past the end. */
function readTlv(s: string): Array<{ id: string; value: string }> | null {
  const items: Array<{ id: string; value: string }> = [];
  let i = 0;
  while (i < s.length) {
    const id = s.slice(i, i + 2);
    const len = s.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(len)) return null;
    const end = i + 4 + Number(len);
    if (end > s.length) return null;
    items.push({ id, value: s.slice(i + 4, end) });
    i = end;
  }
  return items;
}

/** The TLV items of `s` by id; null when malformed or an id repeats. */
function tlvMap(s: string): Map<string, string> | null {
  const items = readTlv(s);
  if (!items) return null;
  const map = new Map<string, string>();
  for (const { id, value } of items) {
    if (map.has(id)) return null;
    map.set(id, value);
  }
  return map;
}

/**
 * Checks a VietQR payload strictly and reads its fields. Checked, in this order: printable ASCII,
 * ≤ 512 characters; ends with the CRC item `6304XXXX` and the CRC-16/CCITT-FALSE matches (hex digits
 * of either case accepted); well-formed TLV items, none repeated; `00`=`01`; `01` `11`|`12`; field
 * 38 with GUID A000000727, a 6-digit BIN, an account of 1–19 letters/digits and service QRIBFTTA|
 * QRIBFTTC; `53`=`704`; `58`=`VN`; `54` (optional) a positive integer; `62`-`08` (optional) ≤ 25
 * characters. Never throws: a bad payload is `{ok: false, error}` with a Vietnamese message.
 */
export function parseVietQr(payload: string): VietQrParse {
  const fail = (why: string): VietQrParse => ({ ok: false, error: `${ERR}: ${why}.` });
  if (typeof payload !== "string" || payload.length === 0) return fail("thiếu nội dung mã");
  if (payload.length > MAX_PAYLOAD_LENGTH || !/^[\x20-\x7e]+$/.test(payload)) return fail("nội dung có ký tự không hợp lệ");
  if (!/6304[0-9A-Fa-f]{4}$/.test(payload)) return fail("thiếu mã kiểm tra (CRC)");
  if (QRPay.genCRCCode(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return fail("sai mã kiểm tra (CRC)");
  const root = readTlv(payload);
  if (!root || root.at(-1)?.id !== "63") return fail("cấu trúc trường dữ liệu sai");
  const fields = tlvMap(payload);
  if (!fields) return fail("có trường dữ liệu lặp lại");
  if (fields.get("00") !== "01") return fail("phiên bản không được hỗ trợ");
  const init = fields.get("01");
  if (init !== "11" && init !== "12") return fail("phương thức khởi tạo không hợp lệ");
  const napas = tlvMap(fields.get("38") ?? "");
  if (!napas || napas.get("00") !== NAPAS_GUID) return fail("không phải mã chuyển khoản NAPAS (VietQR)");
  const beneficiary = tlvMap(napas.get("01") ?? "");
  const bankBin = beneficiary?.get("00") ?? "";
  const accountNumber = beneficiary?.get("01") ?? "";
  if (!/^\d{6}$/.test(bankBin)) return fail("mã ngân hàng (BIN) phải có 6 chữ số");
  if (!new RegExp(`^[A-Za-z0-9]{1,${MAX_ACCOUNT_LENGTH}}$`).test(accountNumber)) return fail("số tài khoản nhận không hợp lệ");
  const service = napas.get("02");
  if (service !== "QRIBFTTA" && service !== "QRIBFTTC") return fail("loại dịch vụ không hợp lệ");
  if (fields.get("53") !== "704") return fail("đơn vị tiền tệ không phải VND");
  if (fields.get("58") !== "VN") return fail("mã quốc gia không phải VN");
  const rawAmount = fields.get("54");
  if (rawAmount !== undefined && !/^[1-9]\d{0,12}$/.test(rawAmount)) return fail("số tiền phải là số nguyên đồng");
  let memo: string | null = null;
  if (fields.has("62")) {
    const extra = tlvMap(fields.get("62")!);
    if (!extra) return fail("cấu trúc thông tin bổ sung sai");
    memo = extra.get("08") ?? null;
    if (memo !== null && (memo.length === 0 || memo.length > MAX_MEMO_LENGTH)) return fail("nội dung chuyển khoản dài quá 25 ký tự");
  }
  // The library reads the same fields; a disagreement would mean one of the two parsers is wrong.
  const lib = new QRPay(payload);
  if (!lib.isValid || lib.consumer.bankBin !== bankBin || lib.consumer.bankNumber !== accountNumber) {
    return fail("không đọc được thông tin người nhận");
  }
  return {
    ok: true,
    qr: {
      dynamic: init === "12",
      bankBin,
      accountNumber,
      service,
      amount: rawAmount === undefined ? null : Number(rawAmount),
      memo,
      bankName: bankNameOfBin(bankBin),
    },
  };
}

/** Short name of the bank of a NAPAS BIN from the library's bank list ("970422" → "MB Bank"), or null. */
export function bankNameOfBin(bin: string): string | null {
  const bank = Object.values(BanksObject).find((b) => b.bin === bin && !b.deprecated);
  return bank?.shortName ?? null;
}

/**
 * Draws a payload as an inline SVG document string (`<svg …>…</svg>`, black on white, error
 * correction M, 4-module quiet zone) with the `qrcode` library, for server-rendered pages (no
 * JavaScript, no image request).
 * @throws Error from `qrcode` when the payload cannot fit a QR code (far beyond any VietQR).
 */
export async function vietQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}
