import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SliderEditPage } from "./slider-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { sliderEditAction, sliderEditLoader } from "./slider-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["firstImage", "secondImage"], 2);

/** /dashboard/sliders/edit/{id} (admins). */
export function loader(args: LoaderFunctionArgs) {
  return sliderEditLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return sliderEditAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].sliders.editTitle);

export default function Page() {
  return <SliderEditPage limits={uploadLimits} />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().sliders.missing} />;
}
