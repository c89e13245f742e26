import { ORDER_STATUSES, type OrderStatus } from "./orders";
import { parsePage } from "./pagination";

/**
 * The order desk (/dashboard/orders for admins and merchants, and their GET /api/order/list):
 * its whole state lives in the query string, so a list is bookmarkable and its form works
 * without JavaScript. Unknown or malformed values are dropped, never an error, as on the staff
 * product list.
 */
export const DESK_PAYMENT_STATES = ["paid", "awaiting"] as const;
export type DeskPaymentState = (typeof DESK_PAYMENT_STATES)[number];

export const DESK_PAGE_SIZE = 50;
/** The desk counts its matches up to this many, then says "200+" (docs/decisions/028). */
export const DESK_COUNT_CAP = 200;

export interface OrderDeskQuery {
  /** Order number (with or without '#'), e-mail or name; as typed. */
  q: string;
  status: OrderStatus | null;
  payment: DeskPaymentState | null;
  /** Istanbul days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as a date field sends it, or null. */
export function parseDay(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  if (!DAY.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return (list as readonly string[]).includes(value ?? "") ? (value as T) : null;
}

export function parseOrderDeskQuery(params: URLSearchParams): OrderDeskQuery {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: oneOf(ORDER_STATUSES, params.get("status")),
    payment: oneOf(DESK_PAYMENT_STATES, params.get("payment")),
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    page: parsePage(params.get("page")),
  };
}

/** The query string of a desk state, defaults left out: links to pages keep it short. */
export function orderDeskSearch(query: OrderDeskQuery, change: Partial<OrderDeskQuery> = {}) {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (q.status) params.set("status", q.status);
  if (q.payment) params.set("payment", q.payment);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  if (q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Whether the desk is narrowed at all (the empty text differs). */
export const isFiltered = (q: OrderDeskQuery) => !!(q.q || q.status || q.payment || q.from || q.to);

/** An order number as typed: 7 hex characters, '#' before them or not; lower-cased. */
export function orderNumberTerm(q: string): string | null {
  const m = /^#?\s*([0-9a-f]{7})$/i.exec(q.trim());
  return m ? m[1]!.toLowerCase() : null;
}
