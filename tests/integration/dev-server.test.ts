import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { refusalMessages } from "~/locales/refusals";
import { freePort } from "../helpers/server";

/**
 * `npm run dev` as a developer runs it: the same server as production (docs/decisions/018), with
 * Vite in front of app/. What production does before Remix, the developer sees too.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

let url = "";
let child: ChildProcess;
let output = "";
let dataDir = "";

/** Whether anything answers HTTP on the address yet. */
async function answers(address: string) {
  try {
    await fetch(address, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-dev-"));
  // The developer's environment, without what vitest set for itself: VITEST turns the Remix
  // plugin off (vite.config.ts), and NODE_ENV is what Vite sets when a developer sets none.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^VITEST/.test(name)),
  );
  // Its own process group, so that npm, tsx and the server stop together.
  child = spawn("npm", ["run", "dev"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `pglite:${path.join(dataDir, "pglite")}`,
      SEED_DEMO: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 180_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const form = "application/x-www-form-urlencoded";

describe("npm run dev", () => {
  it("refuses another site's form with 403 before any route runs, as production does", async () => {
    const res = await fetch(`${url}/newsletter`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": form },
      body: "email=cross%40example.com",
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(refusalMessages.tr.crossSiteTitle);
    const en = await fetch(`${url}/en/contact.data`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": form },
      body: "email=cross%40example.com",
    });
    expect(en.status).toBe(403);
    expect(await en.text()).toContain(refusalMessages.en.crossSiteTitle);
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await fetch(`${url}/contact`, {
      method: "POST",
      headers: { "content-type": form },
      body: `message=${"a".repeat(1024 * 1024 + 10)}`,
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(refusalMessages.tr.tooLargeTitle);
  });

  it("answers /healthz, gives every answer a request id and keeps anonymous pages", async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    const first = await fetch(`${url}/brands`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const second = await fetch(`${url}/brands`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    // The server started the shop as production does: database, demo shop, payments.
    expect(output).toContain("Shop ready on");
  });

  it("serves pages through Vite: every script a page links to loads", async () => {
    for (const page of ["/", "/en"]) {
      const res = await fetch(`${url}${page}`);
      expect(res.status).toBe(200);
      const doc = parse(await res.text());
      // The page's preloads, parked until its first paint in JSON data blocks
      // (app/edge/scripts-after-paint.server.ts).
      const modules = doc
        .querySelectorAll("script[data-after-paint]")
        .flatMap((block) => JSON.parse(block.rawText) as string[]);
      // Vite's own modules, not a production build's files.
      expect(modules).toContain("/app/root.tsx");
      for (const href of modules) {
        const module = await fetch(new URL(href, url));
        expect(module.status, `${page} links ${href}`).toBe(200);
        await module.arrayBuffer();
      }
    }
  });
});
