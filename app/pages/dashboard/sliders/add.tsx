import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SliderAddPage } from "./slider-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { sliderAddAction, sliderAddLoader } from "./slider-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["firstImage", "secondImage"], 2);

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
  return <SliderAddPage limits={uploadLimits} />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().sliders.missing} />;
}
