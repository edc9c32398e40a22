/**
 * The exercises of a lesson (`Bài tập`) and the exams of a course (`Bài kiểm tra`) as lists on the
 * lesson and course pages — public and the learner's, and their mobile views (spec
 * §7 `Examination/GetAssignments`, `GetExaminations`). Each item links to its page in
 * the same family of views (`exercisePath` / `examPath`): the title, then `{n} câu · {p} điểm`, and
 * for an exam its time limit (`20 phút`) and attempts (`Tối đa 3 lần làm`). Nothing is rendered for
 * an empty list.
 */
import { Link } from "@remix-run/react";
import type { ExaminationSummary } from "~/upstream/examinations.server";
import { examPath, exercisePath, formatTotalDuration, type LearningView } from "./learning";
import * as s from "./examination-list.css";

/** `4 câu · 7 điểm` (active questions and their points). */
function sizeOf(e: ExaminationSummary): string {
  return `${e.questionsCount} câu · ${e.totalPoints} điểm`;
}

/** An exam's limits: `20 phút · Tối đa 3 lần làm` (or "no limit" wording when a limit is null). */
function limitsOf(e: ExaminationSummary): string {
  const time = e.timeLimitSeconds === null ? "Không giới hạn thời gian" : formatTotalDuration(e.timeLimitSeconds);
  const attempts = e.maxAttempts === null ? "Không giới hạn số lần làm" : `Tối đa ${e.maxAttempts} lần làm`;
  return `${time} · ${attempts}`;
}

/** One titled list of `items`; `href` gives each item's page, `facts` its line of facts. */
function ExaminationList(props: {
  id: string;
  title: string;
  items: readonly ExaminationSummary[];
  href: (e: ExaminationSummary) => string;
  facts: (e: ExaminationSummary) => string;
}) {
  if (props.items.length === 0) return null;
  return (
    <section aria-labelledby={props.id} className={s.section}>
      <h2 id={props.id} className={s.heading}>
        {props.title}
      </h2>
      <ul className={s.list}>
        {props.items.map((e) => (
          <li key={e.id} className={s.item}>
            <Link to={props.href(e)}>{e.title}</Link>
            <p className={s.facts}>{props.facts(e)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A lesson's exercises (`Bài tập`), linking to `/bai-tap/{id}` (mobile views: `/mobile/exercise/{id}`). */
export function LessonExercises({ exercises, view }: { exercises: readonly ExaminationSummary[]; view: LearningView }) {
  return <ExaminationList id="exercises-title" title="Bài tập" items={exercises} href={(e) => exercisePath(e.id, view)} facts={sizeOf} />;
}

/** A course's exams (`Bài kiểm tra`), linking to `/bai-kiem-tra/{id}` (mobile views: `/mobile/exam/{id}`). */
export function CourseExams({ exams, view }: { exams: readonly ExaminationSummary[]; view: LearningView }) {
  return (
    <ExaminationList
      id="exams-title"
      title="Bài kiểm tra"
      items={exams}
      href={(e) => examPath(e.id, view)}
      facts={(e) => `${sizeOf(e)} · ${limitsOf(e)}`}
    />
  );
}
