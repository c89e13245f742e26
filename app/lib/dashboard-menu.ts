import type { Messages } from "~/locales";
import type { DashboardMessages } from "~/locales/dashboard";
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

export interface MenuItem {
  /** A path without the language prefix. */
  to: string;
  /** A key of messages.account (the customer's menu) or of dashboardMessages.menu. */
  label: MenuLabel;
  /** Active only on this exact path (the index page), not on its children. */
  end?: boolean;
}

const ACCOUNT: MenuItem[] = [
  { to: "/dashboard", label: "menuAccount", end: true },
  { to: "/dashboard/security", label: "menuSecurity" },
  { to: "/dashboard/address", label: "menuAddress" },
  { to: "/dashboard/orders", label: "menuOrders" },
];

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
/** What the shop says and shows about itself, admins only. */
const CONTENT: MenuItem[] = [
  { to: "/dashboard/popUp", label: "menuPopup" },
  { to: "/dashboard/blogs", label: "menuBlog" },
  { to: "/dashboard/sliders", label: "menuSliders" },
  { to: "/dashboard/carousel", label: "menuCarousel" },
];

/**
 * The side menu of each dashboard, and the one place its links are added as their pages are
 * built (spec 001 §2 lists the full admin, merchant and customer menus). Only pages that exist
 * are linked.
 */
export function dashboardMenu(kind: DashboardKind): MenuItem[] {
  switch (kind) {
    case "admin":
      return [
        ...ACCOUNT,
        SETTINGS,
        BRANDS,
        USERS,
        MERCHANTS,
        COUPONS,
        PRODUCTS,
        ...TAXONOMIES,
        ...CONTENT,
        ACTIVITY,
      ];
    case "merchant":
      return [...ACCOUNT, PRODUCTS, BRANDS, ACTIVITY];
    case "customer":
      return [...ACCOUNT, { to: "/info/iade-ve-degisim", label: "menuReturns" }];
  }
}
