/**
 * Matching, ordering and cloze questions on the upstream (ADR 0028): Detail shows prompts, items and
 * blanks without keys; a duplicated or foreign matching choice is refused (400 ANSWER_INVALID naming
 * the question, nothing saved); answers travel as `parts` through SaveAnswers and SubmitExam; grading
 * gives partial credit; the review shows per-part results and right answers; garbage never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { examinations, questions } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { STRUCTURED_SEED_FACTS as F, getExaminationSeed } from "../seed/examinations";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
const now = new Date("2026-11-28T08:00:00.000Z");
let customer: string;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "structured-test-secret-0123456789abcdef" }, clock: () => now });
  customer = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
});

afterAll(async () => {
  await t?.close();
});

async function call(method: "GET" | "POST", url: string, body?: unknown) {
  const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${customer}` }, ...(body ? { payload: body } : {}) });
  return { status: res.statusCode, body: res.json() as LooseJson };
}

const qs = () => t.db.select().from(questions).where(eq(questions.examinationId, F.exerciseId)).orderBy(questions.position).all();

/** The right parts of every question of the seeded exercise, by question id. */
function rightAnswers(): { questionId: number; parts: Record<string, string> }[] {
  return qs().map((q) => {
    const spec = JSON.parse(q.specJson!) as LooseJson;
    if (q.kind === "matching")
      return { questionId: q.id, parts: Object.fromEntries((spec.prompts as LooseJson[]).map((p) => [p.key, p.answer])) };
    if (q.kind === "ordering")
      return { questionId: q.id, parts: Object.fromEntries((spec.order as string[]).map((k, i) => [k, String(i + 1)])) };
    return {
      questionId: q.id,
      parts: Object.fromEntries(
        (spec.blanks as LooseJson[]).map((b) => [
          b.key,
          b.kind === "text" ? b.answers[0] : b.kind === "select" ? b.answer : String(b.value),
        ]),
      ),
    };
  });
}

it("the seeded exercise is on its lesson, with two questions of each kind", () => {
  expect(getExaminationSeed().examinations.find((e) => e.id === F.exerciseId)).toMatchObject({ lessonId: F.lessonId, kind: "exercise" });
  expect(t.db.select().from(examinations).where(eq(examinations.id, F.exerciseId)).get()?.courseId).toBe(14);
  expect(qs().map((q) => q.kind)).toEqual(["matching", "matching", "ordering", "ordering", "cloze", "cloze"]);
  expect(qs().reduce((sum, q) => sum + q.points, 0)).toBe(F.maxScore);
});

describe("Detail", () => {
  it("shows prompts, choices, items and blanks, never a key", async () => {
    const res = await call("GET", `/api/Examination/Detail/${F.exerciseId}`);
    expect(res.status).toBe(200);
    const [m, , o, , c] = res.body.data.questionActives as LooseJson[];
    expect(m.matching.prompts[0]).toEqual({ key: "luc", text: "Lực" });
    expect(m.matching.allowReuse).toBe(false);
    expect(o.ordering.items).toHaveLength(4);
    expect(c.cloze.blanks.map((b: LooseJson) => b.kind)).toEqual(["select", "text", "numerical"]);
    const text = JSON.stringify(res.body.data);
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('"order"');
    expect(text).not.toContain('khối lượng"]');
  });
});

