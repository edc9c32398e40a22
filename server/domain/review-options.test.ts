/**
 * Review options (ADR 0028): the defaults per kind, the moment of a review, and a stored matrix
 * (malformed → the default).
 */
import { describe, expect, it } from "vitest";
import { defaultReviewOptions, IMMEDIATELY_MS, reviewMoment, reviewOptionsOf, reviewVisibility } from "./review-options";

const submittedAt = "2026-11-01T10:00:00.000Z";
const closed = { status: "submitted", submittedAt };
const at = (ms: number) => new Date(Date.parse(submittedAt) + ms);
const closesAt = "2026-11-10T00:00:00.000Z";

describe("review moments", () => {
  it("during while open; immediately for two minutes; then open; closed from the close date", () => {
    expect(reviewMoment({ status: "open", submittedAt: null }, closesAt, at(0))).toBe("during");
    expect(reviewMoment(closed, closesAt, at(IMMEDIATELY_MS - 1))).toBe("immediately");
    expect(reviewMoment(closed, closesAt, at(IMMEDIATELY_MS))).toBe("open");
    expect(reviewMoment(closed, null, at(365 * 86_400_000))).toBe("open");
    expect(reviewMoment(closed, closesAt, new Date(closesAt))).toBe("closed");
  });
});

describe("defaults", () => {
  it("an exercise shows everything after the attempt, at every moment", () => {
    const o = defaultReviewOptions({ kind: "exercise", timeLimitSeconds: null });
    for (const m of ["immediately", "open", "closed"] as const)
      expect(o[m]).toEqual({ correctness: true, marks: true, feedback: true, rightAnswer: true });
  });

  it("a timed exam hides right answers and explanations until it closes", () => {
    const o = defaultReviewOptions({ kind: "exam", timeLimitSeconds: 1200 });
    expect(reviewVisibility(o, closed, closesAt, at(1000))).toMatchObject({
      moment: "immediately",
      correctness: true,
      marks: true,
      rightAnswer: false,
      feedback: false,
    });
    expect(reviewVisibility(o, closed, closesAt, at(86_400_000))).toMatchObject({ moment: "open", rightAnswer: false });
    expect(reviewVisibility(o, closed, null, at(1000 * 86_400_000))).toMatchObject({ moment: "open", rightAnswer: false });
    expect(reviewVisibility(o, closed, closesAt, new Date(closesAt))).toMatchObject({
      moment: "closed",
      rightAnswer: true,
      feedback: true,
    });
  });
});

describe("stored options", () => {
  const exam = { kind: "exam" as const, timeLimitSeconds: 1200 };
  it("are used when they read as the matrix", () => {
    const none = { correctness: false, marks: false, feedback: false, rightAnswer: false };
    const stored = { during: none, immediately: none, open: { ...none, marks: true }, closed: none };
    expect(reviewOptionsOf({ ...exam, reviewOptions: JSON.stringify(stored) })).toEqual(stored);
  });

  it("malformed JSON or shape → the kind's default", () => {
    for (const bad of ["{", "null", "[]", JSON.stringify({ during: {} }), JSON.stringify({ during: { correctness: "yes" } })])
      expect(reviewOptionsOf({ ...exam, reviewOptions: bad }), bad).toEqual(defaultReviewOptions(exam));
  });
});
