import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CarouselPicker } from "./carousel-picker";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { carouselAction, carouselLoader } from "./carousel-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/carousel: the home page's product carousel (admins). */
export function loader(args: LoaderFunctionArgs) {
  return carouselLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return carouselAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].carousel.title);

export default function Page() {
  const t = useDashboardT().carousel;
  const { entries, matches, q } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t.title}</h1>
      <CarouselPicker key={q} entries={entries} matches={matches} q={q} />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
