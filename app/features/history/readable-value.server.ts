import type { Lang } from "~/lib/i18n";
import { fmt } from "~/lib/i18n";
import { storedVariants } from "~/lib/images";
import { formatMoney, parseCurrency, type Currency } from "~/lib/money";
import { isUuid } from "~/lib/uuid";
import { serverMessages } from "~/locales/server";
import { shownValue } from "./history.server";

/**
 * One recorded value of one column as the history page shows it (issue [16] point 3): money
 * with its currency, a stored word (an order's status) in the page's language, pictures as
 * thumbnails, a related record by its name. Never JSON, never an id.
 */

export interface ShownPicture {
  /** The smallest stored width: a history lists many, each drawn a few dozen pixels wide. */
  src: string;
  alt: string;
}

export interface ShownCell {
  text: string;
  pictures?: ShownPicture[];
}

export interface ValueContext {
  lang: Lang;
  /** Names of the records the shown changes name, by id. */
  names: Map<string, string>;
  /** The order's currency (an order's amounts); TL elsewhere. */
  currency: Currency;
}

const MONEY = new Set([
  "products.price",
  "products.discount_price",
  "orders.subtotal",
  "orders.discount",
  "orders.total",
  "orders.total_tax",
  "order_items.unit_price",
  "order_items.total_price",
  "refunds.amount",
  "return_requests.amount",
]);

export const PICTURE_COLUMNS = new Set([
  "products.image_url",
  "products.images",
  "product_images.url",
  "blogs.image",
  "blogs.inner_image",
  "sliders.first_image",
  "sliders.second_image",
  "popups.src",
  "order_items.image_url",
]);

type Words = (typeof serverMessages)["tr"]["history"]["words"];
const WORDS: Record<string, keyof Words> = {
  "orders.status": "statuses",
  "order_items.status": "itemStatuses",
  "orders.payment": "payments",
  "refunds.state": "refundStates",
  "return_requests.state": "returnStates",
  "refunds.failure": "failures",
  "users.role": "roles",
  "coupons.dtype": "dtypes",
  "orders.locale": "locales",
  "product_stones.nature": "natures",
  "products.metal": "metals",
  "products.plating": "platings",
};

/** Rich texts, stored as HTML: their words, not their tags. */
const HTML = new Set(["blogs.body", "blogs.body_en", "sliders.body", "sliders.body_en"]);

/** Shown past this many thumbnails, the rest are counted. */
const MAX_PICTURES = 8;

/** A stored picture's smallest width, or the address as it is (the demo's drawings). */
export const thumbnailOf = (url: string) => storedVariants(url)[0]?.url ?? url;

export function readableValue(
  table: string,
  column: string,
  value: unknown,
  ctx: ValueContext,
): ShownCell {
  const t = serverMessages[ctx.lang].history;
  const key = `${table}.${column}`;
  if (value === null || value === undefined || value === "") {
    // An order waiting for its payment choice has '' as its payment: that has a name too.
    if (key === "orders.payment" && value === "") return { text: t.words.payments[""]! };
    return { text: t.none };
  }
  if (MONEY.has(key) && typeof value === "number")
    return { text: formatMoney(value, ctx.currency, ctx.lang) };
  if (PICTURE_COLUMNS.has(key)) {
    const urls = (Array.isArray(value) ? value : [value]).filter(
      (u): u is string => typeof u === "string" && u !== "",
    );
    const pictures = urls.slice(0, MAX_PICTURES).map((url, i) => ({
      src: thumbnailOf(url),
      alt: fmt(t.pictures.picture, { n: i + 1 }),
    }));
    const more = urls.length - pictures.length;
    return { text: more > 0 ? fmt(t.pictures.more, { n: more }) : "", pictures };
  }
  const words = WORDS[key];
  if (words && typeof value === "string") {
    const list: Record<string, string> = t.words[words];
    return { text: list[value] ?? value };
  }
  // Stored from 0; the pictures page counts from 1.
  if (key === "product_images.position" && typeof value === "number")
    return { text: String(value + 1) };
  if (HTML.has(key) && typeof value === "string")
    return { text: shownValue(textOfHtml(value), ctx.lang) };
  const names = withGone(value, ctx.names, t.gone);
  return { text: shownValue(value, ctx.lang, names) };
}

/** The names, and a word for any id among `value`'s whose record is gone. */
function withGone(value: unknown, names: Map<string, string>, gone: string) {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === "string" && isUuid(v),
  );
  if (ids.every((id) => names.has(id))) return names;
  const all = new Map(names);
  for (const id of ids) if (!all.has(id)) all.set(id, gone);
  return all;
}

function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The currency an order's amounts are in, as money.ts names it. */
export const currencyOf = (stored: unknown): Currency =>
  parseCurrency(typeof stored === "string" ? stored : null) ?? "try";
