import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useT } from "~/components/i18n";

/**
 * A dashboard page's error, shown inside the dashboard layout (the side menu stays): a 404 shows
 * the page's own 'not found' text, anything else the generic error.
 */
export function DashboardError({ notFound }: { notFound?: string }) {
  const error = useRouteError();
  const t = useT().common;
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <p className="empty" role="alert">
        {notFound ?? t.notFound}
      </p>
    );
  return (
    <div role="alert" className="page-message">
      <h1>{t.errorTitle}</h1>
      <p>{t.errorText}</p>
    </div>
  );
}
