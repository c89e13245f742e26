import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDatabase, type Database, type Db } from "../../db/client.server";
import * as schema from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { ownDatabase, type Contents, type DbKind, type TestServer } from "./server";

/**
 * A database of the test's own, open: a copy of the run's demo shop, or of its migrated tables
 * with no rows (`contents`), as PGlite in a directory or a new database on the TEST_DATABASE_URL
 * server. Its `close` also drops it.
 */
export async function testDatabase(
  contents: Exclude<Contents, "nothing"> = "demo",
  kind: DbKind = "pglite",
): Promise<Database> {
  const { url, drop } = await ownDatabase(kind, { contents });
  const database = await openDatabase(url);
  // A copy of the template is seeded already; without one (no global setup) this seeds it.
  if (contents === "demo") await seedIfEmpty(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** The demo shop in a database of the test's own (testDatabase), and what closes it. */
export async function demoDatabase(
  kind: DbKind,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const database = await testDatabase("demo", kind);
  return { database, close: database.close };
}

/**
 * Runs `fn` on the database of a running test server: to see what the server wrote (rather than
 * waiting to see that nothing more happens), or to change what it will read, while it runs.
 * PostgreSQL is opened beside the server. PGlite lives inside the server's process and no other
 * can open it, so the queries go to the server over its IPC channel and run on its own PGlite
 * (app/edge/test-queries.server.ts), transactions included. Answers `value` and the same server.
 */
export async function atDatabase<T>(
  server: TestServer,
  fn: (db: Db) => Promise<T>,
): Promise<{ value: T; server: TestServer }> {
  if (server.kind === "postgres") {
    const { db, close } = await openDatabase(server.databaseUrl);
    try {
      return { value: await fn(db), server };
    } finally {
      await close();
    }
  }
  const db = drizzlePglite({ client: askingClient(server), schema }) as unknown as Db;
  return { value: await fn(db), server };
}

/** What drizzle's PGlite driver calls of a PGlite (query, transaction), asked of the server. */
function askingClient(server: TestServer): PGlite {
  const query =
    (tx?: number) =>
    async (sql: string, params: unknown[] = [], options?: QueryOptions) =>
      (
        await server.ask({
          op: "query",
          tx,
          sql,
          params,
          rowMode: options?.rowMode,
          asText: Object.keys(options?.parsers ?? {}).map(Number),
        })
      ).result;
  return {
    query: query(),
    transaction: async <T>(fn: (tx: Transaction) => Promise<T>) => {
      const { tx } = await server.ask({ op: "begin" });
      try {
        const value = await fn({ query: query(tx) } as unknown as Transaction);
        await server.ask({ op: "end", tx: tx!, commit: true });
        return value;
      } catch (error) {
        await server.ask({ op: "end", tx: tx!, commit: false });
        throw error;
      }
    },
  } as unknown as PGlite;
}
