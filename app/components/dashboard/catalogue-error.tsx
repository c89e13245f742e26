import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { DashboardError } from "./dashboard-error";
import { useDashboardT } from "./use-dashboard-t";

/** A catalogue page's error: a refusal (403) says so (spec 001 §8); the rest as every dashboard page. */
export function CatalogueError({ notFound }: { notFound?: string }) {
  const error = useRouteError();
  const t = useDashboardT().products;
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <p className="empty" role="alert">
        {t.forbidden}
      </p>
    );
  return <DashboardError notFound={notFound} />;
}
