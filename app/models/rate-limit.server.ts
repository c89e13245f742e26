import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { rateLimits } from "../../db/schema";
import { rowsOf } from "./taxonomy.server";

export interface RateLimit {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Counts one attempt against `key` in a fixed window and says whether it is within `limit`.
 * One atomic upsert in the database, so several app processes share the count.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimit> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})
        then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})
        then now() else ${rateLimits.windowStart} end
    returning count, ceil(extract(epoch from
      (window_start + make_interval(secs => ${windowMs / 1000}) - now())))::int as retry_after`);
  const [row] = rowsOf<{ count: number; retry_after: number }>(result);
  return { allowed: row.count <= limit, retryAfter: Math.max(1, row.retry_after) };
}

/**
 * The key of a limit per e-mail address. Lower-cased as the database matches addresses (its
 * unique index is on lower(email)), so changing the case of a letter cannot start a fresh count.
 */
export function emailLimitKey(scope: string, email: string): string {
  return `${scope}:${email.trim().toLowerCase()}`;
}

export async function clearRateLimit(db: DbOrTx, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
