/**
 * Reading typed answers (ADR 0014 "Grading", ADR 0028 "Numerical questions"): the comparison form of a
 * short answer and the reading of a number with a Vietnamese decimal comma and an optional unit. Pure;
 * shared by whole questions (./grading.ts) and the blanks of cloze questions (./structured-questions.ts).
 */
import { foldDiacritics } from "./text";

/** The key of a numerical question: |answer − value| ≤ tolerance (both in `unit`). */
export interface NumericalKey {
  value: number;
  /** ≥ 0, same unit as `value`. */
  tolerance: number;
  /** e.g. "m/s²"; null = a pure number. */
  unit: string | null;
}

/** The most characters of a numerical answer (a number and its unit). */
export const MAX_NUMERICAL_CHARS = 40;

/**
 * A plain decimal: an optional sign, digits, at most one decimal separator (comma or point) followed by
 * digits. No exponent ("1e400"), no grouping ("9,8,7"), no repeated sign ("--1").
 */
const DECIMAL = /^([+-]?)(\d{1,30})(?:[.,](\d{1,30}))?$/u;

/**
 * Reads a learner's numerical answer: trimmed, NFC, the Unicode minus (−) taken as "-", the question's
 * unit (when it has one) allowed after the number, with or without a space, case kept ("9,8 m/s²",
 * "9.8m/s²", "9,8"). Vietnamese writes a decimal comma; a point is read the same.
 * @returns the value, or null when the text is not such a number (then the answer is graded wrong),
 *   including a value that is not finite.
 * @example parseNumericalAnswer("9,8 m/s²", "m/s²") === 9.8
 * @example parseNumericalAnswer("1e400", null) === null
 */
export function parseNumericalAnswer(text: string, unit: string | null): number | null {
  let s = text
    .normalize("NFC")
    .trim()
    .replace(/\u2212/gu, "-");
  if (s.length === 0 || s.length > MAX_NUMERICAL_CHARS) return null;
  const u = unit?.normalize("NFC").trim();
  if (u && s.endsWith(u)) s = s.slice(0, -u.length).trimEnd();
  const m = DECIMAL.exec(s);
  if (!m) return null;
  const value = Number(`${m[1]}${m[2]}${m[3] === undefined ? "" : `.${m[3]}`}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether `value` is within the key's tolerance. A relative slack of 1e-9 absorbs binary floating-point
 * error at the edge (9,85 with key 9,8 ± 0,05 is right, as a person would count it).
 */
export function withinTolerance(value: number, key: NumericalKey): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(key.value));
  return Math.abs(value - key.value) <= key.tolerance + slack;
}

/**
 * The comparison form of a short answer: Unicode NFC, trimmed, inner whitespace collapsed to one
 * space, Vietnamese lower case, one trailing full stop dropped; with `accentsOptional` also diacritics
 * folded and đ → d ("Đà Nẵng" → "da nang").
 *
 * @example normalizeShortAnswer("  Hà   Nội. ", { accentsOptional: false }) === "hà nội"
 */
export function normalizeShortAnswer(text: string, opts: { accentsOptional: boolean }): string {
  let s = text.normalize("NFC").trim().replace(/\s+/gu, " ").toLocaleLowerCase("vi");
  if (s.endsWith(".")) s = s.slice(0, -1).trimEnd();
  if (opts.accentsOptional) s = foldDiacritics(s);
  return s;
}
