/**
 * Data access of the question bank (ADR 0014; migration 0008): one examination with where it
 * belongs (course title, lesson title and whether the lesson is a free preview), and its active
 * questions with options and answer keys. These rows hold the answers (`isCorrect`, keys): only
 * the grading and the review may pass them on; server/domain/examinations.ts shapes what leaves.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { courses, examinations, lessons, questionAnswerKeys, questionOptions, questions } from "../db/schema";
import type { DbOrTx } from "./tx";

/** An examination row with its course title and, for an exercise, its lesson's title and preview flag. */
export interface ExaminationRow {
  examination: typeof examinations.$inferSelect;
  courseTitle: string;
  lessonTitle: string | null;
  /** The exercise's lesson is a free preview (false for exams). */
  lessonIsPreview: boolean;
}

/** One examination by id with where it belongs, or undefined. */
export function findExamination(db: DbOrTx, id: number): ExaminationRow | undefined {
  const row = db
    .select({ examination: examinations, courseTitle: courses.title, lessonTitle: lessons.title, lessonIsPreview: lessons.isPreview })
    .from(examinations)
    .innerJoin(courses, eq(courses.id, examinations.courseId))
    .leftJoin(lessons, eq(lessons.id, examinations.lessonId))
    .where(eq(examinations.id, id))
    .get();
  return row && { ...row, lessonIsPreview: row.lessonIsPreview ?? false };
}

/** An active question with its options (display order, with `isCorrect`) and accepted answers (key order). */
export interface QuestionWithKeys {
  question: typeof questions.$inferSelect;
  /** 1-based place among the active questions (the storefront's `Câu {n}`). */
  number: number;
  options: (typeof questionOptions.$inferSelect)[];
  answerKeys: string[];
}

/** The active questions of examination `examinationId` in `position` order, with options and keys (3 queries). */
export function activeQuestionsWithKeys(db: DbOrTx, examinationId: number): QuestionWithKeys[] {
  const rows = db
    .select()
    .from(questions)
    .where(and(eq(questions.examinationId, examinationId), eq(questions.isActive, true)))
    .orderBy(asc(questions.position), asc(questions.id))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((q) => q.id);
  const options = db
    .select()
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, ids))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id))
    .all();
  const keys = db
    .select()
    .from(questionAnswerKeys)
    .where(inArray(questionAnswerKeys.questionId, ids))
    .orderBy(asc(questionAnswerKeys.id))
    .all();
  return rows.map((question, i) => ({
    question,
    number: i + 1,
    options: options.filter((o) => o.questionId === question.id),
    answerKeys: keys.filter((k) => k.questionId === question.id).map((k) => k.text),
  }));
}

// The lists of a lesson's exercises and a course's exams.

/** An examination row with the number and total points of its active questions (a list row). */
export interface ExaminationListRow {
  examination: typeof examinations.$inferSelect;
  questionsCount: number;
  totalPoints: number;
}

/** Examinations matching `where` in `position` order (then id), with their active questions counted (1 query). */
function listWithCounts(db: DbOrTx, where: SQL | undefined): ExaminationListRow[] {
  return db
    .select({
      examination: examinations,
      questionsCount: sql<number>`count(${questions.id})`.mapWith(Number),
      totalPoints: sql<number>`coalesce(sum(${questions.points}), 0)`.mapWith(Number),
    })
    .from(examinations)
    .leftJoin(questions, and(eq(questions.examinationId, examinations.id), eq(questions.isActive, true)))
    .where(where)
    .groupBy(examinations.id)
    .orderBy(asc(examinations.position), asc(examinations.id))
    .all();
}

/** The exercises of lesson `lessonId` in `position` order, with active question counts and points. */
export function exercisesOfLesson(db: DbOrTx, lessonId: number): ExaminationListRow[] {
  return listWithCounts(db, and(eq(examinations.lessonId, lessonId), eq(examinations.kind, "exercise")));
}

/** The exams of course `courseId` in `position` order, with active question counts and points. */
export function examsOfCourse(db: DbOrTx, courseId: number): ExaminationListRow[] {
  return listWithCounts(db, and(eq(examinations.courseId, courseId), eq(examinations.kind, "exam")));
}

/** Whether course `courseId` exists. */
export function courseExists(db: DbOrTx, courseId: number): boolean {
  return db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).get() !== undefined;
}
