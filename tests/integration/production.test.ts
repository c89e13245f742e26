import { spawn } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DB_KINDS,
  SERVER_ENTRY,
  ownDatabase,
  startServer,
  type TestServer,
} from "../helpers/server";
import { describePostgresOnly } from "../helpers/postgres-only";
import { getJson } from "../helpers/http";

/**
 * Production mode as an operator meets it: settings checked at start, JSON log lines with a
 * request id, /healthz, a stop that lets requests in flight finish, and (on PostgreSQL) two
 * processes that are one shop.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the server in production with only the given settings; resolves with its exit and output. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const keep = ["PATH", "HOME", "BUILD_DIR"];
  const base = Object.fromEntries(
    keep.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])),
  );
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...base, NODE_ENV: "production", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

function logLines(server: TestServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A POST whose body arrives in two parts, the second when `finish` is called. */
function slowPost(url: string, path: string) {
  const body = JSON.stringify({ email: "slow@example.com" });
  const target = new URL(path, url);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      target,
      { method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 5));
    finish = () => req.end(body.slice(5));
  });
  return { answer, finish: () => finish() };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the log line of a request (written once its answer has gone out), so that what the
 * requests before it logged is there too.
 */
async function requestLogged(server: TestServer, reqId: string | null) {
  const logged = () => logLines(server).some((l) => l.reqId === reqId && "ms" in l);
  for (const until = Date.now() + 10_000; !logged();) {
    if (Date.now() > until) throw new Error(`no log line for ${reqId}:\n${server.output()}`);
    await pause(20);
  }
}

describe("production start-up", () => {
  it("refuses to start without its settings and names each missing one", async () => {
    const { code, output } = await startWith({
      COOKIE_SECRET: "too-short",
      PASSWORD_HASH_COST: "10",
    });
    expect(code).toBe(1);
    for (const name of [
      "DATABASE_URL",
      "PUBLIC_URL",
      "IYZICO_API_KEY",
      "IYZICO_SECRET_KEY",
      "IYZICO_BASE_URL",
      "SMTP_URL",
    ])
      expect(output).toContain(`${name} is not set`);
    expect(output).toContain("COOKIE_SECRET is too short");
    expect(output).toContain("PASSWORD_HASH_COST is set");
    expect(output).not.toContain("Shop ready on");
  });
});

describe.each(DB_KINDS)("production mode on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { NODE_ENV: "production" });
  });
  afterAll(async () => server?.stop());

  it("writes every log line as JSON, each request's with the id its answer carries", async () => {
    const given = await fetch(`${server.url}/about`, { headers: { "x-request-id": "lb-42.abc" } });
    expect(given.status).toBe(200);
    expect(given.headers.get("x-request-id")).toBe("lb-42.abc");
    const made = await fetch(`${server.url}/en/shop`);
    const madeId = made.headers.get("x-request-id");
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could forge log lines is replaced, not echoed.
    const forged = await fetch(`${server.url}/about`, { headers: { "x-request-id": 'a b"}{' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    await requestLogged(server, forged.headers.get("x-request-id"));
    const lines = logLines(server);
    expect(lines.some((l) => String(l.msg).startsWith("Shop ready on"))).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: "lb-42.abc", method: "GET", url: "/about", status: 200 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: madeId, url: "/en/shop", status: 200 }),
    );
  });

  it("logs a form posted to a page that takes none as one warning, not as an error", async () => {
    const res = await fetch(`${server.url}/shop`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "q=x",
    });
    expect(res.status).toBe(405);
    const id = res.headers.get("x-request-id");
    await requestLogged(server, id);
    const mine = logLines(server).filter((l) => l.reqId === id);
    expect(mine).toContainEqual(
      expect.objectContaining({ level: 40, status: 405, method: "POST", path: "/shop" }),
    );
    expect(mine.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it("answers /healthz while the database answers", async () => {
    const health = await getJson<{ status: string; database: string }>(server.url, "/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok", database: "ok" });
    expect(health.headers.get("cache-control")).toBe("no-store");
  });

  it("finishes a request in flight when stopped, takes no new one, and exits cleanly", async () => {
    const own = await startServer(kind, { NODE_ENV: "production" });
    const exited = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (own.output().includes('"msg":"stopped"')) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    const inFlight = slowPost(own.url, "/api/newsletter/subscribe");
    await pause(300);
    const port = new URL(own.url).port;
    process.kill(pidOf(own), "SIGTERM");
    await pause(300);
    // The listener is closed: a new visitor is sent elsewhere by the load balancer.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    await exited;
    await own.stop();
  }, 120_000);
});

