import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";

/** One round trip that proves the database answers (the health check's question). */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
