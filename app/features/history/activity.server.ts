import type { Db } from "../../../db/client.server";
import type { ActivityQuery } from "~/lib/activity-query";
import { ACTIVITY_PAGE } from "~/lib/activity-query";
import { catalogueActor } from "~/lib/catalogue-actor";
import type { Lang } from "~/lib/i18n";
import { recordPage } from "~/lib/record-pages";
import { scopeBrandIds } from "~/models/catalogue-scope.server";
import { subjectNames } from "~/models/record-names.server";
import {
  activityOf,
  activityWriters,
  type ActivityChange,
  type StaffChange,
} from "~/models/staff-change.server";
import type { PublicUser } from "~/models/user.server";
import { isSubject, shown, type ShownChange } from "./history.server";
import { readableChanges, type ReadableChange } from "./readable-history.server";

/**
 * The shop's activity (issue [16] point 3): every recorded staff change, one page at a time, for
 * /dashboard/activity and GET /api/history. An admin sees every change; a merchant only those of
 * their own brands' products, the scope in the query itself as on a single record's history.
 */

/** The brands a user's activity is narrowed to: null for an admin; refused to anyone else. */
async function activityScope(db: Db, user: PublicUser): Promise<string[] | null | "forbidden"> {
  const actor = catalogueActor(user);
  if (!actor) return "forbidden";
  return scopeBrandIds(db, actor);
}

/** A change of the activity as /api/history answers it: the stored values, and its record. */
export interface ShownActivityChange extends ShownChange {
  subject: string;
  subjectId: string;
}

export async function activityFor(
  db: Db,
  user: PublicUser,
  query: ActivityQuery,
): Promise<{ changes: ShownActivityChange[]; more: boolean } | "forbidden"> {
  const scope = await activityScope(db, user);
  if (scope === "forbidden") return scope;
  const page = await activityOf(db, query, scope, ACTIVITY_PAGE);
  return {
    changes: page.changes.map((c) => ({ ...shown(c), subject: c.subject, subjectId: c.subjectId })),
    more: page.more,
  };
}

/** A change as the activity page shows it: readable, with the record it was of. */
export interface ActivityEntry extends ReadableChange {
  subject: string;
  /** The record's name now, or as the change recorded it; null for the one settings or pop-up. */
  name: string | null;
  /** Its own history page, for the kinds of record that have one. */
  history: string | null;
  /** Its edit page (or the list it is on), while it is there. */
  page: string | null;
  /** The record is deleted since. */
  gone: boolean;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  more: boolean;
  /** Everyone whose changes the user may see, for the filter. */
  writers: string[];
  /** Whether the user sees more kinds of record than products (the admin). */
  everyKind: boolean;
}

export async function readableActivityFor(
  db: Db,
  user: PublicUser,
  query: ActivityQuery,
  lang: Lang,
): Promise<ActivityPage | "forbidden"> {
  const scope = await activityScope(db, user);
  if (scope === "forbidden") return scope;
  const [page, writers] = await Promise.all([
    activityOf(db, query, scope, ACTIVITY_PAGE),
    activityWriters(db, scope),
  ]);
  const [readable, names] = await Promise.all([
    readableChanges(db, page.changes, lang, (c) =>
      (c as ActivityChange).subject === "order" ? (c as ActivityChange).subjectId : null,
    ),
    subjectNames(db, page.changes, lang),
  ]);
  const entries = page.changes.map((c, i): ActivityEntry => {
    const now = names.get(`${c.subject}:${c.subjectId}`);
    // The one settings row and the pop-up have no name, and are never deleted.
    const single = c.subject === "settings" || c.subject === "popup";
    return {
      ...readable[i]!,
      subject: c.subject,
      name: now ?? (single ? null : recordedName(c, lang)),
      history: isSubject(c.subject) ? `/dashboard/history/${c.subject}/${c.subjectId}` : null,
      page: now !== undefined || single ? recordPage(c.subject, c.subjectId) : null,
      gone: now === undefined && !single,
    };
  });
  return { entries, more: page.more, writers, everyKind: scope === null };
}

/** A deleted record's name, as its change recorded the row (its own row's only). */
function recordedName(c: StaffChange & { subjectId: string }, lang: Lang): string | null {
  if (c.rowId !== c.subjectId) return null;
  const row = { ...c.after, ...c.before };
  for (const column of lang === "en" ? ["name_en", "title_en", "name", "title"] : ["name", "title"])
    if (typeof row[column] === "string" && row[column]) return row[column] as string;
  return null;
}
