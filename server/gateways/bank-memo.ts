/**
 * The order code inside a bank transfer memo ("nội dung chuyển khoản").
 *
 * Order codes look like `DH261122-004217` ("DH" + the GMT+7 date yyMMdd + "-" + 6 digits). The memo
 * the shop asks for (and puts in the VietQR, field 62-08) is the same without the dash:
 * `DH261122004217` — 14 characters of A–Z/0–9, which every bank carries unchanged in spirit.
 *
 * What banks and people do to it before the bank feed posts it (seen in Vietnamese banks' statements):
 * change the case, insert spaces, dashes or dots, prefix it ("MBVCB.3278912.", "IBFT ", "CT DEN:…",
 * "TKThe :…, tai …"), append text (the sender's name, "Ma giao dich …", "FT24335…"), or write it with
 * Vietnamese letters ("Đh…", "đơn hàng"). The finder therefore folds the text (diacritics stripped,
 * đ → d, upper case), looks for "D", "H" (separators allowed between them) and then exactly 12 digits
 * in groups separated by non-alphanumeric characters. Digits are never split inside a run: a run that
 * would carry the count past 12 (the code glued to a phone number, a truncated code followed by
 * other digits) is no match. The 6 date digits must be a real calendar date. A memo naming two
 * different codes is ambiguous (left to staff), never guessed.
 */

/** Result of `findOrderCodeInMemo`. */
export type MemoMatch =
  | { kind: "none" }
  /** Exactly one order code, in the shop's canonical form `DH261122-004217`. */
  | { kind: "one"; orderCode: string }
  /** Two or more different codes (canonical form, in order of appearance): a person decides. */
  | { kind: "ambiguous"; orderCodes: string[] };

const ORDER_CODE = /^DH(\d{6})-(\d{6})$/;
const DIGITS_AFTER_PREFIX = 12;

/**
 * The transfer memo the shop asks for an order: its code without the dash,
 * e.g. "DH261122-004217" → "DH261122004217" (14 characters, fits VietQR's 25).
 * @throws RangeError when `orderCode` is not of the form DH + 6 digits + "-" + 6 digits.
 */
export function bankMemoOf(orderCode: string): string {
  const m = ORDER_CODE.exec(orderCode);
  if (!m) throw new RangeError(`bankMemoOf: not an order code: ${JSON.stringify(orderCode)}`);
  return `DH${m[1]}${m[2]}`;
}

/** Upper-case ASCII-ish text: diacritics stripped (NFD), đ/Đ → D (they do not decompose). */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "D")
    .toUpperCase();
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isAlnum = (c: string | undefined) => c !== undefined && /[A-Z0-9]/.test(c);

/** yyMMdd is a real date of 2000–2099. */
function isCalendarDate(yymmdd: string): boolean {
  const y = 2000 + Number(yymmdd.slice(0, 2));
  const m = Number(yymmdd.slice(2, 4));
  const d = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The 12 digits following position `i` (groups split only by separators), or null. */
function digitsFrom(text: string, start: number): string | null {
  let i = start;
  let digits = "";
  for (;;) {
    while (i < text.length && !isAlnum(text[i])) i++; // separators
    if (!isDigit(text[i])) return null; // a letter or the end before 12 digits
    let run = "";
    while (isDigit(text[i])) run += text[i++];
    digits += run;
    if (digits.length === DIGITS_AFTER_PREFIX) return digits;
    if (digits.length > DIGITS_AFTER_PREFIX) return null;
  }
}

/**
 * Finds the order code(s) in a bank transfer memo (any bank's rewriting, see the module's comment).
 * E.g. "MBVCB.3278912.dh 261122 004217.CT tu 0011004 NGUYEN VAN A" → {kind: "one", orderCode:
 * "DH261122-004217"}; "chuyen tien" → {kind: "none"}. Never throws (non-strings → none).
 */
export function findOrderCodeInMemo(memo: string): MemoMatch {
  if (typeof memo !== "string" || memo.length === 0) return { kind: "none" };
  // Memos are short (SePay's `content` is ≤ a few hundred characters); bound the work anyway.
  const text = fold(memo.slice(0, 1000));
  const found: string[] = [];
  const anchor = /D[^A-Z0-9]*H/g;
  for (let m = anchor.exec(text); m !== null; m = anchor.exec(text)) {
    const digits = digitsFrom(text, m.index + m[0].length);
    if (digits && isCalendarDate(digits.slice(0, 6))) {
      const code = `DH${digits.slice(0, 6)}-${digits.slice(6)}`;
      if (!found.includes(code)) found.push(code);
    }
    anchor.lastIndex = m.index + 1; // anchors may overlap ("DDH…")
  }
  if (found.length === 0) return { kind: "none" };
  return found.length === 1 ? { kind: "one", orderCode: found[0]! } : { kind: "ambiguous", orderCodes: found };
}
