import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { CouponFormPage } from "./coupon-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { couponAddLoader, couponAddAction } from "./coupon-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/coupon/add (admins). */
export function loader(args: LoaderFunctionArgs) {
  return couponAddLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return couponAddAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].coupons.addTitle);

export default function Page() {
  return <CouponFormPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().coupons.missing} />;
}
