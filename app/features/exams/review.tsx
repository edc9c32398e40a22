/**
 * The review of a closed attempt (ADR 0014; docs/ui-contract.md "Exercises and exams —
 * reviews"): the examination's title with its course (and lesson) links, `Lần {n}`, how it closed
 * (`Đã nộp lúc …` / `Hết giờ — chấm với các câu đã lưu`), `Điểm: {score}/{maxScore}` and the essays
 * waiting for a grader; then one section per question (heading `Câu {n}`) with the prompt, the
 * learner's answer, the result in words (`Đúng` / `Đúng một phần` / `Sai` / `Chờ chấm` / `Chưa trả lời`), the correct
 * answer (`Đáp án đúng`; matching, ordering and cloze per part) and the explanation; the history of attempts (the one shown
 * `aria-current="page"`) and `Làm lại` / `Làm lại bài kiểm tra`. Server-rendered, no JavaScript needed.
 * HTML (prompts, explanations) arrives sanitized by the loader.
 */
import { Link } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import {
  coursePath,
  examPath,
  exercisePath,
  lessonPath,
  myExamPath,
  myExercisePath,
  type LearningView,
} from "~/features/learning/learning";
import type { AttemptSummary, Review, ReviewQuestion } from "~/upstream/examinations.server";
import { formatDateTimeVn, formatDayTimeVn } from "~/utils/dates";
import * as s from "./review.css";

const RESULT_WORDS: Record<NonNullable<ReviewQuestion["result"]>, string> = {
  correct: "Đúng",
  partial: "Đúng một phần",
  incorrect: "Sai",
  pending: "Chờ chấm",
  unanswered: "Chưa trả lời",
};

const STATUS_WORDS: Record<AttemptSummary["status"], string> = {
  open: "Đang làm",
  submitted: "Đã nộp",
  expired: "Hết giờ",
};

/** How the attempt closed, in words. */
function closedAs(attempt: AttemptSummary): string {
  if (attempt.status === "expired") return "Hết giờ — chấm với các câu đã lưu";
  return attempt.submittedAt ? `Đã nộp lúc ${formatDateTimeVn(attempt.submittedAt)}` : STATUS_WORDS[attempt.status];
}

const decimal = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 6 });

/** The right answer of a numerical question: `9,8 m/s² (sai số cho phép ± 0,05)`. */
function numericalKey(n: NonNullable<ReviewQuestion["numerical"]>): string | null {
  if (n.value === null) return null;
  const unit = n.unit ? ` ${n.unit}` : "";
  return `${decimal.format(n.value)}${unit}${n.tolerance ? ` (sai số cho phép ± ${decimal.format(n.tolerance)}${unit})` : ""}`;
}

/** Why the right answers are not shown (the examination's review options), or null when they are. */
function hiddenAnswersNote(review: Review): string | null {
  if (review.visibility.rightAnswer) return null;
  const { closesAt } = review.examination;
  if (closesAt && review.visibility.moment !== "closed")
    return `Đáp án đúng và lời giải sẽ được công bố sau khi bài kiểm tra đóng (${formatDateTimeVn(closesAt)}).`;
  return "Bài kiểm tra này không công bố đáp án đúng và lời giải.";
}

/** `7/10`, or `—` while open. */
const scoreOf = (a: AttemptSummary) => (a.score === null ? "—" : `${a.score}/${a.maxScore}`);

/** `Đúng` / `Sai` for one part, or nothing while correctness is hidden. */
function PartMark({ correct }: { correct: boolean | null | undefined }) {
  if (correct === null || correct === undefined) return null;
  return <span className={s.mark[correct ? "correct" : "incorrect"]}>{correct ? "Đúng" : "Sai"}</span>;
}

