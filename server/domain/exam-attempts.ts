/**
 * Learners' attempts at exercises and exams (ADR 0014; wire shapes in docs/openapi.yaml
 * "Exercises and exams: attempts"): start or resume (DoExam), the history (MyAttempts), saving answers
 * as you go (SaveAnswers), submitting (SubmitExam) and the review (ReviewExam).
 *
 * Rules:
 * - DoExam and MyAttempts need access to the examination ({@link requireExaminationAccess}); calls by
 *   attempt id only need the attempt to be the learner's own (another learner's → 404
 *   ATTEMPT_NOT_FOUND), so a learner's own attempts stay reviewable after the course is revoked.
 * - At most one open attempt per learner and examination (partial unique index); the attempts allowed
 *   count every started attempt.
 * - Deadlines: an open attempt whose `deadlineAt` + {@link EXAM_DEADLINE_GRACE_MS} is before `now` is
 *   closed as "expired" and graded with the answers saved by then, by whichever call touches it first.
 * - Times are ISO-8601 UTC strings from the caller's `now` (the app's clock).
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { ATTEMPT_HISTORY_LIMIT, EXAM_DEADLINE_GRACE_MS, MAX_ESSAY_CHARS, MAX_SHORT_ANSWER_CHARS } from "../constants";
import { activeQuestionsWithKeys, findExamination, type ExaminationRow, type QuestionWithKeys } from "../data/examinations";
import {
  attemptAnswerRows,
  closeAttempt,
  countAttempts,
  deleteAnswer,
  findAttempt,
  findOpenAttempt,
  gradeAnswer,
  insertAttempt,
  listAttempts,
  upsertAnswer,
  type AnswerRow,
  type AttemptRow,
} from "../data/exam-attempts";
import type { DbOrTx } from "../data/tx";
import { examinationNotFound, MAX_ANSWER_LENGTH, requireExaminationAccess, type ExaminationSummary } from "./examinations";
import {
  gradeAttempt,
  gradeQuestion,
  isEmptyAnswer,
  MAX_NUMERICAL_CHARS,
  type GivenAnswer,
  type NumericalKey,
  type QuestionResult,
} from "./grading";
import { reviewOptionsOf, reviewVisibility, type ReviewMoment } from "./review-options";
import {
  checkParts,
  isStructuredKind,
  parseStructuredSpec,
  partResults,
  rightParts,
  structuredView,
  type ClozeView,
  type MatchingView,
  type OrderingView,
} from "./structured-questions";
import { issueCertificateIfComplete } from "./certificates";

/** An attempt without its answers (wire: AttemptSummary). */
export interface AttemptSummary {
  id: number;
  examinationId: number;
  number: number;
  status: "open" | "submitted" | "expired";
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  score: number | null;
  maxScore: number;
  pendingCount: number;
}

/** A saved answer on the wire: `optionIds` [] for typed questions, `text` null for choice ones, `parts` {} except for matching, ordering and cloze. */
interface SavedAnswer {
  questionId: number;
  optionIds: number[];
  text: string | null;
  parts: Record<string, string>;
  savedAt: string;
}

/** An attempt with every saved answer (wire: Attempt). */
export interface Attempt extends AttemptSummary {
  answers: SavedAnswer[];
}

/** An answer as sent by the storefront (already type-checked by the route). */
export interface AnswerInput {
  questionId: number;
  optionIds?: number[] | null;
  text?: string | null;
  /** Matching, ordering and cloze: part key → value. */
  parts?: Record<string, string> | null;
}

const summary = (a: AttemptRow): AttemptSummary => ({
  id: a.id,
  examinationId: a.examinationId,
  number: a.number,
  status: a.status,
  startedAt: a.startedAt,
  deadlineAt: a.deadlineAt,
  submittedAt: a.submittedAt,
  score: a.status === "open" ? null : a.score,
  maxScore: a.maxScore,
  pendingCount: a.pendingCount,
});

function withAnswers(db: DbOrTx, a: AttemptRow): Attempt {
  const answers = attemptAnswerRows(db, a.id).map(({ questionId, optionIds, text, parts, savedAt }) => ({
    questionId,
    optionIds,
    text,
    parts: parts ?? {},
    savedAt,
  }));
  return { ...summary(a), answers };
}

