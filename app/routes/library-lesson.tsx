/**
 * `/thu-vien/bai-hoc/{id}` (and `/mobile/lesson/{id}`, the same page without navbar, footer or
 * toolbar — spec §2; links stay in mobile views) — a lesson of the public library (ADR 0013).
 * - A free preview: the video (`LessonVideo`: source, Vietnamese captions, poster), the sanitized
 *   body, `Bài trước` / `Bài tiếp theo` (the neighbours' public pages; a locked neighbour's page
 *   explains itself) and the course outline with this lesson marked.
 * - Any other lesson (`locked`): title, chapter and length, a lock and `Cần mua khóa học`, the buy
 *   panel (the `Mua khóa học` link with the course's price, `Thêm vào giỏ hàng`) and `Vào học` to the
 *   learner's `/bai-hoc/{id}` (owners; a guest signs in there).
 * Upstream: GET /api/Library/LessonDetail/{id} with, in parallel, GET /api/Examination/GetAssignments/?lessonId=
 * (the `Bài tập` list — listed for locked lessons too: titles are public; it fails with the
 * page, as the outline), then GET /api/Library/CourseDetail/{courseId} (the outline). The same for every visitor (`PUBLIC_PAGE`, ADR 0007). Unknown, malformed, negative or
 * huge ids → the 404 page; any other refusal shows the upstream's `errorMessage` (spec §8).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CourseOutline } from "~/features/learning/course-outline";
import { LessonExercises } from "~/features/learning/examination-list";
import { coursePath, formatDuration, lessonPath, spokenDuration } from "~/features/learning/learning";
import { LessonVideo } from "~/features/learning/lesson-video";
import { LockIcon } from "~/features/learning/lock-icon";
import { BuyCourse, isLockedForPublic, publicLessonHref, publicViewOf } from "~/features/learning/public-library";
import * as s from "~/features/learning/public-library.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound, UpstreamError } from "~/upstream/client.server";
import { listAssignments } from "~/upstream/examinations.server";
import { getLibraryCourse, getLibraryLesson } from "~/upstream/library.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { absoluteUrl, pageMeta } from "~/utils/seo";
import { visuallyHidden } from "../../styles/utilities.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy bài học bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy bài học – Nhà sách Đại học" }];
  const l = data.lesson;
  return pageMeta({
    documentTitle: `${l.title} – ${l.courseTitle} | Nhà sách Đại học`,
    title: l.title,
    description: `Bài ${l.number} của khóa học “${l.courseTitle}”, chương “${l.chapterTitle}”.`,
    canonical: data.canonical,
    image: data.image,
    type: "website",
  });
};

/** An upstream refusal other than "not found" as a page showing the upstream's message (spec §8); anything else rethrown. */
function refusal(error: unknown): unknown {
  if (isNotFound(error)) return new Response(NOT_FOUND, { status: 404 });
  if (error instanceof UpstreamError && error.status < 500) return new Response(error.message, { status: error.status });
  return error;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const view = publicViewOf(new URL(request.url).pathname);
  const client = context.upstream;
  try {
    const [lesson, exercises] = await Promise.all([getLibraryLesson(client, id), listAssignments(client, id)]);
    const course = await getLibraryCourse(client, lesson.courseId);
    const chapter = course.chapters.find((c) => c.id === lesson.chapterId);
    return data(
      {
        lesson: { ...lesson, body: lesson.body === null ? null : sanitizeHtml(lesson.body) },
        chapters: course.chapters,
        exercises,
        chapterPosition: chapter?.position ?? null,
        view,
        canonical: absoluteUrl(lessonPath(lesson.id)),
        image: absoluteUrl(lesson.posterURL ?? course.image),
      },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    throw refusal(error);
  }
}

export default function LibraryLesson() {
  const { lesson, chapters, exercises, chapterPosition, view } = useLoaderData<typeof loader>();
  const chapterLabel = `${chapterPosition ? `Chương ${chapterPosition}. ` : ""}${lesson.chapterTitle}`;
  return (
    <div className={s.layout}>
      <article className={s.main} aria-labelledby="lesson-title">
        <nav aria-label="Đường dẫn" className={s.crumbs}>
          {view === "public" ? (
            <>
              <Link to="/thu-vien">Thư viện</Link> /{" "}
            </>
          ) : null}
          <Link to={coursePath(lesson.courseId, view)}>{lesson.courseTitle}</Link>
        </nav>
        <h1 id="lesson-title" className={s.title}>
          Bài {lesson.number}. {lesson.title}
        </h1>
        <dl className={s.facts}>
          <dt>Chương</dt>
          <dd>{chapterLabel}</dd>
          <dt>Thời lượng</dt>
          <dd>
            <span aria-hidden="true">{formatDuration(lesson.durationSeconds)}</span>
            <span className={visuallyHidden}>{spokenDuration(lesson.durationSeconds)}</span>
            {lesson.hasVideo ? " · video bài giảng" : " · bài đọc"}
            {lesson.isPreview ? " · Học thử miễn phí" : ""}
          </dd>
        </dl>
        {lesson.locked ? (
          <section className={s.notice} aria-labelledby="locked-title">
            <h2 id="locked-title" className={s.lockedTitle}>
              <LockIcon className={s.lockedIcon} />
              Cần mua khóa học
            </h2>
            <p>
              Bài học này dành cho học viên đã mua khóa học “{lesson.courseTitle}”. Khóa học đi kèm sách: mua sách để học toàn bộ các bài.
            </p>
            <BuyCourse productId={lesson.productId} productName={lesson.productName} productPrice={lesson.productPrice} />
            <p>
              Đã mua khóa học? <Link to={lessonPath(lesson.id, view === "mobile" ? "mobileLearner" : "learner")}>Vào học</Link>
            </p>
          </section>
        ) : (
          <>
            {lesson.videoURL ? (
              <LessonVideo
                src={lesson.videoURL}
                sources={lesson.videoSources}
                captionsSrc={lesson.captionsURL}
                poster={lesson.posterURL}
                title={lesson.title}
              />
            ) : null}
            {lesson.body ? <div className={s.body} dangerouslySetInnerHTML={{ __html: lesson.body }} /> : null}
          </>
        )}
        <LessonExercises exercises={exercises} view={view} />
        <nav aria-label="Bài học liền kề">
          <ul className={s.neighbours}>
            <li>{lesson.previousLessonId ? <Link to={lessonPath(lesson.previousLessonId, view)}>Bài trước</Link> : null}</li>
            <li>{lesson.nextLessonId ? <Link to={lessonPath(lesson.nextLessonId, view)}>Bài tiếp theo</Link> : null}</li>
          </ul>
        </nav>
      </article>
      <section aria-labelledby="outline-title" className={s.main}>
        <h2 id="outline-title" className={s.sectionTitle}>
          Nội dung khóa học
        </h2>
        <CourseOutline
          chapters={chapters}
          currentLessonId={lesson.id}
          lessonHref={(l) => publicLessonHref(l, view)}
          isLocked={isLockedForPublic}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
