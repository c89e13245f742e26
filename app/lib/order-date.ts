import type { Lang } from "~/lib/i18n";

// One format per language and kind, built once (building one costs far more than using it).
const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
const withTime: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
const locale = (lang: Lang) => (lang === "en" ? "en-US" : "tr-TR");

/**
 * An order's date as the spec shows it: long weekday, short month, numeric day and year, in the
 * page's language and the shop's time zone. Loaders call it, so the browser shows the server's
 * text rather than its own ICU's version of it.
 */
export function orderDateText(date: Date | string, lang: Lang): string {
  const format = (formats[lang] ??= new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }));
  return format.format(new Date(date));
}

/**
 * The moment of a change, as the history shows it: the order date's text with the hour and
 * minute (two changes of one day told apart), in the shop's time zone.
 */
export function dateTimeText(date: Date | string, lang: Lang): string {
  const format = (withTime[lang] ??= new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Istanbul",
  }));
  return format.format(new Date(date));
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" });

/**
 * The shop's calendar day of a moment, YYYY-MM-DD in Istanbul: the banks' day, which decides
 * whether a card payment may still be cancelled rather than refunded.
 */
export function istanbulDay(date: Date | number): string {
  return dayFormat.format(new Date(date));
}
