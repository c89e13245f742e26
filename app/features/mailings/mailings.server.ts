import { createHash, randomUUID } from "node:crypto";
import type { DbOrTx } from "../../../db/client.server";
import {
  listUnsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from "~/features/consent/unsubscribe-link.server";
import type { Lang } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { log } from "~/log/log.server";
import { consentCounts } from "~/models/consent-log.server";
import { consentingAddresses } from "~/models/consent.server";
import {
  getMailing,
  insertMailing,
  listMailings,
  setMailingRecipients,
  type MailingListRow,
} from "~/models/mailing.server";
import type { PublicUser } from "~/models/user.server";
import { newsletterMail } from "~/services/mail-templates.server";
import { queueMail, sellerFoot, shopName } from "~/services/mail.server";

/**
 * Newsletters and campaign mails (issue [20] point 3): the admin's page and /api/mailings share
 * these. A mailing goes to the addresses whose newest act is a consent, read in the
 * transaction that writes it, so a refusal recorded a moment before is honoured; each mail in
 * its address's language with its own signed unsubscribe link and List-Unsubscribe headers.
 */
export interface MailingInput {
  subject: string;
  body: string;
  subjectEn: string;
  bodyEn: string;
}

export type MailingField = keyof MailingInput;
export type MailingProblem = "required" | "tooLong" | "enPair";

export const MAILING_MAX = { subject: 200, body: 20_000 } as const;
export const MAILINGS_PAGE_SIZE = 30;

const isAdmin = (user: PublicUser | null) => user?.role === "ROLE_ADMIN";

/** The input as typed, trimmed: the subject and text, and their English if any. */
export function mailingInput(raw: Partial<Record<MailingField, unknown>>): MailingInput {
  const text = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : "");
  return {
    subject: text(raw.subject).replace(/\s+/g, " "),
    body: text(raw.body),
    subjectEn: text(raw.subjectEn).replace(/\s+/g, " "),
    bodyEn: text(raw.bodyEn),
  };
}

/** What is wrong with each field, in the order the form shows them; empty when it may go. */
export function mailingProblems(
  input: MailingInput,
): Partial<Record<MailingField, MailingProblem>> {
  const problems: Partial<Record<MailingField, MailingProblem>> = {};
  const check = (field: MailingField, max: number, required: boolean) => {
    const value = input[field];
    if (required && !value) problems[field] = "required";
    else if (value.length > max) problems[field] = "tooLong";
  };
  check("subject", MAILING_MAX.subject, true);
  check("body", MAILING_MAX.body, true);
  check("subjectEn", MAILING_MAX.subject, false);
  check("bodyEn", MAILING_MAX.body, false);
  // One English without the other would mail an English subject over a Turkish text.
  if (!problems.subjectEn && !problems.bodyEn && !input.subjectEn !== !input.bodyEn)
    problems[input.subjectEn ? "bodyEn" : "subjectEn"] = "enPair";
  return problems;
}

/** What an address in `lang` is sent: the English when there is one, else the Turkish. */
export function mailingIn(input: MailingInput, lang: Lang) {
  return lang === "en" && input.subjectEn && input.bodyEn
    ? { subject: input.subjectEn, body: input.bodyEn }
    : { subject: input.subject, body: input.body };
}

/**
 * The mailing's id for a sender's key (the form's one-time key, an API client's `key`): a key
 * that is a UUID is the id, any other is hashed into one. The same key twice is the same row,
 * so the second post sends nothing.
 */
export function mailingIdOf(key: string | null | undefined): string {
  if (!key) return randomUUID();
  if (isUuid(key)) return key.toLowerCase();
  const hex = createHash("sha256").update(`mailing:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How many addresses a mailing sent now would go to. */
export async function mailingAudienceFor(
  db: DbOrTx,
  user: PublicUser,
): Promise<"forbidden" | { consenting: number }> {
  if (!isAdmin(user)) return "forbidden";
  return { consenting: (await consentCounts(db)).consenting };
}

export type SendOutcome =
  | "forbidden"
  | { problems: Partial<Record<MailingField, MailingProblem>> }
  | { id: string; recipients: number; repeated: boolean };

/**
 * Sends a mailing: writes its row and one outbox mail per consenting address in one
 * transaction, then delivers them one after another in the background. A key already used
 * (the same form posted twice) sends nothing and answers the first sending's figures.
 */
export async function sendMailingAs(
  db: DbOrTx,
  user: PublicUser,
  raw: Partial<Record<MailingField, unknown>>,
  options: { origin: string; key?: string | null },
): Promise<SendOutcome> {
  if (!isAdmin(user)) return "forbidden";
  const input = mailingInput(raw);
  const problems = mailingProblems(input);
  if (Object.keys(problems).length) return { problems };
  const id = mailingIdOf(options.key);
  const shop = await shopName(db);
  const result = await db.transaction(async (tx) => {
    const row = await insertMailing(tx, { id, ...input, sentBy: user.id });
    if (!row) {
      const first = await getMailing(tx, id);
      return { recipients: first?.recipients ?? 0, repeated: true, queued: [] };
    }
    const queued: { send: () => Promise<boolean> }[] = [];
    // The seller's line once per language, not once per address.
    const feet = { tr: await sellerFoot(tx, "tr"), en: await sellerFoot(tx, "en") };
    for (const to of await consentingAddresses(tx)) {
      const url = unsubscribeUrl(options.origin, to.lang, to.email);
      const mail = newsletterMail(to.lang, {
        ...mailingIn(input, to.lang),
        shop,
        unsubscribe: {
          url,
          token: unsubscribeToken(to.email),
          headers: listUnsubscribeHeaders(url),
        },
      });
      queued.push(await queueMail(tx, to.email, mail, feet[to.lang]));
    }
    await setMailingRecipients(tx, id, queued.length);
    return { recipients: queued.length, repeated: false, queued };
  });
  // After the commit, one at a time: a large list does not open a connection per address.
  void (async () => {
    for (const mail of result.queued) await mail.send();
  })().catch((error: unknown) => log.error({ err: error }, "[mailing] delivery stopped"));
  return { id, recipients: result.recipients, repeated: result.repeated };
}

/** Past mailings, newest first, 30 at a time. */
export async function mailingsFor(
  db: DbOrTx,
  user: PublicUser,
  query: { before: string | null },
): Promise<"forbidden" | { rows: MailingListRow[]; more: boolean }> {
  if (!isAdmin(user)) return "forbidden";
  const before = query.before && isUuid(query.before) ? query.before : null;
  return listMailings(db, { before, limit: MAILINGS_PAGE_SIZE });
}
