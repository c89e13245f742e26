import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import type { Database, Db } from "../../db/client.server";
import * as schema from "../../db/schema";

export interface Recording {
  /** The same database, through a drizzle that notes every statement it sends. */
  db: Db;
  /** The statements sent since the last `clear()`, in order. */
  statements: { sql: string; params: unknown[] }[];
  clear(): void;
}

/** Counts the round trips a piece of code makes, through drizzle's own query logger. */
export function recording(database: Database): Recording {
  const statements: Recording["statements"] = [];
  const logger: Logger = {
    logQuery: (query, params) => void statements.push({ sql: query, params }),
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === "postgres"
      ? drizzlePostgres(client as postgres.Sql, { schema, logger })
      : (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db);
  return { db, statements, clear: () => void statements.splice(0) };
}
