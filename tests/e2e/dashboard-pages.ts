import type { Page } from "@playwright/test";
import { DEMO } from "./dashboard";

/**
 * Every page of the back office, for the tests that walk them all (the language walk and the
 * phone-width walk in dashboard-languages.spec.ts): which account sees it and, for a page of one
 * record, where a sample id is found (the first link of a kind on another page of the demo shop).
 * A page added to app/routes.ts under /dashboard is added here too. Orders, addresses and staff
 * changes are not all in the demo shop as a test server has it: dashboard-languages.spec.ts
 * makes them.
 */
export type Who = keyof typeof DEMO;

export interface DashboardPage {
  /** The address without the language prefix; `:id` is a sample record's id. */
  path: string;
  who: Who;
  /** Where the sample id comes from: the first link on `from` whose address matches `link`. */
  sample?: { from: string; link: RegExp };
}

/** The id in an address of a record page: /dashboard/coupon/edit/<id>. */
const ID = "([0-9a-f-]{36}|\\d+)";
const link = (before: string) => new RegExp(`${before}${ID}(?:[/?#]|$)`);

/** A list with add, edit and delete pages of its records (coupons, taxonomies, blog, slider). */
function crud(list: string, who: Who = "admin", withDelete = true): DashboardPage[] {
  return [
    { path: list, who },
    { path: `${list}/add`, who },
    { path: `${list}/edit/:id`, who, sample: { from: list, link: link(`${list}/edit/`) } },
    // The delete page is linked from the edit page: the same id.
    ...(withDelete
      ? [{ path: `${list}/delete/:id`, who, sample: { from: list, link: link(`${list}/edit/`) } }]
      : []),
  ];
}

/** The pages every signed-in account has: its overview, password, addresses and orders. */
function account(who: Who): DashboardPage[] {
  return [
    { path: "/dashboard", who },
    { path: "/dashboard/security", who },
    { path: "/dashboard/address", who },
    { path: "/dashboard/address/add", who },
    {
      path: "/dashboard/address/edit/:id",
      who,
      sample: { from: "/dashboard/address", link: link("/dashboard/address/edit/") },
    },
    {
      path: "/dashboard/address/read/:id",
      who,
      sample: { from: "/dashboard/address", link: link("/dashboard/address/read/") },
    },
    { path: "/dashboard/orders", who },
    // The K.V.K.K. page: a staff account reads it, without the closing form (decision 080).
    { path: "/dashboard/my-data", who },
  ];
}

/** A product's pages, as an admin or as a merchant (who sees only their brands' products). */
function productPages(who: Who): DashboardPage[] {
  const edit = { from: "/dashboard/product", link: link("/dashboard/product/edit/") };
  return [
    { path: "/dashboard/product", who },
    { path: "/dashboard/product/add", who },
    { path: "/dashboard/product/edit/:id", who, sample: edit },
    { path: "/dashboard/product/pictures/:id", who, sample: edit },
    { path: "/dashboard/product/delete?ids=:id", who, sample: edit },
    { path: "/dashboard/product/import", who },
    { path: "/dashboard/product/bulk", who },
    { path: "/dashboard/activity", who },
    {
      path: "/dashboard/history/product/:id",
      who,
      sample: { from: "/dashboard/activity", link: link("/dashboard/history/product/") },
    },
  ];
}

export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  ...account("admin"),
  // The staff's order page and its packing slip (the shopper's /order/:id sends staff there).
  {
    path: "/dashboard/orders/:id",
    who: "admin",
    sample: { from: "/dashboard/orders", link: link("/dashboard/orders/") },
  },
  {
    path: "/dashboard/orders/:id/slip",
    who: "admin",
    sample: { from: "/dashboard/orders", link: link("/dashboard/orders/") },
  },
  // An order's status change and its ship form (issue [18], decision 076).
  {
    path: "/dashboard/orders/:id/status",
    who: "admin",
    sample: { from: "/dashboard/orders", link: link("/dashboard/orders/") },
  },
  {
    path: "/dashboard/orders/:id/ship",
    who: "admin",
    sample: { from: "/dashboard/orders", link: link("/dashboard/orders/") },
  },
  {
    path: "/dashboard/history/order/:id",
    who: "admin",
    sample: { from: "/dashboard/activity", link: link("/dashboard/history/order/") },
  },
  // The return desk (issue [19]): dashboard-languages.spec.ts makes a request.
  { path: "/dashboard/returns", who: "admin" },
  {
    path: "/dashboard/returns/:id",
    who: "admin",
    sample: { from: "/dashboard/returns", link: link("/dashboard/returns/") },
  },
  { path: "/dashboard/settings", who: "admin" },
  { path: "/dashboard/settings/music", who: "admin" },
  { path: "/dashboard/history/settings/1", who: "admin" },
  ...crud("/dashboard/brand", "admin", false),
  { path: "/dashboard/users", who: "admin" },
  { path: "/dashboard/merchants", who: "admin" },
  { path: "/dashboard/mail", who: "admin" },
  { path: "/dashboard/data-requests", who: "admin" },
  { path: "/dashboard/consents", who: "admin" },
  { path: "/dashboard/mailings", who: "admin" },
  {
    // The status change dashboard-languages.spec.ts makes mails the customer.
    path: "/dashboard/mail/:id",
    who: "admin",
    sample: { from: "/dashboard/mail", link: link("/dashboard/mail/") },
  },
  ...crud("/dashboard/coupon"),
  ...productPages("admin"),
  ...crud("/dashboard/type"),
  ...crud("/dashboard/category"),
  ...crud("/dashboard/symbol"),
  ...crud("/dashboard/stone"),
  ...crud("/dashboard/ingredient"),
  { path: "/dashboard/popUp", who: "admin" },
  ...crud("/dashboard/blogs"),
  ...crud("/dashboard/sliders"),
  { path: "/dashboard/carousel", who: "admin" },
  ...account("merchant"),
  ...productPages("merchant"),
  { path: "/dashboard/brand", who: "merchant" },
  { path: "/dashboard/returns", who: "merchant" },
  {
    path: "/dashboard/orders/:id/ship",
    who: "merchant",
    sample: { from: "/dashboard/orders", link: link("/dashboard/orders/") },
  },
  {
    path: "/dashboard/brand/edit/:id",
    who: "merchant",
    sample: { from: "/dashboard/brand", link: link("/dashboard/brand/edit/") },
  },
];

/**
 * The page's address with its sample id, found on the `from` page (in Turkish: ids do not depend
 * on the language). `seen` keeps the links of pages already read, for a walk of many pages.
 * Throws when the demo shop has no such record: a page left unwalked would pass unseen.
 */
export async function addressOf(
  page: Page,
  p: DashboardPage,
  seen = new Map<string, string[]>(),
): Promise<string> {
  if (!p.sample) return p.path;
  const { from, link } = p.sample;
  if (!seen.has(from)) {
    await page.goto(from);
    const hrefs = await page
      .locator("main a[href], main form[action]")
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""),
      );
    seen.set(from, hrefs);
  }
  const id = seen
    .get(from)!
    .map((h) => link.exec(h)?.[1])
    .find(Boolean);
  if (!id) throw new Error(`no link like ${link} on ${from} as ${p.who}`);
  return p.path.replace(":id", id);
}
