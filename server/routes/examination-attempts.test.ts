/**
 * Attempts at exercises and exams (ADR 0014) through the routes: start and resume, one
 * attempt under concurrent starts, the attempts limit, saving (all or nothing), submitting (§4
 * completeness, grading, resubmission), deadlines with a moved clock, the review, ownership and bad
 * input. Course 1's seeded bank (EXAM_SEED_FACTS) and the demo customer who owns course 1.
 */
import { hashSync } from "bcryptjs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAM_DEADLINE_GRACE_MS } from "../constants";
import { activeQuestionsWithKeys, type QuestionWithKeys } from "../data/examinations";
import { insertUser } from "../data/users";
import { attemptAnswers, examAttempts, orders, questions as questionsTable, userCourses } from "../db/schema";
import { ANSWER_MESSAGES } from "../domain/exam-attempts";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { EXAM_SEED_FACTS } from "../seed/examinations";
import { LEARNER_SEED_FACTS } from "../seed/user-courses";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
/** Milliseconds the app's clock is ahead of the real one (tests move time forward). */
let offset = 0;
let lan: string; // the demo customer, owner of course 1
const PASSWORD = "MatKhau@123";
const { previewExerciseId, exerciseId, exerciseWithInactiveId, examId } = EXAM_SEED_FACTS;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "exam-attempts-test-secret-0123456789abcdef" }, clock: () => new Date(Date.now() + offset) });
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
});

afterAll(async () => {
  await t?.close();
});

let accounts = 0;
/** A fresh active customer (owning course 1 when `owner`); returns the bearer token and the user id. */
async function account(owner: boolean): Promise<{ token: string; userId: number }> {
  const email = `hoc.vien.${++accounts}@example.vn`;
  const user = insertUser(t.db, { email, name: "Trần Thị Học", passwordHash: hashSync(PASSWORD, 4), isActive: true, phone: "0912345678" })!;
  if (owner) {
    // A copy of the seeded paid course order, for this account, grants the course (ADR 0013).
    const { id: _id, ...order } = t.db.select().from(orders).where(eq(orders.id, LEARNER_SEED_FACTS.orderId)).get()!;
    const tag = `EXAMTEST${accounts}`;
    const copy = t.db
      .insert(orders)
      .values({ ...order, code: tag, idempotencyKey: tag, userId: user.id, email })
      .returning()
      .get();
    t.db
      .insert(userCourses)
      .values({ userId: user.id, courseId: EXAM_SEED_FACTS.courseId, orderId: copy.id, grantedAt: new Date().toISOString() })
      .run();
  }
  return { token: await t.login(email, PASSWORD), userId: user.id };
}
const learner = async (owner: boolean) => (await account(owner)).token;

/** One call through `app.inject`: status and parsed envelope. */
async function call(
  method: "GET" | "POST",
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: LooseJson }> {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  return { status: res.statusCode, body: res.json() };
}

const doExam = (token: string, id: number | string) => call("POST", `/api/Examination/DoExam/${id}`, token, {});
const save = (token: string, attemptId: number | string, answers: unknown) =>
  call("POST", `/api/Examination/SaveAnswers/${attemptId}`, token, { answers });
const submit = (token: string, attemptId: unknown, answers?: unknown) =>
  call("POST", "/api/Examination/SubmitExam", token, answers === undefined ? { attemptId } : { attemptId, answers });
const review = (token: string, attemptId: number | string) => call("GET", `/api/Examination/ReviewExam/${attemptId}`, token);
const mine = (token: string, examinationId: number | string) => call("GET", `/api/Examination/MyAttempts/${examinationId}`, token);

/** The active questions of an examination with their keys (the seed's answers). */
const bank = (id: number): QuestionWithKeys[] => activeQuestionsWithKeys(t.db, id);
const correctOptions = (q: QuestionWithKeys) => q.options.filter((o) => o.isCorrect).map((o) => o.id);
const wrongOption = (q: QuestionWithKeys) => q.options.find((o) => !o.isCorrect)!.id;

