import { useLang, useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import type { Lang } from "~/lib/i18n";

/** The page's paragraphs, English falling back to Turkish while the English text is missing. */
export function pickParagraphs(texts: { tr: string[]; en: string[] }, lang: Lang) {
  const en = texts.en.filter((p) => p.trim());
  const useEn = lang === "en" && en.length > 0;
  return {
    paragraphs: useEn ? en : texts.tr.filter((p) => p.trim()),
    textLang: useEn ? ("en" as const) : ("tr" as const),
  };
}

/** /about and /story: a title and the settings' paragraphs. */
export function ParagraphsPage({
  title,
  crumb,
  paragraphs,
  textLang,
}: {
  title: string;
  crumb: string;
  paragraphs: string[];
  textLang: Lang;
}) {
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="container content-page">
      <Breadcrumb current={crumb} />
      <h1>{title}</h1>
      {paragraphs.length ? (
        <div className="prose" lang={textLang !== lang ? textLang : undefined}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="empty">{t.content.textEmpty}</p>
      )}
    </main>
  );
}
