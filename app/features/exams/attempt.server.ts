/**
 * Loader and action of the attempt pages (ADR 0014 "Pages"; spec §2 `/bai-tap/{id}`,
 * `/bai-kiem-tra/{id}` and their `/mobile/exercise|exam/{id}` twins; §7 `Examination/Detail`,
 * `MyAttempts`, `DoExam`, `SaveAnswers`, `SubmitExam`). Signed-in learners only (a guest →
 * `/login?redirectTo=…`), with the learner's token; private and never cached.
 *
 * Loader: Detail + MyAttempts in parallel → `{ kind: "page", examination (HTML sanitized), mine,
 * view, serverNow }`; 403 COURSE_NOT_OWNED → `{ kind: "notOwned", … }` with status 403; unknown or
 * malformed id → the 404 page; an exercise asked on the exam page (or the reverse) → redirect there.
 *
 * Action (`intent`): `start` → DoExam → 303 to the page; `save` → SaveAnswers → 303 + toast
 * `Đã lưu bài làm`; `submit` → SubmitExam → 303 to the review with `Đã nộp bài` (or, past the
 * deadline, the expired message); `autosave` (the JavaScript fetcher) → `{ savedAt }` or
 * `{ saveError }`, never thrown. An exercise starts (or resumes) its attempt on its first save or
 * submit; an exam only by `start`. 400 re-renders keep everything typed (from the posted form, not the
 * upstream): EXAM_INCOMPLETE → the unanswered questions; ANSWER_INVALID or a local check → messages
 * under the questions. ATTEMPT_CLOSED → 303 to the attempt's review with a toast; ATTEMPTS_EXHAUSTED →
 * 409 with its message; an upstream failure (5xx, timeout, refused) on a save or submit → 503 with the
 * form re-rendered as typed and a message saying it was not saved/submitted. An accepted autosave's
 * `savedAt` is the upstream's (the newest saved answer's).
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { examPath, exercisePath, myExamPath, myExercisePath, type LearningView } from "~/features/learning/learning";
import { idParam, paramOr404 } from "~/routing/params.server";
import { redirectWithToast, type Toast } from "~/session.server";
import { UpstreamError } from "~/upstream/client.server";
import { latestSavedAt } from "./offline-answers";
import {
  getExamination,
  getMyAttempts,
  invalidAnswers,
  saveAnswers,
  startAttempt,
  submitAttempt,
  unansweredQuestions,
  type AttemptSummary,
  type ExaminationDetail,
} from "~/upstream/examinations.server";
import { courseNotOwned } from "~/upstream/user-course.server";
import { readForm } from "~/utils/http.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { readAnswers, type AnswerIssues, type AnswerValues } from "./answers.server";
import { routeVariantOfPath } from "~/routing/variant";

/** Which of the two pages a route module is. */
export type ExaminationKind = ExaminationDetail["kind"];

const NOT_FOUND: Record<ExaminationKind, string> = {
  exercise: "Không tìm thấy bài tập bạn yêu cầu.",
  exam: "Không tìm thấy bài kiểm tra bạn yêu cầu.",
};
const PRIVATE = { "Cache-Control": "private, no-store" };
const SAVED = "Đã lưu bài làm";
const SUBMITTED = "Đã nộp bài";
const EXPIRED = "Đã hết giờ: bài được chấm với các câu trả lời đã lưu trước hạn";
const CLOSED = "Lượt làm bài này đã kết thúc, đây là kết quả của bạn.";

/** The learner's pages or their mobile views (the route's variant, app/routing/variant.ts). */
function viewOf(request: Request): LearningView {
  return routeVariantOfPath(new URL(request.url).pathname).view === "mobile" ? "mobileLearner" : "learner";
}

/** Which page the route is: the exam page (`/bai-kiem-tra/{id}`, `/mobile/exam/{id}`) or the exercise page. */
function kindOf(request: Request): ExaminationKind {
  return routeVariantOfPath(new URL(request.url).pathname).assessment === "exam" ? "exam" : "exercise";
}

/** The attempt page of an examination of `kind`. */
const pagePath = (kind: ExaminationKind, id: number, view: LearningView) => (kind === "exam" ? examPath(id, view) : exercisePath(id, view));

/** The review page of an attempt at an examination of `kind`. */
const reviewPath = (kind: ExaminationKind, attemptId: number, view: LearningView) =>
  kind === "exam" ? myExamPath(attemptId, view) : myExercisePath(attemptId, view);

