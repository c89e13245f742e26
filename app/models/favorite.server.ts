import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { favorites } from "../../db/schema";

export async function countFavorites(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}
