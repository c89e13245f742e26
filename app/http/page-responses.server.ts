/**
 * A page's refusals, thrown from a loader or an action: the root's error boundary draws the page
 * in the visitor's language (a 404 has its own page). The plain-text body is only for a client
 * that reads the status. /api routes answer JSON instead (app/api/shapes/catalogue.server.ts).
 */

/** 404: nothing there, or nothing of the visitor's (an address or order of someone else's). */
export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/** 400: a request no form of the shop sends (a missing intent, a malformed id). */
export function badRequest(): Response {
  return new Response("Bad Request", { status: 400 });
}

/** 403: signed in, but not allowed to. */
export function forbidden(): Response {
  return new Response("Forbidden", { status: 403 });
}
