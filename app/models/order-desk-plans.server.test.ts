import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  nodesOf,
  PLAN_KINDS,
  planningDatabase,
  type PlanningDatabase,
} from "../../tests/helpers/query-plans";
import { seedManyOrders } from "../../db/seed/orders.server";
import { users } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { parseOrderDeskQuery } from "~/lib/order-desk-query";
import { listOrderDesk } from "./order-list.server";

/**
 * The order desk on 20,000 orders, asked for its plans as it runs them (inside its own
 * transaction and settings): no view reads the orders table whole or sorts a large share of it;
 * each filter and search goes through the index migration 0013 made for it. PostgreSQL when
 * TEST_DATABASE_URL is set, PGlite always.
 */
const SORTED_AT_MOST = 2_000;
const LARGE = ["orders", "order_items", "order_merchants", "products"];

describe.each(PLAN_KINDS)("order desk plans on %s with 20,000 orders", (kind) => {
  let planning: PlanningDatabase;
  let merchant: CatalogueActor;
  let number = "";
  const admin: CatalogueActor = { kind: "admin", userId: "plans" };

  beforeAll(async () => {
    planning = await planningDatabase(kind, 2_000);
    const db = planning.database.db;
    await seedManyOrders(db, 20_000);
    await db.execute(sql`vacuum analyze`);
    const [m] = await db
      .select({ merchantId: users.merchantId })
      .from(users)
      .where(eq(users.email, "merchant@demo.shop"));
    merchant = { kind: "merchant", userId: "plans", merchantId: m!.merchantId! };
    const rows = (await db.execute(
      sql`select right(id::text, 7) as n from orders where status = 'Shipped' offset 1000 limit 1`,
    )) as unknown as { n: string }[] | { rows: { n: string }[] };
    number = (Array.isArray(rows) ? rows : rows.rows)[0]!.n;
  }, 300_000);

  afterAll(() => planning?.close());

  /** Every statement one desk page sends, each planned after the settings before it. */
  async function plansOf(actor: CatalogueActor, search: string) {
    planning.recorded.length = 0;
    await listOrderDesk(
      planning.recording,
      actor,
      parseOrderDeskQuery(new URLSearchParams(search)),
    );
    const reads = planning.recorded.filter((q) => /^\s*(select|with)\b/i.test(q.sql));
    const setup = reads.filter((r) => r.sql.includes("set_config")).map((r) => r.sql);
    const plans = [];
    for (const q of reads) {
      if (q.sql.includes("set_config")) continue;
      plans.push(nodesOf(await planning.explain(q.sql, q.params, setup)));
    }
    expect(plans.length, search).toBeGreaterThan(0);
    return plans;
  }

  it("never reads the orders table whole nor sorts a large share of it", async () => {
    const problems: string[] = [];
    const views: [CatalogueActor, string][] = [
      [admin, ""],
      [admin, "status=Processing"],
      [admin, "payment=paid"],
      [admin, "payment=awaiting"],
      [admin, "q=zeynep&payment=awaiting"],
      [admin, `q=%23${number}`],
      [admin, "q=ayse.yilmaz"],
      [admin, "q=Şule"],
      [admin, "from=2026-01-01&to=2026-02-28"],
      [admin, "status=Shipped&from=2026-01-01&to=2026-03-31"],
      [admin, "page=30"],
      [merchant, ""],
      [merchant, "status=Delivered"],
      [merchant, `q=${number}`],
      [merchant, "payment=paid"],
      [merchant, "page=8"],
    ];
    for (const [actor, search] of views) {
      for (const nodes of await plansOf(actor, search)) {
        for (const node of nodes) {
          const who = `${actor.kind} ?${search}`;
          // The large tables; a merchant's few brands are read whole, as on the product list.
          if (node["Node Type"] === "Seq Scan" && LARGE.includes(node["Relation Name"] ?? ""))
            problems.push(`${who}: Seq Scan on ${node["Relation Name"]}`);
          if (node["Node Type"] === "Sort" && (node["Plan Rows"] ?? 0) > SORTED_AT_MOST)
            problems.push(`${who}: Sort of ${node["Plan Rows"]} rows`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // An e-mail's trigrams include those of its domain, which every order shares: reading its
  // matches off the trigram index costs as much as the rest of the page, so it is read once
  // for both the page and the count.
  it("reads a search's trigram matches once for the page and its count", async () => {
    const scans = (await plansOf(admin, "q=ayse.yilmaz@example.com"))
      .flat()
      .filter((n) => n["Index Name"] === "orders_buyer_search_trgm_idx");
    expect(scans).toHaveLength(1);
  });

  it("goes through each of the desk's indexes", async () => {
    const indexOf = async (actor: CatalogueActor, search: string) =>
      (await plansOf(actor, search)).flatMap((nodes) => nodes.map((n) => n["Index Name"]));
    expect(await indexOf(admin, "")).toContain("orders_desk_idx");
    expect(await indexOf(admin, "status=Processing")).toContain("orders_desk_status_idx");
    expect(await indexOf(admin, "payment=paid")).toContain("orders_desk_paid_idx");
    expect(await indexOf(admin, "payment=awaiting")).toContain("orders_desk_awaiting_idx");
    expect(await indexOf(admin, `q=${number}`)).toContain("orders_number_idx");
    expect(await indexOf(admin, "q=zeynep.koc")).toContain("orders_buyer_search_trgm_idx");
    // A merchant's orders come newest first from their own rows of order_merchants.
    expect(await indexOf(merchant, "")).toContain("order_merchants_desk_idx");
    expect(await indexOf(merchant, "payment=paid")).toContain("order_merchants_desk_idx");
  });
});
