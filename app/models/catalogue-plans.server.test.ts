import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Logger } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";
import { openDatabase, type Database, type Db } from "../../db/client.server";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import * as schema from "../../db/schema";
import { ownDatabase } from "../../tests/helpers/server";
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

/**
 * Every catalogue query the storefront runs, on 10,000 products, asked for its plan: none reads
 * the products table (or reviews) from end to end. PostgreSQL when TEST_DATABASE_URL is set (the
 * production case), PGlite always.
 */
const KINDS = process.env.TEST_DATABASE_URL
  ? (["postgres", "pglite"] as const)
  : (["pglite"] as const);
/** A table this size or bigger is never read whole; a small one may be, when that is cheaper. */
const BIG_TABLE_ROWS = 1_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Plan Rows"?: number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

describe.each(KINDS)("catalogue query plans on %s with 10,000 products", (kind) => {
  let database: Database;
  let drop = async () => {};
  /** The same database, through a drizzle that records each statement it sends. */
  let recording: Db;
  let recorded: { sql: string; params: unknown[] }[] = [];
  let explain: (statement: string, params: unknown[]) => Promise<PlanNode>;

  beforeAll(async () => {
    let url = "memory://";
    if (kind === "postgres") ({ url, drop } = await ownDatabase("postgres"));
    database = await openDatabase(url);
    await seedLargeCatalogue(database.db, 10_000);
    // As autovacuum leaves a table: statistics and the visibility map that index-only scans use.
    await database.db.execute(sql`vacuum analyze`);
    const logger: Logger = {
      logQuery: (query, params) => void recorded.push({ sql: query, params }),
    };
    const client = (database.db as unknown as { $client: unknown }).$client;
    if (kind === "postgres") {
      const pg = client as postgres.Sql;
      recording = drizzlePostgres(pg, { schema, logger });
      explain = async (statement, params) => {
        const rows = await pg.unsafe(`explain (format json) ${statement}`, params as never[]);
        return (rows[0]!["QUERY PLAN"] as { Plan: PlanNode }[])[0]!.Plan;
      };
    } else {
      const lite = client as PGlite;
      recording = drizzlePglite(lite, { schema, logger }) as unknown as Db;
      explain = async (statement, params) => {
        const { rows } = await lite.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
          `explain (format json) ${statement}`,
          params as unknown[],
        );
        return rows[0]!["QUERY PLAN"][0]!.Plan;
      };
    }
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    await drop();
  });

  /** Runs `read` through the recording database, then the plan of every statement it sent. */
  async function plansOf(read: (db: Db) => Promise<unknown>) {
    recorded = [];
    await read(recording);
    expect(recorded.length).toBeGreaterThan(0);
    return Promise.all(
      recorded.map(async (q) => ({ sql: q.sql, nodes: nodesOf(await explain(q.sql, q.params)) })),
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
