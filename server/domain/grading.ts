/**
 * Grading of exercises and exams (ADR 0014 "Grading"): pure functions, no database.
 *
 * - single choice: correct when the one option chosen is the correct option;
 * - multiple choice: correct only for exactly the set of correct options (no partial credit);
 * - short answer: the answer and each accepted key are normalised ({@link normalizeShortAnswer}) and
 *   compared; accents (and đ/d) count unless the question says `accentsOptional`;
 * - essay: an answered essay is "pending" (points null: a grader decides later), not in the score,
 *   counted in `pendingCount`;
 * - numerical: the answer is read by {@link parseNumericalAnswer} (decimal comma or point, an optional
 *   unit) and is correct when |value − key| ≤ tolerance; an answer that does not read is wrong.
 * A question without a non-empty answer is "unanswered" and scores 0. Points are integers.
 */
import { foldDiacritics } from "./text";

/** The result of one question, as the review shows it (`Đúng`, `Sai`, `Chờ chấm`, `Chưa trả lời`). */
export type QuestionResult = "correct" | "incorrect" | "pending" | "unanswered";

/** A question with what grading needs: its kind, points, correct options and accepted answers. */
export interface GradableQuestion {
  id: number;
  kind: "single" | "multiple" | "short" | "essay" | "numerical";
  /** Positive integer. */
  points: number;
  /** Short answers: accents and đ/d are not significant. */
  accentsOptional: boolean;
  /** Choice questions: every option with its `isCorrect`; [] for typed questions. */
  options: readonly { id: number; isCorrect: boolean }[];
  /** Short answers: the accepted answers; [] otherwise. */
  answerKeys: readonly string[];
  /** Numerical questions: the right value, the absolute tolerance and the unit (null = none); absent otherwise. */
  numerical?: NumericalKey | null;
}

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

/** A saved answer: option ids (choice questions) and/or text (typed questions). */
export interface GivenAnswer {
  optionIds: readonly number[];
  text: string | null;
}

/** The grade of one question: `pointsAwarded` is null only for a pending essay. */
export interface QuestionGrade {
  result: QuestionResult;
  pointsAwarded: number | null;
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

/** Whether `answer` is empty (no option chosen and no non-blank text): such an answer counts as none. */
export function isEmptyAnswer(answer: GivenAnswer | null | undefined): boolean {
  return !answer || (answer.optionIds.length === 0 && (answer.text === null || answer.text.trim() === ""));
}

/** Grades one question against the learner's answer (null or empty → "unanswered", 0 points). */
export function gradeQuestion(question: GradableQuestion, answer: GivenAnswer | null): QuestionGrade {
  if (answer === null || isEmptyAnswer(answer)) return { result: "unanswered", pointsAwarded: 0 };
  let correct: boolean;
  switch (question.kind) {
    case "essay":
      return { result: "pending", pointsAwarded: null };
    case "short": {
      const given = normalizeShortAnswer(answer.text ?? "", question);
      correct = given !== "" && question.answerKeys.some((key) => normalizeShortAnswer(key, question) === given);
      break;
    }
    case "numerical": {
      const value = parseNumericalAnswer(answer.text ?? "", question.numerical?.unit ?? null);
      correct = value !== null && !!question.numerical && withinTolerance(value, question.numerical);
      break;
    }
    case "single":
    case "multiple": {
      const chosen = new Set(answer.optionIds);
      const keys = new Set(question.options.filter((o) => o.isCorrect).map((o) => o.id));
      correct = (question.kind === "multiple" || chosen.size === 1) && chosen.size === keys.size && [...chosen].every((id) => keys.has(id));
      break;
    }
  }
  return correct ? { result: "correct", pointsAwarded: question.points } : { result: "incorrect", pointsAwarded: 0 };
}

/** The grade of an attempt: `score` sums the points awarded (pending essays excluded), `pendingCount` counts them. */
export interface AttemptGrade {
  score: number;
  pendingCount: number;
  /** Per question id, in the order of `questions`. */
  perQuestion: Map<number, QuestionGrade>;
}

/** Grades every question of `questions` against `answers` (by question id; missing = unanswered). */
export function gradeAttempt(questions: readonly GradableQuestion[], answers: ReadonlyMap<number, GivenAnswer>): AttemptGrade {
  const perQuestion = new Map<number, QuestionGrade>();
  let score = 0;
  let pendingCount = 0;
  for (const question of questions) {
    const grade = gradeQuestion(question, answers.get(question.id) ?? null);
    perQuestion.set(question.id, grade);
    if (grade.result === "pending") pendingCount += 1;
    score += grade.pointsAwarded ?? 0;
  }
  return { score, pendingCount, perQuestion };
}
