// The dashboards' own budget (issue [7]): a staff page or /api list, rendered for one signed-in
// admin or merchant on one connection, over the whole seeded catalogue.
import { gzipSync } from "node:zlib";
import { load, type LoadResult } from "./load";

export const STAFF_BUDGET = { medianMs: 20, p99Ms: 50, htmlGzipKb: 60 };

/** Ids of the seeded catalogue that the filtered views name. */
export interface StaffIds {
  /** The id of the product page's product, for its edit page. */
  product: string;
  brand: string;
  category: string;
  stone: string;
}

/** Who signs in for a view: the demo admin (everything) or the demo merchant (their brands). */
export type StaffWho = "admin" | "merchant";

export const STAFF_ACCOUNTS: Record<StaffWho, { email: string; password: string }> = {
  admin: { email: "admin@demo.shop", password: "admin123!" },
  merchant: { email: "merchant@demo.shop", password: "merchant123!" },
};

/**
 * The list as staff use it (issue [7]): plain, a common and a very common word, a rare one (a
 * SKU), words with each filter, the rare states, each order, a merchant's scope, and /api.
 */
export function staffPaths(ids: StaffIds): { label: string; path: string; who: StaffWho }[] {
  const list = (search: string) => `/dashboard/product${search ? `?${search}` : ""}`;
  const q = (word: string) => `q=${encodeURIComponent(word)}`;
  return [
    { label: "list", path: list(""), who: "admin" },
    { label: "searched", path: list(`${q("ametist")}&active=yes`), who: "admin" },
    { label: "very common word", path: list(q("gümüş")), who: "admin" },
    { label: "rare word (a SKU)", path: list(q("bnc150000")), who: "admin" },
    { label: "word + brand", path: list(`${q("kolye")}&brand=${ids.brand}`), who: "admin" },
    {
      label: "word + category",
      path: list(`${q("ametist")}&category=${ids.category}`),
      who: "admin",
    },
    { label: "word + stone", path: list(`${q("kolye")}&stone=${ids.stone}`), who: "admin" },
    { label: "sold out", path: list("stock=soldOut"), who: "admin" },
    { label: "word + low stock", path: list(`${q("ametist")}&stock=low`), who: "admin" },
    { label: "by name", path: list("sort=name"), who: "admin" },
    { label: "word by price", path: list(`${q("kolye")}&sort=price`), who: "admin" },
    { label: "merchant", path: list(""), who: "merchant" },
    { label: "merchant, searched", path: list(q("ametist")), who: "merchant" },
    { label: "edit page", path: `/dashboard/product/edit/${ids.product}`, who: "admin" },
    { label: "coupons", path: "/dashboard/coupon", who: "admin" },
    { label: "users", path: "/dashboard/users", who: "admin" },
    { label: "owner's home", path: "/dashboard", who: "admin" },
    { label: "merchant's home", path: "/dashboard", who: "merchant" },
    { label: "/api/product", path: "/api/product?limit=24", who: "admin" },
    { label: "/api/product searched", path: `/api/product?${q("ametist")}`, who: "admin" },
  ];
}

export interface StaffResult extends LoadResult {
  label: string;
  path: string;
  who: StaffWho;
  bodyGzipKb: number;
  withinBudget: { median: boolean; p99: boolean; html: boolean };
}

/** An account's session, as an /api client holds it (a Bearer token). */
export async function accountToken(
  base: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(new URL("/api/auth/login", base), {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(`Signing in ${account.email} failed: ${response.status} ${body.error ?? ""}`);
  return body.token;
}

export async function measureStaff(
  base: string,
  ids: StaffIds,
  seconds: number,
): Promise<StaffResult[]> {
  const tokens: Record<StaffWho, string> = {
    admin: await accountToken(base, STAFF_ACCOUNTS.admin),
    merchant: await accountToken(base, STAFF_ACCOUNTS.merchant),
  };
  const results: StaffResult[] = [];
  for (const { label, path, who } of staffPaths(ids)) {
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
        median: r.medianMs < STAFF_BUDGET.medianMs,
        p99: r.p99Ms < STAFF_BUDGET.p99Ms,
        html: bodyGzipKb <= STAFF_BUDGET.htmlGzipKb,
      },
    });
    console.log(`  ${label.padEnd(30)} ${r.requests} requests, median ${r.medianMs.toFixed(2)} ms`);
  }
  return results;
}
