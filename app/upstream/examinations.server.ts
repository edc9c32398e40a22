/**
 * Exercises and exams (§7 `Examination`; ADR 0014; wire shapes in docs/openapi.yaml
 * "Exercises and exams"). The two lists are public (cacheable metadata); everything else needs the
 * learner's client (bearer) and is never cached.
 *
 * Errors (UpstreamError): 404 EXAMINATION_NOT_FOUND (unknown exercise/exam), 404 LESSON_NOT_FOUND /
 * NOT_FOUND (lists of an unknown lesson/course), 403 COURSE_NOT_OWNED (`data.courseId`,
 * `data.productId`; read it with `courseNotOwned` of ./user-course.server.ts), 404 ATTEMPT_NOT_FOUND
 * (unknown or another learner's attempt), 409 ATTEMPT_CLOSED (`data.status`, `data.attemptId`),
 * 409 ATTEMPTS_EXHAUSTED (`data.maxAttempts`), 400 EXAM_INCOMPLETE ({@link unansweredQuestions}),
 * 400 ANSWER_INVALID ({@link invalidAnswers}), 409 REVIEW_NOT_READY (`data.attemptId`,
 * `data.examinationId`), 400 VALIDATION_FAILED for bad ids, and the usual failures (client.server.ts).
 */
import { z } from "zod";
import { UpstreamError, type UpstreamClient } from "./client.server";

/**
 * Question kinds: one option, a set of options, a short typed answer, an essay (graded later), a number
 * with a tolerance, and the kinds answered in parts (ADR 0028): matching (a choice per prompt), ordering
 * (a rank per item) and cloze (a value per blank).
 */
const QUESTION_KINDS = ["single", "multiple", "short", "essay", "numerical", "matching", "ordering", "cloze"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * An exercise (of a lesson) or exam (of a course) as the lists show it. `questionsCount` counts the
 * active questions, `totalPoints` their points; `timeLimitSeconds`/`maxAttempts` null = none (always
 * for exercises). `position` orders it within its lesson or course.
 */
const examinationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["exercise", "exam"]),
  title: z.string(),
  courseId: z.number().int(),
  lessonId: z.number().int().nullable(),
  questionsCount: z.number().int().nonnegative(),
  totalPoints: z.number().int().nonnegative(),
  timeLimitSeconds: z.number().int().positive().nullable(),
  maxAttempts: z.number().int().positive().nullable(),
  position: z.number().int(),
});
export type ExaminationSummary = z.infer<typeof examinationSummarySchema>;

/**
 * An active question as the learner sees it before submitting (§3 `questionActives`): `number` is its
 * 1-based place among the active questions (the form's `Câu {n}`), `promptHtml` upstream HTML
 * (sanitize), `maxLength` the most characters of a typed answer (null for choice questions), `options`
 * in display order ([] for short/essay). Never the correct options, keys or explanation.
 */
const keyedText = z.object({ key: z.string(), text: z.string() });

/** Matching: the prompts (one select each, named by the prompt) and the choices; `allowReuse` false = each choice once. */
const matchingSchema = z.object({ prompts: z.array(keyedText), choices: z.array(keyedText), allowReuse: z.boolean() });
/** Ordering: the items in display order (one rank select each, 1…n). */
const orderingSchema = z.object({ items: z.array(keyedText) });
/**
 * Cloze: the text (plain, not HTML) in runs and blanks; each blank by key with its 1-based `number`
 * (`Chỗ trống {n}`), its kind (typed text, a select of `choices`, a number in `unit`) and typed limit.
 */
const clozeSchema = z.object({
  segments: z.array(z.union([z.object({ text: z.string() }), z.object({ blank: z.string() })])),
  blanks: z.array(
    z.object({
      key: z.string(),
      number: z.number().int().positive(),
      kind: z.enum(["text", "select", "numerical"]),
      choices: z.array(z.string()),
      unit: z.string().nullable(),
      maxLength: z.number().int().positive().nullable(),
    }),
  ),
});
const questionActiveSchema = z.object({
  id: z.number().int(),
  number: z.number().int().positive(),
  kind: z.enum(QUESTION_KINDS),
  /** Numerical questions: the unit shown beside the field (null = none, or another kind). */
  unit: z.string().nullable().default(null),
  promptHtml: z.string(),
  points: z.number().int().positive(),
  maxLength: z.number().int().positive().nullable(),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
  matching: matchingSchema.nullable().default(null),
  ordering: orderingSchema.nullable().default(null),
  cloze: clozeSchema.nullable().default(null),
});
export type QuestionActive = z.infer<typeof questionActiveSchema>;

