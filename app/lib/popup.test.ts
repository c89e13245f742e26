import { describe, expect, it } from "vitest";
import { POPUP_QUIET_MS, popupAllowedOn, popupDue, seenMark } from "./popup";

describe("the promotional pop-up", () => {
  it("may open on the pages a shopper browses, in both languages", () => {
    for (const path of ["/", "/en", "/shop", "/en/shop", "/shop/brand/x", "/product/a-b-c"])
      expect(popupAllowedOn(path), path).toBe(true);
    for (const path of ["/blog", "/blog/note/x", "/brands", "/about", "/en/story"])
      expect(popupAllowedOn(path), path).toBe(true);
  });

  it("never opens over the cart, checkout, orders, sign-in or the account", () => {
    for (const path of [
      "/cart",
      "/en/cart",
      "/checkout",
      "/delivery",
      "/payment",
      "/en/payment",
      "/order/failure",
      "/order/success/abc",
      "/order/pre/success/abc",
      "/order/abc",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password/t",
      "/merchant-signup/t",
      "/favorites",
      "/dashboard",
      "/en/dashboard/orders",
      "/contact",
      "/sell",
      "/shopping",
    ])
      expect(popupAllowedOn(path), path).toBe(false);
  });

  it("stays away for the quiet period after it was shown", () => {
    const now = Date.UTC(2026, 10, 24);
    const v = "1764000000000";
    expect(popupDue(null, now, v)).toBe(true);
    expect(popupDue(seenMark(now - 1000, v), now, v)).toBe(false);
    expect(popupDue(seenMark(now - POPUP_QUIET_MS + 1, v), now, v)).toBe(false);
    expect(popupDue(seenMark(now - POPUP_QUIET_MS, v), now, v)).toBe(true);
    expect(popupDue(seenMark(now + 86_400_000, v), now, v)).toBe(false);
    expect(popupDue("not a time", now, v)).toBe(true);
  });

  it("is due again at once when the pop-up changed since this browser showed it", () => {
    const now = Date.UTC(2026, 10, 24);
    const mark = seenMark(now - 1000, "1764000000000");
    expect(mark).toBe(`${now - 1000}|1764000000000`);
    expect(popupDue(mark, now, "1764000000000")).toBe(false);
    expect(popupDue(mark, now, "1764000099999")).toBe(true);
    // A mark from before pop-ups had versions (a bare time) keeps its quiet period.
    expect(popupDue(String(now - 1000), now, "1764000000000")).toBe(false);
  });
});
