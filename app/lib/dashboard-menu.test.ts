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
});
