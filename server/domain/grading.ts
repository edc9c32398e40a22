/**
 * Grading of exercises and exams (ADR 0014 "Grading"): pure functions, no database.
 *
 * - single choice: correct when the one option chosen is the correct option;
 * - multiple choice: correct only for exactly the set of correct options (no partial credit);
 * - short answer: the answer and each accepted key are normalised ({@link normalizeShortAnswer}) and
 *   compared; accents (and đ/d) count unless the question says `accentsOptional`;
 * - essay: an answered essay is "pending" (points null: a grader decides later), not in the score,
 *   counted in `pendingCount`.
 * A question without a non-empty answer is "unanswered" and scores 0. Points are integers.
 */
import { foldDiacritics } from "./text";

/** The result of one question, as the review shows it (`Đúng`, `Sai`, `Chờ chấm`, `Chưa trả lời`). */
export type QuestionResult = "correct" | "incorrect" | "pending" | "unanswered";

/** A question with what grading needs: its kind, points, correct options and accepted answers. */
export interface GradableQuestion {
  id: number;
  kind: "single" | "multiple" | "short" | "essay";
  /** Positive integer. */
  points: number;
  /** Short answers: accents and đ/d are not significant. */
  accentsOptional: boolean;
  /** Choice questions: every option with its `isCorrect`; [] for typed questions. */
  options: readonly { id: number; isCorrect: boolean }[];
  /** Short answers: the accepted answers; [] otherwise. */
  answerKeys: readonly string[];
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
