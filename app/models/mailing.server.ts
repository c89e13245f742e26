import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.server";
import { mailings, users } from "../../db/schema";

export type MailingRow = typeof mailings.$inferSelect;

export interface MailingListRow {
  id: string;
  subject: string;
  subjectEn: string;
  recipients: number;
  /** Who sent it (their address), null once their account is gone. */
  sentBy: string | null;
  createdAt: Date;
}

/**
 * Writes the mailing under `id` unless a mailing has it already (the same form posted twice):
 * the row written, or null when it was there.
 */
export async function insertMailing(
  db: DbOrTx,
  row: {
    id: string;
    subject: string;
    subjectEn: string;
    body: string;
    bodyEn: string;
    sentBy: string;
  },
): Promise<MailingRow | null> {
  const [written] = await db.insert(mailings).values(row).onConflictDoNothing().returning();
  return written ?? null;
}

export async function getMailing(db: DbOrTx, id: string): Promise<MailingRow | null> {
  const [row] = await db.select().from(mailings).where(eq(mailings.id, id));
  return row ?? null;
}

export async function setMailingRecipients(db: DbOrTx, id: string, recipients: number) {
  await db.update(mailings).set({ recipients }).where(eq(mailings.id, id));
}

/** One page of past mailings, newest first: `limit` rows and whether there are older ones. */
export async function listMailings(
  db: DbOrTx,
  query: { before: string | null; limit: number },
): Promise<{ rows: MailingListRow[]; more: boolean }> {
  const sender = alias(users, "sender");
  const rows = await db
    .select({
      id: mailings.id,
      subject: mailings.subject,
      subjectEn: mailings.subjectEn,
      recipients: mailings.recipients,
      sentBy: sender.email,
      createdAt: mailings.createdAt,
    })
    .from(mailings)
    .leftJoin(sender, eq(sender.id, mailings.sentBy))
    .where(
      query.before
        ? sql`(${mailings.createdAt}, ${mailings.id}) < (select m.created_at, m.id from mailings m where m.id = ${query.before})`
        : undefined,
    )
    .orderBy(desc(mailings.createdAt), desc(mailings.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}
