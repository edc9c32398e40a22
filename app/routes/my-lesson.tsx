/**
 * `/bai-hoc/{id}` and `/mobile/mycourse/lesson/{id}` — a lesson of the learner's own course (ADR
 * 0013; spec §2, §3 videoURL, §7 `GET /api/UserCourse/LessonDetail/{id}`, which records where the
 * learner stopped): the video with Vietnamese captions, the sanitized body, `Bài trước` /
 * `Bài tiếp theo`, the form `Đánh dấu đã học` (POST intent `complete`; once done `Bỏ đánh dấu đã học`,
 * intent `uncomplete`) → 303 back here with a toast, the lesson's exercises (`Bài tập`) and
 * the course outline with progress.
 * A lesson of a course the learner does not own → a 403 page saying why with `Mua khóa học…` (and,
 * for a free preview, its public page); unknown or malformed id → 404; other upstream refusals →
 * their message (spec §8); a guest → `/login?redirectTo=…`. Private, `noindex`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { CourseOutline } from "~/features/learning/course-outline";
import { LessonExercises } from "~/features/learning/examination-list";
import { coursePath, lessonPath } from "~/features/learning/learning";
import { LessonVideo } from "~/features/learning/lesson-video";
import { lessonProgressAction, loadMyLesson } from "~/features/learning/my-learning.server";
import { CourseProgress, NotOwnedPanel } from "~/features/learning/my-learning";
import * as s from "~/features/learning/my-learning.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === "lesson"
        ? `${data.lesson.title} – ${data.lesson.courseTitle} – Nhà sách Đại học`
        : "Bạn chưa mua khóa học này – Nhà sách Đại học",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMyLesson(context, request, params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return lessonProgressAction(context, request, params.id);
}

export default function MyLesson() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (d.kind === "notOwned") return <NotOwnedPanel {...d.notOwned} view={d.view} />;
  const { lesson, course, exercises, view } = d;
  const mobile = view === "mobileLearner";
  return (
    <div className={s.page}>
      <article className={s.column} aria-labelledby="lesson-title">
        <nav aria-label="Đường dẫn" className={s.crumbs}>
          <Link to={coursePath(lesson.courseId, view)}>{lesson.courseTitle}</Link> / {lesson.chapterTitle}
        </nav>
        <h1 id="lesson-title" className={s.title}>
          Bài {lesson.number}. {lesson.title}
        </h1>
        {lesson.videoURL ? (
          <LessonVideo
            src={lesson.videoURL}
            sources={lesson.videoSources}
            captionsSrc={lesson.captionsURL}
            poster={lesson.posterURL}
            title={lesson.title}
          />
        ) : null}
        {actionData?.formError ? (
          <p role="alert" className={s.crumbs}>
            {actionData.formError}
          </p>
        ) : null}
        <Form method="post" className={s.actions}>
          <button
            type="submit"
            name="intent"
            value={lesson.completed ? "uncomplete" : "complete"}
            className={lesson.completed ? button.secondary : button.primary}
          >
            {lesson.completed ? "Bỏ đánh dấu đã học" : "Đánh dấu đã học"}
          </button>
          {lesson.completed ? <span>Bạn đã học xong bài này.</span> : null}
        </Form>
        {lesson.body ? <div className={s.body} dangerouslySetInnerHTML={{ __html: lesson.body }} /> : null}
        <LessonExercises exercises={exercises} view={view} />
        <nav aria-label="Chuyển bài học" className={s.neighbours}>
          {lesson.previousLessonId ? (
            <Link to={lessonPath(lesson.previousLessonId, view)} rel="prev">
              <span aria-hidden="true">← </span>
              Bài trước
            </Link>
          ) : (
            <span />
          )}
          {lesson.nextLessonId ? (
            <Link to={lessonPath(lesson.nextLessonId, view)} rel="next">
              Bài tiếp theo
              <span aria-hidden="true"> →</span>
            </Link>
          ) : mobile ? null : (
            <Link to={coursePath(lesson.courseId, view)}>Về trang khóa học</Link>
          )}
        </nav>
      </article>
      <aside aria-labelledby="outline-title" className={s.column}>
        <h2 id="outline-title">Nội dung khóa học</h2>
        <CourseProgress completed={lesson.completedLessons} total={lesson.totalLessons} title={lesson.courseTitle} />
        <CourseOutline chapters={course.chapters} currentLessonId={lesson.id} lessonHref={(l) => lessonPath(l.id, view)} />
      </aside>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
