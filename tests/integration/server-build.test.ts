import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What the production server loads at start: the build's server entry and every module it
 * imports statically. The iyzico emulator (used only without iyzico keys, which production
 * requires) and the demo shop (only when SEED_DEMO asks for it) are imported when used.
 */
const BUILD = path.resolve(
  process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url)),
  "server",
);
/** `import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"`; not `import("./x.js")`. */
const STATIC_IMPORT =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function loadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT))
    loadedAtStart(path.resolve(path.dirname(file), spec!), seen);
  return seen;
}

const MARKERS = {
  "the iyzico emulator": "5528790000000008",
  "the demo shop": "Ametist Taşlı Gümüş Kolye",
};

describe("the server build", () => {
  it("loads neither the iyzico emulator nor the demo shop at start, only when they are used", () => {
    const atStart = [...loadedAtStart(path.join(BUILD, "index.js"))];
    const everything = [
      path.join(BUILD, "index.js"),
      ...readdirSync(path.join(BUILD, "assets")).map((f) => path.join(BUILD, "assets", f)),
    ];
    expect(atStart.length).toBeGreaterThan(1);
    for (const [what, marker] of Object.entries(MARKERS)) {
      const holders = (files: string[]) =>
        files.filter((f) => readFileSync(f, "utf8").includes(marker)).map((f) => path.basename(f));
      expect(holders(everything), `${what} is in the build`).not.toEqual([]);
      expect(holders(atStart), `${what} is loaded at start`).toEqual([]);
    }
  });
});
