import { isUuid } from "./uuid";
import { parseStaffProductQuery, staffProductSearch } from "./staff-product-query";

/** The bulk actions of the product list, posted as the pressed button's `intent`. */
export const BULK_INTENTS = ["activate", "deactivate", "show", "hide", "delete"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

/** What the list says after an action (`?done=`), and the texts' keys. */
export const DONE = {
  activated: "doneActivated",
  deactivated: "doneDeactivated",
  shown: "doneShown",
  hidden: "doneHidden",
  deleted: "doneDeleted",
  none: "doneNone",
} as const;
export type Done = keyof typeof DONE;

/** At most a few pages of rows in one action: more is no form of ours. */
const MAX_IDS = 500;

/** The ticked ids: uuids only, each once. */
export function tickedIds(values: unknown[]): string[] {
  const ids = values.filter((v): v is string => typeof v === "string" && isUuid(v));
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/**
 * The list's address with its state (`back`, the list's query string as posted) and what was
 * done: `back` is parsed and written again, so it can only ever be a query of this list.
 */
export function listAfter(
  listPath: string,
  back: string,
  done: Done,
  counts: { n?: number; archived?: number } = {},
): string {
  const query = parseStaffProductQuery(new URLSearchParams(back.startsWith("?") ? back : ""));
  const params = new URLSearchParams(staffProductSearch(query));
  params.set("done", done);
  if (counts.n !== undefined) params.set("n", String(counts.n));
  if (counts.archived) params.set("archived", String(counts.archived));
  return `${listPath}?${params}`;
}

export function parseDone(params: URLSearchParams) {
  const done = params.get("done");
  if (!done || !Object.hasOwn(DONE, done)) return null;
  const count = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n >= 0 ? n : 0;
  };
  return { done: done as Done, n: count("n"), archived: count("archived") };
}
