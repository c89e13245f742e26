/**
 * A few-second cache for the shop's reference data (settings, popup, filter groups, slides): read
 * on every page, changed a few times a day. Each read costs a database round trip, which under load
 * cost more than rendering (see docs/decisions/005-reference-data-cache.md).
 *
 * Beside it, the catalogue's reads that every shopper sees alike (a product's page, a list's page,
 * the home's cards), and each staff scope's lists of choices: a rendered page spent more on them
 * than React spent drawing it (docs/decisions/048-catalogue-reads-kept.md). Whose favorites they
 * are is read per request.
 *
 * Per process and per database handle. A change forgets the entries on every process as soon as it
 * commits (data-changes.server.ts); the TTLs only bound how stale an entry gets while
 * notifications do not arrive. Nothing here decides a price that is charged: orders read the
 * database afresh.
 */
/** Milliseconds from the environment; "0" keeps nothing (for a test that needs the database). */
function msFromEnv(name: string, fallback: number) {
  const value = process.env[name];
  return value ? Number(value) : fallback;
}
// Tests set REFERENCE_CACHE_MS long, so that only a notification can explain a fresh read.
export const REFERENCE_TTL_MS = msFromEnv("REFERENCE_CACHE_MS", 5_000);
/** The catalogue's reads (CATALOGUE_CACHE_MS, 30 s): notifications forget them long before. */
export const CATALOGUE_TTL_MS = msFromEnv("CATALOGUE_CACHE_MS", 30_000);

/** The prefix of the storefront lists' counts (product.server.ts), forgotten with the catalogue. */
export const LIST_COUNT_KEY = "list-count:";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Keys may come from what visitors type (a search, a slug): past `maxEntries` per database handle
 * the oldest goes.
 */
function keptReads(maxEntries: number, ttlMs: number) {
  const byDb = new WeakMap<object, Map<string, Entry>>();
  return {
    read<T>(db: object, key: string, load: () => PromiseLike<T>): Promise<T> {
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      // A query builder runs again each time it is awaited: kept is the promise of one run.
      const value = Promise.resolve(load());
      const entry = { expires: now + ttlMs, value };
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      // A failed read is not remembered: the next request asks the database again.
      const kept = entries;
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
    /** One entry (every entry whose key starts with it, for a key ending in ':'), or all. */
    forget(db: object, key?: string) {
      const entries = byDb.get(db);
      if (!key) byDb.delete(db);
      else if (!key.endsWith(":")) entries?.delete(key);
      else for (const k of entries?.keys() ?? []) if (k.startsWith(key)) entries!.delete(k);
    },
  };
}

const reference = keptReads(2_000, REFERENCE_TTL_MS);
const catalogue = keptReads(2_000, CATALOGUE_TTL_MS);

export function cachedReference<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return reference.read(db, key, load);
}

/**
 * Forgets one entry of `db` (every entry whose key starts with it, for a key ending in ':'), or
 * all of them: data-changes.server.ts calls it on every change.
 */
export function forgetReference(db: object, key?: string) {
  reference.forget(db, key);
}

/**
 * A catalogue read that is the same for whoever asks under `key`: a page as an anonymous shopper
 * gets it, a staff scope's lists. Only for the database handle itself, never a transaction's: a
 * change forgets the handle's entries.
 */
export function cachedCatalogueRead<T>(
  db: object,
  key: string,
  load: () => PromiseLike<T>,
): Promise<T> {
  return catalogue.read(db, key, load);
}

/** Forgets every catalogue read of `db`: on every catalogue change (data-changes.server.ts). */
export function forgetCatalogueReads(db: object) {
  catalogue.forget(db);
}