/** GET Examination/Detail/{id}: the summary, its HTML description, where it belongs, and the active questions. */
const examinationDetailSchema = examinationSummarySchema.extend({
  descriptionHtml: z.string(),
  courseTitle: z.string(),
  lessonTitle: z.string().nullable(),
  /** The exercise's lesson is a free preview: any signed-in user may do it. */
  isPreview: z.boolean(),
  questionActives: z.array(questionActiveSchema),
});
export type ExaminationDetail = z.infer<typeof examinationDetailSchema>;

/**
 * One attempt without its answers. Times ISO-8601 UTC, set by the upstream; `deadlineAt` null when
 * untimed; `submittedAt` when it closed; `score` (points of graded questions) null while open;
 * `pendingCount` essays waiting for a grader.
 */
const attemptSummarySchema = z.object({
  id: z.number().int(),
  examinationId: z.number().int(),
  number: z.number().int().positive(),
  status: z.enum(["open", "submitted", "expired"]),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int().nonnegative(),
  pendingCount: z.number().int().nonnegative(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** A saved answer: `optionIds` for choice questions ([] otherwise), `text` for short/essay (null otherwise), `parts` for matching, ordering, cloze ({} otherwise). */
const savedAnswerSchema = z.object({
  questionId: z.number().int(),
  optionIds: z.array(z.number().int()),
  text: z.string().nullable(),
  parts: z.record(z.string()).default({}),
  savedAt: z.string(),
});

/** An attempt with every answer saved so far (DoExam, SaveAnswers, MyAttempts' open attempt). */
const attemptSchema = attemptSummarySchema.extend({ answers: z.array(savedAnswerSchema) });

/**
 * GET Examination/MyAttempts/{examinationId}: the learner's open attempt (with its answers) or null,
 * their attempts newest first (at most 20, the open one included), how many they used and how many
 * are left (null = unlimited).
 */
const myAttemptsSchema = z.object({
  examinationId: z.number().int(),
  openAttempt: attemptSchema.nullable(),
  attempts: z.array(attemptSummarySchema),
  attemptsUsed: z.number().int().nonnegative(),
  attemptsLeft: z.number().int().nonnegative().nullable(),
});
export type MyAttempts = z.infer<typeof myAttemptsSchema>;

/**
 * An answer as sent: choice questions send `optionIds`, typed ones `text`, matching/ordering/cloze
 * `parts` (prompt → choice key, item → rank "1"…"n", blank → value); an empty answer clears the saved one.
 */
export interface AnswerInput {
  questionId: number;
  optionIds?: number[];
  text?: string;
  parts?: Record<string, string>;
}

/**
 * One question of a review: the learner's view plus the correct options (`isCorrect`), the accepted
 * short answers, the explanation (HTML, sanitize), the learner's answer (null when none), the result
 * and the points awarded (null while an essay is pending).
 */
const reviewQuestionSchema = questionActiveSchema.omit({ unit: true }).extend({
  /** null while the examination's review options hide the right answer. */
  options: z.array(z.object({ id: z.number().int(), text: z.string(), isCorrect: z.boolean().nullable() })),
  acceptedAnswers: z.array(z.string()),
  /** Numerical questions: the unit, and the value and tolerance when the right answer is shown. */
  numerical: z
    .object({ unit: z.string().nullable(), value: z.number().nullable(), tolerance: z.number().nullable() })
    .nullable()
    .default(null),
  /**
   * Matching, ordering, cloze, by part key: the right value (choice key, rank, accepted text or number;
   * null while the right answer is hidden) and whether the learner's was right (null while hidden).
   */
  partReview: z.record(z.object({ right: z.string().nullable(), correct: z.boolean().nullable() })).default({}),
  explanationHtml: z.string(),
  answer: z
    .object({ optionIds: z.array(z.number().int()), text: z.string().nullable(), parts: z.record(z.string()).default({}) })
    .nullable(),
  /** null while the review options hide correctness; "partial" = some parts right (matching, ordering, cloze). */
  result: z.enum(["correct", "partial", "incorrect", "pending", "unanswered"]).nullable(),
  pointsAwarded: z.number().int().nonnegative().nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/** GET Examination/ReviewExam/{attemptId}: the closed attempt, its examination, every active question graded, the history. */
const reviewSchema = z.object({
  attempt: attemptSummarySchema,
  examination: examinationSummarySchema.extend({
    courseTitle: z.string(),
    lessonTitle: z.string().nullable(),
    closesAt: z.string().nullable().default(null),
  }),
  /** What the review shows now (the examination's review options at this moment; ADR 0028). */
  visibility: z
    .object({
      moment: z.enum(["during", "immediately", "open", "closed"]),
      correctness: z.boolean(),
      marks: z.boolean(),
      feedback: z.boolean(),
      rightAnswer: z.boolean(),
    })
    .default({ moment: "open", correctness: true, marks: true, feedback: true, rightAnswer: true }),
  questions: z.array(reviewQuestionSchema),
  attempts: z.array(attemptSummarySchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/Examination/GetAssignments/?lessonId= → the lesson's exercises in order (public; cached in-process, `short`). */
export async function listAssignments(client: UpstreamClient, lessonId: number) {
  return (await client.get(z.array(examinationSummarySchema), "/api/Examination/GetAssignments/", { query: { lessonId }, cache: "short" }))
    .data;
}

/** GET /api/Examination/GetExaminations/?courseId= → the course's exams in order (public; cached in-process, `short`). */
export async function listExaminations(client: UpstreamClient, courseId: number) {
  return (await client.get(z.array(examinationSummarySchema), "/api/Examination/GetExaminations/", { query: { courseId }, cache: "short" }))
    .data;
}

/** GET /api/Examination/Detail/{id} → the exercise or exam with its active questions (no answers). */
export async function getExamination(client: UpstreamClient, id: number) {
  return (await client.get(examinationDetailSchema, `/api/Examination/Detail/${id}`)).data;
}

/** GET /api/Examination/MyAttempts/{examinationId} → the learner's open attempt and history. */
export async function getMyAttempts(client: UpstreamClient, examinationId: number) {
  return (await client.get(myAttemptsSchema, `/api/Examination/MyAttempts/${examinationId}`)).data;
}

/** POST /api/Examination/DoExam/{id} → the open attempt, resumed, or a new one (server clock). */
export async function startAttempt(client: UpstreamClient, examinationId: number) {
  return (await client.request("POST", attemptSchema, `/api/Examination/DoExam/${examinationId}`, { body: {} })).data;
}

/** POST /api/Examination/SaveAnswers/{attemptId} `{answers}` → the attempt with everything saved (all or nothing). */
export async function saveAnswers(client: UpstreamClient, attemptId: number, answers: AnswerInput[]) {
  return (await client.request("POST", attemptSchema, `/api/Examination/SaveAnswers/${attemptId}`, { body: { answers } })).data;
}

/**
 * POST /api/Examination/SubmitExam `{attemptId, answers}` → the closed attempt (`submitted`, or
 * `expired` past the deadline — then the answers sent were not saved). Already closed → the same result.
 */
export async function submitAttempt(client: UpstreamClient, attemptId: number, answers: AnswerInput[]) {
  return (await client.request("POST", attemptSummarySchema, "/api/Examination/SubmitExam", { body: { attemptId, answers } })).data;
}

/** GET /api/Examination/ReviewExam/{attemptId} → the graded attempt (409 REVIEW_NOT_READY while open). */
export async function getReview(client: UpstreamClient, attemptId: number) {
  return (await client.get(reviewSchema, `/api/Examination/ReviewExam/${attemptId}`)).data;
}

const unansweredSchema = z.object({ unanswered: z.array(z.object({ questionId: z.number().int(), number: z.number().int() })) });
const invalidSchema = z.object({ issues: z.array(z.object({ questionId: z.number().int().nullable(), message: z.string() })) });

/** The unanswered questions of a 400 EXAM_INCOMPLETE (`[{questionId, number}]`), or null for any other error. */
export function unansweredQuestions(error: unknown): z.infer<typeof unansweredSchema>["unanswered"] | null {
  if (!(error instanceof UpstreamError) || error.code !== "EXAM_INCOMPLETE") return null;
  const parsed = unansweredSchema.safeParse(error.data);
  return parsed.success ? parsed.data.unanswered : null;
}

/** The per-question issues of a 400 ANSWER_INVALID (`[{questionId, message}]`), or null for any other error. */
export function invalidAnswers(error: unknown): z.infer<typeof invalidSchema>["issues"] | null {
  if (!(error instanceof UpstreamError) || error.code !== "ANSWER_INVALID") return null;
  const parsed = invalidSchema.safeParse(error.data);
  return parsed.success ? parsed.data.issues : null;
}
