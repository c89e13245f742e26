// The production server entry: plain node:http in front of the Remix build. remix-serve's
// Express stack costs most of the throughput on a small machine (see docs/decisions).
import http from "node:http";
import zlib from "node:zlib";
import { Buffer } from "node:buffer";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { existsSync } from "node:fs";
import compression from "compression";
import sirv from "sirv";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";

const mode = process.env.NODE_ENV === "production" ? "production" : "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

if (!existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`No build in ${buildDir}: run 'npm run build' first.`);
  process.exit(1);
}
const build = await import(path.join(buildDir, "server/index.js"));
const {
  startup,
  shutdown,
  PageCache,
  cachedPageEncoding,
  encodedBody,
  securityHeaders,
  checkCrossSite,
  methodRefusal,
  listeningOrigin,
  requestUrl,
  trustedOrigin,
  limitBody,
  clientAddressOf,
  health,
  log,
  requestContext,
  requestIdFrom,
  failedUnavailable,
  failureAnswer,
  unavailableAnswer,
  withOutageResponses,
} = build.entry.module;

let info;
try {
  info = await startup();
} catch (error) {
  if (error.name === "SettingsError") {
    // The operator's to fix: the list as plain text for whoever reads the failed deploy, and
    // as a JSON line for the log collector, without a stack trace.
    process.stderr.write(`${error.message}\n`);
    log.fatal({ problems: error.problems }, "missing production settings");
  } else log.fatal(error);
  process.exit(1);
}
const handleRemix = createRequestHandler(withOutageResponses(build), mode);

const IMMUTABLE = "public, max-age=31536000, immutable";
// Fingerprinted assets are immutable; everything else in public/ gets a short cache.
const assets = sirv(path.join(buildDir, "client"), {
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600",
    );
  },
});
// Pictures stored by the image pipeline are named by their content: cached for good. Anything
// else under uploads (none yet) is read afresh each time.
const uploads = sirv(info.uploadsDir, {
  dev: true,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith("/img/")) res.setHeader("Cache-Control", IMMUTABLE);
  },
});
// Brotli's default 4 MB window is allocated for every answer it compresses. A page is well under
// 256 kB, for which a 256 kB window (lgwin 18) makes the same bytes (a sitemap file loses little):
// +24 % rendered /shop req/s to a browser (docs/decisions/012). Quality 4 is the middleware's own.
const compress = compression({
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
});
const pageCache = new PageCache();
// Every answer gets them (app/server/security-headers.server.ts); a document's own, with its
// script nonce, replaces these when Remix sends it.
const baseHeaders = securityHeaders();

// The origin every request is answered on (PUBLIC_URL's, else the listening address), set once the
// server listens: what a client sends as Host or as request target never becomes a link's origin.
let origin;

function toRequest(req, res) {
  const url = requestUrl(req.url, origin);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // The client address for rate limits, over any such header the client sent: the socket's, or
  // behind TRUST_PROXY_HOPS proxies the one they forwarded (app/server/client-address.server.ts).
  headers.set("x-shop-client-ip", clientAddressOf(req));
  return new Request(url.href, init);
}

