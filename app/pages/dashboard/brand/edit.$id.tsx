import type { MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BrandEditPage } from "~/pages/dashboard/taxonomy/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import {
  brandEditLoader,
  brandEditAction,
} from "~/pages/dashboard/taxonomy/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/brand/edit/{id}: an admin any brand, a merchant their own; delete for admins. */
export const loader = brandEditLoader;
export const action = brandEditAction;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.brand.editTitle);

export default function Page() {
  return <BrandEditPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.brand.missing} />;
}
