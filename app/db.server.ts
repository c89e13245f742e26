import { openDatabase, type Database } from "../db/client.server";

// One database per process. Kept on globalThis so that Vite's dev reloads reuse it instead of
// opening PGlite twice on one directory (PGlite has no lock).
const g = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  g.__shopDb ??= (async () => {
    const database = await openDatabase();
    const seedDemo = process.env.SEED_DEMO
      ? process.env.SEED_DEMO !== "false"
      : database.kind === "pglite";
    // The demo shop's code and data are loaded only when asked for.
    if (seedDemo)
      await (await import("../db/seed/demo.server")).seedIfEmpty(database.db, { past: true });
    return database;
  })();
  return g.__shopDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}
