import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useT } from "~/components/i18n";
import { listLegalDocs } from "~/content/legal";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";

export function loader({ params }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang) ?? "tr";
  return {
    pages: listLegalDocs().map((d) => ({ slug: d.slug, label: messages[lang].common[d.labelKey] })),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].content;
  return pageMeta(matches, t.infoTitle, t.infoIntro);
};

export default function InfoIndex() {
  const { pages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="container content-page">
      <Breadcrumb current={t.content.infoBreadcrumb} />
      <h1>{t.content.infoTitle}</h1>
      <p>{t.content.infoIntro}</p>
      <ul className="info-list">
        {pages.map((p) => (
          <li key={p.slug}>
            <LocalLink to={`/info/${p.slug}`}>{p.label}</LocalLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
