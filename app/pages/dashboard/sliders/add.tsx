import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SliderAddPage } from "./slider-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { sliderAddAction, sliderAddLoader } from "./slider-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/sliders/add (admins). */
export function loader(args: LoaderFunctionArgs) {
  return sliderAddLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return sliderAddAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].sliders.addTitle);

export default function Page() {
  return <SliderAddPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().sliders.missing} />;
}
