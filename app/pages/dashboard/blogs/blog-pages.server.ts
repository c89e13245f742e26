import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseMissing } from "~/lib/missing-text";
import { requireUser } from "~/http/auth.server";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import {
  postedAt,
  seenIn,
  versionIn,
  type FormVersion,
  type StaleNotice,
} from "~/lib/record-version";
import { keepPicture, keptPicture } from "~/http/kept-pictures.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import {
  readMultipartForm,
  UNREAD_BODY_HEADERS,
  type MultipartForm,
} from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { fmt, localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import type { BlogRow } from "~/models/blog-write.server";
import {
  addBlog,
  BLOG_TEXT_BYTES,
  changeBlog,
  isRefusal,
  keepBlogPictures,
  listBlogsFor,
  mayManageBlogs,
  readBlog,
  removeBlog,
  type BlogErrors,
  type BlogPictures,
  type BlogWrite,
  type Refusal,
  type StoredPicture,
} from "~/features/content/blog-admin.server";

/**
 * The blog dashboard's pages (spec 001 §2 Blogs), without JavaScript first: each route file is
 * one line to these. The add and edit forms post multipart (their pictures); a form with
 * mistakes answers 400 with what was typed, the messages in the page's language and the pictures
 * already stored (signed tokens, kept-pictures.server.ts).
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

function allowed<T>(outcome: T | Refusal): T {
  if (isRefusal(outcome)) throw outcome.refused === "forbidden" ? forbidden() : notFound();
  return outcome;
}

const listPath = (request: Request) => localePath(requestLang(request), "/dashboard/blogs");

/** The texts a form shows again after a mistake, as typed. */
export interface BlogFormValues {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  preview: string;
  preview_en: string;
  isActive: boolean;
}

export interface KeptBlogPicture {
  token: string;
  url: string;
}

export interface BlogFormAnswer {
  values: BlogFormValues;
  errors: Partial<Record<string, string>>;
  kept: { image: KeptBlogPicture | null; innerImage: KeptBlogPicture | null };
  /** The version the form was drawn from (decision 067), and a stale save's notice. */
  at?: FormVersion;
  stale?: StaleNotice;
}

function valuesOf(row: BlogRow): BlogFormValues {
  return {
    title: row.title,
    title_en: row.titleEn ?? "",
    body: row.body,
    body_en: row.bodyEn ?? "",
    preview: row.preview,
    preview_en: row.previewEn ?? "",
    isActive: row.isActive,
  };
}

function typedValues(form: FormData): BlogFormValues {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    title: text("title"),
    title_en: text("title_en"),
    body: text("body"),
    body_en: text("body_en"),
    preview: text("preview"),
    preview_en: text("preview_en"),
    isActive: form.get("isActive") != null,
  };
}

function translate(request: Request, errors: BlogErrors): Record<string, string> {
  const t = dashboardMessages[requestLang(request)].blogs.errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, e]) => [field, fmt(t[e.key], { n: e.n ?? 0 })]),
  );
}

const keep = (p: StoredPicture | null) => (p ? { token: keepPicture(p), url: p.url } : null);

/** The form of an add or edit page: multipart with its pictures, or a plain form without. */
async function readForm(request: Request) {
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return readMultipartForm(request, BLOG_TEXT_BYTES);
  }
  return {
    form: await request.formData(),
    files: { image: [], inner_image: [] },
    refused: [],
    unread: false,
  };
}

function picturesOf(read: { form: FormData; files: Record<string, Uint8Array[]> }): BlogPictures {
  return {
    image: read.files.image?.[0] ?? null,
    innerImage: read.files.inner_image?.[0] ?? null,
    keptImage: keptPicture(String(read.form.get("keptImage") ?? "")),
    keptInnerImage: keptPicture(String(read.form.get("keptInnerImage") ?? "")),
  };
}

/** A form that could not be read at all (too large, cut): said on the form, nothing kept. */
function unreadable(request: Request, reason: string) {
  const t = dashboardMessages[requestLang(request)].blogs.errors;
  const message = reason === "tooLarge" ? t.tooLarge : t.unreadable;
  return data(
    {
      values: typedValues(new FormData()),
      errors: { "": message },
      kept: { image: null, innerImage: null },
    } satisfies BlogFormAnswer,
    { status: 400, headers: UNREAD_BODY_HEADERS },
  );
}

/**
 * A picture over the route's limits: the form again with all typed, the error on its field, and
 * the other picture (sent now or kept from before) stored and kept for the next send.
 */
async function refusedFiles(request: Request, read: MultipartForm) {
  const { kept, errors: mistakes } = await keepBlogPictures(picturesOf(read));
  const errors = {
    ...translate(request, mistakes),
    ...Object.fromEntries(
      Object.entries(uploadErrors(request, read.refused)).map(([f, e]) => [f, e.join(" ")]),
    ),
  };
  return data(
    {
      values: typedValues(read.form),
      errors,
      kept: { image: keep(kept.image), innerImage: keep(kept.innerImage) },
    } satisfies BlogFormAnswer,
    { status: 413, headers: read.unread ? UNREAD_BODY_HEADERS : {} },
  );
}