describe("answers", () => {
  it("a duplicated or foreign choice is refused with the question named, nothing saved", async () => {
    const attempt = (await call("POST", `/api/Examination/DoExam/${F.exerciseId}`)).body.data;
    const [q1, q2] = qs();
    const dup = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, {
      answers: [
        { questionId: q2!.id, parts: { roi: "nhanh" } },
        { questionId: q1!.id, parts: { luc: "n", cong: "n" } },
      ],
    });
    expect(dup.status).toBe(400);
    expect(dup.body.errorCode).toBe("ANSWER_INVALID");
    expect(dup.body.data.issues).toEqual([{ questionId: q1!.id, message: "Câu 1: mỗi lựa chọn chỉ được dùng một lần." }]);
    const foreign = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, {
      answers: [{ questionId: q1!.id, parts: { luc: "kgx" } }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.issues[0].message).toBe("Câu 1: lựa chọn không thuộc câu hỏi này.");
    const mine = await call("GET", `/api/Examination/MyAttempts/${F.exerciseId}`);
    expect(mine.body.data.openAttempt.answers).toEqual([]);
    // Reuse is allowed on question 2; saved and returned as parts.
    const reuse = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, {
      answers: [{ questionId: q2!.id, parts: { nem: "cham", phanh: "cham" } }],
    });
    expect(reuse.status).toBe(200);
    expect(reuse.body.data.answers[0].parts).toEqual({ nem: "cham", phanh: "cham" });
  });

  it("garbage parts are 400 (never 5xx)", async () => {
    const attempt = (await call("POST", `/api/Examination/DoExam/${F.exerciseId}`)).body.data;
    const [q1, , q3] = qs();
    for (const parts of [
      [1, 2],
      "luc=n",
      { luc: 5 },
      { luc: null },
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, "n"])),
    ]) {
      const res = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, { answers: [{ questionId: q1!.id, parts }] });
      expect(res.status, JSON.stringify(parts)).toBe(400);
    }
    for (const rank of ["1e400", "--1", "0", "9"]) {
      const res = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, {
        answers: [{ questionId: q3!.id, parts: { heqc: rank } }],
      });
      expect(res.status, rank).toBe(400);
      expect(res.body.data.issues[0].message).toBe("Câu 3: thứ tự phải là một số từ 1 đến 4.");
    }
    const textOnMatching = await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, {
      answers: [{ questionId: q1!.id, text: "n" }],
    });
    expect(textOnMatching.status).toBe(400);
  });

  it("submitted: partial credit per kind, the review's per-part results and right answers", async () => {
    const attempt = (await call("POST", `/api/Examination/DoExam/${F.exerciseId}`)).body.data;
    const answers = rightAnswers();
    // Question 1: two pairs swapped (2 of 4); question 3: reversed (0 of 3); question 6: numerical garbage (1 of 2).
    answers[0]!.parts = { ...answers[0]!.parts, congsuat: "pa", apsuat: "w" };
    answers[2]!.parts = { heqc: "4", luc: "3", newton: "2", chieu: "1" };
    answers[5]!.parts = { ...answers[5]!.parts, b: "1e400" };
    answers[4]!.parts = { ...answers[4]!.parts, c: "2,5", b: "Khoi luong" };
    const submitted = await call("POST", "/api/Examination/SubmitExam", { attemptId: attempt.id, answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.score).toBe(F.maxScore - 2 - 3 - 1);
    const review = (await call("GET", `/api/Examination/ReviewExam/${attempt.id}`)).body.data;
    const rq = review.questions as LooseJson[];
    expect(rq.map((q) => [q.result, q.pointsAwarded])).toEqual([
      ["partial", 2],
      ["correct", 4],
      ["incorrect", 0],
      ["correct", 3],
      ["correct", 3],
      ["partial", 1],
    ]);
    expect(rq[0].partReview.congsuat).toEqual({ right: "w", correct: false });
    expect(rq[0].partReview.luc).toEqual({ right: "n", correct: true });
    expect(rq[2].partReview.chieu).toEqual({ right: "4", correct: null });
    expect(rq[5].partReview.b).toEqual({ right: "0,12 kWh", correct: false });
    expect(rq[5].answer.parts.b).toBe("1e400");
    expect(rq[4].cloze.segments[0]).toEqual({ text: "Theo định luật II Newton, gia tốc của vật tỉ lệ " });
  });

  it("the review options blank what they hide: right values without rightAnswer, per-part results without correctness", async () => {
    const hide = { correctness: false, marks: false, feedback: false, rightAnswer: false };
    const options = JSON.stringify({ during: hide, immediately: hide, open: hide, closed: hide });
    t.db.update(examinations).set({ reviewOptions: options }).where(eq(examinations.id, F.exerciseId)).run();
    try {
      const attempt = (await call("POST", `/api/Examination/DoExam/${F.exerciseId}`)).body.data;
      await call("POST", "/api/Examination/SubmitExam", { attemptId: attempt.id, answers: rightAnswers() });
      const review = (await call("GET", `/api/Examination/ReviewExam/${attempt.id}`)).body.data;
      for (const q of review.questions as LooseJson[]) {
        expect(q.result).toBeNull();
        expect(q.pointsAwarded).toBeNull();
        for (const part of Object.values(q.partReview) as LooseJson[]) expect(part).toEqual({ right: null, correct: null });
      }
      expect(JSON.stringify(review.questions)).not.toContain('"order"');
    } finally {
      t.db.update(examinations).set({ reviewOptions: null }).where(eq(examinations.id, F.exerciseId)).run();
    }
  });

  it("a question answered only in part counts as answered for submission", async () => {
    const attempt = (await call("POST", `/api/Examination/DoExam/${F.exerciseId}`)).body.data;
    const answers = rightAnswers().map((a) => ({
      questionId: a.questionId,
      parts: Object.fromEntries(Object.entries(a.parts).slice(0, 1)),
    }));
    const submitted = await call("POST", "/api/Examination/SubmitExam", { attemptId: attempt.id, answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe("submitted");
  });
});
