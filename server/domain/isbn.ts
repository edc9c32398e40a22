/**
 * ISBN-13 helpers: check digit, validation and hyphenation.
 *
 * An ISBN-13 is an EAN-13 whose 13th digit is a check digit: the first 12 digits are weighted
 * 1, 3, 1, 3, … and the check digit brings the weighted sum to a multiple of 10 (ISO 2108).
 * Books of Vietnam use the prefix 978 and the registration group 604.
 */

/** The GS1 prefix and registration group of Vietnam, as digits: "978" + "604". */
export const VIETNAM_ISBN_PREFIX = "978604";

/** Removes the separators people write in an ISBN (hyphens, spaces). Does not validate. */
export function compactIsbn(isbn: string): string {
  return isbn.replace(/[\s-]/g, "");
}

/**
 * The ISBN-13 check digit (0–9) of the first 12 digits.
 * @param first12 exactly 12 ASCII digits, no separators.
 * @throws RangeError when `first12` is not 12 digits.
 * @example isbn13CheckDigit("978030640615") === 7
 */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`ISBN-13 needs 12 digits before the check digit, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether `isbn` is a well-formed ISBN-13: 13 digits (hyphens and spaces between them are
 * allowed), starting with 978 or 979, with a correct check digit.
 * @example isValidIsbn13("978-0-306-40615-7") === true
 * @example isValidIsbn13("978-0-306-40616-7") === false
 */
export function isValidIsbn13(isbn: string): boolean {
  if (!/^\d[\d\s-]*\d$/.test(isbn) || /[\s-]{2}/.test(isbn)) return false;
  const digits = compactIsbn(isbn);
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** Lengths of the variable parts of an ISBN-13 (the GS1 prefix is always 3 digits, the check digit 1). */
export interface IsbnPartLengths {
  /** Registration group element, 1–5 digits (Vietnam: "604", 3 digits). */
  group: number;
  /** Registrant (publisher) element, 1–7 digits. */
  registrant: number;
}

/**
 * Hyphenates a valid ISBN-13 as prefix-group-registrant-publication-check, e.g.
 * `formatIsbn13("9786046212345", { group: 3, registrant: 2 })` → "978-604-62-1234-5".
 *
 * Where the hyphens go cannot be derived from the digits alone (it depends on the International
 * ISBN Agency's range table), so the caller, who knows the publisher, gives the part lengths.
 * @throws RangeError when `isbn` is not a valid ISBN-13 or the lengths leave no publication digit.
 */
export function formatIsbn13(isbn: string, lengths: IsbnPartLengths): string {
  if (!isValidIsbn13(isbn)) throw new RangeError(`Not a valid ISBN-13: "${isbn}"`);
  const { group, registrant } = lengths;
  const publication = 9 - group - registrant;
  if (!(Number.isInteger(group) && Number.isInteger(registrant) && group >= 1 && registrant >= 1 && publication >= 1)) {
    throw new RangeError(`Invalid ISBN part lengths: group ${group}, registrant ${registrant}`);
  }
  const d = compactIsbn(isbn);
  const cut = [3, 3 + group, 3 + group + registrant, 12];
  return [d.slice(0, cut[0]), d.slice(cut[0], cut[1]), d.slice(cut[1], cut[2]), d.slice(cut[2], cut[3]), d.slice(12)].join("-");
}
