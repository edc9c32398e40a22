/**
 * Who may take which exercise or exam (ADR 0014). An exam, and an exercise of a lesson
 * that is not a free preview, belongs to the learners who own its course (`user_courses`, ADR 0013);
 * an exercise of a preview lesson is open to any signed-in user. Helpers A (bank: lists, Detail) and
 * B (attempts) build on {@link requireExaminationAccess}.
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import {
  activeQuestionsWithKeys,
  courseExists,
  examsOfCourse,
  exercisesOfLesson,
  findExamination,
  type ExaminationListRow,
  type ExaminationRow,
} from "../data/examinations";
import { findLessonRow } from "../data/courses";
import { MAX_ESSAY_CHARS, MAX_SHORT_ANSWER_CHARS } from "../constants";
import { lessonNotFound } from "./library";
import { MAX_NUMERICAL_CHARS } from "./grading";
import { parseStructuredSpec, structuredView, type ClozeView, type MatchingView, type OrderingView } from "./structured-questions";
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

// The bank as it leaves the upstream — the lists and Detail (no answers).

/**
 * An exercise or exam as the lists show it (contract 14 `ExaminationSummary`): `questionsCount` and
 * `totalPoints` count the active questions only; `timeLimitSeconds` (seconds) and `maxAttempts` are
 * null for exercises; `lessonId` null for exams; `position` orders it in its lesson or course.
 */
export interface ExaminationSummary {
  id: number;
  kind: "exercise" | "exam";
  title: string;
  courseId: number;
  lessonId: number | null;
  questionsCount: number;
  totalPoints: number;
  timeLimitSeconds: number | null;
  maxAttempts: number | null;
  position: number;
}

/** A list row as {@link ExaminationSummary}. */
function toExaminationSummary(row: ExaminationListRow): ExaminationSummary {
  const e = row.examination;
  return {
    id: e.id,
    kind: e.kind,
    title: e.title,
    courseId: e.courseId,
    lessonId: e.lessonId,
    questionsCount: row.questionsCount,
    totalPoints: row.totalPoints,
    timeLimitSeconds: e.timeLimitSeconds,
    maxAttempts: e.maxAttempts,
    position: e.position,
  };
}

/**
 * The exercises of lesson `lessonId` in order (`GET /api/Examination/GetAssignments/?lessonId=`;
 * public: titles, counts and points only).
 * @throws ApiError 404 LESSON_NOT_FOUND `Không tìm thấy bài học` when the lesson is unknown.
 */
export function listLessonExercises(db: Db, lessonId: number): ExaminationSummary[] {
  if (!findLessonRow(db, lessonId)) throw lessonNotFound();
  return exercisesOfLesson(db, lessonId).map(toExaminationSummary);
}

/**
 * The exams of course `courseId` in order (`GET /api/Examination/GetExaminations/?courseId=`; public).
 * @throws ApiError 404 NOT_FOUND `Không tìm thấy khóa học` when the course is unknown.
 */
export function listCourseExams(db: Db, courseId: number): ExaminationSummary[] {
  if (!courseExists(db, courseId)) throw new ApiError(404, "NOT_FOUND", "Không tìm thấy khóa học");
  return examsOfCourse(db, courseId).map(toExaminationSummary);
}

/**
 * An active question as the learner sees it before submitting (contract 14 `QuestionActive`, spec §3
 * `questionActives`): never `isCorrect`, answer keys or the explanation. `maxLength` is the most
 * characters of a typed answer (short MAX_SHORT_ANSWER_CHARS, essay MAX_ESSAY_CHARS; null for choices).
 */
interface QuestionActive {
  id: number;
  number: number;
  kind: "single" | "multiple" | "short" | "essay" | "numerical" | "matching" | "ordering" | "cloze";
  /** Numerical questions: the unit the answer is in (shown beside the field; null = none, or another kind). */
  unit: string | null;
  promptHtml: string;
  points: number;
  maxLength: number | null;
  options: { id: number; text: string }[];
  /** Matching questions: the prompts (one select each) and the choices; null for other kinds. */
  matching: MatchingView | null;
  /** Ordering questions: the items in display order (one rank select each); null for other kinds. */
  ordering: OrderingView | null;
  /** Cloze questions: the text cut at its blanks and the blanks; null for other kinds. */
  cloze: ClozeView | null;
}

/** `GET /api/Examination/Detail/{id}`: the summary, description, where it belongs, the active questions. */
export interface ExaminationDetail extends ExaminationSummary {
  descriptionHtml: string;
  courseTitle: string;
  lessonTitle: string | null;
  /** The exercise's lesson is a free preview (any signed-in user may do it); false for exams. */
  isPreview: boolean;
  questionActives: QuestionActive[];
}

/** The longest answer accepted per question kind (characters); null where the answer is chosen, not typed. */
export const MAX_ANSWER_LENGTH = {
  single: null,
  multiple: null,
  short: MAX_SHORT_ANSWER_CHARS,
  essay: MAX_ESSAY_CHARS,
  numerical: MAX_NUMERICAL_CHARS,
  matching: null,
  ordering: null,
  cloze: null,
} as const;

/**
 * Examination `id` for learner `userId` with its active questions (answers mapped away).
 * @throws ApiError 404 EXAMINATION_NOT_FOUND; 403 COURSE_NOT_OWNED `{courseId, productId}` ({@link requireExaminationAccess}).
 */
export function examinationDetail(db: Db, userId: number, id: number): ExaminationDetail {
  const row = requireExaminationAccess(db, userId, id);
  const active = activeQuestionsWithKeys(db, id);
  const questionActives: QuestionActive[] = active.map(({ question, number, options }) => ({
    id: question.id,
    number,
    kind: question.kind,
    unit: question.kind === "numerical" ? question.numericUnit : null,
    promptHtml: question.promptHtml,
    points: question.points,
    maxLength: MAX_ANSWER_LENGTH[question.kind],
    options: options.map((o) => ({ id: o.id, text: o.text })),
    ...structuredView(parseStructuredSpec(question.kind, question.specJson)),
  }));
  const summary = toExaminationSummary({
    examination: row.examination,
    questionsCount: questionActives.length,
    totalPoints: questionActives.reduce((sum, q) => sum + q.points, 0),
  });
  return {
    ...summary,
    descriptionHtml: row.examination.descriptionHtml,
    courseTitle: row.courseTitle,
    lessonTitle: row.lessonTitle,
    isPreview: row.examination.kind === "exercise" && row.lessonIsPreview,
    questionActives,
  };
}
