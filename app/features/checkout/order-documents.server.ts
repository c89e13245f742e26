import { sellerLine } from "~/lib/seller";
import type { DbOrTx } from "../../../db/client.server";
import { fillLegalDoc, getLegalDoc, legalVars, type LegalBlock } from "~/content/legal";
import { configuredOrigin } from "~/http/public-origin.server";
import { vatRateText } from "~/lib/cart-pricing";
import { escapeHtml } from "~/lib/escape-html";
import { fmt, type Lang } from "~/lib/i18n";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { ITEM_CANCELLED, orderNumber } from "~/lib/orders";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { getOrder, type OrderDetail } from "~/models/order.server";
import {
  listOrderDocuments,
  saveOrderDocuments,
  type OrderDocument,
  type OrderDocumentKind,
} from "~/models/order-document.server";
import { readSettings } from "~/models/settings.server";
import { addressLine } from "./delivery-address.server";

/**
 * The pre-information form and the distance-selling contract as the buyer accepted them (issue
 * [10] point 7): the shop's details, the buyer, the address and the order's lines filled in,
 * written with the order in its transaction and never rewritten, so that what the buyer agreed to
 * stays what the shop keeps, whatever the shop's texts or prices say later. The contract's text is
 * Turkish only, as the legal pages are (spec 000); the pre-information form speaks the order's
 * language.
 */

/** The documents written in one language whatever the order's: the contract, as the legal pages. */
export const FIXED_DOCUMENT_LANG: Partial<Record<OrderDocumentKind, Lang>> = { contract: "tr" };

type Section = { heading?: string; paragraphs?: string[]; items?: string[]; table?: string[][] };

function page(lang: Lang, title: string, sections: Section[]): string {
  const e = escapeHtml;
  const body = sections
    .map((s) =>
      [
        s.heading ? `<h2>${e(s.heading)}</h2>` : "",
        ...(s.paragraphs ?? []).map((p) => `<p>${e(p)}</p>`),
        s.items?.length ? `<ul>${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>` : "",
        s.table?.length
          ? `<table>${s.table
              .map((row, i) => {
                const cell = i === 0 ? "th" : "td";
                return `<tr>${row.map((c) => `<${cell}>${e(c)}</${cell}>`).join("")}</tr>`;
              })
              .join("")}</table>`
          : "",
      ].join(""),
    )
    .join("\n");
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(title)}</title>`,
    `<style>body{font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:48rem;margin:1.5rem auto;padding:0 1rem}`,
    `table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}</style>`,
    `</head><body><h1>${e(title)}</h1>\n${body}\n</body></html>`,
  ].join("\n");
}

/** What both documents say of this order: the parties, the lines and the total. */
function summary(order: OrderDetail, lang: Lang, seller: ReturnType<typeof legalVars>): Section[] {
  const t = serverMessages[lang].orderDocuments;
  const money = (n: number) => formatMoney(n, currencyFromCode(order.currency), lang);
  const accepted = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "tr-TR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  }).format(order.createdAt);
  const lines = order.items.filter((i) => i.status !== ITEM_CANCELLED);
  const buyer = order.buyer;
  return [
    {
      paragraphs: [
        fmt(t.orderNumber, { number: orderNumber(order.id) }),
        fmt(t.accepted, { date: accepted }),
      ],
    },
    {
      heading: t.seller,
      paragraphs: [
        seller.name,
        sellerLine(seller.identity, serverMessages[lang].sellerLabels) || seller.address,
        `${seller.phone}, ${seller.email}`,
      ],
    },
    {
      heading: t.buyer,
      paragraphs: [
        fmt(t.buyerLine, {
          name: `${buyer.firstName} ${buyer.lastName}`.trim(),
          email: buyer.email || order.address.email,
          phone: buyer.phone || order.address.phone || "-",
        }),
        `${t.deliverTo}: ${addressLine(order.address)}`,
      ],
    },
    {
      heading: t.lines,
      table: [
        [t.product, t.quantity, t.amount],
        ...lines.map((l) => [l.name, String(l.quantity), money(l.totalPrice)]),
        ...(order.discount > 0 ? [[t.discount, "", `-${money(order.discount)}`]] : []),
        [fmt(t.tax, { rate: vatRateText(order.vatRate, lang) }), "", money(order.totalTax)],
        [t.total, "", money(order.total)],
      ],
      paragraphs: [
        fmt(t.payment, {
          payment: messages[lang].orders.payments[order.payment as "Havale"] ?? order.payment,
        }),
      ],
    },
  ];
}

/**
 * The pre-information form's own paragraphs, as the payment page shows them before the order and
 * its document keeps them after: the total and the KDV rate are the cart's there, the order's here.
 */
export function preInfoParagraphs(
  lang: Lang,
  seller: ReturnType<typeof legalVars>,
  amounts: { total: string; vatRate: number },
): string[] {
  const c = messages[lang].checkout;
  return [
    fmt(c.preInfoSeller, {
      name: seller.name,
      seller: sellerLine(seller.identity, serverMessages[lang].sellerLabels) || seller.address,
      phone: seller.phone,
      email: seller.email,
    }),
    fmt(c.preInfoGoods, { total: amounts.total, rate: vatRateText(amounts.vatRate, lang) }),
    c.preInfoDelivery,
    c.preInfoPayment,
    c.preInfoWithdrawal,
  ];
}

const fromLegal = (blocks: LegalBlock[]): Section[] =>
  blocks.map((b) => ({ heading: b.heading, paragraphs: b.paragraphs, items: b.items }));

/**
 * Fills in and keeps both documents of a new order: call inside the transaction that places it
 * (checkout's onPlaced), in the language it is placed in.
 */
export async function writeOrderDocuments(tx: DbOrTx, orderId: string, lang: Lang) {
  const order = await getOrder(tx, orderId);
  if (!order) return;
  const seller = legalVars(await readSettings(tx), configuredOrigin());
  const c = messages[lang].checkout;
  const total = formatMoney(order.total, currencyFromCode(order.currency), lang);
  const facts = summary(order, lang, seller);
  const contract = fillLegalDoc(getLegalDoc("mesafeli-satis")!, seller);
  await saveOrderDocuments(tx, orderId, [
    {
      kind: "preInfo",
      title: c.preInfoTitle,
      html: page(lang, c.preInfoTitle, [
        ...facts,
        { paragraphs: preInfoParagraphs(lang, seller, { total, vatRate: order.vatRate }) },
      ]),
    },
    {
      kind: "contract",
      title: contract.title,
      html: page("tr", contract.title, [
        ...fromLegal(contract.blocks),
        { heading: serverMessages.tr.orderDocuments.annex },
        ...summary(order, "tr", seller),
      ]),
    },
  ]);
}

/** The documents as e-mail attachments: '<name>-<order number>.html'. */
export async function orderDocumentAttachments(db: DbOrTx, orderId: string, lang: Lang) {
  const names = serverMessages[lang].orderDocuments.fileNames;
  const number = orderNumber(orderId);
  return (await listOrderDocuments(db, orderId)).map((d: OrderDocument) => ({
    filename: `${names[d.kind]}-${number}.html`,
    contentType: "text/html; charset=utf-8",
    content: d.html,
  }));
}
