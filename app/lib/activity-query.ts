import { parseDay } from "./order-desk-query";

/**
 * The shop's activity (/dashboard/activity and GET /api/history): every recorded staff change,
 * newest first, narrowed by who made it, what kind of record it changed and the shop's days it
 * was made on. Its whole state is the query string, so a page is bookmarkable and the filter is
 * a plain GET form; unknown or malformed values are dropped, never an error, as on the order
 * desk.
 */

/**
 * The kinds of record the trigger writes a subject for (migrations/0018): those a single history
 * page is shown for, and three only the activity lists (the carousel, merchants, their requests).
 */
export const ACTIVITY_KINDS = [
  "product",
  "order",
  "settings",
  "coupon",
  "brand",
  "category",
  "type",
  "stone",
  "ingredient",
  "symbol",
  "blog",
  "slider",
  "popup",
  "user",
  "carousel",
  "merchant",
  "merchant_request",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_PAGE = 30;

export interface ActivityQuery {
  /** The writer's e-mail, as the change recorded it. */
  who: string | null;
  kind: ActivityKind | null;
  /** Istanbul days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  /**
   * Keyset paging on the change's number, which only grows: older than `before`, or the page
   * just newer than `after`; neither is the newest page. A new change never shifts a page.
   */
  before: number | null;
  after: number | null;
}

const changeNumber = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const who = (params.get("who") ?? "").trim().slice(0, 320);
  const kind = params.get("kind");
  const before = changeNumber(params.get("before"));
  return {
    who: who || null,
    kind: (ACTIVITY_KINDS as readonly string[]).includes(kind ?? "")
      ? (kind as ActivityKind)
      : null,
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    before,
    // One direction at a time: `before` wins.
    after: before === null ? changeNumber(params.get("after")) : null,
  };
}

/** The query string of a state, empty values left out; `change` replaces the paging too. */
export function activitySearch(query: ActivityQuery, change: Partial<ActivityQuery> = {}) {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.who) params.set("who", q.who);
  if (q.kind) params.set("kind", q.kind);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  if (q.before) params.set("before", String(q.before));
  if (q.after) params.set("after", String(q.after));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const isFiltered = (q: ActivityQuery) => !!(q.who || q.kind || q.from || q.to);
