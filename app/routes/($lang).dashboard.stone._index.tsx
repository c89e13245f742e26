import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryListPage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryListLoader } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/stone: the list of stones, inactive ones too (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryListLoader("stone", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.taxonomy.stones.title);

export default function Page() {
  return <EntryListPage resource="stone" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.stones.missing} />;
}
