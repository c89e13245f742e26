/**
 * The pieces /api routes declare their path parameters and query strings with
 * (app/api/route.server.ts). Bodies use the forms' own schemas beside this file.
 *
 * A schema's refusal answers 400 `{ error: "field: message" }`. A path segment is judged as an
 * address instead: `answerAs` gives the status and the whole text, so a malformed id answers
 * 400 `Invalid cartId.` and a slug no record can have answers the 404 of a missing one.
 */
import { z } from "zod";
import type { ProductFilter } from "~/lib/shop-query";
import { parseCurrency } from "~/lib/money";
import { parsePage } from "~/lib/pagination";
import { parseShopQuery, type ShopQuery } from "~/lib/shop-query";
import { isUuid } from "~/lib/uuid";

// ---------------------------------------------------------------- refusals

export interface SchemaAnswer {
  status: 400 | 404;
  error: string;
}

/** A refinement's options that answer `status` and `error` as they are, not `field: message`. */
export function answerAs(status: SchemaAnswer["status"], error: string) {
  return { message: error, params: { answer: { status, error } satisfies SchemaAnswer } };
}

/** The answer an issue made with `answerAs` carries, if any. */
export function answerOf(issue: z.ZodIssue): SchemaAnswer | null {
  if (issue.code !== z.ZodIssueCode.custom) return null;
  const answer = (issue.params as { answer?: SchemaAnswer } | undefined)?.answer;
  return answer ?? null;
}

// ---------------------------------------------------------------- path parameters

/** A path segment naming a record by id: `Invalid {name}.` unless it is a uuid; lower-cased. */
export const idParam = (name = "id") =>
  z
    .string()
    .refine(isUuid, answerAs(400, `Invalid ${name}.`))
    .transform((id) => id.toLowerCase());

/** Longer than any slug the shop makes. */
const SLUG_MAX = 200;

/** A path segment naming a record by slug: one longer than any slug is missing like any other. */
export const slugParam = (what: string) =>
  z.string().refine((slug) => slug.length <= SLUG_MAX, answerAs(404, `${what} not found.`));

/** A path segment the route looks up as it is (a token, an order id a viewer may not see). */
export const textParam = z.string();

/** An id in a body or query that only widens what the caller may see: anything else is none. */
export const optionalId = z
  .unknown()
  .transform((v) => (typeof v === "string" && isUuid(v) ? v.toLowerCase() : undefined));

// ---------------------------------------------------------------- query strings

/** A query string as a schema reads it: a key given twice or more is a list of its values. */
export type QueryInput = Record<string, string | string[]>;

export function queryInput(params: URLSearchParams): QueryInput {
  const out: QueryInput = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

function searchParamsOf(query: QueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params;
}

/** The first value of a query key, or null. */
const first = (v: unknown): string | null =>
  typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : null;

/** A query value read as text; missing is null. Queries are lenient: nothing here is an error. */
export const textQuery = z.unknown().transform(first);

/** `?currency=try|usd`; anything else is none (the currency cookie, then TL, decide). */
export const currencyQuery = z.unknown().transform((v) => parseCurrency(first(v)));

/** `?limit=`: a whole number from 1 to max; anything else is the default. */
export function parseLimit(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

export const limitQuery = (fallback: number, max: number) =>
  z.unknown().transform((v) => parseLimit(first(v), fallback, max));

/** `?q=`, or `?name=` as the original clients call the search. */
export const SearchQuerySchema = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ q: textQuery, name: textQuery, ...shape })
    .transform(({ q, name, ...rest }) => ({ ...rest, q: q || name || null }));

const GROUPS = ["categories", "types", "stones", "ingredients", "symbols"] as const;
export type FilterGroup = (typeof GROUPS)[number];

export interface ApiProductQuery {
  filter: ShopQuery["filter"] & Pick<ProductFilter, "brandSlug" | "brandId">;
  /** Filter values given as ids rather than slugs (the filter items carry both). */
  ids: Record<FilterGroup, string[]>;
  page: number;
  limit: number;
}

/**
 * The product list's query: the shop's own keys (`q`, `cat`, `categories`, `types`, `stones`,
 * `ingredients`, `symbols`, `teachers=day`, `page`) plus `name` as another name for the search,
 * `brand` (slug or id), `limit`, and group values repeated or comma-joined, as slugs or ids.
 */
export function parseApiProductQuery(
  params: URLSearchParams,
  defaultLimit: number,
  maxLimit = 100,
): ApiProductQuery {
  const shop = new URLSearchParams();
  const ids = Object.fromEntries(GROUPS.map((g) => [g, [] as string[]])) as Record<
    FilterGroup,
    string[]
  >;
  for (const [key, value] of params) {
    if ((GROUPS as readonly string[]).includes(key)) {
      for (const v of value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (isUuid(v)) ids[key as FilterGroup].push(v.toLowerCase());
        else shop.append(key, v);
      }
    } else if (key !== "q" && key !== "name") {
      shop.append(key, value);
    }
  }
  const q = params.get("q") || params.get("name");
  if (q) shop.set("q", q);
  const { filter } = parseShopQuery(shop);
  for (const g of GROUPS) ids[g] = [...new Set(ids[g])].slice(0, 20);
  const brand = params.get("brand");
  return {
    filter: {
      ...filter,
      brandId: isUuid(brand) ? brand : null,
      brandSlug: brand && !isUuid(brand) && /^[a-z0-9-]{1,80}$/.test(brand) ? brand : null,
    },
    ids,
    page: parsePage(params.get("page")),
    limit: parseLimit(params.get("limit"), defaultLimit, maxLimit),
  };
}

/** The product lists' query (parseApiProductQuery), `limit` defaulting to `defaultLimit`. */
export const ProductListQuerySchema = (defaultLimit: number) =>
  z
    .record(z.union([z.string(), z.array(z.string())]))
    .transform((query) => parseApiProductQuery(searchParamsOf(query), defaultLimit));
