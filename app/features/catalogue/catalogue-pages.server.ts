import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { localePath } from "~/lib/i18n";
import { parseMissing } from "~/lib/missing-text";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import { merchantOptions } from "~/models/catalogue-admin.server";
import type { PublicUser } from "~/models/user.server";
import { idsIn, productChoices } from "./product-form-page.server";
import { BrandSchema, CategorySchema, TaxonomySchema } from "~/schemas/catalogue";
import {
  addBrand,
  addEntry,
  changeBrand,
  changeEntry,
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
} from "./catalogue-admin.server";

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

export async function entryListLoader(resource: TaxonomyResource, { request }: Args) {
  const user = await requireUser(request);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  return {
    items: allowed(await listEntries(user, TAXONOMY_RESOURCES[resource], missing)),
    missing,
  };
}

/**
 * The category form chooses products (the chosen and the newest, or a plain form's matches:
 * product-form-page.server.ts); the other lists have none.
 */
async function formOptions(
  resource: TaxonomyResource,
  user: PublicUser,
  chosen: string[],
  q: string | null = null,
) {
  const actor = catalogueActor(user);
  if (resource !== "category" || !actor) return { products: [] };
  const { options, found } = await productChoices(actor, chosen, q);
  return { products: options, found };
}

/**
 * A form that is not saved: a plain form's product search (200, nothing said wrong) or its
 * mistakes (400), with what was typed and the products to choose from.
 */
async function formAgain(
  resource: TaxonomyResource,
  user: PublicUser,
  form: FormData,
  submission: { reply: () => SubmissionResult<string[]> },
) {
  const chosen = idsIn(form, "products");
  if (form.get("intent") === "find-products")
    return {
      lastResult: { ...submission.reply(), error: undefined },
      ...(await formOptions(resource, user, chosen, String(form.get("find-products") ?? ""))),
    };
  return data(
    { lastResult: submission.reply(), ...(await formOptions(resource, user, chosen)) },
    { status: 400 },
  );
}

export async function entryAddLoader(resource: TaxonomyResource, { request }: Args) {
  const user = await requireUser(request);
  allowed(await listEntries(user, TAXONOMY_RESOURCES[resource]));
  return formOptions(resource, user, []);
}

export async function entryAddAction(resource: TaxonomyResource, { request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!catalogueActor(user) || catalogueActor(user)?.kind !== "admin") throw forbidden();
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: schemaOf(resource, request) });
  if (submission.status !== "success" || form.get("intent") === "find-products")
    return formAgain(resource, user, form, submission);
  // An unticked checkbox posts nothing: off.
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  allowed(await addEntry(user, TAXONOMY_RESOURCES[resource], input));
  return redirectWithDashboardToast(listPath(request, resource), "added");
}

export async function entryEditLoader(resource: TaxonomyResource, { request, params }: Args) {
  const user = await requireUser(request);
  const entry = allowed(await readEntry(user, TAXONOMY_RESOURCES[resource], params.id ?? ""));
  return { entry, ...(await formOptions(resource, user, entry.productIds ?? [])) };
}

export async function entryEditAction(resource: TaxonomyResource, args: ActionFunctionArgs) {
  const { request, params } = args;
  const user = await requireUser(request);
  const group = TAXONOMY_RESOURCES[resource];
  const id = params.id ?? "";
  allowed(await readEntry(user, group, id));
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: schemaOf(resource, request) });
  if (submission.status !== "success" || form.get("intent") === "find-products")
    return formAgain(resource, user, form, submission);
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  const { turnedOff } = allowed(await changeEntry(user, group, id, input));
  return savedToast(request, resource, turnedOff);
}

export async function entryDeleteLoader(resource: TaxonomyResource, { request, params }: Args) {
  const user = await requireUser(request);
  return allowed(await readEntryForDelete(user, TAXONOMY_RESOURCES[resource], params.id ?? ""));
}

export async function entryDeleteAction(resource: TaxonomyResource, args: ActionFunctionArgs) {
  const user = await requireUser(args.request);
  allowed(await removeEntry(user, TAXONOMY_RESOURCES[resource], args.params.id ?? ""));
  return redirectWithDashboardToast(listPath(args.request, resource), "deleted");
}

// ---------------------------------------------------------------- brands

export async function brandListLoader({ request }: Args) {
  const user = await requireUser(request);
  const missing = parseMissing(new URL(request.url).searchParams.get("missing"));
  const items = allowed(await listBrandsFor(user, missing));
  return { items, missing, canAdd: catalogueActor(user)?.kind === "admin" };
}

export async function brandAddLoader({ request }: Args) {
  const user = await requireUser(request);
  if (catalogueActor(user)?.kind !== "admin") throw forbidden();
  return { merchants: await merchantOptions(await getDb()) };
}

export async function brandAddAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (catalogueActor(user)?.kind !== "admin") throw forbidden();
  const submission = parseWithZod(await request.formData(), {
    schema: BrandSchema(errorsOf(request)),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  allowed(await addBrand(user, input));
  return redirectWithDashboardToast(listPath(request, "brand"), "added");
}

export async function brandEditLoader({ request, params }: Args) {
  const user = await requireUser(request);
  const brand = allowed(await readBrand(user, params.id ?? ""));
  const isAdmin = catalogueActor(user)?.kind === "admin";
  return { brand, isAdmin, merchants: isAdmin ? await merchantOptions(await getDb()) : [] };
}

/** Save, or (admins) delete: the spec's brand delete asks no confirmation. */
export async function brandEditAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  allowed(await readBrand(user, id));
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    allowed(await removeBrand(user, id));
    return redirectWithDashboardToast(listPath(request, "brand"), "deleted");
  }
  const submission = parseWithZod(formData, { schema: BrandSchema(errorsOf(request)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const input = { ...submission.value, isActive: submission.value.isActive ?? false };
  const { turnedOff } = allowed(await changeBrand(user, id, input));
  return savedToast(request, "brand", turnedOff);
}
