import type { Db } from "../../../db/client.server";
import type { MissingLang } from "~/lib/missing-text";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import { isUuid } from "~/lib/uuid";
import {
  countEntryProducts,
  createBrand,
  createTaxonomyItem,
  deleteBrand,
  deleteTaxonomyItem,
  staffBrand,
  staffBrandList,
  staffTaxonomyItem,
  staffTaxonomyList,
  updateBrand,
  updateTaxonomyItem,
  type StaleWrite,
} from "~/models/catalogue-admin.server";
import type { TaxonomyGroup } from "~/models/taxonomy.server";
import type { PublicUser } from "~/models/user.server";
import type { BrandInput, CategoryInput, TaxonomyInput } from "~/schemas/catalogue";

/**
 * The catalogue's reference lists and brands as business actions, each taking the acting user:
 * the dashboard pages and the /api routes call these and nothing below them. Admins manage the
 * lists; brands are managed by admins and, for their own brands, by merchants (spec 001 §6).
 * A refusal comes back as a value the page turns into its 403/404 page and /api into JSON.
 */
export type Refusal = { refused: "forbidden" | "missing" };
export type Outcome<T> = T | Refusal;

export function isRefusal<T>(outcome: Outcome<T>): outcome is Refusal {
  return typeof outcome === "object" && outcome !== null && "refused" in outcome;
}

const FORBIDDEN: Refusal = { refused: "forbidden" };
const MISSING: Refusal = { refused: "missing" };

export { TAXONOMY_RESOURCES, type TaxonomyResource } from "~/lib/taxonomy-resources";

function adminOf(user: PublicUser): CatalogueActor | null {
  const actor = catalogueActor(user);
  return actor?.kind === "admin" ? actor : null;
}

/** What a list entry's form or body gives, in the model's names. */
function entryFields(input: Partial<TaxonomyInput & Omit<CategoryInput, "products">>) {
  return {
    name: input.name,
    nameEn: input.name_en,
    description: input.description,
    descriptionEn: input.description_en,
    isActive: input.isActive,
  };
}

// ---------------------------------------------------------------- the five lists

export async function listEntries(
  db: Db,
  user: PublicUser,
  group: TaxonomyGroup,
  missing: MissingLang | null = null,
) {
  if (!adminOf(user)) return FORBIDDEN;
  return staffTaxonomyList(db, group, missing);
}

export async function readEntry(db: Db, user: PublicUser, group: TaxonomyGroup, id: string) {
  if (!adminOf(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  return (await staffTaxonomyItem(db, group, id)) ?? MISSING;
}

/** The entry and how many products lose their link to it if it is deleted. */
export async function readEntryForDelete(
  db: Db,
  user: PublicUser,
  group: TaxonomyGroup,
  id: string,
) {
  const entry = await readEntry(db, user, group, id);
  if (isRefusal(entry)) return entry;
  return { entry, productCount: await countEntryProducts(db, group, id) };
}

export async function addEntry(
  db: Db,
  user: PublicUser,
  group: TaxonomyGroup,
  input: TaxonomyInput | CategoryInput,
) {
  if (!adminOf(user)) return FORBIDDEN;
  const fields = { ...entryFields(input), name: input.name, isActive: input.isActive ?? true };
  const products = "products" in input ? input.products : undefined;
  return createTaxonomyItem(db, group, fields, products);
}

/**
 * Changes the fields given; `turnedOff` counts the products this change turned off. With
 * `expected` (the version the writer saw, decision 067) a newer entry is left as it is: stale.
 */
export async function changeEntry(
  db: Db,
  user: PublicUser,
  group: TaxonomyGroup,
  id: string,
  input: Partial<TaxonomyInput & CategoryInput>,
  expected?: number,
): Promise<Outcome<{ turnedOff: number } | StaleWrite>> {
  if (!adminOf(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  const fields = entryFields(input);
  return (await updateTaxonomyItem(db, group, id, fields, input.products, expected)) ?? MISSING;
}

/** What a page or a write sends of an entry, in the model's names (rebased stale forms). */
export { entryFields };

export async function removeEntry(db: Db, user: PublicUser, group: TaxonomyGroup, id: string) {
  if (!adminOf(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  return (await deleteTaxonomyItem(db, group, id)) ? { deleted: true } : MISSING;
}

// ---------------------------------------------------------------- brands

export async function listBrandsFor(db: Db, user: PublicUser, missing: MissingLang | null = null) {
  const actor = catalogueActor(user);
  if (!actor) return FORBIDDEN;
  return staffBrandList(db, actor, missing);
}

/**
 * A brand the user manages. A merchant asking for any other id (someone else's brand, or none)
 * is refused alike, so that the answer never tells which brands exist.
 */
export async function readBrand(db: Db, user: PublicUser, id: string) {
  const actor = catalogueActor(user);
  if (!actor) return FORBIDDEN;
  const brand = isUuid(id) ? await staffBrand(db, actor, id) : null;
  if (brand) return brand;
  return actor.kind === "admin" ? MISSING : FORBIDDEN;
}

/** Only an admin adds brands (spec 001 §6), and may give one to a merchant. */
export async function addBrand(db: Db, user: PublicUser, input: BrandInput) {
  if (!adminOf(user)) return FORBIDDEN;
  return createBrand(db, {
    name: input.name,
    description: input.description,
    descriptionEn: input.description_en,
    isActive: input.isActive ?? true,
    merchantId: input.merchant ?? null,
  });
}

export async function changeBrand(
  db: Db,
  user: PublicUser,
  id: string,
  input: Partial<BrandInput>,
  expected?: number,
): Promise<Outcome<{ turnedOff: number } | StaleWrite>> {
  const actor = catalogueActor(user);
  if (!actor) return FORBIDDEN;
  if (!isUuid(id)) return actor.kind === "admin" ? MISSING : FORBIDDEN;
  const changed = await updateBrand(
    db,
    actor,
    id,
    {
      name: input.name,
      description: input.description,
      descriptionEn: input.description_en,
      isActive: input.isActive,
      // A merchant's brand stays theirs: only an admin moves a brand.
      merchantId: actor.kind === "admin" ? input.merchant : undefined,
    },
    expected,
  );
  if (changed) return changed;
  return actor.kind === "admin" ? MISSING : FORBIDDEN;
}

/** Admins only (spec 001 §6); the brand's products stay, without a brand. */
export async function removeBrand(db: Db, user: PublicUser, id: string) {
  if (!adminOf(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  return (await deleteBrand(db, id)) ? { deleted: true } : MISSING;
}
