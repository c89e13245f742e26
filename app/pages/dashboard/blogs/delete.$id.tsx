import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BlogDeletePage } from "./blog-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { blogDeleteLoader, blogDeleteAction } from "./blog-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/blogs/delete/{id}: asks, then deletes (admins). */
export const loader = (args: LoaderFunctionArgs) => blogDeleteLoader(args);
export const action = (args: ActionFunctionArgs) => blogDeleteAction(args);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].blogs.deleteTitle);

export default function Page() {
  return <BlogDeletePage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().blogs.missing} />;
}
