/**
 * Review options of an exercise or exam (ADR 0028), after Moodle's quiz "Review options": for each
 * moment of an attempt, what its review shows. Pure functions, no database.
 *
 * Moments (Moodle's four columns):
 * - "during": while the attempt is open (the storefront shows no per-question feedback during an
 *   attempt today, so this column is stored but not used);
 * - "immediately": within {@link IMMEDIATELY_MS} of the attempt closing;
 * - "open": later, while the examination is still open (no `closesAt`, or before it);
 * - "closed": after the examination's `closesAt`.
 * Items (Moodle's rows): "correctness" (`Đúng`/`Sai`), "marks" (points and score), "feedback" (the
 * explanation) and "rightAnswer" (correct options, accepted answers, the numerical key).
 */
import { z } from "zod";

/** The moments of {@link ReviewOptions}, in time order. */
export type ReviewMoment = "during" | "immediately" | "open" | "closed";

/** What one moment shows. */
export interface ReviewVisibility {
  correctness: boolean;
  marks: boolean;
  feedback: boolean;
  rightAnswer: boolean;
}

/** The matrix: per moment, what the review shows. */
export type ReviewOptions = Record<ReviewMoment, ReviewVisibility>;

/** "Right after" the attempt: Moodle's two minutes. */
export const IMMEDIATELY_MS = 2 * 60_000;

const visibility = z.object({ correctness: z.boolean(), marks: z.boolean(), feedback: z.boolean(), rightAnswer: z.boolean() }).strict();

/** The stored JSON's shape (examinations.review_options). */
const reviewOptionsSchema = z.object({ during: visibility, immediately: visibility, open: visibility, closed: visibility }).strict();

const ALL: ReviewVisibility = { correctness: true, marks: true, feedback: true, rightAnswer: true };
const NO_ANSWER: ReviewVisibility = { correctness: true, marks: true, feedback: false, rightAnswer: false };
const NOTHING: ReviewVisibility = { correctness: false, marks: false, feedback: false, rightAnswer: false };

/**
 * The default of an examination without stored options: an exercise, and an untimed exam, show
 * everything once the attempt is closed (the behaviour before review options existed); a timed exam
 * shows correctness and marks, and the explanations and right answers only after it closes (a
 * classmate still taking it must not get them).
 */
export function defaultReviewOptions(e: { kind: "exercise" | "exam"; timeLimitSeconds: number | null }): ReviewOptions {
  if (e.kind === "exercise" || e.timeLimitSeconds === null) return { during: NOTHING, immediately: ALL, open: ALL, closed: ALL };
  return { during: NOTHING, immediately: NO_ANSWER, open: NO_ANSWER, closed: ALL };
}

/**
 * The options of an examination: its stored JSON when it reads as {@link reviewOptionsSchema}, else
 * the default (a malformed value never shows more than the default would).
 */
export function reviewOptionsOf(e: {
  kind: "exercise" | "exam";
  timeLimitSeconds: number | null;
  reviewOptions: string | null;
}): ReviewOptions {
  if (e.reviewOptions !== null) {
    try {
      const parsed = reviewOptionsSchema.safeParse(JSON.parse(e.reviewOptions));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: the default below.
    }
  }
  return defaultReviewOptions(e);
}

/**
 * The moment of a review at `now`: "during" while the attempt is open; "immediately" until
 * {@link IMMEDIATELY_MS} after `submittedAt`; "closed" from the examination's `closesAt`; else "open".
 * Times are ISO-8601.
 */
export function reviewMoment(attempt: { status: string; submittedAt: string | null }, closesAt: string | null, now: Date): ReviewMoment {
  if (attempt.status === "open" || attempt.submittedAt === null) return "during";
  const t = now.getTime();
  if (closesAt !== null && t >= Date.parse(closesAt)) return "closed";
  if (t < Date.parse(attempt.submittedAt) + IMMEDIATELY_MS) return "immediately";
  return "open";
}

/** What the review of `attempt` shows at `now` under `options`. */
export function reviewVisibility(
  options: ReviewOptions,
  attempt: { status: string; submittedAt: string | null },
  closesAt: string | null,
  now: Date,
): ReviewVisibility & { moment: ReviewMoment } {
  const moment = reviewMoment(attempt, closesAt, now);
  return { moment, ...options[moment] };
}
