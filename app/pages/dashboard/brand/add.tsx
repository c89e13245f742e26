import type { MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BrandAddPage } from "~/pages/dashboard/taxonomy/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { brandAddLoader, brandAddAction } from "~/pages/dashboard/taxonomy/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/brand/add: admins only (spec 001 §6). */
export const loader = brandAddLoader;
export const action = brandAddAction;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.brand.addTitle);

export default function Page() {
  return <BrandAddPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.brand.missing} />;
}
