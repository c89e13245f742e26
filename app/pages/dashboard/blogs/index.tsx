import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BlogListPage } from "./blog-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { blogListLoader } from "./blog-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/blogs: every blog post, inactive ones marked (admins). */
export const loader = (args: LoaderFunctionArgs) => blogListLoader(args);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].blogs.title);

export default function Page() {
  return <BlogListPage />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().blogs.missing} />;
}
