import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { consentRecords } from "../../db/schema";

/**
 * The İYS reporting columns of the consent log (issue [20] point 3). Rows are added by the
 * consent capture; only these functions change them, and only their iys_* columns.
 */
export type ConsentRecord = typeof consentRecords.$inferSelect;

/**
 * How long a claimed row is left to the process that claimed it: longer than one report can
 * take (a token call and two consent calls, IYS_TIMEOUT_MS each), so that a process which died
 * mid-call leaves its row to the others after this.
 */
export const IYS_CLAIM_HOLD_MS = 2 * 60 * 1000;

const claimable = (holdMs: number) =>
  sql`(${consentRecords.iysClaimedAt} is null or ${consentRecords.iysClaimedAt} < now() - make_interval(secs => ${holdMs / 1000}::float8))`;

/**
 * Takes the oldest pending e-mail consent that is free to report, for one attempt: counts the
 * attempt and marks it claimed. Free: no process holds it (or its hold ran out), and no older
 * row of the same address is still pending, so that one address's consents reach İYS in the
 * order they were given (İYS refuses a refusal before the consent it withdraws, and a date not
 * after the one it has). Rows another process is claiming right now are skipped, not waited
 * for; the claim's own conditions are checked again on the row it locks, so two processes
 * never take one row.
 */
export async function claimNextConsent(
  db: DbOrTx,
  holdMs = IYS_CLAIM_HOLD_MS,
): Promise<ConsentRecord | null> {
  const [row] = await db
    .update(consentRecords)
    .set({ iysClaimedAt: sql`now()`, iysAttempts: sql`${consentRecords.iysAttempts} + 1` })
    .where(
      and(
        sql`${consentRecords.id} = (
          select c.id from consent_records c
          where c.iys_state = 'pending' and c.channel = 'email'
            and (c.iys_claimed_at is null
              or c.iys_claimed_at < now() - make_interval(secs => ${holdMs / 1000}::float8))
            and not exists (
              select 1 from consent_records o
              where o.iys_state = 'pending' and o.channel = c.channel
                and lower(o.email) = lower(c.email)
                and (o.created_at, o.id) < (c.created_at, c.id))
          order by c.created_at, c.id
          limit 1
          for update of c skip locked)`,
        eq(consentRecords.iysState, "pending"),
        claimable(holdMs),
      ),
    )
    .returning();
  return row ?? null;
}

/** İYS took it: its transaction id and the moment, the claim and any earlier error gone. */
export async function markConsentReported(db: DbOrTx, id: string, transactionId: string) {
  await db
    .update(consentRecords)
    .set({
      iysState: "reported",
      iysTransactionId: transactionId,
      iysReportedAt: sql`now()`,
      iysLastError: null,
      iysClaimedAt: null,
    })
    .where(and(eq(consentRecords.id, id), eq(consentRecords.iysState, "pending")));
}

/** İYS refused it for good: 'failed', with İYS's words; never sent again. */
export async function markConsentRefused(db: DbOrTx, id: string, error: string) {
  await db
    .update(consentRecords)
    .set({ iysState: "failed", iysLastError: error.slice(0, 1000), iysClaimedAt: null })
    .where(and(eq(consentRecords.id, id), eq(consentRecords.iysState, "pending")));
}

/** The attempt did not reach İYS (down, slow): still pending, the error kept, free for the next run. */
export async function releaseConsent(db: DbOrTx, id: string, error: string) {
  await db
    .update(consentRecords)
    .set({ iysLastError: error.slice(0, 1000), iysClaimedAt: null })
    .where(and(eq(consentRecords.id, id), eq(consentRecords.iysState, "pending")));
}

export interface IysReportCounts {
  pending: number;
  reported: number;
  failed: number;
  /** When the oldest pending row was given: its deadline is the nearest (iysDue in app/lib). */
  oldestPendingAt: Date | null;
}

/** How the reporting stands, for a back-office page or the log. */
export async function iysReportCounts(db: DbOrTx): Promise<IysReportCounts> {
  const rows = await db
    .select({
      state: consentRecords.iysState,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${consentRecords.createdAt})`,
    })
    .from(consentRecords)
    .groupBy(consentRecords.iysState)
    .orderBy(asc(consentRecords.iysState));
  const of = (state: string) => rows.find((r) => r.state === state);
  const oldest = of("pending")?.oldest;
  return {
    pending: Number(of("pending")?.count ?? 0),
    reported: Number(of("reported")?.count ?? 0),
    failed: Number(of("failed")?.count ?? 0),
    oldestPendingAt: oldest ? new Date(oldest) : null,
  };
}
