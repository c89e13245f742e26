import { escapeHtml } from "~/lib/escape-html";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import type { MailKind } from "~/lib/mail-kinds";
import { mailMessages } from "~/locales/mail";

/** A file sent with a mail: text content (an order's documents are HTML pages). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One e-mail as it is written to the outbox: a plain-text part, an HTML part, any files; what it
 * is about (`kind`, its order), and its `secrets`: the exact parts of the text that let a reader
 * act as its addressee (a token, a guest's order key), masked on the outbox page.
 */
export interface MailContent {
  kind: MailKind;
  /** The mail's language: the seller's identity at its foot is written in it (queueMail). */
  lang?: Lang;
  orderId?: string | null;
  secrets?: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Extra headers, sent as they are: a commercial mail's List-Unsubscribe and
   * List-Unsubscribe-Post (RFC 2369, RFC 8058). Transactional mail has none.
   */
  headers?: Record<string, string>;
}

/** Every mail is signed with the shop's name from Settings (empty: the locale's stand-in). */
export type Signed = { shop: string };

/**
 * Every mail has the same shape: a greeting, paragraphs, one button (its link also written out
 * for clients that block buttons), notes and the signature. Every value, ours or the user's, is
 * escaped on its way into the HTML.
 */
export function compose(
  lang: Lang,
  parts: {
    kind: MailKind;
    secrets?: string[];
    shop: string;
    subject: string;
    greeting: string;
    intro: string[];
    /** A two-column table after the intro (an order's lines and total); its last row is bold. */
    rows?: [string, string][];
    action: { label: string; href: string };
    notes: string[];
  },
): MailContent {
  const t = mailMessages[lang];
  const rows = parts.rows ?? [];
  const signature = signatureOf(lang, parts);
  const text = [
    parts.greeting,
    ...parts.intro,
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    `${parts.action.label}: ${parts.action.href}`,
    ...parts.notes,
    signature,
  ].join("\n\n");
  const p = (s: string) => `<p style="margin:0 0 16px;overflow-wrap:anywhere">${escapeHtml(s)}</p>`;
  const href = escapeHtml(parts.action.href);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">`,
    p(parts.greeting),
    ...parts.intro.map(p),
    ...(rows.length ? [table(rows)] : []),
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#3d5a52;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#666666">${escapeHtml(t.linkHint)}<br><a href="${href}" style="color:#3d5a52;word-break:break-all">${href}</a></p>`,
    ...parts.notes.map(p),
    p(signature),
    `</div></body></html>`,
  ].join("\n");
  return {
    kind: parts.kind,
    lang,
    secrets: parts.secrets ?? [],
    subject: parts.subject,
    text,
    html,
  };
}

