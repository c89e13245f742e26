import type { DbOrTx } from "../../../db/client.server";
import {
  isMailKind,
  maskSecrets,
  mailState,
  type MailKind,
  type MailState,
} from "~/lib/mail-kinds";
import { isUuid } from "~/lib/uuid";
import { log } from "~/log/log.server";
import { getOrder } from "~/models/order.server";
import {
  getOutboxMail,
  listOutbox,
  outboxOfOrder,
  type OutboxMail,
  type OutboxQuery,
} from "~/models/outbox.server";
import type { PublicUser } from "~/models/user.server";
import { resendFailedMail } from "~/services/mail.server";

/**
 * The mail the shop wrote, for its admins (issue [18] points 6 and 8, decision 077): the outbox
 * page and /api/mail share these. What would let a reader act as the addressee (the mail's
 * secrets: a reset token, a guest's order key, a sign-up token) is masked while mail really goes
 * out (SMTP_URL set); a shop without a mail server (the demo) shows it, as the only place its
 * mails can be read.
 */
export interface MailView {
  id: string;
  to: string;
  subject: string;
  kind: MailKind;
  orderId: string | null;
  state: MailState;
  error: string | null;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  /** Whether its secrets are masked in what is shown. */
  masked: boolean;
  /** The language it is written in (its HTML says), for the page to mark it. */
  lang: "tr" | "en" | null;
}

export interface MailDetail extends MailView {
  text: string;
  html: string | null;
  attachments: string[];
}

export const MAIL_PAGE_SIZE = 30;

/** Mail really goes out: a reader of the outbox must not get the addressee's keys. */
export const secretsMasked = () => !!process.env.SMTP_URL;

const isAdmin = (user: PublicUser | null) => user?.role === "ROLE_ADMIN";

function viewOf(row: OutboxMail): MailView {
  const masked = secretsMasked() && row.secrets.length > 0;
  const hide = (text: string) => (masked ? maskSecrets(text, row.secrets) : text);
  return {
    id: row.id,
    to: row.to,
    subject: hide(row.subject),
    kind: isMailKind(row.kind) ? row.kind : "other",
    orderId: row.orderId,
    state: mailState(row),
    error: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    masked,
    lang:
      (/^<!doctype html><html lang="(tr|en)">/.exec(row.html ?? "")?.[1] as "tr" | "en") ?? null,
  };
}

function detailOf(row: OutboxMail): MailDetail {
  const view = viewOf(row);
  const hide = (text: string) => (view.masked ? maskSecrets(text, row.secrets) : text);
  return {
    ...view,
    text: hide(row.text),
    html: row.html === null ? null : hide(row.html),
    attachments: (row.attachments ?? []).map((a) => a.filename),
  };
}

export async function mailListFor(
  db: DbOrTx,
  user: PublicUser | null,
  query: Omit<OutboxQuery, "limit"> & { limit?: number },
): Promise<"forbidden" | { mails: MailView[]; more: boolean }> {
  if (!isAdmin(user)) return "forbidden";
  const before = query.before && isUuid(query.before) ? query.before : null;
  const page = await listOutbox(db, { ...query, before, limit: query.limit ?? MAIL_PAGE_SIZE });
  return { mails: page.rows.map(viewOf), more: page.more };
}

export async function mailFor(
  db: DbOrTx,
  user: PublicUser | null,
  id: string,
): Promise<"forbidden" | "missing" | MailDetail> {
  if (!isAdmin(user)) return "forbidden";
  const row = isUuid(id) ? await getOutboxMail(db, id) : null;
  return row ? detailOf(row) : "missing";
}

export type ResendOutcome = "forbidden" | "missing" | "notFailed" | "sent" | "failed";

/** An admin sends a failed mail again now: "sent", or "failed" with the row's new error. */
export async function resendMailAs(
  db: DbOrTx,
  user: PublicUser | null,
  id: string,
): Promise<ResendOutcome> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id) || !(await getOutboxMail(db, id))) return "missing";
  const outcome = await resendFailedMail(db, id);
  log.info({ mailId: id, by: user!.email, outcome }, "[mail] resent by hand");
  return outcome;
}

/** An order's mail log (admins): every mail about it, newest first. */
export async function orderMailsFor(
  db: DbOrTx,
  user: PublicUser | null,
  orderId: string,
): Promise<"forbidden" | "missing" | MailView[]> {
  if (!isAdmin(user)) return "forbidden";
  if (!(await getOrder(db, orderId))) return "missing";
  return (await outboxOfOrder(db, orderId)).map(viewOf);
}
