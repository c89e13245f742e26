import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SliderListPage } from "./slider-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { sliderListAction, sliderListLoader } from "./slider-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/sliders: the home slider's slides, in order (admins). */
export function loader(args: LoaderFunctionArgs) {
  return sliderListLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return sliderListAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].sliders.title);

export default function Page() {
  return <SliderListPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().sliders.missing} />;
}
