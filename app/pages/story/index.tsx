import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ParagraphsPage, pickParagraphs } from "~/components/content/paragraphs-page";
import { useT } from "~/components/i18n";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { getSettings } from "~/models/settings.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const settings = await getSettings(context.db);
  return pickParagraphs(settings.storyParagraphs, langFromParam(params.lang) ?? "tr");
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].content;
  return pageMeta(matches, t.storyTitle, t.storyDescription);
};

export default function Story() {
  const t = useT().content;
  return (
    <ParagraphsPage
      title={t.storyTitle}
      crumb={t.storyBreadcrumb}
      {...useLoaderData<typeof loader>()}
    />
  );
}
