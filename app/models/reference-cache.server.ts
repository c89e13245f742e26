/**
 * A few-second cache for the shop's reference data (settings, popup, filter groups, slides): read
 * on every page, changed a few times a day. Each read costs a database round trip, which under load
 * cost more than rendering (see docs/decisions/005-reference-data-cache.md).
 *
 * Per process and per database handle. A change forgets the entry on every process as soon as it
 * commits (data-changes.server.ts); REFERENCE_TTL_MS only bounds how stale an entry gets while
 * notifications do not arrive. Nothing here decides a price that is charged: orders read the
 * database afresh.
 */
// Tests set REFERENCE_CACHE_MS long, so that only a notification can explain a fresh read.
export const REFERENCE_TTL_MS = Number(process.env.REFERENCE_CACHE_MS) || 5_000;

/** The prefix of the storefront lists' counts (product.server.ts), forgotten with the catalogue. */
export const LIST_COUNT_KEY = "list-count:";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const byDb = new WeakMap<object, Map<string, Entry>>();

/**
 * Keys may come from what visitors type (a search's count): past this many entries per database
 * handle the oldest goes.
 */
const MAX_ENTRIES = 2_000;

export function cachedReference<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + REFERENCE_TTL_MS, value };
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
  // A failed read is not remembered: the next request asks the database again.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/**
 * Forgets one entry of `db` (every entry whose key starts with it, for a key ending in ':'), or
 * all of them: data-changes.server.ts calls it on every change.
 */
export function forgetReference(db: object, key?: string) {
  const entries = byDb.get(db);
  if (!key) byDb.delete(db);
  else if (!key.endsWith(":")) entries?.delete(key);
  else for (const k of entries?.keys() ?? []) if (k.startsWith(key)) entries!.delete(k);
}
