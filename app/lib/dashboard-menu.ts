import type { Messages } from "~/locales";
import type { DashboardMessages } from "~/locales/dashboard";
import { recordPage } from "./record-pages";
import type { Role } from "./roles";

/** Which dashboard a user gets (spec 001 §6): a merchant needs a merchant attached. */
export type DashboardKind = "admin" | "merchant" | "customer";

export function dashboardKind(user: { role: Role; merchantId: string | null }): DashboardKind {
  if (user.role === "ROLE_ADMIN") return "admin";
  if (user.role === "ROLE_MERCHANT" && user.merchantId) return "merchant";
  return "customer";
}

export type MenuLabel =
  (keyof Messages["account"] & `menu${string}`) | keyof DashboardMessages["menu"];

/** A heading of the back office's menu (dashboardMessages.shell.groups). */
export type MenuGroupName = keyof DashboardMessages["shell"]["groups"];

export interface MenuItem {
  /** A path without the language prefix. */
  to: string;
  /** A key of messages.account (the customer's menu) or of dashboardMessages.menu. */
  label: MenuLabel;
  /** Active only on this exact path (the index page), not on its children. */
  end?: boolean;
}

/** A run of the menu under one heading; the first, the overview, has none. */
export interface MenuGroup {
  name: MenuGroupName | null;
  items: MenuItem[];
}

const PROFILE: MenuItem = { to: "/dashboard", label: "menuAccount", end: true };
const SECURITY: MenuItem = { to: "/dashboard/security", label: "menuSecurity" };
const ADDRESS: MenuItem = { to: "/dashboard/address", label: "menuAddress" };
/** A member's own orders; the order desk for staff (pages/dashboard/orders). */
const ORDERS: MenuItem = { to: "/dashboard/orders", label: "menuOrders" };
/** Withdrawals and returns (issue [19]): the admin's all, a merchant's of their own lines. */
const RETURNS: MenuItem = { to: "/dashboard/returns", label: "menuReturnDesk" };
/** Staff open on the shop's figures (with their profile below them). */
const OVERVIEW: MenuItem = { ...PROFILE, label: "menuOverview" };

/** The catalogue's reference lists, admins only (spec 001 §2's admin menu). */
const TAXONOMIES: MenuItem[] = [
  { to: "/dashboard/type", label: "menuCategories" },
  { to: "/dashboard/category", label: "menuGenders" },
  { to: "/dashboard/symbol", label: "menuSymbols" },
  { to: "/dashboard/stone", label: "menuStones" },
  { to: "/dashboard/ingredient", label: "menuIngredients" },
];
const PRODUCTS: MenuItem = { to: "/dashboard/product", label: "menuProducts" };
const BRANDS: MenuItem = { to: "/dashboard/brand", label: "menuBrands" };
const SETTINGS: MenuItem = { to: "/dashboard/settings", label: "menuSettings" };
const USERS: MenuItem = { to: "/dashboard/users", label: "menuUsers" };
const MERCHANTS: MenuItem = { to: "/dashboard/merchants", label: "menuMerchants" };
const COUPONS: MenuItem = { to: "/dashboard/coupon", label: "menuCoupons" };
/** Every recorded staff change (the admin's all, a merchant's of their own products). */
const ACTIVITY: MenuItem = { to: "/dashboard/activity", label: "menuActivity" };
/** Every mail the shop wrote, to read and resend (decision 077), admins only. */
const MAIL: MenuItem = { to: "/dashboard/mail", label: "menuMail" };
/** The K.V.K.K. log: downloads, closed accounts, contact requests (decision 080), admins only. */
const DATA_REQUESTS: MenuItem = { to: "/dashboard/data-requests", label: "menuDataRequests" };
/** The consent log (issue [20] point 3), admins only. */
const CONSENTS: MenuItem = { to: "/dashboard/consents", label: "menuConsents" };
/** Newsletters to consenting addresses (issue [20] point 3), admins only. */
const MAILINGS: MenuItem = { to: "/dashboard/mailings", label: "menuMailings" };
/** A member's own data: the download and closing the account (decision 080). */
const MY_DATA: MenuItem = { to: "/dashboard/my-data", label: "menuMyData" };
/** What the shop says and shows about itself, admins only. */
const CONTENT: MenuItem[] = [
  { to: "/dashboard/blogs", label: "menuBlog" },
  { to: "/dashboard/sliders", label: "menuSliders" },
  { to: "/dashboard/carousel", label: "menuCarousel" },
  { to: "/dashboard/popUp", label: "menuPopup" },
];

/**
 * The back office's menu (staff only), grouped as an owner thinks of the shop: what sells, what
 * is sold, what the shop says, how it runs, and one's own account. The one place its links are
 * added as their pages are built (spec 001 §2 lists the full admin and merchant menus); only
 * pages that exist, and that the role may open, are linked.
 */
export function dashboardMenuGroups(kind: DashboardKind): MenuGroup[] {
  switch (kind) {
    case "admin":
      return [
        { name: null, items: [OVERVIEW] },
        { name: "sales", items: [ORDERS, RETURNS, COUPONS] },
        { name: "catalogue", items: [PRODUCTS, ...TAXONOMIES, BRANDS] },
        { name: "content", items: CONTENT },
        {
          name: "shop",
          items: [SETTINGS, USERS, MERCHANTS, ACTIVITY, MAIL, DATA_REQUESTS, CONSENTS, MAILINGS],
        },
        { name: "account", items: [SECURITY, ADDRESS] },
      ];
    case "merchant":
      return [
        { name: null, items: [OVERVIEW] },
        { name: "sales", items: [ORDERS, RETURNS] },
        { name: "catalogue", items: [PRODUCTS, BRANDS] },
        { name: "shop", items: [ACTIVITY] },
        { name: "account", items: [SECURITY, ADDRESS] },
      ];
    case "customer":
      return [
        {
          name: null,
          items: [
            PROFILE,
            SECURITY,
            ADDRESS,
            ORDERS,
            { to: "/info/iade-ve-degisim", label: "menuReturns" },
            MY_DATA,
          ],
        },
      ];
  }
}

/** Every link of a dashboard's menu, in order (a member's menu is one list, as it always was). */
export function dashboardMenu(kind: DashboardKind): MenuItem[] {
  return dashboardMenuGroups(kind).flatMap((g) => g.items);
}

/** Whether a menu link is the page at `path` (a path without the language prefix) or its parent. */
export function isCurrent(item: MenuItem, path: string): boolean {
  return path === item.to || (!item.end && path.startsWith(`${item.to}/`));
}

/**
 * The address whose menu entry a page stands under: its own, or for a record's history
 * (/dashboard/history/{subject}/{id}, in no menu) the page of the record it is of.
 */
function sectionPath(path: string): string {
  const history = /^\/dashboard\/history\/([^/]+)\/([^/]+)/.exec(path);
  if (!history) return path;
  // An order's own page is the shop's, outside the back office: staff find orders at the desk.
  if (history[1] === "order") return "/dashboard/orders";
  return recordPage(history[1], history[2]!) ?? path;
}

/**
 * The menu's entry for the page at `path`, with its group: what the phone's closed menu button
 * names. A record's history is under its record's entry; a page under none has none.
 */
export function currentMenuEntry(
  groups: MenuGroup[],
  path: string,
): { group: MenuGroupName | null; item: MenuItem } | null {
  const section = sectionPath(path);
  for (const g of groups)
    for (const item of g.items) if (isCurrent(item, section)) return { group: g.name, item };
  return null;
}