/** 404 ATTEMPT_NOT_FOUND `Không tìm thấy lượt làm bài`. */
const attemptNotFound = () => new ApiError(404, "ATTEMPT_NOT_FOUND", "Không tìm thấy lượt làm bài");

/** 409 ATTEMPT_CLOSED `Lượt làm bài đã kết thúc` `{status, attemptId}`. */
const attemptClosed = (a: AttemptRow) =>
  new ApiError(409, "ATTEMPT_CLOSED", "Lượt làm bài đã kết thúc", { status: a.status, attemptId: a.id });

/** The key of a numerical question (null for other kinds, or one stored without its value). */
function numericalKeyOf(question: QuestionWithKeys["question"]): NumericalKey | null {
  if (question.kind !== "numerical" || question.numericAnswer === null) return null;
  return { value: question.numericAnswer, tolerance: Math.max(0, question.numericTolerance ?? 0), unit: question.numericUnit };
}

const toGradable = (q: QuestionWithKeys) => ({
  id: q.question.id,
  kind: q.question.kind,
  points: q.question.points,
  accentsOptional: q.question.accentsOptional,
  options: q.options.map((o) => ({ id: o.id, isCorrect: o.isCorrect })),
  answerKeys: q.answerKeys,
  numerical: numericalKeyOf(q.question),
  structured: parseStructuredSpec(q.question.kind, q.question.specJson),
});

const isOverdue = (a: AttemptRow, now: Date) =>
  a.status === "open" && a.deadlineAt !== null && Date.parse(a.deadlineAt) + EXAM_DEADLINE_GRACE_MS < now.getTime();

/**
 * Closes the open attempt `a` as `status` and grades it with its saved answers against the
 * examination's active questions: writes `is_correct`/`points_awarded` per answer row, `score`,
 * `pendingCount` and `submittedAt` (`now`; for "expired" its `deadlineAt`). Run inside a transaction. Returns the attempt as stored
 * afterwards (unchanged when someone else closed it first).
 */
function closeAndGrade(tx: DbOrTx, a: AttemptRow, status: "submitted" | "expired", now: Date): AttemptRow {
  const questions = activeQuestionsWithKeys(tx, a.examinationId).map(toGradable);
  const saved = attemptAnswerRows(tx, a.id);
  const answers = new Map<number, GivenAnswer>(saved.map((r) => [r.questionId, r]));
  const grade = gradeAttempt(questions, answers);
  // An expired attempt ended at its deadline, whenever a call noticed it (expiry is a consequence of time).
  const submittedAt = status === "expired" && a.deadlineAt !== null ? a.deadlineAt : now.toISOString();
  if (closeAttempt(tx, a.id, { status, submittedAt, score: grade.score, pendingCount: grade.pendingCount })) {
    for (const row of saved) {
      const g = grade.perQuestion.get(row.questionId);
      // An answer of a question retired since it was saved is neither graded nor counted.
      if (!g || g.result === "unanswered") continue;
      // A partial answer is stored as not correct with its points (storedGrade reads it back as "partial").
      gradeAnswer(tx, a.id, row.questionId, g.result === "pending" ? null : g.result === "correct", g.pointsAwarded);
    }
  }
  return findAttempt(tx, a.id)!;
}

/** `a`, closed as "expired" (and graded) first when it is open past its deadline + grace. */
function expireIfOverdue(db: Db, a: AttemptRow, now: Date): AttemptRow {
  if (!isOverdue(a, now)) return a;
  return db.transaction((tx) => closeAndGrade(tx, a, "expired", now));
}

/** The learner's own attempt `attemptId`, expired first if overdue. @throws 404 ATTEMPT_NOT_FOUND (unknown or another learner's). */
function ownAttempt(db: Db, userId: number, attemptId: number, now: Date): AttemptRow {
  const a = findAttempt(db, attemptId);
  if (!a || a.userId !== userId) throw attemptNotFound();
  return expireIfOverdue(db, a, now);
}

const isUniqueViolation = (e: unknown) => e instanceof Error && /UNIQUE constraint failed/i.test(e.message);