/** A correct answer for every question of `questions` (an essay gets some text). */
const rightAnswers = (questions: QuestionWithKeys[]) =>
  questions.map((q) =>
    q.question.kind === "single" || q.question.kind === "multiple"
      ? { questionId: q.question.id, optionIds: correctOptions(q) }
      : { questionId: q.question.id, text: q.question.kind === "short" ? q.answerKeys[0]! : "Bài làm tự luận của tôi." },
  );

const answerRows = (attemptId: number) => t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId)).all();

describe("starting and resuming", () => {
  it("starts an exercise attempt, then resumes the same one; MyAttempts lists it", async () => {
    const token = await learner(true);
    const first = await doExam(token, exerciseId);
    expect(first.status).toBe(200);
    const a = first.body.data;
    expect(a).toMatchObject({ examinationId: exerciseId, number: 1, status: "open", deadlineAt: null, submittedAt: null, score: null });
    expect(a.maxScore).toBe(bank(exerciseId).reduce((s, q) => s + q.question.points, 0));
    expect(a.answers).toEqual([]);
    const again = await doExam(token, exerciseId);
    expect(again.body.data.id).toBe(a.id);
    const list = await mine(token, exerciseId);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ examinationId: exerciseId, attemptsUsed: 1, attemptsLeft: null, openAttempt: { id: a.id } });
    expect(list.body.data.attempts.map((x: LooseJson) => x.id)).toEqual([a.id]);
  });

  it("starts an exam with the server's deadline (start + 20 min)", async () => {
    const token = await learner(true);
    const { body } = await doExam(token, examId);
    const a = body.data;
    expect(Date.parse(a.deadlineAt) - Date.parse(a.startedAt)).toBe(EXAM_SEED_FACTS.examTimeLimitSeconds * 1000);
    expect(Math.abs(Date.parse(a.startedAt) - (Date.now() + offset))).toBeLessThan(5_000);
    expect(a.maxScore).toBe(1 + 1 + 2 + 3);
  });

  it("ten concurrent starts make one attempt", async () => {
    const token = await learner(true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => doExam(token, exerciseWithInactiveId)));
    const ids = new Set(answers.map((r) => r.body.data.id));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = t.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examinationId, exerciseWithInactiveId), eq(examAttempts.id, [...ids][0] as number)))
      .all();
    expect(rows).toHaveLength(1);
    const mineNow = await mine(token, exerciseWithInactiveId);
    expect(mineNow.body.data.attemptsUsed).toBe(1);
  });
});

const MINUTE = 60_000;
const EXAM_MS = EXAM_SEED_FACTS.examTimeLimitSeconds * 1000;

describe("the attempts limit", () => {
  it("counts every started attempt: the 4th start of exam 5 is refused", async () => {
    const token = await learner(true);
    const questions = bank(examId);
    for (let n = 1; n <= 3; n++) {
      const started = await doExam(token, examId);
      expect(started.body.data.number).toBe(n);
      expect((await submit(token, started.body.data.id, rightAnswers(questions))).body.data.status).toBe("submitted");
    }
    const fourth = await doExam(token, examId);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      errorCode: "ATTEMPTS_EXHAUSTED",
      errorMessage: "Bạn đã dùng hết 3 lượt làm bài này",
      data: { maxAttempts: 3 },
    });
    const list = (await mine(token, examId)).body.data;
    expect(list).toMatchObject({ attemptsUsed: 3, attemptsLeft: 0, openAttempt: null });
    expect(list.attempts.map((a: LooseJson) => a.number)).toEqual([3, 2, 1]);
  });
});

