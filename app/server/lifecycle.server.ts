import path from "node:path";
import { mkdirSync } from "node:fs";
import { dataDir } from "../../db/client.server";
import { DEMO_ACCOUNTS } from "../../db/seed/demo.server";
import { getDatabase } from "~/db.server";
import { retryOutbox } from "~/services/mail.server";

/** Opens (and on PGlite migrates and seeds) the database before the server listens. */
export async function startup() {
  const database = await getDatabase();
  const uploadsDir = path.join(dataDir(), "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  // Mail left unsent by the last run (the mail server was down) goes now, without holding up the start.
  void retryOutbox(database.db);
  if (database.kind === "pglite" && process.env.NODE_ENV !== "test") {
    console.log("Demo accounts:");
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      console.log(`  ${role.padEnd(9)} ${account.email}  ${account.password}`);
    }
  }
  return {
    database: database.kind === "pglite" ? `PGlite in ${dataDir()}` : "PostgreSQL",
    uploadsDir,
  };
}

export async function shutdown() {
  const database = await getDatabase();
  await database.close();
}
