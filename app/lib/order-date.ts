import type { Lang } from "~/lib/i18n";

// One format per language, built once (building one costs far more than using it).
const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/**
 * An order's date as the spec shows it: long weekday, short month, numeric day and year, in the
 * page's language and the shop's time zone. Loaders call it, so the browser shows the server's
 * text rather than its own ICU's version of it.
 */
export function orderDateText(date: Date | string, lang: Lang): string {
  const format = (formats[lang] ??= new Intl.DateTimeFormat(lang === "en" ? "en-US" : "tr-TR", {
    weekday: "long",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }));
  return format.format(new Date(date));
}
