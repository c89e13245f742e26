import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { EntryDeletePage } from "~/components/dashboard/catalogue-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { entryDeleteLoader, entryDeleteAction } from "~/features/catalogue/catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/stone/delete/{id}: asks, then deletes (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryDeleteLoader("stone", args);
}

export function action(args: ActionFunctionArgs) {
  return entryDeleteAction("stone", args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.form.deleteTitle);

export default function Page() {
  return <EntryDeletePage resource="stone" />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().catalogue.taxonomy.stones.missing} />;
}