describe("saving answers", () => {
  it("saves, replaces and clears answers; savedAt is the server's time", async () => {
    const token = await learner(true);
    const [q1, , q3, q4] = bank(exerciseId);
    const { id } = (await doExam(token, exerciseId)).body.data;
    const first = await save(token, id, [
      { questionId: q1!.question.id, optionIds: [wrongOption(q1!)] },
      { questionId: q4!.question.id, text: "  e  " },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data.answers).toEqual([
      { questionId: q1!.question.id, optionIds: [wrongOption(q1!)], text: null, parts: {}, savedAt: expect.any(String) },
      { questionId: q4!.question.id, optionIds: [], text: "e", parts: {}, savedAt: expect.any(String) },
    ]);
    expect(Math.abs(Date.parse(first.body.data.answers[0].savedAt) - Date.now())).toBeLessThan(5_000);

    const replaced = await save(token, id, [
      { questionId: q1!.question.id, optionIds: correctOptions(q1!) },
      { questionId: q3!.question.id, optionIds: correctOptions(q3!) },
    ]);
    expect(replaced.body.data.answers.map((a: LooseJson) => [a.questionId, a.optionIds, a.text])).toEqual([
      [q1!.question.id, correctOptions(q1!), null],
      [q3!.question.id, correctOptions(q3!), null],
      [q4!.question.id, [], "e"],
    ]);

    const cleared = await save(token, id, [
      { questionId: q1!.question.id, optionIds: [] },
      { questionId: q4!.question.id, text: "   " },
    ]);
    expect(cleared.body.data.answers.map((a: LooseJson) => a.questionId)).toEqual([q3!.question.id]);
    expect(answerRows(id)).toHaveLength(1);
    // MyAttempts shows the open attempt with what is saved.
    expect((await mine(token, exerciseId)).body.data.openAttempt.answers).toHaveLength(1);
  });

  it("accepts a short answer of 200 characters and an essay of 10 000", async () => {
    const token = await learner(true);
    const questions = bank(exerciseId);
    const shortQ = questions.find((q) => q.question.kind === "short")!;
    const essayQ = questions.find((q) => q.question.kind === "essay")!;
    const { id } = (await doExam(token, exerciseId)).body.data;
    const ok = await save(token, id, [
      { questionId: shortQ.question.id, text: "ă".repeat(200) },
      { questionId: essayQ.question.id, text: "Lời giải\n".repeat(1111) + "x" },
    ]);
    expect(ok.status).toBe(200);
    expect(answerRows(id)).toHaveLength(2);
  });

  describe("refuses invalid answers all or nothing (400 ANSWER_INVALID, nothing saved)", async () => {
    const inactiveOf3 = () =>
      t.db
        .select()
        .from(questionsTable)
        .where(and(eq(questionsTable.examinationId, exerciseWithInactiveId), eq(questionsTable.isActive, false)))
        .get()!.id;
    const cases: [string, (qs: QuestionWithKeys[]) => { questionId: number; optionIds?: number[]; text?: string }, string][] = [
      [
        "a question of another examination",
        () => ({ questionId: bank(examId)[0]!.question.id, optionIds: [] }),
        ANSWER_MESSAGES.notInExamination,
      ],
      [
        "an option of another question",
        (qs) => ({ questionId: qs[1]!.question.id, optionIds: [qs[0]!.options[0]!.id] }),
        ANSWER_MESSAGES.foreignOption,
      ],
      [
        "two options on a single-choice question",
        (qs) => ({ questionId: qs[1]!.question.id, optionIds: qs[1]!.options.slice(0, 2).map((o) => o.id) }),
        ANSWER_MESSAGES.singleChoice,
      ],
      ["text on a choice question", (qs) => ({ questionId: qs[1]!.question.id, text: "0" }), ANSWER_MESSAGES.textOnChoice],
      [
        "options on a short-answer question",
        (qs) => ({ questionId: qs[3]!.question.id, optionIds: [qs[0]!.options[0]!.id] }),
        ANSWER_MESSAGES.optionsOnTyped,
      ],
      ["a 100 000-character essay", (qs) => ({ questionId: qs[4]!.question.id, text: "a".repeat(100_000) }), ANSWER_MESSAGES.essayTooLong],
      ["a 201-character short answer", (qs) => ({ questionId: qs[3]!.question.id, text: "1".repeat(201) }), ANSWER_MESSAGES.shortTooLong],
      ["a control character in a short answer", (qs) => ({ questionId: qs[3]!.question.id, text: "e\u0000" }), ANSWER_MESSAGES.forbidden],
      [
        "the same question twice",
        (qs) => ({ questionId: qs[0]!.question.id, optionIds: [correctOptions(qs[0]!)[0]!] }),
        ANSWER_MESSAGES.duplicate,
      ],
    ];
    for (const [name, bad, message] of cases) {
      it(name, async () => {
        const token = await learner(true);
        const qs = bank(exerciseId);
        const { id } = (await doExam(token, exerciseId)).body.data;
        const good = { questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) };
        const answer = bad(qs);
        const res = await save(token, id, [good, answer]);
        expect(res.status).toBe(400);
        expect(res.body.errorCode).toBe("ANSWER_INVALID");
        expect(res.body.data.issues).toEqual([{ questionId: answer.questionId, message }]);
        expect(answerRows(id)).toEqual([]);
        // The same through SubmitExam: nothing saved, still open.
        expect((await submit(token, id, [good, answer])).body.errorCode).toBe("ANSWER_INVALID");
        expect(answerRows(id)).toEqual([]);
        expect((await mine(token, exerciseId)).body.data.openAttempt.id).toBe(id);
      });
    }

    it("a retired (inactive) question of the same exercise", async () => {
      const token = await learner(true);
      const { id } = (await doExam(token, exerciseWithInactiveId)).body.data;
      const res = await save(token, id, [{ questionId: inactiveOf3(), optionIds: [] }]);
      expect(res.body.data.issues).toEqual([{ questionId: inactiveOf3(), message: ANSWER_MESSAGES.notInExamination }]);
    });

    it("names every invalid question in the message", async () => {
      const token = await learner(true);
      const qs = bank(exerciseId);
      const { id } = (await doExam(token, exerciseId)).body.data;
      const res = await save(token, id, [
        { questionId: qs[1]!.question.id, text: "x" },
        { questionId: qs[3]!.question.id, text: "1".repeat(201) },
      ]);
      expect(res.body.errorMessage).toBe("Có 2 câu trả lời không hợp lệ (Câu 2, Câu 4)");
      const one = await save(token, id, [{ questionId: qs[3]!.question.id, text: "1".repeat(201) }]);
      expect(one.body.errorMessage).toBe("Câu trả lời ngắn tối đa 200 ký tự (Câu 4)");
    });
  });
});

