import { openDatabase, type Database, type Db } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { ownDatabase, startServer, type Contents, type DbKind, type TestServer } from "./server";

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
 * waiting to see that nothing more happens), or to change what it will read. PostgreSQL is
 * opened beside the server. PGlite cannot be opened by two processes, so the server is stopped
 * first and a new one is started on the same database with the same settings afterwards: go on
 * with the server this returns (its address is new). The server must run on a database of the
 * test's own (ownDatabase as its DATABASE_URL), which outlives a server.
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
  if (server.env.DATABASE_URL !== server.databaseUrl)
    throw new Error("atDatabase on PGlite needs a server on a database of the test's own");
  await server.stop();
  const { db, close } = await openDatabase(server.databaseUrl);
  let value: T;
  try {
    value = await fn(db);
  } finally {
    await close();
  }
  return { value, server: await startServer(server.kind, server.env) };
}
