/**
 * The product import's reads (issue [10] point 3): the reference lists a CSV names by name or
 * slug, and the products its SKUs name. The actor's products are read with the scope in the
 * statement; of the others only whether the SKU exists (as skuTaken does), never their fields.
 * The writes are the product form's own (product-write.server.ts).
 */
import { and, asc, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { brands, categories, ingredients, products, stones, symbols, types } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { brandsOf, productsOf } from "./catalogue-scope.server";
import { linkColumns, type ProductFields, type ProductLinks } from "./product-write.server";

export interface ImportChoice {
  id: string;
  name: string;
  slug: string;
}

export interface ImportReferences {
  /** Every brand, and whether the actor may give it to a product. */
  brands: (ImportChoice & { mine: boolean })[];
  categories: ImportChoice[];
  types: ImportChoice[];
  ingredients: ImportChoice[];
  symbols: ImportChoice[];
  stones: ImportChoice[];
}

export async function importReferences(
  db: DbOrTx,
  actor: CatalogueActor,
): Promise<ImportReferences> {
  const list = (t: typeof categories | typeof types | typeof ingredients | typeof symbols) =>
    db.select({ id: t.id, name: t.name, slug: t.slug }).from(t).orderBy(asc(t.name));
  const [brandRows, categoryRows, typeRows, ingredientRows, symbolRows, stoneRows] =
    await Promise.all([
      db
        .select({
          id: brands.id,
          name: brands.name,
          slug: brands.slug,
          mine: sql<boolean>`(${brandsOf(actor)})`.mapWith(Boolean),
        })
        .from(brands)
        .orderBy(asc(brands.name)),
      list(categories),
      list(types),
      list(ingredients),
      list(symbols),
      list(stones),
    ]);
  return {
    brands: brandRows,
    categories: categoryRows,
    types: typeRows,
    ingredients: ingredientRows,
    symbols: symbolRows,
    stones: stoneRows,
  };
}

/** One of the actor's products as the import compares a row with it. */
export type ImportedProduct = ProductFields &
  ProductLinks & { id: string; sku: string; archived: boolean; pictureUrls: string[] };

/**
 * The actor's products with these SKUs (archived ones too: their SKU stays taken), and the SKUs
 * of the list that exist at all, the actor's or not.
 */
export async function productsBySku(
  db: DbOrTx,
  actor: CatalogueActor,
  skus: string[],
): Promise<{ own: ImportedProduct[]; taken: Set<string> }> {
  if (!skus.length) return { own: [], taken: new Set() };
  const [own, taken] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        archived: sql<boolean>`(${products.archivedAt} is not null)`.mapWith(Boolean),
        pcollection: products.pcollection,
        name: products.name,
        nameEn: products.nameEn,
        description: products.description,
        descriptionEn: products.descriptionEn,
        story: products.story,
        storyEn: products.storyEn,
        details: products.details,
        detailsEn: products.detailsEn,
        ingredients: products.ingredients,
        ingredientsEn: products.ingredientsEn,
        keys: products.keys,
        quantity: products.quantity,
        lowStockThreshold: products.lowStockThreshold,
        price: products.price,
        discountPrice: products.discountPrice,
        brandId: sql<string>`coalesce(${products.brandId}::text, '')`,
        categoryId: sql<string>`coalesce(${products.categoryId}::text, '')`,
        typeId: sql<string>`coalesce(${products.typeId}::text, '')`,
        ingredientId: sql<string>`coalesce(${products.ingredientId}::text, '')`,
        symbolId: products.symbolId,
        isActive: products.isActive,
        isVisible: products.isVisible,
        customMade: products.customMade,
        metal: products.metal,
        fineness: products.fineness,
        weightGrams: products.weightGrams,
        plating: products.plating,
        // The pictures it shows (its cover and gallery): a row naming one again adds nothing.
        pictureUrls: sql<
          string[]
        >`array_remove(array_prepend(${products.imageUrl}, ${products.images}), null)`,
        ...linkColumns,
      })
      .from(products)
      .where(and(inArray(products.sku, skus), productsOf(actor))),
    db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus)),
  ]);
  return { own, taken: new Set(taken.map((r) => r.sku)) };
}

/** The highest SKU number taken (archived products' too): new rows count on from it. */
export async function highestSkuNumber(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${products.skuNumber}), 0)`.mapWith(Number) })
    .from(products);
  return row?.n ?? 0;
}
