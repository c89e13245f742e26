import { startup, shutdown } from "./lifecycle.server";
import { PageCache, cachedPageEncoding, encodedBody } from "./page-cache.server";
import { gzipDocument, isGzippableDocument } from "./document-gzip.server";
import { securityHeaders } from "./security-headers.server";
import { checkCrossSite } from "./cross-site.server";
import { methodRefusal } from "./method-check.server";
import { listeningOrigin, requestUrl, trustedOrigin } from "~/http/public-origin.server";
import { limitBody } from "./body-limit.server";
import { uploadLimitsOf } from "./upload-routes.server";
import { loadContext } from "./load-context.server";
import { clientAddressOf } from "./client-address.server";
import { health } from "./health.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-ip.server";
import { log, requestContext, requestIdFrom } from "~/log/log.server";
import { onDataChange } from "~/models/data-changes.server";
import { withWriterSlot } from "../../db/staff-writer.server";
import {
  failedUnavailable,
  failureAnswer,
  unavailableAnswer,
  withOutageResponses,
} from "~/http/unavailable.server";

/**
 * Everything the server entry (server.ts) takes from the app, as one object: the build exports it
 * from app/entry.server.tsx, so that the server and the routes share one module graph (one
 * database, one log). Each rule lives in its module; this only names what the HTTP edge runs
 * around Remix, in the order a request meets it.
 */
export const edge = {
  /** Opens the database and starts the background jobs before listening; closes them at a stop. */
  startup,
  shutdown,
  /** GET /healthz, answered before anything else. */
  health,
  /** The request id each answer and log line carries, and the log itself. */
  requestIdFrom,
  requestContext,
  log,
  /** Each request's own slot for the staff member whose writes the history records. */
  withWriterSlot,
  /** The origin links are made on: PUBLIC_URL's, else the listening address. */
  listeningOrigin,
  trustedOrigin,
  requestUrl,
  /** Headers every answer gets; TRACE and methods no page answers, refused. */
  securityHeaders,
  methodRefusal,
  /** The client address for rate limits, decided once from the socket and trusted proxies. */
  clientAddressOf,
  clientAddressHeader: CLIENT_ADDRESS_HEADER,
  /** Before Remix: another site's form refused, a body over the limit or unreadable refused. */
  checkCrossSite,
  limitBody,
  /** The upload limits each route module declares, read from the build's routes. */
  uploadLimitsOf,
  /** What a request knows of itself (its database, user, cart, language), handed to Remix. */
  loadContext,
  /** Anonymous pages kept for PAGE_CACHE_MS, compressed once per encoding. */
  PageCache,
  /** Every change to the catalogue, settings or content, made by this process or another. */
  onDataChange,
  cachedPageEncoding,
  encodedBody,
  /** A rendered document, gzipped around the stylesheet compressed once. */
  isGzippableDocument,
  gzipDocument,
  /** A database outage answered 503, and the last resort's page for anything else that threw. */
  withOutageResponses,
  failedUnavailable,
  unavailableAnswer,
  failureAnswer,
};

export type Edge = typeof edge;
