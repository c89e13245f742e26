import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { CouponDeletePage } from "./coupon-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { couponDeleteLoader, couponDeleteAction } from "./coupon-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/coupon/delete/{id} (admins): asks, then deletes. */
export function loader(args: LoaderFunctionArgs) {
  return couponDeleteLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return couponDeleteAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].coupons.deleteTitle);

export default function Page() {
  return <CouponDeletePage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().coupons.missing} />;
}
