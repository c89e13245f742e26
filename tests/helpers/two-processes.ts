import { afterAll, beforeAll } from "vitest";
import { Browser } from "./browser";
import { getJson } from "./http";
import { ownDatabase, startServer, type DbKind, type TestServer } from "./server";

/**
 * Two staff at once (issue [16] point 1): on PostgreSQL two app processes share one database, as
 * behind the load balancer; on PGlite one process answers both. The owner signs in on each.
 */
export interface TwoProcesses {
  a: TestServer;
  b: TestServer;
  onA: Browser;
  onB: Browser;
}

type Json = Record<string, unknown>;

/** Starts the two processes for a describe block; their fields are set once beforeAll ran. */
export function twoAdminProcesses(kind: DbKind): TwoProcesses {
  const two = {} as TwoProcesses;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await ownDatabase(kind);
    const env = { DATABASE_URL: database.url };
    two.a = await startServer(kind, env);
    two.b = kind === "postgres" ? await startServer(kind, env) : two.a;
    two.onA = await new Browser(two.a.url).signIn("admin@demo.shop", "admin123!");
    two.onB = await new Browser(two.b.url).signIn("admin@demo.shop", "admin123!");
  });
  afterAll(async () => {
    if (two.b && two.b !== two.a) await two.b.stop();
    await two.a?.stop();
    await database?.drop();
  });
  return two;
}

/** A JSON call to `server` in `browser`'s name. */
export function staffCall(
  server: TestServer,
  browser: Browser,
  method: string,
  path: string,
  body?: Json,
  headers: Record<string, string> = {},
) {
  return getJson<Json>(server.url, path, {
    method,
    headers: {
      cookie: browser.cookie,
      origin: server.url,
      "content-type": "application/json",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
