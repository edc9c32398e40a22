/**
 * The review form (docs/ui-contract.md "review"): the star choice — a `<fieldset>` whose
 * legend is `Số sao`, five native radios named "1 sao" … "5 sao" (a radiogroup by nature, keyboard
 * arrows included) —, `Tiêu đề`, `Nội dung` (maxlength 2000; a live character count only with
 * JavaScript) and the button `Gửi đánh giá` (intent `save-review`). A POST form: works without
 * JavaScript; errors come back under their fields with the typed values kept.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX, reviewSchema } from "./review-schema";
import * as s from "./reviews.css";

/** The form's values before a submission (an existing review's, or empty). */
export interface ReviewDefaults {
  rating?: number;
  title?: string;
  content?: string;
}

export function ReviewForm({
  lastResult,
  defaults,
  busy,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaults: ReviewDefaults;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    defaultValue: { rating: defaults.rating ? String(defaults.rating) : undefined, title: defaults.title, content: defaults.content },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
  });
  const [length, setLength] = useState([...(fields.content.initialValue ?? "")].length);
  const ratingValue = fields.rating.initialValue;
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content, { ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className={ui.panel}>
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset
        className={s.fieldset}
        aria-describedby={fields.rating.errors?.length ? fields.rating.errorId : undefined}
        aria-invalid={fields.rating.errors?.length ? true : undefined}
      >
        <legend className={s.legend}>Số sao</legend>
        <div className={s.starChoices}>
          {[1, 2, 3, 4, 5].map((n) => {
            const { key, ...props } = getInputProps(fields.rating, { type: "radio", value: String(n), ariaAttributes: false });
            return (
              <label key={n} className={s.starChoice}>
                <input key={`${key}-${n}`} {...props} defaultChecked={ratingValue === String(n)} className={ui.checkbox} />
                <span aria-hidden="true" className={s.stars}>
                  {"★".repeat(n)}
                </span>
                <span>{n} sao</span>
              </label>
            );
          })}
        </div>
        <ErrorList id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <Field label="Tiêu đề" meta={fields.title} inputProps={{ maxLength: REVIEW_TITLE_MAX, autoComplete: "off" }} />
      <div className={ui.field}>
        <label htmlFor={fields.content.id} className={ui.label}>
          Nội dung
        </label>
        <textarea
          key={contentKey}
          {...contentProps}
          maxLength={REVIEW_CONTENT_MAX}
          rows={8}
          className={s.textarea}
          onChange={(e) => setLength([...e.currentTarget.value].length)}
        />
        {hydrated ? (
          <p className={s.counter} aria-live="polite">
            {length}/{REVIEW_CONTENT_MAX} ký tự
          </p>
        ) : (
          <p className={ui.hint}>Tối đa {REVIEW_CONTENT_MAX} ký tự.</p>
        )}
        <ErrorList id={fields.content.errorId} errors={fields.content.errors} />
      </div>
      <button type="submit" name="intent" value="save-review" className={button.primary} disabled={busy}>
        Gửi đánh giá
      </button>
    </Form>
  );
}
