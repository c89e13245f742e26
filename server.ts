// The shop's one server entry, for development and production: plain node:http in front of Remix
// (remix-serve's Express stack costs most of the throughput on a small machine, decision 001).
//
// Run from this source (`npm run dev`: tsx server.ts), it puts Vite in middleware mode in front of
// app/, with hot reload. `npm run build` compiles it into build/server.js, beside the app it serves
// (`npm start`, `npm run start:prod`: node build/server.js), so production starts without a
// TypeScript loader. Both run the same edge: request ids and log lines, /healthz, the cross-site
// check, body limits, the page cache, the background jobs (docs/decisions/018).
import http from "node:http";
import zlib from "node:zlib";
import { Buffer } from "node:buffer";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import sirv from "sirv";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type RequestHandler,
  type ServerBuild,
} from "@remix-run/node";
import type { ViteDevServer } from "vite";
import type { CachedPage, PageCache } from "./app/edge/page-cache.server";
import type { Edge } from "./app/edge/edge.server";

const development = import.meta.url.endsWith(".ts");
const mode = process.env.NODE_ENV === "production" ? "production" : "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (development && mode === "production") {
  console.error("server.ts is the development server: production runs build/server.js.");
  process.exit(1);
}

/** One build to serve: the edge the app hands the server, and Remix's handler over its routes. */
interface App {
  edge: Edge;
  handleRemix: RequestHandler;
  /** The limits of the route a request goes to, when it takes files (its module's `uploadLimits`). */
  uploadLimits: ReturnType<Edge["uploadLimitsOf"]>;
}

function appOf(build: ServerBuild, handlerMode: string): App {
  const edge = (build.entry.module as { edge?: Edge }).edge;
  if (!edge) throw new Error("The server build exports no edge (app/entry.server.tsx).");
  return {
    edge,
    handleRemix: createRequestHandler(edge.withOutageResponses(build), handlerMode),
    uploadLimits: edge.uploadLimitsOf(build),
  };
}

const server = http.createServer();
server.keepAliveTimeout = 65_000;

let vite: ViteDevServer | undefined;
/** The app as of this request: in development, after the edits Vite has picked up since the last. */
let currentApp: () => App | Promise<App>;
let buildDir: string | undefined;

if (development) {
  const { createServer } = await import("vite");
  // HMR's websocket on the shop's own port; CORS off, so that answers carry the headers
  // production gives them.
  vite = await createServer({
    server: { middlewareMode: true, hmr: { server }, cors: false },
  });
  const devServer = vite;
  let last: { build: ServerBuild; app: App } | undefined;
  currentApp = async () => {
    const build = (await devServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
    if (last?.build !== build) last = { build, app: appOf(build, "development") };
    return last.app;
  };
} else {
  // The build this file was compiled into.
  buildDir = path.dirname(fileURLToPath(import.meta.url));
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    console.error(`No build in ${buildDir}: run 'npm run build' first.`);
    process.exit(1);
  }
  const app = appOf((await import(pathToFileURL(entry).href)) as ServerBuild, mode);
  currentApp = () => app;
}

// The lifecycle, the page cache and the headers every answer gets come from the first build: a
// development edit reloads the routes, not the database or the background jobs.
const first = await currentApp();
const { log } = first.edge;

let info: Awaited<ReturnType<Edge["startup"]>>;
try {
  info = await first.edge.startup();
} catch (error) {
  const failure = error as Error & { problems?: unknown };
  if (failure.name === "SettingsError") {
    // The operator's to fix: the list as plain text for whoever reads the failed deploy, and
    // as a JSON line for the log collector, without a stack trace.
    process.stderr.write(`${failure.message}\n`);
    log.fatal({ problems: failure.problems }, "missing production settings");
  } else log.fatal(error);
  process.exit(1);
}

const IMMUTABLE = "public, max-age=31536000, immutable";
// Fingerprinted assets are immutable; everything else in public/ gets a short cache. In
// development Vite serves public/ and the modules.
const assets =
  buildDir &&
  sirv(path.join(buildDir, "client"), {
    etag: true,
    gzip: false,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600",
      );
      // The one type sirv's table lacks: /favicon.ico, which browsers ask for on their own.
      if (pathname.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon");
    },
  });
// Pictures stored by the image pipeline and the music page's recordings are named by their content:
// cached for good. Anything else under uploads (none yet) is read afresh each time.
const uploads = sirv(info.uploadsDir, {
  dev: true,
  etag: true,
  setHeaders(res, pathname) {
    // Only WebP written by sharp and recordings checked by content are stored; a browser must never
    // guess another type from them.
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Recordings of the music page are named by their content too (app/services/audio.server.ts).
    if (pathname.startsWith("/img/") || pathname.startsWith("/audio/"))
      res.setHeader("Cache-Control", IMMUTABLE);
  },
});
/** The compression middleware reads only what node:http gives it (its types name Express's). */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

