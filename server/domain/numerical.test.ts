/**
 * Numerical questions (ADR 0028): reading an answer with a Vietnamese decimal comma or a point and an
 * optional unit, refusing what is not a plain decimal, and the tolerance at its edges.
 */
import { describe, expect, it } from "vitest";
import { gradeQuestion, parseNumericalAnswer, withinTolerance, type GradableQuestion } from "./grading";

const g: GradableQuestion = {
  id: 1,
  kind: "numerical",
  points: 2,
  accentsOptional: false,
  options: [],
  answerKeys: [],
  numerical: { value: 9.8, tolerance: 0.05, unit: "m/s²" },
};
const text = (t: string) => ({ optionIds: [], text: t });

describe("parseNumericalAnswer", () => {
  it("reads a decimal comma and a decimal point alike, with or without the unit", () => {
    for (const s of ["9,8", "9.8", " 9,8 ", "9,8 m/s²", "9.8m/s²", "+9,80"]) expect(parseNumericalAnswer(s, "m/s²"), s).toBe(9.8);
    expect(parseNumericalAnswer("−1,5", null)).toBe(-1.5);
    expect(parseNumericalAnswer("60", "km/h")).toBe(60);
  });

  it("refuses exponents, repeated signs, several separators, other units and junk", () => {
    for (const s of [
      "1e400",
      "1e2",
      "--1",
      "+-1",
      "9,8,7",
      "9.8.7",
      "9,",
      ",8",
      "",
      "   ",
      "NaN",
      "Infinity",
      "0x10",
      "9,8 km",
      "١٢",
      "9 8",
    ])
      expect(parseNumericalAnswer(s, "m/s²"), s).toBeNull();
    expect(parseNumericalAnswer("9".repeat(41), null)).toBeNull();
  });
});

describe("numerical grading", () => {
  it("is right within the tolerance, edges included, and wrong outside it", () => {
    expect(gradeQuestion(g, text("9,8"))).toEqual({ result: "correct", pointsAwarded: 2 });
    expect(gradeQuestion(g, text("9.85 m/s²"))).toEqual({ result: "correct", pointsAwarded: 2 });
    expect(gradeQuestion(g, text("9,75"))).toEqual({ result: "correct", pointsAwarded: 2 });
    expect(gradeQuestion(g, text("9,86"))).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(g, text("10"))).toEqual({ result: "incorrect", pointsAwarded: 0 });
  });

  it("grades what does not read as a number wrong, never throwing", () => {
    for (const s of ["1e400", "--1", "9,8,7", "chín phẩy tám"])
      expect(gradeQuestion(g, text(s)), s).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(gradeQuestion(g, text(""))).toEqual({ result: "unanswered", pointsAwarded: 0 });
  });

  it("a zero tolerance asks for the exact value", () => {
    expect(withinTolerance(2, { value: 2, tolerance: 0, unit: null })).toBe(true);
    expect(withinTolerance(2.001, { value: 2, tolerance: 0, unit: null })).toBe(false);
  });
});
