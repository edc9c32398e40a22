/**
 * View helpers of the learning area (ADR 0013): lesson durations and the paths of course,
 * lesson and textbook pages — public (`/thu-vien/…`), the learner's own (`/khoa-hoc`, `/bai-hoc`) and
 * their chrome-less mobile twins (spec §2). Pure; shared by the route modules of the area.
 */

/** Which family of pages a link stays in: public library, the learner's own, or a mobile view of either. */
export type LearningView = "public" | "mobile" | "learner" | "mobileLearner";

/** Path of course `id`'s page in `view` (spec §2). */
export function coursePath(id: number, view: LearningView = "public"): string {
  switch (view) {
    case "public":
      return `/thu-vien/khoa-hoc/${id}`;
    case "mobile":
      return `/mobile/course/${id}`;
    case "learner":
      return `/khoa-hoc/${id}`;
    case "mobileLearner":
      return `/mobile/mycourse/${id}`;
  }
}

/** Path of lesson `id`'s page in `view` (spec §2). */
export function lessonPath(id: number, view: LearningView = "public"): string {
  switch (view) {
    case "public":
      return `/thu-vien/bai-hoc/${id}`;
    case "mobile":
      return `/mobile/lesson/${id}`;
    case "learner":
      return `/bai-hoc/${id}`;
    case "mobileLearner":
      return `/mobile/mycourse/lesson/${id}`;
  }
}

/**
 * A lesson's length for people: `seconds` (integer ≥ 0) as `m:ss`, or `h:mm:ss` from one hour
 * (`605` → `10:05`, `3725` → `1:02:05`).
 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** A course's total length in words: `seconds` → `2 giờ 15 phút`, `45 phút` (rounded to the minute, at least 1). */
export function formatTotalDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} phút`;
  return m === 0 ? `${h} giờ` : `${h} giờ ${m} phút`;
}

/** The accessible text of a duration (`10:05` → `10 phút 5 giây`) for screen readers. */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h ? `${h} giờ` : "", m ? `${m} phút` : "", s % 60 ? `${s % 60} giây` : ""].filter(Boolean);
  return parts.length ? parts.join(" ") : "0 giây";
}

// The paths of the exercise and exam pages (spec §2, ADR 0014). Both public and
// learner views use the same pages; the two mobile views use the chrome-less twins.

const isMobile = (view: LearningView) => view === "mobile" || view === "mobileLearner";

/** Path of exercise `id`'s page: `/bai-tap/{id}`, in mobile views `/mobile/exercise/{id}`. */
export function exercisePath(id: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/exercise/${id}` : `/bai-tap/${id}`;
}

/** Path of exam `id`'s page: `/bai-kiem-tra/{id}`, in mobile views `/mobile/exam/{id}`. */
export function examPath(id: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/exam/${id}` : `/bai-kiem-tra/${id}`;
}

/** Path of the review of exercise attempt `attemptId`: `/bai-tap-cua-toi/{id}`, in mobile views `/mobile/myExercise/{id}`. */
export function myExercisePath(attemptId: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/myExercise/${attemptId}` : `/bai-tap-cua-toi/${attemptId}`;
}

/** Path of the review of exam attempt `attemptId`: `/bai-kiem-tra-cua-toi/{id}`, in mobile views `/mobile/myexam/{id}`. */
export function myExamPath(attemptId: number, view: LearningView = "learner"): string {
  return isMobile(view) ? `/mobile/myexam/${attemptId}` : `/bai-kiem-tra-cua-toi/${attemptId}`;
}