/**
 * POST Examination/DoExam/{id}: the learner's open attempt (resumed; closed as expired first when
 * overdue, and then a new one is started if attempts remain) or a new one: `number` = attempts used
 * + 1, `startedAt` = now, `deadlineAt` = now + time limit (null when untimed), `maxScore` = Σ points
 * of the active questions. Concurrent calls yield one attempt: the insert that loses on the partial
 * unique index returns the winner's.
 * @throws 404 EXAMINATION_NOT_FOUND / 403 COURSE_NOT_OWNED (access); 409 ATTEMPTS_EXHAUSTED
 *   `Bạn đã dùng hết {n} lượt làm bài này` `{maxAttempts}`.
 */
export function startOrResumeAttempt(db: Db, userId: number, examinationId: number, now: Date): Attempt {
  const { examination } = requireExaminationAccess(db, userId, examinationId);
  const open = findOpenAttempt(db, userId, examinationId);
  if (open) {
    const current = expireIfOverdue(db, open, now);
    if (current.status === "open") return withAnswers(db, current);
  }
  const used = countAttempts(db, userId, examinationId);
  if (examination.maxAttempts !== null && used >= examination.maxAttempts) {
    throw new ApiError(409, "ATTEMPTS_EXHAUSTED", `Bạn đã dùng hết ${examination.maxAttempts} lượt làm bài này`, {
      maxAttempts: examination.maxAttempts,
    });
  }
  const maxScore = activeQuestionsWithKeys(db, examinationId).reduce((sum, q) => sum + q.question.points, 0);
  const deadlineAt =
    examination.timeLimitSeconds === null ? null : new Date(now.getTime() + examination.timeLimitSeconds * 1000).toISOString();
  try {
    const row = insertAttempt(db, { examinationId, userId, number: used + 1, startedAt: now.toISOString(), deadlineAt, maxScore });
    return withAnswers(db, row);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const winner = findOpenAttempt(db, userId, examinationId);
    if (!winner) throw e;
    return withAnswers(db, winner);
  }
}

/** GET Examination/MyAttempts/{examinationId} (wire: MyAttempts). */
export interface MyAttempts {
  examinationId: number;
  openAttempt: Attempt | null;
  /** Newest first, at most ATTEMPT_HISTORY_LIMIT, the open one included. */
  attempts: AttemptSummary[];
  attemptsUsed: number;
  /** null = unlimited. */
  attemptsLeft: number | null;
}

/**
 * The learner's open attempt (with its answers) and history at an examination; an overdue open
 * attempt is closed as expired first.
 * @throws 404 EXAMINATION_NOT_FOUND / 403 COURSE_NOT_OWNED (access).
 */
export function myAttempts(db: Db, userId: number, examinationId: number, now: Date): MyAttempts {
  const { examination } = requireExaminationAccess(db, userId, examinationId);
  const found = findOpenAttempt(db, userId, examinationId);
  const open = found && expireIfOverdue(db, found, now);
  const used = countAttempts(db, userId, examinationId);
  return {
    examinationId,
    openAttempt: open && open.status === "open" ? withAnswers(db, open) : null,
    attempts: listAttempts(db, userId, examinationId, ATTEMPT_HISTORY_LIMIT).map(summary),
    attemptsUsed: used,
    attemptsLeft: examination.maxAttempts === null ? null : Math.max(0, examination.maxAttempts - used),
  };
}

/** One problem of an answer sent (ANSWER_INVALID `data.issues`). */
interface AnswerIssue {
  questionId: number;
  message: string;
}

