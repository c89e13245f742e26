// npm run lighthouse [-- --runs N --no-strict]
//
// Lighthouse (the npm package) in Debian's Chromium with its mobile defaults (a mid-range phone on
// slow 4G, simulated) on the home, shop, product and cart pages in Turkish and English, and on a
// category page, the brands page and a blog post in Turkish (the other kinds of page a search
// engine finds, one language each to keep the run short), against the production build on a fresh
// demo shop (PGlite), after one run thrown away to warm both. Each figure of a page is judged by
// its median over N runs (default 5), as Lighthouse advises, since a run on a busy machine
// varies: on a 2-core machine one run in three or four doubled the home's TBT or put a product
// page's LCP 500 ms later, and a median of 3 failed on such pairs. A page stops early once more
// runs could not change a verdict (three of five met every target). The simulated phone's CPU is
// the host's, slowed down by Lighthouse's default 4x, or less on a host weaker than the one that
// default is meant for, as Lighthouse's CPU throttling calculator gives for the host as measured
// in each run; the harness (this process, the server) runs at a lower priority than Chromium
// (docs/decisions/057). A main-thread task weighs the CPU time its thread spent in it, not the
// time it waited for a core (docs/decisions/064).
// Prints every score with LCP, TBT and CLS; exits 1 when a page misses a target (--no-strict
// only reports). Full reports go to lighthouse-results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/helpers/chromium";
import { cartCookie, firstListed, firstProductPath } from "../tests/helpers/demo-visits";
import { startServer } from "../tests/helpers/server";
import { toThreadTime, type ThreadTimeShare } from "./lighthouse/thread-time";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "lighthouse-results");
const TARGET = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
};
const HARNESS_NICENESS = 10;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "no-strict": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs) || 5);

