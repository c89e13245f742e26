import { useRouteError } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { FailedPage } from "~/components/layout/page-error";
import { routeErrorKind } from "~/lib/route-error";

/**
 * A dashboard page's error, shown inside the dashboard layout (the side menu stays): a 404 shows
 * the page's own 'not found' text, anything else what FailedPage says (a short outage, or the
 * generic error), with a way to try again.
 */
export function DashboardError({ notFound }: { notFound?: string }) {
  const error = useRouteError();
  const t = useT().common;
  if (routeErrorKind(error) === "notFound")
    return (
      <p className="empty" role="alert">
        {notFound ?? t.notFound}
      </p>
    );
  return <FailedPage inLayout />;
}
