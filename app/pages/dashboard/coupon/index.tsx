import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { CouponListPage } from "./coupon-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { couponListLoader, couponListAction } from "./coupon-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/coupon (admins): the coupons, each with its switch that acts at once. */
export function loader(args: LoaderFunctionArgs) {
  return couponListLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return couponListAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].coupons.title);

export default function Page() {
  return <CouponListPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().coupons.missing} />;
}
