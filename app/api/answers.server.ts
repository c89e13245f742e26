/**
 * The JSON answers every /api route shares: a success body, an error in the contract's shape
 * `{ error }` with its status, 404 and 405. Routes are declared with apiRoute (./route.server.ts).
 */
import type { Reach } from "~/lib/catalogue-actor";
import { isUuid } from "~/lib/uuid";

export { isUuid };

/** A JSON error answer in the contract's shape: `{ error }` with the status. */
export function apiError(status: number, error: string): never {
  throw Response.json({ error }, { status });
}

/** The record, or a 404 JSON answer naming what was missing. */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row == null) apiError(404, `${what} not found.`);
  return row;
}

export function ok(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

/**
 * A read's answer to its reader: to staff it may hold records shoppers never see, so no cache
 * keeps it (the page cache keeps public answers only: app/edge/page-cache.server.ts). A
 * shopper's answer goes as it always went.
 */
export function readAnswer(body: unknown, reach: Reach): Response {
  return ok(body, reach ? { headers: { "Cache-Control": "private, no-store" } } : {});
}

export function notFoundJson(): Response {
  return Response.json({ error: "Not found." }, { status: 404 });
}

/** For GET-only resource routes outside /api (sitemaps, robots.txt): other methods answer 405. */
export function methodNotAllowed(): Response {
  return allowOnly("GET, HEAD");
}

/** The 405 of a route that takes only the methods `allow` lists. */
export function allowOnly(allow: string): Response {
  return Response.json(
    { error: "Method not allowed." },
    { status: 405, headers: { Allow: allow } },
  );
}