/** An upstream refusal as a page: 404 kept, other 4xx with the server's message (spec §8); the rest rethrown. */
function refusal(error: unknown, notFound: string): never {
  if (error instanceof UpstreamError && error.status === 404) throw new Response(notFound, { status: 404, headers: PRIVATE });
  if (error instanceof UpstreamError && error.status >= 400 && error.status < 500)
    throw new Response(error.message, { status: error.status, headers: PRIVATE });
  throw error;
}

/** Detail with its HTML (description, prompts) sanitized for the page. */
function sanitized(detail: ExaminationDetail): ExaminationDetail {
  return {
    ...detail,
    descriptionHtml: sanitizeHtml(detail.descriptionHtml),
    questionActives: detail.questionActives.map((q) => ({ ...q, promptHtml: sanitizeHtml(q.promptHtml) })),
  };
}

/**
 * The page of examination `rawId` shown as the kind its path names (exercise or exam page): see the module comment for the shapes.
 * @throws the login redirect (guest), the 404 page, a redirect to the other kind's page, other refusals with their message.
 */
export async function loadAttemptPage(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const kind = kindOf(request);
  const id = paramOr404(idParam, rawId, NOT_FOUND[kind]);
  const view = viewOf(request);
  const client = await upstreamFor(context);
  try {
    const [detail, mine] = await Promise.all([getExamination(client, id), getMyAttempts(client, id)]);
    if (detail.kind !== kind) throw redirect(pagePath(detail.kind, id, view));
    return data(
      { kind: "page" as const, examination: sanitized(detail), mine, view, serverNow: new Date().toISOString() },
      { headers: { ...PRIVATE, "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const denied = courseNotOwned(error);
    if (denied) {
      const notOwned = { courseId: denied.courseId, productId: denied.productId, isPreview: false, lessonId: null };
      return data({ kind: "notOwned" as const, notOwned, view, examinationKind: kind }, { status: 403, headers: PRIVATE });
    }
    return refusal(error, NOT_FOUND[kind]);
  }
}

/** What a refused form post re-renders: everything typed, the messages by question, the unanswered list. */
export type AttemptFormResult = {
  kind: "form";
  values: AnswerValues;
  fieldErrors: AnswerIssues;
  unanswered: { questionId: number; number: number }[];
  formError: string | null;
};

/** What the autosave fetcher gets: when it was saved (ISO-8601), or why not. */
export type AutosaveResult = { kind: "autosave"; savedAt: string } | { kind: "autosave"; saveError: string };

const intentSchema = z.enum(["start", "save", "submit", "autosave"]);

function formResult(status: number, result: Partial<AttemptFormResult>) {
  const body: AttemptFormResult = { kind: "form", values: {}, fieldErrors: {}, unanswered: [], formError: null, ...result };
  return data(body, { status, headers: PRIVATE });
}

function autosaveResult(status: number, result: AutosaveResult) {
  return data(result, { status, headers: PRIVATE });
}

/** The toast of a closed attempt's review. */
const closedToast = (status: AttemptSummary["status"] | string | undefined, submitted: boolean): Toast =>
  status === "expired"
    ? { type: "info", message: EXPIRED }
    : { type: submitted ? "success" : "info", message: submitted ? SUBMITTED : CLOSED };

const SUBMIT_FAILED = "Chưa nộp được bài do lỗi kết nối tới máy chủ. Câu trả lời của bạn vẫn còn trong biểu mẫu: hãy bấm “Nộp bài” lại.";
const SAVE_FAILED = "Chưa lưu được bài do lỗi kết nối tới máy chủ. Câu trả lời của bạn vẫn còn trong biểu mẫu: hãy thử lại.";

/**
 * The attempt page's form (see the module comment).
 * @throws the login redirect, the 404 page, a 403 text when the learner does not own the course.
 */
export async function attemptAction(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const kind = kindOf(request);
  const id = paramOr404(idParam, rawId, NOT_FOUND[kind]);
  const view = viewOf(request);
  const form = await readForm(request);
  const parsedIntent = intentSchema.safeParse(form.get("intent"));
  if (!parsedIntent.success) return formResult(400, { formError: "Thao tác không hợp lệ, vui lòng thử lại." });
  const intent = parsedIntent.data;
  const autosave = intent === "autosave";
  const client = await upstreamFor(context);
  let values: AnswerValues = {};
  try {
    if (intent === "start") {
      await startAttempt(client, id);
      return redirectWithToast(pagePath(kind, id, view), { type: "info", message: "Bắt đầu làm bài. Chúc bạn làm bài tốt!" });
    }
    const detail = await getExamination(client, id);
    if (detail.kind !== kind) {
      if (autosave) return autosaveResult(409, { kind: "autosave", saveError: "Trang này không còn đúng, hãy tải lại." });
      return redirect(pagePath(detail.kind, id, view), 303);
    }
    const read = readAnswers(form, detail.questionActives);
    values = read.values;
    if (Object.keys(read.issues).length) {
      if (autosave) return autosaveResult(400, { kind: "autosave", saveError: Object.values(read.issues)[0]! });
      return formResult(400, { values, fieldErrors: read.issues, formError: "Chưa lưu được: hãy xem lại các câu được đánh dấu bên dưới." });
    }
    let attemptId = idParam.safeParse(form.get("attemptId")).data;
    if (attemptId === undefined) {
      if (kind === "exam") {
        // An exam's clock starts only with `Bắt đầu làm bài`: never start one from a save or a submit.
        const open = (await getMyAttempts(client, id)).openAttempt;
        if (!open) {
          if (autosave) return autosaveResult(409, { kind: "autosave", saveError: "Bài kiểm tra chưa bắt đầu." });
          return redirectWithToast(pagePath(kind, id, view), { type: "error", message: "Hãy bấm “Bắt đầu làm bài” trước khi làm bài." });
        }
        attemptId = open.id;
      } else {
        attemptId = (await startAttempt(client, id)).id;
      }
    }
    if (intent === "submit") {
      const summary = await submitAttempt(client, attemptId, read.answers);
      return redirectWithToast(reviewPath(kind, summary.id, view), closedToast(summary.status, true));
    }
    const saved = read.answers.length ? await saveAnswers(client, attemptId, read.answers) : null;
    // The upstream's clock: the page compares it with the answers' savedAt (offline copies, see offline-answers.ts).
    if (autosave)
      return autosaveResult(200, { kind: "autosave", savedAt: latestSavedAt(saved?.answers ?? []) ?? new Date().toISOString() });
    return redirectWithToast(pagePath(kind, id, view), { type: "success", message: SAVED });
  } catch (error) {
    if (error instanceof Response) {
      // The upstream failed (5xx, timeout, refused: a thrown 502/503/504): the answers come back as
      // typed, never an error page that loses them (with JavaScript the device keeps a copy too).
      if (error.status >= 500 && intent !== "start") {
        if (autosave) return autosaveResult(503, { kind: "autosave", saveError: "Chưa lưu được" });
        return formResult(503, { values, formError: intent === "submit" ? SUBMIT_FAILED : SAVE_FAILED });
      }
      throw error;
    }
    if (autosave) {
      if (error instanceof UpstreamError && error.code === "ATTEMPT_CLOSED")
        return autosaveResult(409, { kind: "autosave", saveError: "Lượt làm bài đã kết thúc — bấm “Nộp bài” để xem kết quả." });
      const issue = invalidAnswers(error)?.[0]?.message;
      const status = error instanceof UpstreamError ? error.status : 503;
      return autosaveResult(status >= 400 && status < 500 ? status : 503, { kind: "autosave", saveError: issue ?? "Chưa lưu được" });
    }
    const unanswered = unansweredQuestions(error);
    if (unanswered) {
      const fieldErrors = Object.fromEntries(unanswered.map((u) => [String(u.questionId), "Bạn chưa trả lời câu này."]));
      return formResult(400, { values, unanswered, fieldErrors, formError: `Bạn chưa trả lời ${unanswered.length} câu:` });
    }
    const invalid = invalidAnswers(error);
    if (invalid) {
      const fieldErrors = Object.fromEntries(invalid.filter((i) => i.questionId !== null).map((i) => [String(i.questionId), i.message]));
      // A single message that names its question (`Câu 3: …`) is said at the top too.
      const general = invalid.find((i) => i.questionId === null)?.message;
      const named = invalid.length === 1 && /^Câu \d+:/u.test(invalid[0]!.message) ? `Chưa lưu được — ${invalid[0]!.message}` : null;
      return formResult(400, {
        values,
        fieldErrors,
        formError: general ?? named ?? "Chưa lưu được: hãy xem lại các câu được đánh dấu bên dưới.",
      });
    }
    if (error instanceof UpstreamError && error.code === "ATTEMPT_CLOSED") {
      const closed = z.object({ status: z.string(), attemptId: z.number().int() }).safeParse(error.data);
      if (closed.success) return redirectWithToast(reviewPath(kind, closed.data.attemptId, view), closedToast(closed.data.status, false));
      return redirectWithToast(pagePath(kind, id, view), { type: "info", message: error.message });
    }
    if (error instanceof UpstreamError && error.code === "ATTEMPTS_EXHAUSTED") return formResult(409, { values, formError: error.message });
    if (courseNotOwned(error)) throw new Response("Bạn chưa mua khóa học này, nên chưa thể làm bài.", { status: 403, headers: PRIVATE });
    return refusal(error, NOT_FOUND[kind]);
  }
}
