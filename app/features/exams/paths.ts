/**
 * Paths of the exercise and exam pages (issue 14, spec §2), for the review pages. The same four
 * functions as helper A's app/features/learning/learning.ts (contract-14 "Lists"); this file goes
 * once i14-a is merged.
 */
import type { LearningView } from "~/features/learning/learning";

const isMobile = (view: LearningView) => view === "mobile" || view === "mobileLearner";

/** `/bai-tap/{id}` or, in a mobile view, `/mobile/exercise/{id}`. */
export function exercisePath(id: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/exercise/${id}` : `/bai-tap/${id}`;
}

/** `/bai-kiem-tra/{id}` or, in a mobile view, `/mobile/exam/{id}`. */
export function examPath(id: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/exam/${id}` : `/bai-kiem-tra/${id}`;
}

/** Review of exercise attempt `attemptId`: `/bai-tap-cua-toi/{id}` or `/mobile/myExercise/{id}`. */
export function myExercisePath(attemptId: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/myExercise/${attemptId}` : `/bai-tap-cua-toi/${attemptId}`;
}

/** Review of exam attempt `attemptId`: `/bai-kiem-tra-cua-toi/{id}` or `/mobile/myexam/{id}`. */
export function myExamPath(attemptId: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/myexam/${attemptId}` : `/bai-kiem-tra-cua-toi/${attemptId}`;
}
