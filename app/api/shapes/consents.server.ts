import type { ConsentRow } from "~/models/consent-log.server";
import type { MailingListRow } from "~/models/mailing.server";
import { iso } from "./iso";

/** One act of the consent log as /api/consents answers it (issue [20] point 3). */
export function consentShape(r: ConsentRow) {
  return {
    _id: r.id,
    email: r.email,
    channel: r.channel,
    given: r.given,
    source: r.source,
    text_version: r.textVersion,
    lang: r.lang,
    created: iso(r.createdAt),
    iys_state: r.iysState,
    iys_reported_at: iso(r.iysReportedAt),
    iys_error: r.iysLastError,
  };
}

/** One past mailing as /api/mailings answers it. */
export function mailingShape(r: MailingListRow) {
  return {
    _id: r.id,
    subject: r.subject,
    subject_en: r.subjectEn,
    recipients: r.recipients,
    sent_by: r.sentBy,
    created: iso(r.createdAt),
  };
}
