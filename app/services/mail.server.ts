import nodemailer, { type Transporter } from "nodemailer";
import type { DbOrTx } from "../../db/client.server";
import { getDb } from "~/db.server";
import type { Lang } from "~/lib/i18n";
import { mayMail } from "~/models/consent.server";
import {
  abandonMail,
  claimMail,
  enqueueMail,
  markMailFailed,
  markMailSent,
  pendingMail,
  resetFailedMail,
  type OutboxMail,
} from "~/models/outbox.server";
import {
  accountClosedMail,
  passwordResetMail,
  welcomeMail,
  withSellerFoot,
  type MailContent,
} from "./mail-templates.server";
import { sellerIdentity, sellerLine } from "~/lib/seller";
import { serverMessages } from "~/locales/server";
import { log } from "~/log/log.server";
import { readSettings } from "~/models/settings.server";

/**
 * E-mail (DESIGN.md §6). Every message is first written to the mail_outbox table, then delivered
 * in the background: over SMTP when SMTP_URL is set, to the log otherwise. A failed delivery
 * stays in the outbox with its error for retryOutbox; the request that sent it never waits for
 * the mail server and never fails because of it.
 */
const DEFAULT_FROM_ADDRESS = "no-reply@localhost";

/** The outbox's note on a commercial mail its addressee refused before it went out. */
export const CONSENT_WITHDRAWN = "Not sent: the addressee no longer consents to commercial mail.";

/** The name mails are signed with: the shop's from Settings ("" when it has none yet). */
export async function shopName(db: DbOrTx): Promise<string> {
  try {
    return (await readSettings(db)).storeName.trim();
  } catch (error) {
    log.error({ err: error }, "[mail] could not read the shop's name");
    return "";
  }
}

/** Who sells, on one line in the mail's language; "" while Settings name nobody. */
export async function sellerFoot(db: DbOrTx, lang: Lang = "tr"): Promise<string> {
  const labels = serverMessages[lang].sellerLabels;
  return sellerLine(sellerIdentity(await readSettings(db)), labels);
}

/**
 * The From header: MAIL_FROM as it is when it names itself ("Shop <a@b>"), else its address (or
 * no-reply@localhost) under the shop's name.
 */
export function fromHeader(shop: string, configured = process.env.MAIL_FROM?.trim()) {
  if (configured && /<.+>/.test(configured)) return configured;
  const address = configured || DEFAULT_FROM_ADDRESS;
  return shop ? { name: shop, address } : address;
}

