import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/($lang).dashboard";

/** The signed-in user's profile, read once by the dashboard layout's loader. */
export function useDashboardProfile() {
  const data = useRouteLoaderData<typeof loader>("routes/($lang).dashboard");
  if (!data) throw new Error("useDashboardProfile outside the dashboard");
  return data.profile;
}
