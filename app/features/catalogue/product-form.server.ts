import type { Db } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import type { DashboardMessages } from "~/locales/dashboard";
import { attachFirstPictures, type NewPicture } from "~/models/product-image.server";
import {
  editableProduct,
  insertProduct,
  isSkuTaken,
  missingChoices,
  productExists,
  skuTaken,
  updateProduct,
  type EditableProduct,
  type ProductFields,
  type ProductLinks,
} from "~/models/product-write.server";
import type { ProductFormInput } from "~/schemas/product-form";
import { ImageRejected, storeImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";

/**
 * Adding and changing a product (spec 001 §3, §5), one operation each, shared by the dashboard's
 * forms and POST /api/product/add, PUT /api/product/{id}. The text fields come validated by
 * ProductFormSchema; what only the catalogue can tell (an SKU taken, a brand or stone deleted
 * meanwhile, the pictures) is checked here and answered per field, by message key, so that the
 * page says it in the shopper's language and /api in the contract's.
 */
export type ProductErrorKey = keyof DashboardMessages["productForm"]["errors"];
/** The contract's field names, and the pictures' (`imageUrl` the cover, `images` the gallery). */
export type ProductErrors = Partial<
  Record<keyof ProductFormInput | "imageUrl" | "images", ProductErrorKey>
>;

export type Refused = { ok: false; refused: "forbidden" | "notFound" };
export type Invalid = { ok: false; errors: ProductErrors };

export interface ProductPictures {
  /** Files sent now: at most one cover, and the gallery. */
  cover: Uint8Array[];
  gallery: Uint8Array[];
  /** Pictures stored by an earlier submit of the same form that had mistakes. */
  keptCover: NewPicture | null;
  keptGallery: NewPicture[];
}

/** The model's names for the form's values; the flags as the caller resolved them. */
export function fieldsOf(
  input: ProductFormInput,
  flags: { isActive: boolean; isVisible: boolean },
): ProductFields {
  return {
    sku: input.sku,
    pcollection: input.pcollection || null,
    name: input.name,
    nameEn: input.name_en,
    description: input.description,
    descriptionEn: input.description_en,
    story: input.story,
    storyEn: input.story_en,
    details: input.details,
    detailsEn: input.details_en,
    ingredients: input.ingredients,
    ingredientsEn: input.ingredients_en,
    keys: input.keys,
    quantity: input.quantity,
    lowStockThreshold: input.lowStockThreshold,
    price: input.price,
    discountPrice: input.discountPrice,
    brandId: input.brand,
    categoryId: input.category,
    typeId: input.type,
    ingredientId: input.ingredient,
    symbolId: input.symbol,
    customMade: input.customMade ?? false,
    metal: input.metal,
    fineness: input.fineness,
    weightGrams: input.weightGrams,
    plating: input.plating,
    ...flags,
  };
}

export const linksOf = (input: ProductFormInput) => ({
  stones: input.stone,
  // Only the chosen stones' natures: a select left from a stone taken off says nothing.
  stoneNatures: Object.fromEntries(
    Object.entries(input.stoneNatures).filter(([id]) => input.stone.includes(id)),
  ),
  children: input.children,
  combination: input.combination,
});

/** A product as the form's fields (and an /api PUT's starting point), in the contract's names. */
export function formValuesOf(
  p: Omit<EditableProduct, "id" | "slug" | "imageUrl" | "images" | "version" | "picturesVersion">,
) {
  return {
    sku: p.sku,
    pcollection: p.pcollection ?? "",
    name: p.name,
    name_en: p.nameEn,
    description: p.description,
    description_en: p.descriptionEn,
    story: p.story,
    story_en: p.storyEn,
    details: p.details,
    details_en: p.detailsEn,
    ingredients: p.ingredients,
    ingredients_en: p.ingredientsEn,
    keys: p.keys,
    quantity: p.quantity,
    lowStockThreshold: p.lowStockThreshold,
    price: p.price,
    discountPrice: p.discountPrice,
    brand: p.brandId,
    category: p.categoryId,
    type: p.typeId,
    ingredient: p.ingredientId,
    symbol: p.symbolId ?? "",
    stone: p.stones,
    children: p.children,
    combination: p.combination,
    isActive: p.isActive,
    isVisible: p.isVisible,
    customMade: p.customMade,
    metal: p.metal ?? "",
    fineness: p.fineness,
    weightGrams: p.weightGrams,
    plating: p.plating ?? "",
    stoneNatures: p.stoneNatures,
  };
}

/** What the catalogue says of valid fields: an SKU taken, a choice gone; a brand not theirs. */
async function catalogueErrors(
  db: Db,
  actor: CatalogueActor,
  input: ProductFormInput,
  exceptId?: string,
): Promise<ProductErrors | Refused> {
  const errors: ProductErrors = {};
  const fields = fieldsOf(input, { isActive: true, isVisible: true });
  const [missing, taken] = await Promise.all([
    missingChoices(db, actor, fields, input.stone),
    skuTaken(db, input.sku, exceptId),
  ]);
  // A merchant is offered only their brands: any other id is an attempt, not a slip.
  if (missing.brand && actor.kind === "merchant") return { ok: false, refused: "forbidden" };
  if (taken) errors.sku = "skuTaken";
  for (const field of ["brand", "category", "type", "ingredient", "symbol", "stone"] as const)
    if (missing[field]) errors[field] = "choiceGone";
  return errors;
}

async function storeAll(files: Uint8Array[]) {
  const stored: NewPicture[] = [];
  for (const file of files) stored.push(await storeImage(file, pictureStorage()));
  return stored;
}

/**
 * Stores the pictures sent (each is kept even when the form has other mistakes) and says which
 * field they fail: a refused file, no cover, an empty gallery.
 */
async function storePictures(pictures: ProductPictures, errors: ProductErrors) {
  let cover = pictures.keptCover;
  const gallery = [...pictures.keptGallery];
  try {
    if (pictures.cover.length > 1) errors.imageUrl = "coverOne";
    else if (pictures.cover.length === 1) [cover] = await storeAll(pictures.cover);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    errors.imageUrl = error.reason;
  }
  try {
    gallery.push(...(await storeAll(pictures.gallery)));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    errors.images = error.reason;
  }
  if (!cover) errors.imageUrl ??= "coverRequired";
  if (!gallery.length) errors.images ??= "galleryRequired";
  return { cover, gallery };
}

/** Stores the pictures sent with a form that is not saved yet (a plain form's search). */
export function keepPictures(pictures: ProductPictures) {
  return storePictures(pictures, {});
}

export type AddOutcome =
  | { ok: true; id: string; slug: string }
  | Refused
  | (Invalid & { kept: { cover: NewPicture | null; gallery: NewPicture[] } });

/**
 * Adds a product with its cover and gallery, all in one transaction. `input` is null when the
 * text fields had mistakes: the pictures are still stored and handed back as `kept`.
 */
export async function addProduct(
  db: Db,
  actor: CatalogueActor,
  input: ProductFormInput | null,
  flags: { isActive: boolean; isVisible: boolean },
  pictures: ProductPictures,
): Promise<AddOutcome> {
  const errors: ProductErrors = {};
  const kept = await storePictures(pictures, errors);
  if (input) {
    const found = await catalogueErrors(db, actor, input);
    if ("refused" in found) return found;
    Object.assign(errors, found);
  }
  if (!input || Object.keys(errors).length || !kept.cover) return { ok: false, errors, kept };
  const cover = kept.cover;
  try {
    const added = await db.transaction(async (tx) => {
      const row = await insertProduct(tx, actor, fieldsOf(input, flags), linksOf(input));
      if (row) await attachFirstPictures(tx, row.id, cover, kept.gallery);
      return row;
    });
    return added ? { ok: true, ...added } : { ok: false, refused: "forbidden" };
  } catch (error) {
    if (isSkuTaken(error)) return { ok: false, errors: { sku: "skuTaken" }, kept };
    throw error;
  }
}

/** The actor's product for the edit form; another shop's is forbidden, none is notFound. */
export async function productToEdit(
  db: Db,
  actor: CatalogueActor,
  id: string,
): Promise<EditableProduct | Refused> {
  const product = await editableProduct(db, actor, id);
  if (product) return product;
  return { ok: false, refused: (await productExists(db, id)) ? "forbidden" : "notFound" };
}

export type Stale = { ok: false; stale: true };

/** Each form field's column (or link list) in the model, by the contract's name. */
const MODEL_NAME: Record<string, keyof ProductFields | keyof ProductLinks> = {
  name_en: "nameEn",
  description_en: "descriptionEn",
  story_en: "storyEn",
  details_en: "detailsEn",
  ingredients_en: "ingredientsEn",
  brand: "brandId",
  category: "categoryId",
  type: "typeId",
  ingredient: "ingredientId",
  symbol: "symbolId",
  stone: "stones",
};

/** Of all the fields and links, the ones named by the contract's names `sent`. */
function onlySent(fields: ProductFields, links: ProductLinks, sent: ReadonlySet<string>) {
  const wanted = new Set<string>([...sent].map((k) => MODEL_NAME[k] ?? k));
  const pick = <T extends object>(all: T): Partial<T> =>
    Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k))) as Partial<T>;
  return { fields: pick(fields), links: pick(links) };
}

