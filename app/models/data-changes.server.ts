import type { Database } from "../../db/client.server";
import { log } from "~/log/log.server";
import { forgetCatalogueReads, forgetReference, LIST_COUNT_KEY } from "./reference-cache.server";

/**
 * A write made on one app process is seen by every process on its next request (DESIGN.md §9,
 * docs/decisions/025-changes-seen-by-every-process.md). The database says what changed: a trigger
 * on every table that pages or the reference cache show (migrations/0009) sends
 * `NOTIFY shop_changes, '<topic>'` when the write commits, whoever wrote it (this app, a script,
 * psql). Every process LISTENs and forgets its cached copies of that topic: reference entries
 * here, whole pages through `onDataChange` (the page cache in server.ts).
 *
 * The TTLs stay as the fallback: while the listening connection is down, caches age out as they
 * did before (REFERENCE_TTL_MS, PAGE_CACHE_MS), and once it is back everything is forgotten,
 * since notifications sent meanwhile are lost.
 */
export const CHANGES_CHANNEL = "shop_changes";

/** What a notification names: the migration's trigger arguments. */
export type ChangeTopic = "catalogue" | "settings" | "content";

/** The reference cache's entries that each topic's tables feed. */
const REFERENCE_KEYS: Record<ChangeTopic, string[]> = {
  catalogue: ["filter-groups", "panel-brands", LIST_COUNT_KEY],
  settings: ["settings"],
  content: ["home-slides", "popup"],
};

/** `null`: anything may have changed (the listener came back after a drop). */
export type ChangeListener = (topic: ChangeTopic | null) => void;

const listeners = new Set<ChangeListener>();

/** Calls `fn` after every change this process learns of; answers a function that stops it. */
export function onDataChange(fn: ChangeListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function forget(db: object, topic: ChangeTopic | null) {
  if (topic) for (const key of REFERENCE_KEYS[topic]) forgetReference(db, key);
  else forgetReference(db);
  // The kept catalogue reads also hold what settings and content choose (the carousel's
  // products, the teachers' day list): every change forgets them.
  forgetCatalogueReads(db);
  for (const fn of listeners) {
    try {
      fn(topic);
    } catch (error) {
      log.error({ err: error }, "a cache failed to forget a change");
    }
  }
}

/**
 * Called by a model after a write to reference data has committed, so that this very process
 * shows it at once, without waiting for its own notification to come back (on PostgreSQL a
 * round trip on another connection). Other processes learn it from the trigger's notification.
 */
export function dataChanged(db: object, topic: ChangeTopic) {
  forget(db, topic);
}

function topicOf(payload: string): ChangeTopic | null {
  return payload in REFERENCE_KEYS ? (payload as ChangeTopic) : null;
}

/**
 * Listens for the changes every process makes to `database`, until the answered function is
 * called. When the database cannot listen, the caches keep their TTLs (logged, not fatal).
 */
export async function listenForChanges(database: Database): Promise<() => Promise<void>> {
  let first = true;
  try {
    return await database.listen(
      CHANGES_CHANNEL,
      // An unknown topic (a newer process's) is treated as "anything may have changed".
      (payload) => forget(database.db, topicOf(payload)),
      () => {
        if (first) {
          first = false;
          return;
        }
        log.info("listening for changes again: every cache forgotten");
        forget(database.db, null);
      },
    );
  } catch (error) {
    log.warn({ err: error }, "cannot listen for changes: caches keep their time limits");
    return async () => {};
  }
}
