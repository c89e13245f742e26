import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { type Database } from "../../db/client.server";
import { productPriceHistory, products } from "../../db/schema";
import { recording } from "../../tests/helpers/recording-db";
import { getProductDetail } from "./product.server";
import { testDatabase } from "../../tests/helpers/database";

let database: Database;

beforeAll(async () => {
  database = await testDatabase("demo");
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
        "customMade",
        "isVisible",
        "metal",
        "fineness",
        "weightGrams",
        "plating",
        "createdAt",
        "updatedAt",
        "version",
        "wished",
        "lowestBefore",
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

describe("the lowest price of the 30 days before a discount", () => {
  /** A product of its own whose prices were `steps` (days ago, price, discount), then `now`. */
  async function priced(
    steps: [daysAgo: number, price: number, discount: number | null][],
    now: [price: number, discount: number | null],
  ) {
    const { id, slug } = await richProduct();
    await database.db.delete(productPriceHistory).where(eq(productPriceHistory.productId, id));
    for (const [daysAgo, price, discount] of steps) {
      await database.db
        .update(products)
        .set({ price, discountPrice: discount })
        .where(eq(products.id, id));
      // The trigger wrote the row now; it happened `daysAgo` days ago.
      await database.db.execute(
        sql`update product_price_history set changed_at = now() - make_interval(days => ${daysAgo})
            where id = (select max(id) from product_price_history where product_id = ${id})`,
      );
    }
    await database.db
      .update(products)
      .set({ price: now[0], discountPrice: now[1] })
      .where(eq(products.id, id));
    return (await getProductDetail(database.db, { slug }))!.lowestBefore;
  }

  it("is what it sold at before the discount, when that stood through the 30 days", async () => {
    expect(await priced([[60, 1000, null]], [1000, 800])).toBe(1000);
  });

  it("is the lowest of every price that stood within the 30 days, an earlier discount too", async () => {
    expect(
      await priced(
        [
          [45, 700, null], // ended 35 days ago: outside the 30 days
          [35, 1000, null],
          [20, 1000, 900],
          [10, 1100, null],
        ],
        [1100, 850],
      ),
    ).toBe(900);
  });

  it("is nothing without a discount, or without a price before it", async () => {
    expect(await priced([[60, 1000, null]], [1200, null])).toBeNull();
    expect(await priced([], [1000, 800])).toBeNull();
  });

  it("records every price change, and nothing when a save leaves the prices alone", async () => {
    const { id } = await richProduct();
    const count = async () =>
      (
        await database.db
          .select()
          .from(productPriceHistory)
          .where(eq(productPriceHistory.productId, id))
      ).length;
    const before = await count();
    await database.db.update(products).set({ quantity: 7 }).where(eq(products.id, id));
    expect(await count()).toBe(before);
    await database.db.update(products).set({ discountPrice: 1 }).where(eq(products.id, id));
    expect(await count()).toBe(before + 1);
  });
});
