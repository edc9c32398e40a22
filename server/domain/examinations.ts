/**
 * Who may take which exercise or exam (issue 14, ADR 0014). An exam, and an exercise of a lesson
 * that is not a free preview, belongs to the learners who own its course (`user_courses`, ADR 0013);
 * an exercise of a preview lesson is open to any signed-in user. Helpers A (bank: lists, Detail) and
 * B (attempts) build on {@link requireExaminationAccess}.
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { findExamination, type ExaminationRow } from "../data/examinations";
import { ownedCourseGrant, sellingProducts } from "../data/user-courses";

/** 404 EXAMINATION_NOT_FOUND `Không tìm thấy bài tập hoặc bài kiểm tra`. */
export function examinationNotFound(): ApiError {
  return new ApiError(404, "EXAMINATION_NOT_FOUND", "Không tìm thấy bài tập hoặc bài kiểm tra");
}

/**
 * The examination `id` if `userId` may take it.
 * @throws ApiError 404 EXAMINATION_NOT_FOUND (unknown id); 403 COURSE_NOT_OWNED
 *   `Bạn chưa sở hữu khóa học này` with `data {courseId, productId}` (the first product selling the
 *   course, or null) when the learner does not own the course and it is not a preview lesson's exercise.
 */
export function requireExaminationAccess(db: Db, userId: number, id: number): ExaminationRow {
  const row = findExamination(db, id);
  if (!row) throw examinationNotFound();
  const { examination } = row;
  const open = examination.kind === "exercise" && row.lessonIsPreview;
  if (!open && ownedCourseGrant(db, userId, examination.courseId) === null) {
    const productId = sellingProducts(db, [examination.courseId]).get(examination.courseId)?.id ?? null;
    throw new ApiError(403, "COURSE_NOT_OWNED", "Bạn chưa sở hữu khóa học này", { courseId: examination.courseId, productId });
  }
  return row;
}
