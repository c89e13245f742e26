import type { Db } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import type { StaleNotice } from "~/lib/record-version";
import { historyMark, type HistorySubject } from "~/models/staff-change.server";
import type { PublicUser } from "~/models/user.server";
import { changesFor } from "./history.server";
import { readableHistoryFor } from "./readable-history.server";

/**
 * What a refused stale save tells its writer (issue [16] point 1): the record's changes since the
 * form was drawn (`seen`), each as who, when and which fields by their form's labels, read from
 * the history; and the version and mark the form is drawn with again, so that saving once more
 * puts what was typed over the new version. A change no staff member made (an order taking
 * stock, a payment) is not in the history: the list is then empty and the page says so.
 */
export async function staleNotice(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  current: { version: number; seen: number },
  lang: Lang,
): Promise<StaleNotice> {
  const changes = await readableHistoryFor(db, user, subject, subjectId, null, lang, current.seen);
  const shown = changes === "forbidden" ? [] : changes;
  return {
    version: current.version,
    seen: shown[0]?.id ?? current.seen,
    changes: shown.map((c) => ({
      who: c.writerEmail,
      when: c.atText,
      // "Fiyat (TL): 4.500,00 TL → 5.500,00 TL": what the writer's form showed, and what it is now.
      what:
        c.summary ??
        c.fields
          .map((f) => `${f.label}: ${f.before.text || "—"} → ${f.after.text || "—"}`)
          .join("; "),
    })),
  };
}

/** The version and history mark a staff form is drawn with. */
export async function formVersion(
  db: Db,
  subject: HistorySubject,
  subjectId: string,
  version: number,
) {
  return { version, seen: await historyMark(db, subject, subjectId) };
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Two values of one field alike: a number and its text, null and "", lists in any order. */
function alike(a: unknown, b: unknown): boolean {
  const plain = (v: unknown): unknown =>
    v === null || v === undefined || v === ""
      ? null
      : Array.isArray(v)
        ? JSON.stringify([...v].map(String).sort())
        : typeof v === "number" || (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v))
          ? Number(v)
          : typeof v === "object"
            ? JSON.stringify(v)
            : v;
  return plain(a) === plain(b);
}

/**
 * What a stale form is drawn again with (decision 067): what was typed, except the fields others
 * changed since the form was drawn and the writer left as they were (typed as the value before
 * the first of those changes): those take the record's value now, so that saving again keeps the
 * other person's change and applies this writer's own. A field both changed keeps what was typed
 * (the notice names it). Values in the model's names (a column's camelCase); changes the history
 * does not hold (an order taking stock) cannot be told apart and keep what was typed.
 */
export async function rebased<T extends object>(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  table: string,
  seen: number,
  typed: T,
  now: object,
): Promise<T> {
  const changes = await changesFor(db, user, subject, subjectId, null, seen);
  if (changes === "forbidden") return typed;
  const own = typed as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...own };
  // Oldest first: the first change of a field after the form was drawn holds what the form showed.
  const shown = new Set<string>();
  for (const change of [...changes].reverse()) {
    if (change.tableName !== table || !change.before) continue;
    for (const [column, before] of Object.entries(change.before)) {
      const key = camel(column);
      if (shown.has(key) || !(key in typed)) continue;
      shown.add(key);
      if (alike(own[key], before)) merged[key] = (now as Record<string, unknown>)[key];
    }
  }
  return merged as T;
}