describe("submitting", () => {
  it("refuses an incomplete attempt listing exactly the missing questions, keeping the answers sent", async () => {
    const token = await learner(true);
    const qs = bank(exerciseId);
    const { id } = (await doExam(token, exerciseId)).body.data;
    const res = await submit(token, id, [
      { questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) },
      { questionId: qs[2]!.question.id, optionIds: correctOptions(qs[2]!) },
      { questionId: qs[3]!.question.id, text: "  " },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "EXAM_INCOMPLETE",
      errorMessage: "Bạn chưa trả lời 3 câu: Câu 2, Câu 4, Câu 5",
      data: { unanswered: [2, 4, 5].map((n) => ({ questionId: qs[n - 1]!.question.id, number: n })) },
    });
    expect(answerRows(id).map((r) => r.questionId)).toEqual([qs[0]!.question.id, qs[2]!.question.id]);
    expect((await mine(token, exerciseId)).body.data.openAttempt.status).toBe("open");
  });

  it("counts the active questions only (exercise 3's retired question is not required)", async () => {
    const token = await learner(true);
    const { id } = (await doExam(token, exerciseWithInactiveId)).body.data;
    const done = await submit(token, id, rightAnswers(bank(exerciseWithInactiveId)));
    expect(done.body.data).toMatchObject({ status: "submitted", score: 3, maxScore: 3, pendingCount: 0 });
  });

  it("grades a complete attempt, answers a resubmission with the same result, and reviews it", async () => {
    const token = await learner(true);
    const qs = bank(exerciseId); // single, single, multiple, short "e", essay (2 pts)
    const { id } = (await doExam(token, exerciseId)).body.data;
    expect((await review(token, id)).body).toMatchObject({
      errorCode: "REVIEW_NOT_READY",
      errorMessage: "Bài làm chưa được nộp",
      data: { attemptId: id, examinationId: exerciseId },
    });
    expect((await review(token, id)).status).toBe(409);
    const answers = [
      { questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) },
      { questionId: qs[1]!.question.id, optionIds: [wrongOption(qs[1]!)] },
      { questionId: qs[2]!.question.id, optionIds: correctOptions(qs[2]!).slice(0, 1) },
      { questionId: qs[3]!.question.id, text: " E. " },
      { questionId: qs[4]!.question.id, text: "Với mọi ε > 0 chọn N > 1/ε." },
    ];
    const done = await submit(token, id, answers);
    expect(done.status).toBe(200);
    const result = done.body.data;
    expect(result).toMatchObject({ id, status: "submitted", score: 2, maxScore: 6, pendingCount: 1 });
    expect(result.submittedAt).toEqual(expect.any(String));
    expect(result).not.toHaveProperty("answers");
    expect(answerRows(id).map((r) => [r.isCorrect, r.pointsAwarded])).toEqual([
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 1],
      [null, null],
    ]);

    const again = await submit(token, id, [{ questionId: qs[1]!.question.id, optionIds: correctOptions(qs[1]!) }]);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(result);
    expect((await mine(token, exerciseId)).body.data).toMatchObject({ attemptsUsed: 1, openAttempt: null });
    expect((await save(token, id, answers)).body).toMatchObject({
      errorCode: "ATTEMPT_CLOSED",
      data: { status: "submitted", attemptId: id },
    });

    const r = await review(token, id);
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data.attempt).toEqual(result);
    expect(data.examination).toMatchObject({
      id: exerciseId,
      kind: "exercise",
      lessonId: EXAM_SEED_FACTS.exerciseLessonId,
      questionsCount: 5,
      totalPoints: 6,
      courseTitle: expect.any(String),
      lessonTitle: expect.any(String),
    });
    expect(data.attempts.map((a: LooseJson) => a.id)).toEqual([id]);
    expect(data.questions.map((q: LooseJson) => [q.number, q.result, q.pointsAwarded])).toEqual([
      [1, "correct", 1],
      [2, "incorrect", 0],
      [3, "incorrect", 0],
      [4, "correct", 1],
      [5, "pending", null],
    ]);
    const [q1, , , q4, q5] = data.questions;
    expect(q1.options.filter((o: LooseJson) => o.isCorrect).map((o: LooseJson) => o.id)).toEqual(correctOptions(qs[0]!));
    expect(q1).toMatchObject({
      kind: "single",
      maxLength: null,
      acceptedAnswers: [],
      answer: { optionIds: correctOptions(qs[0]!), text: null },
    });
    expect(q1.explanationHtml).toContain("1/n");
    expect(q4).toMatchObject({ kind: "short", maxLength: 200, acceptedAnswers: ["e"], answer: { optionIds: [], text: "E." } });
    expect(q5).toMatchObject({ kind: "essay", maxLength: 10_000, points: 2 });
  });

  it("a learner's own attempt stays reviewable after the course is revoked", async () => {
    const { token, userId } = await account(true);
    const { id } = (await doExam(token, examId)).body.data;
    expect((await submit(token, id, rightAnswers(bank(examId)))).body.data).toMatchObject({
      status: "submitted",
      score: 4,
      pendingCount: 1,
    });
    t.db.update(userCourses).set({ revokedAt: new Date().toISOString() }).where(eq(userCourses.userId, userId)).run();
    expect((await doExam(token, examId)).status).toBe(403);
    expect((await review(token, id)).status).toBe(200);
  });
});

