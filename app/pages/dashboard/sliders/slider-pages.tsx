import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { type ReactNode } from "react";
import type {
  SliderFormAnswer,
  SliderFormValues,
  sliderDeleteLoader,
  sliderEditLoader,
  sliderListLoader,
} from "./slider-pages.server";
import { LocalLink, pick, useLang } from "~/components/i18n";
import { FieldErrors, FormErrors } from "~/components/forms/field";
import { FileInput } from "~/components/forms/file-input";
import { RequiredMark } from "~/components/forms/required-mark";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import type { UploadLimits } from "~/lib/upload-limits";
import { Img } from "~/components/ui/img";
import { fmt, localePath } from "~/lib/i18n";
import { LangPair } from "~/components/dashboard/lang-pair";
import { MissingFilter } from "~/components/dashboard/missing-filter";
import { SavedOrderList } from "~/components/dashboard/saved-order-list";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import type { FormVersion } from "~/lib/record-version";

/**
 * The slider's dashboard pages (their loaders: app/features/content/slider-pages.server.ts):
 * the list (dragged into order with JavaScript, up/down buttons without), the add and edit forms
 * and the delete confirmation.
 */
type Loaded<F extends (...args: never[]) => unknown> = (args: LoaderFunctionArgs) => ReturnType<F>;
type Item = Awaited<ReturnType<typeof sliderListLoader>>["items"][number];

export function SliderListPage() {
  const t = useDashboardT().sliders;
  const lang = useLang();
  const { items, missing } = useLoaderData<Loaded<typeof sliderListLoader>>();
  const noneMissing = useDashboardT().translations.noneMissing;
  const row = (item: Item, i: number, handle?: ReactNode) => (
    <div className={`slider-item${item.isActive ? "" : " is-off"}`}>
      {handle}
      <Img src={item.firstImage} alt="" width={64} height={64} sizes="64px" />
      <div className="slider-item-text">
        <LocalLink to={`/dashboard/sliders/edit/${item.id}`} className="slider-item-title">
          {pick(lang, item, "title")}
        </LocalLink>
        {/* Sanitised on the server (sanitize-html), as on the home page. */}
        <div
          className="slider-item-body"
          dangerouslySetInnerHTML={{ __html: pick(lang, item, "body") }}
        />
      </div>
      <span className={`state-tag${item.isActive ? "" : " is-off"}`}>
        {item.isActive ? t.active : t.inactive}
      </span>
      {/* A filtered list is a part of the order: it is put in order on the whole list only. */}
      {missing ? null : (
        <Form method="post" className="order-buttons">
          <input type="hidden" name="slider" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="up"
            className="button secondary"
            disabled={i === 0}
          >
            {t.moveUp}
          </button>
          <button
            type="submit"
            name="intent"
            value="down"
            className="button secondary"
            disabled={i === items.length - 1}
          >
            {t.moveDown}
          </button>
        </Form>
      )}
    </div>
  );

  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/sliders/add" className="button">
          {t.add}
        </LocalLink>
      </div>
      <MissingFilter missing={missing} />
      {items.length === 0 ? (
        <p className="empty">{missing ? noneMissing : t.empty}</p>
      ) : missing ? (
        <ul className="slider-list">
          {items.map((item, i) => (
            <li key={item.id}>{row(item, i)}</li>
          ))}
        </ul>
      ) : (
        <SavedOrderList
          className="slider-list"
          items={items}
          texts={t}
          handleLabel={(item) => fmt(t.dragHandle, { title: pick(lang, item, "title") })}
          renderItem={row}
        />
      )}
    </>
  );
}

interface Current {
  id: string;
  firstImage: string;
  secondImage: string;
}

function TextField(props: {
  name: keyof SliderFormValues;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  area?: boolean;
  lang?: "tr" | "en";
  required?: boolean;
}) {
  const { name, label, value, error, hint, area, lang, required } = props;
  const id = `slider-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
    lang,
    required,
  };
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {area ? <textarea {...common} rows={6} /> : <input {...common} type="text" />}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

function PictureField(props: {
  name: "firstImage" | "secondImage";
  label: string;
  current?: string;
  kept?: { token: string; url: string };
  error?: string;
  limits: UploadLimits;
}) {
  const t = useDashboardT().sliders.form;
  const { name, label, current, kept, error, limits } = props;
  const id = `slider-${name}`;
  const shown = kept?.url ?? current;
  // A new slide needs both pictures; an edited one keeps its own unless replaced.
  const required = !shown;
  return (
    <div className={`field slider-picture${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {shown ? (
        <Img
          src={shown}
          alt={label}
          width={160}
          height={100}
          sizes="160px"
          className="slider-preview"
        />
      ) : null}
      {kept ? (
        <>
          <input type="hidden" name={`kept-${name}`} value={kept.token} />
          <p className="hint" role="status">
            {t.keptImage}
          </p>
        </>
      ) : null}
      <FileInput
        id={id}
        name={name}
        limits={limits}
        accept="image/jpeg,image/png,image/webp"
        hintId={`${id}-hint`}
        required={required}
        errors={error ? [error] : undefined}
      >
        <p className="hint" id={`${id}-hint`}>
          {current ? `${t.replaceHint} ` : ""}
          {t.imageHint}
        </p>
      </FileInput>
    </div>
  );
}

