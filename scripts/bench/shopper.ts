// A signed-in shopper (issue [11] point 3): the page cache never answers them, so every page is
// rendered, with their cart in the header. The demo member signs in as a browser does (the
// session cookie) and has one product in their cart.
import os from "node:os";
import { load, type LoadResult } from "./load";
import { machineBusyMs } from "./processes";

export const SHOPPER_BUDGET = { p99Ms: 60 };

const MEMBER = { email: "member@demo.shop", password: "member123!" };

/** The member's session cookie (`name=value`), with `productSlug` in their cart. */
export async function shopperCookie(base: string, productSlug: string): Promise<string> {
  const signIn = await fetch(new URL("/api/auth/login", base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(MEMBER),
  });
  if (!signIn.ok) throw new Error(`Signing in the demo member failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  const item = await fetch(new URL(`/api/product/item/${encodeURIComponent(productSlug)}`, base));
  const { product } = (await item.json()) as { product?: { _id: string } };
  if (!product) throw new Error(`/api/product/item/${productSlug} answered ${item.status}`);
  const added = await fetch(new URL("/api/cart/add", base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ products: [{ product: product._id, quantity: 1 }] }),
  });
  if (!added.ok) throw new Error(`Adding to the member's cart failed: ${added.status}`);
  return cookie;
}

export interface ShopperResult extends LoadResult {
  path: string;
  withinBudget: { p99: boolean };
  /** The shop process's CPU time per request (its threads, compression included). */
  serverCpuMs: number | null;
  /** The whole machine's: the shop, PostgreSQL and autocannon, on every core. */
  machineCpuMs: number | null;
  /** leastMeanMs() of the machine's CPU: a p99 target under it cannot be met here. */
  leastMeanMs: number | null;
}

/**
 * The least mean latency `connections` always in flight can have when each request takes
 * `cpuMsPerRequest` of the machine's cores (Little's law): they finish at most cores ÷ that a ms.
 */
export function leastMeanMs(connections: number, cpuMsPerRequest: number): number {
  return (connections * cpuMsPerRequest) / os.cpus().length;
}

/** Each path for the signed-in member, `connections` at once. */
export async function measureShopper(
  base: string,
  cookie: string,
  paths: string[],
  options: { connections: number; duration: number; warmup: number },
  serverCpuMs: () => number | null,
): Promise<ShopperResult[]> {
  const headers = { cookie };
  const results: ShopperResult[] = [];
  for (const path of paths) {
    const url = new URL(path, base).href;
    const first = await fetch(url, { headers });
    const body = await first.text();
    if (first.status !== 200 || !body.includes("/logout"))
      throw new Error(`${path} answered ${first.status} without the member's session`);
    if (options.warmup > 0)
      await load(url, { connections: options.connections, duration: options.warmup, headers });
    const before = { server: serverCpuMs(), machine: machineBusyMs() };
    const r = await load(url, {
      connections: options.connections,
      duration: options.duration,
      headers,
    });
    const after = { server: serverCpuMs(), machine: machineBusyMs() };
    if (r.non2xx || r.errors || r.timeouts)
      throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    const perRequest = (a: number | null, b: number | null) =>
      a === null || b === null ? null : (b - a) / r.requests;
    const machineCpuMs = perRequest(before.machine, after.machine);
    results.push({
      ...r,
      path,
      withinBudget: { p99: r.p99Ms < SHOPPER_BUDGET.p99Ms },
      serverCpuMs: perRequest(before.server, after.server),
      machineCpuMs,
      leastMeanMs: machineCpuMs === null ? null : leastMeanMs(options.connections, machineCpuMs),
    });
    console.log(
      `  ${path.slice(0, 40).padEnd(40)} ${r.requests} requests, p99 ${r.p99Ms.toFixed(2)} ms`,
    );
  }
  return results;
}
