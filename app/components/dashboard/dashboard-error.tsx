import { useRouteError } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { FailedPage } from "~/components/layout/page-error";
import { routeErrorKind } from "~/lib/route-error";

/**
 * A dashboard page's error, shown inside the dashboard layout (the side menu stays): a 404 shows
 * the page's own 'not found' text, anything else what FailedPage says: spec 001 §8's 'Forbidden!'
 * for a page the visitor's role may not open (a merchant on an admin's page, a member on the
 * product list), 'Please Try Again!' for a refused request, a short outage, or the generic error.
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
