import type { Db } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { serverMessages } from "~/locales/server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { productInScope, scopeBrandIds } from "~/models/catalogue-scope.server";
import type { PublicUser } from "~/models/user.server";
import {
  HISTORY_PAGE,
  REVERTIBLE_TABLES,
  changeSubject,
  historyOf,
  revertChange,
  type HistorySubject,
  type RevertOutcome,
  type StaffChange,
} from "~/models/staff-change.server";

/**
 * A subject's history and putting one change back (issue [10] point 2), one operation each for
 * /dashboard/history/{subject}/{id} and /api/history. An admin sees every subject; a merchant
 * only their own products' history (the scope is in the query: the change's brand).
 */
export const SUBJECTS: readonly HistorySubject[] = [
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
];

export { HISTORY_PAGE };

export const isSubject = (s: string | undefined): s is HistorySubject =>
  SUBJECTS.includes(s as HistorySubject);

/** The changes' own columns the pages never show: derived from the others. */
const UNSHOWN = new Set(["search_text", "staff_search_text", "sku_number"]);

export interface ShownChange extends Omit<StaffChange, "before" | "after"> {
  fields: { name: string; before: unknown; after: unknown }[];
  revertible: boolean;
}

function shown(change: StaffChange): ShownChange {
  const { before, after, ...rest } = change;
  const names = Object.keys(after ?? before ?? {}).filter((k) => !UNSHOWN.has(k));
  return {
    ...rest,
    fields: names.map((name) => ({ name, before: before?.[name], after: after?.[name] })),
    revertible:
      change.action === "update" &&
      change.revertedBy === null &&
      REVERTIBLE_TABLES.has(change.tableName),
  };
}

/** The brands a user's history is narrowed to: null for an admin; refused for anyone else. */
async function scopeFor(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
): Promise<string[] | null | "forbidden"> {
  const actor = catalogueActor(user);
  if (!actor) return "forbidden";
  if (actor.kind === "admin") return null;
  if (subject !== "product") return "forbidden";
  return scopeBrandIds(db, actor);
}

export async function historyFor(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  before: number | null,
): Promise<ShownChange[] | "forbidden"> {
  const scope = await scopeFor(db, user, subject);
  if (scope === "forbidden") return scope;
  // Another shop's product is refused to a merchant, as its edit page is (an admin still reads
  // a deleted product's history).
  if (scope !== null && !(isUuid(subjectId) && (await productInScope(db, subjectId, scope))))
    return "forbidden";
  const changes = await historyOf(db, subject, subjectId, scope, before);
  return changes.map(shown);
}

/** Puts one change back; a merchant only their own products' changes. */
export async function putBack(
  db: Db,
  user: PublicUser,
  changeId: number,
): Promise<RevertOutcome | "forbidden"> {
  if (!catalogueActor(user)) return "forbidden";
  const of = await changeSubject(db, changeId);
  if (!of) return "missing";
  const scope = await scopeFor(db, user, of.subject);
  if (scope === "forbidden") return scope;
  return revertChange(db, changeId, scope);
}

/**
 * A recorded or previewed value as a line of text, in the page's language: yes/no, a dash for
 * none, numbers as the language writes them, an id by its name when `names` has it, long texts
 * cut. The history page and the bulk change's preview show values alike.
 */
export function shownValue(value: unknown, lang: Lang, names?: Map<string, string>): string {
  const t = serverMessages[lang].history;
  if (value === null || value === undefined || value === "") return t.none;
  if (typeof value === "boolean") return value ? t.yes : t.no;
  // A fraction in full kuruş, as prices are written (1.357,40, not 1.357,4).
  if (typeof value === "number")
    return value.toLocaleString(lang === "en" ? "en-US" : "tr-TR", {
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  if (typeof value === "string" && isUuid(value)) return names?.get(value) ?? value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