/** Characters refused in typed answers: controls except tab and new line, lone surrogates, bidi overrides and isolates. */
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** The answer messages (Vietnamese; the storefront shows them under the question). */
export const ANSWER_MESSAGES = Object.freeze({
  notInExamination: "Câu hỏi không thuộc bài này",
  duplicate: "Câu hỏi được trả lời hai lần trong cùng một lần lưu",
  foreignOption: "Lựa chọn không thuộc câu hỏi này",
  singleChoice: "Câu hỏi này chỉ được chọn một đáp án",
  textOnChoice: "Câu hỏi trắc nghiệm chỉ nhận lựa chọn, không nhận câu trả lời viết",
  optionsOnTyped: "Câu hỏi này cần câu trả lời viết, không nhận lựa chọn",
  shortTooLong: `Câu trả lời ngắn tối đa ${MAX_SHORT_ANSWER_CHARS} ký tự`,
  numericalTooLong: `Câu trả lời số tối đa ${MAX_NUMERICAL_CHARS} ký tự`,
  essayTooLong: `Bài tự luận tối đa ${String(MAX_ESSAY_CHARS).replace(/\B(?=(\d{3})+$)/g, ".")} ký tự`,
  forbidden: "Câu trả lời chứa ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều)",
  partsOnly: "Câu hỏi này được trả lời bằng các ô chọn hoặc chỗ trống, không nhận lựa chọn hay câu trả lời viết",
  partsOnStructuredOnly: "Câu hỏi này không có các phần để trả lời riêng",
});

/** An answer checked against its question: empty (delete the saved one) or the normalised values to save. */
type CheckedAnswer =
  | { questionId: number; empty: true }
  | { questionId: number; empty: false; optionIds: number[]; text: string | null; parts: Record<string, string> | null };

/**
 * Checks every answer against the examination's active questions (all of them, so every issue is
 * reported). Texts are NFC-normalised, CR LF → LF, trimmed; lengths count characters (code points).
 * @throws 400 ANSWER_INVALID `{issues: [{questionId, message}]}` when any answer is invalid.
 */
function checkAnswers(questions: QuestionWithKeys[], inputs: readonly AnswerInput[]): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.question.id, q]));
  const issues: AnswerIssue[] = [];
  const seen = new Set<number>();
  const checked: CheckedAnswer[] = [];
  for (const input of inputs) {
    const issue = (message: string) => issues.push({ questionId: input.questionId, message });
    const q = byId.get(input.questionId);
    if (!q) {
      issue(ANSWER_MESSAGES.notInExamination);
      continue;
    }
    if (seen.has(input.questionId)) {
      issue(ANSWER_MESSAGES.duplicate);
      continue;
    }
    seen.add(input.questionId);
    const optionIds = [...new Set(input.optionIds ?? [])];
    const text = (input.text ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim();
    const kind = q.question.kind;
    if (isStructuredKind(kind)) {
      const structured = parseStructuredSpec(kind, q.question.specJson);
      // Values NFC, trimmed; empty ones are no answer to that part.
      const parts = Object.fromEntries(
        Object.entries(input.parts ?? {})
          .map(([k, v]) => [k, v.normalize("NFC").trim()] as const)
          .filter(([, v]) => v !== ""),
      );
      const problem = structured ? checkParts(structured, q.number, parts) : ANSWER_MESSAGES.notInExamination;
      if (optionIds.length > 0 || text !== "") issue(ANSWER_MESSAGES.partsOnly);
      else if (problem) issue(problem);
      else if (Object.values(parts).some((v) => FORBIDDEN.test(v) || v.includes("\n"))) issue(ANSWER_MESSAGES.forbidden);
      else
        checked.push(
          Object.keys(parts).length === 0
            ? { questionId: q.question.id, empty: true }
            : { questionId: q.question.id, empty: false, optionIds: [], text: null, parts },
        );
    } else if (kind === "single" || kind === "multiple") {
      if (Object.keys(input.parts ?? {}).length > 0) issue(ANSWER_MESSAGES.partsOnStructuredOnly);
      else if (text !== "") issue(ANSWER_MESSAGES.textOnChoice);
      else if (optionIds.some((id) => !q.options.some((o) => o.id === id))) issue(ANSWER_MESSAGES.foreignOption);
      else if (kind === "single" && optionIds.length > 1) issue(ANSWER_MESSAGES.singleChoice);
      else
        checked.push(
          optionIds.length === 0
            ? { questionId: q.question.id, empty: true }
            : { questionId: q.question.id, empty: false, optionIds, text: null, parts: null },
        );
    } else {
      // A numerical answer is saved as typed; one that does not read as a number is graded wrong, not refused.
      const max = kind === "short" ? MAX_SHORT_ANSWER_CHARS : kind === "numerical" ? MAX_NUMERICAL_CHARS : MAX_ESSAY_CHARS;
      const tooLong =
        kind === "short"
          ? ANSWER_MESSAGES.shortTooLong
          : kind === "numerical"
            ? ANSWER_MESSAGES.numericalTooLong
            : ANSWER_MESSAGES.essayTooLong;
      if (optionIds.length > 0) issue(ANSWER_MESSAGES.optionsOnTyped);
      else if (Object.keys(input.parts ?? {}).length > 0) issue(ANSWER_MESSAGES.partsOnStructuredOnly);
      else if ([...text].length > max) issue(tooLong);
      else if (FORBIDDEN.test(text) || (kind !== "essay" && text.includes("\n"))) issue(ANSWER_MESSAGES.forbidden);
      else
        checked.push(
          text === ""
            ? { questionId: q.question.id, empty: true }
            : { questionId: q.question.id, empty: false, optionIds: [], text, parts: null },
        );
    }
  }
  if (issues.length > 0) {
    const numbered = issues.map((i) => byId.get(i.questionId)?.number).filter((n): n is number => n !== undefined);
    const where = numbered.length > 0 ? ` (${[...new Set(numbered)].map((n) => `Câu ${n}`).join(", ")})` : "";
    const message = issues.length === 1 ? `${issues[0]!.message}${where}` : `Có ${issues.length} câu trả lời không hợp lệ${where}`;
    throw new ApiError(400, "ANSWER_INVALID", message, { issues });
  }
  return checked;
}

