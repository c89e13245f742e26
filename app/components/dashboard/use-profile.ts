import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/pages/dashboard/layout";

/** The signed-in user's profile, read once by the dashboard layout's loader. */
export function useDashboardProfile() {
  const data = useRouteLoaderData<typeof loader>("pages/dashboard/layout");
  if (!data) throw new Error("useDashboardProfile outside the dashboard");
  return data.profile;
}
