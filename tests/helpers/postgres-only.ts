import { describe } from "vitest";
import { DB_KINDS } from "./server";

/**
 * A suite that needs the real PostgreSQL server (a second process on one database, a restart).
 * Without TEST_DATABASE_URL it is skipped, and says so: its tests count as skipped in the summary,
 * and a line names the suite and why.
 */
export function describePostgresOnly(name: string, suite: () => void) {
  const off = !DB_KINDS.includes("postgres");
  if (off) console.warn(`Skipped, PostgreSQL only (set TEST_DATABASE_URL): ${name}`);
  describe.skipIf(off)(name, suite);
}
