/**
 * View pieces of the learner's own pages (ADR 0013): the course progress (`Đã học n/total
 * bài` with a labelled `<progress>`), the page shown when the learner does not own a course (403:
 * why, `Mua khóa học…` to the product that sells it, the public course page and, for a free preview
 * lesson, its public page), and an owned course's card in `Thư viện của tôi`. Server-rendered.
 */
import { Link } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import type { UserCourseItem } from "~/upstream/user-course.server";
import { imageLoading, responsiveImage } from "~/utils/images";
import { coursePath, lessonPath, type LearningView } from "./learning";
import * as s from "./my-learning.css";

/** The learner's progress in a course: the sentence and a bar labelled with the course title. */
export function CourseProgress({ completed, total, title }: { completed: number; total: number; title: string }) {
  return (
    <p className={s.progress}>
      <span>
        Đã học {completed}/{total} bài
      </span>
      <progress className={s.bar} value={completed} max={Math.max(total, 1)} aria-label={`Tiến độ học khóa ${title}`}>
        {completed}/{total}
      </progress>
    </p>
  );
}

export type NotOwnedProps = {
  courseId: number;
  productId: number | null;
  /** The lesson asked for (lesson pages), or null (course pages). */
  lessonId: number | null;
  isPreview: boolean;
  view: LearningView;
};

/** The 403 page: the learner has not bought the course; where to buy it and what they may see for free. */
export function NotOwnedPanel({ courseId, productId, lessonId, isPreview, view }: NotOwnedProps) {
  const publicView: LearningView = view === "mobileLearner" ? "mobile" : "public";
  return (
    <section className={s.panel} aria-labelledby="not-owned-title">
      <h1 id="not-owned-title" className={s.title}>
        Bạn chưa mua khóa học này
      </h1>
      <p>
        {lessonId ? "Bài học này thuộc một khóa học bạn chưa sở hữu." : "Khóa học này chưa có trong tài khoản của bạn."} Khóa học được tặng
        kèm khi bạn mua sách bán kèm khóa học và đơn hàng được thanh toán.
      </p>
      <p className={s.actions}>
        {productId ? (
          <Link className={button.primary} to={`/san-pham/${productId}`}>
            Mua khóa học
          </Link>
        ) : null}
        {lessonId && isPreview ? <Link to={lessonPath(lessonId, publicView)}>Xem bài học thử miễn phí</Link> : null}
        <Link to={coursePath(courseId, publicView)}>Xem giới thiệu khóa học</Link>
      </p>
    </section>
  );
}

/** An owned course in `Thư viện của tôi`: poster, title, progress and `Tiếp tục học`. */
export function MyCourseCard({ course, priority }: { course: UserCourseItem; priority: boolean }) {
  const continueTo = course.lastLessonId ? lessonPath(course.lastLessonId, "learner") : coursePath(course.id, "learner");
  return (
    <article className={s.courseCard} aria-labelledby={`my-course-${course.id}`}>
      <img
        className={s.poster}
        {...responsiveImage(course.thumbImage, "128px")}
        alt=""
        width={128}
        height={72}
        {...imageLoading(priority)}
      />
      <div className={s.column}>
        <h3 id={`my-course-${course.id}`} className={s.courseTitle}>
          <Link to={coursePath(course.id, "learner")}>{course.title}</Link>
        </h3>
        <CourseProgress completed={course.completedLessons} total={course.totalLessons} title={course.title} />
        <p className={s.actions}>
          <Link className={button.secondary} to={continueTo} aria-label={`Tiếp tục học: ${course.title}`}>
            Tiếp tục học
          </Link>
        </p>
      </div>
    </article>
  );
}
