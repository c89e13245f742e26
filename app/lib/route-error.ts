import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What a route's error is to the shopper, for the page an error boundary shows and its title: a
 * page not found (404), a short outage (503: the database away, app/server/unavailable.server.ts),
 * no connection (the phone is offline: a navigation's data or page script could not be fetched),
 * or anything else (a bug, or a connection that failed while the phone still counts as online).
 */
export type RouteErrorKind = "notFound" | "unavailable" | "offline" | "error";

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (!isRouteErrorResponse(error)) return offline() ? "offline" : "error";
  if (error.status === 404) return "notFound";
  return error.status === 503 ? "unavailable" : "error";
}

// Only a browser can be offline; on the server (Node 20 has no `navigator`) an error is never that.
function offline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
