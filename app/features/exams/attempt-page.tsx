/**
 * The body of the attempt pages (ADR 0014 "Pages"): the course and lesson it belongs to
 * (links back in the same family of views), the title and description, then
 * - an exercise: the attempt form (its first save starts the attempt);
 * - an exam with an open attempt: its deadline, clock and the form;
 * - an exam without one: the intro — time limit, questions and points, attempts used and left, the
 *   history with links to the reviews, and `Bắt đầu làm bài` (intent `start`) or `Bạn đã dùng hết
 *   lượt làm bài`.
 * Server-rendered and complete without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import { coursePath, formatTotalDuration, lessonPath, myExamPath, myExercisePath, type LearningView } from "~/features/learning/learning";
import type { AttemptSummary, ExaminationDetail, MyAttempts } from "~/upstream/examinations.server";
import type { AnswerValues } from "./answers.server";
import { partValueKey } from "./parts";
import type { AttemptFormResult } from "./attempt.server";
import { AttemptForm } from "./attempt-form";
import { latestSavedAt } from "./offline-answers";
import * as s from "./exams.css";

export type AttemptPageProps = {
  examination: ExaminationDetail;
  mine: MyAttempts;
  view: LearningView;
  serverNow: string;
  /** The refused post's result (400/409), if any. */
  result: AttemptFormResult | null;
};

/** The saved answers as form values, by question id. */
function savedValues(mine: MyAttempts): AnswerValues {
  const values: AnswerValues = {};
  for (const a of mine.openAttempt?.answers ?? []) {
    values[String(a.questionId)] = a.text !== null ? [a.text] : a.optionIds.map(String);
    for (const [part, value] of Object.entries(a.parts)) values[partValueKey(a.questionId, part)] = [value];
  }
  return values;
}

const STATUS: Record<AttemptSummary["status"], string> = { open: "Đang làm", submitted: "Đã nộp", expired: "Hết giờ" };

/** The learner's attempts, newest first, closed ones linking to their review. */
function History({ attempts, kind, view }: { attempts: readonly AttemptSummary[]; kind: ExaminationDetail["kind"]; view: LearningView }) {
  if (!attempts.length) return null;
  const review = kind === "exam" ? myExamPath : myExercisePath;
  return (
    <section className={s.panel} aria-labelledby="attempt-history">
      <h2 id="attempt-history">Các lần làm bài</h2>
      <ol className={s.history} reversed>
        {attempts.map((a) => (
          <li key={a.id}>
            Lần {a.number}: {STATUS[a.status]}
            {a.status === "open" ? null : (
              <>
                {" "}
                · Điểm {a.score ?? 0}/{a.maxScore}
                {a.pendingCount ? ` (${a.pendingCount} câu chờ chấm)` : null} ·{" "}
                <Link to={review(a.id, view)} aria-label={`Xem lại lần ${a.number}`}>
                  Xem lại
                </Link>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function AttemptPage({ examination: e, mine, view, serverNow, result }: AttemptPageProps) {
  const open = mine.openAttempt;
  const showForm = e.kind === "exercise" || open !== null;
  return (
    <article className={s.page} aria-labelledby="examination-title">
      <nav aria-label="Đường dẫn" className={s.crumbs}>
        <Link to={coursePath(e.courseId, view)}>{e.courseTitle}</Link>
        {e.lessonId !== null && e.lessonTitle ? (
          <>
            {" / "}
            <Link to={lessonPath(e.lessonId, view)}>{e.lessonTitle}</Link>
          </>
        ) : null}
      </nav>
      <h1 id="examination-title" className={s.title}>
        {e.title}
      </h1>
      <p className={s.muted}>
        {e.questionsCount} câu hỏi · {e.totalPoints} điểm
        {e.timeLimitSeconds ? ` · ${formatTotalDuration(e.timeLimitSeconds)}` : null}
      </p>
      {e.descriptionHtml ? <div className={s.prose} dangerouslySetInnerHTML={{ __html: e.descriptionHtml }} /> : null}
      {showForm ? (
        <>
          {e.kind === "exam" && open ? (
            <p className={s.muted}>
              Lần làm thứ {open.number}
              {e.maxAttempts ? `/${e.maxAttempts}` : null}. Bài làm được lưu trên máy chủ: bạn có thể đóng trang và quay lại trước hạn nộp.
            </p>
          ) : null}
          <AttemptForm
            questions={e.questionActives}
            attemptId={open?.id ?? null}
            values={result?.values && Object.keys(result.values).length ? result.values : savedValues(mine)}
            fieldErrors={result?.fieldErrors ?? {}}
            unanswered={result?.unanswered ?? []}
            formError={result?.formError ?? null}
            deadlineAt={open?.deadlineAt ?? null}
            serverNow={serverNow}
            serverSavedAt={latestSavedAt(open?.answers ?? [])}
          />
        </>
      ) : (
        <ExamIntro examination={e} mine={mine} formError={result?.formError ?? null} />
      )}
      <History attempts={mine.attempts.filter((a) => a.status !== "open")} kind={e.kind} view={view} />
    </article>
  );
}

/** An exam not started: its rules, the attempts left and the start button. */
function ExamIntro({ examination: e, mine, formError }: { examination: ExaminationDetail; mine: MyAttempts; formError: string | null }) {
  const exhausted = mine.attemptsLeft === 0;
  return (
    <section className={s.panel} aria-labelledby="exam-intro">
      <h2 id="exam-intro">Thông tin bài kiểm tra</h2>
      <dl className={s.facts}>
        <dt>Thời gian làm bài</dt>
        <dd>{e.timeLimitSeconds ? formatTotalDuration(e.timeLimitSeconds) : "Không giới hạn"}</dd>
        <dt>Số câu hỏi</dt>
        <dd>
          {e.questionsCount} câu ({e.totalPoints} điểm)
        </dd>
        <dt>Số lượt làm</dt>
        <dd>
          {e.maxAttempts
            ? `Đã dùng ${mine.attemptsUsed}/${e.maxAttempts} lượt, còn ${mine.attemptsLeft ?? 0} lượt`
            : `Đã làm ${mine.attemptsUsed} lần, không giới hạn số lượt`}
        </dd>
      </dl>
      {formError ? (
        <p role="alert" className={s.error}>
          {formError}
        </p>
      ) : null}
      {exhausted ? (
        <p>
          <strong>Bạn đã dùng hết lượt làm bài.</strong>
        </p>
      ) : (
        <Form method="post" className={s.actions}>
          <button type="submit" name="intent" value="start" className={button.primary}>
            Bắt đầu làm bài
          </button>
          <span className={s.muted}>
            Đồng hồ bắt đầu tính khi bạn bấm nút
            {e.timeLimitSeconds ? `; bạn cần nộp bài trong ${formatTotalDuration(e.timeLimitSeconds)}` : null}.
          </span>
        </Form>
      )}
    </section>
  );
}
