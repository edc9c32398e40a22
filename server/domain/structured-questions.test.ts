/**
 * Matching, ordering and cloze questions (ADR 0028): reading the stored structure, refusing duplicated
 * and foreign answers with the question named, and grading with partial credit in whole points —
 * right, partial, wrong, empty and garbage ("1e400", "--1") answers.
 */
import { describe, expect, it } from "vitest";
import { gradeQuestion, isEmptyAnswer, type GradableQuestion } from "./grading";
import { checkParts, parseStructuredSpec, partResults, rightParts, structuredView, type StructuredSpec } from "./structured-questions";

const matchingJson = JSON.stringify({
  prompts: [
    { key: "luc", text: "Lực", answer: "n" },
    { key: "cong", text: "Công", answer: "j" },
    { key: "cs", text: "Công suất", answer: "w" },
    { key: "as", text: "Áp suất", answer: "pa" },
  ],
  choices: [
    { key: "j", text: "J" },
    { key: "pa", text: "Pa" },
    { key: "kg", text: "kg" },
    { key: "n", text: "N" },
    { key: "w", text: "W" },
  ],
  allowReuse: false,
});
const orderingJson = JSON.stringify({
  items: [
    { key: "c", text: "C" },
    { key: "a", text: "A" },
    { key: "d", text: "D" },
    { key: "b", text: "B" },
  ],
  order: ["a", "b", "c", "d"],
});
const clozeJson = JSON.stringify({
  text: "Tỉ lệ [[a]] với lực, nghịch với [[b]]; a = [[c]] m/s².",
  blanks: [
    { key: "a", kind: "select", choices: ["thuận", "nghịch"], answer: "thuận" },
    { key: "b", kind: "text", answers: ["khối lượng"], accentsOptional: true },
    { key: "c", kind: "numerical", value: 2.5, tolerance: 0.01, unit: "m/s²" },
  ],
});

const matching = parseStructuredSpec("matching", matchingJson)!;
const ordering = parseStructuredSpec("ordering", orderingJson)!;
const cloze = parseStructuredSpec("cloze", clozeJson)!;

const question = (s: StructuredSpec, points: number): GradableQuestion => ({
  id: 1,
  kind: s.kind,
  points,
  accentsOptional: false,
  options: [],
  answerKeys: [],
  structured: s,
});
const grade = (s: StructuredSpec, points: number, parts: Record<string, string>) =>
  gradeQuestion(question(s, points), { optionIds: [], text: null, parts });

describe("parseStructuredSpec", () => {
  it("reads the three kinds and refuses malformed or inconsistent JSON", () => {
    expect([matching, ordering, cloze].map((s) => s.kind)).toEqual(["matching", "ordering", "cloze"]);
    expect(parseStructuredSpec("matching", "{")).toBeNull();
    expect(parseStructuredSpec("matching", null)).toBeNull();
    expect(parseStructuredSpec("single", matchingJson)).toBeNull();
    expect(parseStructuredSpec("matching", orderingJson)).toBeNull();
    // An answer that is not a choice; an order that is not a permutation; a blank missing from the text.
    expect(parseStructuredSpec("matching", matchingJson.replace('"answer":"w"', '"answer":"zz"'))).toBeNull();
    expect(parseStructuredSpec("ordering", orderingJson.replace('"order":["a","b","c","d"]', '"order":["a","a","c","d"]'))).toBeNull();
    expect(parseStructuredSpec("cloze", clozeJson.replace("[[c]]", "…"))).toBeNull();
  });

  it("shows the learner no keys: prompts, items, the text cut at its blanks", () => {
    const view = structuredView(matching).matching!;
    expect(view.prompts).toEqual([
      { key: "luc", text: "Lực" },
      { key: "cong", text: "Công" },
      { key: "cs", text: "Công suất" },
      { key: "as", text: "Áp suất" },
    ]);
    expect(JSON.stringify(structuredView(matching))).not.toContain("answer");
    expect(Object.keys(structuredView(ordering).ordering!)).toEqual(["items"]);
    const c = structuredView(cloze).cloze!;
    expect(c.segments).toEqual([
      { text: "Tỉ lệ " },
      { blank: "a" },
      { text: " với lực, nghịch với " },
      { blank: "b" },
      { text: "; a = " },
      { blank: "c" },
      { text: " m/s²." },
    ]);
    expect(c.blanks.map((b) => [b.number, b.kind, b.choices, b.unit])).toEqual([
      [1, "select", ["thuận", "nghịch"], null],
      [2, "text", [], null],
      [3, "numerical", [], "m/s²"],
    ]);
    expect(JSON.stringify(c)).not.toContain("khối lượng");
  });
});

