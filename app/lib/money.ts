export type Currency = "try" | "usd";

export function parseCurrency(value: string | null | undefined): Currency | null {
  const v = value?.toLowerCase();
  return v === "try" || v === "usd" ? v : null;
}

/** The largest amount an order, a line or a price can hold: the columns' numeric(12, 2). */
export const MAX_AMOUNT = 9_999_999_999.99;

/** Rounds to kuruş/cents without binary drift (1.005 -> 1.01). */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** The spec's USD price: the TL price divided by the exchange rate, rounded up. */
export function toUsd(tl: number, exchangeRate: number): number {
  return Math.ceil(round2(tl / exchangeRate));
}

/** A TL amount in the shown currency. */
export function inCurrency(tl: number, currency: Currency, exchangeRate: number): number {
  return currency === "usd" ? toUsd(tl, exchangeRate) : tl;
}

/** How each language writes a number: tr-TR's and en-US's marks. */
const MARKS = { tr: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } } as const;

/**
 * A whole amount as it is, any other with two decimals, in the language's marks. Not
 * Intl.NumberFormat: the first one a page builds costs about 30 ms while ICU loads the locale's
 * data, and the page builds it while hydrating, where a slow phone pays four times that with
 * nothing else able to run. Amounts are already rounded to kuruş (round2), so toFixed's binary
 * rounding never decides a digit.
 */
export function formatAmount(amount: number, lang: "tr" | "en"): string {
  const marks = MARKS[lang];
  const [whole, fraction] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, marks.group);
  return `${amount < 0 ? "-" : ""}${grouped}${fraction ? marks.decimal + fraction : ""}`;
}

export function formatMoney(amount: number, currency: Currency, lang: "tr" | "en"): string {
  const num = formatAmount(amount, lang);
  return currency === "usd" ? `$${num}` : `${num} TL`;
}

export interface PriceView {
  /** What the shopper pays now, in the shown currency. */
  current: number;
  /** The struck-through price when a discount applies. */
  old: number | null;
}

/** One rule for every price shown: the discount price wins when set and lower. */
export function priceView(
  p: { price: number; discountPrice: number | null },
  currency: Currency,
  exchangeRate: number,
): PriceView {
  const hasDiscount = p.discountPrice != null && p.discountPrice > 0 && p.discountPrice < p.price;
  const current = hasDiscount ? p.discountPrice! : p.price;
  return {
    current: inCurrency(current, currency, exchangeRate),
    old: hasDiscount ? inCurrency(p.price, currency, exchangeRate) : null,
  };
}

/** Orders and iyzico name currencies by ISO code; the shop's pages by its own lower-case name. */
export type CurrencyCode = "TRY" | "USD";

export function currencyCode(currency: Currency): CurrencyCode {
  return currency === "usd" ? "USD" : "TRY";
}

export function currencyFromCode(code: CurrencyCode): Currency {
  return code === "USD" ? "usd" : "try";
}
