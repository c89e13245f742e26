import { useLang } from "~/components/i18n";
import { langAttr, localizedField, type LocalizedText } from "~/lib/localized-text";

// The storefront's own module, apart from components/i18n.tsx: the dashboards' scripts, which
// never mark a text, do not carry it (their 150 kB budget).

/**
 * A record's text in an element of its own: the page's language, or Turkish when the English is
 * empty, then marked `lang="tr"` (app/lib/localized-text.ts). `html` puts a rich text's markup
 * in, already sanitized by the loader.
 */
export function LangText({
  as: Tag = "span",
  text,
  html = false,
  className,
}: {
  as?: "span" | "p" | "h1" | "h2" | "h3" | "div" | "dd" | "strong";
  text: LocalizedText;
  html?: boolean;
  className?: string;
}) {
  const lang = langAttr(useLang(), text);
  return html ? (
    <Tag lang={lang} className={className} dangerouslySetInnerHTML={{ __html: text.text }} />
  ) : (
    <Tag lang={lang} className={className}>
      {text.text}
    </Tag>
  );
}

/** `LangText` of a row's `field`/`fieldEn`. */
export function FieldText<T extends object>({
  row,
  field,
  ...rest
}: {
  row: T;
  field: keyof T & string;
} & Omit<Parameters<typeof LangText>[0], "text">) {
  return <LangText text={localizedField(useLang(), row, field)} {...rest} />;
}
