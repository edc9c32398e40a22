/**
 * Data access of the learners' attempts (ADR 0014; migration 0008 `exam_attempts`,
 * `attempt_answers`). Rules (who, when, expiry, grading) live in server/domain/exam-attempts.ts; these
 * functions only read and write rows, inside whichever handle (database or transaction) they get.
 * `attempt_answers.option_ids` is a JSON array of option ids; `parts` (migration 0019) a JSON object of
 * part key → value (matching, ordering, cloze).
 */
import { and, count, desc, eq } from "drizzle-orm";
import { attemptAnswers, examAttempts } from "../db/schema";
import type { DbOrTx } from "./tx";

/** An attempt row. */
export type AttemptRow = typeof examAttempts.$inferSelect;

/** A saved answer row with `optionIds` parsed. */
export interface AnswerRow {
  questionId: number;
  optionIds: number[];
  text: string | null;
  /** Matching, ordering and cloze answers: part key → value; null for other kinds. */
  parts: Record<string, string> | null;
  savedAt: string;
  isCorrect: boolean | null;
  pointsAwarded: number | null;
}

/** One attempt by id, or undefined. */
export function findAttempt(db: DbOrTx, id: number): AttemptRow | undefined {
  return db.select().from(examAttempts).where(eq(examAttempts.id, id)).get();
}

/** The learner's open attempt at an examination (at most one: partial unique index), or undefined. */
export function findOpenAttempt(db: DbOrTx, userId: number, examinationId: number): AttemptRow | undefined {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examinationId, examinationId), eq(examAttempts.status, "open")))
    .get();
}

/** How many attempts (any status) the learner started at an examination. */
export function countAttempts(db: DbOrTx, userId: number, examinationId: number): number {
  return (
    db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examinationId, examinationId)))
      .get()?.n ?? 0
  );
}

/** The learner's attempts at an examination, newest first (highest `number`), at most `limit`. */
export function listAttempts(db: DbOrTx, userId: number, examinationId: number, limit: number): AttemptRow[] {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examinationId, examinationId)))
    .orderBy(desc(examAttempts.number), desc(examAttempts.id))
    .limit(limit)
    .all();
}

/**
 * Inserts an open attempt and returns it.
 * @throws the database's UNIQUE constraint error when the learner already has an open attempt (or that number).
 */
export function insertAttempt(
  db: DbOrTx,
  row: { examinationId: number; userId: number; number: number; startedAt: string; deadlineAt: string | null; maxScore: number },
): AttemptRow {
  return db
    .insert(examAttempts)
    .values({ ...row, status: "open" })
    .returning()
    .get();
}

/**
 * Closes an attempt that is still open (status `submitted` or `expired`, with its score).
 * @returns false when it was no longer open (someone closed it first): nothing written.
 */
export function closeAttempt(
  db: DbOrTx,
  id: number,
  close: { status: "submitted" | "expired"; submittedAt: string; score: number; pendingCount: number },
): boolean {
  const result = db
    .update(examAttempts)
    .set(close)
    .where(and(eq(examAttempts.id, id), eq(examAttempts.status, "open")))
    .run();
  return result.changes > 0;
}

/** A stored `parts` value as an object of strings (anything else reads as none). */
function readParts(json: string | null): Record<string, string> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return null;
  }
}

/** The saved answers of an attempt, by question id order. */
export function attemptAnswerRows(db: DbOrTx, attemptId: number): AnswerRow[] {
  return db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(attemptAnswers.questionId)
    .all()
    .map((r) => ({
      questionId: r.questionId,
      optionIds: r.optionIds ? (JSON.parse(r.optionIds) as number[]) : [],
      text: r.text,
      parts: readParts(r.parts),
      savedAt: r.savedAt,
      isCorrect: r.isCorrect,
      pointsAwarded: r.pointsAwarded,
    }));
}

/** Inserts or replaces the answer of one question (grades cleared: written when the attempt closes). */
export function upsertAnswer(
  db: DbOrTx,
  row: { attemptId: number; questionId: number; optionIds: number[]; text: string | null; parts: Record<string, string> | null; savedAt: string },
): void {
  const values = {
    optionIds: row.optionIds.length > 0 ? JSON.stringify(row.optionIds) : null,
    text: row.text,
    parts: row.parts && Object.keys(row.parts).length > 0 ? JSON.stringify(row.parts) : null,
    savedAt: row.savedAt,
    isCorrect: null,
    pointsAwarded: null,
  };
  db.insert(attemptAnswers)
    .values({ attemptId: row.attemptId, questionId: row.questionId, ...values })
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: values })
    .run();
}

/** Deletes the saved answer of one question (an empty answer). */
export function deleteAnswer(db: DbOrTx, attemptId: number, questionId: number): void {
  db.delete(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)))
    .run();
}

/** Writes the grade of one saved answer (`isCorrect` and `pointsAwarded` null for a pending essay). */
export function gradeAnswer(db: DbOrTx, attemptId: number, questionId: number, isCorrect: boolean | null, pointsAwarded: number | null): void {
  db.update(attemptAnswers)
    .set({ isCorrect, pointsAwarded })
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)))
    .run();
}
