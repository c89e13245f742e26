import type { MailDetail, MailView } from "~/features/mail/outbox.server";
import { iso } from "./iso";

/** One outbox row as /api/mail answers it (decision 077); its secrets masked as on the page. */
export function mailShape(m: MailView) {
  return {
    _id: m.id,
    to: m.to,
    subject: m.subject,
    kind: m.kind,
    order_id: m.orderId,
    state: m.state,
    error: m.error,
    attempts: m.attempts,
    created: iso(m.createdAt),
    sent_at: iso(m.sentAt),
    masked: m.masked,
    lang: m.lang,
  };
}

export function mailDetailShape(m: MailDetail) {
  return { ...mailShape(m), text: m.text, html: m.html, attachments: m.attachments };
}
