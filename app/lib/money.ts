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

// Building a number format is far dearer than using one (toLocaleString builds one per call),
// and a shop page formats dozens of prices: keep one per locale and digit count.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: Currency, lang: "tr" | "en"): string {
  const locale = lang === "tr" ? "tr-TR" : "en-US";
  const num = numberFormat(locale, Number.isInteger(amount) ? 0 : 2).format(amount);
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