/**
 * nginx's `proxy_pass` sends the upstream's address as Host (127.0.0.1:port here), while the
 * browser's Origin is the public address: Remix's own Origin/Host check answered every form 500.
 */
describe.each(DB_KINDS)("behind a proxy that rewrites Host, on %s", (kind) => {
  const PUBLIC_URL = "https://shop.example.com";
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { NODE_ENV: "production", PUBLIC_URL });
  });
  afterAll(async () => server?.stop());

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const member = { email: "member@demo.shop", password: "member123!" };

  it("takes the shop's forms posted from PUBLIC_URL and refuses other origins with 403, never 500", async () => {
    const own = { origin: PUBLIC_URL };
    const login = await post("/login", member, own);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/dashboard");
    const sid = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("sid="))!
      .split(";")[0]!;
    // The single-fetch action the page's JavaScript sends, and a proxy's X-Forwarded-Host.
    expect((await post("/login.data", member, own)).status).toBe(202);
    const subscribed = await post(
      "/en/newsletter",
      { email: `proxy.${kind}@example.com` },
      { ...own, "x-forwarded-host": "upstream:8080", cookie: sid },
    );
    expect(subscribed.status).toBe(302);

    // Any other origin, signed in or not: the cross-site page, not an error.
    for (const origin of ["https://evil.example", "http://shop.example.com", "null"]) {
      for (const cookie of [{}, { cookie: sid }] as Record<string, string>[]) {
        const page = await post("/newsletter", { email: "x@example.com" }, { origin, ...cookie });
        expect(page.status, origin).toBe(403);
        expect(await page.text()).toContain("İstek reddedildi");
        expect((await post("/login.data", member, { origin, ...cookie })).status, origin).toBe(403);
      }
    }
    const signedOut = await post("/logout", {}, { ...own, cookie: sid });
    expect(signedOut.status).toBe(302);

    // Links are PUBLIC_URL's, and nothing above was logged as an error.
    const page = await fetch(`${server.url}/shop`);
    expect(await page.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/shop"/>`);
    await requestLogged(server, page.headers.get("x-request-id"));
    expect(logLines(server).filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});

function pidOf(server: TestServer): number {
  const ready = logLines(server).find((l) => String(l.msg).startsWith("Shop ready on"));
  return Number(ready?.pid);
}

describePostgresOnly("two production processes on one PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await ownDatabase("postgres", { contents: "nothing" });
    const env = { NODE_ENV: "production", DATABASE_URL: database.url };
    // Started together, as a deploy starts them: one applies the migrations, the other waits.
    [a, b] = await Promise.all([
      startServer("postgres", env),
      startServer("postgres", { ...env, SEED_DEMO: "false" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("are one shop: a session and a cart made on one are there on the other", async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "member@demo.shop", password: "member123!" }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = await getJson<{ user: { email: string } }>(b.url, "/api/user/me", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.body.user.email).toBe("member@demo.shop");

    const { body: list } = await getJson<{ products: { _id: string }[] }>(
      a.url,
      "/api/product/list",
    );
    const added = await getJson<{ cartId: string }>(a.url, "/api/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ product: list.products[0]!._id, quantity: 2 }] }),
    });
    const cart = await getJson<{ cartItems: { _id: string; quantity: number }[] }>(
      b.url,
      `/api/cart/${added.body.cartId}`,
    );
    expect(cart.body.cartItems).toEqual([
      expect.objectContaining({ _id: list.products[0]!._id, quantity: 2 }),
    ]);
  });
});