// Brotli's default 4 MB window is allocated for every answer it compresses. A page is well under
// 256 kB, for which a 256 kB window (lgwin 18) makes the same bytes (a sitemap file loses little):
// +24 % rendered /shop req/s to a browser (docs/decisions/012). Quality 4 is the middleware's own.
const compress: Middleware = compression({
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
}) as unknown as Middleware;
const pageCache: PageCache = new first.edge.PageCache();
// A change made by any process (a trigger's NOTIFY, app/models/data-changes.server.ts) drops the
// pages kept so far: every page shows some of the catalogue, settings or content.
first.edge.onDataChange(() => pageCache.clear());
// Every answer gets them (app/edge/security-headers.server.ts); a document's own, with its
// script nonce, replaces these when Remix sends it.
const baseHeaders = first.edge.securityHeaders();

// The origin every request is answered on (PUBLIC_URL's, else the listening address), set once the
// server listens: what a client sends as Host or as request target never becomes a link's origin.
let origin: string;

/** Requests begun and not yet answered: whether others wait for the event loop. */
let inFlight = 0;

function toRequest(edge: Edge, req: http.IncomingMessage, res: http.ServerResponse): Request {
  const url = edge.requestUrl(req.url, origin);
  const controller = new AbortController();
  // A client gone before its whole answer was sent stops the work still running for it. An answer
  // sent whole leaves nothing to stop, and aborting it anyway cost every request 0.14 ms (a
  // DOMException with its stack, and each listener Remix and undici had added).
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // The client address for rate limits, over any such header the client sent: the socket's, or
  // behind TRUST_PROXY_HOPS proxies the one they forwarded (app/edge/client-address.server.ts).
  headers.set(edge.clientAddressHeader, edge.clientAddressOf(req));
  return new Request(url.href, init);
}

/**
 * The answer's status and headers, each Set-Cookie on its own line (a Headers object yields each
 * of them apart). A kept page's list is written as it is, with no Headers built per hit.
 */
function writeHeaders(
  res: http.ServerResponse,
  status: number,
  headers: Iterable<[string, string]>,
) {
  res.statusCode = status;
  const cookies: string[] = [];
  for (const [key, value] of headers) {
    if (key.toLowerCase() === "set-cookie") cookies.push(value);
    else res.setHeader(key, value);
  }
  if (cookies.length) res.setHeader("set-cookie", cookies);
}

async function sendResponse(res: http.ServerResponse, response: Response) {
  writeHeaders(res, response.status, response.headers);
  res.statusMessage = response.statusText;
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A body whole, with its length, compressed already or sent as it is for a browser that takes no
 * encoding: either way it varies with Accept-Encoding. The compression middleware leaves an answer
 * that has an encoding alone.
 */
function sendWhole(res: http.ServerResponse, body: Buffer, encoding: string | null) {
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  const vary = res.getHeader("vary");
  if (!vary) res.setHeader("vary", "Accept-Encoding");
  else if (!/accept-encoding/i.test(String(vary)))
    res.setHeader("vary", `${vary}, Accept-Encoding`);
  res.end(body);
}

/** A kept page, compressed as the browser accepts (once per page and encoding, not per answer). */
async function sendPage(
  edge: Edge,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  cacheState: "hit" | "miss",
) {
  const encoding = edge.cachedPageEncoding(req.headers["accept-encoding"], page);
  writeHeaders(res, page.status, page.headers);
  res.setHeader("x-page-cache", cacheState);
  sendWhole(res, encoding ? await edge.encodedBody(page, encoding) : page.body, encoding);
}

/** Remix's answer, kept in the page cache when the request and the answer allow it. */
async function respond(
  app: App,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  cacheKey: string | null,
) {
  const { edge } = app;
  const generation = pageCache.generation;
  const request = toRequest(edge, req, res);
  // Before Remix, so that no action runs for another site's write (app/edge/cross-site.server.ts)
  // nor reads a body over the limit or one it cannot parse (app/edge/body-limit.server.ts).
  const crossSite = edge.checkCrossSite(request);
  const checked =
    crossSite instanceof Response ? crossSite : await edge.limitBody(crossSite, app.uploadLimits);
  let response: Response;
  if (checked instanceof Response) response = checked;
  else {
    const context = await edge.loadContext(checked, reqIdOf(req));
    response = await app.handleRemix(checked, context);
    // A route outside apiHandler (the payment callback) that found no database: 503, not 500.
    if (response.status === 500 && edge.failedUnavailable(context))
      response = edge.unavailableAnswer(checked);
  }
  if (cacheKey && edge.PageCache.storable(response)) {
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers],
      body: Buffer.from(await response.arrayBuffer()),
    };
    pageCache.set(cacheKey, page, generation);
    return sendPage(edge, req, res, page, "miss");
  }
  // A document rendered for this request alone (signed in, or not kept): gzipped in one step,
  // its stylesheet compressed once for all (app/edge/document-gzip.server.ts).
  if (!edge.isGzippableDocument(req.headers["accept-encoding"], response))
    return sendResponse(res, response);
  const document = Buffer.from(await response.arrayBuffer());
  const gzipped = await edge.gzipDocument(document, inFlight > 1);
  writeHeaders(res, response.status, response.headers);
  sendWhole(res, gzipped, "gzip");
}

