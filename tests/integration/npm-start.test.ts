import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { freePort } from "../helpers/server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `npm start` as a newcomer runs it (README), building into a directory of its own: inside the
 * project (.cache/, ignored by git), where the build finds the packages it imports.
 */
async function npmStart(): Promise<string> {
  mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, ".cache", "npm-start-"));
  const port = await freePort();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      // Not vitest's own settings: under VITEST the Vite config leaves the Remix plugin out.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST"))),
      NODE_ENV: "development",
      PORT: String(port),
      BUILD_DIR: path.join(dir, "build"),
      DATA_DIR: path.join(dir, "data"),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 150 s:\n${out}`)), 150_000);
      child.stdout!.on("data", () => {
        if (out.includes("Shop ready on")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}:\n${out}`));
      });
    });
    return out.replace(/\r/g, "");
  } finally {
    // npm and the server under it: the whole process group.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

it("npm start shows the demo accounts and the address, and no build noise before them", async () => {
  const out = await npmStart();
  const lines = out.split("\n");
  const accounts = lines.indexOf("Demo accounts:");
  expect(accounts, out).toBeGreaterThan(0);
  // Before the accounts only npm's own lines: the scripts it runs, and its notices.
  const before = lines.slice(0, accounts).filter((l) => l.trim());
  expect(
    before.filter((l) => !l.startsWith("> ") && !l.startsWith("npm ")),
    out,
  ).toEqual([]);
  expect(lines.slice(accounts + 1, accounts + 4).map((l) => l.trim().split(/\s+/))).toEqual([
    ["admin", "admin@demo.shop", "admin123!"],
    ["merchant", "merchant@demo.shop", "merchant123!"],
    ["member", "member@demo.shop", "member123!"],
  ]);
  expect(out).toMatch(/Shop ready on http:\/\/127\.0\.0\.1:\d+/);
}, 180_000);
