import { isUuid } from "./uuid";
import { parseStaffProductQuery, staffProductSearch } from "./staff-product-query";

/** The bulk actions of the product list, posted as the pressed button's `intent`. */
export const BULK_INTENTS = ["activate", "deactivate", "show", "hide", "delete"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

/** At most a few pages of rows in one action: more is no form of ours. */
const MAX_IDS = 500;

/** The ticked ids: uuids only, each once. */
export function tickedIds(values: unknown[]): string[] {
  const ids = values.filter((v): v is string => typeof v === "string" && isUuid(v));
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/**
 * The list's address with its state (`back`, the list's query string as posted), to come back to
 * after an action: `back` is parsed and written again, so it can only ever be a query of this list.
 */
export function listAfter(listPath: string, back: string): string {
  const query = parseStaffProductQuery(new URLSearchParams(back.startsWith("?") ? back : ""));
  return `${listPath}${staffProductSearch(query)}`;
}