let stopping = false;

/** One JSON log line per answer, with the id the answer's X-Request-Id header carries. */
function logWhenDone(
  edge: Edge,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  reqId: string,
) {
  const started = performance.now();
  res.once("close", () => {
    const line: Record<string, unknown> = {
      reqId,
      method: req.method,
      url: req.url,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (!res.writableFinished) line.aborted = true;
    // A 503 is an outage the shop answered cleanly (the database away, a stop): a warning.
    if (res.statusCode >= 500 && res.statusCode !== 503) edge.log.error(line, "request failed");
    else if (res.statusCode === 503) edge.log.warn(line, "request unavailable");
    else edge.log.info(line, "request");
  });
}

async function answerHealth(edge: Edge, res: http.ServerResponse) {
  const { status, body } = await edge.health(stopping);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(body);
}

/** The request id serve() gave the request. */
const reqIdOf = (req: http.IncomingMessage) => String(req.headers["x-request-id"]);

/** Every request the shop answers (in development, every one Vite leaves to it). */
function serve(app: App, req: http.IncomingMessage, res: http.ServerResponse) {
  const { edge } = app;
  const reqId = edge.requestIdFrom(req.headers["x-request-id"]);
  req.headers["x-request-id"] = reqId;
  res.setHeader("x-request-id", reqId);
  logWhenDone(edge, req, res, reqId);
  inFlight++;
  res.once("close", () => inFlight--);
  // A keep-alive connection must not outlive a shutdown that waits for it.
  if (stopping) res.setHeader("connection", "close");
  edge.requestContext.run({ reqId }, () => edge.withWriterSlot(() => handle(app, req, res)));
}

function handle(app: App, req: http.IncomingMessage, res: http.ServerResponse) {
  const { edge } = app;
  if (req.url === "/healthz") return void answerHealth(edge, res);
  for (const [name, value] of baseHeaders) res.setHeader(name, value);
  // TRACE: no Request can carry it (app/edge/method-check.server.ts).
  const refused = edge.methodRefusal(req.method, edge.requestUrl(req.url, origin));
  if (refused) return void sendResponse(res, refused).catch(() => res.destroy());
  compress(req, res, () => {
    const next = () => {
      const cacheKey = pageCache.keyFor(
        req.method ?? "GET",
        `${req.headers.host}${req.url}`,
        req.headers,
      );
      const cached = cacheKey && pageCache.get(cacheKey);
      (cached ? sendPage(edge, req, res, cached, "hit") : respond(app, req, res, cacheKey)).catch(
        (error) => {
          // Past Remix and every route's own answer: the outage's 503 or a 500, as a page in the
          // address's language (JSON for /api).
          const answer = edge.failureAnswer(new Request(edge.requestUrl(req.url, origin)), error);
          if (answer.status === 503) edge.log.warn({ err: error }, "database unavailable");
          else edge.log.error(error);
          if (res.headersSent) return res.end();
          return sendResponse(res, answer).catch(() => res.destroy());
        },
      );
    };
    if (req.url?.startsWith("/uploads/")) {
      req.url = req.url.slice("/uploads".length);
      return uploads(req, res, next);
    }
    if (assets) assets(req, res, next);
    else next();
  });
}

if (vite) {
  const devServer = vite;
  const current = currentApp;
  // Vite answers for its client, the modules of app/ and public/; everything else is the shop's.
  server.on("request", (req, res) =>
    devServer.middlewares(req, res, async () => {
      try {
        serve(await current(), req, res);
      } catch (error) {
        // The app does not load (an edit broke a module): Vite's error, with its mapped stack.
        if (error instanceof Error) devServer.ssrFixStacktrace(error);
        log.error(error);
        res.statusCode = 500;
        res.end(String(error instanceof Error ? error.stack : error));
      }
    }),
  );
} else {
  server.on("request", (req, res) => serve(first, req, res));
}

server.listen(port, host, () => {
  const listening = first.edge.listeningOrigin(host, (server.address() as { port: number }).port);
  origin = first.edge.trustedOrigin(listening);
  const links = origin === listening ? "" : `; links on ${origin}`;
  log.info(
    `Shop ready on ${listening} (${info.database}; card payments: ${info.payments}; İYS: ${info.iys}${links})`,
  );
});

const STOP_GRACE_MS = Number(process.env.STOP_GRACE_MS ?? 10_000);

/**
 * Stops taking connections, lets the requests in flight finish (for up to STOP_GRACE_MS), then
 * closes the database: a deploy or a scale-in loses no answer and leaves no half-written order.
 */
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: finishing the requests in flight");
  server.close(async () => {
    await first.edge.shutdown();
    log.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  // Development: Vite's watcher and its HMR websockets, which would hold the server open.
  void vite?.close();
  setTimeout(() => {
    log.error("requests still running after the grace period: stopping anyway");
    process.exit(1);
  }, STOP_GRACE_MS).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
