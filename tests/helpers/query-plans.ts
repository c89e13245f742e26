import { sql, type Logger } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";
import { openDatabase, type Database, type Db } from "../../db/client.server";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import * as schema from "../../db/schema";
import { ownDatabase } from "./server";
import { sharedTemplate } from "./templates";

/**
 * A large catalogue for query-plan tests: the queries run through a database that records every
 * statement it sends, and each recorded statement can be planned (EXPLAIN) as it was sent.
 * PostgreSQL when TEST_DATABASE_URL is set (the production case), PGlite always.
 */
export const PLAN_KINDS = process.env.TEST_DATABASE_URL
  ? (["postgres", "pglite"] as const)
  : (["pglite"] as const);

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Plan Rows"?: number;
  /** The conditions tested on each row read, in the order they are tested. */
  Filter?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, the root first. */
export const nodesOf = (plan: PlanNode): PlanNode[] => [
  plan,
  ...(plan.Plans ?? []).flatMap(nodesOf),
];

export interface PlanningDatabase {
  /** The database itself, for setting up and finding ids. */
  database: Database;
  /** The same database, recording what it sends into `recorded`. */
  recording: Db;
  recorded: { sql: string; params: unknown[] }[];
  /** The plan of `statement`, run in one transaction after the `setup` statements. */
  explain(statement: string, params: unknown[], setup?: string[]): Promise<PlanNode>;
  close(): Promise<void>;
}

export async function planningDatabase(
  kind: (typeof PLAN_KINDS)[number],
  products: number,
): Promise<PlanningDatabase> {
  // The demo shop with the large catalogue, made once per run and copied: seeding 10,000
  // products took 20-30 s of CPU, and two files plan on as many.
  const template = await sharedTemplate(kind, `catalogue_${products}`, async (db) => {
    await seedLargeCatalogue(db, products);
    // As autovacuum leaves a table: statistics and the visibility map that index-only scans use.
    await db.execute(sql`vacuum analyze`);
  });
  const { url, drop } = await ownDatabase(kind, { from: template });
  const database = await openDatabase(url);
  const recorded: PlanningDatabase["recorded"] = [];
  const logger: Logger = {
    logQuery: (query, params) => void recorded.push({ sql: query, params }),
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const close = async () => {
    await database.close();
    await drop();
  };
  if (kind === "postgres") {
    const pg = client as postgres.Sql;
    return {
      database,
      recorded,
      recording: drizzlePostgres(pg, { schema, logger }) as unknown as Db,
      close,
      async explain(statement, params, setup = []) {
        const rows = await pg.begin(async (tx) => {
          for (const s of setup) await tx.unsafe(s);
          return tx.unsafe(`explain (format json) ${statement}`, params as never[]);
        });
        return (rows[0]!["QUERY PLAN"] as { Plan: PlanNode }[])[0]!.Plan;
      },
    };
  }
  const lite = client as PGlite;
  return {
    database,
    recorded,
    recording: drizzlePglite(lite, { schema, logger }) as unknown as Db,
    close,
    explain: (statement, params, setup = []) =>
      lite.transaction(async (tx) => {
        for (const s of setup) await tx.query(s);
        const { rows } = await tx.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
          `explain (format json) ${statement}`,
          params as unknown[],
        );
        return rows[0]!["QUERY PLAN"][0]!.Plan;
      }),
  };
}
