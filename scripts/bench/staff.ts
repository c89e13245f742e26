// The dashboards' own budget (issue [7]): a staff page or /api list, rendered for one signed-in
// admin on one connection, over the whole seeded catalogue.
import { gzipSync } from "node:zlib";
import { load, type LoadResult } from "./load";

export const STAFF_BUDGET = { medianMs: 20, p99Ms: 50, htmlGzipKb: 60 };

export const STAFF_PATHS = [
  { label: "staff product list", path: "/dashboard/product" },
  { label: "staff product list, searched", path: "/dashboard/product?q=ametist&active=yes" },
  { label: "staff /api/product", path: "/api/product?limit=24" },
];

export interface StaffResult extends LoadResult {
  label: string;
  path: string;
  bodyGzipKb: number;
  withinBudget: { median: boolean; p99: boolean; html: boolean };
}

/** The demo admin's session, as an /api client holds it (a Bearer token). */
export async function staffToken(base: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/login", base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(`Signing in the demo admin failed: ${response.status} ${body.error ?? ""}`);
  return body.token;
}

export async function measureStaff(
  base: string,
  token: string,
  seconds: number,
): Promise<StaffResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: StaffResult[] = [];
  for (const { label, path } of STAFF_PATHS) {
    const url = new URL(path, base).href;
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status} to the admin`);
    const bodyGzipKb = gzipSync(Buffer.from(await first.arrayBuffer())).byteLength / 1000;
    await load(url, { connections: 1, duration: 1, headers });
    const r = await load(url, { connections: 1, duration: seconds, headers });
    if (r.non2xx || r.errors || r.timeouts)
      throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    results.push({
      ...r,
      label,
      path,
      bodyGzipKb,
      withinBudget: {
        median: r.medianMs < STAFF_BUDGET.medianMs,
        p99: r.p99Ms < STAFF_BUDGET.p99Ms,
        html: bodyGzipKb <= STAFF_BUDGET.htmlGzipKb,
      },
    });
    console.log(`  ${label.padEnd(30)} ${r.requests} requests, median ${r.medianMs.toFixed(2)} ms`);
  }
  return results;
}
