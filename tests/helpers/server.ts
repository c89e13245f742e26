import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { productionEnv } from "./production-env";
import type { TestAnswer, TestQuery } from "../../app/edge/test-queries.server";

/** What a test asks of a running server: its PGlite's queries, a restore (app/edge/test-queries.server.ts). */
type Ask = (query: DistributiveOmit<TestQuery, "id">) => Promise<TestAnswer & { error?: never }>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export type DbKind = "pglite" | "postgres";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The production server, compiled into the build by `npm run build` (docs/decisions/018). */
export const SERVER_ENTRY = path.join(
  path.resolve(ROOT, process.env.BUILD_DIR ?? "build"),
  "server.js",
);

/** Preloaded into a test-mode server: React's production builds (the file says why). */
const PRODUCTION_REACT = new URL("./production-react.js", import.meta.url).href;

/** The databases the suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * The sweeps whose subject is the app's own rules, not the database (the access matrix, hostile
 * input, XSS: thousands of requests each), run on one database: PostgreSQL when the run has one,
 * as production does, else PGlite (decision 081).
 */
export const SWEEP_DB_KINDS: DbKind[] = [DB_KINDS.at(-1)!];

export interface TestServer {
  url: string;
  kind: DbKind;
  /** The database URL the server uses (a pglite: path or a PostgreSQL URL). */
  databaseUrl: string;
  /** Its DATA_DIR: uploads live in `uploads/` under it. */
  dataDir: string;
  /** The settings it was started with (startServer's `env`), to start another like it. */
  env: Record<string, string>;
  output: () => string;
  /** Over the IPC channel: queries on its PGlite (atDatabase), a restore (sharedServer). */
  ask: Ask;
  stop: () => Promise<void>;
}

/** A port nothing listens on (yet): for a server to start on, or one that is "down". */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * What a test's own database starts with: the demo shop (the default, as `npm start` makes it),
 * the migrated tables with no rows, or nothing at all (for a test of migrating one).
 */
export type Contents = "demo" | "migrated" | "nothing";

/**
 * Where the run's databases, migrated (and seeded) once, wait to be copied (templates.ts): a
 * PGlite directory, or the name of a PostgreSQL database, per kind and contents.
 */
export const templateEnv = (kind: DbKind, contents: Exclude<Contents, "nothing">) =>
  `SHOP_TEST_${kind.toUpperCase()}_${contents.toUpperCase()}_TEMPLATE`;

/**
 * Where the run's PGlite directories and servers' data directories go: memory (/dev/shm) where
 * the machine has it. A copy of the demo template (1,342 files, 43 MB) took 1 s of CPU on the
 * disk's file system and 0.05 s there; PGlite's own writes are cheaper there too.
 */
export const SCRATCH = (() => {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return os.tmpdir();
  }
})();

/**
 * A database a test owns, so that it can outlive one server and be read between two: a PGlite
 * directory, or a fresh database on the TEST_DATABASE_URL server. `drop` removes it. It is a copy
 * of the run's template for `contents` (decision 052); without one (a run with no global setup)
 * it starts empty, and the code that opens it migrates and seeds it as the shop does.
 */
