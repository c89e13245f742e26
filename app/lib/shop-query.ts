import type { ProductFilter } from "~/models/product.server";
import { parsePage } from "./pagination";

export const SHOP_PAGE_SIZE = 24;
const GROUPS = ["categories", "types", "stones", "ingredients", "symbols"] as const;
/** A slug is short, lower-case letters, digits and dashes; anything else is ignored. */
const SLUG = /^[a-z0-9-]{1,80}$/;

function slugs(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).filter((s) => SLUG.test(s)))].slice(0, 20);
}

export interface ShopQuery {
  filter: Omit<ProductFilter, "teachersDay"> & { teachersDay: boolean };
  page: number;
}

/** The shop's query string as a filter: unknown or malformed values are dropped, never an error. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const cat = params.get("cat");
  const filter: ShopQuery["filter"] = {
    q: params.get("q")?.slice(0, 1000) ?? null,
    cat: cat && SLUG.test(cat) ? cat : null,
    teachersDay: params.get("teachers") === "day",
  };
  for (const g of GROUPS) filter[g] = slugs(params, g);
  return { filter, page: parsePage(params.get("page")) };
}
