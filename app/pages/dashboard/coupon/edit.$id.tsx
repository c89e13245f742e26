import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { CouponFormPage } from "./coupon-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { couponEditLoader, couponEditAction } from "./coupon-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/coupon/edit/{id} (admins). */
export function loader(args: LoaderFunctionArgs) {
  return couponEditLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return couponEditAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].coupons.editTitle);

export default function Page() {
  return <CouponFormPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().coupons.missing} />;
}