function mistakes(
  request: Request,
  form: FormData,
  outcome: Extract<BlogWrite, { errors: BlogErrors }>,
) {
  return data(
    {
      values: typedValues(form),
      errors: translate(request, outcome.errors),
      kept: { image: keep(outcome.kept.image), innerImage: keep(outcome.kept.innerImage) },
      at: postedAt(form),
    } satisfies BlogFormAnswer,
    { status: 400 },
  );
}

// ---------------------------------------------------------------- pages

export async function blogListLoader({ request, context }: Args) {
  const user = await requireUser(context);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  const rows = allowed(await listBlogsFor(context.db, user, missing));
  return {
    missing,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      titleEn: r.titleEn,
      slug: r.slug,
      image: r.image,
      isActive: r.isActive,
      created: r.createdAt.toISOString(),
    })),
  };
}

export async function blogAddLoader({ context }: Args) {
  const user = await requireUser(context);
  allowed(mayManageBlogs(user) ?? {});
  return {};
}

export async function blogAddAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  allowed(mayManageBlogs(user) ?? {});
  const read = await readForm(request);
  if (typeof read === "string") return unreadable(request, read);
  if (read.refused.length) return refusedFiles(request, read);
  const { form } = read;
  const input = { ...Object.fromEntries(form), isActive: form.get("isActive") != null };
  const added = await addBlog(context.db, user, input, picturesOf(read));
  if (isRefusal(added)) return allowed(added);
  if (added.ok) return redirectWithDashboardToast(listPath(request), "blogAdded");
  return mistakes(request, form, added);
}

export async function blogEditLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const blog = allowed(await readBlog(context.db, user, params.id ?? ""));
  return {
    blog: {
      id: blog.id,
      slug: blog.slug,
      image: blog.image,
      innerImage: blog.innerImage,
      isActive: blog.isActive,
    },
    values: valuesOf(blog),
    at: await formVersion(context.db, "blog", blog.id, blog.version),
  };
}

export async function blogEditAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const blog = allowed(await readBlog(context.db, user, params.id ?? ""));
  const read = await readForm(request);
  if (typeof read === "string") return unreadable(request, read);
  if (read.refused.length) return refusedFiles(request, read);
  const { form } = read;
  // An unticked checkbox posts nothing: the form always means 'off' then.
  const input = { ...Object.fromEntries(form), isActive: form.get("isActive") != null };
  const pictures = picturesOf(read);
  const expected = versionIn(form);
  const changed = await changeBlog(context.db, user, blog.id, input, pictures, "whole", expected);
  if (isRefusal(changed)) return allowed(changed);
  if (changed.ok) return redirectWithDashboardToast(listPath(request), "blogSaved");
  if ("stale" in changed) return staleForm(request, context.db, user, blog.id, form, changed.kept);
  return mistakes(request, form, changed);
}

/**
 * A save over a version the post is no longer at (decision 067): refused, the form drawn again
 * with who changed what since, what was typed kept (rebased on the post as it is now: fields
 * left as they were take the other person's value), and the new version to save over.
 */
async function staleForm(
  request: Request,
  db: Parameters<typeof readBlog>[0],
  user: Awaited<ReturnType<typeof requireUser>>,
  id: string,
  form: FormData,
  kept: { image: StoredPicture | null; innerImage: StoredPicture | null },
) {
  const now = allowed(await readBlog(db, user, id));
  const seen = seenIn(form);
  const typed = typedValues(form);
  const [stale, merged] = await Promise.all([
    staleNotice(db, user, "blog", id, { version: now.version, seen }, requestLang(request)),
    rebased(db, user, "blog", id, "blogs", seen, modelValues(typed), now),
  ]);
  return data(
    {
      values: { ...typed, ...formValues(merged) },
      errors: {},
      // A picture chosen in the refused save is stored already: the form carries it on.
      kept: { image: keep(kept.image), innerImage: keep(kept.innerImage) },
      stale,
    } satisfies BlogFormAnswer,
    { status: 409 },
  );
}

/** The form's texts in the model's names, for `rebased`, and back. */
function modelValues(v: BlogFormValues) {
  return {
    title: v.title,
    titleEn: v.title_en,
    body: v.body,
    bodyEn: v.body_en,
    preview: v.preview,
    previewEn: v.preview_en,
    isActive: v.isActive,
  };
}

function formValues(m: ReturnType<typeof modelValues>): BlogFormValues {
  return {
    title: m.title,
    title_en: m.titleEn ?? "",
    body: m.body,
    body_en: m.bodyEn ?? "",
    preview: m.preview,
    preview_en: m.previewEn ?? "",
    isActive: m.isActive,
  };
}

export async function blogDeleteLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const blog = allowed(await readBlog(context.db, user, params.id ?? ""));
  return { blog: { id: blog.id, title: blog.title } };
}

export async function blogDeleteAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  allowed(await removeBlog(context.db, user, params.id ?? ""));
  return redirectWithDashboardToast(listPath(request), "blogDeleted");
}
