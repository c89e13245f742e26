import { describe, expect, it } from "vitest";
import {
  currentMenuEntry,
  dashboardKind,
  dashboardMenu,
  dashboardMenuGroups,
} from "./dashboard-menu";

describe("dashboard menu", () => {
  it("gives a merchant without a merchant attached the customer dashboard", () => {
    expect(dashboardKind({ role: "ROLE_ADMIN", merchantId: null })).toBe("admin");
    expect(dashboardKind({ role: "ROLE_MERCHANT", merchantId: "m1" })).toBe("merchant");
    expect(dashboardKind({ role: "ROLE_MERCHANT", merchantId: null })).toBe("customer");
    expect(dashboardKind({ role: "ROLE_MEMBER", merchantId: null })).toBe("customer");
  });

  it("links the account pages for every role, and the returns page for customers", () => {
    for (const kind of ["admin", "merchant", "customer"] as const) {
      const paths = dashboardMenu(kind).map((i) => i.to);
      expect(paths[0]).toBe("/dashboard");
      expect(paths).toEqual(expect.arrayContaining(["/dashboard/security", "/dashboard/address"]));
      expect(paths.includes("/info/iade-ve-degisim")).toBe(kind === "customer");
      expect(paths.includes("/dashboard/product")).toBe(kind !== "customer");
    }
    // A member's menu is one list, as it always was.
    expect(dashboardMenu("customer").map((i) => i.to)).toEqual([
      "/dashboard",
      "/dashboard/security",
      "/dashboard/address",
      "/dashboard/orders",
      "/info/iade-ve-degisim",
      "/dashboard/my-data",
    ]);
  });

  it("groups the staff's menu: sales, catalogue, content, shop, account", () => {
    const groups = (kind: "admin" | "merchant") =>
      Object.fromEntries(
        dashboardMenuGroups(kind).map((g) => [g.name ?? "top", g.items.map((i) => i.to)]),
      );
    expect(groups("admin")).toEqual({
      top: ["/dashboard"],
      sales: ["/dashboard/orders", "/dashboard/returns", "/dashboard/coupon"],
      catalogue: [
        "/dashboard/product",
        "/dashboard/type",
        "/dashboard/category",
        "/dashboard/symbol",
        "/dashboard/stone",
        "/dashboard/ingredient",
        "/dashboard/brand",
      ],
      content: [
        "/dashboard/blogs",
        "/dashboard/sliders",
        "/dashboard/carousel",
        "/dashboard/popUp",
      ],
      shop: [
        "/dashboard/settings",
        "/dashboard/users",
        "/dashboard/merchants",
        "/dashboard/activity",
        "/dashboard/mail",
        "/dashboard/data-requests",
        "/dashboard/consents",
        "/dashboard/mailings",
      ],
      account: ["/dashboard/security", "/dashboard/address"],
    });
    expect(groups("merchant")).toEqual({
      top: ["/dashboard"],
      sales: ["/dashboard/orders", "/dashboard/returns"],
      catalogue: ["/dashboard/product", "/dashboard/brand"],
      shop: ["/dashboard/activity"],
      account: ["/dashboard/security", "/dashboard/address"],
    });
  });

  it("names the entry and group of the page it is on, the overview only at its own address", () => {
    const admin = dashboardMenuGroups("admin");
    const at = (path: string) => {
      const entry = currentMenuEntry(admin, path);
      return entry && [entry.group, entry.item.to];
    };
    expect(at("/dashboard")).toEqual([null, "/dashboard"]);
    expect(at("/dashboard/product")).toEqual(["catalogue", "/dashboard/product"]);
    expect(at("/dashboard/product/edit/42")).toEqual(["catalogue", "/dashboard/product"]);
    expect(at("/dashboard/coupon/add")).toEqual(["sales", "/dashboard/coupon"]);
    expect(at("/dashboard/settings/music")).toEqual(["shop", "/dashboard/settings"]);
    // Not a prefix of another address's name: /dashboard/category is not /dashboard/carousel.
    expect(at("/dashboard/carousel")).toEqual(["content", "/dashboard/carousel"]);
    expect(at("/dashboard/history/unknown/42")).toBeNull();
  });

  it("names a record's history by the section the record belongs to", () => {
    const at = (kind: "admin" | "merchant", path: string) => {
      const entry = currentMenuEntry(dashboardMenuGroups(kind), path);
      return entry && [entry.group, entry.item.to];
    };
    expect(at("admin", "/dashboard/history/product/42")).toEqual([
      "catalogue",
      "/dashboard/product",
    ]);
    expect(at("admin", "/dashboard/history/order/7")).toEqual(["sales", "/dashboard/orders"]);
    expect(at("admin", "/dashboard/history/settings/1")).toEqual(["shop", "/dashboard/settings"]);
    expect(at("admin", "/dashboard/history/blog/3")).toEqual(["content", "/dashboard/blogs"]);
    expect(at("admin", "/dashboard/history/stone/5")).toEqual(["catalogue", "/dashboard/stone"]);
    // A merchant's menu has no taxonomies: the closed menu keeps its plain name.
    expect(at("merchant", "/dashboard/history/stone/5")).toBeNull();
    expect(at("merchant", "/dashboard/history/product/42")).toEqual([
      "catalogue",
      "/dashboard/product",
    ]);
  });

  it("links brands for admins and merchants, the taxonomies for admins only", () => {
    const admin = dashboardMenu("admin").map((i) => i.to);
    const merchant = dashboardMenu("merchant").map((i) => i.to);
    expect(admin).toEqual(
      expect.arrayContaining([
        "/dashboard/brand",
        "/dashboard/type",
        "/dashboard/category",
        "/dashboard/symbol",
        "/dashboard/stone",
        "/dashboard/ingredient",
      ]),
    );
    expect(
      merchant.filter((p) => !p.startsWith("/dashboard/") || p === "/dashboard/brand"),
    ).toContain("/dashboard/brand");
    expect(merchant).not.toContain("/dashboard/type");
    expect(dashboardMenu("customer").map((i) => i.to)).not.toContain("/dashboard/brand");
  });

  it("links the settings and the shop's content for admins only", () => {
    const content = [
      "/dashboard/settings",
      "/dashboard/popUp",
      "/dashboard/blogs",
      "/dashboard/sliders",
      "/dashboard/carousel",
    ];
    expect(dashboardMenu("admin").map((i) => i.to)).toEqual(expect.arrayContaining(content));
    for (const kind of ["merchant", "customer"] as const)
      for (const path of content) expect(dashboardMenu(kind).map((i) => i.to)).not.toContain(path);
  });

  it("links the shop's activity for admins and merchants, not for customers", () => {
    expect(dashboardMenu("admin").map((i) => i.to)).toContain("/dashboard/activity");
    expect(dashboardMenu("merchant").map((i) => i.to)).toContain("/dashboard/activity");
    expect(dashboardMenu("customer").map((i) => i.to)).not.toContain("/dashboard/activity");
  });
});
