import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MusicPlayer } from "~/components/content/music-player";
import { useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { musicPage } from "~/features/content/music.server";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";

/** /takilarintinisi (issue [12]): the shop's music, its title and a player that can be paused. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return musicPage(context.db, langFromParam(params.lang) ?? "tr");
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const t = messages[rootLang(matches)].content.music;
  return pageMeta(matches, data?.title ?? t.title, t.description);
};

export default function MusicPage() {
  const t = useT().content.music;
  const { title, src } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container content-page music-page">
      {/* The pause control comes before anything else on the page (WCAG 1.4.2, decision 045). */}
      <MusicPlayer src={src} texts={t} />
      <Breadcrumb current={title} />
      <h1>{title}</h1>
      <p className="music-description">{t.description}</p>
    </main>
  );
}