function SliderForm(props: {
  values: SliderFormValues;
  answer?: SliderFormAnswer;
  current?: Current;
  submitLabel: string;
  /** The edited slide's version the form saves over (decision 067). */
  at?: FormVersion;
  limits: UploadLimits;
}) {
  const t = useDashboardT().sliders;
  const { answer, current, submitLabel, limits } = props;
  const values = answer?.values ?? props.values;
  const errors = answer?.errors ?? {};
  return (
    // reloadDocument: the browser posts the pictures itself (the upload limit's address).
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      noValidate
      className="stack-form dashboard-form slider-form"
    >
      {props.at ? <VersionFields at={props.at} /> : null}
      <StaleNoticeBox notice={answer?.stale} />
      <FormErrors id="slider-form-errors" errors={errors[""] ? [errors[""]] : undefined} />
      <MarkedFields>
        <LangPair
          tr={
            <TextField
              name="title"
              label={t.form.title}
              required
              value={values.title}
              error={errors.title}
              lang="tr"
            />
          }
          en={
            <TextField
              name="title_en"
              label={t.form.titleEn}
              value={values.title_en}
              error={errors.title_en}
              lang="en"
            />
          }
        />
        <LangPair
          tr={
            <TextField
              name="body"
              label={t.form.body}
              required
              value={values.body}
              error={errors.body}
              hint={t.form.bodyHint}
              area
              lang="tr"
            />
          }
          en={
            <TextField
              name="body_en"
              label={t.form.bodyEn}
              value={values.body_en}
              error={errors.body_en}
              hint={t.form.bodyHint}
              area
              lang="en"
            />
          }
        />
        <div className="field-pair">
          <PictureField
            name="firstImage"
            label={t.form.firstImage}
            current={current?.firstImage}
            kept={answer?.kept.firstImage}
            error={errors.firstImage}
            limits={limits}
          />
          <PictureField
            name="secondImage"
            label={t.form.secondImage}
            current={current?.secondImage}
            kept={answer?.kept.secondImage}
            error={errors.secondImage}
            limits={limits}
          />
        </div>
        <TextField
          name="slug"
          label={t.form.slug}
          required
          value={values.slug}
          error={errors.slug}
          hint={t.form.slugHint}
        />
        <div className="field checkbox">
          <input
            id="slider-isActive"
            type="checkbox"
            name="isActive"
            defaultChecked={values.isActive}
          />
          <label htmlFor="slider-isActive">{t.form.isActive}</label>
        </div>
      </MarkedFields>
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        <LocalLink to="/dashboard/sliders" className="button secondary">
          {t.cancel}
        </LocalLink>
      </div>
    </Form>
  );
}

const EMPTY: SliderFormValues = {
  title: "",
  title_en: "",
  body: "",
  body_en: "",
  slug: "",
  isActive: true,
};

export function SliderAddPage({ limits }: { limits: UploadLimits }) {
  const t = useDashboardT().sliders;
  const answer = useActionData() as SliderFormAnswer | undefined;
  return (
    <>
      <h1>{t.addTitle}</h1>
      <SliderForm values={EMPTY} answer={answer} submitLabel={t.submitAdd} limits={limits} />
    </>
  );
}

export function SliderEditPage({ limits }: { limits: UploadLimits }) {
  const t = useDashboardT().sliders;
  const lang = useLang();
  const { slider, at } = useLoaderData<Loaded<typeof sliderEditLoader>>();
  const answer = useActionData() as SliderFormAnswer | undefined;
  const submit = useSubmit();
  const deletePath = `/dashboard/sliders/delete/${slider.id}`;
  return (
    <>
      <h1>{t.editTitle}</h1>
      <SliderForm
        // A stale save draws the form anew, over the slide as it is now.
        key={`${slider.id}:${answer?.stale?.version ?? ""}`}
        at={answer?.stale ?? answer?.at ?? at}
        values={{
          title: slider.title,
          title_en: slider.titleEn ?? "",
          body: slider.body,
          body_en: slider.bodyEn ?? "",
          slug: slider.slug,
          isActive: slider.isActive,
        }}
        answer={answer}
        current={slider}
        limits={limits}
        submitLabel={t.save}
      />
      <p className="catalogue-delete">
        {/* Without JavaScript a page asks; with it, the browser's confirm does (spec 001 §2). */}
        <LocalLink
          to={deletePath}
          className="button secondary"
          onClick={(e) => {
            e.preventDefault();
            if (window.confirm(t.deleteConfirm))
              submit(null, { method: "post", action: localePath(lang, deletePath) });
          }}
        >
          {t.delete}
        </LocalLink>
      </p>
    </>
  );
}

export function SliderDeletePage() {
  const t = useDashboardT().sliders;
  const { slider } = useLoaderData<Loaded<typeof sliderDeleteLoader>>();
  return (
    <>
      <h1>{t.deleteTitle}</h1>
      <div className="confirm-box" role="alertdialog" aria-labelledby="delete-question">
        <p id="delete-question">
          <strong>{slider.title}</strong>: {t.deleteConfirm}
        </p>
        <Form method="post" className="form-actions">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {t.delete}
          </button>
          <LocalLink to={`/dashboard/sliders/edit/${slider.id}`} className="button secondary">
            {t.cancel}
          </LocalLink>
        </Form>
      </div>
    </>
  );
}
