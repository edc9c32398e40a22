/**
 * The manuscript upload forms (docs/ui-contract.md "Manuscripts"): the create form of
 * `/tao-ban-thao` and `NewVersionForm` (rendered by the detail page, posting to
 * `/chi-tiet-ban-thao/{id}/phien-ban-moi`). Both are plain `multipart/form-data` posts that work
 * without JavaScript; the file field comes LAST (the storefront validates the text parts before the
 * file streams on, ADR 0015). With JavaScript the same FormData is sent by XMLHttpRequest to show
 * upload progress (`<progress>` + `{p}% · {x}/{y} MB`) and offer `Hủy tải lên`; the answer is
 * followed: after the 303 the draft's page is loaded; a refusal's messages (the alerts of the page the
 * server answered, read with DOMParser — no `document.write`) are shown above the button, the typed
 * fields and the chosen file staying as they are. `Hủy tải lên` aborts the request: nothing is kept
 * upstream, the form stays usable.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorList, Field, SelectField } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { DRAFT_FORMATS, DRAFT_KIND_LABELS } from "~/constants";
import { draftSchema } from "./draft-form";

const ACCEPT = ".pdf,.docx,.odt,.zip";
const MB = 1_048_576;

interface Progress {
  loaded: number;
  total: number;
}

/**
 * Sends a form with XMLHttpRequest and tracks its upload progress. `start(event)` takes over a
 * submit not yet prevented; `cancel()` aborts it (the form is usable again, `cancelled` true).
 */
function useXhrUpload() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [announced, setAnnounced] = useState("");
  const [cancelled, setCancelled] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const lastAnnounce = useRef(0);
  useEffect(() => () => xhrRef.current?.abort(), []);

  function start(event: FormEvent<HTMLFormElement>) {
    if (event.defaultPrevented || typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new FormData(form);
    if (submitter?.name) body.set(submitter.name, submitter.value);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    setCancelled(false);
    setRefusal(null);
    setProgress({ loaded: 0, total: 0 });
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Accept", "text/html");
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      setProgress({ loaded: e.loaded, total: e.total });
      const now = Date.now();
      // Announce at most every 5 seconds (and at the end) so a screen reader is not flooded.
      if (now - lastAnnounce.current > 5000 || e.loaded === e.total) {
        lastAnnounce.current = now;
        setAnnounced(progressText({ loaded: e.loaded, total: e.total }));
      }
    };
    xhr.onload = () => {
      xhrRef.current = null;
      if (xhr.status < 400 && xhr.responseURL && xhr.responseURL !== form.action) {
        // Success: the 303 was followed to the draft's page; load it as a normal navigation.
        window.location.assign(xhr.responseURL);
        return;
      }
      // A refusal (400/409/413/429…): the page the server rendered for it says why in its alerts
      // (the 413 notice with the limit, the message under the file field, field errors). They are
      // shown here, in the form the author is still on: everything typed — and the chosen file —
      // stays. (Replacing the document instead would leave this app's listeners on a page they do
      // not own.) An answer without an alert (e.g. the 404 page) is loaded as a normal page.
      const page = new DOMParser().parseFromString(xhr.responseText, "text/html");
      const alerts = [...page.querySelectorAll("main [role=alert]")].map((el) => el.textContent?.trim() ?? "").filter(Boolean);
      setProgress(null);
      if (alerts.length === 0) {
        window.location.assign(form.action);
        return;
      }
      setRefusal(alerts);
    };
    xhr.onerror = () => {
      xhrRef.current = null;
      // The connection failed: fall back to the plain post, which shows the browser's own error.
      setProgress(null);
      form.submit();
    };
    xhr.send(body);
  }

  function cancel() {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setProgress(null);
    setCancelled(true);
    setAnnounced("Đã hủy tải lên");
  }

  return { progress, announced, cancelled, refusal, start, cancel };
}

/** "{p}% · {x}/{y} MB" with one decimal. */
function progressText({ loaded, total }: Progress): string {
  const p = total ? Math.floor((loaded / total) * 100) : 0;
  return `${p}% · ${(loaded / MB).toFixed(1)}/${(total / MB).toFixed(1)} MB`;
}

