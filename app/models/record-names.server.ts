import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { rowsOf } from "./taxonomy.server";

/**
 * The names of the records a history's changes point at (a product's brand, a stone, a coupon's
 * categories), so the page names them instead of showing their ids: one query per table, only
 * for the tables the page's changes name.
 */

/** Where each column's ids point: the table whose `name` the page shows. */
const POINTS_AT: Record<string, readonly string[]> = {
  brand_id: ["brands"],
  category_id: ["categories"],
  type_id: ["types"],
  ingredient_id: ["ingredients"],
  symbol_id: ["symbols"],
  stone_id: ["stones"],
  teachers_day_type_id: ["types"],
  teachers_day_ingredient_id: ["ingredients"],
  child_id: ["products"],
  combo_id: ["products"],
  product_id: ["products"],
  product_ids: ["products"],
  // A coupon's categories are any of the five groups of the catalogue.
  category_ids: ["categories", "types", "symbols", "ingredients", "stones"],
  merchant_id: ["merchants"],
  coupon_id: ["coupons"],
  user_id: ["users"],
  order_item_id: ["order_items"],
  // A line's return request (issue [19]), named by its number.
  return_id: ["return_requests"],
};

/** Tables whose records have an English name beside the Turkish one. */
const BILINGUAL = new Set(["products", "categories", "types", "ingredients", "symbols", "stones"]);

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === "string" && isUuid(v),
  );

/** Collects, by table, the ids that `column` holds in `value`. */
export function pointedAt(wanted: Map<string, Set<string>>, column: string, value: unknown) {
  const tables = POINTS_AT[column];
  if (!tables) return;
  for (const id of idsIn(value))
    for (const table of tables) {
      if (!wanted.has(table)) wanted.set(table, new Set());
      wanted.get(table)!.add(id);
    }
}

/** Each id's name, in the page's language where the record has one in it. */
export async function recordNames(
  db: DbOrTx,
  wanted: Map<string, Set<string>>,
  lang: Lang,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const list = sql`${`{${[...ids].join(",")}}`}::uuid[]`;
      const name =
        table === "users"
          ? sql`trim(first_name || ' ' || last_name || ' (' || email || ')')`
          : table === "return_requests"
            ? sql`right(id::text, 7)`
            : lang === "en" && BILINGUAL.has(table)
              ? sql`coalesce(nullif(name_en, ''), name)`
              : sql`name`;
      const rows = rowsOf<{ id: string; name: string }>(
        await db.execute(
          sql`select id::text as id, ${name} as name from ${sql.identifier(table)} where id = any(${list})`,
        ),
      );
      for (const r of rows) names.set(r.id, r.name);
    }),
  );
  return names;
}

/** The table holding each kind of record a change is of, and how the activity names one. */
const SUBJECT_TABLES: Record<string, { table: string; name: (lang: Lang) => SQL }> = {
  product: { table: "products", name: (lang) => bilingual(lang, "name") },
  brand: { table: "brands", name: () => sql`name` },
  category: { table: "categories", name: (lang) => bilingual(lang, "name") },
  type: { table: "types", name: (lang) => bilingual(lang, "name") },
  stone: { table: "stones", name: (lang) => bilingual(lang, "name") },
  ingredient: { table: "ingredients", name: (lang) => bilingual(lang, "name") },
  symbol: { table: "symbols", name: (lang) => bilingual(lang, "name") },
  coupon: { table: "coupons", name: () => sql`name` },
  // The number a shopper sees (lib/orders.ts orderNumber).
  order: { table: "orders", name: () => sql`'#' || right(id::text, 7)` },
  merchant: { table: "merchants", name: () => sql`name` },
  merchant_request: { table: "merchant_requests", name: () => sql`name || ' · ' || brand` },
  user: {
    table: "users",
    name: () => sql`trim(first_name || ' ' || last_name || ' (' || email || ')')`,
  },
  blog: { table: "blogs", name: (lang) => bilingual(lang, "title") },
  slider: { table: "sliders", name: (lang) => bilingual(lang, "title") },
  // A place in the carousel is its product's.
  carousel: {
    table: "carousel_entries",
    name: (lang) =>
      sql`(select ${bilingual(lang, "name")} from products p where p.id = carousel_entries.product_id)`,
  },
};

const bilingual = (lang: Lang, column: "name" | "title"): SQL =>
  lang === "en"
    ? sql`coalesce(nullif(${sql.identifier(`${column}_en`)}, ''), ${sql.identifier(column)})`
    : sql`${sql.identifier(column)}`;

/**
 * The names of the records some changes are of (a product, a coupon, a user), keyed
 * `subject:id`, in the page's language: one query per kind of record. A record deleted since is
 * not among them (the change's own recorded row names it).
 */
export async function subjectNames(
  db: DbOrTx,
  records: { subject: string; subjectId: string }[],
  lang: Lang,
): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const { subject, subjectId } of records)
    if (SUBJECT_TABLES[subject] && isUuid(subjectId)) {
      if (!wanted.has(subject)) wanted.set(subject, new Set());
      wanted.get(subject)!.add(subjectId);
    }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([subject, ids]) => {
      const { table, name } = SUBJECT_TABLES[subject]!;
      const list = sql`${`{${[...ids].join(",")}}`}::uuid[]`;
      const rows = rowsOf<{ id: string; name: string | null }>(
        await db.execute(
          sql`select id::text as id, ${name(lang)} as name from ${sql.identifier(table)} where id = any(${list})`,
        ),
      );
      for (const r of rows) if (r.name) names.set(`${subject}:${r.id}`, r.name);
    }),
  );
  return names;
}
