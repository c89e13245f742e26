import { Link, useLocation, useRouteError } from "@remix-run/react";
import { LocalLink, useT } from "~/components/i18n";
import { failureCopy, routeErrorKind } from "~/lib/route-error";
import { NotFound } from "./not-found";

/**
 * A failed page with a way on: "Try again" loads the same address once more (with JavaScript,
 * its loaders only), which is what a shopper wants after a short outage or a phone that lost its
 * connection for a moment. A page the visitor may not open (403) would refuse them again: it
 * offers the way home instead (the dashboard's start inside the dashboard).
 */
function RetryMessage({
  title,
  text,
  inLayout,
  retry,
}: {
  title: string;
  text: string;
  inLayout: boolean;
  retry: boolean;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const message = (
    <>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
      {retry ? (
        <Link to={pathname + search} className="button">
          {t.common.tryAgain}
        </Link>
      ) : (
        <LocalLink to={inLayout ? "/dashboard" : "/"} className="button">
          {inLayout ? t.account.dashboardTitle : t.common.backHome}
        </LocalLink>
      )}
    </>
  );
  // Inside a layout that has its own <main> (the dashboard), an alert within it.
  return inLayout ? (
    <div role="alert" className="page-message">
      {message}
    </div>
  ) : (
    <main id="main" className="container page-message">
      {message}
    </main>
  );
}

/**
 * Any error but not found: spec 001 §8's texts for a refused request (400) and a refusal of the
 * visitor's role (403), the outage for a 503 (without JavaScript the server answers its own 503
 * page), no connection when the phone is offline or a navigation got no answer, else the generic
 * error.
 */
export function FailedPage({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const t = useT().common;
  const kind = routeErrorKind(error);
  // A not found reaching here (a caller that did not tell it apart) says what any error says.
  const { title, text } = failureCopy(kind === "notFound" ? "error" : kind, t);
  return (
    <RetryMessage title={title} text={text} inLayout={inLayout} retry={kind !== "forbidden"} />
  );
}

/** What a storefront page's error boundary shows: not found for a 404, else `FailedPage`. */
export function PageError() {
  const error = useRouteError();
  return routeErrorKind(error) === "notFound" ? <NotFound /> : <FailedPage />;
}
