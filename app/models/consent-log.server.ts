import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { consentRecords } from "../../db/schema";
import { rowsOf } from "./taxonomy.server";

export type ConsentRow = typeof consentRecords.$inferSelect;

export const IYS_STATES = ["pending", "reported", "failed"] as const;
export type IysState = (typeof IYS_STATES)[number];

export const isIysState = (value: unknown): value is IysState =>
  typeof value === "string" && (IYS_STATES as readonly string[]).includes(value);

export interface ConsentLogQuery {
  /** Part of an address, any case. */
  email: string | null;
  given: boolean | null;
  iys: IysState | null;
  /** The last row of the page before: the next page is older than it. */
  before: string | null;
  limit: number;
}

/**
 * One page of the consent log, newest first, along consent_records_created_idx: `limit` rows and
 * whether there are older ones. The page after a row starts below its (created_at, id).
 */
export async function listConsents(
  db: DbOrTx,
  query: ConsentLogQuery,
): Promise<{ rows: ConsentRow[]; more: boolean }> {
  const pattern = query.email
    ? `%${query.email
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const rows = await db
    .select()
    .from(consentRecords)
    .where(
      and(
        pattern ? sql`lower(${consentRecords.email}) like ${pattern}` : undefined,
        query.given === null ? undefined : eq(consentRecords.given, query.given),
        query.iys ? eq(consentRecords.iysState, query.iys) : undefined,
        query.before
          ? sql`(${consentRecords.createdAt}, ${consentRecords.id}) < (select c.created_at, c.id from consent_records c where c.id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}

/** The log's two figures: addresses that may be mailed now, and acts İYS has not taken yet. */
export async function consentCounts(db: DbOrTx): Promise<{ consenting: number; pending: number }> {
  const counted = await db.execute(sql`
    select count(*)::int as n from (
      select distinct on (lower(email)) given from consent_records
      where channel = 'email'
      order by lower(email), created_at desc, id desc
    ) newest where given`);
  const [consenting] = rowsOf<{ n: number }>(counted);
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consentRecords)
    .where(eq(consentRecords.iysState, "pending"));
  return { consenting: Number(consenting?.n ?? 0), pending: Number(pending?.n ?? 0) };
}