/** A matching answer: per prompt the choice given, its result and, unless it is right, the right choice (when shown). */
function MatchingAnswer({ q }: { q: ReviewQuestion }) {
  const m = q.matching!;
  const text = (key: string | null | undefined) => m.choices.find((c) => c.key === key)?.text;
  return (
    <ul className={s.parts} aria-label={`Các cặp ghép của câu ${q.number}`}>
      {m.prompts.map((p) => {
        const review = q.partReview[p.key];
        const given = text(q.answer?.parts[p.key]);
        return (
          <li key={p.key} className={s.partRow}>
            <span className={s.label}>{p.text}:</span>
            <span>{given ?? "(chưa chọn)"}</span>
            <PartMark correct={given ? review?.correct : null} />
            {review?.right && !(given && review.correct) ? <span className={s.tag}>Đáp án đúng: {text(review.right)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** An ordering answer: the learner's order and, when shown, the right one. */
function OrderingAnswer({ q }: { q: ReviewQuestion }) {
  const items = q.ordering!.items;
  const rankOf = (key: string, ranks: Record<string, string | null | undefined>) => {
    const r = Number(ranks[key]);
    return Number.isInteger(r) && r > 0 ? r : Number.POSITIVE_INFINITY;
  };
  const given = Object.fromEntries(items.map((i) => [i.key, q.answer?.parts[i.key]]));
  const right = Object.fromEntries(items.map((i) => [i.key, q.partReview[i.key]?.right ?? null]));
  const placed = items.filter((i) => given[i.key]).sort((a, b) => rankOf(a.key, given) - rankOf(b.key, given));
  const unplaced = items.filter((i) => !given[i.key]);
  const showRight = items.some((i) => right[i.key] !== null);
  return (
    <div className={s.orders}>
      <div>
        <p className={s.label}>Thứ tự của bạn:</p>
        <ol className={s.orderList}>
          {placed.map((i) => (
            <li key={i.key} value={Number(given[i.key])}>
              {i.text}
            </li>
          ))}
        </ol>
        {unplaced.length ? <p className={s.muted}>Chưa xếp: {unplaced.map((i) => i.text).join("; ")}</p> : null}
      </div>
      {showRight ? (
        <div>
          <p className={s.label}>Thứ tự đúng:</p>
          <ol className={s.orderList}>
            {[...items]
              .sort((a, b) => rankOf(a.key, right) - rankOf(b.key, right))
              .map((i) => (
                <li key={i.key}>{i.text}</li>
              ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** A cloze answer: the text with the learner's values in place, then per blank its result and, unless it is right, the right value (when shown). */
function ClozeAnswer({ q }: { q: ReviewQuestion }) {
  const cloze = q.cloze!;
  const numberOf = new Map(cloze.blanks.map((b) => [b.key, b.number]));
  return (
    <>
      <p className={s.clozeText}>
        {cloze.segments.map((seg, i) =>
          "text" in seg ? (
            <span key={i}>{seg.text}</span>
          ) : (
            <span key={i} className={s.filled}>
              ({numberOf.get(seg.blank)}) {q.answer?.parts[seg.blank] || "____"}
            </span>
          ),
        )}
      </p>
      <ul className={s.parts} aria-label={`Các chỗ trống của câu ${q.number}`}>
        {cloze.blanks.map((b) => {
          const review = q.partReview[b.key];
          const given = q.answer?.parts[b.key];
          return (
            <li key={b.key} className={s.partRow}>
              <span className={s.label}>Chỗ trống {b.number}:</span>
              <span>{given || "(chưa điền)"}</span>
              <PartMark correct={given ? review?.correct : null} />
              {review?.right && !(given && review.correct) ? <span className={s.tag}>Đáp án đúng: {review.right}</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The learner's answer to a choice question, or the typed one. */
function LearnerAnswer({ q }: { q: ReviewQuestion }) {
  if (!q.answer) return <p className={s.muted}>Bạn chưa trả lời câu này.</p>;
  if (q.kind === "single" || q.kind === "multiple") {
    const chosen = q.options.filter((o) => q.answer!.optionIds.includes(o.id)).map((o) => o.text);
    return (
      <p className={s.answerText}>
        <span className={s.label}>Bạn chọn: </span>
        {chosen.join("; ")}
      </p>
    );
  }
  return (
    <div>
      <p className={s.label}>Câu trả lời của bạn:</p>
      <p className={s.answerText}>{q.answer.text}</p>
    </div>
  );
}

/** The options with the correct ones (`Đáp án đúng`) and the learner's (`Bạn chọn`) marked in words. */
function Options({ q }: { q: ReviewQuestion }) {
  return (
    <ul className={s.options} aria-label={`Các phương án của câu ${q.number}`}>
      {q.options.map((o) => {
        const chosen = q.answer?.optionIds.includes(o.id) ?? false;
        return (
          <li key={o.id} className={o.isCorrect === true ? `${s.option} ${s.correctOption}` : s.option}>
            <span>{o.text}</span>
            {chosen ? <span className={s.tag}>(Bạn chọn)</span> : null}
            {o.isCorrect === true ? <strong className={s.tag}>Đáp án đúng</strong> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One question of the review: a section named by its heading `Câu {n}`. */
function QuestionReview({ q, marks }: { q: ReviewQuestion; marks: boolean }) {
  const titleId = `cau-${q.number}-title`;
  const key = q.numerical ? numericalKey(q.numerical) : null;
  return (
    <li>
      <section id={`cau-${q.number}`} aria-labelledby={titleId} className={s.question}>
        <div className={s.questionHead}>
          <h3 id={titleId} className={s.questionTitle}>
            Câu {q.number}
          </h3>
          {q.result === null ? null : <span className={s.mark[q.result]}>{RESULT_WORDS[q.result]}</span>}
          <span className={s.muted}>
            {marks ? `${q.pointsAwarded === null ? "—" : q.pointsAwarded}/${q.points} điểm` : `${q.points} điểm`}
          </span>
        </div>
        <div className={s.html} dangerouslySetInnerHTML={{ __html: q.promptHtml }} />
        {q.matching ? (
          <MatchingAnswer q={q} />
        ) : q.ordering ? (
          <OrderingAnswer q={q} />
        ) : q.cloze ? (
          <ClozeAnswer q={q} />
        ) : (
          <LearnerAnswer q={q} />
        )}
        {q.options.length > 0 ? <Options q={q} /> : null}
        {q.kind === "short" && q.acceptedAnswers.length > 0 ? (
          <p className={s.answerText}>
            <strong className={s.tag}>Đáp án đúng: </strong>
            {q.acceptedAnswers.join(" / ")}
          </p>
        ) : null}
        {key ? (
          <p className={s.answerText}>
            <strong className={s.tag}>Đáp án đúng: </strong>
            {key}
          </p>
        ) : null}
        {q.explanationHtml ? (
          <div className={s.explanation}>
            <p className={s.label}>{q.kind === "essay" ? "Gợi ý đáp án" : "Lời giải"}</p>
            <div className={s.html} dangerouslySetInnerHTML={{ __html: q.explanationHtml }} />
          </div>
        ) : null}
      </section>
    </li>
  );
}

/** The attempts at this examination, newest first: `Lần`, start time, status, score, a link to each review. */
function History({ review, view }: { review: Review; view: LearningView }) {
  const { examination, attempt } = review;
  const reviewOf = (a: AttemptSummary) => (examination.kind === "exam" ? myExamPath(a.id, view) : myExercisePath(a.id, view));
  const attemptPage = examination.kind === "exam" ? examPath(examination.id, view) : exercisePath(examination.id, view);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Lịch sử làm bài</h2>
      <div
        className={s.tableWrap}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways on phones must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="Bảng lịch sử làm bài"
      >
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col" className={s.cell}>
                Lần
              </th>
              <th scope="col" className={s.cell}>
                Thời gian
              </th>
              <th scope="col" className={s.cell}>
                Trạng thái
              </th>
              <th scope="col" className={s.cell}>
                Điểm
              </th>
              <th scope="col" className={s.cell}>
                Bài làm
              </th>
            </tr>
          </thead>
          <tbody>
            {review.attempts.map((a) => {
              const current = a.id === attempt.id;
              return (
                <tr key={a.id} className={current ? s.currentRow : undefined}>
                  <td className={s.cell}>{a.number}</td>
                  <td className={s.cell}>{formatDayTimeVn(a.submittedAt ?? a.startedAt)}</td>
                  <td className={s.cell}>{STATUS_WORDS[a.status]}</td>
                  <td className={s.cell}>{scoreOf(a)}</td>
                  <td className={s.cell}>
                    {a.status === "open" ? (
                      <Link to={attemptPage}>Làm tiếp lần {a.number}</Link>
                    ) : (
                      <Link to={reviewOf(a)} aria-current={current ? "page" : undefined}>
                        {current ? `Lần ${a.number} (đang xem)` : `Xem lại lần ${a.number}`}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** `Làm lại` (exercise) / `Làm lại bài kiểm tra` (exam with attempts left), or why not. */
function Retry({ review, view }: { review: Review; view: LearningView }) {
  const { examination } = review;
  if (examination.kind === "exercise")
    return (
      <Link to={exercisePath(examination.id, view)} className={button.primary}>
        Làm lại
      </Link>
    );
  const used = Math.max(0, ...review.attempts.map((a) => a.number));
  const open = review.attempts.some((a) => a.status === "open");
  if (examination.maxAttempts !== null && used >= examination.maxAttempts && !open)
    return <p className={s.muted}>Bạn đã dùng hết {examination.maxAttempts} lượt làm bài kiểm tra này.</p>;
  const left = examination.maxAttempts === null ? null : examination.maxAttempts - used;
  return (
    <>
      <Link to={examPath(examination.id, view)} className={button.primary}>
        Làm lại bài kiểm tra
      </Link>
      {left !== null && !open ? <span className={s.muted}>Còn {left} lượt</span> : null}
    </>
  );
}

/** The review page's content (see the module's comment). */
export function AttemptReview({ review, view }: { review: Review; view: LearningView }) {
  const { attempt, examination, questions, visibility } = review;
  const note = hiddenAnswersNote(review);
  return (
    <article className={s.page} aria-labelledby="review-title">
      <nav aria-label="Đường dẫn" className={s.crumbs}>
        <Link to={coursePath(examination.courseId, view)}>{examination.courseTitle}</Link>
        {examination.lessonId !== null && examination.lessonTitle ? (
          <>
            {" / "}
            <Link to={lessonPath(examination.lessonId, view)}>{examination.lessonTitle}</Link>
          </>
        ) : null}
      </nav>
      <h1 id="review-title" className={s.title}>
        {examination.title}
      </h1>
      <div className={s.summary}>
        <p className={s.muted}>
          Lần {attempt.number} · {closedAs(attempt)}
        </p>
        {visibility.marks ? (
          <p className={s.score}>
            Điểm: {attempt.score ?? 0}/{attempt.maxScore}
          </p>
        ) : (
          <p className={s.muted}>Điểm chưa được công bố.</p>
        )}
        {note ? <p className={s.notice}>{note}</p> : null}
        {attempt.pendingCount > 0 ? <p>{attempt.pendingCount} câu tự luận chờ chấm</p> : null}
        <div className={s.actions}>
          <Retry review={review} view={view} />
        </div>
      </div>
      <section aria-labelledby="questions-title">
        <h2 id="questions-title">Bài làm và đáp án</h2>
        <ol className={s.questions}>
          {questions.map((q) => (
            <QuestionReview key={q.id} q={q} marks={visibility.marks} />
          ))}
        </ol>
      </section>
      <History review={review} view={view} />
    </article>
  );
}
