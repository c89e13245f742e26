import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryListPage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryListLoader } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/type: the list of types, inactive ones too (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryListLoader("type", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.taxonomy.types.title);

export default function Page() {
  return <EntryListPage resource="type" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.types.missing} />;
}
