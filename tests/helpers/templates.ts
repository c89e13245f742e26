import { openDatabase } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { keepPristine } from "./pristine";
import { readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { ownDatabase, postgresPrefix, runPrefix, templateEnv, type DbKind } from "./server";

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
    for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(runPrefix())))
      rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
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
