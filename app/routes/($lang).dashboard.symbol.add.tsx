import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryAddPage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryAddLoader, entryAddAction } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/symbol/add (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryAddLoader("symbol", args);
}

export function action(args: ActionFunctionArgs) {
  return entryAddAction("symbol", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.taxonomy.symbols.addTitle);

export default function Page() {
  return <EntryAddPage resource="symbol" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.symbols.missing} />;
}