describe("deadlines (the app's clock moved forward)", () => {
  afterAll(() => {
    offset = 0;
  });

  it("keeps saving in the grace period, then closes as expired: answers sent late are ignored", async () => {
    const token = await learner(true);
    const qs = bank(examId); // single 1, multiple 1, short 2, essay 3
    const { id } = (await doExam(token, examId)).body.data;
    expect((await save(token, id, [{ questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) }])).status).toBe(200);
    offset += EXAM_MS + EXAM_DEADLINE_GRACE_MS - 2_000; // past the deadline, inside the grace
    expect((await save(token, id, [{ questionId: qs[2]!.question.id, text: "0,5" }])).status).toBe(200);
    offset += 3_000; // past the grace
    const late = await submit(token, id, [
      { questionId: qs[1]!.question.id, optionIds: correctOptions(qs[1]!) },
      { questionId: qs[3]!.question.id, text: "Định nghĩa…" },
    ]);
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ id, status: "expired", score: 1 + 2, pendingCount: 0 });
    expect(late.body.data.submittedAt, "an expired attempt ended at its deadline").toBe(late.body.data.deadlineAt);
    expect(answerRows(id).map((r) => r.questionId)).toEqual([qs[0]!.question.id, qs[2]!.question.id]);
    const after = await save(token, id, [{ questionId: qs[1]!.question.id, optionIds: correctOptions(qs[1]!) }]);
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({
      errorCode: "ATTEMPT_CLOSED",
      errorMessage: "Lượt làm bài đã kết thúc",
      data: { status: "expired", attemptId: id },
    });
  });

  it("Save past the grace closes the attempt and answers 409", async () => {
    const token = await learner(true);
    const qs = bank(examId);
    const { id } = (await doExam(token, examId)).body.data;
    offset += EXAM_MS + EXAM_DEADLINE_GRACE_MS + 1_000;
    const res = await save(token, id, [{ questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) }]);
    expect(res.body).toMatchObject({ errorCode: "ATTEMPT_CLOSED", data: { status: "expired" } });
    expect(answerRows(id)).toEqual([]);
  });

  it("MyAttempts and DoExam close an overdue attempt first; DoExam then starts the next one", async () => {
    const token = await learner(true);
    const qs = bank(examId);
    const { id } = (await doExam(token, examId)).body.data;
    await save(token, id, [{ questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) }]);
    offset += 21 * MINUTE;
    const list = (await mine(token, examId)).body.data;
    expect(list).toMatchObject({ openAttempt: null, attemptsUsed: 1, attemptsLeft: 2 });
    expect(list.attempts[0]).toMatchObject({ id, status: "expired", score: 1 });
    const next = (await doExam(token, examId)).body.data;
    expect(next).toMatchObject({ number: 2, status: "open", answers: [] });

    offset += 21 * MINUTE; // DoExam on an overdue attempt: expires it and starts number 3
    const third = (await doExam(token, examId)).body.data;
    expect(third).toMatchObject({ number: 3, status: "open" });
    expect((await review(token, next.id)).body.data.attempt).toMatchObject({ status: "expired", score: 0 });
  });

  it("ReviewExam closes an overdue attempt and reviews it", async () => {
    const token = await learner(true);
    const { id } = (await doExam(token, examId)).body.data;
    offset += 21 * MINUTE;
    const r = await review(token, id);
    expect(r.status).toBe(200);
    expect(r.body.data.attempt).toMatchObject({ status: "expired", score: 0 });
    expect(r.body.data.questions.every((q: LooseJson) => q.result === "unanswered" && q.answer === null)).toBe(true);
  });
});

