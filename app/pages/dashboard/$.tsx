import type { LoaderFunctionArgs } from "@remix-run/node";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { requireUser } from "~/http/auth.server";
import { notFound } from "~/http/page-responses.server";

/** An unknown /dashboard/* path: the not-found text inside the dashboard, status 404. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireUser(context);
  throw notFound();
}

export default function DashboardNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <DashboardError />;
}