let transport: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transport === undefined) {
    const url = process.env.SMTP_URL;
    transport = url
      ? nodemailer.createTransport({
          url,
          // A mail server that hangs must not keep deliveries pending for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }
  return transport;
}

async function transmit(db: DbOrTx, mail: OutboxMail) {
  const from = fromHeader(await shopName(db));
  const via = smtp();
  if (!via) {
    log.info(
      { from, to: mail.to, subject: mail.subject, text: mail.text },
      "[mail] no SMTP_URL: logged, not sent",
    );
    return;
  }
  await via.sendMail({
    from,
    to: { name: "", address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
    // A commercial mail's List-Unsubscribe headers (queueMail keeps them in the outbox).
    headers: mail.headers ?? undefined,
  });
}

/** One attempt at one outbox row; never throws. True when it went out. */
async function attempt(db: DbOrTx, seen: OutboxMail): Promise<boolean> {
  try {
    const mail = await claimMail(db, seen);
    // Someone else (another process's retry) took it.
    if (!mail) return false;
    // A commercial mail goes only to an address that consents now: one that refused since the
    // mail was written (a retry, a resend by hand) is never sent it (issue [20] point 3).
    if (mail.kind === "newsletter" && !(await mayMail(db, mail.to))) {
      await abandonMail(db, mail.id, CONSENT_WITHDRAWN);
      log.info(`[mail] ${mail.id} not sent: ${mail.to} no longer consents`);
      return false;
    }
    try {
      await transmit(db, mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(`[mail] delivery to ${mail.to} failed (attempt ${mail.attempts}): ${message}`);
      await markMailFailed(db, mail.id, message);
      return false;
    }
    await markMailSent(db, mail.id);
    return true;
  } catch (error) {
    log.error({ err: error }, "[mail] outbox update failed");
    return false;
  }
}

/**
 * Writes the mail to the outbox in the caller's transaction, as part of what it decides (it
 * throws with it). `deliver`, called once that transaction has committed, starts the delivery:
 * it reads the row on another connection. Until then, or if the process dies, the retry has it.
 */
export async function queueMail(
  tx: DbOrTx,
  to: string,
  content: MailContent,
  /** The seller's line, when the caller read it once for many mails (a newsletter). */
  foot?: string,
): Promise<{ deliver: () => void; send: () => Promise<boolean> }> {
  const row = await enqueueMail(tx, {
    to,
    ...withSellerFoot(content, foot ?? (await sellerFoot(tx, content.lang))),
  });
  // `send` is `deliver` to wait for: many mails (a newsletter) go out one after another.
  const send = async () => attempt(await getDb(), row);
  return { deliver: () => void send(), send };
}

/**
 * Writes the mail to the outbox and starts its delivery without waiting for it. Call it after
 * the transaction that decided to send, if any. Never throws: a lost mail must not turn a done
 * deed (a new account) into an error page.
 */
async function sendMail(db: DbOrTx, to: string, content: MailContent): Promise<boolean> {
  try {
    (await queueMail(db, to, content)).deliver();
    return true;
  } catch (error) {
    log.error({ err: error, to }, "[mail] could not write the outbox");
    return false;
  }
}

/**
 * A person's resend of a failed mail: its attempts start over and it is sent now, on the caller's
 * time (the page says how it went). "notFailed" when it is not a failed mail any more.
 */
export async function resendFailedMail(
  db: DbOrTx,
  id: string,
): Promise<"sent" | "failed" | "notFailed"> {
  const row = await resetFailedMail(db, id);
  if (!row) return "notFailed";
  return (await attempt(db, row)) ? "sent" : "failed";
}

/**
 * Tries unsent mail again, one after another: at start-up every one, from the periodic job
 * (startMailRetries) those whose backoff has passed. Never throws.
 */
export async function retryOutbox(
  db: DbOrTx,
  options: { backoffMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let pending: OutboxMail[];
  try {
    pending = await pendingMail(db, options);
  } catch (error) {
    log.error({ err: error }, "[mail] could not read the outbox");
    return { sent, failed };
  }
  for (const mail of pending) {
    if (await attempt(db, mail)) sent++;
    else failed++;
  }
  if (sent || failed) log.info({ sent, failed }, "[mail] outbox retry");
  return { sent, failed };
}

/** How often the outbox is looked at; also the first step of each mail's backoff. */
const MAIL_RETRY_MS = Number(process.env.MAIL_RETRY_MS) || 60_000;

/**
 * The periodic retry: mail that failed (the mail server was down) goes out once the server is
 * back, without a restart. Runs never overlap in a process; across processes the claim in
 * claimMail lets only one send a mail. Returns the stop function.
 */
export function startMailRetries(db: DbOrTx, everyMs = MAIL_RETRY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void retryOutbox(db, { backoffMs: everyMs }).finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

interface Link {
  lang: Lang;
  /** The shop's address, from publicOrigin(request). */
  origin: string;
}

export async function sendPasswordReset(
  db: DbOrTx,
  input: Link & { email: string; name?: string | null; token: string },
) {
  const shop = await shopName(db);
  return sendMail(db, input.email, passwordResetMail(input.lang, { ...input, shop }));
}

export async function sendWelcome(
  db: DbOrTx,
  input: Link & { email: string; name?: string | null },
) {
  const shop = await shopName(db);
  return sendMail(db, input.email, welcomeMail(input.lang, { ...input, shop }));
}

/**
 * The last mail to a closed account, written in the closing's transaction to the address before
 * it goes: it commits with the erasure or not at all. `deliver` once committed.
 */
export async function queueAccountClosed(
  tx: DbOrTx,
  input: Link & { email: string; name?: string | null },
) {
  const shop = await shopName(tx);
  return queueMail(tx, input.email, accountClosedMail(input.lang, { ...input, shop }));
}
