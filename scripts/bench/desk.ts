// The order desk's budget (issue [9], "The order desk"): an admin's or a merchant's
// /dashboard/orders or GET /api/order/list, for one signed-in user on one connection, over
// 100,000 seeded orders: median under 20 ms, p99 under 50 ms, the page under 60 kB gzipped.
import { gzipSync } from "node:zlib";
import { load, type LoadResult } from "./load";
import { accountToken, STAFF_ACCOUNTS, STAFF_BUDGET } from "./staff";

export const DESK_BUDGET = STAFF_BUDGET;

/** What the seeded orders give the views to ask for. */
export interface DeskIds {
  /** An order's number (7 characters) well down the list. */
  number: string;
  /** An order's buyer e-mail. */
  email: string;
  /** A month of Istanbul days, a few weeks back. */
  from: string;
  to: string;
}

export type DeskWho = "admin" | "merchant" | "smallMerchant";

export const DESK_ACCOUNTS: Record<DeskWho, { email: string; password: string }> = {
  ...STAFF_ACCOUNTS,
  smallMerchant: { email: "small.merchant@bench.shop", password: "small-merchant-1" },
};

export function deskPaths(ids: DeskIds): { label: string; path: string; who: DeskWho }[] {
  const desk = (search: string) => `/dashboard/orders${search ? `?${search}` : ""}`;
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const days = `from=${ids.from}&to=${ids.to}`;
  return [
    { label: "list", path: desk(""), who: "admin" },
    { label: "status", path: desk("status=Processing"), who: "admin" },
    { label: "paid", path: desk("payment=paid"), who: "admin" },
    { label: "awaiting transfer", path: desk("payment=awaiting"), who: "admin" },
    { label: "number", path: desk(q(`#${ids.number}`)), who: "admin" },
    { label: "e-mail", path: desk(q(ids.email)), who: "admin" },
    { label: "name (common)", path: desk(q("Şule")), who: "admin" },
    { label: "full name", path: desk(q("İlker Çelik")), who: "admin" },
    { label: "date range", path: desk(days), who: "admin" },
    { label: "status + dates", path: desk(`status=Shipped&${days}`), who: "admin" },
    { label: "name + awaiting", path: desk(`${q("Zeynep")}&payment=awaiting`), who: "admin" },
    { label: "late page (40)", path: desk("page=40"), who: "admin" },
    { label: "merchant (half the orders)", path: desk(""), who: "merchant" },
    { label: "merchant, status", path: desk("status=Not Processed"), who: "merchant" },
    { label: "merchant, number", path: desk(q(ids.number)), who: "merchant" },
    { label: "small merchant", path: desk(""), who: "smallMerchant" },
    { label: "small merchant, paid", path: desk("payment=paid"), who: "smallMerchant" },
    { label: "/api/order/list", path: "/api/order/list", who: "admin" },
    {
      label: "/api/order/list filtered",
      path: `/api/order/list?payment=paid&${days}`,
      who: "admin",
    },
    { label: "/api/order/list merchant", path: "/api/order/list", who: "merchant" },
  ];
}

export interface DeskResult extends LoadResult {
  label: string;
  path: string;
  who: DeskWho;
  bodyGzipKb: number;
  withinBudget: { median: boolean; p99: boolean; html: boolean };
}

/** The account's session, as an /api client holds it (a Bearer token). */
export function deskToken(base: string, who: DeskWho): Promise<string> {
  return accountToken(base, DESK_ACCOUNTS[who]);
}

export async function measureDesk(
  base: string,
  ids: DeskIds,
  seconds: number,
): Promise<DeskResult[]> {
  const tokens = {} as Record<DeskWho, string>;
  for (const who of Object.keys(DESK_ACCOUNTS) as DeskWho[])
    tokens[who] = await deskToken(base, who);
  const results: DeskResult[] = [];
  for (const { label, path, who } of deskPaths(ids)) {
    const headers = { authorization: `Bearer ${tokens[who]}` };
    const url = new URL(path, base).href;
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status} to the ${who}`);
    const bodyGzipKb = gzipSync(Buffer.from(await first.arrayBuffer())).byteLength / 1000;
    await load(url, { connections: 1, duration: 1, headers });
    const r = await load(url, { connections: 1, duration: seconds, headers });
    if (r.non2xx || r.errors || r.timeouts)
      throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    results.push({
      ...r,
      label,
      path,
      who,
      bodyGzipKb,
      withinBudget: {
        median: r.medianMs < DESK_BUDGET.medianMs,
        p99: r.p99Ms < DESK_BUDGET.p99Ms,
        html: bodyGzipKb <= DESK_BUDGET.htmlGzipKb,
      },
    });
    console.log(`  ${label.padEnd(30)} ${r.requests} requests, median ${r.medianMs.toFixed(2)} ms`);
  }
  return results;
}
