import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryAddPage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryAddLoader, entryAddAction } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/stone/add (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryAddLoader("stone", args);
}

export function action(args: ActionFunctionArgs) {
  return entryAddAction("stone", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.taxonomy.stones.addTitle);

export default function Page() {
  return <EntryAddPage resource="stone" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.stones.missing} />;
}
