/**
 * A few-second cache for the shop's reference data (settings, popup, filter groups, slides): read
 * on every page, changed a few times a day. Each read costs a database round trip, which under load
 * cost more than rendering (see docs/decisions/005-reference-data-cache.md).
 *
 * Per process and per database handle; a change made through this process forgets the entry at
 * once, other processes see it within REFERENCE_TTL_MS. Nothing here decides a price that is
 * charged: orders read the database afresh.
 */
export const REFERENCE_TTL_MS = 5_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const byDb = new WeakMap<object, Map<string, Entry>>();

export function cachedReference<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + REFERENCE_TTL_MS, value };
  entries.set(key, entry);
  // A failed read is not remembered: the next request asks the database again.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** Called by every write to reference data, so this process shows the change at once. */
export function forgetReference(db: object, key?: string) {
  if (key) byDb.get(db)?.delete(key);
  else byDb.delete(db);
}
