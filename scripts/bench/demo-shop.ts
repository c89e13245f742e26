// A checkout's production build serving its demo shop on PGlite, every page rendered: what
// bench:patches and bench:compare measure a rendered page's CPU on.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startServer, type Server } from "./processes";
import { productionEnv } from "../../tests/helpers/production-env";

/** A new PGlite directory holding the demo shop, seeded by the checkout at `dir` with its code. */
export function seedDemoShop(dir: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-demo-"));
  execFileSync("npx", ["tsx", "scripts/db-seed.ts"], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: `pglite:${dataDir}` },
    stdio: "ignore",
  });
  return dataDir;
}

/** The build of the checkout at `dir` on `dataDir` (one server at a time opens it), no page cache. */
export async function startDemoShop(name: string, dir: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  return startServer({
    name,
    args: [path.join(dir, "build/server.js")],
    cwd: dir,
    env: {
      ...process.env,
      ...productionEnv(`http://127.0.0.1:${port}`),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `pglite:${dataDir}`,
      PAGE_CACHE_MS: "0",
    },
    port,
    readyText: "Shop ready on",
  });
}
