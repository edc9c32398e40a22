/**
 * Loaders and the action of the learner's own pages (ADR 0013; spec §2 `/khoa-hoc/{id}`,
 * `/bai-hoc/{id}` and their `/mobile/mycourse/…` twins; §7 `/api/UserCourse`). Customers only (a guest
 * → `/login?redirectTo=…`), with the learner's token; the answers are private.
 *
 * - A course or lesson the learner does not own (403 COURSE_NOT_OWNED) is not an error page but a
 *   page of its own with status 403 ({@link NotOwned}): why, and where to buy (`/san-pham/{productId}`).
 * - Unknown or malformed ids → the 404 page; other upstream refusals of a lesson → its `errorMessage`
 *   with its status (spec §8).
 * - The course page lists its exams and the lesson page its exercises (GET
 *   /api/Examination/GetExaminations, GetAssignments — public lists, asked in parallel with the
 *   page's own call; a failure fails the page as the outline's does).
 * - `Đánh dấu đã học` posts intent `complete` / `uncomplete` → 303 back to the lesson with a toast;
 *   for a lesson the learner does not own → 403 with the Vietnamese message, never 500.
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { idParam, paramOr404 } from "~/routing/params.server";
import { redirectWithToast } from "~/session.server";
import { UpstreamError } from "~/upstream/client.server";
import { listAssignments, listExaminations } from "~/upstream/examinations.server";
import { courseNotOwned, getMyCourse, getMyLesson, listMyCourses, setMyLessonProgress } from "~/upstream/user-course.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { pageOf } from "~/features/library/library";
import { lessonPath, type LearningView } from "./learning";
import { routeVariantOfPath } from "~/routing/variant";

const COURSE_NOT_FOUND = "Không tìm thấy khóa học bạn yêu cầu.";
const LESSON_NOT_FOUND = "Không tìm thấy bài học bạn yêu cầu.";
/** Shown on the 403 page and answered to a progress post for a course the learner does not own. */
const NOT_OWNED_MESSAGE = "Bạn chưa mua khóa học này";
const PRIVATE = { "Cache-Control": "private, no-store" };

/** The query of the courses' own page in the library (independent of the ebooks' `?page`). */
export const COURSES_PAGE_PARAM = "trangKhoaHoc";
/** Courses per page in `Thư viện của tôi`. */
const COURSES_PAGE_SIZE = 6;

/** What the 403 page needs: the course, the product that sells it, and whether the lesson is a free preview. */
type NotOwned = { courseId: number; productId: number | null; isPreview: boolean; lessonId: number | null };

/** Which family of pages the request is in: the learner's or their mobile views (the route's variant, app/routing/variant.ts). */
function viewOf(request: Request): LearningView {
  return routeVariantOfPath(new URL(request.url).pathname).view === "mobile" ? "mobileLearner" : "learner";
}

/** The status and text of an upstream refusal as a page (404 kept; spec §8 errorMessage otherwise). */
function refusal(error: unknown, notFound: string): never {
  if (error instanceof UpstreamError && error.status === 404) throw new Response(notFound, { status: 404 });
  if (error instanceof UpstreamError && error.status >= 400 && error.status < 500)
    throw new Response(error.message, { status: error.status });
  throw error;
}

/**
 * `/khoa-hoc/{id}`: `{ kind: "course", course, exams, view }`, or `{ kind: "notOwned", … }` with status 403.
 * @throws the login redirect (guest), the 404 page (unknown or malformed id).
 */
export async function loadMyCourse(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, rawId, COURSE_NOT_FOUND);
  const view = viewOf(request);
  const client = await upstreamFor(context);
  try {
    const [course, exams] = await Promise.all([getMyCourse(client, id), listExaminations(client, id)]);
    return data({ kind: "course" as const, course, exams, view }, { headers: { ...PRIVATE, "Server-Timing": client.serverTiming() } });
  } catch (error) {
    const denied = courseNotOwned(error);
    if (denied) {
      const notOwned: NotOwned = { courseId: denied.courseId, productId: denied.productId, isPreview: false, lessonId: null };
      return data({ kind: "notOwned" as const, notOwned, view }, { status: 403, headers: PRIVATE });
    }
    return refusal(error, COURSE_NOT_FOUND);
  }
}

/**
 * `/bai-hoc/{id}`: `{ kind: "lesson", lesson (body sanitized), course (outline with progress), exercises, view }`,
 * or `{ kind: "notOwned", … }` with status 403. Opening the lesson records where the learner stopped.
 * @throws the login redirect (guest), the 404 page, other lesson refusals with their message.
 */
export async function loadMyLesson(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, rawId, LESSON_NOT_FOUND);
  const view = viewOf(request);
  const client = await upstreamFor(context);
  try {
    const [lesson, exercises] = await Promise.all([getMyLesson(client, id), listAssignments(client, id)]);
    const course = await getMyCourse(client, lesson.courseId);
    return data(
      {
        kind: "lesson" as const,
        lesson: { ...lesson, body: lesson.body === null ? null : sanitizeHtml(lesson.body) },
        course,
        exercises,
        view,
      },
      { headers: { ...PRIVATE, "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    const denied = courseNotOwned(error);
    if (denied) {
      const notOwned: NotOwned = {
        courseId: denied.courseId,
        productId: denied.productId,
        isPreview: denied.isPreview ?? false,
        lessonId: id,
      };
      return data({ kind: "notOwned" as const, notOwned, view }, { status: 403, headers: PRIVATE });
    }
    return refusal(error, LESSON_NOT_FOUND);
  }
}

const progressSchema = z.object({ intent: z.enum(["complete", "uncomplete"], { message: "Thao tác không hợp lệ" }) });

/**
 * The lesson page's `Đánh dấu đã học` / `Bỏ đánh dấu đã học` form: 303 back to the lesson with a
 * toast; 400 `{ formError }` for an unknown intent; 403 (text) when the learner does not own it.
 */
export async function lessonProgressAction(context: RequestContext, request: Request, rawId: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, rawId, LESSON_NOT_FOUND);
  const submission = parseWithZod(await request.formData(), { schema: progressSchema });
  if (submission.status !== "success") return data({ formError: "Thao tác không hợp lệ, vui lòng thử lại." }, { status: 400 });
  const completed = submission.value.intent === "complete";
  try {
    const result = await setMyLessonProgress(await upstreamFor(context), id, completed);
    const message = completed
      ? `Đã đánh dấu bài học là đã học (${result.completedLessons}/${result.totalLessons} bài)`
      : "Đã bỏ đánh dấu đã học cho bài học này";
    return redirectWithToast(lessonPath(id, viewOf(request)), { type: "success", message });
  } catch (error) {
    if (courseNotOwned(error))
      throw new Response(`${NOT_OWNED_MESSAGE}, nên chưa thể đánh dấu bài học.`, { status: 403, headers: PRIVATE });
    return refusal(error, LESSON_NOT_FOUND);
  }
}

/**
 * The courses of `Thư viện của tôi` (`?trangKhoaHoc`, clamped): `{ courses, coursesPage, coursesTotalPage }`,
 * last opened first.
 */
export async function loadMyCourses(context: RequestContext, request: Request) {
  await requireAccess(context, AUTH_ROLES.user);
  const coursesPage = pageOf(new URL(request.url), 10_000, COURSES_PAGE_PARAM);
  const { courses, totalPage } = await listMyCourses(await upstreamFor(context), coursesPage, COURSES_PAGE_SIZE);
  return { courses, coursesPage, coursesTotalPage: totalPage };
}