/**
 * Writes the actor's product (its pictures have their own page): every field and link, or with
 * `sent` (an /api write) only those the body named; with `expected`, only while the product is
 * still at that version (decision 067). `input` is the whole form, the sent fields over the
 * product as read, so that every rule is checked on what the product will be.
 */
export async function changeProduct(
  db: Db,
  actor: CatalogueActor,
  id: string,
  input: ProductFormInput,
  flags: { isActive: boolean; isVisible: boolean },
  options: { expected?: number; sent?: ReadonlySet<string> } = {},
): Promise<{ ok: true } | Refused | Invalid | Stale> {
  const current = await productToEdit(db, actor, id);
  if ("refused" in current) return current;
  const errors = await catalogueErrors(db, actor, input, id);
  if ("refused" in errors) return errors;
  if (Object.keys(errors).length) return { ok: false, errors };
  const all = { fields: fieldsOf(input, flags), links: linksOf(input) };
  const { fields, links } = options.sent ? onlySent(all.fields, all.links, options.sent) : all;
  try {
    const written = await db.transaction((tx) =>
      updateProduct(tx, actor, id, fields, links, options.expected),
    );
    if (written === "written") return { ok: true };
    if (written === "stale") return { ok: false, stale: true };
    if (written === "discountNotBelowPrice")
      return { ok: false, errors: { discountPrice: "discountBelowPrice" } };
    return { ok: false, refused: "forbidden" };
  } catch (error) {
    if (isSkuTaken(error)) return { ok: false, errors: { sku: "skuTaken" } };
    throw error;
  }
}
