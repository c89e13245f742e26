import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ParagraphsPage, pickParagraphs } from "~/components/content/paragraphs-page";
import { useT } from "~/components/i18n";
import { getDb } from "~/db.server";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { getSettings } from "~/models/settings.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const settings = await getSettings(await getDb());
  return pickParagraphs(settings.aboutParagraphs, langFromParam(params.lang) ?? "tr");
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
  return (
    <ParagraphsPage
      title={t.aboutTitle}
      crumb={t.aboutBreadcrumb}
      pictures={PICTURES.map((p) => ({ src: p.src, alt: t[p.alt], width: 800, height: 600 }))}
      {...useLoaderData<typeof loader>()}
    />
  );
}