/** Saves checked answers (upsert; an empty one deletes the saved answer) with `savedAt` = now. */
function writeAnswers(tx: DbOrTx, attemptId: number, answers: CheckedAnswer[], now: Date): void {
  const savedAt = now.toISOString();
  for (const a of answers) {
    if (a.empty) deleteAnswer(tx, attemptId, a.questionId);
    else upsertAnswer(tx, { attemptId, questionId: a.questionId, optionIds: a.optionIds, text: a.text, parts: a.parts, savedAt });
  }
}

/**
 * POST Examination/SaveAnswers/{attemptId}: saves the answers (all or nothing) and returns the
 * attempt with every saved answer.
 * @throws 404 ATTEMPT_NOT_FOUND; 409 ATTEMPT_CLOSED `{status, attemptId}` (closed, or closed now as
 *   expired); 400 ANSWER_INVALID `{issues}` (nothing saved).
 */
export function saveAttemptAnswers(db: Db, userId: number, attemptId: number, inputs: readonly AnswerInput[], now: Date): Attempt {
  const a = ownAttempt(db, userId, attemptId, now);
  if (a.status !== "open") throw attemptClosed(a);
  const checked = checkAnswers(activeQuestionsWithKeys(db, a.examinationId), inputs);
  db.transaction((tx) => writeAnswers(tx, a.id, checked, now));
  return withAnswers(db, a);
}

/**
 * POST Examination/SubmitExam: for an open attempt in time, saves `inputs` (committed even when the
 * submission is then refused), checks that every active question has an answer (spec §4) and closes
 * it as "submitted", graded. Past the deadline + grace: `inputs` are ignored and it closes as
 * "expired" with what was saved. Already closed: the same summary (never a new attempt).
 * @throws 404 ATTEMPT_NOT_FOUND; 400 ANSWER_INVALID (nothing saved); 400 EXAM_INCOMPLETE
 *   `Bạn chưa trả lời {n} câu: Câu 2, Câu 5` `{unanswered: [{questionId, number}]}`.
 */
