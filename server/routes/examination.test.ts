/**
 * The question bank over real HTTP (docs/openapi.yaml "Exercises and exams", ADR 0014): the public lists of a
 * lesson's exercises and a course's exams (active questions counted, `position` order, 404/400), and
 * Detail — the questions of an exercise or exam without a trace of the answers, open to any signed-in
 * user for a preview lesson's exercise, to the course's owners otherwise (403 with the product to buy).
 * Plus the seed's sanity: every question answerable, every exercise on a lesson of its own course.
 */
import { hashSync } from "bcryptjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examinations, lessons, questionAnswerKeys, questionOptions, questions } from "../db/schema";
import { insertUser } from "../data/users";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { EXAM_SEED_FACTS as F } from "../seed/examinations";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let fresh: string; // a new account that owns no course
let lan: string; // the demo customer, owner of course 1

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "examination-test-secret-0123456789abcdef" }, listen: true });
  insertUser(t.db, { email: "moi.bank@example.vn", name: "Đỗ Thu Trang", passwordHash: hashSync("MatKhau@123", 4), isActive: true });
  fresh = await t.login("moi.bank@example.vn", "MatKhau@123");
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = null) => t.api("GET", url, token);

describe("GET /api/Examination/GetAssignments", () => {
  it("lists a lesson's exercises in position order, with or without the trailing slash", async () => {
    for (const url of [
      `/api/Examination/GetAssignments/?lessonId=${F.twoExercisesLessonId}`,
      `/api/Examination/GetAssignments?lessonId=${F.twoExercisesLessonId}`,
    ]) {
      const { status, body, headers } = await get(url);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBeNull(); // public metadata, cacheable as the library's lists
      expect(body.data.map((e: LooseJson) => e.id)).toEqual([...F.twoExercisesIds]);
      expect(body.data.map((e: LooseJson) => e.position)).toEqual([1, 2]);
    }
  });

  it("shows titles, counts and points only — of the active questions", async () => {
    const { body } = await get(`/api/Examination/GetAssignments/?lessonId=${F.previewLessonId}`);
    expect(body.data).toEqual([
      {
        id: F.previewExerciseId,
        kind: "exercise",
        title: "Bài tập: Làm quen với khóa học",
        courseId: F.courseId,
        lessonId: F.previewLessonId,
        questionsCount: 4,
        totalPoints: 4,
        timeLimitSeconds: null,
        maxAttempts: null,
        position: 1,
      },
    ]);
    // Exercise 3 has four questions, one retired: three counted. Exercise 2: 4 × 1 point + an essay of 2.
    const [three] = (await get("/api/Examination/GetAssignments/?lessonId=3")).body.data;
    expect(three).toMatchObject({ id: F.exerciseWithInactiveId, questionsCount: 3, totalPoints: 3 });
    const [two] = (await get(`/api/Examination/GetAssignments/?lessonId=${F.exerciseLessonId}`)).body.data;
    expect(two).toMatchObject({ id: F.exerciseId, questionsCount: 5, totalPoints: 6 });
  });

  it("answers an empty list for a lesson without exercises, 404 for an unknown lesson, 400 for a bad id", async () => {
    expect((await get(`/api/Examination/GetAssignments/?lessonId=${F.lessonWithoutExercisesId}`)).body.data).toEqual([]);
    const unknown = await get("/api/Examination/GetAssignments/?lessonId=99999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: "LESSON_NOT_FOUND", errorMessage: "Không tìm thấy bài học" });
    for (const bad of ["", "?lessonId=", "?lessonId=0", "?lessonId=-1", "?lessonId=abc", "?lessonId=1.5", "?lessonId=99999999999"]) {
      const res = await get(`/api/Examination/GetAssignments/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errorCode).toBe("VALIDATION_FAILED");
    }
  });
});

describe("GET /api/Examination/GetExaminations", () => {
  it("lists a course's exams with their time limit and attempts", async () => {
    for (const url of [
      `/api/Examination/GetExaminations/?courseId=${F.courseId}`,
      `/api/Examination/GetExaminations?courseId=${F.courseId}`,
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(body.data).toEqual([
        {
          id: F.examId,
          kind: "exam",
          title: "Kiểm tra giữa kỳ: Giới hạn và liên tục",
          courseId: F.courseId,
          lessonId: null,
          questionsCount: 4,
          totalPoints: 7,
          timeLimitSeconds: F.examTimeLimitSeconds,
          maxAttempts: F.examMaxAttempts,
          position: 1,
        },
      ]);
    }
    const [python] = (await get("/api/Examination/GetExaminations/?courseId=2")).body.data;
    expect(python).toMatchObject({ id: F.course2ExamId, kind: "exam", courseId: 2, timeLimitSeconds: 30 * 60, maxAttempts: 3 });
  });

  it("answers 404 NOT_FOUND for an unknown course and 400 for a bad id", async () => {
    const unknown = await get("/api/Examination/GetExaminations/?courseId=9999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: "NOT_FOUND", errorMessage: "Không tìm thấy khóa học" });
    for (const bad of ["", "?courseId=0", "?courseId=x", "?lessonId=1"]) {
      expect((await get(`/api/Examination/GetExaminations/${bad}`)).status, bad).toBe(400);
    }
  });
});

describe("GET /api/Examination/Detail/{id}", () => {
  /** Every answer-revealing text of examination `id`: correct option texts are shown anyway, so keys and explanations. */
  function secretsOf(id: number) {
    const qs = t.db.select().from(questions).where(eq(questions.examinationId, id)).all();
    const keys = qs.flatMap((q) =>
      t.db
        .select()
        .from(questionAnswerKeys)
        .where(eq(questionAnswerKeys.questionId, q.id))
        .all()
        .map((k) => k.text),
    );
    return { keys, explanations: qs.map((q) => q.explanationHtml).filter(Boolean) };
  }

  it("gives the questions of a preview lesson's exercise to any signed-in user, without an answer", async () => {
    expect((await get(`/api/Examination/Detail/${F.exerciseId}`, fresh)).body.data.isPreview).toBe(true); // lesson 2 is a preview too
    const { status, body, headers } = await get(`/api/Examination/Detail/${F.previewExerciseId}`, fresh);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const d = body.data;
    expect(d).toMatchObject({
      id: F.previewExerciseId,
      kind: "exercise",
      courseId: F.courseId,
      lessonId: F.previewLessonId,
      courseTitle: "Giải tích 1 – Bài giảng video",
      lessonTitle: "Giới thiệu khóa học",
      isPreview: true,
      questionsCount: 4,
      totalPoints: 4,
    });
    expect(d.descriptionHtml).toContain("<p>");
    expect(d.questionActives.map((q: LooseJson) => [q.number, q.kind, q.maxLength])).toEqual([
      [1, "single", null],
      [2, "multiple", null],
      [3, "short", 200],
      [4, "short", 200],
    ]);
    expect(d.questionActives[0].options.map((o: LooseJson) => Object.keys(o).sort())).toEqual(Array(4).fill(["id", "text"]));
    const json = JSON.stringify(body);
    expect(json).not.toMatch(/isCorrect|explanation|answerKeys|acceptedAnswers|accentsOptional/);
    const { keys, explanations } = secretsOf(F.previewExerciseId);
    for (const secret of [...keys.filter((k) => k.length > 2), ...explanations]) expect(json).not.toContain(secret);
  });

  it("leaves retired questions out and numbers the active ones from 1", async () => {
    const { body } = await get(`/api/Examination/Detail/${F.exerciseWithInactiveId}`, lan);
    const all = t.db.select().from(questions).where(eq(questions.examinationId, F.exerciseWithInactiveId)).all();
    const retired = all.filter((q) => !q.isActive).map((q) => q.id);
    expect(retired).toHaveLength(1);
    expect(body.data.questionActives.map((q: LooseJson) => q.number)).toEqual([1, 2, 3]);
    expect(body.data.questionActives.map((q: LooseJson) => q.id)).not.toContain(retired[0]);
    expect(JSON.stringify(body)).not.toContain("Câu hỏi cũ đã được thay thế");
  });

  it("gives an exam and a locked lesson's exercise to the course's owner, with length limits of typed answers", async () => {
    const exam = await get(`/api/Examination/Detail/${F.examId}`, lan);
    expect(exam.status).toBe(200);
    expect(exam.body.data).toMatchObject({
      kind: "exam",
      lessonId: null,
      lessonTitle: null,
      isPreview: false,
      timeLimitSeconds: 1200,
      maxAttempts: 3,
    });
    expect(exam.body.data.questionActives.map((q: LooseJson) => [q.kind, q.points, q.maxLength])).toEqual([
      ["single", 1, null],
      ["multiple", 1, null],
      ["short", 2, 200],
      ["essay", 3, 10_000],
    ]);
    expect(exam.body.data.questionActives[3].options).toEqual([]);
    const exercise = await get(`/api/Examination/Detail/${F.exerciseId}`, lan);
    expect(exercise.status).toBe(200);
    const json = JSON.stringify(exercise.body);
    for (const secret of [...secretsOf(F.exerciseId).explanations, "isCorrect"]) expect(json).not.toContain(secret);
  });

  it("refuses an exam and a locked lesson's exercise to a non-owner with the product that sells the course", async () => {
    const course = await get(`/api/Library/CourseDetail/${F.courseId}`);
    for (const id of [F.lockedExerciseId, F.examId]) {
      const { status, body } = await get(`/api/Examination/Detail/${id}`, fresh);
      expect(status).toBe(403);
      expect(body).toMatchObject({ errorCode: "COURSE_NOT_OWNED", errorMessage: "Bạn chưa sở hữu khóa học này" });
      expect(body.data).toEqual({ courseId: F.courseId, productId: course.body.data.productId });
      expect(body.data.productId).toBeGreaterThan(0);
    }
  });

  it("answers 401 to a guest, 404 to an unknown id and 400 to a bad one", async () => {
    const guest = await get(`/api/Examination/Detail/${F.previewExerciseId}`);
    expect(guest.status).toBe(401);
    const unknown = await get("/api/Examination/Detail/99999", lan);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: "EXAMINATION_NOT_FOUND", errorMessage: "Không tìm thấy bài tập hoặc bài kiểm tra" });
    for (const bad of ["0", "-3", "abc", "1.5", "99999999999"])
      expect((await get(`/api/Examination/Detail/${bad}`, lan)).status, bad).toBe(400);
  });
});

describe("the seeded question bank", () => {
  it("has answerable questions, exercises on lessons of their own course and enough of both kinds", () => {
    const exams = t.db.select().from(examinations).all();
    const exercises = exams.filter((e) => e.kind === "exercise");
    const timed = exams.filter((e) => e.kind === "exam");
    expect(exercises.length).toBeGreaterThanOrEqual(20);
    expect(timed.length).toBeGreaterThanOrEqual(5);
    expect([exercises.length, timed.length]).toEqual([F.exercisesCount, F.examsCount]);
    const lessonCourse = new Map(
      t.db
        .select()
        .from(lessons)
        .all()
        .map((l) => [l.id, l.courseId]),
    );
    for (const e of exercises) {
      expect(e.lessonId, e.title).not.toBeNull();
      expect(lessonCourse.get(e.lessonId!), e.title).toBe(e.courseId);
      expect([e.timeLimitSeconds, e.maxAttempts], e.title).toEqual([null, null]);
    }
    for (const e of timed) {
      expect(e.lessonId, e.title).toBeNull();
      expect(e.timeLimitSeconds!, e.title).toBeGreaterThanOrEqual(15 * 60);
      expect(e.timeLimitSeconds!, e.title).toBeLessThanOrEqual(45 * 60);
      expect([2, 3], e.title).toContain(e.maxAttempts);
    }
    // Every course has exactly one exam; every course has exercises.
    expect(new Set(timed.map((e) => e.courseId)).size).toBe(timed.length);
    expect(new Set(exercises.map((e) => e.courseId)).size).toBe(F.examsCount);
    const options = t.db.select().from(questionOptions).all();
    const keys = t.db.select().from(questionAnswerKeys).all();
    for (const q of t.db.select().from(questions).all()) {
      const own = options.filter((o) => o.questionId === q.id);
      const correct = own.filter((o) => o.isCorrect).length;
      const ownKeys = keys.filter((k) => k.questionId === q.id);
      const where = `question ${q.id} (${q.kind})`;
      expect(q.points, where).toBeGreaterThan(0);
      if (q.kind === "single") expect(correct, where).toBe(1);
      if (q.kind === "multiple") expect(correct, where).toBeGreaterThanOrEqual(1);
      if (q.kind === "single" || q.kind === "multiple") expect(own.length, where).toBeGreaterThanOrEqual(2);
      else expect(own, where).toEqual([]);
      if (q.kind === "short") expect(ownKeys.length, where).toBeGreaterThanOrEqual(1);
      else expect(ownKeys, where).toEqual([]);
      if (q.isActive) expect(q.explanationHtml, where).not.toBe("");
    }
    // Every examination has at least two active questions.
    for (const e of exams) {
      const active = t.db
        .select()
        .from(questions)
        .where(eq(questions.examinationId, e.id))
        .all()
        .filter((q) => q.isActive);
      expect(active.length, e.title).toBeGreaterThanOrEqual(2);
    }
  });
});
