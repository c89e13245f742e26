import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BlogAddPage } from "./blog-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { blogAddLoader, blogAddAction } from "./blog-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["image", "inner_image"], 2);

/** /dashboard/blogs/add (admins). */
export const loader = (args: LoaderFunctionArgs) => blogAddLoader(args);
export const action = (args: ActionFunctionArgs) => blogAddAction(args);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].blogs.addTitle);

export default function Page() {
  return <BlogAddPage limits={uploadLimits} />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().blogs.missing} />;
}
