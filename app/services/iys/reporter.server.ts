import type { DbOrTx } from "../../../db/client.server";
import {
  claimNextConsent,
  markConsentRefused,
  markConsentReported,
  releaseConsent,
  type ConsentRecord,
} from "~/models/consent-iys.server";
import { log } from "~/log/log.server";
import {
  IysError,
  iysDateText,
  type IysClient,
  type IysConsent,
  type IysSource,
} from "./client.server";

/**
 * Reports the consent log to İYS (issue [20] point 3): every consent given or refused on the
 * site, within the three business days İYS allows (app/lib/business-days.ts), one call each,
 * oldest first. Whatever İYS answers, mail already follows the log: a refusal stops the shop's
 * mail to that address at once, reported or not.
 */

/** The shop's source of a consent (a page's path, 'list-unsubscribe', 'account-closed') in İYS's words. */
export function consentSource(source: string): IysSource {
  // The one-click unsubscribe of a mail client (RFC 8058) is refused through the e-mail itself.
  if (source === "list-unsubscribe") return "HS_EPOSTA";
  // Closing an account: the shop itself stops writing to the address.
  if (source === "account-closed") return "HS_KARAR";
  return "HS_WEB";
}

/** One row of the log as İYS takes it. */
export function iysConsentOf(row: ConsentRecord): IysConsent {
  return {
    recipient: row.email.trim(),
    recipientType: "BIREYSEL",
    source: consentSource(row.source),
    status: row.given ? "ONAY" : "RET",
    type: "EPOSTA",
    consentDate: iysDateText(row.createdAt),
  };
}

export interface ReportRun {
  reported: number;
  /** Refused by İYS for good: 'failed', with İYS's message. */
  refused: number;
  /** Not reached İYS (down, slow): left pending; the run stopped there. */
  deferred: number;
}

/**
 * One run: claims pending rows one at a time (claimNextConsent: safe beside other processes
 * doing the same) and sends each. İYS's receipt marks it reported; İYS's refusal marks it
 * failed; an İYS that cannot be reached leaves it pending for the next run, and ends this one
 * (the next rows would only wait for the same time-out). Never throws.
 */
export async function reportPendingConsents(
  db: DbOrTx,
  client: IysClient,
  { limit = 500 }: { limit?: number } = {},
): Promise<ReportRun> {
  const run: ReportRun = { reported: 0, refused: 0, deferred: 0 };
  try {
    while (run.reported + run.refused < limit) {
      const row = await claimNextConsent(db);
      if (!row) break;
      let transactionId: string;
      try {
        ({ transactionId } = await client.addConsent(iysConsentOf(row)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof IysError && error.kind === "refused") {
          log.warn(
            { consent: row.id, code: error.code },
            `[iys] İYS refused a consent: ${message}`,
          );
          await markConsentRefused(db, row.id, message);
          run.refused++;
          continue;
        }
        log.warn(
          { consent: row.id, attempt: row.iysAttempts },
          `[iys] reporting waits for İYS: ${message}`,
        );
        await releaseConsent(db, row.id, message);
        run.deferred++;
        break;
      }
      await markConsentReported(db, row.id, transactionId);
      run.reported++;
    }
  } catch (error) {
    log.error({ err: error }, "[iys] the consent log could not be read or written");
  }
  if (run.reported || run.refused || run.deferred) log.info(run, "[iys] reporting run");
  return run;
}
