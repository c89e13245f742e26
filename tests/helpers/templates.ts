import { openDatabase, type Db } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { keepPristine } from "./pristine";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import postgres from "postgres";
import {
  ownDatabase,
  postgresPrefix,
  runPrefix,
  SCRATCH,
  templateEnv,
  type DbKind,
} from "./server";

/**
 * Makes the run's templates once per kind of database (decision 052): the migrated tables, and
 * beside them the demo shop, with the functions the shop itself starts with (openDatabase, then
 * seedIfEmpty, as app/db.server.ts does). Every database a test owns after that is a copy
 * (ownDatabase): copying took about 0.1 s where migrating and seeding took 6 to 20 s, in each of
 * the run's 150-odd servers and databases. Tests and the servers they start inherit this
 * process's environment, which says where the templates are. Answers the teardown that drops them.
 *
 * Made once per run: a second call (the unit and the integration projects each have this setup)
 * finds them made and leaves them to the first's teardown.
 */
export async function makeTemplates(kinds: DbKind[]): Promise<() => Promise<void>> {
  // A password hash at the shop's cost takes 0.3 s of CPU: the run's demo accounts, sign-ups and
  // sign-ins use a cheaper one (app/lib/password.server.ts).
  process.env.PASSWORD_HASH_COST ??= "10";
  process.env.SHOP_TEST_RUN ??= Math.random().toString(36).slice(2, 8);
  const todo = kinds.filter((kind) => !process.env[templateEnv(kind, "demo")]);
  const drops = (await Promise.all(todo.map(makeTemplatesOf))).flat();
  return async () => {
    await Promise.all(drops.map((drop) => drop()));
    for (const name of readdirSync(SCRATCH).filter((n) => n.startsWith(runPrefix())))
      rmSync(path.join(SCRATCH, name), { recursive: true, force: true });
    if (todo.includes("postgres")) await dropLeftOver();
  };
}

async function makeTemplatesOf(kind: DbKind): Promise<(() => Promise<void>)[]> {
  const migrated = await ownDatabase(kind, { contents: "nothing" });
  await (await openDatabase(migrated.url)).close();
  process.env[templateEnv(kind, "migrated")] = nameOf(migrated.url);
  const demo = await ownDatabase(kind, { contents: "migrated" });
  const opened = await openDatabase(demo.url);
  await seedIfEmpty(opened.db);
  await keepPristine(opened.db);
  await opened.close();
  process.env[templateEnv(kind, "demo")] = nameOf(demo.url);
  return [migrated.drop, demo.drop];
}

/**
 * A template of a test's own beside the run's (`ownDatabase(kind, { from })` copies it): the
 * demo shop changed by `make` (a large catalogue), made by whichever process of the run asks
 * first while the others wait for it, so that the files that need one share it. Its name is
 * made of letters, digits and "_". Answers what ownDatabase copies; the run's teardown drops it.
 */
export async function sharedTemplate(
  kind: DbKind,
  name: string,
  make: (db: Db) => Promise<void>,
): Promise<string> {
  const build = async () => {
    const made = await ownDatabase(kind);
    const opened = await openDatabase(made.url);
    await make(opened.db);
    await opened.close();
    return nameOf(made.url);
  };
  if (kind === "pglite") {
    const dir = path.join(SCRATCH, `${runPrefix()}template-${name}`);
    if (existsSync(dir)) return dir;
    try {
      mkdirSync(`${dir}.lock`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      // Another process makes it: it appears whole, by a rename.
      for (const until = Date.now() + 600_000; !existsSync(dir); await sleep(200))
        if (Date.now() > until) throw new Error(`no template ${name} after 10 minutes`);
      return dir;
    }
    renameSync(await build(), dir);
    return dir;
  }
  const database = `${postgresPrefix()}template_${name}`;
  // One connection holds the lock while the database is made; the others wait on it.
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${database}))`;
    const [found] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!found) await admin.unsafe(`alter database ${await build()} rename to ${database}`);
    return database;
  } finally {
    await admin.end();
  }
}

/** What ownDatabase copies: a PGlite directory, or a PostgreSQL database's name. */
const nameOf = (url: string) =>
  url.startsWith("pglite:") ? url.slice("pglite:".length) : new URL(url).pathname.slice(1);

/** The run's PostgreSQL databases a test process left behind (a shared server's). */
async function dropLeftOver() {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const left = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${postgresPrefix()})`;
    for (const { datname } of left)
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
