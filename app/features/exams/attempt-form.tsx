/**
 * The one attempt form of the exercise and exam pages (ADR 0014
 * "Pages"; docs/ui-contract.md "Learning"): `<Form method="post" id="exam-form">`, one
 * `<fieldset id="cau-{n}">` per active question with the legend `Câu {n} ({p} điểm)` and the prompt
 * (sanitized on the server), radios / checkboxes / a text input / a textarea named `q-{questionId}`
 * (matching, ordering and cloze, ADR 0028: a select per prompt or item labelled by its text, a select
 * or text input per cloze blank named `Chỗ trống {n}`, each field `q-{questionId}-{partKey}`),
 * the typed limit said under typed fields (no `maxLength`: a paste is never cut silently; the server
 * refuses it with the message under the field and keeps it), each question's error under it
 * (`aria-describedby`), the summary of a refused submit at the top (`Bạn chưa trả lời {n} câu:` with
 * links `Câu n` → `#cau-n`, role=alert, focusable), the hidden `attemptId`, and the buttons `Lưu bài`
 * (intent `save`) and `Nộp bài` (intent `submit`). Works without JavaScript.
 *
 * With JavaScript (progressive; the server stays the truth): answers are saved as they change
 * (debounced {@link AUTOSAVE_DEBOUNCE_MS}, a fetcher POST of the whole form with intent `autosave`)
 * with a polite status (`Đã lưu lúc 10:21:05` / `Chưa lưu được — thử lại`), and `Nộp bài` stays
 * disabled while questions are unanswered, saying `Còn {n} câu chưa trả lời` (until the exam's time
 * is up: then it shows the closed attempt). Both appear only once hydrated, so the server's render and
 * the first client render are the same.
 *
 * Dropped connections (with JavaScript; ./offline-answers.ts): every change of an open attempt is
 * copied to the device; while offline nothing is sent and the status says `Mất kết nối — câu trả lời
 * được lưu trên máy này`; the `online` event sends the copy (the autosave) and says `Đã gửi lại câu trả
 * lời`. On load, a copy newer than the upstream's answers goes back into the form and is sent. `Nộp bài`
 * or `Lưu bài` while offline stays on the page with an alert saying the work was not sent and is kept.
 */
