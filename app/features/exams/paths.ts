/**
 * Paths of the exercise/exam pages and their reviews (spec §2, issue 14 contract) — a local copy of
 * the helpers helper A adds to app/features/learning/learning.ts; replaced by those once merged.
 * Mobile views (`mobile`, `mobileLearner`) stay in the chrome-less `/mobile/…` family.
 */
import type { LearningView } from "~/features/learning/learning";

const isMobile = (view: LearningView) => view === "mobile" || view === "mobileLearner";

/** `/bai-tap/{id}` or `/mobile/exercise/{id}`. */
export function exercisePath(id: number, view: LearningView = "public"): string {
  return isMobile(view) ? `/mobile/exercise/${id}` : `/bai-tap/${id}`;
}

/** `/bai-kiem-tra/{id}` or `/mobile/exam/{id}`. */
export function examPath(id: number, view: LearningView = "public"): string {
  return isMobile(view) ? `/mobile/exam/${id}` : `/bai-kiem-tra/${id}`;
}

/** `/bai-tap-cua-toi/{attemptId}` or `/mobile/myExercise/{attemptId}`. */
export function myExercisePath(attemptId: number, view: LearningView = "public"): string {
  return isMobile(view) ? `/mobile/myExercise/${attemptId}` : `/bai-tap-cua-toi/${attemptId}`;
}

/** `/bai-kiem-tra-cua-toi/{attemptId}` or `/mobile/myexam/{attemptId}`. */
export function myExamPath(attemptId: number, view: LearningView = "public"): string {
  return isMobile(view) ? `/mobile/myexam/${attemptId}` : `/bai-kiem-tra-cua-toi/${attemptId}`;
}
