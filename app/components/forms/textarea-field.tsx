import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "./field";
import { RequiredMark } from "./required-mark";

/** Field's multi-line sibling: the same label, red border and errors around a textarea. */
export function TextareaField({
  meta,
  label,
  hint,
  rows = 5,
  autoComplete,
  lang,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  /** An autofill field name; the multi-line ones (street-address) are for a textarea only. */
  autoComplete?: string;
  /** The language of what is typed in (a record's Turkish or English text). */
  lang?: "tr" | "en";
}) {
  const props = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div className={`field${meta.errors?.length ? " has-error" : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        <RequiredMark required={meta.required} />
      </label>
      <textarea {...props} key={props.key} rows={rows} autoComplete={autoComplete} lang={lang} />
      {hint ? <p className="hint">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
