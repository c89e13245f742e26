import { isRouteErrorResponse } from "@remix-run/react";
import type { Messages } from "~/locales";

/**
 * What a route's error is to the shopper, for the page an error boundary shows and its title: a
 * page not found (404), a refused request (400), a page the visitor may not open (403), a short
 * outage (503: the database away, app/http/unavailable.server.ts),
 * no connection (the phone is offline), a connection that failed while the phone counts itself
 * online (a navigation's data or page script could not be fetched: a weak signal, a captive
 * portal, the shop out of reach), or anything else (a bug).
 */
export type RouteErrorKind =
  "notFound" | "refused" | "forbidden" | "unavailable" | "offline" | "unreachable" | "error";

/** Answers a page throws on purpose, by status: a request no form sends, a role's refusal. */
const REFUSALS: Record<number, RouteErrorKind> = {
  400: "refused",
  403: "forbidden",
  404: "notFound",
  503: "unavailable",
};

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) return REFUSALS[error.status] ?? "error";
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
    // Spec 001 §8's titles: 'Please Try Again!' over a refused request, the 403's own sentence.
    case "refused":
      return { title: t.refusedTitle, text: t.errorText };
    case "forbidden":
      return { title: t.forbidden, text: "" };
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
