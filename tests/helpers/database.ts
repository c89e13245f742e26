import { openDatabase, type Database, type Db } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { ownDatabase, startServer, type DbKind, type TestServer } from "./server";

/**
 * A database of the test's own, open, with the demo shop in it: PGlite in memory, or a new one
 * on the TEST_DATABASE_URL server. `close` closes it and drops what it made.
 */
export async function demoDatabase(
  kind: DbKind,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const { url, drop } =
    kind === "postgres"
      ? await ownDatabase("postgres")
      : { url: "memory://", drop: async () => {} };
  const database = await openDatabase(url);
  await seedIfEmpty(database.db);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
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