describe("who may", () => {
  it("another learner's attempt is not found (Save, Submit, Review)", async () => {
    const owner = await learner(true);
    const other = await learner(true);
    const { id } = (await doExam(owner, exerciseId)).body.data;
    const qs = bank(exerciseId);
    for (const res of [
      await save(other, id, [{ questionId: qs[0]!.question.id, optionIds: correctOptions(qs[0]!) }]),
      await submit(other, id),
      await review(other, id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ errorCode: "ATTEMPT_NOT_FOUND", errorMessage: "Không tìm thấy lượt làm bài" });
    }
    expect(answerRows(id)).toEqual([]);
  });

  it("a learner without the course: 403 on the exam and a non-preview exercise, 200 on the preview exercise", async () => {
    const token = await learner(false);
    // Exercise 3 is on lesson 3, not a preview (lessons 1 and 2 of course 1 are previews).
    for (const res of [await doExam(token, examId), await mine(token, examId), await doExam(token, exerciseWithInactiveId)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: "COURSE_NOT_OWNED", data: { courseId: EXAM_SEED_FACTS.courseId } });
    }
    const preview = await doExam(token, previewExerciseId);
    expect(preview.status).toBe(200);
    expect((await submit(token, preview.body.data.id, rightAnswers(bank(previewExerciseId)))).body.data).toMatchObject({
      status: "submitted",
      score: 4,
      maxScore: 4,
    });
  });

  it("guests get 401", async () => {
    expect((await doExam(null as unknown as string, examId)).status).toBe(401);
    expect((await call("GET", `/api/Examination/MyAttempts/${examId}`, null)).status).toBe(401);
    expect((await call("POST", "/api/Examination/SubmitExam", null, { attemptId: 1 })).status).toBe(401);
  });

  it("the demo customer can take the demo course's exam", async () => {
    const res = await mine(lan, examId);
    expect(res.status).toBe(200);
    expect(res.body.data.attemptsLeft).toBe(EXAM_SEED_FACTS.examMaxAttempts - res.body.data.attemptsUsed);
  });
});