async function sendResponse(res, response) {
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** A kept page, compressed as the browser accepts (once per page and encoding, not per answer). */
async function sendPage(req, res, page, cacheState) {
  const encoding = cachedPageEncoding(req.headers["accept-encoding"], page);
  const body = encoding ? await encodedBody(page, encoding) : page.body;
  res.statusCode = page.status;
  for (const [key, value] of page.headers) res.setHeader(key, value);
  res.setHeader("x-page-cache", cacheState);
  // The compression middleware leaves an answer that already has an encoding alone.
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  const vary = res.getHeader("vary");
  if (!vary) res.setHeader("vary", "Accept-Encoding");
  else if (!/accept-encoding/i.test(String(vary)))
    res.setHeader("vary", `${vary}, Accept-Encoding`);
  res.end(body);
}

/** Remix's answer, kept in the page cache when the request and the answer allow it. */
async function respond(req, res, cacheKey) {
  const request = toRequest(req, res);
  // Before Remix, so that no action runs for another site's write (app/server/cross-site.server.ts)
  // nor reads a body over the limit or one it cannot parse (app/server/body-limit.server.ts).
  const crossSite = checkCrossSite(request);
  const checked = crossSite instanceof Response ? crossSite : await limitBody(crossSite);
  let response = checked instanceof Response ? checked : await handleRemix(checked);
  // A route outside apiHandler (the payment callback) that found no database: 503, not 500.
  if (response.status === 500 && !(checked instanceof Response) && failedUnavailable(checked))
    response = unavailableAnswer(checked);
  if (!cacheKey || !PageCache.storable(response)) return sendResponse(res, response);
  const page = {
    status: response.status,
    headers: [...response.headers],
    body: Buffer.from(await response.arrayBuffer()),
  };
  pageCache.set(cacheKey, page);
  await sendPage(req, res, page, "miss");
}

let stopping = false;

/** One JSON log line per answer, with the id the answer's X-Request-Id header carries. */
function logWhenDone(req, res, reqId) {
  const started = performance.now();
  res.once("close", () => {
    const line = {
      reqId,
      method: req.method,
      url: req.url,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (!res.writableFinished) line.aborted = true;
    // A 503 is an outage the shop answered cleanly (the database away, a stop): a warning.
    if (res.statusCode >= 500 && res.statusCode !== 503) log.error(line, "request failed");
    else if (res.statusCode === 503) log.warn(line, "request unavailable");
    else log.info(line, "request");
  });
}

async function answerHealth(res) {
  const { status, body } = await health(stopping);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const reqId = requestIdFrom(req.headers["x-request-id"]);
  req.headers["x-request-id"] = reqId;
  res.setHeader("x-request-id", reqId);
  logWhenDone(req, res, reqId);
  // A keep-alive connection must not outlive a shutdown that waits for it.
  if (stopping) res.setHeader("connection", "close");
  requestContext.run({ reqId }, () => handle(req, res));
});

function handle(req, res) {
  if (req.url === "/healthz") return void answerHealth(res);
  for (const [name, value] of baseHeaders) res.setHeader(name, value);
  // TRACE: no Request can carry it (app/server/method-check.server.ts).
  const refused = methodRefusal(req.method, requestUrl(req.url, origin));
  if (refused) return void sendResponse(res, refused).catch(() => res.destroy());
  compress(req, res, () => {
    const next = () => {
      const cacheKey = pageCache.keyFor(req.method, `${req.headers.host}${req.url}`, req.headers);
      const cached = cacheKey && pageCache.get(cacheKey);
      (cached ? sendPage(req, res, cached, "hit") : respond(req, res, cacheKey)).catch((error) => {
        // Past Remix and every route's own answer: the outage's 503 or a 500, as a page in the
        // address's language (JSON for /api).
        const answer = failureAnswer(new Request(requestUrl(req.url, origin)), error);
        if (answer.status === 503) log.warn({ err: error }, "database unavailable");
        else log.error(error);
        if (res.headersSent) return res.end();
        return sendResponse(res, answer).catch(() => res.destroy());
      });
    };
    if (req.url?.startsWith("/uploads/")) {
      req.url = req.url.slice("/uploads".length);
      return uploads(req, res, next);
    }
    assets(req, res, next);
  });
}
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  const listening = listeningOrigin(host, server.address().port);
  origin = trustedOrigin(listening);
  const links = origin === listening ? "" : `; links on ${origin}`;
  log.info(
    `Shop ready on ${listening} (${info.database}; card payments: ${info.payments}${links})`,
  );
});

const STOP_GRACE_MS = Number(process.env.STOP_GRACE_MS ?? 10_000);

/**
 * Stops taking connections, lets the requests in flight finish (for up to STOP_GRACE_MS), then
 * closes the database: a deploy or a scale-in loses no answer and leaves no half-written order.
 */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: finishing the requests in flight");
  server.close(async () => {
    await shutdown();
    log.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.error("requests still running after the grace period: stopping anyway");
    process.exit(1);
  }, STOP_GRACE_MS).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
