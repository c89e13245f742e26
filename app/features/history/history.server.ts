import type { Db } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { dateTimeText } from "~/lib/order-date";
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
export const UNSHOWN = new Set(["search_text", "staff_search_text", "sku_number"]);

export interface ShownChange extends Omit<StaffChange, "before" | "after" | "rowId"> {
  fields: { name: string; before: unknown; after: unknown }[];
  revertible: boolean;
}

/** Whether the page offers to put a change back: an update not put back yet, of such a table. */
export const isRevertible = (change: StaffChange) =>
  change.action === "update" &&
  change.revertedBy === null &&
  REVERTIBLE_TABLES.has(change.tableName);

/** A change as /api/history answers it: its recorded columns as they are stored. */
export function shown(change: StaffChange): ShownChange {
  const { before, after, rowId, ...rest } = change;
  void rowId; // the API's answer predates it, and a program has the subject's id already
  const names = Object.keys(after ?? before ?? {}).filter((k) => !UNSHOWN.has(k));
  return {
    ...rest,
    fields: names.map((name) => ({ name, before: before?.[name], after: after?.[name] })),
    revertible: isRevertible(change),
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

/** A subject's recorded changes as stored, within the user's scope. */
export async function changesFor(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  before: number | null,
  since: number | null = null,
): Promise<StaffChange[] | "forbidden"> {
  const scope = await scopeFor(db, user, subject);
  if (scope === "forbidden") return scope;
  // Another shop's product is refused to a merchant, as its edit page is (an admin still reads
  // a deleted product's history).
  if (scope !== null && !(isUuid(subjectId) && (await productInScope(db, subjectId, scope))))
    return "forbidden";
  return historyOf(db, subject, subjectId, scope, before, since);
}

export async function historyFor(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  before: number | null,
): Promise<ShownChange[] | "forbidden"> {
  const changes = await changesFor(db, user, subject, subjectId, before);
  return changes === "forbidden" ? changes : changes.map(shown);
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

/** A timestamp as the database writes one into JSON (2026-12-06T06:34:00.123+00:00). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A recorded or previewed value as a line of text, in the page's language: yes/no, a dash for
 * none, numbers as the language writes them, a moment as the history's dates, an id by its name
 * when `names` has it, lists and records as their values (never JSON), long texts cut. The
 * history page and the bulk change's preview show values alike.
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
  if (typeof value === "string" && ISO_MOMENT.test(value)) return dateTimeText(value, lang);
  const text =
    typeof value === "string"
      ? value
      : leaves(value)
          .map((v) => shownValue(v, lang, names))
          .join(" · ") || t.none;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** The values inside a list or a record (settings' paragraphs, bank accounts), in order. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return value === null || value === "" ? [] : [value];
}
