import type { Db } from "../../../db/client.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import { requireUser } from "~/http/auth.server";
import { requireCatalogueActor } from "~/http/catalogue-actor.server";
import { keepPicture, keptPicture } from "~/http/kept-pictures.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { readMultipartForm, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { localePath } from "~/lib/i18n";
import {
  postedAt,
  seenIn,
  versionIn,
  type FormVersion,
  type StaleNotice,
} from "~/lib/record-version";
import { requestLang } from "~/lib/request";
import { isUuid } from "~/lib/uuid";
import { dashboardMessages } from "~/locales/dashboard";
import type { NewPicture } from "~/models/product-image.server";
import {
  findProductOptions,
  formChoices,
  productOptionsByIds,
  type ProductOption,
} from "~/models/product-write.server";
import { lastSku } from "~/models/staff-product.server";
import { ProductWriteSchema } from "~/schemas/product-write";
import { pageTexts } from "~/locales/dashboard-page-texts";
import type { Lang } from "~/lib/i18n";
import type { JewelleryTexts } from "~/lib/jewellery";
import {
  addProduct,
  changeProduct,
  fieldsOf,
  formValuesOf,
  linksOf,
  keepPictures,
  productToEdit,
  type ProductErrors,
} from "./product-form.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * The add and edit pages of a product, without JavaScript first. Each product picker (children,
 * combination) is a plain `<select multiple>` of the chosen products and the newest ones, with a
 * search box whose button posts the whole form (intent `find-children`) and draws it again with
 * the matches added and every value kept: a catalogue of 10,000 products is never 10,000 options.
 */
export const PICKED = ["children", "combination"] as const;
export type PickedField = (typeof PICKED)[number];
/** How many products a plain select offers besides the chosen ones. */
const OFFERED = 20;
/** How many matches a search adds (the picker's and the plain form's). */
export const FOUND = 30;

export interface KeptPictures {
  cover: { token: string; url: string } | null;
  gallery: { token: string; url: string }[];
}

export interface ProductFormData {
  lastResult?: SubmissionResult<string[]>;
  /** Each picker's options: the chosen products first, then the offered or found ones. */
  options: Record<PickedField, ProductOption[]>;
  /** The chosen ids of each picker (what the form shows selected). */
  chosen: Record<PickedField, string[]>;
  /** A plain form's search: which picker, and whether it found anything. */
  found?: { field: PickedField; count: number };
  kept?: KeptPictures;
  /** A stale save (decision 067): what changed since, and the version the form now saves over. */
  stale?: StaleNotice;
  /** The version a form drawn again with a mistake was drawn from. */
  at?: FormVersion;
  /** A stale form's values: what was typed, rebased on the product as it is now. */
  values?: ReturnType<typeof formValuesOf>;
  /** The jewellery section, drawn on the server (JewelleryRenderer). */
  jewellery?: string;
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

const schemaFor = (request: Request) => {
  const lang = requestLang(request);
  return ProductWriteSchema(
    dashboardMessages[lang].productForm.errors,
    pageTexts[lang].jewellery.errors,
  );
};

// ---------------------------------------------------------------- the jewellery facts

type JewelleryFieldName = "metal" | "fineness" | "weightGrams" | "plating" | "stoneNatures";

/** What the page's jewellery section is drawn from (components/dashboard/jewellery-fields). */
export interface JewelleryFieldsInput {
  texts: JewelleryTexts;
  values: {
    metal: string;
    fineness: string;
    weightGrams: string;
    plating: string;
    stoneNatures: Record<string, string>;
  };
  stones: { id: string; name: string }[];
  chosen: string[];
  errors?: Partial<Record<JewelleryFieldName, string[]>>;
}

/**
 * Draws the jewellery section as HTML (the page hands its server-only component in): its texts
 * and code stay out of the back office's JavaScript (decision 083, issue [20] point 4).
 */
export type JewelleryRenderer = (input: JewelleryFieldsInput) => string;

const JEWELLERY_FIELDS: JewelleryFieldName[] = [
  "metal",
  "fineness",
  "weightGrams",
  "plating",
  "stoneNatures",
];

/** A stored weight as the page's language writes it ("4,2" in Turkish). */
const typedGrams = (grams: number | null, lang: Lang) =>
  grams === null
    ? ""
    : new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB", {
        maximumFractionDigits: 2,
        useGrouping: false,
      }).format(grams);

