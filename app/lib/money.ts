export type Currency = "try" | "usd";

export const CURRENCIES: readonly Currency[] = ["try", "usd"];

export function parseCurrency(value: string | null | undefined): Currency | null {
  const v = value?.toLowerCase();
  return v === "try" || v === "usd" ? v : null;
}

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

export function formatMoney(amount: number, currency: Currency, lang: "tr" | "en"): string {
  const locale = lang === "tr" ? "tr-TR" : "en-US";
  const digits = Number.isInteger(amount) ? 0 : 2;
  const num = amount.toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  });
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
