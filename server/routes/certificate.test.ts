/**
 * Completion and certificates end to end on the upstream (ADR 0028): a learner owning course 14
 * marks its rule's lesson done and passes its exam → one certificate, listed by Mine, verifiable by
 * anyone, its PDF for the owner only; made-up and tampered codes 404; the timed exam's review hides
 * right answers until it closes; the numerical exercise grades within tolerance right, outside wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { examinations, questionOptions, questions, userCourses } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { DEMO_CERTIFICATE_FACTS } from "../seed/certificates";
import { CERTIFICATE_SEED_FACTS as F, getExaminationSeed } from "../seed/examinations";
import { LEARNER_SEED_FACTS } from "../seed/user-courses";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let now = new Date("2026-11-28T08:00:00.000Z");
let customer: string;
let collaborator: string;

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "certificate-test-secret-0123456789abcdef" }, clock: () => now });
  customer = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  collaborator = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
  // The demo customer owns course 14 as if bought with their course order.
  t.db
    .insert(userCourses)
    .values({
      userId: LEARNER_SEED_FACTS.customerId,
      courseId: F.courseId,
      orderId: LEARNER_SEED_FACTS.orderId,
      grantedAt: now.toISOString(),
    })
    .run();
});

afterAll(async () => {
  await t?.close();
});

async function call(method: "GET" | "POST", url: string, token: string | null, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  return {
    status: res.statusCode,
    body: (String(res.headers["content-type"] ?? "").includes("json") ? res.json() : null) as LooseJson,
    res,
  };
}

const optionId = (questionId: number, text: string) =>
  t.db
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .all()
    .find((o) => o.text === text)!.id;

it("the seed ids are the bank's", () => {
  const bank = getExaminationSeed();
  const exams = bank.examinations.filter((e) => e.courseId === F.courseId && e.kind === "exam");
  expect(exams.map((e) => e.id)).toEqual([F.examId]);
  expect(bank.examinations.find((e) => e.id === F.numericalExerciseId)).toMatchObject({ lessonId: F.numericalLessonId, kind: "exercise" });
  expect(t.db.select().from(examinations).where(eq(examinations.id, F.examId)).get()?.closesAt).toBe(F.examClosesAt);
});

describe("numerical answers", () => {
  it("within the tolerance right, outside wrong, junk wrong (never 5xx); the review shows the key and unit", async () => {
    const started = await call("POST", `/api/Examination/DoExam/${F.numericalExerciseId}`, customer);
    expect(started.status).toBe(200);
    const qs = t.db.select().from(questions).where(eq(questions.examinationId, F.numericalExerciseId)).all();
    const answers = [
      { questionId: qs[0]!.id, text: "9,8 m/s²" },
      { questionId: qs[1]!.id, text: "61" },
      { questionId: qs[2]!.id, text: "1e400" },
    ];
    const submitted = await call("POST", "/api/Examination/SubmitExam", customer, { attemptId: started.body.data.id, answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.score).toBe(1);
    const review = await call("GET", `/api/Examination/ReviewExam/${started.body.data.id}`, customer);
    const rq = review.body.data.questions as LooseJson[];
    expect(rq.map((q) => q.result)).toEqual(["correct", "incorrect", "incorrect"]);
    expect(rq[0].numerical).toEqual({ unit: "m/s²", value: 9.8, tolerance: 0.05 });
  });

  it("'--1' and '9,8,7' are saved and graded wrong, a text over 40 characters refused with the question named", async () => {
    const started = await call("POST", `/api/Examination/DoExam/${F.numericalExerciseId}`, customer);
    const qs = t.db.select().from(questions).where(eq(questions.examinationId, F.numericalExerciseId)).all();
    const tooLong = await call("POST", `/api/Examination/SaveAnswers/${started.body.data.id}`, customer, {
      answers: [{ questionId: qs[0]!.id, text: "9".repeat(41) }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errorMessage).toContain("Câu 1");
    const answers = [
      { questionId: qs[0]!.id, text: "--1" },
      { questionId: qs[1]!.id, text: "9,8,7" },
      { questionId: qs[2]!.id, text: "19.6" },
    ];
    const submitted = await call("POST", "/api/Examination/SubmitExam", customer, { attemptId: started.body.data.id, answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.score).toBe(1);
  });
});

describe("completion and the certificate", () => {
  let code: string;

  it("no certificate before the rule is met; lesson + passed exam issue exactly one", async () => {
    const before = await call("GET", "/api/Certificate/Mine", customer);
    expect(before.status).toBe(200);
    expect(before.body.data.map((c: LooseJson) => c.courseId)).toEqual([DEMO_CERTIFICATE_FACTS.courseId]);
    expect((await call("POST", `/api/UserCourse/LessonProgress/${F.ruleLessonIds[0]}`, customer, { completed: true })).status).toBe(200);
    expect((await call("GET", "/api/Certificate/Mine", customer)).body.data).toHaveLength(1);

    const started = await call("POST", `/api/Examination/DoExam/${F.examId}`, customer);
    const qs = t.db
      .select()
      .from(questions)
      .where(eq(questions.examinationId, F.examId))
      .all()
      .filter((q) => q.isActive);
    const a = F.examAnswers;
    const answers = [
      { questionId: qs[0]!.id, optionIds: [optionId(qs[0]!.id, a.singleCorrect)] },
      { questionId: qs[1]!.id, text: a.short },
      { questionId: qs[2]!.id, optionIds: a.multipleCorrect.map((x) => optionId(qs[2]!.id, x)) },
      { questionId: qs[3]!.id, text: `${a.numerical.right} ${a.numerical.unit}` },
    ];
    const submitted = await call("POST", "/api/Examination/SubmitExam", customer, { attemptId: started.body.data.id, answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.score).toBe(submitted.body.data.maxScore);

    const mine = (await call("GET", "/api/Certificate/Mine", customer)).body.data as LooseJson[];
    expect(mine).toHaveLength(2);
    const cert = mine.find((c) => c.courseId === F.courseId);
    expect(cert).toMatchObject({ status: "valid", courseTitle: expect.stringContaining("Vật lý"), issuedAt: now.toISOString() });
    expect(cert.holderName).not.toBe("");
    expect(cert.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    code = cert.code;

    // The timed exam's review: correctness and marks, no right answer, no explanation before it closes.
    const reviewed = await call("GET", `/api/Examination/ReviewExam/${started.body.data.id}`, customer);
    expect(reviewed.status, reviewed.res.body).toBe(200);
    const review = reviewed.body.data;
    expect(review.visibility).toMatchObject({ rightAnswer: false, correctness: true });
    for (const q of review.questions) {
      expect(q.result).toBe("correct");
      expect(q.explanationHtml).toBe("");
      expect(q.acceptedAnswers).toEqual([]);
      for (const o of q.options) expect(o.isCorrect).toBeNull();
    }
    expect(review.questions[3].numerical).toEqual({ unit: "s", value: null, tolerance: null });
    // After the close date the right answers show.
    now = new Date(Date.parse(F.examClosesAt) + 1000);
    const then = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const later = (await call("GET", `/api/Examination/ReviewExam/${started.body.data.id}`, then)).body.data;
    expect(later.visibility).toMatchObject({ moment: "closed", rightAnswer: true });
    expect(later.questions[3].numerical.value).toBe(2.02);
    expect(later.questions[0].options.some((o: LooseJson) => o.isCorrect === true)).toBe(true);
    now = new Date("2026-11-28T09:00:00.000Z");
  });

  it("a second pass issues no second certificate", async () => {
    const started = await call("POST", `/api/Examination/DoExam/${F.examId}`, customer);
    expect(started.status).toBe(200);
    expect((await call("GET", "/api/Certificate/Mine", customer)).body.data).toHaveLength(2);
  });

  it("verification is public and shows name, course, date and status only", async () => {
    const v = await call("GET", `/api/Certificate/Verify/${code}`, null);
    expect(v.status).toBe(200);
    expect(Object.keys(v.body.data).sort()).toEqual(["code", "courseTitle", "holderName", "issuedAt", "status"]);
    expect(v.body.data.status).toBe("valid");
  });

  it("made-up, tampered and malformed codes answer 404 CERTIFICATE_NOT_FOUND", async () => {
    const tampered = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
    for (const c of ["ABCDEFGHJKMNPQRS", tampered, code.toLowerCase(), "x", "%27%20OR%201=1", "A".repeat(64), "A".repeat(65)]) {
      const v = await call("GET", `/api/Certificate/Verify/${c}`, null);
      expect(v.status, c).toBe(404);
      expect(v.body.errorCode, c).toBe("CERTIFICATE_NOT_FOUND");
    }
  });

  it("the PDF is the owner's only, with a QR of the storefront's verification URL", async () => {
    const url = `/api/Certificate/Pdf/${code}?verifyBase=${encodeURIComponent("https://nhasach.example.vn")}`;
    const own = await call("GET", url, customer);
    expect(own.status).toBe(200);
    expect(own.res.headers["content-type"]).toBe("application/pdf");
    expect(own.res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", url, collaborator)).status).toBe(404);
    expect((await call("GET", url, null)).status).toBe(401);
    const bad = await call("GET", `/api/Certificate/Pdf/${code}?verifyBase=${encodeURIComponent("javascript:alert(1)")}`, customer);
    expect(bad.status).toBe(400);
    expect((await call("GET", `/api/Certificate/Pdf/${code}`, customer)).status).toBe(400);
  });
});
