import { isRouteErrorResponse } from "@remix-run/react";
import type { Messages } from "~/locales";

/**
 * What a route's error is to the shopper, for the page an error boundary shows and its title: a
 * page not found (404), a short outage (503: the database away, app/http/unavailable.server.ts),
 * no connection (the phone is offline), a connection that failed while the phone counts itself
 * online (a navigation's data or page script could not be fetched: a weak signal, a captive
 * portal, the shop out of reach), or anything else (a bug).
 */
export type RouteErrorKind = "notFound" | "unavailable" | "offline" | "unreachable" | "error";

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    return error.status === 503 ? "unavailable" : "error";
  }
  if (offline()) return "offline";
  return isNetworkError(error) ? "unreachable" : "error";
}

/**
 * The heading and text of a failed page, and so its title: one place for every kind (a page not
 * found has its own page, components/layout/not-found.tsx).
 */
export function failureCopy(
  kind: Exclude<RouteErrorKind, "notFound">,
  t: Messages["common"],
): { title: string; text: string } {
  switch (kind) {
    case "unavailable":
      return { title: t.unavailableTitle, text: t.unavailableText };
    case "offline":
      return { title: t.offlineTitle, text: t.offlineText };
    case "unreachable":
      return { title: t.unreachableTitle, text: t.unreachableText };
    case "error":
      return { title: t.errorTitle, text: t.errorText };
  }
}

// Only a browser can be offline; on the server (Node 20 has no `navigator`) an error is never that.
function offline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * A fetch or module import that got no answer at all. Browsers reject both with a TypeError whose
 * message is all that tells it from a bug's TypeError ("Cannot read properties of undefined"), so
 * the known messages are listed: Chromium, Firefox, Safari.
 */
const NETWORK_MESSAGES = [
  /^Failed to fetch/, // Chromium: data, and "Failed to fetch dynamically imported module: …"
  /^NetworkError when attempting to fetch resource/, // Firefox: data
  /^error loading dynamically imported module/, // Firefox: module
  /^Load failed$/, // Safari: data
  /^Importing a module script failed/, // Safari: module
  /^The Internet connection appears to be offline/, // older Safari
];

export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError && NETWORK_MESSAGES.some((message) => message.test(error.message))
  );
}
