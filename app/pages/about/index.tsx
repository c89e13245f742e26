import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ParagraphsPage, pickParagraphs } from "~/components/content/paragraphs-page";
import { useT } from "~/components/i18n";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { getSettings } from "~/models/settings.server";
import { silverProperties as silverTr } from "~/locales/tr/silver-properties";
import { silverProperties as silverEn } from "~/locales/en/silver-properties";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang) ?? "tr";
  const settings = await getSettings(context.db);
  return {
    ...pickParagraphs(settings.aboutParagraphs, lang),
    silver: (lang === "en" ? silverEn : silverTr) as typeof silverTr,
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].content;
  return pageMeta(matches, t.aboutTitle, t.aboutDescription);
};

/** The page's three pictures (spec 000 §2: 'static text and three images'), in public/images/about. */
const PICTURES = [
  { src: "/images/about/bench.svg", alt: "aboutPictureBench" },
  { src: "/images/about/silver.svg", alt: "aboutPictureSilver" },
  { src: "/images/about/box.svg", alt: "aboutPictureBox" },
] as const;

export default function About() {
  const t = useT().content;
  const { silver, ...text } = useLoaderData<typeof loader>();
  return (
    <ParagraphsPage
      title={t.aboutTitle}
      crumb={t.aboutBreadcrumb}
      pictures={PICTURES.map((p) => ({ src: p.src, alt: t[p.alt], width: 800, height: 600 }))}
      {...text}
    >
      <section className="prose" aria-labelledby="silver-properties">
        <h2 id="silver-properties">{silver.title}</h2>
        {silver.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
    </ParagraphsPage>
  );
}
