// The loads whose target was out of reach, again, on a shop server under the profiler: each
// request's time put down to its parts (profile.ts), for the bench to print beside the target.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, type LoadResult } from "./load";
import type { Server } from "./processes";
import {
  PARTS,
  partsPerRequest,
  profileClockUs,
  profilerFlags,
  readProfile,
  type Part,
} from "./profile";

export interface ProfiledLoad {
  /** What the row is: the page and how it is loaded. */
  label: string;
  path: string;
  connections: number;
  headers?: Record<string, string>;
}

export interface Profiled extends ProfiledLoad {
  requests: number;
  medianMs: number;
  p99Ms: number;
  /** The server's main thread, in ms per request, by part. */
  parts: Map<Part, number>;
}

/**
 * Each load for `seconds` (after `warmup` seconds not counted) on one server that `start` starts
 * with the given node flags, its profile written when it stops.
 */
export async function measureProfiles(
  start: (nodeArgs: string[]) => Promise<Server>,
  loads: ProfiledLoad[],
  options: { seconds: number; warmup: number },
  check: (what: string, result: LoadResult, server: Server) => void,
): Promise<Profiled[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-profile-"));
  try {
    const server = await start(profilerFlags(dir));
    const windows: { result: LoadResult; fromUs: number; toUs: number }[] = [];
    try {
      for (const { path: pagePath, connections, headers } of loads) {
        const url = new URL(pagePath, server.url).href;
        if (options.warmup > 0) await load(url, { connections, duration: options.warmup, headers });
        const fromUs = profileClockUs();
        const result = await load(url, { connections, duration: options.seconds, headers });
        const toUs = profileClockUs();
        check(`${pagePath} under the profiler`, result, server);
        windows.push({ result, fromUs, toUs });
      }
    } finally {
      await server.stop();
    }
    const profile = readProfile(dir);
    return loads.map((l, i) => {
      const { result, fromUs, toUs } = windows[i]!;
      return {
        ...l,
        requests: result.requests,
        medianMs: result.medianMs,
        p99Ms: result.p99Ms,
        parts: partsPerRequest(profile, fromUs, toUs, result.requests),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The profiled loads as table rows, a load to a row: each part's ms per request with its share
 * of the thread's busy time, the busy time ÷ React's part (what the page costs above React alone,
 * as the profile sees it), and the load's own figures. `floorMs`: the page's floor, if measured.
 */
export function profileRows(
  profiled: Profiled[],
  floorMs: (path: string) => number | undefined,
): string[][] {
  const parts = Object.keys(PARTS) as Part[];
  const busy = parts.filter((p) => p !== "idle");
  const rows = [
    [
      "load (ms per request, share of the busy time)",
      ...busy,
      "busy ms",
      "busy ÷ React",
      "idle ms",
      "median ms",
      "p99 ms",
      "floor ms",
    ],
  ];
  for (const p of profiled) {
    const busyMs = busy.reduce((sum, part) => sum + p.parts.get(part)!, 0);
    const react = p.parts.get("React")!;
    rows.push([
      p.label.length > 60 ? `${p.label.slice(0, 57)}...` : p.label,
      ...busy.map((part) => {
        const ms = p.parts.get(part)!;
        return `${ms.toFixed(2)} ${((100 * ms) / busyMs).toFixed(0)}%`;
      }),
      busyMs.toFixed(2),
      react > 0 ? (busyMs / react).toFixed(2) : "-",
      p.parts.get("idle")!.toFixed(2),
      p.medianMs.toFixed(2),
      p.p99Ms.toFixed(2),
      floorMs(p.path)?.toFixed(2) ?? "-",
    ]);
  }
  return rows;
}

/** What the table's headings stand for. */
export const PROFILE_LEGEND = [
  ...(Object.entries(PARTS) as [Part, string][]).map(([head, part]) => `  ${head}: ${part}`),
  "  Under the profiler. The machine's speed drifts between runs: the shares move less than the ms.",
].join("\n");
