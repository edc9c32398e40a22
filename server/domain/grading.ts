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
 *   unit) and is correct when |value − key| ≤ tolerance; an answer that does not read is wrong;
 * - matching, ordering, cloze: per part, with partial credit in whole points (./structured-questions.ts).
 * A question without a non-empty answer is "unanswered" and scores 0. Points are integers.
 */
import { normalizeShortAnswer, parseNumericalAnswer, withinTolerance, type NumericalKey } from "./answer-reading";
import { gradeStructured, type StructuredSpec } from "./structured-questions";

export { MAX_NUMERICAL_CHARS, normalizeShortAnswer, parseNumericalAnswer, withinTolerance, type NumericalKey } from "./answer-reading";

/** The result of one question, as the review shows it (`Đúng`, `Đúng một phần`, `Sai`, `Chờ chấm`, `Chưa trả lời`). */
export type QuestionResult = "correct" | "partial" | "incorrect" | "pending" | "unanswered";

/** A question with what grading needs: its kind, points, correct options and accepted answers. */
export interface GradableQuestion {
  id: number;
  kind: "single" | "multiple" | "short" | "essay" | "numerical" | "matching" | "ordering" | "cloze";
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
  /** Matching, ordering and cloze questions: their structure and keys (null = unreadable: graded as unanswered). */
  structured?: StructuredSpec | null;
}

/** A saved answer: option ids (choice questions), text (typed questions) or parts (matching, ordering, cloze: part key → value). */
export interface GivenAnswer {
  optionIds: readonly number[];
  text: string | null;
  parts?: Readonly<Record<string, string>> | null;
}

/** The grade of one question: `pointsAwarded` is null only for a pending essay. */
export interface QuestionGrade {
  result: QuestionResult;
  pointsAwarded: number | null;
}

/** Whether `answer` is empty (no option chosen, no non-blank text, no non-blank part): such an answer counts as none. */
export function isEmptyAnswer(answer: GivenAnswer | null | undefined): boolean {
  return (
    !answer ||
    (answer.optionIds.length === 0 &&
      (answer.text === null || answer.text.trim() === "") &&
      !Object.values(answer.parts ?? {}).some((v) => v.trim() !== ""))
  );
}

/** Grades one question against the learner's answer (null or empty → "unanswered", 0 points). */
export function gradeQuestion(question: GradableQuestion, answer: GivenAnswer | null): QuestionGrade {
  if (answer === null || isEmptyAnswer(answer)) return { result: "unanswered", pointsAwarded: 0 };
  let correct: boolean;
  switch (question.kind) {
    case "essay":
      return { result: "pending", pointsAwarded: null };
    case "matching":
    case "ordering":
    case "cloze":
      // A question whose structure does not read has nothing to grade against.
      if (!question.structured) return { result: "unanswered", pointsAwarded: 0 };
      return gradeStructured(question.structured, question.points, answer.parts ?? {});
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
