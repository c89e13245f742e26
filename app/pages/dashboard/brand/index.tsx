import type { MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BrandListPage } from "~/pages/dashboard/taxonomy/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { brandListLoader } from "~/pages/dashboard/taxonomy/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/brand: an admin's every brand, a merchant's own. */
export const loader = brandListLoader;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.brand.title);

export default function Page() {
  return <BrandListPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.brand.missing} />;
}