interface Measured {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

function median<T>(items: T[], by: (t: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

/** The median of one figure over the runs. */
function medianOf<T>(items: T[], figure: (t: T) => number): number {
  return figure(median(items, figure));
}

type Report = Awaited<ReturnType<typeof measure>>;
/** Each run's main-thread time, wall and CPU (printed beside the page's figures). */
const threadTime = new WeakMap<object, ThreadTimeShare>();
const ranShare = (r: Report) => {
  const t = threadTime.get(r);
  return t && t.wallMs > 0 ? Math.round((100 * t.threadMs) / t.wallMs) : "?";
};

/** The gate's rule for each figure, shared by a run's check and the medians' verdict. */
const meets = {
  score: (c: Category, score: number) => score >= TARGET[c],
  lcp: (ms: number) => ms <= TARGET.lcpMs,
};
const scoreOf = (c: Category) => (r: Report) => Math.round((r.categories[c]?.score ?? 0) * 100);
const lcpOf = (r: Report) => r.audits["largest-contentful-paint"]?.numericValue ?? NaN;

/** What the gate asks of one run: each category's score and the LCP, met or not. */
const checks: ((r: Report) => boolean)[] = [
  ...CATEGORIES.map((c) => (r: Report) => meets.score(c, scoreOf(c)(r))),
  (r: Report) => meets.lcp(lcpOf(r)),
];

/**
 * Whether more runs can no longer change a median's verdict: every check met, or missed, by a
 * majority of all the runs to be made. A page that meets every target in its first three of five
 * runs is not measured twice more.
 */
function settled(reports: Report[]): boolean {
  const majority = Math.floor(runs / 2) + 1;
  return checks.every((check) => {
    const met = reports.filter(check).length;
    return met >= majority || reports.length - met >= majority;
  });
}

/**
 * The CPU slowdown for a host of this benchmarkIndex: Lighthouse's default 4x, lowered on a weaker
 * host by the line of Lighthouse's CPU throttling calculator (docs/throttling.md, "Calibrating the
 * CPU slowdown"): 1x at 150, 2x at 800, 3x at 1300, 4x from 1533. Never raised above 4x: on this
 * VM the benchmark reads 942 to 3,200 within a day, and the calculator's 10x at 3,000 would
 * multiply the host's scheduling noise tenfold (docs/decisions/057).
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return Math.min(4, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * One Lighthouse run, in its two halves: the page is loaded and traced (gatherMode), then the
 * simulated phone is judged from the trace (auditMode) with the CPU slowdown for the host's
 * benchmarkIndex as Lighthouse measured it at the start of this same load. The host's speed
 * drifts within a few minutes here (942 to 1,290 in one run of the gate).
 */
async function measure(url: string, port: number, headers: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  try {
    const flags = {
      port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers,
      // Pictures of the page, which no score weighs (weight 0, hidden): 1.3 s of a 12 s run.
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    };
    await lighthouse(url, { ...flags, gatherMode: dir });
    // The page's tasks at its main thread's CPU time, not the time it waited for a core
    // (scripts/lighthouse/thread-time.ts).
    const traceFile = path.join(dir, "defaultPass.trace.json");
    const trace = JSON.parse(readFileSync(traceFile, "utf8"));
    const share = toThreadTime(Array.isArray(trace) ? trace : trace.traceEvents);
    writeFileSync(traceFile, JSON.stringify(trace));
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8"));
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex),
    };
    // Lighthouse audits only with the settings it gathered with: the slowdown is one of them.
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir, throttling });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    threadTime.set(lhr, share);
    return lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Lighthouse ${runs} run(s) per page, medians, mobile defaults, Chromium at /usr/bin/chromium`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  // The phone is Chromium alone; this process and the shop's server (started after, so it
  // inherits the priority) are the harness, and on two cores they took the CPU from the page
  // being traced: its main thread ran for half of its tasks' time. A phone has the shop's
  // server elsewhere, so the harness yields to Chromium.
  os.setPriority(HARNESS_NICENESS);
  const server = await startServer("pglite", { NODE_ENV: "production" }).catch(async (e) => {
    await chrome.kill();
    throw e;
  });
  const measured: Measured[] = [];
  try {
    const product = await firstProductPath(server.url);
    const cart = await cartCookie(server.url, product);
    const pages = [
      ...["/", "/shop", product, "/cart"].flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`]),
      await firstListed(server.url, "/shop/category/"),
      "/brands",
      await firstListed(server.url, "/blog/note/"),
    ];
    mkdirSync(OUT, { recursive: true });
    // One run thrown away first: the first page measured met a cold Chromium and a server still
    // compiling its code. On CI the home, measured first, had TBT 290 ms in its median run where
    // the same build has 0 ms here, and the pages after it 14-116 ms.
    await measure(server.url + pages[0], chrome.port, {});
    for (const page of pages) {
      const headers: Record<string, string> = page.endsWith("/cart") ? { Cookie: cart } : {};
      const reports: Report[] = [];
      while (reports.length < runs && !settled(reports))
        reports.push(await measure(server.url + page, chrome.port, headers));
      // The run whose performance score is the median: written out, and its audits named when
      // a category misses.
      const lhr = median(reports, (r) => r.categories.performance?.score ?? 0);
      const name = page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, medianOf(reports, scoreOf(c))]),
      ) as Measured["scores"];
      const audit = (id: string) => medianOf(reports, (r) => r.audits[id]?.numericValue ?? NaN);
      const lcpMs = medianOf(reports, lcpOf);
      const failing = CATEGORIES.filter((c) => !meets.score(c, scores[c])).flatMap((c) => [
        `${c} ${scores[c]} < ${TARGET[c]}`,
        ...Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories[c]!.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => `    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`),
      ]);
      if (!meets.lcp(lcpMs)) failing.push(`LCP ${Math.round(lcpMs)} ms > ${TARGET.lcpMs} ms`);
      measured.push({
        page,
        scores,
        lcpMs,
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        failing,
      });
      const m = measured.at(-1)!;
      console.log(
        `  ${page.padEnd(48)} perf ${m.scores.performance}  a11y ${m.scores.accessibility}  ` +
          `bp ${m.scores["best-practices"]}  seo ${m.scores.seo}  LCP ${Math.round(m.lcpMs)} ms  ` +
          `TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  (${reports.length} runs, CPU ` +
          `${reports.map((r) => r.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)).join("/")}x, ` +
          `main thread ${reports.map(ranShare).join("/")} % of its tasks' wall time on a core)`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(
    `\nTargets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, ` +
      `best practices ${TARGET["best-practices"]}, SEO ${TARGET.seo}, LCP ≤ ${TARGET.lcpMs} ms`,
  );
  const missed = measured.filter((m) => m.failing.length);
  for (const m of missed) console.log(`\n${m.page} misses:\n  ${m.failing.join("\n  ")}`);
  if (!missed.length) console.log("Every page meets every target.");
  writeFileSync(path.join(OUT, "summary.json"), JSON.stringify(measured, null, 2));
  if (missed.length && !values["no-strict"]) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
