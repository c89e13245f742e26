import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { MissingLang } from "~/lib/missing-text";

/**
 * The dashboards' "English missing" / "Turkish missing" filter as a condition of the list's own
 * query (docs/decisions/038): a row whose text is filled in one language and empty (null or
 * blank) in the other, for any of its [Turkish, English] column pairs. Products have their own
 * form of it, matching their partial indexes (db/schema.ts productTextMissing).
 */
export function textMissing(pairs: [tr: AnyPgColumn, en: AnyPgColumn][], lang: MissingLang): SQL {
  const empty = (c: AnyPgColumn) => sql`coalesce(btrim(${c}), '') = ''`;
  const conds = pairs.map(([tr, en]) => {
    const [own, other] = lang === "en" ? [en, tr] : [tr, en];
    return sql`(${empty(own)} and not ${empty(other)})`;
  });
  return sql`(${sql.join(conds, sql` or `)})`;
}