import { Form, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { AUTOSAVE_DEBOUNCE_MS } from "~/constants";
import type { QuestionActive } from "~/upstream/examinations.server";
import type { AnswerIssues, AnswerValues } from "./answers.server";
import type { AutosaveResult } from "./attempt.server";
import { ExamClock } from "./exam-clock";
import {
  answerEntries,
  applyAnswerEntries,
  clearStoredAnswers,
  deviceStorage,
  isNewerThanServer,
  readStoredAnswers,
  writeStoredAnswers,
} from "./offline-answers";
import * as s from "./exams.css";
import { formatClockTime, formatCount, typedLimit } from "./format";
import { partFieldName, partKeysOf, partValueKey } from "./parts";

export type AttemptFormProps = {
  questions: readonly QuestionActive[];
  /** The open attempt, or null (an exercise not started yet: its first save starts it). */
  attemptId: number | null;
  /** What the fields show: the posted values after a refusal, else the saved answers. */
  values: AnswerValues;
  fieldErrors: AnswerIssues;
  /** The unanswered questions of a refused submit (EXAM_INCOMPLETE). */
  unanswered: readonly { questionId: number; number: number }[];
  formError: string | null;
  /** Timed exams: the deadline (ISO-8601) and the server's time of this render. */
  deadlineAt: string | null;
  serverNow: string;
  /** The upstream's newest answer `savedAt` of the open attempt (ISO-8601), null when none is saved. */
  serverSavedAt: string | null;
};

/** What the device-copy layer tells the learner (see the module comment). */
type ConnectionNote = "offline" | "restored" | "resent" | null;

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

const hasValue = (v: FormDataEntryValue) => typeof v === "string" && v.trim() !== "";

/** Whether the form holds an answer to `q` (for matching, ordering and cloze: any part). */
function answeredIn(data: FormData, q: QuestionActive): boolean {
  const keys = partKeysOf(q);
  if (keys.length > 0) return keys.some((k) => data.getAll(partFieldName(q.id, k)).some(hasValue));
  return data.getAll(`q-${q.id}`).some(hasValue);
}

export function AttemptForm(props: AttemptFormProps) {
  const { questions, attemptId, values, fieldErrors, unanswered, formError, deadlineAt, serverNow, serverSavedAt } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher<AutosaveResult>();
  const [missing, setMissing] = useState<number[] | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [note, setNote] = useState<ConnectionNote>(null);
  const [sendFailed, setSendFailed] = useState<"submit" | "save" | null>(null);
  // The device copy: the upstream's newest savedAt it builds on, whether it holds unsent changes,
  // and a change counter (a save answered after a later change must not drop the copy).
  const base = useRef(serverSavedAt);
  const unsent = useRef(false);
  const changes = useRef(0);
  const sentAt = useRef(0);
  const resending = useRef(false);

  const recount = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setMissing(questions.filter((q) => !answeredIn(data, q)).map((q) => q.number));
  }, [questions]);

  const keepCopy = useCallback(() => {
    const storage = deviceStorage();
    const form = formRef.current;
    if (!storage || !form || attemptId === null) return;
    unsent.current = writeStoredAnswers(storage, { attemptId, base: base.current, entries: answerEntries(form) });
  }, [attemptId]);

  const autosave = useCallback(() => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    // Offline, a request would only fail: the device copy waits for the `online` event.
    if (isOffline()) {
      setNote("offline");
      return;
    }
    const data = new FormData(form);
    data.set("intent", "autosave");
    sentAt.current = changes.current;
    fetcher.submit(data, { method: "post" });
  }, [fetcher]);

  // An accepted autosave: the copy is now on the server (forgotten, unless changed since).
  const saved = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !saved || !("savedAt" in saved)) return;
    base.current = saved.savedAt;
    const storage = deviceStorage();
    if (storage && attemptId !== null && unsent.current) {
      if (changes.current === sentAt.current) {
        clearStoredAnswers(storage, attemptId);
        unsent.current = false;
      } else keepCopy();
    }
    if (resending.current) {
      resending.current = false;
      setNote("resent");
    }
  }, [fetcher.state, saved, attemptId, keepCopy]);

  // Back from a reload or another tab: a device copy newer than the server's answers goes back in.
  useEffect(() => {
    const storage = deviceStorage();
    const form = formRef.current;
    if (!storage || !form || attemptId === null) return;
    const stored = readStoredAnswers(storage, attemptId);
    if (stored && !formError && isNewerThanServer(stored, serverSavedAt)) {
      base.current = stored.base;
      if (JSON.stringify(stored.entries) !== JSON.stringify(answerEntries(form))) {
        applyAnswerEntries(form, stored.entries);
        unsent.current = true;
        setNote("restored");
        resending.current = true;
        autosave();
      } else clearStoredAnswers(storage, attemptId);
    } else if (stored && !formError) clearStoredAnswers(storage, attemptId);
    if (isOffline()) setNote("offline");
    // Once per attempt shown: a later render must not put an old copy back over newer typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  useEffect(() => {
    const offline = () => setNote("offline");
    const online = () => {
      setSendFailed(null);
      if (unsent.current) {
        resending.current = true;
        autosave();
      } else setNote(null);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [autosave]);

  useEffect(() => {
    recount();
    return () => clearTimeout(timer.current);
  }, [recount]);

  // A refused submit: bring the summary into view and focus for screen readers and keyboards.
  useEffect(() => {
    if (formError) summaryRef.current?.focus();
  }, [formError, unanswered]);

  // A pending autosave must not race the form's own save or submit (its revalidation would also
  // take the flash toast meant for the page the submit leads to).
  // Offline, the post would fail and take the page with it: stay, say so, keep everything.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current);
    if (!isOffline()) return;
    event.preventDefault();
    keepCopy();
    setNote("offline");
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setSendFailed(submitter instanceof HTMLButtonElement && submitter.value === "save" ? "save" : "submit");
  };

  const onChange = () => {
    recount();
    changes.current += 1;
    keepCopy();
    clearTimeout(timer.current);
    if (isOffline()) setNote("offline");
    else {
      if (!resending.current) setNote(null);
      setSendFailed(null);
      timer.current = setTimeout(autosave, AUTOSAVE_DEBOUNCE_MS);
    }
  };

  let status: React.ReactNode = null;
  if (note === "offline") status = "Mất kết nối — câu trả lời được lưu trên máy này";
  else if (fetcher.state !== "idle") status = note === "restored" ? "Đang gửi lại câu trả lời lưu trên máy này…" : "Đang lưu…";
  else if (note === "resent" && saved && "savedAt" in saved) status = `Đã gửi lại câu trả lời (lúc ${formatClockTime(saved.savedAt)})`;
  else if (saved && "savedAt" in saved) status = `Đã lưu lúc ${formatClockTime(saved.savedAt)}`;
  else if (saved && "saveError" in saved)
    status = (
      <>
        Chưa lưu được — {saved.saveError !== "Chưa lưu được" ? `${saved.saveError} ` : null}
        <button type="button" className={button.ghost} onClick={autosave}>
          thử lại
        </button>
      </>
    );

  const gated = missing !== null && missing.length > 0 && !timeUp;
  const onTimeUp = useCallback(() => setTimeUp(true), []);

  return (
    <>
      {deadlineAt ? <ExamClock deadlineAt={deadlineAt} serverNow={serverNow} onTimeUp={onTimeUp} /> : null}
      {formError ? (
        <div ref={summaryRef} id="exam-form-summary" role="alert" tabIndex={-1} className={s.summary}>
          <p className={s.error}>{formError}</p>
          {unanswered.length ? (
            <ul className={s.inlineList}>
              {unanswered.map((u) => (
                <li key={u.questionId}>
                  <a href={`#cau-${u.number}`}>Câu {u.number}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post" id="exam-form" ref={formRef} className={s.form} onChange={onChange} onSubmit={onSubmit} noValidate>
        {attemptId ? <input type="hidden" name="attemptId" value={attemptId} /> : null}
        {questions.map((q) => (
          <Question key={q.id} question={q} values={values} error={fieldErrors[String(q.id)]} />
        ))}
        <div className={s.actions}>
          <button type="submit" name="intent" value="save" className={button.secondary}>
            Lưu bài
          </button>
          <button
            type="submit"
            name="intent"
            value="submit"
            className={button.primary}
            disabled={gated}
            aria-describedby={gated ? "submit-gate" : undefined}
          >
            Nộp bài
          </button>
        </div>
        <p id="submit-gate" role="status" className={s.muted}>
          {gated ? (
            <>
              Còn {missing.length} câu chưa trả lời:{" "}
              {missing.map((n, i) => (
                <span key={n}>
                  {i ? ", " : null}
                  <a href={`#cau-${n}`}>Câu {n}</a>
                </span>
              ))}
            </>
          ) : null}
        </p>
        <p role="status" aria-live="polite" className={s.muted}>
          {status}
        </p>
        {sendFailed ? (
          <p role="alert" className={s.error}>
            {sendFailed === "submit" ? "Chưa nộp được bài" : "Chưa lưu được bài"}: mất kết nối mạng. Mọi câu trả lời vẫn còn trong biểu mẫu
            và được lưu trên máy này; hãy bấm “{sendFailed === "submit" ? "Nộp bài" : "Lưu bài"}” lại khi có mạng.
          </p>
        ) : null}
      </Form>
    </>
  );
}

/** A matching question: one select per prompt, labelled by the prompt, offering every choice. */
function MatchingFields({ q, values, describedBy }: { q: QuestionActive; values: AnswerValues; describedBy: string }) {
  const m = q.matching!;
  return (
    <ul className={s.parts}>
      {m.prompts.map((p) => {
        const name = partFieldName(q.id, p.key);
        return (
          <li key={p.key} className={s.partRow}>
            <label htmlFor={name} className={s.partLabel}>
              {p.text}
            </label>
            <select
              id={name}
              name={name}
              defaultValue={values[partValueKey(q.id, p.key)]?.[0] ?? ""}
              className={ui.select}
              aria-describedby={describedBy}
            >
              <option value="">— Chọn —</option>
              {m.choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.text}
                </option>
              ))}
            </select>
          </li>
        );
      })}
    </ul>
  );
}

/** An ordering question: one rank select (1…n) per item, labelled by the item. */
function OrderingFields({ q, values, describedBy }: { q: QuestionActive; values: AnswerValues; describedBy: string }) {
  const items = q.ordering!.items;
  return (
    <ul className={s.parts}>
      {items.map((item) => {
        const name = partFieldName(q.id, item.key);
        return (
          <li key={item.key} className={s.partRow}>
            <label htmlFor={name} className={s.partLabel}>
              {item.text}
            </label>
            <select
              id={name}
              name={name}
              defaultValue={values[partValueKey(q.id, item.key)]?.[0] ?? ""}
              className={ui.select}
              aria-describedby={describedBy}
            >
              <option value="">— Thứ tự —</option>
              {items.map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </li>
        );
      })}
    </ul>
  );
}

/** A cloze question: its text with each blank inline, a field named `Chỗ trống {n}` (a select or a text input). */
function ClozeFields({ q, values, describedBy }: { q: QuestionActive; values: AnswerValues; describedBy: string }) {
  const cloze = q.cloze!;
  const blanks = new Map(cloze.blanks.map((b) => [b.key, b]));
  return (
    <p className={s.clozeText}>
      {cloze.segments.map((seg, i) => {
        if ("text" in seg) return <span key={i}>{seg.text}</span>;
        const b = blanks.get(seg.blank);
        if (!b) return null;
        const name = partFieldName(q.id, b.key);
        const value = values[partValueKey(q.id, b.key)]?.[0] ?? "";
        const label = `Chỗ trống ${b.number}`;
        return (
          <span key={i} className={s.blank}>
            <span className={s.blankNumber} aria-hidden="true">
              ({b.number})
            </span>
            {b.kind === "select" ? (
              <select
                id={name}
                name={name}
                defaultValue={value}
                aria-label={label}
                aria-describedby={describedBy}
                className={`${ui.select} ${s.blankSelect}`}
              >
                <option value="">— Chọn —</option>
                {b.choices.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={name}
                name={name}
                type="text"
                inputMode={b.kind === "numerical" ? "decimal" : undefined}
                defaultValue={value}
                autoComplete="off"
                aria-label={label}
                aria-describedby={describedBy}
                className={`${ui.input} ${s.blankInput}`}
              />
            )}
          </span>
        );
      })}
    </p>
  );
}

/** The hint under a matching, ordering or cloze question's fields. */
function partsHint(q: QuestionActive): string {
  if (q.matching)
    return q.matching.allowReuse
      ? "Chọn một đáp án cho mỗi mục; một đáp án có thể dùng cho nhiều mục."
      : "Chọn một đáp án cho mỗi mục; mỗi đáp án chỉ dùng một lần.";
  if (q.ordering) return `Chọn thứ tự cho từng mục, từ 1 (đầu tiên) đến ${q.ordering.items.length}; mỗi thứ tự dùng một lần.`;
  return "Điền vào từng chỗ trống; với số, dùng dấu phẩy hoặc dấu chấm thập phân (ví dụ 2,5).";
}

/** One question: its fieldset, legend, controls, the typed limit and its error. */
function Question({ question: q, values, error }: { question: QuestionActive; values: AnswerValues; error: string | undefined }) {
  const value = values[String(q.id)] ?? [];
  const name = `q-${q.id}`;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const choice = q.kind === "single" || q.kind === "multiple";
  const inParts = q.matching || q.ordering || q.cloze;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <fieldset
      id={`cau-${q.number}`}
      className={s.question}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={s.legend}>
        <span className={s.questionNumber}>
          Câu {q.number} ({q.points} điểm)
        </span>
        <span className={s.prose} dangerouslySetInnerHTML={{ __html: q.promptHtml }} />
      </legend>
      {inParts ? (
        <div className={s.typed}>
          {q.matching ? <MatchingFields q={q} values={values} describedBy={describedBy} /> : null}
          {q.ordering ? <OrderingFields q={q} values={values} describedBy={describedBy} /> : null}
          {q.cloze ? <ClozeFields q={q} values={values} describedBy={describedBy} /> : null}
          <p id={hintId} className={ui.hint}>
            {partsHint(q)}
          </p>
        </div>
      ) : choice ? (
        <ul className={s.options}>
          {q.options.map((o) => (
            <li key={o.id}>
              <label className={s.option}>
                <input
                  type={q.kind === "single" ? "radio" : "checkbox"}
                  name={name}
                  value={o.id}
                  defaultChecked={value.includes(String(o.id))}
                  className={s.control}
                />
                <span>{o.text}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <div className={s.typed}>
          <label htmlFor={name} className={ui.label}>
            {q.kind === "essay"
              ? "Bài làm của bạn"
              : q.kind === "numerical" && q.unit
                ? `Câu trả lời của bạn (${q.unit})`
                : "Câu trả lời của bạn"}
          </label>
          {q.kind === "short" || q.kind === "numerical" ? (
            <input
              id={name}
              name={name}
              type="text"
              // A numerical answer: the decimal keyboard on phones (it has the comma).
              inputMode={q.kind === "numerical" ? "decimal" : undefined}
              defaultValue={value[0] ?? ""}
              className={ui.input}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
          ) : (
            <textarea
              id={name}
              name={name}
              defaultValue={value[0] ?? ""}
              rows={8}
              className={`${ui.input} ${s.textarea}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
          )}
          <p id={hintId} className={ui.hint}>
            {q.kind === "numerical"
              ? `Nhập một số, dùng dấu phẩy hoặc dấu chấm thập phân (ví dụ 9,8)${q.unit ? `; có thể ghi kèm đơn vị ${q.unit}` : ""}.`
              : `Tối đa ${formatCount(typedLimit(q))} ký tự`}
          </p>
        </div>
      )}
      {error ? (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
