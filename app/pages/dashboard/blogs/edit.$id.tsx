import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { BlogEditPage } from "./blog-pages";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { blogEditLoader, blogEditAction } from "./blog-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["image", "inner_image"], 2);

/** /dashboard/blogs/edit/{id}: save, or delete through its confirmation (admins). */
export const loader = (args: LoaderFunctionArgs) => blogEditLoader(args);
export const action = (args: ActionFunctionArgs) => blogEditAction(args);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].blogs.editTitle);

export default function Page() {
  return <BlogEditPage limits={uploadLimits} />;
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().blogs.missing} />;
}
