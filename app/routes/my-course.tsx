/**
 * `/khoa-hoc/{id}` and `/mobile/mycourse/{id}` — the learner's own course (ADR 0013; spec §2,
 * §7 `GET /api/UserCourse/CourseDetail/{id}`): title, progress (`Đã học n/total bài` and a bar),
 * `Tiếp tục học` (the lesson opened last on any device — recorded by the upstream — else the first)
 * and the outline with each chapter's `Đã học n/total bài` and `Đã học` badges, each
 * lesson linking to the learner's lesson page (mobile links stay in mobile views), and the course's
 * exams (`Bài kiểm tra`) linking to their pages. A course the
 * learner does not own → a 403 page saying why with `Mua khóa học…`; unknown or malformed id → 404;
 * a guest → `/login?redirectTo=…`. Private, `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { CourseOutline } from "~/features/learning/course-outline";
import { CourseExams } from "~/features/learning/examination-list";
import { coursePath, formatTotalDuration, lessonPath } from "~/features/learning/learning";
import { loadMyCourse } from "~/features/learning/my-learning.server";
import { CourseProgress, NotOwnedPanel } from "~/features/learning/my-learning";
import * as s from "~/features/learning/my-learning.css";
import { LIBRARY_PATH } from "~/features/library/library";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === "course"
        ? `${data.course.title} – Khóa học của tôi – Nhà sách Đại học`
        : "Bạn chưa mua khóa học này – Nhà sách Đại học",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMyCourse(context, request, params.id);
}

export default function MyCourse() {
  const d = useLoaderData<typeof loader>();
  if (d.kind === "notOwned") return <NotOwnedPanel {...d.notOwned} view={d.view} />;
  const { course, exams, view } = d;
  const first = course.chapters.flatMap((c) => c.lessons)[0];
  const next = course.lastLessonId ?? first?.id ?? null;
  const mobile = view === "mobileLearner";
  return (
    <div className={s.page}>
      <div className={s.column}>
        {mobile ? null : (
          <nav aria-label="Đường dẫn" className={s.crumbs}>
            <Link to={LIBRARY_PATH}>Thư viện của tôi</Link> / Khóa học
          </nav>
        )}
        <h1 className={s.title}>{course.title}</h1>
        <p>
          {course.instructor} · {course.totalLessons} bài học · {formatTotalDuration(course.durationSeconds)}
        </p>
        <CourseProgress completed={course.completedLessons} total={course.totalLessons} title={course.title} />
        {next ? (
          <p className={s.actions}>
            <Link className={button.primary} to={lessonPath(next, view)}>
              Tiếp tục học
            </Link>
            {mobile ? null : <Link to={coursePath(course.id, "public")}>Trang giới thiệu khóa học</Link>}
          </p>
        ) : null}
        <p>{course.description}</p>
        <CourseExams exams={exams} view={view} />
      </div>
      <section aria-labelledby="outline-title" className={s.column}>
        <h2 id="outline-title">Nội dung khóa học</h2>
        <CourseOutline
          chapters={course.chapters}
          lessonHref={(lesson) => lessonPath(lesson.id, view)}
          chapterProgress={(chapter) => {
            const mine = course.chapters.find((c) => c.id === chapter.id);
            return mine ? { completed: mine.completedLessons, total: mine.totalLessons } : null;
          }}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
