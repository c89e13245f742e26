import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { recording } from "../../tests/helpers/recording-db";
import { getProductDetail } from "./product.server";

let database: Database;

beforeAll(async () => {
  database = await openDatabase("memory://");
  await seedIfEmpty(database.db);
}, 120_000);
afterAll(() => database?.close());

/** A listed product that has a brand, stones and another product to be combined with. */
async function richProduct() {
  const [row] = await database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      sql`${products.brandId} is not null and ${products.isVisible}
        and exists (select 1 from product_stones s where s.product_id = ${products.id})
        and exists (select 1 from product_combinations c where c.product_id = ${products.id})`,
    )
    .limit(1);
  return row!;
}

describe("getProductDetail", () => {
  it("finds a product by its slug or by its id, with its relations, in one statement", async () => {
    const { id, slug } = await richProduct();
    const rec = recording(database);
    const bySlug = await getProductDetail(rec.db, { slug });
    expect(rec.statements).toHaveLength(1);
    expect(bySlug).toMatchObject({ id, slug, brand: { slug: expect.any(String) } });
    expect(bySlug!.stones.length).toBeGreaterThan(0);
    expect(bySlug!.combination.length).toBeGreaterThan(0);
    expect(await getProductDetail(database.db, { id })).toEqual(bySlug);
  });

  it("finds nothing for an empty slug, an unknown id or a product taken off the shop", async () => {
    const { id, slug } = await richProduct();
    expect(await getProductDetail(database.db, { slug: "" })).toBeNull();
    expect(await getProductDetail(database.db, { id: crypto.randomUUID() })).toBeNull();
    await database.db.update(products).set({ isVisible: false }).where(eq(products.id, id));
    expect(await getProductDetail(database.db, { slug })).toBeNull();
    await database.db.update(products).set({ isVisible: true }).where(eq(products.id, id));
  });

  it("reads what the product page and /api/product show, not the row's index columns", async () => {
    const { slug } = await richProduct();
    const detail = (await getProductDetail(database.db, { slug }))!;
    expect(Object.keys(detail).sort()).toEqual(
      [
        "id",
        "sku",
        "slug",
        "name",
        "nameEn",
        "description",
        "descriptionEn",
        "story",
        "storyEn",
        "details",
        "detailsEn",
        "ingredients",
        "ingredientsEn",
        "keys",
        "pcollection",
        "price",
        "discountPrice",
        "quantity",
        "imageUrl",
        "images",
        "isActive",
        "isVisible",
        "createdAt",
        "updatedAt",
        "wished",
        "brand",
        "category",
        "type",
        "ingredient",
        "symbol",
        "stones",
        "children",
        "combination",
      ].sort(),
    );
  });
});