/** The progress bar, its text and the cancel button while an upload runs; the status line after. */
function UploadStatus({ upload }: { upload: ReturnType<typeof useXhrUpload> }) {
  const { progress, announced, cancelled, refusal } = upload;
  return (
    <>
      {refusal ? (
        <ul role="alert" className={ui.fieldError}>
          {refusal.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <div className={ui.field}>
          <progress max={progress.total || 1} value={progress.loaded} aria-label="Tiến độ tải lên" />
          <p className={ui.hint} aria-hidden="true">
            {progressText(progress)}
          </p>
          <button type="button" className={button.secondary} onClick={upload.cancel}>
            Hủy tải lên
          </button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={ui.hint}>
        {cancelled ? "Đã hủy tải lên" : progress ? announced : ""}
      </p>
    </>
  );
}

/** A labelled file input (not managed by conform: browsers never pre-fill one). */
function FileField({ id, label, error, maxMb }: { id: string; label: string; error?: string | null; maxMb: number }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="file"
        accept={ACCEPT}
        required
        className={ui.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
      />
      <p id={hintId} className={ui.hint}>
        Định dạng {DRAFT_FORMATS.join(", ")} (nhận biết theo nội dung tệp), tối đa {maxMb} MB.
      </p>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </div>
  );
}

/**
 * The create form of `/tao-ban-thao`: the text fields (conform + zod), then `Tệp bản thảo`.
 * `lastResult` is the action's conform reply (typed values kept); `fileError` shows under the file.
 */
export function DraftCreateForm({
  lastResult,
  fileError,
  maxMb,
}: {
  lastResult?: SubmissionResult<string[]>;
  fileError?: string | null;
  maxMb: number;
}) {
  const upload = useXhrUpload();
  const [form, fields] = useForm({
    id: "draft-create",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: draftSchema }),
  });
  const formProps = getFormProps(form);
  const { key: summaryKey, ...summaryProps } = getTextareaProps(fields.summary, { ariaAttributes: true });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      onSubmit={(e) => {
        formProps.onSubmit(e);
        upload.start(e);
      }}
      className={ui.panel}
    >
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field label="Tên bản thảo" meta={fields.title} inputProps={{ maxLength: 300 }} />
      <Field label="Tác giả" meta={fields.authors} inputProps={{ maxLength: 500 }} hint="Các tác giả, cách nhau bằng dấu phẩy." />
      <Field label="Lĩnh vực" meta={fields.fieldOfStudy} inputProps={{ maxLength: 200 }} />
      <SelectField
        label="Loại bản thảo"
        meta={fields.kind}
        placeholder="Chọn loại bản thảo"
        options={Object.entries(DRAFT_KIND_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <div className={ui.field}>
        <label htmlFor={fields.summary.id} className={ui.label}>
          Tóm tắt
        </label>
        <textarea key={summaryKey} {...summaryProps} rows={6} maxLength={5000} className={ui.input} />
        <ErrorList id={fields.summary.errorId} errors={fields.summary.errors} />
      </div>
      <Field label="Số trang dự kiến" meta={fields.estimatedPages} inputProps={{ inputMode: "numeric" }} hint="Số nguyên từ 1 đến 5000." />
      <Field
        label="Ngày dự kiến hoàn thành"
        meta={fields.expectedCompletionDate}
        inputProps={{ placeholder: "dd/mm/yyyy", inputMode: "numeric" }}
        hint="Dạng dd/MM/yyyy, từ hôm nay trở đi."
      />
      <Field label="Số điện thoại liên hệ" meta={fields.contactPhone} type="tel" inputProps={{ autoComplete: "tel" }} />
      <FileField id="draft-create-file" label="Tệp bản thảo" error={fileError} maxMb={maxMb} />
      <UploadStatus upload={upload} />
      <button type="submit" name="intent" value="create-draft" className={button.primary} disabled={!!upload.progress}>
        Gửi bản thảo
      </button>
    </Form>
  );
}

/**
 * The new-version form of a draft asking for revision (rendered by `/chi-tiet-ban-thao/{id}` when
 * `canUploadNewVersion`, and by the new-version route's error page with `error`).
 */
export function NewVersionForm({ draftId, maxMb, error }: { draftId: number; maxMb: number; error?: string | null }) {
  const upload = useXhrUpload();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`/chi-tiet-ban-thao/${draftId}/phien-ban-moi`}
      onSubmit={upload.start}
      className={ui.panel}
    >
      <input type="hidden" name="draftId" value={draftId} />
      <FileField id={`draft-${draftId}-new-file`} label="Tệp bản thảo mới" error={error} maxMb={maxMb} />
      <UploadStatus upload={upload} />
      <button type="submit" name="intent" value="upload-version" className={button.primary} disabled={!!upload.progress}>
        Tải lên phiên bản mới
      </button>
    </Form>
  );
}
