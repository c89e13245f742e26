// The bare app's server: node:http straight into Remix's request handler, no compression; only
// /assets/ (the client build) is served as files, so the bench can weigh the bare page's JS. Request and response are converted the same way as in ../../server.ts, so the
// ratio measures what the shop adds on top of Remix itself.
// Run: BUILD_DIR=bench/.build/bare PORT=3100 NODE_ENV=production node --import tsx bench/bare/server.ts
import http from "node:http";
import path from "node:path";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import sirv from "sirv";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? "127.0.0.1";
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(here, "../.build/bare"));
const serverEntry = path.join(buildDir, "server/index.js");
if (!existsSync(serverEntry)) {
  console.error(`No bare build in ${buildDir}: run 'npx remix vite:build bench/bare' first.`);
  process.exit(1);
}
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handle = createRequestHandler(
  build,
  process.env.NODE_ENV === "production" ? "production" : "development",
);

function toRequest(req: http.IncomingMessage, res: http.ServerResponse): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? `localhost:${port}`}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
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
  return new Request(url.href, init);
}

async function sendResponse(res: http.ServerResponse, response: Response): Promise<void> {
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

const assets = sirv(path.join(buildDir, "client"), { etag: true });

function remix(req: http.IncomingMessage, res: http.ServerResponse) {
  handle(toRequest(req, res))
    .then((response) => sendResponse(res, response))
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    });
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith("/assets/")) assets(req, res, () => remix(req, res));
  else remix(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`Bare ready on http://${host}:${port}`);
});

function stop() {
  server.close();
  server.closeIdleConnections();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
