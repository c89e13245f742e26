import type { AppLoadContext } from "@remix-run/node";
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
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import {
  readMultipartForm,
  UNREAD_BODY_HEADERS,
  type MultipartForm,
} from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { sanitizeHtml } from "~/lib/sanitize-html.server";
import { dashboardMessages } from "~/locales/dashboard";
import type { PublicUser } from "~/models/user.server";
import { OrderSchema, SliderSchema, type SliderInput } from "~/schemas/slider";
import type { StoredImage } from "~/services/images.server";
import {
  addSlider,
  changeSlider,
  isRefusal,
  keepSliderPictures,
  listSliders,
  moveSlider,
  PICTURES,
  readSlider,
  removeSlider,
  reorderSliders,
  textErrors,
  type Picture,
  type SliderErrors,
  type SliderPictures,
} from "~/features/content/slider.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * The slider's dashboard pages (spec 001 §2 Sliders), without JavaScript first: the list with
 * up/down buttons (and, with JavaScript, dragging that posts `intent=reorder` here), the add and
 * edit forms (multipart, their pictures kept when the form comes back with mistakes) and the
 * delete confirmation. Each route file is one line to these.
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** The form's texts as typed, to draw it again. */
export interface SliderFormValues {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  slug: string;
  isActive: boolean;
}

export interface SliderFormAnswer {
  values: SliderFormValues;
  errors: Record<string, string>;
  /** Pictures stored by this submit, carried by hidden fields to the next. */
  kept: Partial<Record<Picture, { token: string; url: string }>>;
  /** The version the form was drawn from (decision 067), and a stale save's notice. */
  at?: FormVersion;
  stale?: StaleNotice;
}

function allowed<T>(outcome: T | { refused: "forbidden" | "missing" }): T {
  if (isRefusal(outcome)) throw outcome.refused === "forbidden" ? forbidden() : notFound();
  return outcome as T;
}

async function admin(context: AppLoadContext): Promise<PublicUser> {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  return user;
}

const listPath = (request: Request) => localePath(requestLang(request), "/dashboard/sliders");
const textsOf = (request: Request) => dashboardMessages[requestLang(request)].sliders;

// ---------------------------------------------------------------- the list

export async function sliderListLoader({ request, context }: Args) {
  const user = await requireUser(context);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  const rows = allowed(await listSliders(context.db, user, missing));
  return {
    missing,
    items: rows.map((s) => ({
      id: s.id,
      title: s.title,
      titleEn: s.titleEn,
      body: sanitizeHtml(s.body),
      bodyEn: s.bodyEn ? sanitizeHtml(s.bodyEn) : null,
      firstImage: s.firstImage,
      isActive: s.isActive,
    })),
  };
}

/** `intent` up or down with `slider` (plain forms), or reorder with `order` (the dragged list). */
export async function sliderListAction({ request, context }: ActionFunctionArgs) {
  const user = await admin(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "up" || intent === "down") {
    allowed(await moveSlider(context.db, user, String(form.get("slider") ?? ""), intent));
    return redirectWithDashboardToast(listPath(request), "sliderMoved", undefined, {
      status: 303,
    });
  }
  if (intent === "reorder") {
    const order = OrderSchema.safeParse({ order: String(form.get("order") ?? "") });
    const done = order.success
      ? allowed(await reorderSliders(context.db, user, order.data.order))
      : null;
    if (done?.ok) return { saved: true };
    return data({ saved: false }, { status: 400 });
  }
  throw badRequest();
}

// ---------------------------------------------------------------- add and edit

function valuesOf(form: FormData): SliderFormValues {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    title: text("title"),
    title_en: text("title_en"),
    body: text("body"),
    body_en: text("body_en"),
    slug: text("slug"),
    isActive: form.has("isActive"),
  };
}

/** The schema's messages (already in the page's language) and the operation's, by field. */
function parseForm(request: Request, form: FormData) {
  const t = textsOf(request);
  const parsed = SliderSchema(t.errors).safeParse(
    Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")),
    { errorMap: zodMessages(requestLang(request)) },
  );
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    // The link's and body's own mistakes are said at once too, not after the next submit.
    const raw = valuesOf(form);
    const more = textErrors({ slug: raw.slug.trim() || undefined, body: raw.body || undefined });
    for (const [field, key] of Object.entries(more)) errors[field] ??= t.errors[key];
  }
  const input: SliderInput | null = parsed.success
    ? { ...parsed.data, isActive: form.has("isActive") }
    : null;
  return { input, errors };
}

const translate = (request: Request, errors: SliderErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, textsOf(request).errors[key]]),
  );

/** The form's multipart body, or its refusal as the form's 400 (the body may be unread). */
async function readForm(request: Request): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type))
    return {
      form: await request.formData(),
      files: { firstImage: [], secondImage: [] },
      refused: [],
      unread: false,
    };
  const read = await readMultipartForm(request);
  if (typeof read === "string") {
    const answer: SliderFormAnswer = {
      values: valuesOf(new FormData()),
      errors: { "": textsOf(request).errors[read] },
      kept: {},
    };
    throw data(answer, { status: 400, headers: UNREAD_BODY_HEADERS });
  }
  return read;
}