/** The section's values of a product as stored. */
function storedJewellery(
  p: {
    metal: string;
    fineness: number | null;
    weightGrams: number | null;
    plating: string;
    stoneNatures: Record<string, string>;
  },
  lang: Lang,
): JewelleryFieldsInput["values"] {
  return {
    metal: p.metal,
    fineness: p.fineness === null ? "" : String(p.fineness),
    weightGrams: typedGrams(p.weightGrams, lang),
    plating: p.plating,
    stoneNatures: p.stoneNatures,
  };
}

/** The section's values as posted: what was typed, kept as it was typed. */
function typedJewellery(payload: Record<string, unknown>): JewelleryFieldsInput["values"] {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const natures = payload.stoneNatures;
  return {
    metal: text(payload.metal),
    fineness: text(payload.fineness),
    weightGrams: text(payload.weightGrams),
    plating: text(payload.plating),
    stoneNatures:
      natures && typeof natures === "object" && !Array.isArray(natures)
        ? Object.fromEntries(
            Object.entries(natures as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
          )
        : {},
  };
}

/** The jewellery section's errors of a reply. */
function jewelleryErrors(reply: SubmissionResult<string[]>) {
  const errors: JewelleryFieldsInput["errors"] = {};
  for (const field of JEWELLERY_FIELDS) {
    const said = reply.error?.[field];
    if (said?.length) errors[field] = said;
  }
  return errors;
}

function jewelleryHtml(
  render: JewelleryRenderer,
  lang: Lang,
  stones: { id: string; name: string }[],
  values: JewelleryFieldsInput["values"],
  chosen: string[],
  errors?: JewelleryFieldsInput["errors"],
) {
  return render({ texts: pageTexts[lang].jewellery, values, stones, chosen, errors });
}

/** The jewellery fields as a posted form typed them, with the answer's errors when it has some. */
function typedJewelleryHtml(
  render: JewelleryRenderer,
  lang: Lang,
  stones: () => Promise<{ id: string; name: string }[]>,
  payload: Record<string, unknown>,
  form: FormData,
) {
  return async (reply?: SubmissionResult<string[]>) =>
    jewelleryHtml(
      render,
      lang,
      await stones(),
      typedJewellery(payload),
      idsIn(form, "stone"),
      reply && jewelleryErrors(reply),
    );
}

/**
 * One product picker's options: the chosen products first, then the matches of `q` (a plain
 * form's search) or else the newest ones; never `self`. `found` counts the matches.
 */
export async function productChoices(
  db: Db,
  actor: CatalogueActor,
  chosen: string[],
  q: string | null,
  self?: string,
): Promise<{ options: ProductOption[]; found?: number }> {
  const [picked, extra] = await Promise.all([
    productOptionsByIds(db, actor, chosen),
    findProductOptions(db, actor, q ?? "", q === null ? OFFERED : FOUND),
  ]);
  const offered = extra.filter((p) => p.id !== self);
  const seen = new Set([...picked.map((p) => p.id), self]);
  return {
    options: [...picked, ...offered.filter((p) => !seen.has(p.id) && seen.add(p.id))],
    found: q === null ? undefined : offered.length,
  };
}

async function pickerOptions(
  db: Db,
  actor: CatalogueActor,
  chosen: Record<PickedField, string[]>,
  search?: { field: PickedField; q: string } | null,
  /** The edited product: never its own child or combination. */
  self?: string,
): Promise<{ options: ProductFormData["options"]; count?: number }> {
  const [children, combination] = await Promise.all(
    PICKED.map((field) =>
      productChoices(db, actor, chosen[field], search?.field === field ? search.q : null, self),
    ),
  );
  return {
    options: { children: children!.options, combination: combination!.options },
    count: children!.found ?? combination!.found,
  };
}

/** The ids a form's picker posts (a multiple select's values, or the picker's hidden inputs). */
export const idsIn = (form: FormData, field: string) =>
  form
    .getAll(field)
    .map(String)
    .filter(isUuid)
    .map((id) => id.toLowerCase());

const chosenIn = (form: FormData): Record<PickedField, string[]> => ({
  children: idsIn(form, "children"),
  combination: idsIn(form, "combination"),
});

async function formPage(
  db: Db,
  actor: CatalogueActor,
  defaults: Record<PickedField, string[]>,
  self?: string,
) {
  const [choices, picked] = await Promise.all([
    formChoices(db, actor),
    pickerOptions(db, actor, defaults, null, self),
  ]);
  return { choices, options: picked.options, chosen: defaults };
}

export async function productAddLoader({ request, context }: Args, render: JewelleryRenderer) {
  const actor = await requireCatalogueActor(context);
  const [page, sku] = await Promise.all([
    formPage(context.db, actor, { children: [], combination: [] }),
    lastSku(context.db),
  ]);
  const empty = { metal: "", fineness: "", weightGrams: "", plating: "", stoneNatures: {} };
  const jewellery = jewelleryHtml(render, requestLang(request), page.choices.stones, empty, []);
  return { ...page, lastSku: sku, jewellery };
}

export async function productEditLoader(
  { request, params, context }: Args,
  render: JewelleryRenderer,
) {
  const actor = await requireCatalogueActor(context);
  const product = await editableOrRefuse(context.db, actor, params.id);
  const page = await formPage(
    context.db,
    actor,
    { children: product.children, combination: product.combination },
    product.id,
  );
  return {
    ...page,
    product: {
      id: product.id,
      slug: product.slug,
      imageUrl: product.imageUrl,
      pictures: product.images.length + (product.imageUrl ? 1 : 0),
    },
    values: formValuesOf(product),
    at: await formVersion(context.db, "product", product.id, product.version),
    jewellery: jewelleryHtml(
      render,
      requestLang(request),
      page.choices.stones,
      storedJewellery(formValuesOf(product), requestLang(request)),
      product.stones,
    ),
  };
}

async function editableOrRefuse(db: Db, actor: CatalogueActor, id: string | undefined) {
  if (!id || !isUuid(id)) throw notFound();
  const product = await productToEdit(db, actor, id.toLowerCase());
  if ("refused" in product) throw product.refused === "forbidden" ? forbidden() : notFound();
  return product;
}

const translate = (request: Request, errors: ProductErrors) => {
  const t = dashboardMessages[requestLang(request)].productForm.errors;
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [t[key]]]));
};

