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
import { ProductFormSchema } from "~/schemas/product-form";
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
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

const schemaFor = (request: Request) =>
  ProductFormSchema(dashboardMessages[requestLang(request)].productForm.errors);

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

export async function productAddLoader({ context }: Args) {
  const actor = await requireCatalogueActor(context);
  const [page, sku] = await Promise.all([
    formPage(context.db, actor, { children: [], combination: [] }),
    lastSku(context.db),
  ]);
  return { ...page, lastSku: sku };
}

export async function productEditLoader({ params, context }: Args) {
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
export async function productAddAction({ request, context }: ActionFunctionArgs) {
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
  if (read.refused.length) {
    // A file over the route's limits: the form again, everything typed and every picture that
    // was taken kept, the refusal on the file's own field; nothing saved.
    const kept = keptOf(await keepPictures(pictures));
    const picked = await pickerOptions(context.db, actor, chosen);
    const reply = submission.reply({ fieldErrors: uploadErrors(request, read.refused) });
    return data(
      { lastResult: reply, ...picked, chosen, kept },
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
    };
  }
  const input = submission.status === "success" ? submission.value : null;
  const flags = { isActive: !!input?.isActive, isVisible: !!input?.isVisible };
  const added = await addProduct(context.db, actor, input, flags, pictures);
  if (added.ok)
    return redirectWithDashboardToast(localePath(lang, "/dashboard/product"), "productAdded");
  if ("refused" in added) throw added.refused === "forbidden" ? forbidden() : notFound();
  const picked = await pickerOptions(context.db, actor, chosen);
  return data(
    {
      lastResult: submission.reply({ fieldErrors: translate(request, added.errors) }),
      ...picked,
      chosen,
      kept: keptOf(added.kept),
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
export async function productEditAction({ request, params, context }: ActionFunctionArgs) {
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
  if (search) {
    const picked = await pickerOptions(context.db, actor, chosen, search, product.id);
    return {
      lastResult: { ...submission.reply(), error: undefined },
      ...picked,
      chosen,
      found: { field: search.field, count: picked.count ?? 0 },
      at: postedAt(form),
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
      return data({ ...picked, chosen, stale, values }, { status: 409 });
    }
    return data(
      {
        lastResult: submission.reply({ fieldErrors: translate(request, changed.errors) }),
        ...picked,
        chosen,
        at: postedAt(form),
      },
      { status: 400 },
    );
  }
  const picked = await pickerOptions(context.db, actor, chosen, null, product.id);
  return data(
    { lastResult: submission.reply(), ...picked, chosen, at: postedAt(form) },
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
