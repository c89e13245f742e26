import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Fragment, useRef, useState, type ReactNode } from "react";
import { Field, FieldErrors } from "~/components/forms/field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "~/lib/review-rules";
import type { reviewValidator } from "./review-validation";

/** The schema's rules as attributes (Conform's constraint), without loading zod for them. */
const CONSTRAINT = {
  title: { required: true, maxLength: REVIEW_TITLE_MAX },
  review: { required: true, maxLength: REVIEW_TEXT_MAX },
  rating: { required: true },
  isRecommended: { required: true },
};

/**
 * The product page's review form, for a signed-in shopper (./review-form-slot.tsx loads it). A
 * plain form post: errors come back in the page with what was typed; success redirects with a toast.
 */
export function ReviewForm({
  lastResult,
  reviewedBefore,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  reviewedBefore: boolean;
}) {
  const t = useT().engage;
  const busy = useNavigation().state === "submitting";
  // Until the checks have loaded the server checks on submit, as it does without JavaScript.
  const [validate, setValidate] = useState<ReturnType<typeof reviewValidator> | null>(null);
  const loading = useRef(false);
  const loadChecks = () => {
    if (loading.current) return;
    loading.current = true;
    void import("./review-validation").then((m) => setValidate(() => m.reviewValidator(t)));
  };
  const [form, fields] = useForm({
    lastResult,
    constraint: CONSTRAINT,
    onValidate: validate ?? undefined,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="stack-form review-form"
      aria-labelledby="review-form-title"
      preventScrollReset
      onFocus={loadChecks}
    >
      <h3 id="review-form-title">{t.reviewFormTitle}</h3>
      {reviewedBefore ? <p className="hint">{t.alreadyReviewed}</p> : null}
      <input type="hidden" name="intent" value="review" />
      <Field meta={fields.title} label={t.reviewTitle} />
      <TextareaField meta={fields.review} label={t.reviewText} />
      <Choice
        meta={fields.rating}
        legend={t.rating}
        className="star-radios"
        options={[1, 2, 3, 4, 5].map((n) => ({
          value: String(n),
          label: (
            <>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{fmt(t.ratingOption, { n })}</span>
            </>
          ),
        }))}
      />
      <Choice
        meta={fields.isRecommended}
        legend={t.recommend}
        className="yes-no"
        options={[
          { value: "1", label: t.yes },
          { value: "0", label: t.no },
        ]}
      />
      <button type="submit" className="button" disabled={busy}>
        {t.submitReview}
      </button>
    </Form>
  );
}

/** A group of radio buttons with its legend and errors. */
function Choice({
  meta,
  legend,
  options,
  className,
}: {
  meta: FieldMetadata<unknown>;
  legend: string;
  options: { value: string; label: ReactNode }[];
  className: string;
}) {
  const invalid = !!meta.errors?.length;
  return (
    <fieldset
      className={`field choice${invalid ? " has-error" : ""}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className={className} key={meta.key}>
        {options.map((o) => {
          const id = `${meta.id}-${o.value}`;
          return (
            // Input and label stay siblings: the stars light up with CSS alone.
            <Fragment key={o.value}>
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={o.value}
                defaultChecked={meta.initialValue === o.value}
              />
              <label htmlFor={id}>{o.label}</label>
            </Fragment>
          );
        })}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