function keptOf(kept: { cover: NewPicture | null; gallery: NewPicture[] }): KeptPictures {
  return {
    cover: kept.cover ? { token: keepPicture(kept.cover), url: kept.cover.url } : null,
    gallery: kept.gallery.map((p) => ({ token: keepPicture(p), url: p.url })),
  };
}

/** The add form: multipart, its texts, the cover (`imageUrl`) and gallery (`images`) files. */
export async function productAddAction(
  { request, context }: ActionFunctionArgs,
  render: JewelleryRenderer,
) {
  const actor = await requireCatalogueActor(context);
  const lang = requestLang(request);
  const read = await formWithPictures(request);
  if (typeof read === "string") {
    const message = dashboardMessages[lang].productForm.errors[read];
    return data(
      { lastResult: { status: "error" as const, error: { "": [message] } } },
      { status: 400, headers: UNREAD_BODY_HEADERS },
    );
  }
  const { form, files } = read;
  const pictures = {
    cover: files.imageUrl!,
    gallery: files.images!,
    keptCover: keptPicture(String(form.get("keptCover") ?? "")),
    keptGallery: form
      .getAll("keptImages")
      .map((t) => keptPicture(String(t)))
      .filter((p): p is NewPicture => p !== null),
  };
  const submission = parseWithZod(form, {
    schema: schemaFor(request),
    errorMap: zodMessages(requestLang(request)),
  });
  const chosen = chosenIn(form);
  const intent = String(form.get("intent") ?? "save");
  const search = searchOf(intent, form);
  const stones = async () => (await formChoices(context.db, actor)).stones;
  const jewellery = typedJewelleryHtml(render, lang, stones, submission.payload, form);
  if (read.refused.length) {
    // A file over the route's limits: the form again, everything typed and every picture that
    // was taken kept, the refusal on the file's own field; nothing saved.
    const kept = keptOf(await keepPictures(pictures));
    const picked = await pickerOptions(context.db, actor, chosen);
    const reply = submission.reply({ fieldErrors: uploadErrors(request, read.refused) });
    return data(
      { lastResult: reply, ...picked, chosen, kept, jewellery: await jewellery() },
      { status: 413, headers: read.unread ? UNREAD_BODY_HEADERS : {} },
    );
  }
  if (search) {
    const kept = keptOf(await keepPictures(pictures));
    const picked = await pickerOptions(context.db, actor, chosen, search);
    return {
      lastResult: { ...submission.reply(), error: undefined },
      ...picked,
      chosen,
      found: { field: search.field, count: picked.count ?? 0 },
      kept,
      jewellery: await jewellery(),
    };
  }
  const input = submission.status === "success" ? submission.value : null;
  const flags = { isActive: !!input?.isActive, isVisible: !!input?.isVisible };
  const added = await addProduct(context.db, actor, input, flags, pictures);
  if (added.ok)
    return redirectWithDashboardToast(localePath(lang, "/dashboard/product"), "productAdded");
  if ("refused" in added) throw added.refused === "forbidden" ? forbidden() : notFound();
  const picked = await pickerOptions(context.db, actor, chosen);
  const lastResult = submission.reply({ fieldErrors: translate(request, added.errors) });
  return data(
    {
      lastResult,
      ...picked,
      chosen,
      kept: keptOf(added.kept),
      jewellery: await jewellery(lastResult),
    },
    { status: 400 },
  );
}