describe("checkParts", () => {
  it("refuses a choice given to two prompts when reuse is forbidden, naming the question", () => {
    expect(checkParts(matching, 3, { luc: "n", cong: "n" })).toBe("Câu 3: mỗi lựa chọn chỉ được dùng một lần.");
    const reuse = parseStructuredSpec("matching", matchingJson.replace('"allowReuse":false', '"allowReuse":true'))!;
    expect(checkParts(reuse, 3, { luc: "n", cong: "n" })).toBeNull();
  });

  it("refuses foreign choices, foreign parts, bad and repeated ranks, foreign select values", () => {
    expect(checkParts(matching, 2, { luc: "x" })).toBe("Câu 2: lựa chọn không thuộc câu hỏi này.");
    expect(checkParts(matching, 2, { other: "n" })).toBe("Câu 2: phần trả lời không thuộc câu hỏi này.");
    expect(checkParts(matching, 2, { __proto__: "n" } as Record<string, string>)).toBeNull(); // an object literal's prototype, not a key
    for (const rank of ["0", "5", "1e400", "--1", "1.0", "01", "-1", " "])
      expect(checkParts(ordering, 4, { a: rank }), rank).toBe("Câu 4: thứ tự phải là một số từ 1 đến 4.");
    expect(checkParts(ordering, 4, { a: "1", b: "1" })).toBe("Câu 4: mỗi thứ tự chỉ được dùng một lần.");
    expect(checkParts(ordering, 4, { a: "1", b: "2" })).toBeNull();
    expect(checkParts(cloze, 5, { a: "có lẽ" })).toBe("Câu 5: lựa chọn không thuộc câu hỏi này.");
    expect(checkParts(cloze, 5, { b: "x".repeat(201) })).toBe("Câu 5: chỗ trống 2 tối đa 200 ký tự.");
  });

  it("accepts a numerical blank that does not read as a number (it is graded wrong)", () => {
    expect(checkParts(cloze, 5, { c: "1e400" })).toBeNull();
    expect(checkParts(cloze, 5, { c: "--1" })).toBeNull();
  });
});

describe("grading", () => {
  it("matching: all right, proportional partial credit, none right", () => {
    expect(grade(matching, 4, { luc: "n", cong: "j", cs: "w", as: "pa" })).toEqual({ result: "correct", pointsAwarded: 4 });
    expect(grade(matching, 4, { luc: "n", cong: "j", cs: "pa", as: "w" })).toEqual({ result: "partial", pointsAwarded: 2 });
    expect(grade(matching, 4, { luc: "n" })).toEqual({ result: "partial", pointsAwarded: 1 });
    expect(grade(matching, 4, { luc: "kg", cong: "w" })).toEqual({ result: "incorrect", pointsAwarded: 0 });
    // Points that do not divide: rounded down.
    expect(grade(matching, 2, { luc: "n" })).toEqual({ result: "partial", pointsAwarded: 0 });
  });

  it("ordering: Moodle's relative-to-the-next-item credit", () => {
    expect(grade(ordering, 3, { a: "1", b: "2", c: "3", d: "4" })).toEqual({ result: "correct", pointsAwarded: 3 });
    // b, c, d, a: b→c and c→d kept.
    expect(grade(ordering, 3, { b: "1", c: "2", d: "3", a: "4" })).toEqual({ result: "partial", pointsAwarded: 2 });
    // Reversed: no item followed by its successor.
    expect(grade(ordering, 3, { d: "1", c: "2", b: "3", a: "4" })).toEqual({ result: "incorrect", pointsAwarded: 0 });
    // Only a and b ranked, next to each other.
    expect(grade(ordering, 3, { a: "3", b: "4" })).toEqual({ result: "partial", pointsAwarded: 1 });
    expect(partResults(ordering, { a: "1", b: "2", c: "3", d: "4" })).toEqual({ a: true, b: true, c: true });
  });

  it("cloze: per blank, text normalised, numbers with the decimal comma, garbage wrong", () => {
    expect(grade(cloze, 3, { a: "thuận", b: "Khoi luong", c: "2,5" })).toEqual({ result: "correct", pointsAwarded: 3 });
    expect(grade(cloze, 3, { a: "thuận", b: "khối lượng", c: "2.5 m/s²" })).toEqual({ result: "correct", pointsAwarded: 3 });
    expect(grade(cloze, 3, { a: "nghịch", b: "khối lượng", c: "1e400" })).toEqual({ result: "partial", pointsAwarded: 1 });
    expect(grade(cloze, 3, { a: "nghịch", b: "vận tốc", c: "--1" })).toEqual({ result: "incorrect", pointsAwarded: 0 });
    expect(partResults(cloze, { c: "2,51" })).toEqual({ a: false, b: false, c: true });
  });

  it("empty parts are no answer; a question whose structure does not read grades as unanswered", () => {
    expect(isEmptyAnswer({ optionIds: [], text: null, parts: {} })).toBe(true);
    expect(isEmptyAnswer({ optionIds: [], text: null, parts: { a: "  " } })).toBe(true);
    expect(isEmptyAnswer({ optionIds: [], text: null, parts: { a: "1" } })).toBe(false);
    expect(grade(matching, 4, {})).toEqual({ result: "unanswered", pointsAwarded: 0 });
    expect(gradeQuestion({ ...question(matching, 4), structured: null }, { optionIds: [], text: null, parts: { luc: "n" } })).toEqual({
      result: "unanswered",
      pointsAwarded: 0,
    });
  });

  it("the right answers for the review", () => {
    expect(rightParts(ordering)).toEqual({ a: "1", b: "2", c: "3", d: "4" });
    expect(rightParts(cloze)).toEqual({ a: "thuận", b: "khối lượng", c: "2,5 m/s²" });
  });
});
