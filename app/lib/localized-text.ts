import type { Lang } from "./i18n";

/**
 * A record's text as a page shows it, with the language it is really in: an English page shows
 * the English text, or the Turkish one when the English is empty (never an empty text), and the
 * element that holds a fallen-back text says `lang="tr"` so that a screen reader reads it as
 * Turkish (docs/decisions/038-no-text-left-untranslated.md).
 */
export interface LocalizedText {
  text: string;
  lang: Lang;
}

const filled = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0;

/** The text in the page's language, falling back to Turkish when that one is empty. */
export function localizedText(
  lang: Lang,
  tr: string | null | undefined,
  en: string | null | undefined,
): LocalizedText {
  if (lang === "en" && filled(en)) return { text: en, lang: "en" };
  return { text: tr ?? "", lang: "tr" };
}

/** `localizedText` of a row's `field` and `fieldEn` ('name' and 'nameEn'). */
export function localizedField<T extends object>(
  lang: Lang,
  row: T,
  field: keyof T & string,
): LocalizedText {
  const r = row as Record<string, unknown>;
  const tr = r[field];
  const en = r[`${field}En`];
  return localizedText(
    lang,
    typeof tr === "string" ? tr : tr == null ? "" : String(tr),
    typeof en === "string" ? en : null,
  );
}

/**
 * The `lang` attribute of an element holding `text` on a page in `pageLang`: only when the text
 * is in another language than the page's (undefined leaves the attribute out).
 */
export function langAttr(pageLang: Lang, text: LocalizedText): Lang | undefined {
  return text.lang === pageLang ? undefined : text.lang;
}