/** The files sent now and the pictures an earlier send of the form stored (signed tokens). */
function picturesOf({ form, files }: MultipartForm): SliderPictures {
  const kept: Partial<Record<Picture, StoredImage>> = {};
  for (const f of PICTURES) {
    const p = keptPicture(String(form.get(`kept-${f}`) ?? ""));
    if (p) kept[f] = p;
  }
  return { firstImage: files.firstImage ?? [], secondImage: files.secondImage ?? [], kept };
}

/**
 * A picture over the route's limits: the form again with all typed, the error on its field, and
 * the other picture (sent now or kept from before) stored and kept for the next send.
 */
async function refusedFiles(request: Request, read: MultipartForm) {
  const { kept, errors } = await keepSliderPictures(picturesOf(read));
  const refused = uploadErrors(request, read.refused);
  const answer: SliderFormAnswer = {
    values: valuesOf(read.form),
    errors: {
      ...translate(request, errors),
      ...Object.fromEntries(Object.entries(refused).map(([f, e]) => [f, e.join(" ")])),
    },
    kept: keptOf(kept),
  };
  return data(answer, { status: 413, headers: read.unread ? UNREAD_BODY_HEADERS : {} });
}

function keptOf(kept: Partial<Record<Picture, StoredImage>>): SliderFormAnswer["kept"] {
  return Object.fromEntries(
    PICTURES.flatMap((f) => {
      const p = kept[f];
      return p ? [[f, { token: keepPicture(p), url: p.url }]] : [];
    }),
  );
}

export async function sliderAddLoader({ context }: Args) {
  const user = await requireUser(context);
  allowed(await listSliders(context.db, user));
  return {};
}

export async function sliderAddAction({ request, context }: ActionFunctionArgs) {
  const user = await admin(context);
  const lang = requestLang(request);
  let read;
  try {
    read = await readForm(request);
  } catch (answer) {
    return answer;
  }
  if (read.refused.length) return refusedFiles(request, read);
  const { form } = read;
  const { input, errors } = parseForm(request, form);
  const added = allowed(await addSlider(context.db, user, input, picturesOf(read)));
  if (added.ok)
    return redirectWithDashboardToast(localePath(lang, "/dashboard/sliders"), "sliderAdded");
  const answer: SliderFormAnswer = {
    values: valuesOf(form),
    errors: { ...translate(request, added.errors), ...errors },
    kept: keptOf(added.kept),
  };
  return data(answer, { status: 400 });
}

export async function sliderEditLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const slider = allowed(await readSlider(context.db, user, params.id ?? ""));
  return { slider, at: await formVersion(context.db, "slider", slider.id, slider.version) };
}

export async function sliderEditAction({ request, params, context }: ActionFunctionArgs) {
  const user = await admin(context);
  const current = allowed(await readSlider(context.db, user, params.id ?? ""));
  let read;
  try {
    read = await readForm(request);
  } catch (answer) {
    return answer;
  }
  if (read.refused.length) return refusedFiles(request, read);
  const { form } = read;
  const { input, errors } = parseForm(request, form);
  const pictures = picturesOf(read);
  if (input) {
    const changed = allowed(
      await changeSlider(context.db, user, current.id, input, pictures, versionIn(form)),
    );
    if (changed.ok) return redirectWithDashboardToast(listPath(request), "sliderSaved");
    if ("stale" in changed) return staleForm(request, context.db, user, current.id, form);
    Object.assign(errors, translate(request, changed.errors), errors);
  }
  // The pictures kept from before travel on; one sent now with a mistake is chosen again.
  const answer: SliderFormAnswer = {
    values: valuesOf(form),
    errors,
    kept: keptOf(pictures.kept),
    at: postedAt(form),
  };
  return data(answer, { status: 400 });
}

/**
 * A save over a version the slide is no longer at (decision 067): refused, the form drawn again
 * with who changed what since, what was typed kept (rebased on the slide as it is now: fields
 * left as they were take the other person's value), and the new version to save over.
 */
async function staleForm(
  request: Request,
  db: AppLoadContext["db"],
  user: PublicUser,
  id: string,
  form: FormData,
) {
  const now = allowed(await readSlider(db, user, id));
  const seen = seenIn(form);
  const typed = valuesOf(form);
  const own = {
    title: typed.title,
    titleEn: typed.title_en,
    body: typed.body,
    bodyEn: typed.body_en,
    slug: typed.slug,
    isActive: typed.isActive,
  };
  const [stale, m] = await Promise.all([
    staleNotice(db, user, "slider", id, { version: now.version, seen }, requestLang(request)),
    rebased(db, user, "slider", id, "sliders", seen, own, now),
  ]);
  const answer: SliderFormAnswer = {
    values: {
      title: m.title,
      title_en: m.titleEn ?? "",
      body: m.body,
      body_en: m.bodyEn ?? "",
      slug: m.slug,
      isActive: m.isActive,
    },
    errors: {},
    kept: {},
    stale,
  };
  return data(answer, { status: 409 });
}

// ---------------------------------------------------------------- delete

export async function sliderDeleteLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const slider = allowed(await readSlider(context.db, user, params.id ?? ""));
  return { slider: { id: slider.id, title: slider.title, firstImage: slider.firstImage } };
}

export async function sliderDeleteAction({ request, params, context }: ActionFunctionArgs) {
  const user = await admin(context);
  allowed(await removeSlider(context.db, user, params.id ?? ""));
  return redirectWithDashboardToast(listPath(request), "sliderDeleted");
}
