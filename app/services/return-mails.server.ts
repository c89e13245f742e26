import { fmt, type Lang } from "~/lib/i18n";
import { mailMessages } from "~/locales/mail";
import { returnMailMessages } from "~/locales/return-mails";
import { compose, greeting, type MailContent, type Signed } from "./mail-templates.server";

/** A return request as its mails name it (issue [19]); amounts and dates already in words. */
export interface ReturnMailInput extends Signed {
  orderId: string;
  /** The order's number and the request's. */
  order: string;
  number: string;
  /** The kind in words, lower case ("cayma", "withdrawal"). */
  kind: string;
  lines: { name: string; quantity: number; amount: string }[];
  amount: string;
}

function rows(lang: Lang, input: ReturnMailInput): [string, string][] {
  const t = mailMessages[lang];
  return [
    ...input.lines.map((l): [string, string] => [
      fmt(t.orderLine, { quantity: l.quantity, name: l.name }),
      l.amount,
    ]),
    [returnMailMessages[lang].amount, input.amount],
  ];
}

/**
 * The shopper's durable copy of what they asked and what to do next (mail kind returnUpdate), in
 * the order's language: the same next steps as the confirmation page.
 */
export function returnRequestedMail(
  lang: Lang,
  input: ReturnMailInput & {
    name: string;
    next: string[];
    /** The member's order page, or the shop for a guest (their key is in the order's mail). */
    link: string;
    member: boolean;
  },
): MailContent {
  const t = returnMailMessages[lang];
  const m = mailMessages[lang];
  const values = { kind: input.kind, number: input.number, order: input.order };
  return {
    orderId: input.orderId,
    ...compose(lang, {
      kind: "returnUpdate",
      shop: input.shop,
      subject: fmt(t.subject, values),
      greeting: greeting(lang, input.name),
      intro: [fmt(t.intro, values)],
      rows: rows(lang, input),
      action: { label: input.member ? m.orderButton : m.shopButton, href: input.link },
      notes: [...input.next, input.member ? m.orderMemberNote : m.guestFollowNote],
    }),
  };
}

/** The shop's (or the merchant's) notice of a new request (mail kind shopReturnRequested). */
export function shopReturnRequestedMail(
  lang: Lang,
  input: ReturnMailInput & { dueBy: string; reason: string | null; note: string; link: string },
): MailContent {
  const t = returnMailMessages[lang];
  const values = { kind: input.kind, number: input.number, order: input.order, date: input.dueBy };
  return {
    orderId: input.orderId,
    ...compose(lang, {
      kind: "shopReturnRequested",
      shop: input.shop,
      subject: fmt(t.shopSubject, values),
      greeting: greeting(lang),
      intro: [
        fmt(t.shopIntro, values),
        ...(input.reason ? [fmt(t.shopReason, { reason: input.reason })] : []),
        ...(input.note.trim() ? [fmt(t.shopNote, { note: input.note.trim() })] : []),
      ],
      rows: rows(lang, input),
      action: { label: t.shopButton, href: input.link },
      notes: [t.shopFooter],
    }),
  };
}
