import type { ReactNode } from "react";
import { useLang, useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Img } from "~/components/ui/img";
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

export interface PagePicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** /about and /story: a title, the settings' paragraphs, and the page's own pictures if any. */
export function ParagraphsPage({
  title,
  crumb,
  paragraphs,
  textLang,
  pictures = [],
  children,
}: {
  title: string;
  crumb: string;
  paragraphs: string[];
  textLang: Lang;
  pictures?: PagePicture[];
  /** What the page adds after its paragraphs and pictures (the about page's silver section). */
  children?: ReactNode;
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
      {pictures.length ? (
        <div className="page-pictures">
          {pictures.map((p) => (
            // After the text: lazy, never the page's largest paint on a phone.
            <figure key={p.src}>
              <Img
                src={p.src}
                alt={p.alt}
                width={p.width}
                height={p.height}
                sizes="(min-width: 768px) 33vw, 100vw"
              />
            </figure>
          ))}
        </div>
      ) : null}
      {children}
    </main>
  );
}
