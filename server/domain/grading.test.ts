/**
 * Grading (ADR 0014 "Grading"): the short-answer normalisation (NFC, spaces, case, a final full stop,
 * accents only when optional), choice questions (single; multiple = the exact set), essays pending,
 * unanswered questions, and the attempt's score and pending count.
 */
import { describe, expect, it } from "vitest";
import { gradeAttempt, gradeQuestion, normalizeShortAnswer, type GivenAnswer, type GradableQuestion } from "./grading";

const short = (answerKeys: string[], accentsOptional = false, points = 1): GradableQuestion => ({
  id: 1,
  kind: "short",
  points,
  accentsOptional,
  options: [],
  answerKeys,
});
const text = (t: string): GivenAnswer => ({ optionIds: [], text: t });
const chose = (...optionIds: number[]): GivenAnswer => ({ optionIds, text: null });

const single: GradableQuestion = {
  id: 2,
  kind: "single",
  points: 1,
  accentsOptional: false,
  options: [
    { id: 10, isCorrect: false },
    { id: 11, isCorrect: true },
    { id: 12, isCorrect: false },
  ],
  answerKeys: [],
};
const multiple: GradableQuestion = {
  id: 3,
  kind: "multiple",
  points: 2,
  accentsOptional: false,
  options: [
    { id: 20, isCorrect: true },
    { id: 21, isCorrect: false },
    { id: 22, isCorrect: true },
    { id: 23, isCorrect: false },
  ],
  answerKeys: [],
};
const essay: GradableQuestion = { id: 4, kind: "essay", points: 3, accentsOptional: false, options: [], answerKeys: [] };

describe("normalizeShortAnswer", () => {
  it("trims, collapses spaces, lower-cases (Vietnamese) and drops one final full stop", () => {
    expect(normalizeShortAnswer("  HÀ   Nội. ", { accentsOptional: false })).toBe("hà nội");
    expect(normalizeShortAnswer("Đà\tNẵng", { accentsOptional: false })).toBe("đà nẵng");
    expect(normalizeShortAnswer("0.5", { accentsOptional: false })).toBe("0.5");
  });

  it("composes decomposed (NFD) input", () => {
    expect(normalizeShortAnswer("Hà Nội".normalize("NFD"), { accentsOptional: false })).toBe("hà nội".normalize("NFC"));
  });

  it("folds accents and đ only when accents are optional", () => {
    expect(normalizeShortAnswer("Đà Nẵng", { accentsOptional: true })).toBe("da nang");
    expect(normalizeShortAnswer("Đà Nẵng", { accentsOptional: false })).not.toBe("da nang");
  });
});

describe("gradeQuestion", () => {
  it("short: spacing, case and a full stop do not matter", () => {
    expect(gradeQuestion(short(["Hà Nội"]), text("  hà   nội. "))).toEqual({ result: "correct", pointsAwarded: 1 });
  });

  it("short: accents matter unless the question makes them optional", () => {
    expect(gradeQuestion(short(["Hà Nội"]), text("Ha Noi"))).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(short(["Hà Nội"], true), text("Ha Noi"))).toEqual({ result: "correct", pointsAwarded: 1 });
    expect(gradeQuestion(short(["Đà Nẵng"], true), text("da nang")).result).toBe("correct");
    expect(gradeQuestion(short(["Đà Nẵng"], false), text("da nang")).result).toBe("incorrect");
  });

  it("short: a decomposed (NFD) answer matches", () => {
    expect(gradeQuestion(short(["Hà Nội"]), text("Hà Nội".normalize("NFD"))).result).toBe("correct");
  });

  it("short: any accepted answer matches; points come from the question", () => {
    expect(gradeQuestion(short(["Hà Nội", "Thành phố Hà Nội"], false, 2), text("thành phố hà nội"))).toEqual({
      result: "correct",
      pointsAwarded: 2,
    });
    expect(gradeQuestion(short(["7"]), text("8")).result).toBe("incorrect");
  });

  it("single: the correct option only", () => {
    expect(gradeQuestion(single, chose(11))).toEqual({ result: "correct", pointsAwarded: 1 });
    expect(gradeQuestion(single, chose(10))).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(single, chose(10, 11)).result).toBe("incorrect");
  });

  it("multiple: exactly the correct set; a subset or superset scores nothing", () => {
    expect(gradeQuestion(multiple, chose(22, 20))).toEqual({ result: "correct", pointsAwarded: 2 });
    expect(gradeQuestion(multiple, chose(20))).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(multiple, chose(20, 21, 22))).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(multiple, chose(20, 21, 22, 23)).result).toBe("incorrect");
  });

  it("essay: answered → pending with no points yet; blank → unanswered", () => {
    expect(gradeQuestion(essay, text("Lời giải của em"))).toEqual({ result: "pending", pointsAwarded: null });
    expect(gradeQuestion(essay, text("   "))).toEqual({ result: "unanswered", pointsAwarded: 0 });
  });

  it("no answer → unanswered with 0 points", () => {
    expect(gradeQuestion(single, null)).toEqual({ result: "unanswered", pointsAwarded: 0 });
    expect(gradeQuestion(multiple, chose())).toEqual({ result: "unanswered", pointsAwarded: 0 });
  });
});

describe("gradeAttempt", () => {
  it("sums the points awarded, counts pending essays, and grades missing answers as unanswered", () => {
    const q1 = short(["Hà Nội"], false, 2);
    const grade = gradeAttempt(
      [q1, single, multiple, essay],
      new Map([
        [q1.id, text("hà nội")],
        [single.id, chose(10)],
        [multiple.id, chose(20, 22)],
      ]),
    );
    expect(grade.score).toBe(2 + 0 + 2);
    expect(grade.pendingCount).toBe(0);
    expect(grade.perQuestion.get(essay.id)).toEqual({ result: "unanswered", pointsAwarded: 0 });

    const withEssay = gradeAttempt([single, essay], new Map([[essay.id, text("Bài làm")]]));
    expect(withEssay).toMatchObject({ score: 0, pendingCount: 1 });
    expect([...withEssay.perQuestion.values()].map((g) => g.result)).toEqual(["unanswered", "pending"]);
  });
});
