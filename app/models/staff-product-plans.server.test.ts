import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type postgres from "postgres";
import type { Database } from "../../db/client.server";
import {
  nodesOf,
  PLAN_KINDS,
  planningDatabase,
  type PlanningDatabase,
} from "../../tests/helpers/query-plans";
import { brands, categories, stones, users } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { parseStaffProductQuery } from "~/lib/staff-product-query";
import { listStaffProducts } from "./staff-product.server";
import { findProductOptions } from "./product-write.server";
import { rowsOf } from "./taxonomy.server";

/**
 * The dashboards' product list on 10,000 products, asked for its plans as it runs them (inside
 * its own transaction and settings): no view reads the products table whole, a common word or
 * a filter walks an index in the list's order instead of sorting every match, and a rare word
 * comes from the trigram index. PostgreSQL when TEST_DATABASE_URL is set, PGlite always.
 */

/** More rows than this sorted for one page is a list that reads most of its matches. */
const SORTED_AT_MOST = 2_000;

describe.each(PLAN_KINDS)("staff product list plans on %s with 10,000 products", (kind) => {
  let planning: PlanningDatabase;
  let database: Database;
  let merchant: CatalogueActor;
  const admin: CatalogueActor = { kind: "admin", userId: "plans" };
  const ids: Record<"brand" | "category" | "stone", string> = {
    brand: "",
    category: "",
    stone: "",
  };

  beforeAll(async () => {
    planning = await planningDatabase(kind, 10_000);
    database = planning.database;
    const db = database.db;
    const [m] = await db
      .select({ merchantId: users.merchantId })
      .from(users)
      .where(eq(users.email, "merchant@demo.shop"));
    merchant = { kind: "merchant", userId: "plans", merchantId: m!.merchantId! };
    [{ id: ids.brand }] = await db.select({ id: brands.id }).from(brands).limit(1);
    [{ id: ids.category }] = await db.select({ id: categories.id }).from(categories).limit(1);
    [{ id: ids.stone }] = await db.select({ id: stones.id }).from(stones).limit(1);
  }, 300_000);

  afterAll(() => planning?.close());

  /** Every statement one list sends, each planned after the ones before it in its transaction. */
  async function plansOf(actor: CatalogueActor, search: string) {
    planning.recorded.length = 0;
    await listStaffProducts(
      planning.recording,
      actor,
      parseStaffProductQuery(new URLSearchParams(search)),
    );
    const reads = planning.recorded.filter((q) => /^\s*select/i.test(q.sql));
    expect(reads.length).toBeGreaterThan(0);
    const plans = [];
    for (const [i, q] of reads.entries()) {
      const before = reads.slice(0, i).filter((r) => r.sql.includes("set_config"));
      const setup = before.map((r) => r.sql);
      if (q.sql.includes("set_config")) continue;
      // The setup statements have no parameters: the settings are written out.
      plans.push({ sql: q.sql, nodes: nodesOf(await planning.explain(q.sql, q.params, setup)) });
    }
    return plans;
  }

  // Views whose matches are many: each page is walked off an index in the list's order.
  const common = [
    "",
    "q=ametist",
    "q=ametist&active=yes",
    "q=kolye",
    "stock=soldOut",
    "stock=low",
    "missing=en&sort=name",
    "sort=name",
    "sort=price",
    "sort=price-desc",
    "sort=stock",
    "q=kolye&sort=name",
    "q=ametist&sort=price",
  ];

  it("walks an index in the list's order for common words and filters, never the table", async () => {
    const filtered = [
      `q=ametist&brand=${ids.brand}`,
      `q=ametist&category=${ids.category}`,
      `q=kolye&stone=${ids.stone}`,
      `brand=${ids.brand}`,
      `stone=${ids.stone}`,
    ];
    const problems: string[] = [];
    for (const [actor, search] of [
      ...common.map((s) => [admin, s] as const),
      ...filtered.map((s) => [admin, s] as const),
      [merchant, ""] as const,
      [merchant, "q=ametist"] as const,
      [merchant, "q=kolye&sort=price"] as const,
    ]) {
      for (const plan of await plansOf(actor, search)) {
        for (const node of plan.nodes) {
          const who = `${actor.kind} ?${search}`;
          if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "products")
            problems.push(`${who}: Seq Scan on products`);
          // What is sorted is a page, or the few matches an index found: never a large share
          // of the catalogue (a fifth of it here).
          if (node["Node Type"] === "Sort" && (node["Plan Rows"] ?? 0) > SORTED_AT_MOST)
            problems.push(`${who}: Sort of ${node["Plan Rows"]} rows`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // The shop's PostgreSQL client prepares every statement (db/client.server.ts); after five runs
  // PostgreSQL may plan a prepared one once for any value, "like $1" for any word: the plan of a
  // rare word then serves the common ones, which it makes sort every match.
  // PGlite plans every statement for its values: only PostgreSQL has the case.
  if (kind === "postgres")
    it("plans a prepared list anew for each word", async () => {
      planning.recorded.length = 0;
      await listStaffProducts(
        planning.recording,
        admin,
        parseStaffProductQuery(new URLSearchParams("q=kolye")),
      );
      const setup = planning.recorded.filter((q) => q.sql.includes("set_config")).map((q) => q.sql);
      const page = planning.recorded.find((q) => q.sql.includes(" like "))!;
      const pg = (database.db as unknown as { $client: postgres.Sql }).$client;
      const plan = await pg.begin(async (tx) => {
        for (const s of setup) await tx.unsafe(s);
        await tx.unsafe(`prepare staff_page as ${page.sql}`);
        // Quoted literals: each takes the type its parameter was prepared with.
        const values = page.params.map((p) => `'${String(p).replace(/'/g, "''")}'`);
        for (let i = 0; i < 8; i++) await tx.unsafe(`execute staff_page(${values.join(", ")})`);
        const rows = await tx.unsafe(`explain execute staff_page(${values.join(", ")})`);
        return rows.map((r) => r["QUERY PLAN"] as string).join("\n");
      });
      // A plan for "any word" compares with the parameter; one for this word, with '%kolye%'.
      expect(plan).toContain("'%kolye%'");
      expect(plan).not.toMatch(/~~ \$\d/);
    });

  // The list turns sequential scans off, which prices the merchant's four brands at 10^10: above
  // jit_above_cost, PostgreSQL compiled that plan by JIT on every run, 25 ms of a 5 ms list.
  if (kind === "postgres")
    it("compiles none of its statements by JIT", async () => {
      planning.recorded.length = 0;
      await listStaffProducts(
        planning.recording,
        merchant,
        parseStaffProductQuery(new URLSearchParams()),
      );
      const setup = planning.recorded.filter((q) => q.sql.includes("set_config")).map((q) => q.sql);
      const reads = planning.recorded.filter(
        (q) => !q.sql.includes("set_config") && /^\s*select/.test(q.sql),
      );
      const pg = (database.db as unknown as { $client: postgres.Sql }).$client;
      const jitted: string[] = [];
      for (const q of reads) {
        const [row] = await pg.begin(async (tx) => {
          for (const s of setup) await tx.unsafe(s);
          return tx.unsafe(`explain (analyze, format json) ${q.sql}`, q.params as never[]);
        });
        if ((row!["QUERY PLAN"] as Record<string, unknown>[])[0]!.JIT) jitted.push(q.sql);
      }
      expect(jitted).toEqual([]);
    });

  it("finds a rare word, a turned-off, hidden or untranslated product through their indexes", async () => {
    const indexOf = async (search: string) =>
      (await plansOf(admin, search)).flatMap((p) => p.nodes.map((n) => n["Index Name"]));
    expect(await indexOf("q=bnc105000")).toContain("products_staff_search_trgm_idx");
    expect(await indexOf("active=no")).toContain("products_staff_inactive_idx");
    expect(await indexOf("visible=no")).toContain("products_staff_hidden_idx");
    expect(await indexOf("missing=en")).toContain("products_staff_missing_en_idx");
    expect(await indexOf("missing=tr")).toContain("products_staff_missing_tr_idx");
  });

  // The SKU index also gives the list's order, but it reaches a category's matches through
  // every other category's products, matching each one's long search text on the way: three
  // times the rows for the same page and count.
  it("reads a word within a category off the category's own index", async () => {
    const indexes = (await plansOf(admin, `q=ametist&category=${ids.category}`)).flatMap((p) =>
      p.nodes.map((n) => n["Index Name"]),
    );
    expect(indexes).toContain("products_staff_category_idx");
    expect(indexes).not.toContain("products_staff_sku_idx");
  });

  // A bitmap of a word's trigrams and of a large scope reads every match of both; the scope's
  // index walked in order stops at the last match counted. "kolye" has here the matches that
  // "ametist" has at 100,000 products, where the bench's merchant searches it.
  it("counts a word within a merchant's brands or a category off the scope's index", async () => {
    for (const [actor, search] of [
      [merchant, "q=kolye"],
      [admin, `q=kolye&category=${ids.category}`],
    ] as const) {
      const nodes = (await plansOf(actor, search)).flatMap((p) => p.nodes);
      expect(
        nodes.map((n) => n["Node Type"]),
        `${actor.kind} ?${search}`,
      ).not.toContain("BitmapAnd");
    }
  });

  // A row read off an index is tested condition by condition, in the order the plan gives:
  // matching the long search text first cost "running low" with a word 9 ms a page at 100,000.
  it("tests a word on a row after its other filters", async () => {
    const filters: string[] = [];
    for (const view of ["q=ametist&stock=low&active=yes", "q=kolye&visible=yes&sort=price"])
      for (const plan of await plansOf(admin, view))
        for (const node of plan.nodes)
          if (node.Filter?.includes("~~") && node.Filter.includes(" AND "))
            filters.push(node.Filter);
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters)
      expect(filter.indexOf("~~"), filter).toBeGreaterThan(filter.lastIndexOf(" AND "));
  });

  // Few products run low and few of those match a word, so that walking the list's order to
  // count them read most of the catalogue: with the threshold's bound the low quantities come
  // off the stock index, joined with the word's trigram matches.
  it("reads a word running low off the stock and trigram indexes", async () => {
    const indexes = (await plansOf(admin, "q=ametist&stock=low")).flatMap((p) =>
      p.nodes.map((n) => n["Index Name"]),
    );
    expect(indexes).toContain("products_staff_stock_idx");
    expect(indexes).toContain("products_staff_search_trgm_idx");
  });

  // Every row a search reads is tested against its search texts. Moved out of the row into the
  // TOAST table (the largest column of a 2 kB row is), each test fetched the text from there
  // first: a LIKE cost three times as much (migration 0024).
  it("tests a word against search texts kept in the product's own row", async () => {
    const blocksRead = (where: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
        );
        const [row] = rowsOf<{ "QUERY PLAN": { Plan: Record<string, number> }[] }>(
          await tx.execute(
            sql.raw(
              `explain (analyze, buffers, format json) select count(*) from products where ${where}`,
            ),
          ),
        );
        const plan = row!["QUERY PLAN"][0]!.Plan;
        return plan["Shared Hit Blocks"]! + plan["Shared Read Blocks"]!;
      });
    const rowsOnly = await blocksRead("sku_number >= 0");
    expect(await blocksRead("staff_search_text like '%bileklik%'")).toBe(rowsOnly);
    expect(await blocksRead("search_text like '%bileklik%'")).toBe(rowsOnly);
  });

  it("offers the product form's picker its newest products off an index, searched or not", async () => {
    const problems: string[] = [];
    for (const [actor, q] of [
      [admin, ""],
      [admin, "ametist"],
      [merchant, ""],
    ] as const) {
      planning.recorded.length = 0;
      const found = await findProductOptions(planning.recording, actor, q, 20);
      expect(found.length).toBeGreaterThan(0);
      for (const r of planning.recorded) {
        for (const node of nodesOf(await planning.explain(r.sql, r.params))) {
          if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "products")
            problems.push(`${actor.kind} '${q}': Seq Scan on products`);
          if (node["Node Type"] === "Sort" && (node["Plan Rows"] ?? 0) > SORTED_AT_MOST)
            problems.push(`${actor.kind} '${q}': Sort of ${node["Plan Rows"]} rows`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
