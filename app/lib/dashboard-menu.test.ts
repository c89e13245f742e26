import { describe, expect, it } from "vitest";
import { dashboardKind, dashboardMenu } from "./dashboard-menu";

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
      expect(paths.slice(0, 3)).toEqual([
        "/dashboard",
        "/dashboard/security",
        "/dashboard/address",
      ]);
      expect(paths.includes("/info/iade-ve-degisim")).toBe(kind === "customer");
      expect(paths.includes("/dashboard/product")).toBe(kind !== "customer");
    }
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