/** The add form posts multipart (its pictures); a client without files may post a plain form. */
async function formWithPictures(request: Request) {
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? ""))
    return readMultipartForm(request);
  return {
    form: await request.formData(),
    files: { imageUrl: [], images: [] },
    refused: [],
    unread: false,
  };
}

function searchOf(intent: string, form: FormData): { field: PickedField; q: string } | null {
  const field =
    intent === "find-children" ? "children" : intent === "find-combination" ? "combination" : null;
  return field ? { field, q: String(form.get(`find-${field}`) ?? "") } : null;
}

/** The edit form: a plain urlencoded POST (its pictures have their own page). */
export async function productEditAction(
  { request, params, context }: ActionFunctionArgs,
  render: JewelleryRenderer,
) {
  const actor = await requireCatalogueActor(context);
  const lang = requestLang(request);
  const product = await editableOrRefuse(context.db, actor, params.id);
  const form = await request.formData();
  const submission = parseWithZod(form, {
    schema: schemaFor(request),
    errorMap: zodMessages(requestLang(request)),
  });
  const chosen = chosenIn(form);
  const search = searchOf(String(form.get("intent") ?? "save"), form);
  const stones = async () => (await formChoices(context.db, actor)).stones;
  const jewellery = typedJewelleryHtml(render, lang, stones, submission.payload, form);
  if (search) {
    const picked = await pickerOptions(context.db, actor, chosen, search, product.id);
    return {
      lastResult: { ...submission.reply(), error: undefined },
      ...picked,
      chosen,
      found: { field: search.field, count: picked.count ?? 0 },
      at: postedAt(form),
      jewellery: await jewellery(),
    };
  }
  if (submission.status === "success") {
    const input = submission.value;
    const flags = { isActive: !!input.isActive, isVisible: !!input.isVisible };
    const changed = await changeProduct(context.db, actor, product.id, input, flags, {
      expected: versionIn(form),
    });
    if (changed.ok)
      return redirectWithDashboardToast(localePath(lang, "/dashboard/product"), "productSaved");
    if ("refused" in changed) throw changed.refused === "forbidden" ? forbidden() : notFound();
    const picked = await pickerOptions(context.db, actor, chosen, null, product.id);
    if ("stale" in changed) {
      // Drawn again over the product as it is now (rebased: decision 067): saving again applies
      // what this writer changed and keeps what the other did.
      const now = await editableOrRefuse(context.db, actor, product.id);
      const user = await requireUser(context);
      const seen = seenIn(form);
      const at = { version: now.version, seen };
      const [stale, merged] = await Promise.all([
        staleNotice(context.db, user, "product", product.id, at, lang),
        rebased(
          context.db,
          user,
          "product",
          product.id,
          "products",
          seen,
          fieldsOf(input, flags),
          now,
        ),
      ]);
      const values = formValuesOf({ ...now, ...merged, ...linksOf(input) });
      const shown = jewelleryHtml(
        render,
        lang,
        await stones(),
        // What this writer chose of each stone's nature over what the other saved.
        storedJewellery(
          { ...values, stoneNatures: { ...now.stoneNatures, ...input.stoneNatures } },
          lang,
        ),
        input.stone,
      );
      return data({ ...picked, chosen, stale, values, jewellery: shown }, { status: 409 });
    }
    const lastResult = submission.reply({ fieldErrors: translate(request, changed.errors) });
    return data(
      {
        lastResult,
        ...picked,
        chosen,
        at: postedAt(form),
        jewellery: await jewellery(lastResult),
      },
      { status: 400 },
    );
  }
  const picked = await pickerOptions(context.db, actor, chosen, null, product.id);
  const lastResult = submission.reply();
  return data(
    { lastResult, ...picked, chosen, at: postedAt(form), jewellery: await jewellery(lastResult) },
    { status: 400 },
  );
}

/** The JavaScript picker's search: the actor's products matching `q`, as options. */
export async function productOptionsLoader({ request, context }: Args) {
  const actor = await requireCatalogueActor(context);
  const params = new URL(request.url).searchParams;
  const found = await findProductOptions(context.db, actor, params.get("q") ?? "", FOUND);
  // `not`: the edited product, never offered as its own child or combination.
  const offered = found.filter((p) => p.id !== params.get("not"));
  return Response.json(
    { options: offered.map((p) => ({ value: p.id, label: `${p.sku} · ${p.name}` })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
