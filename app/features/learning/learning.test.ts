import { describe, expect, it } from "vitest";
import {
  coursePath,
  examPath,
  exercisePath,
  formatDuration,
  formatTotalDuration,
  lessonPath,
  myExamPath,
  myExercisePath,
  spokenDuration,
} from "./learning";

describe("learning paths", () => {
  it("keeps each view in its own family of pages (spec §2)", () => {
    expect(coursePath(3)).toBe("/thu-vien/khoa-hoc/3");
    expect(coursePath(3, "learner")).toBe("/khoa-hoc/3");
    expect(coursePath(3, "mobile")).toBe("/mobile/course/3");
    expect(coursePath(3, "mobileLearner")).toBe("/mobile/mycourse/3");
    expect(lessonPath(9)).toBe("/thu-vien/bai-hoc/9");
    expect(lessonPath(9, "learner")).toBe("/bai-hoc/9");
    expect(lessonPath(9, "mobile")).toBe("/mobile/lesson/9");
    expect(lessonPath(9, "mobileLearner")).toBe("/mobile/mycourse/lesson/9");
  });

  it("sends exercises, exams and their reviews to one page per kind, mobile views to their twins", () => {
    for (const view of ["public", "learner"] as const) {
      expect(exercisePath(1, view)).toBe("/bai-tap/1");
      expect(examPath(5, view)).toBe("/bai-kiem-tra/5");
      expect(myExercisePath(7, view)).toBe("/bai-tap-cua-toi/7");
      expect(myExamPath(8, view)).toBe("/bai-kiem-tra-cua-toi/8");
    }
    for (const view of ["mobile", "mobileLearner"] as const) {
      expect(exercisePath(1, view)).toBe("/mobile/exercise/1");
      expect(examPath(5, view)).toBe("/mobile/exam/5");
      expect(myExercisePath(7, view)).toBe("/mobile/myExercise/7");
      expect(myExamPath(8, view)).toBe("/mobile/myexam/8");
    }
  });
});

describe("durations", () => {
  it("formats a lesson's length as m:ss or h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(605)).toBe("10:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(-4)).toBe("0:00");
  });

  it("says a course's total in hours and minutes", () => {
    expect(formatTotalDuration(20)).toBe("1 phút");
    expect(formatTotalDuration(45 * 60)).toBe("45 phút");
    expect(formatTotalDuration(2 * 3600)).toBe("2 giờ");
    expect(formatTotalDuration(2 * 3600 + 15 * 60 + 10)).toBe("2 giờ 15 phút");
  });

  it("spells a duration out for screen readers", () => {
    expect(spokenDuration(605)).toBe("10 phút 5 giây");
    expect(spokenDuration(3600)).toBe("1 giờ");
    expect(spokenDuration(0)).toBe("0 giây");
  });
});
