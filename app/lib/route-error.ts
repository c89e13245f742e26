import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What a route's error is to the shopper, for the page an error boundary shows and its title: a
 * page not found (404), a short outage (503: the database away, app/server/unavailable.server.ts),
 * or anything else (a bug, or a connection lost during a navigation).
 */
export type RouteErrorKind = "notFound" | "unavailable" | "error";

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (!isRouteErrorResponse(error)) return "error";
  if (error.status === 404) return "notFound";
  return error.status === 503 ? "unavailable" : "error";
}