export function submitAttempt(db: Db, userId: number, attemptId: number, inputs: readonly AnswerInput[], now: Date): AttemptSummary {
  const a = ownAttempt(db, userId, attemptId, now);
  if (a.status !== "open") return summary(a);
  const questions = activeQuestionsWithKeys(db, a.examinationId);
  if (inputs.length > 0) {
    const checked = checkAnswers(questions, inputs);
    db.transaction((tx) => writeAnswers(tx, a.id, checked, now));
  }
  const result = db.transaction((tx) => {
    const saved = new Map(attemptAnswerRows(tx, a.id).map((r) => [r.questionId, r]));
    const unanswered = questions
      .filter((q) => isEmptyAnswer(saved.get(q.question.id)))
      .map((q) => ({ questionId: q.question.id, number: q.number }));
    if (unanswered.length > 0) return { kind: "incomplete" as const, unanswered };
    const current = findAttempt(tx, a.id)!;
    const closed = current.status === "open" ? closeAndGrade(tx, current, "submitted", now) : current;
    // Passing the final exam may complete the course.
    const courseId = findExamination(tx, a.examinationId)?.examination.courseId;
    if (courseId !== undefined) issueCertificateIfComplete(tx, userId, courseId, now);
    return { kind: "closed" as const, closed };
  });
  if (result.kind === "incomplete") {
    const list = result.unanswered.map((u) => `Câu ${u.number}`).join(", ");
    throw new ApiError(400, "EXAM_INCOMPLETE", `Bạn chưa trả lời ${result.unanswered.length} câu: ${list}`, {
      unanswered: result.unanswered,
    });
  }
  return summary(result.closed);
}

/**
 * A question of a review (wire: ReviewQuestion). What the review options hide is blanked: without
 * "correctness" `result` is null (unanswered stays "unanswered"); without "marks" `pointsAwarded` is
 * null; without "feedback" `explanationHtml` is ""; without "rightAnswer" every option's `isCorrect` is
 * null, `acceptedAnswers` [] and `numerical` has `value`/`tolerance` null.
 */
interface ReviewQuestion {
  id: number;
  number: number;
  kind: "single" | "multiple" | "short" | "essay" | "numerical" | "matching" | "ordering" | "cloze";
  promptHtml: string;
  points: number;
  maxLength: number | null;
  options: { id: number; text: string; isCorrect: boolean | null }[];
  acceptedAnswers: string[];
  /** Numerical questions: the unit and, when the right answer is shown, the value and tolerance. */
  numerical: { unit: string | null; value: number | null; tolerance: number | null } | null;
  /** Matching, ordering, cloze: the learner's view of the question (as in Detail); null for other kinds. */
  matching: MatchingView | null;
  ordering: OrderingView | null;
  cloze: ClozeView | null;
  /**
   * Matching, ordering, cloze, per part key: `right` the right value (choice key, rank, accepted text or
   * number; null when the right answer is hidden) and `correct` whether the learner's value is right (null
   * when correctness is hidden; ordering's last item has none). {} for other kinds.
   */
  partReview: Record<string, { right: string | null; correct: boolean | null }>;
  explanationHtml: string;
  answer: { optionIds: number[]; text: string | null; parts: Record<string, string> } | null;
  result: QuestionResult | null;
  pointsAwarded: number | null;
}

/** GET Examination/ReviewExam/{attemptId} (wire: Review). */
export interface Review {
  attempt: AttemptSummary;
  examination: ExaminationSummary & { courseTitle: string; lessonTitle: string | null; closesAt: string | null };
  /** What this review shows now (the examination's review options at this moment). */
  visibility: { moment: ReviewMoment; correctness: boolean; marks: boolean; feedback: boolean; rightAnswer: boolean };
  questions: ReviewQuestion[];
  attempts: AttemptSummary[];
}

/** The examination as the lists show it (ExaminationSummary) plus where it belongs. */
function examinationSummary(row: ExaminationRow, questions: QuestionWithKeys[]): Review["examination"] {
  const e = row.examination;
  return {
    id: e.id,
    kind: e.kind,
    title: e.title,
    courseId: e.courseId,
    lessonId: e.lessonId,
    questionsCount: questions.length,
    totalPoints: questions.reduce((sum, q) => sum + q.question.points, 0),
    timeLimitSeconds: e.timeLimitSeconds,
    maxAttempts: e.maxAttempts,
    position: e.position,
    courseTitle: row.courseTitle,
    lessonTitle: row.lessonTitle,
    closesAt: e.closesAt,
  };
}

