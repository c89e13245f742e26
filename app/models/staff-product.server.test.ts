import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client.server";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import { products, users } from "../../db/schema";
import { ownDatabase } from "../../tests/helpers/server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { parseStaffProductQuery } from "~/lib/staff-product-query";
import { listStaffProducts } from "./staff-product.server";
import { isLowStock } from "./stock-alerts.server";

/**
 * The list's count stops at a cap and says so, and its pages still reach every product: here
 * 130 products, pages of 10 and a cap of 40 stand for 100,000, 50 and 1,000.
 */
const KINDS = process.env.TEST_DATABASE_URL
  ? (["postgres", "pglite"] as const)
  : (["pglite"] as const);

describe.each(KINDS)("the staff list's capped count on %s", (kind) => {
  let database: Database;
  let drop = async () => {};
  let total = 0;
  let merchant: CatalogueActor;
  const admin: CatalogueActor = { kind: "admin", userId: "count" };
  const opts = { pageSize: 10, countCap: 40 };
  const list = (search: string, actor: CatalogueActor = admin) =>
    listStaffProducts(
      database.db,
      actor,
      parseStaffProductQuery(new URLSearchParams(search)),
      opts,
    );

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await ownDatabase(kind, { contents: "migrated" }));
    database = await openDatabase(url);
    await seedLargeCatalogue(database.db, 120);
    total = (
      await listStaffProducts(database.db, admin, parseStaffProductQuery(new URLSearchParams()))
    ).total;
    const [m] = await database.db
      .select({ merchantId: users.merchantId })
      .from(users)
      .where(eq(users.email, "merchant@demo.shop"));
    merchant = { kind: "merchant", userId: "count", merchantId: m!.merchantId! };
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it("counts up to the cap, then says more match", async () => {
    expect(total).toBeGreaterThan(opts.countCap);
    const first = await list("");
    expect(first).toMatchObject({ total: 40, more: true, page: 1, pages: 4 });
    expect(first.products).toHaveLength(10);
    // A search with fewer matches than the cap is counted exactly.
    const few = await list("q=ametist");
    expect(few.more).toBe(false);
    expect(few.total).toBeLessThan(opts.countCap);
    expect(few.pages).toBe(Math.ceil(few.total / 10));
  });

  // The count of "running low" is bounded by the highest threshold in force (lowStockCeiling),
  // so that an index can serve it: a product's own threshold above the shop's must raise it.
  it("lists and counts as running low a product under its own threshold, above the shop's", async () => {
    const [own, shops] = await database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .orderBy(desc(products.skuNumber))
      .limit(2);
    await database.db
      .update(products)
      .set({ quantity: 9, lowStockThreshold: 12 })
      .where(eq(products.id, own!.id));
    await database.db
      .update(products)
      .set({ quantity: 9, lowStockThreshold: null })
      .where(eq(products.id, shops!.id));
    const low = await list("stock=low");
    expect(low.products.map((p) => p.sku)).toContain(own!.sku);
    expect(low.products.map((p) => p.sku)).not.toContain(shops!.sku);
    const [{ running }] = await database.db
      .select({ running: count() })
      .from(products)
      .where(and(isNull(products.archivedAt), isLowStock));
    expect(running).toBeLessThan(opts.countCap);
    expect(low).toMatchObject({ total: running, more: false });
  });

  it("pages past the cap, its count reaching each page, to the exact end", async () => {
    const fifth = await list("page=5");
    expect(fifth).toMatchObject({ total: 50, more: true, page: 5, pages: 5 });
    const lastPage = Math.ceil(total / 10);
    const last = await list(`page=${lastPage}`);
    expect(last).toMatchObject({ total, more: false, page: lastPage, pages: lastPage });
    expect(last.products).toHaveLength(total - (lastPage - 1) * 10);
    // Every product once, newest SKU first, across the pages.
    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page++)
      seen.push(...(await list(`page=${page}`)).products.map((p) => p.sku));
    expect(new Set(seen).size).toBe(total);
    // A page past the end answers the last, counted exactly.
    expect(await list(`page=${lastPage + 3}`)).toMatchObject({
      total,
      more: false,
      page: lastPage,
    });
  });

  it("keeps a merchant's count and pages to their brands", async () => {
    const own = await list("sort=price", merchant);
    expect(own.products.every((p) => p.brandName === "Doğal Taş Atölyesi")).toBe(true);
    const all = await list("sort=price");
    expect(own.products.map((p) => p.id)).not.toEqual(all.products.map((p) => p.id));
  });
});
