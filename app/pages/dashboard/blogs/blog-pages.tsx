import type { LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type {
  blogDeleteLoader,
  blogEditLoader,
  blogListLoader,
  BlogFormAnswer,
  BlogFormValues,
} from "./blog-pages.server";
import { LocalLink, useLang } from "~/components/i18n";
import { FormErrors } from "~/components/forms/field";
import { FileInput } from "~/components/forms/file-input";
import { RequiredMark } from "~/components/forms/required-mark";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import type { UploadLimits } from "~/lib/upload-limits";
import { Img } from "~/components/ui/img";
import { localePath } from "~/lib/i18n";
import { LangPair } from "~/components/dashboard/lang-pair";
import { MissingFilter } from "~/components/dashboard/missing-filter";
import { RichTextField } from "~/components/dashboard/rich-text";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import type { FormVersion } from "~/lib/record-version";

/** The blog dashboard's pages (their loaders: features/content/blog-pages.server.ts). */
type Loaded<F extends (...args: never[]) => unknown> = (args: LoaderFunctionArgs) => ReturnType<F>;

const ACCEPT = "image/jpeg,image/png,image/webp";

export function BlogListPage() {
  const t = useDashboardT().blogs;
  const lang = useLang();
  const { items, missing } = useLoaderData<Loaded<typeof blogListLoader>>();
  const noneMissing = useDashboardT().translations.noneMissing;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/blogs/add" className="button">
          {t.add}
        </LocalLink>
      </div>
      <MissingFilter missing={missing} />
      {items.length === 0 ? (
        <p className="empty">{missing ? noneMissing : t.empty}</p>
      ) : (
        <ul className="catalogue-list blog-list">
          {items.map((item) => (
            <li key={item.id} className={`catalogue-item${item.isActive ? "" : " is-off"}`}>
              <Img
                className="blog-thumb"
                src={item.image}
                alt=""
                width={64}
                height={48}
                sizes="64px"
              />
              <LocalLink to={`/dashboard/blogs/edit/${item.id}`} className="catalogue-name">
                {lang === "en" && item.titleEn ? item.titleEn : item.title}
              </LocalLink>
              <span className="catalogue-meta">
                <span className="blog-slug">/blog/note/{item.slug}</span>
                <span className={`state-tag${item.isActive ? "" : " is-off"}`}>
                  {item.isActive ? t.active : t.inactive}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TextField(props: {
  name: keyof BlogFormValues;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  required?: boolean;
  lang?: "tr" | "en";
}) {
  const { name, label, value, error, multiline, required, lang } = props;
  const id = `blog-${name}`;
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    required,
    lang,
  };
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {multiline ? <textarea {...common} rows={3} /> : <input type="text" {...common} />}
      {error ? (
        <ul id={`${id}-error`} className="field-errors">
          <li>{error}</li>
        </ul>
      ) : null}
    </div>
  );
}

function PictureField(props: {
  name: "image" | "inner_image";
  keptName: string;
  label: string;
  hint: string;
  current?: string | null;
  kept?: { token: string; url: string } | null;
  error?: string;
  limits: UploadLimits;
  /** A new post's cover, until one is sent or kept. */
  required?: boolean;
}) {
  const t = useDashboardT().blogs;
  const { name, keptName, label, hint, current, kept, error, limits, required } = props;
  const id = `blog-${name}`;
  const shown = kept?.url ?? current;
  // With JavaScript, the file just chosen is shown before it is sent.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  return (
    <div className={`field blog-picture${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {chosen ? (
        <figure className="blog-picture-preview">
          <img src={chosen} alt={`${label}: ${t.chosenImage}`} width={240} height={160} />
          <figcaption className="hint">{t.chosenImage}</figcaption>
        </figure>
      ) : shown ? (
        <figure className="blog-picture-preview">
          <Img
            src={shown}
            alt={`${label}: ${t.currentImage}`}
            width={240}
            height={160}
            sizes="240px"
          />
          <figcaption className="hint">{kept ? t.keptImage : t.replaceImage}</figcaption>
        </figure>
      ) : null}
      {kept ? <input type="hidden" name={keptName} value={kept.token} /> : null}
      <FileInput
        id={id}
        name={name}
        limits={limits}
        accept={ACCEPT}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? URL.createObjectURL(file) : null);
        }}
        hintId={`${id}-hint`}
        required={required}
        errors={error ? [error] : undefined}
      >
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      </FileInput>
    </div>
  );
}

/**
 * The add and edit form: Turkish and English side by side, the body in the rich-text editor
 * (a textarea without JavaScript), the pictures as file inputs. Multipart, a plain POST.
 */
function BlogForm({
  limits,
  mode,
  values,
  answer,
  pictures,
  at,
}: {
  limits: UploadLimits;
  mode: "add" | "edit";
  values: BlogFormValues;
  answer?: BlogFormAnswer;
  pictures?: { image: string; innerImage: string | null };
  /** The edited post's version the form saves over (decision 067). */
  at?: FormVersion;
}) {
  const t = useDashboardT().blogs;
  const busy = useNavigation().state === "submitting";
  const v = answer?.values ?? values;
  const e = answer?.errors ?? {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="stack-form dashboard-form blog-form"
    >
      {at ? <VersionFields at={at} /> : null}
      <StaleNoticeBox notice={answer?.stale} />
      <FormErrors id="blog-form-error" errors={e[""] ? [e[""]] : undefined} />
      <MarkedFields>
        <p className="hint">{t.englishHint}</p>
        <LangPair
          tr={
            <TextField
              name="title"
              label={t.fields.title}
              value={v.title}
              error={e.title}
              required
              lang="tr"
            />
          }
          en={
            <TextField
              name="title_en"
              label={t.fields.titleEn}
              value={v.title_en}
              error={e.title_en}
              lang="en"
            />
          }
        />
        <LangPair
          tr={
            <TextField
              name="preview"
              label={t.fields.preview}
              value={v.preview}
              error={e.preview}
              multiline
              required
              lang="tr"
            />
          }
          en={
            <TextField
              name="preview_en"
              label={t.fields.previewEn}
              value={v.preview_en}
              error={e.preview_en}
              multiline
              lang="en"
            />
          }
        />
        <LangPair
          tr={
            <RichTextField
              id="blog-body"
              name="body"
              label={t.fields.body}
              defaultValue={v.body}
              error={e.body}
              texts={t.editor}
              required
            />
          }
          en={
            <RichTextField
              id="blog-body_en"
              name="body_en"
              label={t.fields.bodyEn}
              defaultValue={v.body_en}
              error={e.body_en}
              texts={t.editor}
            />
          }
        />
        <p className="hint">{t.bodyHint}</p>
        <div className="field-pair">
          <PictureField
            name="image"
            keptName="keptImage"
            label={t.fields.image}
            hint={t.imageHint}
            current={pictures?.image}
            kept={answer?.kept.image}
            error={e.image}
            limits={limits}
            required={mode === "add" && !answer?.kept.image}
          />
          <PictureField
            name="inner_image"
            keptName="keptInnerImage"
            label={t.fields.innerImage}
            hint={t.innerImageHint}
            current={pictures?.innerImage}
            kept={answer?.kept.innerImage}
            error={e.inner_image}
            limits={limits}
          />
        </div>
        <div className="field checkbox">
          <input id="blog-isActive" name="isActive" type="checkbox" defaultChecked={v.isActive} />
          <label htmlFor="blog-isActive">{t.fields.isActive}</label>
        </div>
      </MarkedFields>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {mode === "add" ? t.addSubmit : t.save}
        </button>
        <LocalLink to="/dashboard/blogs" className="button secondary">
          {t.cancel}
        </LocalLink>
      </div>
    </Form>
  );
}

const EMPTY: BlogFormValues = {
  title: "",
  title_en: "",
  body: "",
  body_en: "",
  preview: "",
  preview_en: "",
  // Spec 001 §2: a new post is active.
  isActive: true,
};

export function BlogAddPage({ limits }: { limits: UploadLimits }) {
  const t = useDashboardT().blogs;
  const answer = useActionData() as BlogFormAnswer | undefined;
  return (
    <>
      <h1>{t.addTitle}</h1>
      <BlogForm limits={limits} mode="add" values={EMPTY} answer={answer} />
    </>
  );
}

export function BlogEditPage({ limits }: { limits: UploadLimits }) {
  const t = useDashboardT().blogs;
  const lang = useLang();
  const submit = useSubmit();
  const { blog, values, at } = useLoaderData<Loaded<typeof blogEditLoader>>();
  const answer = useActionData() as BlogFormAnswer | undefined;
  const deleteTo = `/dashboard/blogs/delete/${blog.id}`;
  return (
    <>
      <h1>{t.editTitle}</h1>
      <BlogForm
        limits={limits}
        // A stale save draws the form anew, over the post as it is now.
        key={`${blog.id}:${answer?.stale?.version ?? ""}`}
        mode="edit"
        values={values}
        answer={answer}
        pictures={{ image: blog.image, innerImage: blog.innerImage }}
        at={answer?.stale ?? answer?.at ?? at}
      />
      <p className="catalogue-delete">
        {/* Without JavaScript the link asks on its own page; with it, the spec's confirm. */}
        <LocalLink
          to={deleteTo}
          className="button secondary button-danger-outline"
          onClick={(event) => {
            event.preventDefault();
            if (window.confirm(t.deleteConfirm))
              submit(null, { method: "post", action: localePath(lang, deleteTo) });
          }}
        >
          {t.delete}
        </LocalLink>
      </p>
    </>
  );
}

/** Deleting asks first, on a page of its own (DESIGN.md §9), in the spec's words. */
export function BlogDeletePage() {
  const t = useDashboardT().blogs;
  const { blog } = useLoaderData<Loaded<typeof blogDeleteLoader>>();
  return (
    <>
      <h1>{t.deleteTitle}</h1>
      <div className="confirm-box" role="alertdialog" aria-labelledby="delete-question">
        <p id="delete-question">
          <strong>{blog.title}</strong>: {t.deleteConfirm}
        </p>
        <Form method="post" className="form-actions">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {t.delete}
          </button>
          <LocalLink to={`/dashboard/blogs/edit/${blog.id}`} className="button secondary">
            {t.cancel}
          </LocalLink>
        </Form>
      </div>
    </>
  );
}
