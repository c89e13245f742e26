/**
 * The floor of a rendered page (issue [11] point 1): what React alone takes to render the page's
 * element tree, its data already loaded. Run by scripts/bench/against-floor.ts as a child with the
 * shop's environment: `node --import tsx scripts/bench/floor.ts`. Each line it reads,
 * `<seconds> <path>`, it answers with one JSON line: that path rendered one at a time for that
 * long. The bench asks in turns with its loads of the served page, so that both see the machine
 * in the same state (a 2-core virtual machine's speed drifts by half within minutes).
 *
 * Each path goes once through the production build's request handler, whose render step is
 * swapped for one that keeps Remix's entry context (the matched routes and their loaders' data)
 * instead of rendering. Then, for `seconds`, the build's own entry renders that context again and
 * again, one at a time, and the body is read whole: the same components, props, nonce and
 * document stream as a served page, without route matching, loaders, the database or HTTP.
 */
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  type AppLoadContext,
  type EntryContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Edge } from "../../app/edge/edge.server";

type HandleRequest = (
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: AppLoadContext,
) => Promise<Response>;

const buildDir = process.env.BUILD_DIR ?? "build";
const build = (await import(
  pathToFileURL(path.resolve(buildDir, "server/index.js")).href
)) as ServerBuild;
const render = build.entry.module.default as HandleRequest;
// Each request's load context, as the server builds it (server.ts).
const { loadContext } = (build.entry.module as unknown as { edge: Edge }).edge;

let kept: EntryContext | null = null;
const keeping = createRequestHandler(
  {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => {
          kept = context;
          return new Response(null);
        },
      },
    },
  },
  "production",
);

// A person's browser: the entry streams the document to people and renders it whole for bots.
const headers = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
const origin = "http://127.0.0.1";

/** A render of the path's page, ready to repeat: its context loaded once from the database. */
async function renderer(pagePath: string): Promise<() => Promise<number>> {
  kept = null;
  const first = new Request(origin + pagePath, { headers });
  // The entry reads only its outage mark: one context serves every render.
  const loaded = await loadContext(first, "floor");
  const answer = await keeping(first, loaded);
  const context = kept as EntryContext | null;
  if (!context || answer.status !== 200)
    throw new Error(`${pagePath}: no page to render (status ${answer.status})`);
  // The loaders' data as the page streams it to the browser (single fetch), encoded once: its
  // encoding is the request's work above the floor. Each render reads a fresh copy.
  const handoff: Uint8Array[] = [];
  const reader = context.serverHandoffStream?.getReader();
  for (let r = await reader?.read(); r && !r.done; r = await reader!.read()) handoff.push(r.value);
  const once = async () => {
    const request = new Request(origin + pagePath, { headers });
    const serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of handoff) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await render(
      request,
      200,
      new Headers(),
      { ...context, serverHandoffStream },
      loaded,
    );
    return (await response.text()).length;
  };
  // Warm: the first renders compile the components' code paths.
  for (let i = 0; i < 50; i++) await once();
  return once;
}

const renderers = new Map<string, () => Promise<number>>();

async function measure(seconds: number, pagePath: string) {
  let once = renderers.get(pagePath);
  if (!once) renderers.set(pagePath, (once = await renderer(pagePath)));
  const times: number[] = [];
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    bytes = await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { path: pagePath, renders: times.length, medianMs: at(0.5), p99Ms: at(0.99), bytes };
}

// One request at a time: the bench waits for each answer before it asks again.
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [seconds, pagePath] = line.trim().split(" ");
  if (!seconds || !pagePath) continue;
  console.log(JSON.stringify(await measure(Number(seconds), pagePath)));
}
process.exit(0);
