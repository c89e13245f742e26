import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { consentRecords } from "../../db/schema";
import { CURRENT_CONSENT_TEXT, consentAddress, type ConsentTextVersion } from "~/lib/consent";
import type { Lang } from "~/lib/i18n";

export interface ConsentAct {
  email: string;
  given: boolean;
  /** A page path ('/newsletter') or one of CONSENT_SOURCES. */
  source: string;
  lang: Lang;
  userId?: string | null;
  textVersion?: ConsentTextVersion;
}

export interface ConsentState {
  given: boolean;
  source: string;
  textVersion: string;
  lang: Lang;
  at: Date;
}

/** The newest act for an address, or null when it never gave nor refused consent. */
export async function consentState(db: DbOrTx, email: string): Promise<ConsentState | null> {
  const [row] = await db
    .select({
      given: consentRecords.given,
      source: consentRecords.source,
      textVersion: consentRecords.textVersion,
      lang: consentRecords.lang,
      at: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(sql`lower(${consentRecords.email})`, consentAddress(email)))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row ? { ...row, lang: row.lang === "en" ? "en" : "tr" } : null;
}

/**
 * Records a consent given or refused, unless it repeats the address's newest act (same answer,
 * same text): the log is evidence of each decision, not of each click. Serialised per address
 * (an advisory lock) so that two clicks at once write one row. True when a row was written.
 */
export async function recordConsent(db: DbOrTx, act: ConsentAct): Promise<boolean> {
  const address = consentAddress(act.email);
  const textVersion = act.textVersion ?? CURRENT_CONSENT_TEXT;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent:${address}`}))`);
    const now = await consentState(tx, address);
    if (now && now.given === act.given && (!act.given || now.textVersion === textVersion))
      return false;
    await tx.insert(consentRecords).values({
      email: address,
      given: act.given,
      source: act.source,
      lang: act.lang,
      userId: act.userId ?? null,
      textVersion,
    });
    return true;
  });
}

/**
 * The addresses a commercial mail may go to now: those whose newest act is a consent, with the
 * language they gave it in. Read in the query, so a refusal recorded a moment ago is honoured.
 */
export async function consentingAddresses(db: DbOrTx): Promise<{ email: string; lang: Lang }[]> {
  const rows = await db
    .selectDistinctOn([sql`lower(${consentRecords.email})`], {
      email: consentRecords.email,
      lang: consentRecords.lang,
      given: consentRecords.given,
    })
    .from(consentRecords)
    .where(eq(consentRecords.channel, "email"))
    .orderBy(
      sql`lower(${consentRecords.email})`,
      desc(consentRecords.createdAt),
      desc(consentRecords.id),
    );
  return rows
    .filter((row) => row.given)
    .map((row) => ({ email: row.email, lang: row.lang === "en" ? "en" : "tr" }));
}

/** True when a commercial mail may go to this address now (its newest act is a consent). */
export async function mayMail(db: DbOrTx, email: string): Promise<boolean> {
  return (await consentState(db, email))?.given === true;
}

/** Every act of one address, newest first: the admin's view of an address, the K.V.K.K. export. */
export async function consentHistory(db: DbOrTx, email: string) {
  return db
    .select()
    .from(consentRecords)
    .where(and(eq(sql`lower(${consentRecords.email})`, consentAddress(email))))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
}
