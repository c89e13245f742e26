import type { Db } from "../../../../db/client.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { localePath } from "~/lib/i18n";
import { parseMissing } from "~/lib/missing-text";
import { postedAt, seenIn, versionIn, type FormVersion } from "~/lib/record-version";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import { merchantOptions } from "~/models/catalogue-admin.server";
import type { PublicUser } from "~/models/user.server";
import { idsIn, productChoices } from "~/features/catalogue/product-form-page.server";
import { BrandSchema, CategorySchema, TaxonomySchema } from "~/schemas/catalogue";
import {
  addBrand,
  addEntry,
  changeBrand,
  changeEntry,
  entryFields,
  isRefusal,
  listBrandsFor,
  listEntries,
  readBrand,
  readEntry,
  readEntryForDelete,
  removeBrand,
  removeEntry,
  TAXONOMY_RESOURCES,
  type Outcome,
  type TaxonomyResource,
} from "~/features/catalogue/catalogue-admin.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * The dashboard pages of the reference lists and brands, without JavaScript first: each route file
 * is one line to these. A refusal becomes the 403 or 404 page; a form with mistakes answers 400
 * with what was typed; a change redirects to the list with a message naming the products it
 * turned off.
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

function allowed<T>(outcome: Outcome<T>): T {
  if (isRefusal(outcome)) throw outcome.refused === "forbidden" ? forbidden() : notFound();
  return outcome;
}

const listPath = (request: Request, resource: string) =>
  localePath(requestLang(request), `/dashboard/${resource}`);

const errorsOf = (request: Request) => dashboardMessages[requestLang(request)].catalogue.errors;

function schemaOf(resource: TaxonomyResource, request: Request) {
  return resource === "category"
    ? CategorySchema(errorsOf(request))
    : TaxonomySchema(errorsOf(request));
}

/** After a save: 'saved', or how many products went off with it. */
function savedToast(request: Request, resource: string, turnedOff: number) {
  return turnedOff > 0
    ? redirectWithDashboardToast(listPath(request, resource), "savedTurnedOff", turnedOff)
    : redirectWithDashboardToast(listPath(request, resource), "saved");
}

// ---------------------------------------------------------------- the five lists

export async function entryListLoader(resource: TaxonomyResource, { request, context }: Args) {
  const user = await requireUser(context);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  return {
    items: allowed(await listEntries(context.db, user, TAXONOMY_RESOURCES[resource], missing)),
    missing,
  };
}

/**
 * The category form chooses products (the chosen and the newest, or a plain form's matches:
 * product-form-page.server.ts); the other lists have none.
 */
async function formOptions(
  db: Db,
  resource: TaxonomyResource,
  user: PublicUser,
  chosen: string[],
  q: string | null = null,
) {
  const actor = catalogueActor(user);
  if (resource !== "category" || !actor) return { products: [] };
  const { options, found } = await productChoices(db, actor, chosen, q);
  return { products: options, found };
}

/**
 * A form that is not saved: a plain form's product search (200, nothing said wrong) or its
 * mistakes (400), with what was typed and the products to choose from.
 */
async function formAgain(
  db: Db,
  resource: TaxonomyResource,
  user: PublicUser,
  form: FormData,
  submission: { reply: () => SubmissionResult<string[]> },
) {
  const chosen = idsIn(form, "products");
  // An edit form drawn again keeps the version it was drawn from (decision 067).
  const at = postedAt(form);
  if (form.get("intent") === "find-products")
    return {
      lastResult: { ...submission.reply(), error: undefined },
      at,
      ...(await formOptions(db, resource, user, chosen, String(form.get("find-products") ?? ""))),
    };
  return data(
    { lastResult: submission.reply(), at, ...(await formOptions(db, resource, user, chosen)) },
    { status: 400 },
  );
}

export async function entryAddLoader(resource: TaxonomyResource, { context }: Args) {
  const user = await requireUser(context);
  allowed(await listEntries(context.db, user, TAXONOMY_RESOURCES[resource]));
  return formOptions(context.db, resource, user, []);
}

export async function entryAddAction(
  resource: TaxonomyResource,
  { request, context }: ActionFunctionArgs,
) {
  const user = await requireUser(context);
  if (!catalogueActor(user) || catalogueActor(user)?.kind !== "admin") throw forbidden();
  const form = await request.formData();
  const submission = parseWithZod(form, {
    schema: schemaOf(resource, request),
    errorMap: zodMessages(requestLang(request)),
  });
  if (submission.status !== "success" || form.get("intent") === "find-products")
    return formAgain(context.db, resource, user, form, submission);
  // An unticked checkbox posts nothing: off.
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  allowed(await addEntry(context.db, user, TAXONOMY_RESOURCES[resource], input));
  return redirectWithDashboardToast(listPath(request, resource), "added");
}

export async function entryEditLoader(resource: TaxonomyResource, { params, context }: Args) {
  const user = await requireUser(context);
  const entry = allowed(
    await readEntry(context.db, user, TAXONOMY_RESOURCES[resource], params.id ?? ""),
  );
  return {
    entry,
    at: await formVersion(context.db, resource, entry.id, entry.version),
    ...(await formOptions(context.db, resource, user, entry.productIds ?? [])),
  };
}

