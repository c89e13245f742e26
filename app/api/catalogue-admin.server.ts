import type { Db } from "../../db/client.server";
import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { firstIssue } from "~/api/body.server";
import { brandShape, categoryShape, taxonomyShape } from "~/api/shapes/catalogue.server";
import {
  isRefusal,
  readBrand,
  readEntry,
  TAXONOMY_RESOURCES,
  type Outcome,
} from "~/features/catalogue/catalogue-admin.server";
import { staleAnswer, withEtag } from "~/api/versions.server";
import { readerReach } from "~/lib/catalogue-actor";
import { isTaxonomyResource } from "~/lib/taxonomy-resources";
import { dashboardMessages } from "~/locales/dashboard";
import type { StaleWrite } from "~/models/catalogue-admin.server";
import { taxonomyInReach } from "~/models/reach-reads.server";
import type { PublicUser } from "~/models/user.server";
import { BrandSchema, CategorySchema, TaxonomySchema } from "~/schemas/catalogue";

/**
 * The dashboards' /api calls on the reference lists and brands (spec 001 §7's generic resources):
 * `POST /api/{r}/add`, `PUT /api/{r}/{id}`, `PUT /api/{r}/{id}/active`, `DELETE
 * /api/{r}/delete/{id}`, the body wrapped under the resource's name.
 */
export const CATALOGUE_RESOURCES = ["category", "type", "stone", "ingredient", "symbol", "brand"];
export type CatalogueResource = keyof typeof TAXONOMY_RESOURCES | "brand";

/** `/api/{r}/...` for one of the six: any other name is no address (404). */
export const CatalogueResourcePath = z.object({
  resource: z
    .string()
    .refine((r) => CATALOGUE_RESOURCES.includes(r)) as unknown as z.ZodType<CatalogueResource>,
});

const errors = dashboardMessages.en.catalogue.errors;

function schemaOf(resource: CatalogueResource) {
  if (resource === "brand") return BrandSchema(errors);
  if (resource === "category") return CategorySchema(errors);
  return TaxonomySchema(errors);
}

/** The body's `{ [resource]: {...} }`, parsed whole (add) or as far as it goes (update). */
export function wrappedBody(resource: CatalogueResource, body: unknown, mode: "whole" | "partial") {
  const base = schemaOf(resource);
  const schema = z.object({
    [resource]: mode === "whole" ? base : (base as z.AnyZodObject).partial(),
  });
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  return (parsed.data as Record<string, unknown>)[resource] as z.output<
    ReturnType<typeof CategorySchema>
  > &
    z.output<ReturnType<typeof BrandSchema>>;
}

const label = (resource: string) => resource.charAt(0).toUpperCase() + resource.slice(1);

/** A refusal as the contract's JSON 403 or 404. */
export function allowedJson<T>(resource: string, outcome: Outcome<T>): T {
  if (!isRefusal(outcome)) return outcome;
  if (outcome.refused === "forbidden") apiError(403, "Forbidden");
  return apiError(404, `${label(resource)} not found.`);
}

/**
 * The `scope` of a change to one entry (app/api/route.server.ts): 403 before the body is read,
 * so that a merchant naming another merchant's brand is refused whatever they send. A missing
 * entry is the change's own 404, after the body (the admin hears first what is wrong with it).
 */
export async function requireEntryInReach(
  db: Db,
  user: PublicUser,
  resource: CatalogueResource,
  id: string,
): Promise<void> {
  const entry =
    resource === "brand"
      ? await readBrand(db, user, id)
      : await readEntry(db, user, TAXONOMY_RESOURCES[resource], id);
  if (isRefusal(entry) && entry.refused === "forbidden") apiError(403, "Forbidden");
}

/** The entry as it now is, with the contract's fields (and its version). */
export async function itemShape(
  db: Db,
  user: PublicUser,
  resource: CatalogueResource,
  id: string,
): Promise<{ version: number } & Record<string, unknown>> {
  if (resource === "brand") return brandShape(allowedJson(resource, await readBrand(db, user, id)));
  const entry = allowedJson(resource, await readEntry(db, user, TAXONOMY_RESOURCES[resource], id));
  if (resource !== "category") return taxonomyShape(entry);
  // Its products as GET /api/category/{id} answers them to the admin (archived ones left out).
  const [seen] = await taxonomyInReach(db, "categories", readerReach(user), id);
  return categoryShape({ ...entry, productIds: seen?.productIds ?? [] });
}

/** The entry as it now is, under its resource's name, with its ETag (decision 067). */
export async function answerWithItem(
  db: Db,
  user: PublicUser,
  resource: CatalogueResource,
  id: string,
  extra: Record<string, unknown>,
  status = 200,
) {
  const item = await itemShape(db, user, resource, id);
  return withEtag(ok({ success: true, ...extra, [resource]: item }, { status }), item.version);
}

/**
 * A change's outcome for /api: a refusal as its 403/404, a stale one (decision 067) as 409 with
 * the entry as it is now.
 */
export async function changedOrStale<T>(
  db: Db,
  user: PublicUser,
  resource: CatalogueResource,
  id: string,
  outcome: Outcome<T | StaleWrite>,
): Promise<T> {
  const result = allowedJson(resource, outcome);
  if (typeof result === "object" && result !== null && "stale" in result) {
    const now = await itemShape(db, user, resource, id);
    staleAnswer(resource, now, now.version);
  }
  return result as T;
}

export { isTaxonomyResource };
