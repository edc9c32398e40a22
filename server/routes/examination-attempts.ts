/**
 * Learners' attempts at exercises and exams (docs/openapi.yaml "Exercise attempts", ADR 0014; spec §7
 * `Examination/DoExam`, `SubmitExam`, `ReviewExam`). Bearer only (401 UNAUTHORIZED otherwise), never
 * cached (`no-store`). Shapes and rules in ../domain/exam-attempts.ts.
 *
 * - `GET /api/Examination/MyAttempts/{examinationId}` → `{examinationId, openAttempt, attempts,
 *   attemptsUsed, attemptsLeft}`; 404 EXAMINATION_NOT_FOUND, 403 COURSE_NOT_OWNED.
 * - `POST /api/Examination/DoExam/{id}` (body `{}` or none) → Attempt (resumed or new); 404/403 as
 *   above, 409 ATTEMPTS_EXHAUSTED `{maxAttempts}`.
 * - `POST /api/Examination/SaveAnswers/{attemptId}` `{answers: AnswerInput[1…200]}` → Attempt;
 *   400 ANSWER_INVALID `{issues}`, 404 ATTEMPT_NOT_FOUND, 409 ATTEMPT_CLOSED `{status, attemptId}`.
 * - `POST /api/Examination/SubmitExam` `{attemptId, answers?: AnswerInput[0…200]}` → AttemptSummary;
 *   400 ANSWER_INVALID, 400 EXAM_INCOMPLETE `{unanswered}`, 404 ATTEMPT_NOT_FOUND.
 * - `GET /api/Examination/ReviewExam/{attemptId}` → Review; 404 ATTEMPT_NOT_FOUND, 409 REVIEW_NOT_READY.
 * Ids: positive integers ≤ MAX_ID, else 400 VALIDATION_FAILED.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { withDefaults } from "../deps";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idField, MAX_ID } from "../http/fields";
import { parse } from "../http/validate";
import { myAttempts, reviewAttempt, saveAttemptAnswers, startOrResumeAttempt, submitAttempt } from "../domain/exam-attempts";

const EXAMINATION_ID = "Mã bài tập hoặc bài kiểm tra không hợp lệ";
const ATTEMPT_ID = "Mã lượt làm bài không hợp lệ";

const examinationParams = z.object({ examinationId: idField(EXAMINATION_ID) });
const doExamParams = z.object({ id: idField(EXAMINATION_ID) });
const attemptParams = z.object({ attemptId: idField(ATTEMPT_ID) });

/** A JSON id (a number, not a string): 1 … MAX_ID. */
const jsonId = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * One answer as sent. Lengths and the fit with the question are the domain's (ANSWER_INVALID per
 * question); the request body limit (256 KiB) bounds the text.
 */
const answerInput = z.object(
  {
    questionId: jsonId("Mã câu hỏi không hợp lệ"),
    optionIds: z
      .array(jsonId("Mã lựa chọn không hợp lệ"), { invalid_type_error: "Danh sách lựa chọn không hợp lệ" })
      .max(50, "Tối đa 50 lựa chọn cho một câu")
      .nullish(),
    text: z.string({ invalid_type_error: "Câu trả lời phải là chuỗi ký tự" }).nullish(),
    // Matching, ordering and cloze: part key → value; keys, values and fit are the domain's (ANSWER_INVALID).
    parts: z
      .record(z.string().max(50, "Mã phần trả lời không hợp lệ"), z.string({ invalid_type_error: "Phần trả lời phải là chuỗi ký tự" }), {
        invalid_type_error: "Các phần trả lời không hợp lệ",
      })
      .refine((parts) => Object.keys(parts).length <= 50, "Tối đa 50 phần trả lời cho một câu")
      .nullish(),
  },
  { invalid_type_error: "Câu trả lời không hợp lệ" },
);
const answersField = z.array(answerInput, {
  required_error: "Thiếu danh sách câu trả lời",
  invalid_type_error: "Danh sách câu trả lời không hợp lệ",
});
const saveBody = z.object({ answers: answersField.min(1, "Cần ít nhất 1 câu trả lời").max(200, "Tối đa 200 câu trả lời mỗi lần lưu") });
const submitBody = z.object({
  attemptId: jsonId(ATTEMPT_ID),
  answers: answersField.max(200, "Tối đa 200 câu trả lời mỗi lần nộp").optional(),
});

/** Registers the attempt routes (a Fastify plugin; uses `app.deps.db` and the clock). */
export async function examinationAttemptRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/Examination/MyAttempts/:examinationId", async (req) => {
    const user = await requireUser(req);
    const { examinationId } = parse(examinationParams, req.params);
    return ok(myAttempts(db, user.id, examinationId, clock()));
  });

  app.post("/api/Examination/DoExam/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(doExamParams, req.params);
    return ok(startOrResumeAttempt(db, user.id, id, clock()));
  });

  app.post("/api/Examination/SaveAnswers/:attemptId", async (req) => {
    const user = await requireUser(req);
    const { attemptId } = parse(attemptParams, req.params);
    const { answers } = parse(saveBody, req.body);
    return ok(saveAttemptAnswers(db, user.id, attemptId, answers, clock()));
  });

  app.post("/api/Examination/SubmitExam", async (req) => {
    const user = await requireUser(req);
    const { attemptId, answers } = parse(submitBody, req.body);
    return ok(submitAttempt(db, user.id, attemptId, answers ?? [], clock()));
  });

  app.get("/api/Examination/ReviewExam/:attemptId", async (req) => {
    const user = await requireUser(req);
    const { attemptId } = parse(attemptParams, req.params);
    return ok(reviewAttempt(db, user.id, attemptId, clock()));
  });
}
