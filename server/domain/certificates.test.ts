/**
 * Certificates (ADR 0028): the code's alphabet and randomness, the pass threshold in integers, the
 * completion rule (stored for course 14, the default for course 1) and when a course is complete.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examAttempts, lessonProgress } from "../db/schema";
import { CERTIFICATE_SEED_FACTS as F, EXAM_SEED_FACTS } from "../seed/examinations";
import { COURSE_SEED_FACTS } from "../seed/courses";
import { testApp, type TestApp } from "../testing/app";
import { vietnamDateWords } from "./certificate-pdf";
import { CERTIFICATE_CODE_PATTERN, completionRule, isCourseComplete, newCertificateCode, passes } from "./certificates";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

describe("codes", () => {
  it("are 16 Crockford base32 characters, all different over a thousand draws", () => {
    const codes = Array.from({ length: 1000 }, newCertificateCode);
    for (const c of codes) expect(c).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(1000);
    // Every character of the alphabet turns up (a biased generator would miss some).
    expect(new Set(codes.join("")).size).toBe(32);
  });

  it("the pattern refuses lower case, I/L/O/U, other lengths", () => {
    for (const bad of [
      "7k4q9xrt2hvb3pnm",
      "IK4Q9XRT2HVB3PNM",
      "OK4Q9XRT2HVB3PNM",
      "UK4Q9XRT2HVB3PNM",
      "7K4Q9XRT2HVB3PN",
      "7K4Q9XRT2HVB3PNMM",
    ])
      expect(bad).not.toMatch(CERTIFICATE_CODE_PATTERN);
  });
});

describe("the pass threshold", () => {
  it("is reached exactly at the percentage, in integers", () => {
    expect(passes(3, 6, 50)).toBe(true);
    expect(passes(2, 6, 50)).toBe(false);
    expect(passes(2, 3, 67)).toBe(false); // 66.7 %
    expect(passes(0, 0, 50)).toBe(true);
  });
});

describe("completion rules", () => {
  it("course 14: its stored rule (lesson 146, exam 50 at 50 %)", () => {
    expect(completionRule(t.db, F.courseId)).toEqual({ lessonIds: [...F.ruleLessonIds], finalExam: { id: F.examId, passPercent: 50 } });
  });

  it("course 1: the default (every lesson, its last exam)", () => {
    const rule = completionRule(t.db, COURSE_SEED_FACTS.courseId);
    expect(rule.lessonIds).toHaveLength(COURSE_SEED_FACTS.courseLessonsCount);
    expect(rule.finalExam).toEqual({ id: EXAM_SEED_FACTS.examId, passPercent: 50 });
  });

  it("complete only with the lessons done and a closed attempt at or over the threshold", () => {
    const userId = 3;
    expect(isCourseComplete(t.db, userId, F.courseId)).toBe(false);
    t.db
      .insert(lessonProgress)
      .values({ userId, lessonId: F.ruleLessonIds[0]!, courseId: F.courseId, completedAt: "2026-11-01T00:00:00.000Z" })
      .run();
    expect(isCourseComplete(t.db, userId, F.courseId)).toBe(false);
    const attempt = (number: number, score: number, status: "open" | "submitted") =>
      t.db
        .insert(examAttempts)
        .values({ examinationId: F.examId, userId, number, status, startedAt: "2026-11-01T00:00:00.000Z", score, maxScore: 6 })
        .run();
    attempt(1, 2, "submitted");
    expect(isCourseComplete(t.db, userId, F.courseId)).toBe(false);
    attempt(2, 6, "open"); // an open attempt's score does not count
    expect(isCourseComplete(t.db, userId, F.courseId)).toBe(false);
    attempt(3, 3, "submitted");
    expect(isCourseComplete(t.db, userId, F.courseId)).toBe(true);
  });
});

it("the PDF's date is Vietnam's calendar day", () => {
  expect(vietnamDateWords("2026-11-27T17:30:00.000Z")).toBe("ngày 28 tháng 11 năm 2026");
  expect(vietnamDateWords("2026-11-27T16:59:00.000Z")).toBe("ngày 27 tháng 11 năm 2026");
});
