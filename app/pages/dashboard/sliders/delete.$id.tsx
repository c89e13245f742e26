import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SliderDeletePage } from "./slider-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { sliderDeleteAction, sliderDeleteLoader } from "./slider-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/sliders/delete/{id}: asks, then deletes (admins). */
export function loader(args: LoaderFunctionArgs) {
  return sliderDeleteLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return sliderDeleteAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].sliders.deleteTitle);

export default function Page() {
  return <SliderDeletePage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().sliders.missing} />;
}
