// Issue [11] point 1: each rendered page on one connection against its floor, React alone
// rendering the page's element tree (floor.ts). Measured in rounds: in each, the floor, the
// served page, the same page uncompressed, and the bare route, one short slice each. Measured one
// after the other for seconds each, the two drifted apart with the machine: on a 2-core virtual
// machine the same page's time moved by half within minutes, and so did a ratio taken between
// two moments. A round's figures share the machine's state; the rounds' median is reported.
import { spawn } from "node:child_process";
import readline from "node:readline";
import { load, percentile, type LoadResult } from "./load";

export interface FloorSlice {
  path: string;
  renders: number;
  medianMs: number;
  p99Ms: number;
  bytes: number;
}

export interface AgainstFloor {
  path: string;
  rounds: number;
  /** Medians over the rounds of each slice's median. */
  floorMs: number;
  renderedMs: number;
  uncompressedMs: number;
  bareMs: number;
  /** The median round's served page ÷ floor, and the lowest and highest round's. */
  timesFloor: number;
  timesFloorRange: [number, number];
  /** Served compressed less served uncompressed, the median round's. */
  compressingMs: number;
  /**
   * (floor + bare route + compressing) ÷ floor, the median round's: what the page would take if
   * the shop's own code cost nothing. Above 2, the target is out of reach of the shop's code.
   */
  leastTimes: number;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** floor.ts as a child that renders a path for so long when asked, one question at a time. */
function floorProcess(cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/floor.ts"], {
    cwd,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async render(seconds: number, path: string): Promise<FloorSlice> {
      child.stdin.write(`${seconds} ${path}\n`);
      for (;;) {
        const next = await lines.next();
        if (next.done)
          throw new Error(`the floor's process ended while rendering ${path}:\n${errors}`);
        if (next.value.startsWith("{")) return JSON.parse(next.value) as FloorSlice;
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Each of `paths` served by `rendering` (its page cache off) against its floor, the bare app's
 * route beside them, in `rounds` rounds of `seconds` a slice. `check` stops the bench on a load
 * that answered anything but 2xx.
 */
export async function measureAgainstFloor(options: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  paths: string[];
  rendering: string;
  bare: string;
  rounds: number;
  seconds: number;
  check: (what: string, result: LoadResult) => void;
}): Promise<AgainstFloor[]> {
  const { paths, rounds, seconds } = options;
  const floor = floorProcess(options.cwd, options.env);
  const slice = async (what: string, url: string, headers?: Record<string, string>) => {
    const result = await load(url, { connections: 1, duration: seconds, headers });
    options.check(what, result);
    return result.medianMs;
  };
  type Round = { floor: number; rendered: number; uncompressed: number; bare: number };
  const byPath = new Map<string, Round[]>(paths.map((p) => [p, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      const bare = await slice("bare route", new URL("/", options.bare).href);
      for (const path of paths) {
        const url = new URL(path, options.rendering).href;
        byPath.get(path)!.push({
          floor: (await floor.render(seconds, path)).medianMs,
          rendered: await slice(path, url),
          uncompressed: await slice(`${path} uncompressed`, url, { "accept-encoding": "identity" }),
          bare,
        });
      }
    }
  } finally {
    await floor.stop();
  }
  return paths.map((path) => {
    const all = byPath.get(path)!;
    const times = all.map((r) => r.rendered / r.floor);
    return {
      path,
      rounds: all.length,
      floorMs: median(all.map((r) => r.floor)),
      renderedMs: median(all.map((r) => r.rendered)),
      uncompressedMs: median(all.map((r) => r.uncompressed)),
      bareMs: median(all.map((r) => r.bare)),
      timesFloor: median(times),
      timesFloorRange: [Math.min(...times), Math.max(...times)],
      compressingMs: median(all.map((r) => r.rendered - r.uncompressed)),
      leastTimes: median(
        all.map((r) => (r.floor + r.bare + Math.max(0, r.rendered - r.uncompressed)) / r.floor),
      ),
    };
  });
}
