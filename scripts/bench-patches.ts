// npm run bench:patches [-- --rounds N --duration S]
//
// What each speed patch (patches/, docs/patches.md) saves: the shop's production server
// (`npm run build` first) renders a few pages on one connection, every page rendered (no page
// cache), with all patches applied and then with each one reversed in node_modules, in turns over
// several rounds so that a busy minute falls on every configuration alike, each round in another
// order. The figure is the server's CPU time per request (from /proc, steady where req/s is not)
// and the median latency.
// The server build leaves node_modules outside the bundle, so a restart picks a reversal up. Every
// patch is applied again at the end, also when something fails.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { load } from "./bench/load";
import { seedDemoShop, startDemoShop } from "./bench/demo-shop";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The patches that make a rendered page cheaper; postgres' fixes behaviour and has tests. The
 * @remix-run/react patch is reversed whole: its other hunks are the browser's, which the server
 * never loads.
 */
const SPEED_PATCHES = {
  router: "@remix-run+router+1.23.3.patch",
  "RemixServer routes": "@remix-run+react+2.17.5.patch",
  "static handler routes": "react-router-dom+6.30.4.patch",
  "request copies": "@remix-run+server-runtime+2.17.5.patch",
} as const;
type SpeedPatch = keyof typeof SPEED_PATCHES;

const CONFIGS: { name: string; without: SpeedPatch[] }[] = [
  { name: "all patches", without: [] },
  ...Object.keys(SPEED_PATCHES).map((p) => ({
    name: `without ${p}`,
    without: [p as SpeedPatch],
  })),
  { name: "none of them", without: Object.keys(SPEED_PATCHES) as SpeedPatch[] },
];

const PATHS = ["/login", "/", "/shop", "/en/product/inci-damla-kolye-arw144"];

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "4" },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);

/** Applies (or, reverse, takes out) one patch file in node_modules. */
function patchFile(file: string, reverse: boolean) {
  execFileSync(
    "patch",
    ["-p1", "--silent", "--forward", ...(reverse ? ["-R"] : []), "-i", `patches/${file}`],
    { cwd: ROOT },
  );
}

// The demo shop on PGlite, seeded once; one server at a time opens it.
const dataDir = seedDemoShop(ROOT);
const startShop = () => startDemoShop("shop server", ROOT, dataDir);

/** [config][path] → per round: CPU ms per request, median ms. */
const results = CONFIGS.map(() => PATHS.map(() => [] as { cpu: number; median: number }[]));

let reversed: string[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    // Each round starts one configuration later: on this VM a server measured 10-15 % more CPU per
    // request when it ran after another than when it ran first (scripts/bench-compare.ts).
    for (let turn = 0; turn < CONFIGS.length; turn++) {
      const c = (turn + round) % CONFIGS.length;
      const config = CONFIGS[c]!;
      reversed = config.without.map((p) => SPEED_PATCHES[p]);
      for (const file of reversed) patchFile(file, true);
      const shop = await startShop();
      try {
        for (const [p, page] of PATHS.entries()) {
          await load(shop.url + page, { connections: 1, duration: 1 });
          const before = shop.cpuMs()!;
          const result = await load(shop.url + page, { connections: 1, duration });
          if (result.non2xx || result.errors) throw new Error(`${page} failed: ${shop.output()}`);
          const cpu = (shop.cpuMs()! - before) / result.requests;
          results[c]![p]!.push({ cpu, median: result.medianMs });
        }
      } finally {
        await shop.stop();
        for (const file of reversed) patchFile(file, false);
        reversed = [];
      }
      console.log(`round ${round}/${rounds}: ${config.name} measured`);
    }
  }
} finally {
  for (const file of reversed) patchFile(file, false);
  rmSync(dataDir, { recursive: true, force: true });
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\nServer CPU ms per rendered request (median ms on 1 connection), medians of ${rounds} rounds of ${duration} s:`,
);
console.log(pad("configuration", 34) + PATHS.map((p) => pad(p.slice(0, 24), 26)).join(""));
for (const [c, config] of CONFIGS.entries()) {
  const cells = results[c]!.map((runs) => {
    const cpu = medianOf(runs.map((r) => r.cpu));
    const median = medianOf(runs.map((r) => r.median));
    return pad(`${cpu.toFixed(2)} (${median.toFixed(2)})`, 26);
  });
  console.log(pad(config.name, 34) + cells.join(""));
}
