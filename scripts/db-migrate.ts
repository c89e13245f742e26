/** npm run db:migrate: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR. */
import { openDatabase, dataDir } from "../db/client.server";

async function main() {
  // Opening the database applies every migration it has not seen yet.
  const database = await openDatabase();
  await database.close();
  const where =
    database.kind === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite (${process.env.DATABASE_URL ?? dataDir()})`;
  console.log(`Migrations applied to ${where}.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