/** Without undefined fields: what a form typed, for `rebased`. */
const typedOnly = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A form refused as stale, drawn again (decision 067): the notice, and the values rebased. */
async function staleForm<T extends object>(
  db: Db,
  user: PublicUser,
  request: Request,
  form: FormData,
  subject: TaxonomyResource | "brand",
  id: string,
  table: string,
  typed: T,
  now: { version: number } & object,
) {
  const seen = seenIn(form);
  const at: FormVersion = { version: now.version, seen };
  const [stale, merged] = await Promise.all([
    staleNotice(db, user, subject, id, at, requestLang(request)),
    rebased(db, user, subject, id, table, seen, typedOnly(typed), now),
  ]);
  return { stale, merged: merged as Partial<T> };
}

export async function entryEditAction(resource: TaxonomyResource, args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const user = await requireUser(context);
  const group = TAXONOMY_RESOURCES[resource];
  const id = params.id ?? "";
  allowed(await readEntry(context.db, user, group, id));
  const form = await request.formData();
  const submission = parseWithZod(form, {
    schema: schemaOf(resource, request),
    errorMap: zodMessages(requestLang(request)),
  });
  if (submission.status !== "success" || form.get("intent") === "find-products")
    return formAgain(context.db, resource, user, form, submission);
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  const changed = allowed(await changeEntry(context.db, user, group, id, input, versionIn(form)));
  if ("stale" in changed) {
    // Drawn again over the entry as it is now: saving again applies what this writer changed.
    const now = allowed(await readEntry(context.db, user, group, id));
    const { stale, merged } = await staleForm(
      context.db,
      user,
      request,
      form,
      resource,
      id,
      group,
      entryFields(input),
      now,
    );
    const chosen = idsIn(form, "products");
    const values = {
      name: merged.name ?? now.name,
      name_en: merged.nameEn ?? now.nameEn,
      description: merged.description ?? now.description,
      description_en: merged.descriptionEn ?? now.descriptionEn,
      isActive: merged.isActive ?? now.isActive,
      products: chosen,
    };
    const options = await formOptions(context.db, resource, user, chosen);
    return data({ stale, values, ...options }, { status: 409 });
  }
  return savedToast(request, resource, changed.turnedOff);
}

export async function entryDeleteLoader(resource: TaxonomyResource, { params, context }: Args) {
  const user = await requireUser(context);
  return allowed(
    await readEntryForDelete(context.db, user, TAXONOMY_RESOURCES[resource], params.id ?? ""),
  );
}

export async function entryDeleteAction(resource: TaxonomyResource, args: ActionFunctionArgs) {
  const user = await requireUser(args.context);
  allowed(
    await removeEntry(args.context.db, user, TAXONOMY_RESOURCES[resource], args.params.id ?? ""),
  );
  return redirectWithDashboardToast(listPath(args.request, resource), "deleted");
}

// ---------------------------------------------------------------- brands

export async function brandListLoader({ request, context }: Args) {
  const user = await requireUser(context);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  const items = allowed(await listBrandsFor(context.db, user, missing));
  return { items, missing, canAdd: catalogueActor(user)?.kind === "admin" };
}

export async function brandAddLoader({ context }: Args) {
  const user = await requireUser(context);
  if (catalogueActor(user)?.kind !== "admin") throw forbidden();
  return { merchants: await merchantOptions(context.db) };
}

export async function brandAddAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (catalogueActor(user)?.kind !== "admin") throw forbidden();
  const submission = parseWithZod(await request.formData(), {
    schema: BrandSchema(errorsOf(request)),
    errorMap: zodMessages(requestLang(request)),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  allowed(await addBrand(context.db, user, input));
  return redirectWithDashboardToast(listPath(request, "brand"), "added");
}

export async function brandEditLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const brand = allowed(await readBrand(context.db, user, params.id ?? ""));
  const isAdmin = catalogueActor(user)?.kind === "admin";
  return {
    brand,
    isAdmin,
    merchants: isAdmin ? await merchantOptions(context.db) : [],
    at: await formVersion(context.db, "brand", brand.id, brand.version),
  };
}

/** Save, or (admins) delete: the spec's brand delete asks no confirmation. */
export async function brandEditAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const id = params.id ?? "";
  allowed(await readBrand(context.db, user, id));
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    allowed(await removeBrand(context.db, user, id));
    return redirectWithDashboardToast(listPath(request, "brand"), "deleted");
  }
  const submission = parseWithZod(formData, {
    schema: BrandSchema(errorsOf(request)),
    errorMap: zodMessages(requestLang(request)),
  });
  if (submission.status !== "success")
    return data({ lastResult: submission.reply(), at: postedAt(formData) }, { status: 400 });
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  const changed = allowed(await changeBrand(context.db, user, id, input, versionIn(formData)));
  if ("stale" in changed) {
    const now = allowed(await readBrand(context.db, user, id));
    const isAdmin = catalogueActor(user)?.kind === "admin";
    const typed = {
      name: input.name,
      description: input.description,
      descriptionEn: input.description_en,
      isActive: input.isActive,
      merchantId: isAdmin ? (input.merchant ?? null) : undefined,
    };
    const { stale, merged } = await staleForm(
      context.db,
      user,
      request,
      formData,
      "brand",
      id,
      "brands",
      typed,
      now,
    );
    const values = {
      name: merged.name ?? now.name,
      description: merged.description ?? now.description,
      description_en: merged.descriptionEn ?? now.descriptionEn,
      isActive: merged.isActive ?? now.isActive,
      merchant: (isAdmin ? merged.merchantId : now.merchantId) ?? "",
    };
    return data({ stale, values }, { status: 409 });
  }
  return savedToast(request, "brand", changed.turnedOff);
}
