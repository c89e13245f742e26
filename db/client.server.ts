import path from "node:path";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";
import { preparedOnPglite } from "./pglite-statements.server";
import { recordWritersOnPglite, recordWritersOnPostgres } from "./staff-writer.server";

export type Db = ReturnType<typeof drizzlePostgres<typeof schema>>;
/** A database handle or an open transaction: models accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process, and
   * `onListening` each time the LISTEN is in place: once at first, and again after each reconnect
   * (notifications sent meanwhile are lost, so the caller assumes everything changed). Answers a
   * function that stops listening. Rejects when the first LISTEN fails.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * migrations/ sits beside db/ in the source tree; a build (wherever BUILD_DIR put it) finds it by
 * walking up from its own file, then falls back to the working directory.
 */
function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  }
  return path.resolve("migrations");
}

/**
 * Drizzle sends each query as an unnamed statement, which PostgreSQL parses and plans anew every
 * time: on the shop's list query that was 1.6 ms of 3.5 per request. postgres.js can keep a
 * prepared statement per query text on each connection (and re-prepares by itself when a
 * migration changes a table), so queries outside transactions ask for it.
 */
function preparedByDefault(client: postgres.Sql): postgres.Sql {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query, args, options) =>
    unsafe(query, args, { ...options, prepare: true })) as typeof client.unsafe;
  return client;
}

/** Any fixed number: the advisory lock that app processes starting together migrate under. */
const MIGRATION_LOCK = 7_274_301;

/**
 * Several app processes starting at once (a deploy, a scale-out) would each apply the pending
 * migrations; under a session advisory lock, one does and the others then find nothing to do.
 */
async function migrateAlone(url: string) {
  // Its own two connections, whatever DATABASE_POOL_SIZE is: one holds the lock, one migrates.
  const client = postgres(url, { max: 2, onnotice: () => {}, ...RECONNECT });
  try {
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(drizzlePostgres(client, { schema }), {
        migrationsFolder: migrationsFolder(),
      });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      lock.release();
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * After a restart or failover of PostgreSQL (docs/decisions/011-faults.md). postgres.js drops a
 * broken connection and opens a new one for the next query by itself, but waits before it does:
 * by default 3^n / 100 s, n counting every failed connection of the pool, up to 20 s. After a
 * 2-second restart under load that kept the shop down for 4 more seconds and held requests for 6.
 * Here at most a second, so requests fail fast (503) while the server is away and work again as
 * soon as it is back. A server that does not answer at all fails a connection in 5 s, not 30.
 */
const RECONNECT = {
  backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 1) * (0.5 + Math.random() / 2),
  connect_timeout: 5,
};

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "./data");
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR/pglite (or in memory for
 * "memory://"), and applies the committed migrations. The two drivers share one query API, so
 * the rest of the app sees a single `Db` type.
 */
export async function openDatabase(url = process.env.DATABASE_URL): Promise<Database> {
  if (url && !url.startsWith("memory://") && !url.startsWith("pglite:")) {
    await migrateAlone(url);
    const client = postgres(url, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
      ...RECONNECT,
    });
    recordWritersOnPostgres(client);
    const db = drizzlePostgres(preparedByDefault(client), { schema });
    const listeners = new Set<{ stop: () => Promise<void> }>();
    return {
      db,
      kind: "postgres",
      listen: async (channel, onNotify, onListening) => {
        const listener = await listenOnPostgres(url, channel, onNotify, onListening);
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
          return listener.stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((l) => l.stop()));
        await client.end({ timeout: 5 });
      },
    };
  }
  let dir: string | undefined;
  if (!url?.startsWith("memory://")) {
    dir = url?.startsWith("pglite:") ? url.slice("pglite:".length) : path.join(dataDir(), "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const pglite = drizzlePglite(client, { schema });
  await migratePglite(pglite, { migrationsFolder: migrationsFolder() });
  // After migrating: the tables a statement was prepared over are as they stay.
  preparedOnPglite(client);
  recordWritersOnPglite(client);
  // Both drivers expose the same query builder; the types differ only in driver internals.
  const db = pglite as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process, one connection that never drops: PGlite calls back as the committing
    // statement returns, before its promise settles.
    listen: async (channel, onNotify, onListening) => {
      const unlisten = await client.listen(channel, onNotify);
      onListening();
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/** How long to wait before trying LISTEN again after the connection dropped: 0.1 s, doubling to 5 s. */
const relistenDelayMs = (failures: number) => Math.min(100 * 2 ** failures, 5_000);

/**
 * LISTEN on a connection of its own, outside the pool: a pooled connection would be handed to
 * queries, and a transaction would hold back the notifications. postgres.js's own `listen`
 * re-listens from its close handler and swallows the failure when the server is not back yet;
 * here LISTEN is retried on a timer until it succeeds (tests/integration/faults.test.ts stops the
 * server for seconds).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: () => void,
): Promise<{ stop: () => Promise<void> }> {
  let stopped = false;
  let listening = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const options: postgres.Options<Record<string, never>> & {
    onnotify: (channel: string, payload: string) => void;
  } = {
    max: 1,
    // Never closed for its age (by default 30 to 60 minutes): that would drop notifications.
    max_lifetime: null,
    fetch_types: false,
    connection: { application_name: LISTENER_NAME },
    onnotice: () => {},
    // Not in postgres.js's types, but what its own `listen` is built on (src/index.js, 3.4.9).
    onnotify: (name, payload) => {
      if (name === channel) onNotify(payload);
    },
    onclose: () => {
      if (!listening || stopped) return;
      listening = false;
      schedule();
    },
    ...RECONNECT,
  };
  const client = postgres(url, options);
  const listen = async () => {
    await client.unsafe(`listen "${channel.replace(/"/g, '""')}"`);
    listening = true;
    failures = 0;
    onListening();
  };
  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch(() => {
        failures++;
        schedule();
      });
    }, relistenDelayMs(failures));
    retry.unref();
  }
  try {
    await listen();
  } catch (error) {
    await client.end({ timeout: 0 });
    throw error;
  }
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client.end({ timeout: 1 });
    },
  };
}

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = "shop-changes";