describe("bad input never answers 500", () => {
  it("bad ids → 400, unknown ids → 404", async () => {
    const token = await learner(true);
    for (const bad of ["0", "-1", "abc", "99999999999", "1.5"]) {
      expect((await doExam(token, bad)).status, `DoExam ${bad}`).toBe(400);
      expect((await mine(token, bad)).status, `MyAttempts ${bad}`).toBe(400);
      expect((await save(token, bad, [{ questionId: 1, optionIds: [] }])).status, `Save ${bad}`).toBe(400);
      expect((await review(token, bad)).status, `Review ${bad}`).toBe(400);
    }
    expect((await doExam(token, 99_999)).body.errorCode).toBe("EXAMINATION_NOT_FOUND");
    expect((await mine(token, 99_999)).body.errorCode).toBe("EXAMINATION_NOT_FOUND");
    expect((await save(token, 99_999, [{ questionId: 1, optionIds: [] }])).body.errorCode).toBe("ATTEMPT_NOT_FOUND");
    expect((await submit(token, 99_999)).status).toBe(404);
    expect((await review(token, 99_999)).status).toBe(404);
    for (const bad of [0, -1, 1.5, 99_999_999_999]) expect((await submit(token, bad)).status, `Submit ${bad}`).toBe(400);
  });

  it("tampered bodies → 400 VALIDATION_FAILED, nothing saved", async () => {
    const token = await learner(true);
    const qs = bank(exerciseId);
    const { id } = (await doExam(token, exerciseId)).body.data;
    const q = qs[0]!.question.id;
    const opt = qs[0]!.options[0]!.id;
    for (const answers of [
      "x",
      {},
      null,
      [],
      [{ questionId: String(q), optionIds: [opt] }],
      [{ questionId: q, optionIds: [String(opt)] }],
      [{ questionId: q, optionIds: opt }],
      [{ questionId: q, text: 5 }],
      [{ optionIds: [opt] }],
      ["answer"],
      Array.from({ length: 201 }, () => ({ questionId: q, optionIds: [opt] })),
    ]) {
      const res = await save(token, id, answers);
      expect(res.status, JSON.stringify(answers).slice(0, 80)).toBe(400);
      expect(res.body.errorCode).toBe("VALIDATION_FAILED");
    }
    expect((await call("POST", `/api/Examination/SaveAnswers/${id}`, token, {})).status).toBe(400);
    expect((await submit(token, String(id))).status).toBe(400);
    expect((await submit(token, id, "x")).status).toBe(400);
    expect((await submit(token, id, [{ questionId: q, optionIds: [String(opt)] }])).status).toBe(400);
    expect((await call("POST", "/api/Examination/SubmitExam", token, {})).status).toBe(400);
    expect(answerRows(id)).toEqual([]);
    expect((await mine(token, exerciseId)).body.data.openAttempt.status).toBe("open");
  });
});