function table(rows: [string, string][]): string {
  const cell = "padding:6px 0;border-bottom:1px solid #e4e0da";
  const body = rows
    .map(([label, value], i) => {
      const weight = i === rows.length - 1 ? "font-weight:bold;" : "";
      return `<tr><td style="${cell};${weight}">${escapeHtml(label)}</td><td style="${cell};${weight}text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${body}</table>`;
}

/**
 * The seller's identity under a mail (issue [20] point 1), added as it enters the outbox, so that
 * every mail carries it whoever wrote it: a line of text, a small paragraph in the HTML.
 */
export function withSellerFoot(content: MailContent, line: string): MailContent {
  if (!line) return content;
  const foot = `<p style="margin:16px 0 0;font-size:12px;color:#666666;overflow-wrap:anywhere">${escapeHtml(line)}</p>`;
  const end = "</div></body></html>";
  return {
    ...content,
    text: `${content.text}\n\n--\n${line}`,
    html: content.html.endsWith(end)
      ? `${content.html.slice(0, -end.length)}${foot}\n${end}`
      : `${content.html}\n${foot}`,
  };
}

/** The name a mail is signed with: the shop's, or the locale's stand-in when it has none. */
export function signatureOf(lang: Lang, input: Signed): string {
  return input.shop.trim() || mailMessages[lang].signature;
}

export const greeting = (lang: Lang, name?: string | null) => {
  const t = mailMessages[lang];
  return name?.trim() ? fmt(t.greeting, { name: name.trim() }) : t.greetingNoName;
};

/** An absolute link to a page in a language: origin + '/en' for English + path. */
export function pageLink(origin: string, lang: Lang, path: string): string {
  return `${origin.replace(/\/+$/, "")}${localePath(lang, path)}`;
}

export function passwordResetMail(
  lang: Lang,
  input: Signed & { name?: string | null; origin: string; token: string },
): MailContent {
  const t = mailMessages[lang];
  const token = encodeURIComponent(input.token);
  return compose(lang, {
    kind: "passwordReset",
    secrets: [token],
    shop: input.shop,
    subject: t.resetSubject,
    greeting: greeting(lang, input.name),
    intro: [t.resetIntro],
    action: {
      label: t.resetButton,
      href: pageLink(input.origin, lang, `/reset-password/${token}`),
    },
    notes: [t.resetExpiry, t.resetIgnore],
  });
}

export function welcomeMail(
  lang: Lang,
  input: Signed & { name?: string | null; origin: string },
): MailContent {
  const t = mailMessages[lang];
  return compose(lang, {
    kind: "welcome",
    shop: input.shop,
    subject: fmt(t.welcomeSubject, { shop: signatureOf(lang, input) }),
    greeting: greeting(lang, input.name),
    intro: [t.welcomeIntro],
    action: { label: t.welcomeButton, href: pageLink(input.origin, lang, "/shop") },
    notes: [t.welcomeAccount],
  });
}

export function merchantInvitationMail(
  lang: Lang,
  input: Signed & { email: string; origin: string; token: string },
): MailContent {
  const t = mailMessages[lang];
  const token = encodeURIComponent(input.token);
  const path = `/merchant-signup/${token}`;
  return compose(lang, {
    kind: "merchantInvitation",
    secrets: [token],
    shop: input.shop,
    subject: t.inviteSubject,
    greeting: greeting(lang),
    intro: [fmt(t.inviteIntro, { shop: signatureOf(lang, input) })],
    action: {
      label: t.inviteButton,
      href: `${pageLink(input.origin, lang, path)}?${new URLSearchParams({ email: input.email })}`,
    },
    notes: [fmt(t.inviteNote, { email: input.email })],
  });
}

/** What the order confirmation shows: amounts already formatted in the order's currency. */
export interface OrderMailInput extends Signed {
  orderId: string;
  /** A guest's key to the order page (in `link`): a secret of the mail. */
  key: string | null;
  name: string;
  number: string;
  payment: "transfer" | "card";
  lines: { name: string; quantity: number; total: string }[];
  discount: string | null;
  /** The KDV inside the total, at the order's own rate (decision 070). */
  tax: { rate: string; amount: string };
  total: string;
  address: string;
  /** The order page, with the guest's key when there is one. */
  link: string;
  guest: boolean;
  /** For a transfer: where to send the money. */
  bank?: { holder: string; accounts: { bank: string; currency: string; iban: string }[] };
}

export function orderConfirmationMail(lang: Lang, input: OrderMailInput): MailContent {
  const t = mailMessages[lang];
  const transfer = input.payment === "transfer";
  const rows: [string, string][] = input.lines.map((line) => [
    fmt(t.orderLine, { quantity: line.quantity, name: line.name }),
    line.total,
  ]);
  if (input.discount) rows.push([t.orderDiscount, input.discount]);
  rows.push([fmt(t.orderTax, { rate: input.tax.rate }), input.tax.amount]);
  rows.push([t.orderTotal, input.total]);
  const notes: string[] = [];
  if (transfer && input.bank) {
    notes.push(
      fmt(t.orderTransferNote, {
        total: input.total,
        number: input.number,
        holder: input.bank.holder,
      }),
      ...input.bank.accounts.map((a) => fmt(t.orderAccount, a)),
    );
  }
  notes.push(input.guest ? t.orderGuestNote : t.orderMemberNote);
  return {
    orderId: input.orderId,
    ...compose(lang, {
      kind: "orderPlaced",
      secrets: input.key ? [encodeURIComponent(input.key)] : [],
      shop: input.shop,
      subject: fmt(t.orderSubject, { number: input.number }),
      greeting: greeting(lang, input.name),
      intro: [
        transfer ? t.orderIntroTransfer : t.orderIntroCard,
        fmt(t.orderNumber, { number: input.number }),
        fmt(t.orderPayment, { payment: transfer ? t.paymentTransfer : t.paymentCard }),
        fmt(t.orderDeliverTo, { address: input.address }),
      ],
      rows,
      action: { label: t.orderButton, href: input.link },
      notes,
    }),
  };
}

/** What the mails after an order say: its number, and where to follow it. */
export interface OrderNewsInput extends Signed {
  orderId: string;
  name: string;
  number: string;
  /** The member's order page; null for a guest, whose only key is in the confirmation. */
  link: string | null;
  origin: string;
}

function orderNews(
  lang: Lang,
  input: OrderNewsInput,
  parts: { kind: MailKind; subject: string; intro: string[] },
): MailContent {
  const t = mailMessages[lang];
  return {
    orderId: input.orderId,
    ...compose(lang, {
      kind: parts.kind,
      shop: input.shop,
      subject: parts.subject,
      greeting: greeting(lang, input.name),
      intro: parts.intro,
      action: input.link
        ? { label: t.orderButton, href: input.link }
        : { label: t.shopButton, href: pageLink(input.origin, lang, "/shop") },
      notes: [input.link ? t.orderMemberNote : t.guestFollowNote],
    }),
  };
}

/** A parcel as a mail names it: its carrier, number and tracking link (issue [18]). */
export interface MailParcel {
  carrier: string;
  number: string;
  link: string | null;
}

const parcelLines = (lang: Lang, parcels: MailParcel[] = []) =>
  parcels.map((p) =>
    fmt(p.link ? mailMessages[lang].parcelLine : mailMessages[lang].parcelLineNoLink, {
      ...p,
      link: p.link ?? "",
    }),
  );

/**
 * An admin moved the order to `status` (spec statuses); `label` is its name in `lang`. Shipped
 * with its parcels names each one's carrier, number and tracking link.
 */
export function orderStatusMail(
  lang: Lang,
  input: OrderNewsInput & {
    status: keyof (typeof mailMessages)["tr"]["statusNext"];
    label: string;
    parcels?: MailParcel[];
  },
): MailContent {
  const t = mailMessages[lang];
  const values = { number: input.number, status: input.label };
  return orderNews(lang, input, {
    kind: "orderStatus",
    subject: fmt(t.statusSubject, values),
    intro: [
      fmt(t.statusIntro, values),
      t.statusNext[input.status],
      ...parcelLines(lang, input.parcels),
    ],
  });
}

/** Part of the order left before the rest (a merchant's lines): which lines, and the parcel. */
export function orderParcelMail(
  lang: Lang,
  input: OrderNewsInput & { lines: string[]; parcels: MailParcel[] },
): MailContent {
  const t = mailMessages[lang];
  return orderNews(lang, input, {
    kind: "orderParcel",
    subject: fmt(t.parcelSubject, { number: input.number }),
    intro: [
      fmt(t.parcelIntro, { number: input.number, lines: input.lines.join(", ") }),
      ...parcelLines(lang, input.parcels),
    ],
  });
}

/** A product's stock crossed down to its low-stock threshold: to the admins and its merchant. */
export function lowStockMail(
  lang: Lang,
  input: Signed & { name: string; sku: string; quantity: number; threshold: number; link: string },
): MailContent {
  const t = mailMessages[lang];
  return compose(lang, {
    kind: "shopLowStock",
    shop: input.shop,
    subject: fmt(t.lowStockSubject, input),
    greeting: greeting(lang),
    intro: [fmt(input.quantity > 0 ? t.lowStockIntro : t.lowStockSoldOut, input)],
    action: { label: t.lowStockButton, href: input.link },
    notes: [t.lowStockNote],
  });
}

/** A sold-out product a shopper asked about is on sale again: one mail, in their language. */
export function backInStockMail(
  lang: Lang,
  input: Signed & { name: string; link: string },
): MailContent {
  const t = mailMessages[lang];
  return compose(lang, {
    kind: "backInStock",
    shop: input.shop,
    subject: fmt(t.backInStockSubject, input),
    greeting: greeting(lang),
    intro: [fmt(t.backInStockIntro, input)],
    action: { label: t.backInStockButton, href: input.link },
    notes: [t.backInStockNote],
  });
}

/** A transfer order's money arrived. */
export function orderPaidMail(lang: Lang, input: OrderNewsInput & { total: string }): MailContent {
  const t = mailMessages[lang];
  return orderNews(lang, input, {
    kind: "orderPaid",
    subject: fmt(t.paidSubject, { number: input.number }),
    intro: [fmt(t.paidIntro, { number: input.number, total: input.total })],
  });
}

/** The shop's news of an order: to its order address (everything) or a merchant (their lines). */
export type ShopNoticeKind =
  "shopNewOrder" | "shopPaymentReceived" | "shopCancellation" | "shopRefundFailed";

export interface ShopNoticeInput extends Signed {
  orderId: string;
  number: string;
  payment: "transfer" | "card";
  /** The customer's name: only in the shop's own mail, never a merchant's (decision 008). */
  customer: string | null;
  /** The lines it lists and their total: a merchant's own only. */
  lines: { name: string; quantity: number; total: string }[];
  total: string;
  /** The staff order page. */
  link: string;
  /** A failed refund: its amount and why. */
  refund?: { amount: string; reason: string };
}

export function shopNoticeMail(
  lang: Lang,
  kind: ShopNoticeKind,
  input: ShopNoticeInput,
): MailContent {
  const t = mailMessages[lang];
  const payment = input.payment === "transfer" ? t.paymentTransfer : t.paymentCard;
  const values = { number: input.number, payment, total: input.total };
  const merchant = input.customer === null;
  const texts: Record<ShopNoticeKind, { subject: string; intro: string }> = {
    shopNewOrder: {
      subject: t.shopNewOrderSubject,
      intro: merchant ? t.shopNewOrderMerchantIntro : t.shopNewOrderIntro,
    },
    shopPaymentReceived: {
      subject: t.shopPaymentReceivedSubject,
      intro: t.shopPaymentReceivedIntro,
    },
    shopCancellation: { subject: t.shopCancellationSubject, intro: t.shopCancellationIntro },
    shopRefundFailed: {
      subject: t.shopRefundFailedSubject,
      intro: fmt(t.shopRefundFailedIntro, { ...values, ...input.refund }),
    },
  };
  const rows: [string, string][] = input.lines.map((line) => [
    fmt(t.orderLine, { quantity: line.quantity, name: line.name }),
    line.total,
  ]);
  rows.push([t.orderTotal, input.total]);
  const notes = kind === "shopRefundFailed" ? [t.shopRefundFailedNote] : [];
  notes.push(merchant ? t.shopMerchantNote : t.shopNoticeNote);
  return {
    orderId: input.orderId,
    ...compose(lang, {
      kind,
      shop: input.shop,
      subject: fmt(texts[kind].subject, values),
      greeting: greeting(lang),
      intro: [
        fmt(texts[kind].intro, values),
        ...(input.customer ? [fmt(t.shopCustomer, { name: input.customer })] : []),
      ],
      rows,
      action: { label: t.shopOrderButton, href: input.link },
      notes,
    }),
  };
}

/** A step of the return desk the shopper hears of (issue [19] point 2), kind returnUpdate. */
export type ReturnStepMail =
  | { step: "approved"; instructions: string }
  | { step: "refused"; reason: string }
  | { step: "received"; due: string }
  | { step: "refunded"; amount: string; iban: string | null };

export function returnUpdateMail(
  lang: Lang,
  input: OrderNewsInput & { returnNumber: string } & ReturnStepMail,
): MailContent {
  const t = mailMessages[lang].returnDesk;
  const values = { number: input.returnNumber, order: input.number };
  const parts = (() => {
    switch (input.step) {
      case "approved":
        return {
          subject: t.approvedSubject,
          intro: [fmt(t.approvedIntro, values), input.instructions],
        };
      case "refused":
        return {
          subject: t.refusedSubject,
          intro: [fmt(t.refusedIntro, values), input.reason, t.refusedNote],
        };
      case "received":
        return {
          subject: t.receivedSubject,
          intro: [fmt(t.receivedIntro, { ...values, due: input.due })],
        };
      case "refunded":
        return {
          subject: t.refundedSubject,
          intro: [
            input.iban
              ? fmt(t.refundedTransfer, { ...values, amount: input.amount, iban: input.iban })
              : fmt(t.refundedCard, { ...values, amount: input.amount }),
          ],
        };
    }
  })();
  return orderNews(lang, input, {
    kind: "returnUpdate",
    subject: fmt(parts.subject, values),
    intro: parts.intro,
  });
}

/** The last mail to a closed account (decision 080): what was erased, what is kept and why. */
export function accountClosedMail(
  lang: Lang,
  input: Signed & { name?: string | null; origin: string },
): MailContent {
  const t = mailMessages[lang];
  return compose(lang, {
    kind: "accountClosed",
    shop: input.shop,
    subject: fmt(t.accountClosedSubject, { shop: signatureOf(lang, input) }),
    greeting: greeting(lang, input.name),
    intro: [t.accountClosedIntro, t.accountClosedOrders],
    action: { label: t.accountClosedButton, href: pageLink(input.origin, lang, "/") },
    notes: [t.accountClosedNote],
  });
}

/**
 * A newsletter or campaign mail (issue [20] point 3): the admin's plain text, its paragraphs
 * split at blank lines, the signature, then the address's own signed unsubscribe link, in the
 * text and in the HTML, and as the List-Unsubscribe headers a mail client's button uses. The
 * link lets anyone holding it refuse for the address: it is the mail's secret.
 */
export function newsletterMail(
  lang: Lang,
  input: Signed & {
    subject: string;
    body: string;
    unsubscribe: { url: string; token: string; headers: Record<string, string> };
  },
): MailContent {
  const t = mailMessages[lang];
  const paragraphs = input.body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const signature = signatureOf(lang, input);
  const url = input.unsubscribe.url;
  const text = [...paragraphs, signature, fmt(t.unsubscribeLine, { link: url })].join("\n\n");
  const p = (s: string) =>
    `<p style="margin:0 0 16px;overflow-wrap:anywhere">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const href = escapeHtml(url);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(input.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">`,
    ...paragraphs.map(p),
    p(signature),
    `<p style="margin:16px 0 0;font-size:13px;color:#666666">${escapeHtml(t.unsubscribeLabel)} <a href="${href}" style="color:#3d5a52;word-break:break-all">${href}</a></p>`,
    `</div></body></html>`,
  ].join("\n");
  return {
    kind: "newsletter",
    lang,
    secrets: [input.unsubscribe.token],
    subject: input.subject,
    text,
    html,
    headers: input.unsubscribe.headers,
  };
}
