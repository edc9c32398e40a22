/**
 * A course's outline (spec §3 chapters and lessons): one list per chapter, each lesson with
 * its number in the course, title, length and badges — `Học thử` (free preview), `Đã học` (the learner
 * completed it; only when `completed` is known), and for a lesson `isLocked` says is closed to this
 * visitor a lock and `Cần mua khóa học`. Server-rendered, no JavaScript.
 *
 * `lessonHref` decides where each lesson leads (the public, learner or mobile page — see
 * ./learning.ts) and may return null for a lesson shown without a link. The current lesson is marked
 * `aria-current="page"`.
 */
import type { ReactNode } from "react";
import type { CourseChapter, LessonSummary } from "~/upstream/schemas";
import { formatDuration, spokenDuration } from "./learning";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as s from "./learning.css";
import { LockIcon } from "./lock-icon";

export type CourseOutlineProps = {
  chapters: readonly CourseChapter[];
  /** Where a lesson links to; null → plain text. */
  lessonHref: (lesson: LessonSummary) => string | null;
  /** The lesson being shown (highlighted, not a link to itself). */
  currentLessonId?: number;
  /** Heading level of the chapter titles (3 inside a page section, 2 on a page of its own). */
  headingLevel?: 2 | 3;
  /** Extra content after a lesson's badges (e.g. a `Mua khóa học` link for a locked lesson). */
  lessonExtra?: (lesson: LessonSummary) => ReactNode;
  /** Whether a lesson is closed to this visitor (shown with a lock and `Cần mua khóa học`); none by default. */
  isLocked?: (lesson: LessonSummary) => boolean;
  /** The learner's progress in a chapter (lessons done of its total), shown under its title; none when absent. */
  chapterProgress?: (chapter: CourseChapter) => { completed: number; total: number } | null;
};

export function CourseOutline({
  chapters,
  lessonHref,
  currentLessonId,
  headingLevel = 3,
  lessonExtra,
  isLocked,
  chapterProgress,
}: CourseOutlineProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className={s.outline}>
      {chapters.map((chapter) => (
        <li key={chapter.id}>
          <Heading className={s.chapterTitle}>
            Chương {chapter.position}. {chapter.title}
          </Heading>
          <ChapterProgress chapter={chapter} progress={chapterProgress?.(chapter) ?? null} />
          <ol className={s.lessonList}>
            {chapter.lessons.map((lesson) => {
              const isCurrent = lesson.id === currentLessonId;
              const href = isCurrent ? null : lessonHref(lesson);
              const locked = isLocked?.(lesson) ?? false;
              const classes = [s.lesson, isCurrent ? s.current : "", locked ? s.locked : ""].filter(Boolean).join(" ");
              return (
                <li key={lesson.id} className={classes}>
                  <span className={s.number}>{lesson.number}.</span>
                  <span className={s.lessonTitle}>
                    {href ? <a href={href}>{lesson.title}</a> : <span aria-current={isCurrent ? "page" : undefined}>{lesson.title}</span>}
                    <span className={s.badges}>
                      {lesson.isPreview ? <span className={s.previewBadge}>Học thử</span> : null}
                      {locked ? (
                        <span className={s.lockedBadge}>
                          <LockIcon className={s.lockIcon} />
                          Cần mua khóa học
                        </span>
                      ) : null}
                      {lesson.completed ? <span className={s.doneBadge}>Đã học</span> : null}
                      {lesson.hasVideo ? null : <span className={s.badge}>Bài đọc</span>}
                    </span>
                    {lessonExtra?.(lesson)}
                  </span>
                  <span className={s.duration}>
                    <span aria-hidden="true">{formatDuration(lesson.durationSeconds)}</span>
                    <span className={visuallyHidden}>{spokenDuration(lesson.durationSeconds)}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * `Đã học n/total bài` for one chapter (`Đã học xong n/n bài` once every lesson is done), its chapter
 * named for screen readers (`Chương 2: Đã học 1/4 bài`), since the text sits apart from the heading.
 */
function ChapterProgress({ chapter, progress }: { chapter: CourseChapter; progress: { completed: number; total: number } | null }) {
  if (!progress || progress.total === 0) return null;
  const done = progress.completed >= progress.total;
  return (
    <p className={done ? s.chapterProgressDone : s.chapterProgress}>
      <span className={visuallyHidden}>Chương {chapter.position}: </span>
      {done ? "Đã học xong" : "Đã học"} {progress.completed}/{progress.total} bài
    </p>
  );
}
