import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryEditPage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryEditLoader, entryEditAction } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/category/edit/{id} (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryEditLoader("category", args);
}

export function action(args: ActionFunctionArgs) {
  return entryEditAction("category", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.taxonomy.categories.editTitle);

export default function Page() {
  return <EntryEditPage resource="category" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.categories.missing} />;
}
