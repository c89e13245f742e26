import { isIPv6 } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { rateLimits } from "../../db/schema";
import { rowsOf } from "./taxonomy.server";

export interface RateLimit {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
  /** The attempts counted in the window, this one included. */
  count: number;
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
  return {
    allowed: row.count <= limit,
    retryAfter: Math.max(1, row.retry_after),
    count: row.count,
  };
}

/** Takes back one attempt counted by hitRateLimit (it turned out not to be one that counts). */
export async function refundRateLimit(db: DbOrTx, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * The key of a limit per e-mail address. Lower-cased as the database matches addresses (its
 * unique index is on lower(email)), so changing the case of a letter cannot start a fresh count.
 */
export function emailLimitKey(scope: string, email: string): string {
  return `${scope}:${email.trim().toLowerCase()}`;
}

/**
 * The key of a limit per client address. An IPv6 client counts by its /64 network: one
 * connection is given a whole /64, and a new address from it must not start a fresh count.
 */
export function addressLimitKey(scope: string, address: string): string {
  return `${scope}:${isIPv6(address) ? ipv6Network64(address) : address}`;
}

/** The first four groups of an IPv6 address, written out: "2001:db8:0:0::/64". */
function ipv6Network64(address: string): string {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export async function clearRateLimit(db: DbOrTx, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
