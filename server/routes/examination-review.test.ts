/**
 * The review of the demo customer's seeded attempt (server/seed/examinations.ts
 * DEMO_ATTEMPT_FACTS) through `GET /api/Examination/ReviewExam/{attemptId}`: the grades the review
 * pages show on a clean start, the attempt hidden from everyone else, and the open attempt's 409
 * naming its examination (the storefront sends the learner back to the attempt page with it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { DEMO_ATTEMPT_FACTS, EXAM_SEED_FACTS } from "../seed/examinations";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let customer: string;
let collaborator: string;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "exam-review-test-secret-0123456789abcdef" } });
  customer = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  collaborator = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

async function call(method: "GET" | "POST", url: string, token: string, body?: unknown) {
  const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
  return { status: res.statusCode, body: res.json() as LooseJson };
}

describe("the demo customer's seeded attempt", () => {
  it("is reviewable with its grades: 3/6, question 2 wrong, the essay pending, in the history", async () => {
    const { status, body } = await call("GET", `/api/Examination/ReviewExam/${DEMO_ATTEMPT_FACTS.attemptId}`, customer);
    expect(status).toBe(200);
    const r = body.data;
    expect(r.attempt).toMatchObject({
      id: DEMO_ATTEMPT_FACTS.attemptId,
      number: 1,
      status: "submitted",
      score: 3,
      maxScore: 6,
      pendingCount: 1,
    });
    expect(r.examination).toMatchObject({ id: EXAM_SEED_FACTS.exerciseId, kind: "exercise", lessonId: EXAM_SEED_FACTS.exerciseLessonId });
    expect(r.questions.map((q: LooseJson) => q.result)).toEqual(["correct", "incorrect", "correct", "correct", "pending"]);
    const wrong = r.questions[DEMO_ATTEMPT_FACTS.wrongNumber - 1];
    const chosen = wrong.options.find((o: LooseJson) => wrong.answer.optionIds.includes(o.id));
    expect(chosen.text).toBe(DEMO_ATTEMPT_FACTS.wrongAnswer);
    expect(wrong.options.find((o: LooseJson) => o.isCorrect).text).toBe(DEMO_ATTEMPT_FACTS.wrongCorrectAnswer);
    expect(r.questions[4].pointsAwarded).toBeNull();
    expect(r.attempts.map((a: LooseJson) => a.id)).toEqual([DEMO_ATTEMPT_FACTS.attemptId]);
  });

  it("is another learner's: 404 ATTEMPT_NOT_FOUND", async () => {
    const { status, body } = await call("GET", `/api/Examination/ReviewExam/${DEMO_ATTEMPT_FACTS.attemptId}`, collaborator);
    expect(status).toBe(404);
    expect(body.errorCode).toBe("ATTEMPT_NOT_FOUND");
  });
});

it("an open attempt's review answers 409 REVIEW_NOT_READY naming the attempt and its examination", async () => {
  const started = await call("POST", `/api/Examination/DoExam/${EXAM_SEED_FACTS.previewExerciseId}`, collaborator, {});
  expect(started.status).toBe(200);
  const { status, body } = await call("GET", `/api/Examination/ReviewExam/${started.body.data.id}`, collaborator);
  expect(status).toBe(409);
  expect(body).toMatchObject({
    errorCode: "REVIEW_NOT_READY",
    data: { attemptId: started.body.data.id, examinationId: EXAM_SEED_FACTS.previewExerciseId },
  });
});
