import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { log } from "~/log/log.server";
import { refusalAnswer } from "./refusal-page.server";

/**
 * "The database is not there right now" (a restart, a failover, a network cut) is not a bug in the
 * shop: the visitor gets a 503 with Retry-After and a page that says to try again shortly, /api a
 * `{ error }`, instead of the generic 500. postgres.js reconnects by itself on the next query, so
 * the same request a few seconds later works.
 */

/** How long a client is told to wait: about what a PostgreSQL restart or failover takes. */
const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_API_ERROR = "Service unavailable, try again shortly.";
/** The spec's generic failure text (§8), for anything unexpected: never a stack trace. */
export const SERVER_ERROR = "Your request could not be processed. Please try again.";

/**
 * Socket-level failures (from node:net, on the way to the database or any other backend),
 * postgres.js's own connection errors, and the SQLSTATEs of a server that is shutting down,
 * starting up or out of connections. Class 08 (connection exception) is matched by prefix.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown: the server is stopping (pg_ctl stop -m fast, a failover)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
]);

/**
 * Whether an error (as thrown by a model: drizzle wraps the driver's error in `cause`; Node wraps
 * parallel connection attempts in an AggregateError's `errors`) means the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** The driver's own words for the log ("57P01 terminating connection ..."), not drizzle's query text. */
export function unavailableReason(error: unknown): string {
  let inner = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (inner?.cause && typeof inner.cause === "object") inner = inner.cause as typeof inner;
  return [inner?.code, inner?.message].filter((part) => typeof part === "string").join(" ");
}

/**
 * Where a request's outage is noted: its load context (app/edge/load-context.server.ts). Remix
 * reports a loader's or action's error (handleError) before it renders, and in production hands
 * the renderer only a sanitised copy.
 */
export interface OutageMark {
  databaseUnavailable: boolean;
}

/** One log line for an outage met by a request, with the driver's reason (not a stack). */
function logUnavailable(request: Request, error: unknown) {
  const path = new URL(request.url).pathname;
  log.warn({ path, reason: unavailableReason(error) }, "database unavailable");
}

/** Marks (and logs) the request when `error` is a database outage; true when it was one. */
export function noteUnavailable(mark: OutageMark, request: Request, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  mark.databaseUnavailable = true;
  logUnavailable(request, error);
  return true;
}

export function failedUnavailable(mark: OutageMark): boolean {
  return mark.databaseUnavailable;
}

const retryHeaders = () => ({
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
});

/** The 503: a small page without scripts in the address's language, or `{ error }` for /api. */
export function unavailableAnswer(request: Request): Response {
  return refusalAnswer(
    request,
    503,
    { title: "unavailableTitle", text: "unavailableText" },
    UNAVAILABLE_API_ERROR,
    retryHeaders(),
    { retry: true },
  );
}

/**
 * server.ts's answer when handling a request threw past Remix and its routes: the outage's 503
 * when the database was away, else a 500, as a page in the address's language (JSON for /api).
 */
export function failureAnswer(request: Request, error: unknown): Response {
  if (isDatabaseUnavailable(error)) return unavailableAnswer(request);
  return refusalAnswer(
    request,
    500,
    { title: "failedTitle", text: "failedText" },
    SERVER_ERROR,
    {},
    { retry: true },
  );
}

export function unavailableJson(): Response {
  return Response.json({ error: UNAVAILABLE_API_ERROR }, { status: 503, headers: retryHeaders() });
}

/** A Remix data answer (.data) for a request that failed so: the same body, as a 503. */
export function asUnavailable(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(retryHeaders())) headers.set(name, value);
  return new Response(response.body, { status: 503, headers });
}

type DataFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

/**
 * The build with every page's loader and action throwing a 503 response in place of a database
 * outage's error. Remix hands a thrown error to the browser only as "Unexpected Server Error", so a
 * JavaScript navigation could not tell an outage from a bug; a 503 route error response it can
 * (components/layout/page-error.tsx); a document request still gets the 503 page (entry.server).
 * Resource routes keep the error: server.ts and the API answer for them.
 */
export function withOutageResponses(build: ServerBuild): ServerBuild {
  const wrap = (fn: DataFunction | undefined): DataFunction | undefined =>
    fn &&
    (async (args) => {
      try {
        return await fn(args);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        logUnavailable(args.request, error);
        throw new Response(null, { status: 503, headers: retryHeaders() });
      }
    });
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { module } = route;
      if (!module.default) return [id, route];
      const loader = wrap(module.loader as DataFunction | undefined);
      const action = wrap(module.action as DataFunction | undefined);
      return [id, { ...route, module: { ...module, loader, action } }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
