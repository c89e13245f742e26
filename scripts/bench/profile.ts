// Where a target is out of reach, the profile that says why (issue [11]): the shop server runs
// under V8's sampling profiler (node --cpu-prof) while the bench loads one page, and each sample
// taken during that load is put down to one part of the work. Samples are timed on the machine's
// monotonic clock, which process.hrtime() reads too, so a load's window cuts them out of the
// whole run's profile.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface CallFrame {
  functionName: string;
  url: string;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The node flags that make a server write its profile into `dir` when it exits. */
export const profilerFlags = (dir: string) => [
  "--cpu-prof",
  "--cpu-prof-dir",
  dir,
  // Twice V8's default rate: a 1 ms page gets a few samples of its own.
  "--cpu-prof-interval",
  "500",
];

/** The profile a server wrote into `dir` on exiting (the only one there). */
export function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no CPU profile was written into ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

/** Now on the clock the profile's samples are timed by, in µs. */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n);

/** The parts a request's time is put down to, by the heading the bench prints them under. */
export const PARTS = {
  React: "rendering the page: React and the page's components (the floor's work)",
  data: "encoding the loaders' data for the browser",
  gzip: "compressing the page",
  "db client": "the database client (postgres.js, Drizzle), its socket writes included",
  shop: "the shop's own code: loaders, sessions, the server",
  Remix: "Remix matching the routes and calling the loaders",
  Node: "Node's HTTP and streams",
  GC: "garbage collection",
  other: "other packages",
  idle: "the thread waited: for the database, or for the client's next request",
} as const;
export type Part = keyof typeof PARTS;

/** A frame that claims every sample beneath it, whatever runs there. */
function claimingPart({ url, functionName }: CallFrame): Part | null {
  // The components run inside React's render: they are the floor's work too.
  if (url.includes("react-dom")) return "React";
  if (url.includes("turbo-stream") || functionName === "encodeViaTurboStream") return "data";
  if (url === "node:zlib" || functionName === "gzipDocument") return "gzip";
  if (/node_modules\/(postgres|drizzle-orm)\//.test(url)) return "db client";
  return null;
}

/** The part of the innermost frame that has code of its own (not V8's or a native call). */
function ownPart({ url, functionName }: CallFrame): Part | null {
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(idle)") return "idle";
  if (!url) return null;
  if (url.includes("node_modules/react/")) return "React";
  if (/node_modules\/(@remix-run|react-router)/.test(url)) return "Remix";
  if (url.includes("node_modules/")) return "other";
  if (url.startsWith("node:")) return "Node";
  // The build's server bundle and server.js: loaders, sessions, the edge.
  return "shop";
}

/**
 * The profile's samples between `fromUs` and `toUs`, summed by part, in ms per request: what one
 * of `requests` requests cost the server's main thread, and how long it sat idle meanwhile.
 */
export function partsPerRequest(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  requests: number,
): Map<Part, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const partOf = new Map<number, Part>();
  const part = (id: number): Part => {
    const known = partOf.get(id);
    if (known) return known;
    let claimed: Part | null = null;
    let own: Part | null = null;
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      // The innermost claim: the loaders' data read inside React's render is encoding.
      claimed ??= claimingPart(frame);
      own ??= ownPart(frame);
    }
    const found = claimed ?? own ?? "other";
    partOf.set(id, found);
    return found;
  };
  const sums = new Map((Object.keys(PARTS) as Part[]).map((p) => [p, 0]));
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) continue;
    const p = part(profile.samples[i]!);
    sums.set(p, sums.get(p)! + delta);
  }
  for (const [p, us] of sums) sums.set(p, us / 1000 / requests);
  return sums;
}
