import { and, asc, desc, eq, gt, gte, inArray, lt, lte, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { staffChanges } from "../../db/schema";
import type { ActivityQuery } from "~/lib/activity-query";
import { endOfShopDay, startOfShopDay } from "~/schemas/coupon";
import { rowsOf } from "./taxonomy.server";

/**
 * The history of staff changes (issue [10] point 2; docs/decisions/036): rows written by the
 * recorded tables' trigger (migrations/0018), read here, put back by the database's own
 * `revert_staff_change`, which refuses when anything it wrote has changed since.
 */

export interface StaffChange {
  id: number;
  at: Date;
  writerEmail: string;
  tableName: string;
  /** The changed row's id (a link table's: its product's). */
  rowId: string;
  action: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  batchId: string | null;
  reverts: number | null;
  /** The change that put this one back, if one did. */
  revertedBy: number | null;
}

/** What a history is shown for. */
export type HistorySubject =
  | "product"
  | "order"
  | "settings"
  | "coupon"
  | "brand"
  | "category"
  | "type"
  | "stone"
  | "ingredient"
  | "symbol"
  | "blog"
  | "slider"
  | "popup"
  | "user";

/** Changes that can be put back: updates of these tables (revert_staff_change says the same). */
export const REVERTIBLE_TABLES = new Set([
  "products",
  "categories",
  "types",
  "stones",
  "ingredients",
  "symbols",
  "brands",
  "coupons",
  "settings",
  "popups",
  "blogs",
  "sliders",
]);

export const HISTORY_PAGE = 50;

/** A change's columns as the pages read them, with the change that put it back. */
function changeColumns() {
  // Written out: inside the subquery the outer row must be named by its table.
  const reverter = sql<
    number | null
  >`(select r.id from staff_changes r where r.reverts = staff_changes.id limit 1)`;
  return {
    id: staffChanges.id,
    at: staffChanges.at,
    writerEmail: staffChanges.writerEmail,
    tableName: staffChanges.tableName,
    rowId: staffChanges.rowId,
    action: staffChanges.action,
    before: staffChanges.before,
    after: staffChanges.after,
    batchId: staffChanges.batchId,
    reverts: staffChanges.reverts,
    revertedBy: reverter.mapWith(Number),
  };
}

/** A merchant's brands as a condition on the changes (null: everything, the admin). */
const inBrands = (brandIds: string[] | null) =>
  brandIds === null
    ? undefined
    : brandIds.length
      ? inArray(staffChanges.brandId, brandIds)
      : sql`false`;

/**
 * The newest changes of one subject, before the change `before` (paging) or after the change
 * `since` (what changed since a form was drawn), within a merchant's brands when `brandIds` is
 * given (null: everything, the admin).
 */
export async function historyOf(
  db: DbOrTx,
  subject: HistorySubject,
  subjectId: string,
  brandIds: string[] | null,
  before: number | null = null,
  since: number | null = null,
): Promise<StaffChange[]> {
  return db
    .select(changeColumns())
    .from(staffChanges)
    .where(
      and(
        eq(staffChanges.subject, subject),
        eq(staffChanges.subjectId, subjectId),
        inBrands(brandIds),
        before === null ? undefined : lt(staffChanges.id, before),
        since === null ? undefined : gt(staffChanges.id, since),
      ),
    )
    .orderBy(desc(staffChanges.id))
    .limit(HISTORY_PAGE);
}

/**
 * The newest change recorded of a subject, or of the whole shop without one (0: none): a form
 * carries it beside the record's version, so that a save refused as stale can say what changed
 * since (historyOf's `since`). A list of records' forms shares the shop's.
 */
export async function historyMark(
  db: DbOrTx,
  subject?: HistorySubject,
  subjectId?: string,
): Promise<number> {
  const [row] = await db
    .select({ id: max(staffChanges.id) })
    .from(staffChanges)
    .where(
      subject
        ? and(eq(staffChanges.subject, subject), eq(staffChanges.subjectId, subjectId ?? ""))
        : undefined,
    );
  return Number(row?.id ?? 0);
}

/** A change in the shop's activity: which record it was of, beside what it changed. */
export interface ActivityChange extends StaffChange {
  subject: string;
  subjectId: string;
}

/**
 * One page of the shop's changes, newest first, by the filters of an activity query, within a
 * merchant's brands when `brandIds` is given (null: everything, the admin). `more` says whether
 * another page lies beyond it in the direction it was read (older for `before` or none, newer
 * for `after`).
 */
export async function activityOf(
  db: DbOrTx,
  query: ActivityQuery,
  brandIds: string[] | null,
  size: number,
): Promise<{ changes: ActivityChange[]; more: boolean }> {
  const newer = query.after !== null;
  const rows = await db
    .select({
      ...changeColumns(),
      subject: staffChanges.subject,
      subjectId: staffChanges.subjectId,
    })
    .from(staffChanges)
    .where(
      and(
        inBrands(brandIds),
        query.who === null ? undefined : eq(staffChanges.writerEmail, query.who),
        query.kind === null ? undefined : eq(staffChanges.subject, query.kind),
        query.from === null ? undefined : gte(staffChanges.at, startOfShopDay(query.from)),
        query.to === null ? undefined : lte(staffChanges.at, endOfShopDay(query.to)),
        query.before === null ? undefined : lt(staffChanges.id, query.before),
        query.after === null ? undefined : gt(staffChanges.id, query.after),
      ),
    )
    // A page newer than `after` is read upwards from it, then turned newest first.
    .orderBy(newer ? asc(staffChanges.id) : desc(staffChanges.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return { changes: newer ? page.reverse() : page, more: rows.length > size };
}

/** Who has made the changes a user may see, for the activity's filter. */
export async function activityWriters(db: DbOrTx, brandIds: string[] | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: staffChanges.writerEmail })
    .from(staffChanges)
    .where(inBrands(brandIds))
    .orderBy(staffChanges.writerEmail);
  return rows.map((r) => r.email);
}

export type RevertOutcome = "reverted" | "changed" | "missing" | "refused";

/**
 * Puts one change back, as the staff member the request names (its own change is recorded
 * too, as reverting this one). `brandIds` as for historyOf.
 */
export async function revertChange(
  db: DbOrTx,
  changeId: number,
  brandIds: string[] | null,
): Promise<RevertOutcome> {
  const brands = brandIds === null ? sql`null` : sql`${`{${brandIds.join(",")}}`}::uuid[]`;
  const [row] = rowsOf<{ outcome: RevertOutcome }>(
    await db.execute(sql`select revert_staff_change(${changeId}::bigint, ${brands}) as outcome`),
  );
  return row!.outcome;
}

/** The subject and id of one change, within the scope (for the page it is reverted from). */
export async function changeSubject(
  db: DbOrTx,
  changeId: number,
): Promise<{ subject: HistorySubject; subjectId: string } | null> {
  const [row] = await db
    .select({ subject: staffChanges.subject, subjectId: staffChanges.subjectId })
    .from(staffChanges)
    .where(eq(staffChanges.id, changeId));
  return row ? { subject: row.subject as HistorySubject, subjectId: row.subjectId } : null;
}

/** What a history shows of a product's picture (an update records only what changed of it). */
export interface PictureRow {
  url: string;
  alt: string | null;
  alt_en: string | null;
  is_cover: boolean;
  position: number;
}

/**
 * Pictures as they are now, or as they were when they were removed: the address and alt text a
 * history's change of a picture leaves out.
 */
export async function picturesAsRecorded(
  db: DbOrTx,
  rowIds: string[],
): Promise<Map<string, PictureRow>> {
  const found = new Map<string, PictureRow>();
  if (!rowIds.length) return found;
  const list = sql`${`{${[...new Set(rowIds)].join(",")}}`}::text[]`;
  const [now, removed] = await Promise.all([
    db.execute(sql`select id::text as id, url, alt, alt_en, is_cover, position
                     from product_images where id::text = any(${list})`),
    db.execute(sql`select row_id as id, before as row from staff_changes
                    where table_name = 'product_images' and action = 'delete'
                      and row_id = any(${list})`),
  ]);
  for (const r of rowsOf<{ id: string; row: PictureRow }>(removed)) found.set(r.id, r.row);
  for (const r of rowsOf<PictureRow & { id: string }>(now)) found.set(r.id, r);
  return found;
}

/** The currency each order's amounts are in, by id (an order no longer there is left out). */
export async function orderCurrencies(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!orderIds.length) return found;
  const list = sql`${`{${[...new Set(orderIds)].join(",")}}`}::text[]`;
  const rows = rowsOf<{ id: string; currency: string }>(
    await db.execute(
      sql`select id::text as id, currency from orders where id::text = any(${list})`,
    ),
  );
  for (const r of rows) found.set(r.id, r.currency);
  return found;
}
