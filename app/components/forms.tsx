/**
 * The one form-field layer (docs/conventions.md rule 5). Wraps native inputs and selects — they work
 * without JavaScript — around conform's field metadata: label, `aria-invalid`,
 * `aria-describedby` pointing at the error list, and the errors the server (or, with JavaScript,
 * the client) found. Labels are the accessible names of docs/ui-contract.md.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { ErrorList } from "./error-list";
import * as ui from "./ui/form.css";

export { ErrorList };

type InputType = "text" | "email" | "tel" | "number" | "password" | "search" | "hidden";

/** A labelled native input bound to a conform field. */
export function Field({
  label,
  meta,
  type = "text",
  hint,
  inputProps,
}: {
  label: ReactNode;
  meta: FieldMetadata<string | number | null | undefined>;
  type?: InputType;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true });
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <input
        key={key}
        {...props}
        {...inputProps}
        className={ui.input}
        aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

/** A labelled native select bound to a conform field, with a placeholder option (value ""). */
export function SelectField({
  label,
  meta,
  options,
  placeholder,
  selectProps,
}: {
  label: ReactNode;
  meta: FieldMetadata<string | number | null | undefined>;
  options: readonly Option[];
  placeholder: string;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: true });
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <select key={key} {...props} {...selectProps} className={ui.select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