export async function ownDatabase(
  kind: DbKind,
  { contents = "demo", from }: { contents?: Contents; from?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  // `from`: a template of the caller's own (sharedTemplate, tests/helpers/templates.ts).
  const template =
    from ?? (contents === "nothing" ? undefined : process.env[templateEnv(kind, contents)]);
  if (kind === "postgres") return createPostgresDatabase(template);
  const dir = mkdtempSync(path.join(SCRATCH, `${runPrefix()}db-`));
  if (template) cpSync(template, dir, { recursive: true });
  return { url: `pglite:${dir}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The names of this run's directories and PostgreSQL databases begin with it: the global teardown
 * removes those a test process left behind (a shared server's, when its worker ends).
 */
export const runPrefix = () => `shop-test-${process.env.SHOP_TEST_RUN ?? "x"}-`;
export const postgresPrefix = () => runPrefix().replace(/-/g, "_");

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped at stop: empty, or a copy
 * of the `template` database.
 */
async function createPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${postgresPrefix()}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * Starts the real production server (build/server.js over the Remix build) on a free port, on its own
 * fresh database filled with the demo shop, and waits until it listens. NODE_ENV "production" in
 * `env` starts it in production mode with stand-in settings (tests/helpers/production-env.ts).
 * That database is ownDatabase's copy of the run's demo shop (or, with `SEED_DEMO: "false"`, an
 * empty one); the server still migrates and seeds on start, and finds nothing left to do. A
 * database of the test's own (`env.DATABASE_URL`) outlives the server.
 */
export async function startServer(
  kind: DbKind = "pglite",
  env: Record<string, string> = {},
): Promise<TestServer> {
  // freePort's port is free when asked, not when the server listens: another test's server (or
  // its iyzico and İYS emulators, on ports the system picks) may take it in between. That
  // server exits at once with EADDRINUSE; a new port then is no test's business.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(kind, env);
    } catch (error) {
      const taken = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!taken || attempt === 3) throw error;
    }
  }
}

async function startServerOnce(kind: DbKind, env: Record<string, string>): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(SCRATCH, `${runPrefix()}data-`));
  let databaseUrl = env.DATABASE_URL;
  let drop = async () => {};
  if (!databaseUrl) {
    const contents = env.SEED_DEMO === "false" ? "nothing" : "demo";
    ({ url: databaseUrl, drop } = await ownDatabase(kind, { contents }));
  }

  const preload = (env.NODE_ENV ?? "test") === "test" ? ["--import", PRODUCTION_REACT] : [];
  const child: ChildProcess = spawn(process.execPath, [...preload, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "true",
      // Production refuses to start without its settings: stand-ins unless the test gives its own.
      ...(env.NODE_ENV === "production" ? productionEnv(`http://127.0.0.1:${port}`) : {}),
      ...env,
    },
    // The IPC channel carries a test's queries on the server's PGlite (atDatabase).
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    serialization: "advanced",
  });
  let asked = 0;
  const waiting = new Map<
    number,
    { resolve: (a: TestAnswer) => void; reject: (e: Error) => void }
  >();
  child.on("message", (answer: TestAnswer) => {
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ("error" in answer)
      waiter?.reject(Object.assign(new Error(answer.error.message), answer.error));
    else waiter?.resolve(answer);
  });
  child.once("exit", () => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`server exited:\n${out}`));
    waiting.clear();
  });
  const ask = ((query) =>
    new Promise((resolve, reject) => {
      const id = ++asked;
      waiting.set(id, { resolve: resolve as (a: TestAnswer) => void, reject });
      child.send({ ...query, id });
    })) as Ask;
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));

  const cleanUp = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
      // Let go once ready: a shared server logs for the worker's whole run, and each `includes`
      // on the growing output flattened all of it again (a tenth of a busy test process's CPU).
      const check = () => {
        if (out.includes("Shop ready on")) {
          child.stdout!.off("data", check);
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on("data", check);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${out}`));
      });
    });
  } catch (error) {
    // A server that would not start (as some tests mean it to) leaves no database behind.
    child.kill("SIGKILL");
    await cleanUp();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    kind,
    databaseUrl,
    dataDir,
    env,
    output: () => out,
    ask,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await cleanUp();
    },
  };
}

// On globalThis: vitest evaluates this module again for each file, in the same process.
const shared = ((
  globalThis as { __sharedServers?: Map<DbKind, Promise<TestServer>> }
).__sharedServers ??= new Map());

/**
 * A server on the demo shop shared by the test files a vitest worker runs one after another (the
 * integration project runs them in one process: `isolate: false`), started by the first. Each
 * call puts the demo shop back as the template has it and the server forgets its caches
 * (tests/helpers/pristine.ts), so a file finds what a new server would: it may change anything,
 * and runs alone or in any order. Its `output` starts at the call; its `stop` lets go, and the
 * server ends with the worker. For a file that needs no settings of its own and no restart.
 */
export async function sharedServer(kind: DbKind = "pglite"): Promise<TestServer> {
  let started = shared.get(kind);
  // The server ends with the worker's IPC channel (app/edge/test-queries.server.ts); its
  // directories and database go at the global teardown (templates.ts).
  if (!started) {
    started = startServer(kind);
    shared.set(kind, started);
    started.catch(() => shared.delete(kind));
  }
  const server = await started;
  await server.ask({ op: "restore" });
  const from = server.output().length;
  return { ...server, output: () => server.output().slice(from), stop: async () => {} };
}
