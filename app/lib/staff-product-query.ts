import { parseMissing, type MissingLang } from "./missing-text";
import { parsePage } from "./pagination";
import { isUuid } from "./uuid";

/**
 * The dashboards' product list (/dashboard/product and the staff /api/product): its whole state
 * lives in the query string, so a list is bookmarkable and works without JavaScript. Unknown or
 * malformed values are dropped, never an error, as on the shop's own list.
 */
export const STAFF_SORTS = ["sku", "name", "price", "price-desc", "stock"] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** A yes/no filter: `yes`, `no`, or absent (either). */
export type Flag = boolean | null;
export const STOCK_FILTERS = ["soldOut", "low"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const STAFF_PAGE_SIZE = 50;
/**
 * The list counts its matches up to this many (4 pages), then says "200+": counting costs a row
 * read and its words matched per match, and a common word with a filter matches thousands; 1,000
 * took a searched list over its 20 ms at 100,000 products (docs/decisions/028-capped-staff-count.md).
 * Paging further counts up to the page shown, so every page stays reachable.
 */
export const STAFF_COUNT_CAP = 200;

export interface StaffProductQuery {
  q: string;
  brand: string | null;
  category: string | null;
  type: string | null;
  stone: string | null;
  active: Flag;
  visible: Flag;
  stock: StockFilter | null;
  /** Only the products with a text missing in this language (app/lib/missing-text.ts). */
  missing: MissingLang | null;
  sort: StaffSort;
  page: number;
}

function id(value: string | null): string | null {
  return value && isUuid(value) ? value : null;
}

function flag(value: string | null): Flag {
  return value === "yes" ? true : value === "no" ? false : null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return (list as readonly string[]).includes(value ?? "") ? (value as T) : null;
}

export function parseStaffProductQuery(params: URLSearchParams): StaffProductQuery {
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    brand: id(params.get("brand")),
    category: id(params.get("category")),
    type: id(params.get("type")),
    stone: id(params.get("stone")),
    active: flag(params.get("active")),
    visible: flag(params.get("visible")),
    stock: oneOf(STOCK_FILTERS, params.get("stock")),
    missing: parseMissing(params.get("missing")),
    sort: oneOf(STAFF_SORTS, params.get("sort")) ?? "sku",
    page: parsePage(params.get("page")),
  };
}

/** The query string of a list state, defaults left out: links to pages and sorts keep it short. */
export function staffProductSearch(
  query: StaffProductQuery,
  change: Partial<StaffProductQuery> = {},
) {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  for (const key of ["brand", "category", "type", "stone", "stock", "missing"] as const) {
    const value = q[key];
    if (value) params.set(key, value);
  }
  for (const key of ["active", "visible"] as const) {
    if (q[key] !== null) params.set(key, q[key] ? "yes" : "no");
  }
  if (q.sort !== "sku") params.set("sort", q.sort);
  if (q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
