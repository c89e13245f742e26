import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.server";
import {
  nodesOf,
  PLAN_KINDS,
  planningDatabase,
  type PlanningDatabase,
} from "../../tests/helpers/query-plans";
import { brands, categories, products, stones, types } from "../../db/schema";
import { carouselProducts } from "./content.server";
import { microProducts } from "./api-catalog.server";
import {
  getProductDetail,
  latestProducts,
  listProductPage,
  productCardsByIds,
} from "./product.server";
import type { ProductFilter } from "~/lib/shop-query";
import { listReviews } from "./review.server";
import { shopPageData } from "./shop.server";
import { rowsOf } from "./taxonomy.server";
import { forgetCatalogueReads } from "./reference-cache.server";
import { getSessionShopper } from "./session.server";

/**
 * Every catalogue query the storefront runs, on 10,000 products, asked for its plan: none reads
 * the products table (or reviews) from end to end. PostgreSQL when TEST_DATABASE_URL is set (the
 * production case), PGlite always.
 *
 * A table this size or bigger is never read whole; a small one may be, when that is cheaper.
 */
const BIG_TABLE_ROWS = 1_000;

describe.each(PLAN_KINDS)("catalogue query plans on %s with 10,000 products", (kind) => {
  let plans: PlanningDatabase;
  let database: Database;

  beforeAll(async () => {
    plans = await planningDatabase(kind, 10_000);
    database = plans.database;
  }, 300_000);

  afterAll(() => plans?.close());

  /**
   * Runs `read` through the recording database, then the plan of every statement it sent. The
   * catalogue's kept reads are forgotten first, so that every statement is sent.
   */
  async function plansOf(read: (db: Db) => Promise<unknown>) {
    forgetCatalogueReads(plans.recording);
    plans.recorded.length = 0;
    await read(plans.recording);
    expect(plans.recorded.length).toBeGreaterThan(0);
    return Promise.all(
      plans.recorded.map(async (q) => ({
        sql: q.sql,
        nodes: nodesOf(await plans.explain(q.sql, q.params)),
      })),
    );
  }

  async function some<T>(query: Promise<T[]>): Promise<T> {
    const [row] = await query;
    return row!;
  }

  it("reads every storefront list, search and product page through indexes", async () => {
    const db = database.db;
    const product = await some(
      db.select({ id: products.id, slug: products.slug }).from(products).limit(1).offset(5000),
    );
    const category = await some(db.select({ slug: categories.slug }).from(categories));
    const type = await some(db.select({ slug: types.slug }).from(types));
    const brand = await some(db.select({ slug: brands.slug }).from(brands));
    const stone = await some(db.select({ slug: stones.slug }).from(stones));
    const page =
      (filter: ProductFilter, n = 1) =>
      (d: Db) =>
        listProductPage(d, filter, { page: n, pageSize: 24 });

    const reads: Record<string, (d: Db) => Promise<unknown>> = {
      "shop, first page": page({}),
      "shop, page 300 (7,176 rows in)": page({}, 300),
      "shop ?cat= a type": (d) =>
        shopPageData(d, { filter: { cat: type.slug, teachersDay: false }, page: 1 }),
      "shop ?cat= a category": (d) =>
        shopPageData(d, { filter: { cat: category.slug, teachersDay: false }, page: 1 }),
      "shop, a category": page({ categories: [category.slug] }),
      "shop, a brand": page({ brandSlug: brand.slug }),
      "shop, a stone": page({ stones: [stone.slug] }),
      "shop ?q= a rare word": page({ q: "ametist" }),
      "shop ?q= matching nothing": page({ q: "zzzqqq" }),
      "search suggestions": (d) => microProducts(d, "kolye", 8),
      "home: newest": (d) => latestProducts(d, 8),
      "home: carousel": (d) => carouselProducts(d),
      "product page": (d) => getProductDetail(d, { slug: product.slug }),
      "product cards by id": (d) => productCardsByIds(d, [product.id]),
      "product reviews": (d) => listReviews(d, { slug: product.slug }),
      // A signed-in shopper's session, read with their favorites and cart for every page.
      "a shopper's session": (d) => getSessionShopper(d, "a-session-id"),
    };

    const sizes = await database.db.execute(
      sql`select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    const big = new Set(
      rowsOf<{ relname: string; reltuples: number }>(sizes)
        .filter((t) => Number(t.reltuples) >= BIG_TABLE_ROWS)
        .map((t) => t.relname),
    );
    expect(big).toContain("products");
    const fullScans: string[] = [];
    for (const [name, read] of Object.entries(reads)) {
      for (const plan of await plansOf(read)) {
        for (const node of plan.nodes) {
          if (node["Node Type"] === "Seq Scan" && big.has(node["Relation Name"] ?? ""))
            fullScans.push(`${name}: Seq Scan on ${node["Relation Name"]}\n  ${plan.sql}`);
        }
      }
    }
    expect(fullScans).toEqual([]);
  });

  it("reads the home carousel by id, also while the carousel has no statistics", async () => {
    // As a shop's carousel stays: a few rows, too few for autovacuum ever to analyze them.
    await database.db.execute(
      sql`delete from pg_statistic where starelid = 'carousel_entries'::regclass`,
    );
    await database.db.execute(
      sql`update pg_class set reltuples = -1, relpages = 0 where oid = 'carousel_entries'::regclass`,
    );
    const nodes = (await plansOf((d) => carouselProducts(d))).flatMap((p) => p.nodes);
    // The products by their key (an index or bitmap scan), never the whole table.
    const onProducts = nodes.filter((n) => n["Relation Name"] === "products");
    expect(onProducts.length).toBeGreaterThan(0);
    expect(onProducts.map((n) => n["Node Type"])).not.toContain("Seq Scan");
  });

  it("pages the shop from its partial index alone, without sorting the catalogue", async () => {
    const [plan] = await plansOf((d) => listProductPage(d, {}, { page: 300, pageSize: 24 }));
    // The page's ids: a Limit straight over the listed-products index, in its order.
    const idsOfPage = plan!.nodes.find(
      (n) =>
        n["Node Type"] === "Limit" && n.Plans?.[0]?.["Index Name"] === "products_listed_sku_idx",
    );
    expect(idsOfPage?.Plans?.[0]?.["Node Type"]).toBe("Index Only Scan");
    // What is sorted, if anything, is the page's own 24 rows.
    for (const sort of plan!.nodes.filter((n) => n["Node Type"] === "Sort"))
      expect(sort["Plan Rows"]).toBeLessThanOrEqual(24);
  });
});
