// npm run bench:compare -- --against DIR [--rounds N --duration S --paths /a,/b]
//
// Is this checkout slower than another? DIR is a second checkout of the shop, installed and built
// (`git worktree add DIR <commit> && cd DIR && npm ci && npm run build`). Each build's production
// server, on a demo shop of its own seeding (PGlite), renders the same pages on one connection,
// every request rendered (no page cache); the figure is the server's CPU time per request (from
// /proc) and the median latency, medians over the rounds. The two servers are loaded at the same
// time, so that both meet the same machine: this VM's speed drifts by 10-35 % within a minute (a
// busy loop's count in 100 ms), and measured in turns the server that ran second read 10-15 %
// more CPU per request, whichever build it was.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { load } from "./bench/load";
import { seedDemoShop, startDemoShop } from "./bench/demo-shop";
import type { Server } from "./bench/processes";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const { values } = parseArgs({
  options: {
    against: { type: "string" },
    rounds: { type: "string", default: "6" },
    duration: { type: "string", default: "4" },
    paths: { type: "string", default: "/login,/,/shop,/en/product/inci-damla-kolye-arw144" },
  },
});
if (!values.against || !existsSync(path.join(values.against, "build/server.js"))) {
  console.error("--against DIR: a checkout of the shop with `npm ci && npm run build` done");
  process.exit(2);
}
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const PATHS = values.paths!.split(",");
const CHECKOUTS = [
  { name: "this checkout", dir: ROOT },
  { name: path.basename(path.resolve(values.against)), dir: path.resolve(values.against) },
];

// Each checkout seeds its own demo shop with its own code, once.
const dataDirs = CHECKOUTS.map(({ dir }) => seedDemoShop(dir));
const startShop = (c: number) => startDemoShop(CHECKOUTS[c]!.name, CHECKOUTS[c]!.dir, dataDirs[c]!);

/** [checkout][path] → per round: CPU ms per request, median ms. */
const results = CHECKOUTS.map(() => PATHS.map(() => [] as { cpu: number; median: number }[]));

try {
  for (let round = 1; round <= rounds; round++) {
    // Started afresh each round, in turns first: with the same build on both sides, the server
    // started first read 10 % more CPU per request on three pages of four.
    const order = round % 2 ? [0, 1] : [1, 0];
    const shops: Server[] = [];
    try {
      for (const c of order) shops[c] = await startShop(c);
      for (const [p, page] of PATHS.entries()) {
        await Promise.all(
          shops.map((shop) => load(shop.url + page, { connections: 1, duration: 1 })),
        );
        const before = shops.map((shop) => shop.cpuMs()!);
        const loads = await Promise.all(
          order.map((c) => load(shops[c]!.url + page, { connections: 1, duration })),
        );
        for (const [i, result] of loads.entries()) {
          const c = order[i]!;
          if (result.non2xx || result.errors)
            throw new Error(`${page} failed: ${shops[c]!.output()}`);
          results[c]![p]!.push({
            cpu: (shops[c]!.cpuMs()! - before[c]!) / result.requests,
            median: result.medianMs,
          });
        }
      }
    } finally {
      await Promise.all(shops.map((shop) => shop.stop()));
    }
    console.log(`round ${round}/${rounds} measured`);
  }
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\nServer CPU ms per rendered request (median ms on 1 connection), medians of ${rounds} rounds of ${duration} s:`,
);
console.log(pad("checkout", 24) + PATHS.map((p) => pad(p.slice(0, 24), 26)).join(""));
for (const [c, { name }] of CHECKOUTS.entries()) {
  const cells = results[c]!.map((runs) => {
    const cpu = medianOf(runs.map((r) => r.cpu));
    const median = medianOf(runs.map((r) => r.median));
    return pad(`${cpu.toFixed(2)} (${median.toFixed(2)})`, 26);
  });
  console.log(pad(name, 24) + cells.join(""));
}
const ratios = PATHS.map((_, p) =>
  medianOf(results[0]![p]!.map((r, i) => r.cpu / results[1]![p]![i]!.cpu)),
);
console.log(
  pad("this ÷ the other", 24) +
    ratios.map((r) => pad(`${r.toFixed(2)}x (median of rounds)`, 26)).join(""),
);
