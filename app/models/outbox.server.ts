import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { mailOutbox } from "../../db/schema";

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** A mail that failed this many times is left for a person to look at. */
const MAX_ATTEMPTS = 10;
/** Older unsent mail is stale (a reset link has long expired): no more retries. */
const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;

export async function enqueueMail(
  db: DbOrTx,
  mail: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    attachments?: { filename: string; contentType: string; content: string }[];
    kind?: string;
    orderId?: string | null;
    secrets?: string[];
    headers?: Record<string, string> | null;
  },
): Promise<OutboxMail> {
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row!;
}

/**
 * How long a claimed mail is left to the process that claimed it. Longer than one delivery can
 * take (mail.server.ts: 10 s to connect, 10 s for the greeting, 30 s of silence); a process that
 * died mid-delivery leaves its mail to the others after this.
 */
export const CLAIM_HOLD_MS = 2 * 60 * 1000;

/**
 * Takes a mail for one delivery attempt: counts the attempt and marks it claimed, but only if
 * nobody else counted it since `seen` was read. Two processes retrying the outbox at once never
 * send the same mail twice, and a process starting up (its first retry has no backoff) leaves
 * alone a mail another process is delivering right now.
 */
export async function claimMail(db: DbOrTx, seen: OutboxMail): Promise<OutboxMail | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: seen.attempts + 1, claimedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, seen.id),
        eq(mailOutbox.attempts, seen.attempts),
        isNull(mailOutbox.sentAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markMailSent(db: DbOrTx, id: string) {
  await db
    .update(mailOutbox)
    .set({ sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: DbOrTx, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 1000), claimedAt: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A mail that must not go out any more (a newsletter whose addressee refused since it was
 * written): left unsent with why, and no retry will take it.
 */
export async function abandonMail(db: DbOrTx, id: string, reason: string) {
  await db
    .update(mailOutbox)
    .set({ lastError: reason, claimedAt: null, attempts: MAX_ATTEMPTS })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/**
 * Unsent mail still worth another attempt, oldest first. With `backoffMs`, only mail whose turn
 * has come: after n attempts the next is due backoffMs × (2^n − 1) after the mail was written
 * (1, 3, 7, 15 ... periods), so a mail server that stays down is not asked ever more often. A
 * mail another process is delivering right now (claimed, see claimMail) is never due.
 */
export async function pendingMail(
  db: DbOrTx,
  { limit = 50, backoffMs }: { limit?: number; backoffMs?: number } = {},
): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        gt(mailOutbox.createdAt, new Date(Date.now() - RETRY_FOR_MS)),
        sql`(${mailOutbox.claimedAt} is null or ${mailOutbox.claimedAt} < now() - make_interval(secs => ${CLAIM_HOLD_MS / 1000}::float8))`,
        backoffMs === undefined
          ? undefined
          : sql`${mailOutbox.createdAt} <= now() - make_interval(secs => ${backoffMs / 1000}::float8 * (power(2, ${mailOutbox.attempts}) - 1))`,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
}

// ---------------------------------------------------------------- the outbox page (decision 077)

export interface OutboxQuery {
  /** sent, waiting (not sent, no error yet) or failed (not sent, with its error). */
  state: "sent" | "waiting" | "failed" | null;
  kind: string | null;
  /** The last row of the page before: the next page is older than it. */
  before: string | null;
  limit: number;
}

const stateWhere = (state: OutboxQuery["state"]) =>
  state === "sent"
    ? sql`${mailOutbox.sentAt} is not null`
    : state === "waiting"
      ? and(isNull(mailOutbox.sentAt), isNull(mailOutbox.lastError))
      : state === "failed"
        ? and(isNull(mailOutbox.sentAt), sql`${mailOutbox.lastError} is not null`)
        : undefined;

/**
 * One page of the outbox, newest first, along mail_outbox_created_idx: `limit` rows and whether
 * there are older ones. The page after a row starts below its (created_at, id).
 */
export async function listOutbox(
  db: DbOrTx,
  query: OutboxQuery,
): Promise<{ rows: OutboxMail[]; more: boolean }> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        stateWhere(query.state),
        query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
        query.before
          ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (select o.created_at, o.id from mail_outbox o where o.id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}

export async function getOutboxMail(db: DbOrTx, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** An order's mail log, newest first (mail_outbox_order_idx). */
export async function outboxOfOrder(db: DbOrTx, orderId: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/**
 * A failed mail made new for a person's resend: no attempts, no error, so the outbox sends it
 * at once and its retries start over. Null when it is not a failed mail (sent since, or never
 * tried yet).
 */
export async function resetFailedMail(db: DbOrTx, id: string): Promise<OutboxMail | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: 0, lastError: null, claimedAt: null })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        sql`${mailOutbox.lastError} is not null`,
      ),
    )
    .returning();
  return row ?? null;
}
