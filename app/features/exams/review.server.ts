/**
 * Loader of the review pages (ADR 0014 "Pages"; spec §2 `/bai-tap-cua-toi/{id}`, §7
 * `GET /api/Examination/ReviewExam/{attemptId}`): `/bai-tap-cua-toi/{attemptId}` and
 * `/bai-kiem-tra-cua-toi/{attemptId}` with their mobile views `/mobile/myExercise/{id}` and
 * `/mobile/myexam/{id}`. Customers only (a guest → `/login?redirectTo=…`); private, never cached.
 *
 * - Unknown, malformed or another learner's attempt (404 ATTEMPT_NOT_FOUND) → the 404 page.
 * - An attempt still open (409 REVIEW_NOT_READY) → 302 to its exercise/exam page, where it goes on
 *   (needs the examination's id in the error's `data.examinationId`; without it, the 409 page with
 *   the upstream's message).
 * - An exam's attempt opened as an exercise review (or the reverse) → 302 to the right review path.
 * - Other upstream refusals → their `errorMessage` with their status (spec §8).
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { idParam, paramOr404 } from "~/routing/params.server";
import { UpstreamError } from "~/upstream/client.server";
import { getReview } from "~/upstream/examinations.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { examPath, exercisePath, myExamPath, myExercisePath, type LearningView } from "~/features/learning/learning";
import { routeVariantOfPath } from "~/routing/variant";

const ATTEMPT_NOT_FOUND = "Không tìm thấy lượt làm bài bạn yêu cầu.";
const PRIVATE = { "Cache-Control": "private, no-store" };

/** `data` of a 409 REVIEW_NOT_READY: the examination whose attempt is still open (when the upstream says). */
const notReadySchema = z.object({ examinationId: z.number().int().positive() });

/** Which review family the route is in (app/routing/variant.ts): an exam's (`/bai-kiem-tra-cua-toi`, `/mobile/myexam`) or an exercise's. */
function requestedKind(pathname: string): "exercise" | "exam" {
  return routeVariantOfPath(pathname).assessment === "exam" ? "exam" : "exercise";
}

/** Path of the review of `attemptId` for an examination of `kind`, in `view`. */
function reviewPath(kind: "exercise" | "exam", attemptId: number, view: LearningView): string {
  return kind === "exam" ? myExamPath(attemptId, view) : myExercisePath(attemptId, view);
}

/**
 * The review page's data: `{ review, view, kind }` — the upstream's Review with every `promptHtml`
 * and `explanationHtml` sanitized, the view (`learner` | `mobileLearner`) links stay in, and the
 * examination's kind. Throws the login redirect, the 404 page, the redirects above.
 */
export async function loadReview(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const attemptId = paramOr404(idParam, rawId, ATTEMPT_NOT_FOUND);
  const url = new URL(request.url);
  const view: LearningView = routeVariantOfPath(url.pathname).view === "mobile" ? "mobileLearner" : "learner";
  const kind = requestedKind(url.pathname);
  const client = await upstreamFor(context);
  let review;
  try {
    review = await getReview(client, attemptId);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404) throw new Response(ATTEMPT_NOT_FOUND, { status: 404, headers: PRIVATE });
    if (error.code === "REVIEW_NOT_READY") {
      const open = notReadySchema.safeParse(error.data);
      if (open.success)
        throw redirect(kind === "exam" ? examPath(open.data.examinationId, view) : exercisePath(open.data.examinationId, view), {
          headers: PRIVATE,
        });
    }
    if (error.status >= 400 && error.status < 500) throw new Response(error.message, { status: error.status, headers: PRIVATE });
    throw error;
  }
  if (review.examination.kind !== kind) throw redirect(reviewPath(review.examination.kind, attemptId, view) + url.search);
  const questions = review.questions.map((q) => ({
    ...q,
    promptHtml: sanitizeHtml(q.promptHtml),
    explanationHtml: sanitizeHtml(q.explanationHtml),
  }));
  return data(
    { review: { ...review, questions }, view, kind: review.examination.kind },
    { headers: { ...PRIVATE, "Server-Timing": client.serverTiming() } },
  );
}
