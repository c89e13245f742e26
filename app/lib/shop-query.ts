import { parsePage } from "./pagination";

/** What narrows a product list: the shop's query string, an /api query, a brand or category page. */
export interface ProductFilter {
  q?: string | null;
  /** '?cat=': a type slug (necklace, bracelet, ...) or a category slug. */
  cat?: string | null;
  categories?: string[];
  types?: string[];
  stones?: string[];
  ingredients?: string[];
  symbols?: string[];
  brandSlug?: string | null;
  brandId?: string | null;
  categoryId?: string | null;
  typeId?: string | null;
  /** '?teachers=day': the type and ingredient fixed in settings. */
  teachersDay?: { typeId: string | null; ingredientId: string | null } | null;
}

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