/** The result of a saved answer as graded when the attempt closed (a grader may have scored an essay since). */
function storedGrade(q: QuestionWithKeys, row: AnswerRow | undefined): { result: QuestionResult; pointsAwarded: number | null } {
  if (!row || isEmptyAnswer(row)) return { result: "unanswered", pointsAwarded: 0 };
  if (row.isCorrect === null && row.pointsAwarded === null) {
    // Not graded at closing (an essay waiting for a grader, or a question activated since): grade now.
    return gradeQuestion(toGradable(q), row);
  }
  if (row.isCorrect === null) return { result: row.pointsAwarded! > 0 ? "correct" : "incorrect", pointsAwarded: row.pointsAwarded };
  if (row.isCorrect) return { result: "correct", pointsAwarded: row.pointsAwarded ?? 0 };
  // Not correct with points: a matching, ordering or cloze answer given partial credit.
  if (isStructuredKind(q.question.kind) && (row.pointsAwarded ?? 0) > 0) return { result: "partial", pointsAwarded: row.pointsAwarded };
  // Partly right for 0 points after rounding down is still "partial": recompute from the parts.
  if (isStructuredKind(q.question.kind)) return { result: gradeQuestion(toGradable(q), row).result, pointsAwarded: 0 };
  return { result: "incorrect", pointsAwarded: row.pointsAwarded ?? 0 };
}

/**
 * The review of the learner's own closed attempt: every active question with the correct options,
 * accepted answers, explanation, the learner's answer, result and points; the examination; the history.
 * An overdue open attempt is closed as expired first and reviewed. No course-ownership check.
 * @throws 404 ATTEMPT_NOT_FOUND; 409 REVIEW_NOT_READY `Bài làm chưa được nộp` `{attemptId, examinationId}` while open
 *   (the storefront sends the learner back to the attempt page).
 */
export function reviewAttempt(db: Db, userId: number, attemptId: number, now: Date): Review {
  const a = ownAttempt(db, userId, attemptId, now);
  if (a.status === "open")
    throw new ApiError(409, "REVIEW_NOT_READY", "Bài làm chưa được nộp", { attemptId: a.id, examinationId: a.examinationId });
  const row = findExamination(db, a.examinationId);
  if (!row) throw examinationNotFound();
  const questions = activeQuestionsWithKeys(db, a.examinationId);
  const saved = new Map(attemptAnswerRows(db, a.id).map((r) => [r.questionId, r]));
  const e = row.examination;
  const shows = reviewVisibility(reviewOptionsOf(e), a, e.closesAt, now);
  const scored = (x: AttemptRow) => (shows.marks ? summary(x) : { ...summary(x), score: null });
  return {
    attempt: scored(a),
    examination: examinationSummary(row, questions),
    visibility: shows,
    questions: questions.map((q) => {
      const answer = saved.get(q.question.id);
      const kind = q.question.kind;
      const grade = storedGrade(q, answer);
      const key = numericalKeyOf(q.question);
      const structured = parseStructuredSpec(kind, q.question.specJson);
      const rights = structured ? rightParts(structured) : {};
      const corrects = structured && answer ? partResults(structured, answer.parts ?? {}) : {};
      const partReview = Object.fromEntries(
        Object.keys(rights).map((k) => [
          k,
          { right: shows.rightAnswer ? rights[k]! : null, correct: shows.correctness && answer ? (corrects[k] ?? null) : null },
        ]),
      );
      return {
        id: q.question.id,
        number: q.number,
        kind,
        promptHtml: q.question.promptHtml,
        points: q.question.points,
        maxLength: MAX_ANSWER_LENGTH[kind],
        options: q.options.map((o) => ({ id: o.id, text: o.text, isCorrect: shows.rightAnswer ? o.isCorrect : null })),
        acceptedAnswers: kind === "short" && shows.rightAnswer ? q.answerKeys : [],
        numerical:
          kind === "numerical"
            ? {
                unit: q.question.numericUnit,
                value: shows.rightAnswer ? (key?.value ?? null) : null,
                tolerance: shows.rightAnswer ? (key?.tolerance ?? null) : null,
              }
            : null,
        ...structuredView(structured),
        partReview,
        explanationHtml: shows.feedback ? q.question.explanationHtml : "",
        answer: answer ? { optionIds: answer.optionIds, text: answer.text, parts: answer.parts ?? {} } : null,
        result: shows.correctness || grade.result === "unanswered" ? grade.result : null,
        pointsAwarded: shows.marks ? grade.pointsAwarded : null,
      };
    }),
    attempts: listAttempts(db, userId, a.examinationId, ATTEMPT_HISTORY_LIMIT).map(scored),
  };
}
