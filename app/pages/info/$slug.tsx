import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { LegalBlocks } from "~/components/content/legal-blocks";
import { useLoaderData } from "@remix-run/react";
import { useLang, useT } from "~/components/i18n";
import { fillLegalDoc, getLegalDoc, legalVars } from "~/content/legal";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { getSettings } from "~/models/settings.server";
import { configuredOrigin } from "~/http/public-origin.server";
import { notFound } from "~/http/page-responses.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const doc = getLegalDoc(params.slug);
  if (!doc) throw notFound();
  const lang = langFromParam(params.lang) ?? "tr";
  const settings = await getSettings(context.db);
  const filled = fillLegalDoc(doc, legalVars(settings, configuredOrigin()));
  return {
    label: messages[lang].common[doc.labelKey],
    description: serverMessages[lang].legalDescriptions[doc.slug],
    title: filled.title,
    blocks: filled.blocks,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.label, data.description)
    : pageMeta(matches, messages[rootLang(matches)].common.notFoundTitle);

/** The legal texts exist in Turkish only; English pages show them with a note, marked as Turkish. */
export default function LegalPage() {
  const { label, title, blocks } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = useT();
  const english = lang !== "tr";
  const Title = english ? "h2" : "h1";
  const Heading = english ? "h3" : "h2";
  return (
    <main id="main" className="container content-page">
      <Breadcrumb trail={[{ to: "/info", label: t.content.infoBreadcrumb }]} current={label} />
      {english ? (
        <>
          <h1>{label}</h1>
          <p className="legal-note">{t.content.turkishOnly}</p>
        </>
      ) : null}
      <article className="legal" lang="tr">
        <Title>{title}</Title>
        <LegalBlocks blocks={blocks} heading={Heading} />
      </article>
    </main>
  );
}
