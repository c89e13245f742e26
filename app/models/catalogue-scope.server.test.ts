import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../db/client.server";
import { brands, merchants, products } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { brandsOf, productsOf } from "./catalogue-scope.server";
import { testDatabase } from "../../tests/helpers/database";

describe("the catalogue an actor may touch", () => {
  let database: Database;
  let actors: Record<"admin" | "first" | "second" | "brandless", CatalogueActor>;

  beforeAll(async () => {
    database = await testDatabase("migrated");
    const db = database.db;
    const [m1, m2, m3] = await db
      .insert(merchants)
      .values([{ name: "Birinci" }, { name: "İkinci" }, { name: "Markasız" }])
      .returning({ id: merchants.id });
    const [b1, b2] = await db
      .insert(brands)
      .values([
        { name: "Bir", slug: "bir", merchantId: m1.id },
        { name: "İki", slug: "iki", merchantId: m2.id },
        { name: "Dükkan", slug: "dukkan", merchantId: null },
      ])
      .returning({ id: brands.id });
    await db.insert(products).values([
      { sku: "ARW1", name: "Bir kolye", slug: "bir-kolye", brandId: b1.id },
      { sku: "ARW2", name: "İki küpe", slug: "iki-kupe", brandId: b2.id },
      { sku: "ARW3", name: "Markasız yüzük", slug: "markasiz-yuzuk", brandId: null },
    ]);
    actors = {
      admin: { kind: "admin", userId: "u0" },
      first: { kind: "merchant", userId: "u1", merchantId: m1.id },
      second: { kind: "merchant", userId: "u2", merchantId: m2.id },
      brandless: { kind: "merchant", userId: "u3", merchantId: m3.id },
    };
  });
  afterAll(async () => {
    await database?.close();
  });

  const brandNames = (actor: CatalogueActor) =>
    database.db
      .select({ name: brands.name })
      .from(brands)
      .where(brandsOf(actor))
      .orderBy(asc(brands.name));
  const skus = (actor: CatalogueActor) =>
    database.db
      .select({ sku: products.sku })
      .from(products)
      .where(productsOf(actor))
      .orderBy(asc(products.sku));

  it("gives an admin every brand and product, a merchant only their own", async () => {
    expect((await brandNames(actors.admin)).map((b) => b.name)).toEqual(["Bir", "Dükkan", "İki"]);
    expect((await skus(actors.admin)).map((p) => p.sku)).toEqual(["ARW1", "ARW2", "ARW3"]);
    expect((await brandNames(actors.first)).map((b) => b.name)).toEqual(["Bir"]);
    expect((await skus(actors.first)).map((p) => p.sku)).toEqual(["ARW1"]);
    expect((await brandNames(actors.second)).map((b) => b.name)).toEqual(["İki"]);
    expect((await skus(actors.second)).map((p) => p.sku)).toEqual(["ARW2"]);
  });

  it("gives a merchant without brands nothing, not the products without a brand", async () => {
    expect(await brandNames(actors.brandless)).toEqual([]);
    expect(await skus(actors.brandless)).toEqual([]);
  });
});
