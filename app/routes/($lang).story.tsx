import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { getDb } from "~/db.server";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { getSettings } from "~/models/settings.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang) ?? "tr";
  const { storyParagraphs } = await getSettings(await getDb());
  const en = storyParagraphs.en.filter((p) => p.trim());
  // English falls back to the Turkish text while the English one is missing.
  const useEn = lang === "en" && en.length > 0;
  return {
    paragraphs: useEn ? en : storyParagraphs.tr.filter((p) => p.trim()),
    textLang: useEn ? ("en" as const) : ("tr" as const),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].content;
  return pageMeta(matches, t.storyTitle, t.storyDescription);
};

export default function Story() {
  const { paragraphs, textLang } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="container content-page">
      <nav aria-label={t.common.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <LocalLink to="/">{t.common.home}</LocalLink>
          </li>
          <li aria-current="page">{t.content.storyBreadcrumb}</li>
        </ol>
      </nav>
      <h1>{t.content.storyTitle}</h1>
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
